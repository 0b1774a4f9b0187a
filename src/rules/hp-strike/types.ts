/**
 * Harry Potter Strike's configuration, state, actions and events: all plain JSON. Players
 * (wizards) are named by seat index (0 = first listed = the oldest, who starts: rulebook,
 * Playing the Game) in state and events. Sibling of src/rules/strike/types.ts.
 */
import type { Face } from '../../core/types.ts';
import type { MatchGroup, TableEvent, TablePhase, TablePlayer, TableState, TurnEndReason } from '../common/table.ts';
import type { HpStrikeRules, Spell } from './spells.ts';

export type { MatchGroup, TurnEndReason };

/** How to start a game of HP Strike. */
export interface HpStrikeConfig {
  /** Wizard names in seat order, clockwise; the first listed starts (Playing the Game: "the oldest player"). */
  players: string[];
  /** House rules (see `HpStrikeRules`); missing fields take their defaults. */
  rules?: Partial<HpStrikeRules>;
  /**
   * Tournament: as many games as players, each starting once, points for the eliminated,
   * lowest total wins, ties shared (harry-potter-strike-en.txt, Tournament rules). Default false.
   */
  tournament?: boolean;
}

/** One seat at the table: name, dice in hand (`stock`), eliminated, tournament points (common/table.ts). */
export type HpStrikePlayer = TablePlayer;

/** A face correction that `undo` can take back. */
export interface HpStrikeCorrection {
  /** Index into `arena`. */
  index: number;
  /** Face before (`null` = not seen). */
  from: Face | null;
  /** Face after. */
  to: Face;
  /** `immobulus` (dice held) before the correction, restored by `undo`. */
  immobulusBefore: number;
}

/**
 * Where the game stands.
 * - `startDie`: waiting for the rolled start die (`placeStartDie`).
 * - `throw`: the active wizard throws, or passes after at least one throw this turn.
 * - `leaning`: a die does not lie flat; shift the arena and report it (`shiftArena`).
 * - `relashio`: every wizard throws one die (`relashioThrow`).
 * - `accio`: the active wizard may take one more die (`accioPick`).
 * - `turnEnded`: transient, inside one action.
 * - `over`: the game (or tournament) is decided.
 */
export type HpStrikePhase = TablePhase | 'leaning' | 'relashio' | 'accio';

/**
 * The game state, always `fold(hpStrike, events)`: the table shared with Strike
 * (common/table.ts `TableState`: seats, game of the tournament as `round`, phase, active
 * wizard as `current`, arena, dice counts, corrections, winners) and the spells' state.
 * `arena` holds the faces that count: dice lying flat and the top die of a tower, last while
 * `stacked` > 0 (`null` = not seen yet, e.g. a freshly stacked tower's top, or the die under a
 * top that was collected: tower.ts `withNewTop`, our ruling); `setAside` the extra dice set aside this
 * game; `leaning` the dice waiting for the arena to be shifted; `mustThrowAll` is
 * Expelliarmus. Dice are conserved:
 * Σ stock + arena.length + stacked + leaning + outside + removed + setAside = 26.
 */
export interface HpStrikeState extends TableState<HpStrikePhase, HpStrikeCorrection> {
  /** House rules in play (resolved). */
  rules: HpStrikeRules;
  /** Play order: true = clockwise; Confundo flips it (Confundo). */
  clockwise: boolean;
  /** Dice under the top of a Wingardium Leviosa tower: in the arena, never matching. */
  stacked: number;
  /** Immobulus dice held in the arena by a standing combination (0 = none stands). */
  immobulus: number;
  /** Whether the pending shift settles a normal throw or the Relashio group throw. */
  settling: 'throw' | 'relashio';
  /** Spells cast by this turn's match, in rulebook order; empty otherwise. */
  spells: Spell[];
  /** Seats that throw in the pending Relashio group throw, in play order from the active. */
  relashioThrowers: number[];
  /**
   * Seats sharing the current game's win because one Relashio group throw left none of them
   * with dice (our ruling, src/rules/hp-strike/settle.ts `stun`); empty otherwise. `winner`
   * stays null then.
   */
  sharedWin: number[];
  /** The state before the last retirement, for `undo` (common/table.ts `TableState.retiredFrom`). */
  retiredFrom?: HpStrikeState | null;
}

