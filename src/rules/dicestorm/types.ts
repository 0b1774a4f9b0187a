/**
 * Dicestorm vocabulary: warriors, armies, rolls, cards, state, actions and events.
 * Rulebook: /work/shared/rules/dicestorm-en.txt (Dave Dobson, Plankton Games, 2011).
 * Types only, no behaviour. Seats are indices 0..n-1 in clockwise order (see config.ts).
 */
import type { DicestormRules } from './config.ts';

/**
 * A kind of warrior die (Components): `white` d6 (30 in the box), `black` d6 (1),
 * `red` d8 (2), `green` d10 (1). The special dice enter play only through Tide of Battle
 * cards, whose texts the rulebook does not give.
 */
export type WarriorKind = 'white' | 'black' | 'red' | 'green';

/** Every warrior kind, in the order dice are paid and listed. */
export const WARRIOR_KINDS: readonly WarriorKind[] = ['white', 'black', 'red', 'green'];

/** Highest face of each warrior kind (d6, d6, d8, d10); faces run 1..max. */
export const MAX_FACE: Readonly<Record<WarriorKind, number>> = { white: 6, black: 6, red: 8, green: 10 };

/** A count of dice per kind (an army, the box's supply, dice paid or lost). */
export type Army = Record<WarriorKind, number>;

/** One die as read after a battle roll: its kind and top face (1..MAX_FACE[kind]). */
export interface RolledDie {
  kind: WarriorKind;
  face: number;
}

/**
 * What a Tide of Battle card does when played (Cards). The rulebook only describes the
 * kinds of effect in general, so a card's effect is data:
 * - `unknown`: no automatic effect (the default; players apply it by hand),
 * - `addWarriors`: adds `count` dice of `kind` from the box, partially if fewer are left
 *   ("Partial adding is allowed").
 */
export type TideEffect = { type: 'unknown' } | { type: 'addWarriors'; kind: WarriorKind; count: number };

/**
 * A Tide of Battle card's data, keyed by card id in the config. Texts are not in the
 * rulebook: supply them from the printed cards.
 * `lasts`: `once` (discarded when played), `permanent` (stays in front of its owner),
 * `unknown` (treated as once-only for deck accounting).
 */
export interface TideCardSpec {
  /** The name printed on the card. */
  name: string;
  /** Its printed cost, in dice paid from the buyer's army (dicestorm-en.txt, Draw Phase). */
  cost: number;
  /** How long it stays in play (above). */
  lasts: 'once' | 'permanent' | 'unknown';
  /** What playing it does. */
  effect: TideEffect;
}

/** A Tide of Battle card in play: its id (as drawn), printed cost and resolved spec. */
export interface TideCard {
  /** The card's id in the config's deck. */
  id: string;
  /** Its data. */
  spec: TideCardSpec;
}

/** Game phase. `rollOff`: rolling to see who goes first (Setup). `battle`: the active player
 * is about to roll. `allocate`: dice rolled, hits being assigned. `draw`: the active player
 * draws a Tide of Battle card. `offer`: the drawn card goes round (Draw Phase). `over`. */
export type Phase = 'rollOff' | 'battle' | 'allocate' | 'draw' | 'offer' | 'over';

/** A correction of one rolled die's face, kept so that `undo` can take it back. */
export interface FaceCorrection {
  /** Seat whose die it is. */
  seat: number;
  /** The die's index in that seat's rolled dice (`BattleState.dice`). */
  index: number;
  /** The face before the correction, and after (pips, 1 to the die's sides). */
  from: number;
  to: number;
}

/** The battle in progress (Battle Phase). Dice indices refer to `dice[seat]` order. */
export interface BattleState {
  /** Seat of the active player, who attacks. */
  attacker: number;
  /** Seat attacked. */
  defender: number;
  /** Rolled dice of attacker and defender, `[attackerDice, defenderDice]`. */
  dice: [RolledDie[], RolledDie[]];
  /** Chosen targets (indices into the opponent's dice), `[byAttacker, byDefender]`; null = not yet. */
  allocations: [number[] | null, number[] | null];
  /** Corrections made to this battle's faces, oldest first (undo pops the last). */
  corrections: FaceCorrection[];
}

/** The Tide of Battle card going round the table (Draw Phase). */
export interface OfferState {
  /** The card drawn. */
  card: TideCard;
  /** Seat that drew it. */
  drawer: number;
  /** Seat that may pay for it or pass it to the right now. */
  holder: number;
  /** What it costs now, in dice: its printed cost, one less each time it has gone round the table unbought (dicestorm-en.txt, Draw Phase). */
  cost: number;
}

