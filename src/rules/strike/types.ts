/**
 * Strike's configuration, state, actions and events: all plain JSON. Players are named by
 * seat index (0 = first listed = first to play, then clockwise) in state and events.
 */
import type { Face } from '../../core/types.ts';
import type { StrikeEdition } from './editions.ts';

/** How to start a game of Strike. */
export interface StrikeConfig {
  /** Player names in seat order, clockwise; the first listed starts (strike-en.txt, Playing the Game). */
  players: string[];
  /** Preset id (see `EDITIONS`) or a full edition; default `"classic"`. */
  edition?: string | StrikeEdition;
  /**
   * Alternative game end: as many rounds as players, each starting once, points for the
   * eliminated, lowest total wins (strike-en.txt, Alternative Game End;
   * harry-potter-strike-en.txt, Tournament rules). Default false: one game.
   */
  tournament?: boolean;
}

/** One seat at the table. */
export interface StrikePlayer {
  /** Name as given in the config. */
  name: string;
  /** Dice in his stock (count). */
  stock: number;
  /** Out of the current game (round). */
  eliminated: boolean;
  /** Tournament points so far, all finished rounds (0 outside a tournament). */
  points: number;
}

/** A face correction that `undo` can take back. */
export interface StrikeCorrection {
  /** Index into `arena`. */
  index: number;
  /** Face before the correction (`null` = not seen). */
  from: Face | null;
  /** Face after the correction. */
  to: Face;
}

/**
 * Where the game stands.
 * - `startDie`: waiting for `placeStartDie`.
 * - `throw`: the current player throws (or passes, after at least one throw this turn).
 * - `reroll`: dice that did not lie flat wait for `placeRerolledDie`.
 * - `turnEnded`: transient, between `turnEnded` and the next `turnStarted` in one action.
 * - `over`: the game (or tournament) is decided.
 */
export type StrikePhase = 'startDie' | 'throw' | 'reroll' | 'turnEnded' | 'over';

/**
 * The game state, always `fold(strike, events)`. Dice are conserved:
 * Σ stock + arena.length + leaning + outside + removed + setAside = edition.totalDice.
 */
export interface StrikeState {
  /** The edition in play (resolved, with its chart). */
  edition: StrikeEdition;
  /** Alternative game end (rounds and points) in play. */
  tournament: boolean;
  /** Seats in order. */
  players: StrikePlayer[];
  /** Current round, from 1. */
  round: number;
  /** Rounds to play: 1, or the number of players in a tournament. */
  rounds: number;
  /** Seat that started the current round. */
  firstPlayer: number;
  /** See {@link StrikePhase}. */
  phase: StrikePhase;
  /** Seat whose turn it is (or who places the next start die). */
  current: number;
  /** Faces of the dice lying flat in the arena; `null` = placed but not seen yet. */
  arena: (Face | null)[];
  /** Dice of the last throw that did not lie flat, waiting to be re-rolled (count). */
  leaning: number;
  /** Dice of the last throw outside the arena or on its rim, not yet removed (count). */
  outside: number;
  /** Dice out of the game this round: X faces and dice out of the arena (count). */
  removed: number;
  /** Dice left in the box this round (count). */
  setAside: number;
  /** Throws by the current player this turn. */
  throwsThisTurn: number;
  /** The current player faces an empty arena and must throw his whole stock (big hit). */
  mustThrowAll: boolean;
  /** Points scored this round so far, per seat (eliminated: players left; others 0). */
  roundPoints: number[];
  /** Corrections since the last throw, oldest first; `undo` pops the last. */
  corrections: StrikeCorrection[];
  /** Seat that won the current round, or null. */
  winner: number | null;
  /** Tournament winners (ties shared), or null until the tournament ends. */
  tournamentWinners: number[] | null;
}

/**
 * What a player (or the referee for him) does. The actor is always `state.current`.
 * - `placeStartDie`: one start die in the arena, `face` null when not seen yet.
 * - `throw`: the settled arena after a throw: faces of ALL dice lying flat in it (old and
 *   new), `out` dice outside or on the rim (thrown or knocked out), `leaning` dice not flat.
 * - `placeRerolledDie`: the new face of a die that did not lie flat, re-rolled outside.
 * - `pass`: end the turn voluntarily (after at least one throw).
 * - `correctFace`: a player says die `index` of the arena shows `face`.
 * - `undo`: take back the last correction since the last throw.
 */
export type StrikeAction =
  | { type: 'placeStartDie'; face: Face | null }
  | { type: 'throw'; arena: Face[]; out: number; leaning?: number }
  | { type: 'placeRerolledDie'; face: Face }
  | { type: 'pass' }
  | { type: 'correctFace'; index: number; face: Face }
  | { type: 'undo' };

/** Why a turn ended. */
export type TurnEndReason = 'match' | 'pass' | 'emptyStock';

/** A group of equal faces collected after a throw. */
export interface MatchGroup {
  /** The face the dice show. */
  face: Face;
  /** How many dice (≥ 2). */
  count: number;
}

/**
 * What happened. `player` is a seat index. Order within one action follows the rulebook:
 * diceThrown → (rerollRequested → rerolledDiePlaced…) → xDiceRemoved → outOfArenaRemoved →
 * matchCollected → bigHit → turnEnded → playerEliminated → gameWon | turnStarted.
 */
export type StrikeEvent =
  | { type: 'gameStarted'; players: string[]; edition: StrikeEdition; tournament: boolean }
  | { type: 'roundStarted'; round: number; firstPlayer: number; stocks: number[]; setAside: number }
  | { type: 'startDiePlaced'; player: number; face: Face | null }
  | { type: 'startDieShowedX'; player: number }
  | { type: 'turnStarted'; player: number; mustThrowAll: boolean }
  | { type: 'diceThrown'; player: number; count: number; arena: Face[]; out: number; leaning: number }
  | { type: 'rerollRequested'; player: number; count: number }
  | { type: 'rerolledDiePlaced'; player: number; face: Face }
  | { type: 'xDiceRemoved'; player: number; count: number }
  | { type: 'outOfArenaRemoved'; player: number; count: number }
  | { type: 'matchCollected'; player: number; groups: MatchGroup[] }
  | { type: 'bigHit'; player: number }
  | { type: 'turnEnded'; player: number; reason: TurnEndReason }
  | { type: 'playerEliminated'; player: number; playersLeft: number }
  | { type: 'gameWon'; player: number; round: number }
  | { type: 'roundScored'; round: number; points: number[]; totals: number[] }
  | { type: 'tournamentWon'; players: number[]; totals: number[] }
  | { type: 'faceCorrected'; player: number; index: number; from: Face | null; to: Face }
  | { type: 'correctionUndone'; player: number; index: number; from: Face; to: Face | null };