/**
 * What a wizard (or the referee for him) does. The actor is `state.current`, except for
 * `relashioThrow`, which reports every wizard's die at once.
 * - `placeStartDie`: the rolled start die's face (X: roll again; Setup).
 * - `throw`: the settled arena after a throw: faces that count (flat dice and a tower's top,
 *   given last while `stacked` > 0: tower.ts `towerTop`), `out` dice out of the arena, `leaning`
 *   dice not flat, `stacked` dice still under a tower top.
 * - `shiftArena`: the arena after shifting it until leaning dice fell flat (Tips and tricks),
 *   reported as for `throw` (a standing tower's top last).
 * - `relashioThrow`: the arena after every wizard threw one die (Relashio), reported as for
 *   `throw` (a standing tower's top last).
 * - `accioPick`: the extra die taken after Accio, by face; `null` takes none (Accio).
 * - `pass`, `correctFace`, `undo`: as in Strike, but a wizard facing an empty arena cannot pass
 *   (Expelliarmus!: he must throw all his dice); `undo` also takes back a retirement.
 * - `retirePlayer`: the wizard at `seat` leaves the game, between throws (common/retire.ts: our
 *   reading, no rulebook has it).
 */
export type HpStrikeAction =
  | { type: 'placeStartDie'; face: Face | null }
  | { type: 'throw'; arena: Face[]; out: number; leaning?: number; stacked?: number }
  | { type: 'shiftArena'; arena: Face[]; out: number; stacked?: number }
  | { type: 'relashioThrow'; arena: Face[]; out: number; leaning?: number; stacked?: number }
  | { type: 'accioPick'; face: Face | null }
  | { type: 'pass' }
  | { type: 'correctFace'; index: number; face: Face }
  | { type: 'undo' }
  | { type: 'retirePlayer'; seat: number };

/**
 * What happened. Order within one action follows the rulebook: diceThrown → (shiftRequested)
 * → xDiceRemoved → outOfArenaRemoved → immobulusBroken → spellsCast → immobulusHeld →
 * relashioCalled | matchCollected → accioOffered → towerStacked → playOrderReversed →
 * turnEnded → playerEliminated → gameWon | turnStarted. After a Relashio group throw that leaves
 * nobody with dice, `gameShared` ends the game in place of `gameWon` (settle.ts `stun`); when
 * the same throw cast Accio, the wizards it stunned are counted only after the Accio die is taken
 * or declined (accioDieCollected | accioDeclined → playerEliminated → gameWon | gameShared).
 * The events shared with Strike are
 * declared once in common/table.ts `TableEvent`.
 */
export type HpStrikeEvent =
  | TableEvent
  | { type: 'gameStarted'; players: string[]; rules: HpStrikeRules; tournament: boolean }
  | { type: 'startDiePlaced'; player: number; face: Face | null }
  | { type: 'diceThrown'; player: number; count: number; arena: Face[]; out: number; leaning: number; stacked: number }
  | { type: 'shiftRequested'; player: number; count: number }
  | { type: 'arenaShifted'; player: number; arena: Face[]; out: number; stacked: number }
  | { type: 'immobulusBroken'; player: number }
  | { type: 'spellsCast'; player: number; spells: Spell[] }
  | { type: 'immobulusHeld'; player: number; count: number }
  | { type: 'relashioCalled'; player: number; throwers: number[] }
  | { type: 'relashioThrown'; player: number; throwers: number[]; arena: Face[]; out: number; leaning: number; stacked: number }
  | { type: 'accioOffered'; player: number; faces: Face[] }
  | { type: 'accioDieCollected'; player: number; face: Face }
  | { type: 'accioDeclined'; player: number }
  | { type: 'towerStacked'; player: number; count: number }
  | { type: 'gameShared'; players: number[]; round: number }
  | { type: 'playOrderReversed'; player: number; clockwise: boolean }
  | { type: 'expelliarmus'; player: number }
  | { type: 'faceCorrected'; player: number; index: number; from: Face | null; to: Face; immobulus: number }
  | { type: 'correctionUndone'; player: number; index: number; from: Face; to: Face | null; immobulus: number };
