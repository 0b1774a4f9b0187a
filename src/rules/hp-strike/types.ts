/**
 * Harry Potter Strike's configuration, state, actions and events: all plain JSON. Players
 * (wizards) are named by seat index (0 = first listed = the oldest, who starts: rulebook,
 * Playing the Game) in state and events. Sibling of src/rules/strike/types.ts.
 */
import type { Face } from '../../core/types.ts';
import type { MatchGroup, TurnEndReason } from '../strike/index.ts';
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

/** One seat at the table. */
export interface HpStrikePlayer {
  /** Name as given in the config. */
  name: string;
  /** Dice in hand (count). */
  stock: number;
  /** Out of the current game. */
  eliminated: boolean;
  /** Tournament points so far, all finished games (0 outside a tournament). */
  points: number;
}

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
export type HpStrikePhase = 'startDie' | 'throw' | 'leaning' | 'relashio' | 'accio' | 'turnEnded' | 'over';

/**
 * The game state, always `fold(hpStrike, events)`. Dice are conserved:
 * Σ stock + arena.length + stacked + leaning + outside + removed + setAside = 26.
 */
export interface HpStrikeState {
  /** House rules in play (resolved). */
  rules: HpStrikeRules;
  /** Tournament in play. */
  tournament: boolean;
  /** Seats in order. */
  players: HpStrikePlayer[];
  /** Current game of the tournament, from 1. */
  round: number;
  /** Games to play: 1, or the number of players in a tournament. */
  rounds: number;
  /** Seat that started the current game. */
  firstPlayer: number;
  /** See {@link HpStrikePhase}. */
  phase: HpStrikePhase;
  /** Seat of the active wizard. */
  current: number;
  /** Play order: true = clockwise; Confundo flips it (Confundo). */
  clockwise: boolean;
  /**
   * Faces that count in the arena: dice lying flat and the top die of a tower (`null` = not
   * seen yet, e.g. a freshly stacked tower's top).
   */
  arena: (Face | null)[];
  /** Dice under the top of a Wingardium Leviosa tower: in the arena, never matching. */
  stacked: number;
  /** Immobulus dice held in the arena by a standing combination (0 = none stands). */
  immobulus: number;
  /** Dice of the last throw not lying flat, waiting for the arena to be shifted (count). */
  leaning: number;
  /** Whether the pending shift settles a normal throw or the Relashio group throw. */
  settling: 'throw' | 'relashio';
  /** Dice of the last throw that missed the arena or were knocked out, not yet removed. */
  outside: number;
  /** Dice out of this game: X faces and dice out of the arena (count). */
  removed: number;
  /** Extra dice set aside this game (count). */
  setAside: number;
  /** Throws by the active wizard this turn. */
  throwsThisTurn: number;
  /** Expelliarmus: the arena is empty, the active wizard must throw all his dice. */
  mustThrowAll: boolean;
  /** Spells cast by this turn's match, in rulebook order; empty otherwise. */
  spells: Spell[];
  /** Seats that throw in the pending Relashio group throw, in play order from the active. */
  relashioThrowers: number[];
  /** Points scored this game so far per seat (eliminated: wizards still in). */
  roundPoints: number[];
  /** Corrections since the last throw, oldest first. */
  corrections: HpStrikeCorrection[];
  /** Seat that won the current game, or null. */
  winner: number | null;
  /** Tournament winners (ties shared), or null. */
  tournamentWinners: number[] | null;
}

/**
 * What a wizard (or the referee for him) does. The actor is `state.current`, except for
 * `relashioThrow`, which reports every wizard's die at once.
 * - `placeStartDie`: the rolled start die's face (X: roll again; Setup).
 * - `throw`: the settled arena after a throw: faces that count (flat dice and a tower's top),
 *   `out` dice out of the arena, `leaning` dice not flat, `stacked` dice still under a tower top.
 * - `shiftArena`: the arena after shifting it until leaning dice fell flat (Tips and tricks).
 * - `relashioThrow`: the arena after every wizard threw one die (Relashio).
 * - `accioPick`: the extra die taken after Accio, by face; `null` takes none (Accio).
 * - `pass`, `correctFace`, `undo`: as in Strike.
 */
export type HpStrikeAction =
  | { type: 'placeStartDie'; face: Face | null }
  | { type: 'throw'; arena: Face[]; out: number; leaning?: number; stacked?: number }
  | { type: 'shiftArena'; arena: Face[]; out: number; stacked?: number }
  | { type: 'relashioThrow'; arena: Face[]; out: number; leaning?: number; stacked?: number }
  | { type: 'accioPick'; face: Face | null }
  | { type: 'pass' }
  | { type: 'correctFace'; index: number; face: Face }
  | { type: 'undo' };

/**
 * What happened. Order within one action follows the rulebook: diceThrown → (shiftRequested)
 * → xDiceRemoved → outOfArenaRemoved → immobulusBroken → spellsCast → immobulusHeld →
 * relashioCalled | matchCollected → accioOffered → towerStacked → playOrderReversed →
 * turnEnded → playerEliminated → gameWon | turnStarted.
 */
export type HpStrikeEvent =
  | { type: 'gameStarted'; players: string[]; rules: HpStrikeRules; tournament: boolean }
  | { type: 'roundStarted'; round: number; firstPlayer: number; stocks: number[]; setAside: number }
  | { type: 'startDieShowedX'; player: number }
  | { type: 'startDiePlaced'; player: number; face: Face | null }
  | { type: 'turnStarted'; player: number; mustThrowAll: boolean }
  | { type: 'diceThrown'; player: number; count: number; arena: Face[]; out: number; leaning: number; stacked: number }
  | { type: 'shiftRequested'; player: number; count: number }
  | { type: 'arenaShifted'; player: number; arena: Face[]; out: number; stacked: number }
  | { type: 'xDiceRemoved'; player: number; count: number }
  | { type: 'outOfArenaRemoved'; player: number; count: number }
  | { type: 'immobulusBroken'; player: number }
  | { type: 'spellsCast'; player: number; spells: Spell[] }
  | { type: 'immobulusHeld'; player: number; count: number }
  | { type: 'relashioCalled'; player: number; throwers: number[] }
  | { type: 'relashioThrown'; player: number; throwers: number[]; arena: Face[]; out: number; leaning: number; stacked: number }
  | { type: 'matchCollected'; player: number; groups: MatchGroup[] }
  | { type: 'accioOffered'; player: number; faces: Face[] }
  | { type: 'accioDieCollected'; player: number; face: Face }
  | { type: 'accioDeclined'; player: number }
  | { type: 'towerStacked'; player: number; count: number }
  | { type: 'playOrderReversed'; player: number; clockwise: boolean }
  | { type: 'expelliarmus'; player: number }
  | { type: 'turnEnded'; player: number; reason: TurnEndReason }
  | { type: 'playerEliminated'; player: number; playersLeft: number }
  | { type: 'gameWon'; player: number; round: number }
  | { type: 'roundScored'; round: number; points: number[]; totals: number[] }
  | { type: 'tournamentWon'; players: number[]; totals: number[] }
  | { type: 'faceCorrected'; player: number; index: number; from: Face | null; to: Face; immobulus: number }
  | { type: 'correctionUndone'; player: number; index: number; from: Face; to: Face | null; immobulus: number };
