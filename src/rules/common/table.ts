/**
 * What Strike and Harry Potter Strike share at the table: the same dice, arena, stocks, turns,
 * eliminations and tournament (strike-en.txt; harry-potter-strike-en.txt, which plays the same
 * way with spells on the faces). These are the state fields and event shapes the shared
 * bookkeeping (arena.ts, fold.ts, turns.ts, announce.ts in this folder) reads and writes; each
 * engine's own types.ts extends them with what only its game has. Plain JSON; players are
 * named by seat index (0 = first listed = first to play, then clockwise).
 */
import type { Face } from '../../core/types.ts';

/** One seat at the table. */
export interface TablePlayer {
  /** Name as given in the config. */
  name: string;
  /** Dice in his stock (in hand), count. */
  stock: number;
  /** Out of the current game (round). */
  eliminated: boolean;
  /** Tournament points so far, all finished rounds (0 outside a tournament). */
  points: number;
  /**
   * Left the table mid-game (`playerRetired`, common/retire.ts): out of this round like an
   * elimination, and dealt no dice in later tournament rounds. No rulebook has this: our
   * reading. Absent (false) in states folded by earlier versions.
   */
  retired?: boolean;
}

/**
 * The phases the shared bookkeeping sets: `startDie` (waiting for the start die), `throw` (the
 * current player throws, or passes after a throw), `turnEnded` (transient, between `turnEnded`
 * and the next `turnStarted` in one action), `over` (the game or tournament is decided). Every
 * engine's phase list includes these.
 */
export type TablePhase = 'startDie' | 'throw' | 'turnEnded' | 'over';

/**
 * The game state fields both engines keep the same way.
 * @typeParam Phase the engine's phases (a superset of {@link TablePhase})
 * @typeParam Correction the engine's record of a face correction that `undo` can take back
 */
export interface TableState<Phase extends string = string, Correction = unknown> {
  /** Alternative game end (rounds and points) in play. */
  tournament: boolean;
  /** Seats in order. */
  players: TablePlayer[];
  /** Current round (game of the tournament), from 1. */
  round: number;
  /** Rounds to play: 1, or the number of players in a tournament. */
  rounds: number;
  /** Seat that started the current round. */
  firstPlayer: number;
  /** Where the game stands (see the engine's phase type). */
  phase: Phase;
  /** Seat whose turn it is (or who places the next start die). */
  current: number;
  /** Faces of the dice that count in the arena; `null` = placed but not seen yet. */
  arena: (Face | null)[];
  /** Dice of the last throw that did not lie flat, waiting (count). */
  leaning: number;
  /** Dice of the last throw outside the arena or on its rim, not yet removed (count). */
  outside: number;
  /** Dice out of the game this round: X faces and dice out of the arena (count). */
  removed: number;
  /** Dice left in the box this round (count). */
  setAside: number;
  /** Throws by the current player this turn. */
  throwsThisTurn: number;
  /** The current player faces an empty arena and must throw all his dice (big hit / Expelliarmus). */
  mustThrowAll: boolean;
  /** Points scored this round so far, per seat (eliminated: players left; others 0). */
  roundPoints: number[];
  /** Corrections since the last throw, oldest first; `undo` pops the last. */
  corrections: Correction[];
  /** Seat that won the current round, or null. */
  winner: number | null;
  /** In a tournament's second round on, the seat that won the round before (Alternative Game End); null in the first round. */
  lastRoundWinner: number | null;
  /** Tournament winners (ties shared), or null until the tournament ends. */
  tournamentWinners: number[] | null;
  /**
   * The state just before the last `playerRetired`, which `undo` brings back
   * (`retirementUndone`) until the next throw, pass or start die; null (or absent) otherwise. Each
   * engine narrows it to its own state.
   */
  retiredFrom?: TableState<Phase, Correction> | null;
}

/** A group of equal faces collected after a throw. */
export interface MatchGroup {
  /** The face the dice show. */
  face: Face;
  /** How many dice (≥ 2). */
  count: number;
}

/**
 * Why a turn ended: a match collected, a voluntary pass, no dice left, or (Strike) the arena
 * emptied without a match (X dice or dice knocked out): a big hit, the next player throws all
 * (strike-en.txt, The big hit!; src/rules/strike/flow.ts).
 */
export type TurnEndReason = 'match' | 'pass' | 'emptyStock' | 'bigHit';

/**
 * The events both engines emit with the same shape and fold the same way. `player` is a seat
 * index.
 */
export type TableEvent =
  | { type: 'roundStarted'; round: number; firstPlayer: number; stocks: number[]; setAside: number }
  | { type: 'startDieShowedX'; player: number }
  | { type: 'turnStarted'; player: number; mustThrowAll: boolean }
  | { type: 'xDiceRemoved'; player: number; count: number }
  | { type: 'outOfArenaRemoved'; player: number; count: number }
  | { type: 'matchCollected'; player: number; groups: MatchGroup[] }
  | { type: 'turnEnded'; player: number; reason: TurnEndReason }
  | { type: 'playerEliminated'; player: number; playersLeft: number }
  /** `othersLeft`: the game ended because every other player still in left it (common/retire.ts), not by dice. */
  | { type: 'gameWon'; player: number; round: number; othersLeft?: true }
  | { type: 'roundScored'; round: number; points: number[]; totals: number[] }
  /**
   * `othersLeft`: the tournament ends because every other player left it (common/retire.ts, our
   * reading), its winner the one player still in whatever the totals, not by fewest points.
   */
  | { type: 'tournamentWon'; players: number[]; totals: number[]; othersLeft?: true }
  /**
   * Seat `player` left the game (common/retire.ts, our reading: no rulebook has it): his `stock`
   * dice leave play, he is out like an eliminated player with `playersLeft` still in.
   */
  | { type: 'playerRetired'; player: number; playersLeft: number; stock: number }
  /** `undo` of a `playerRetired`: the game as it was just before it; `player` is back. */
  | { type: 'retirementUndone'; player: number };

/**
 * The dice of a box: how many in all, and how many each player receives, keyed by player
 * count as a string (e.g. `{ '2': 12 }`). A Strike edition (editions.ts) or HP Strike's
 * `HP_BOX` (spells.ts).
 */
export interface DiceBox {
  /** Dice in the box (count). */
  readonly totalDice: number;
  /**
   * Dice per player by player count; a missing count (or a missing chart, `null`) means the
   * box does not seat that many.
   */
  readonly dicePerPlayer?: Readonly<Record<string, number>> | null;
}
