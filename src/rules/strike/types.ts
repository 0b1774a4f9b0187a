/**
 * Strike's configuration, state, actions and events: all plain JSON. Players are named by
 * seat index (0 = first listed = first to play, then clockwise) in state and events.
 */
import type { Face } from '../../core/types.ts';
import type { MatchGroup, TableEvent, TablePhase, TablePlayer, TableState, TurnEndReason } from '../common/table.ts';
import type { StrikeEdition } from './editions.ts';

export type { MatchGroup, TurnEndReason };

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

/** One seat at the table: name, stock, eliminated, tournament points (common/table.ts). */
export type StrikePlayer = TablePlayer;

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
export type StrikePhase = TablePhase | 'reroll';

/**
 * The game state, always `fold(strike, events)`: the table (common/table.ts `TableState`:
 * seats, round, phase, current seat, arena, dice counts, corrections, winners) and the edition.
 * Dice are conserved: Σ stock + arena.length + leaning + outside + removed + setAside =
 * edition.totalDice.
 */
export interface StrikeState extends TableState<StrikePhase, StrikeCorrection> {
  /** The edition in play (resolved, with its chart). */
  edition: StrikeEdition;
  /**
   * The last throw of this round, kept so that a correction the arena it left cannot hold (an
   * X, or a face another die shows) rules it again (`throwRuledAgain`): the state just before
   * it (its own `lastThrow` null) and the faces its settling took out of the arena (X dice,
   * collected groups), in event order. `null` before the round's first throw. Absent from states
   * folded by earlier versions: read as `null`.
   */
  lastThrow?: StrikeLastThrow | null;
  /**
   * The last correction that ruled a throw again, which `undo` takes back until the next throw:
   * the state before it (`from`). `settling` while that correction's own events are folded.
   * `null` (or absent) otherwise.
   */
  ruledAgain?: { from: StrikeState; settling: boolean } | null;
  /** The state before the last retirement, for `undo` (common/table.ts `TableState.retiredFrom`). */
  retiredFrom?: StrikeState | null;
}

/** See {@link StrikeState.lastThrow}. */
export interface StrikeLastThrow {
  /** The state before the throw's `diceThrown`. */
  before: StrikeState;
  /** Faces the throw's settling took out of the arena (`xDiceRemoved`: X each; `matchCollected`: each group's dice). */
  removed: Face[];
  /** Dice the throw left outside the arena or on its rim (`diceThrown.out`). */
  out: number;
  /** Whether the thrower passed after it (a pass the throw ruled again is followed by again, when it can be). */
  passed: boolean;
  /**
   * Set when the players said the throw's die flew out of sight (`throw` with `missed`): `undo`
   * takes the throw back until the next throw (`missedThrowUndone`), and `before` then keeps its
   * own `lastThrow`, which the undo restores. Absent otherwise.
   */
  missed?: true;
  /**
   * The arena the throw left, when it ended a tournament round and the next round has started:
   * until that round's start die is placed, its faces may still be corrected (a correction that
   * changes the throw's ruling rules it again, in its own round). Absent otherwise.
   */
  endedArena?: (Face | null)[];
}

/**
 * What a player (or the referee for him) does. The actor is always `state.current`.
 * - `placeStartDie`: one start die in the arena, `face` null when not seen yet.
 * - `throw`: the settled arena after a throw: faces of ALL dice lying flat in it (old and
 *   new), `out` dice outside or on the rim (thrown or knocked out), `leaning` dice not flat.
 * - `placeRerolledDie`: the new face of a die that did not lie flat, re-rolled outside.
 * - `pass`: end the turn voluntarily (after at least one throw).
 * - `correctFace`: a player says die `index` of the arena shows `face`; with `removed`, die
 *   `index` of the dice the last throw's settling took out of the arena (`lastThrow.removed`:
 *   an X that was a number, a collected die that showed another face).
 * - `undo`: take back the last correction since the last throw, or the last retirement; with
 *   neither left, a throw the players said missed (`missed`: see below) until the next throw.
 * - `retirePlayer`: the player at `seat` leaves the game (common/retire.ts: our reading, no
 *   rulebook has it); any seat still in, between throws, whoever's turn it is.
 * A `throw` with `missed` is one the players said happened out of sight (a die that flew off and
 * never landed in the arena: strike-en.txt, That was probably niX!): it is ruled like any other,
 * and can be taken back by `undo` (Dice Referee's reading: the players may have said so by
 * mistake, or the die turns up).
 */
export type StrikeAction =
  | { type: 'placeStartDie'; face: Face | null }
  | { type: 'throw'; arena: Face[]; out: number; leaning?: number; missed?: true }
  | { type: 'placeRerolledDie'; face: Face }
  | { type: 'pass' }
  | { type: 'correctFace'; index: number; face: Face; removed?: boolean }
  | { type: 'undo' }
  | { type: 'retirePlayer'; seat: number };

/**
 * What happened. `player` is a seat index. Order within one action follows the rulebook:
 * diceThrown → (rerollRequested → rerolledDiePlaced…) → xDiceRemoved → outOfArenaRemoved →
 * matchCollected → bigHit → turnEnded → playerEliminated → gameWon | turnStarted. The events
 * shared with HP Strike (roundStarted, startDieShowedX, turnStarted, xDiceRemoved,
 * outOfArenaRemoved, matchCollected, turnEnded, playerEliminated, gameWon, roundScored,
 * tournamentWon) are declared once in common/table.ts `TableEvent`.
 */
export type StrikeEvent =
  | TableEvent
  | { type: 'gameStarted'; players: string[]; edition: StrikeEdition; tournament: boolean }
  | { type: 'startDiePlaced'; player: number; face: Face | null }
  /** `missed`: the players said the dice flew out of sight (`throw` with `missed`). */
  | { type: 'diceThrown'; player: number; count: number; arena: Face[]; out: number; leaning: number; missed?: true }
  | { type: 'rerollRequested'; player: number; count: number }
  | { type: 'rerolledDiePlaced'; player: number; face: Face }
  | { type: 'bigHit'; player: number }
  | { type: 'faceCorrected'; player: number; index: number; from: Face | null; to: Face }
  | { type: 'correctionUndone'; player: number; index: number; from: Face; to: Face | null }
  /**
   * A correction that the arena the last throw left cannot hold (die `index` shows `to`, an X
   * or a face another die shows, not `from`), or of a die its settling took out (`removed`:
   * die `index` of `lastThrow.removed`): the game goes back to just before that throw,
   * whose `player` throws it again, read right: the `diceThrown` and settling that follow.
   */
  | { type: 'throwRuledAgain'; player: number; index: number; from: Face | null; to: Face; removed?: true }
  /** `undo` of a `throwRuledAgain` (before the next throw): the game as it was before that correction. */
  | { type: 'rulingUndone'; player: number }
  /**
   * `undo` of a throw the players said missed (`diceThrown` with `missed`), with no correction
   * since to take back first: the game as it was before that throw. `player` is its thrower;
   * `passed` is set when he had passed after it (`StrikeLastThrow.passed`): that pass is taken back too.
   */
  | { type: 'missedThrowUndone'; player: number; passed?: true };