/** Game state: plain JSON, always the fold of the event log. */
export interface DicestormState {
  rules: DicestormRules;
  /** Player names by seat, clockwise. */
  players: string[];
  startingDice: number;
  armies: Army[];
  /** Dice left in the box (Components minus every army). */
  supply: Army;
  /** Dice each seat has lost (battle, payment), and gained (cards), for accounting. */
  lost: number[];
  gained: number[];
  out: boolean[];
  /** Whether each seat still holds its Restoration card. */
  restoration: boolean[];
  /** Tide of Battle cards held (not yet played) and permanents in play, per seat. */
  hands: TideCard[][];
  permanents: TideCard[][];
  /** Face-down Tide of Battle pile and discard pile sizes. */
  tidePile: number;
  tideDiscards: number;
  phase: Phase;
  /** Seats still in the roll for first player. */
  contenders: number[];
  active: number | null;
  /** The opponent to the right of the active seat, fixed when the turn begins. */
  defender: number | null;
  turn: number;
  battle: BattleState | null;
  offer: OfferState | null;
  /** Winner seat once over; null with `drawnBetween` set for a shared result. */
  winner: number | null;
  drawnBetween: number[];
}

/** Things that happen, in the game's words. Each carries all it needs to be folded. */
export type DicestormEvent =
  | { type: 'gameSetUp'; players: string[]; startingDice: number; rules: DicestormRules }
  | { type: 'firstPlayerRolled'; seats: number[]; faces: number[] }
  | { type: 'rollOffTied'; seats: number[] }
  | { type: 'turnBegan'; seat: number; defender: number; turn: number }
  | { type: 'battleRolled'; attacker: number; defender: number; attackerDice: RolledDie[]; defenderDice: RolledDie[]; attackerHits: number; defenderHits: number }
  | { type: 'faceCorrected'; seat: number; index: number; from: number; to: number }
  | { type: 'correctionUndone'; seat: number; index: number; from: number; to: number }
  | { type: 'hitsAllocated'; by: number; target: number; dice: number[]; faces: number[] }
  | { type: 'battleResolved'; attacker: number; defender: number; attackerLost: RolledDie[]; defenderLost: RolledDie[] }
  | { type: 'clanEliminated'; seat: number }
  | { type: 'gameWon'; seat: number }
  | { type: 'gameDrawn'; seats: number[] }
  | { type: 'tideReshuffled'; count: number }
  | { type: 'tideDeckEmpty' }
  | { type: 'tideDrawn'; seat: number; card: TideCard }
  | { type: 'tidePassed'; from: number; to: number }
  | { type: 'tideCostReduced'; cost: number }
  | { type: 'tideBought'; seat: number; cost: number; paid: Army }
  | { type: 'tideTakenFree'; seat: number }
  | { type: 'tideDiscarded'; card: TideCard }
  | { type: 'tidePlayed'; seat: number; index: number; card: TideCard }
  | { type: 'warriorsAdded'; seat: number; kind: WarriorKind; count: number; requested: number }
  | { type: 'restorationPlayed'; seat: number; added: number; requested: number };

/**
 * What players (or the referee for them) do.
 * - `rollForFirst`: one die face per contender, in `state.contenders` order (Setup).
 * - `rollBattle`: the dice read for attacker and defender (every die of each army).
 * - `allocateHits`: `by` removes the opponent's dice at these indices.
 * - `correctFace`/`undo`: a player correction of a read face, and taking one back.
 * - `drawTide`: the card drawn (id as printed; `cost` needed for a card not in the config).
 * - `buyTide` (optionally which dice pay; default white first) / `passTide`.
 * - `playTide` (hand index), `playRestoration`.
 */
export type DicestormAction =
  | { type: 'rollForFirst'; faces: number[] }
  | { type: 'rollBattle'; attackerDice: RolledDie[]; defenderDice: RolledDie[] }
  | { type: 'allocateHits'; by: number; dice: number[] }
  | { type: 'correctFace'; seat: number; index: number; face: number }
  | { type: 'undo' }
  | { type: 'drawTide'; card: string; cost?: number }
  | { type: 'buyTide'; payWith?: WarriorKind[] }
  | { type: 'passTide' }
  | { type: 'playTide'; seat: number; card: number }
  | { type: 'playRestoration'; seat: number };
