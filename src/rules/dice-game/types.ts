/**
 * Vocabulary of the dice game (a Farkle / 10000 style push-your-luck game): configuration,
 * actions, events and state. Types only. Rulebook: /work/shared/rules/the-dice-game-en.txt.
 */
import type { Face } from '../../core/types.ts';

/**
 * House rules: the rulebook's numbers as defaults, and a flag for each point the rulebook
 * leaves open. Resolved by `resolveRules` (config.ts), which gives each default's source.
 */
export interface DiceGameRules {
  /** Banked points that end the game; default 5000 (rulebook "Ending the game"). */
  targetScore: number;
  /** Least turn points that may be banked; default 300 (rulebook "Scoring"). */
  minBankPoints: number;
  /** Least turn points for a player's first bank; default 400 (rulebook "Scoring"). */
  firstBankPoints: number;
  /**
   * Whether a player whose six dice all counted (hot dice) must roll them again instead of
   * banking. Rulebook silent; default `false`.
   */
  hotDiceMustRoll: boolean;
  /**
   * What a final turn must surpass to bank: `'triggerScore'`, the score of the player who
   * reached the target (rulebook "Ending the game", the default), or `'leader'`, the highest
   * score at that moment (common house rule).
   */
  finalTurnTarget: 'triggerScore' | 'leader';
  /**
   * Whether the 300/400 minimum still applies in a final turn. Default `false`: "Once a player
   * surpasses the original score he or she has the option of … stopping" (config.ts).
   */
  finalTurnMinimum: boolean;
}

/** What `setup` takes: player names in seat order (first plays first) and any house rules. */
export interface DiceGameConfig extends Partial<DiceGameRules> {
  /** Player names, 1 or more ("2 or more players... you can play by yourself"). */
  players: string[];
}

/**
 * A player's intent as the referee sends it. `player`, when given, is the seat index (0-based)
 * of whoever acts and must be the active player. Faces are the dice as the camera read them.
 */
export type DiceGameAction =
  /** The dice just rolled: as many faces as the player had to roll. */
  | { type: 'roll'; faces: Face[]; player?: number }
  /**
   * Dice of the last roll set aside; every one must count. Right after a keep, before the next
   * roll, more dice of the same roll may be set aside: they count together with those set
   * aside before (the dice of one roll score as one set, "Scoring").
   */
  | { type: 'keep'; faces: Face[]; player?: number }
  /**
   * Dice set aside from the last roll put back to be rolled again, before the next roll (a die
   * taken out to be rolled, not kept). Any of them may go back but not all ("you must have at
   * least 1 scoring die"; "he or she may choose to only keep the 1 and re-roll the 5's",
   * the-dice-game-en.txt "Taking a turn"), and the dice that stay must still score together.
   * Refused with `nothing-to-put-back`, `not-set-aside` or `put-back-leaves-non-scoring`.
   */
  | { type: 'putBack'; faces: Face[]; player?: number }
  /** Stop and add the turn's points to the score. */
  | { type: 'bank'; player?: number }
  /** Fix die `index` (0-based, in roll order) of the last roll to `face`; any player may. */
  | { type: 'correctFace'; index: number; face: Face }
  /**
   * After a keep, before the next roll: a die of the roll not set aside (`TurnState.lastKeep`
   * `rest`) read as `from` is in fact `to`; any player may. Dice of one face are alike, so the
   * die is named by its face. Nothing is scored: the die may then be set aside (`keep`).
   */
  | { type: 'correctRest'; from: Face; to: Face }
  /** Take back the last correction of the last roll, or else the last retirement. */
  | { type: 'undo' }
  /**
   * The player at `seat` leaves the game (any seat still in, whoever's turn it is; any player
   * may say it). No rulebook rule: our reading, see apply.ts `retire`.
   */
  | { type: 'retirePlayer'; seat: number };

/** Why the game ended: `lastPlayerLeft` when every other player retired (apply.ts `retire`). */
export type WinReason = 'sixOfAKind' | 'highestScore' | 'lastPlayerLeft';

/** What happened; the log of these is the game. Players are seat indexes (0-based). */
export type DiceGameEvent =
  | { type: 'gameStarted'; players: string[]; rules: DiceGameRules }
  | { type: 'turnStarted'; player: number; finalTurn: boolean }
  | { type: 'diceRolled'; player: number; faces: Face[] }
  | { type: 'sixOfAKind'; player: number; face: Face }
  /** A roll with no score: the turn's points are lost and the turn ends. */
  | { type: 'farkle'; player: number; lostPoints: number }
  /**
   * Dice set aside from the last roll: `faces` the dice set aside now, `points` what they add
   * to the turn (with dice of the same roll set aside before, the set's points less theirs).
   */
  | { type: 'diceKept'; player: number; faces: Face[]; points: number; turnPoints: number }
  /** Dice set aside from the last roll put back to be rolled again: the turn loses `points`. */
  | { type: 'dicePutBack'; player: number; faces: Face[]; points: number; turnPoints: number }
  /** All six dice have counted: the next roll is of all six again. */
  | { type: 'hotDice'; player: number; turnPoints: number }
  | { type: 'pointsBanked'; player: number; points: number; score: number }
  /** `player` reached the target with `score`; every other player gets one final turn. */
  | { type: 'finalRoundStarted'; player: number; score: number }
  | { type: 'gameWon'; winners: number[]; scores: number[]; reason: WinReason }
  /** Die `index` of `player`'s last roll was read as `from` and is in fact `to`. */
  | { type: 'faceCorrected'; player: number; index: number; from: Face; to: Face }
  /** The last correction taken back: die `index` goes from `from` back to `to`. */
  | { type: 'correctionUndone'; player: number; index: number; from: Face; to: Face }
  /** A die of `player`'s last roll not set aside, read as `from`, is in fact `to` (`correctRest`). */
  | { type: 'restFaceCorrected'; player: number; from: Face; to: Face }
  /**
   * `player` left the game (apply.ts `retire`, our reading): out of the rotation, his score on
   * the board, unable to win; `playersLeft` still in. His turn, if it was, ends unbanked.
   */
  | { type: 'playerRetired'; player: number; playersLeft: number }
  /** `undo` of a `playerRetired`: the game as it was just before it. */
  | { type: 'retirementUndone'; player: number };

/**
 * Where the active player's turn stands:
 * `toRoll` (must roll), `rolled` (must keep), `kept` (may roll or bank), `ended`.
 */
export type TurnPhase = 'toRoll' | 'rolled' | 'kept' | 'ended';

/** The turn in progress. */
export interface TurnState {
  /** Seat index of the player whose turn it is. */
  player: number;
  /** Points set aside this turn, not yet banked. */
  points: number;
  /** How many dice the next roll must have, 1–6. */
  diceLeft: number;
  /** See {@link TurnPhase}. */
  phase: TurnPhase;
  /** Faces of the current roll while it is being kept from (or that ended the turn), else null. */
  roll: Face[] | null;
  /** Whether this is the player's final turn after someone reached the target. */
  finalTurn: boolean;
  /**
   * The dice set aside from the last roll, while more of that roll may still be set aside or
   * some put back (phase `kept`, before the next roll; after hot dice its `rest` is empty),
   * else null.
   */
  lastKeep: LastKeep | null;
}

/** Dice set aside from one roll so far (see {@link TurnState.lastKeep}). */
export interface LastKeep {
  /** Faces set aside from the roll, in the order they were. */
  faces: Face[];
  /** Their points together (src/rules/dice-game/scoring.ts `scoreKeep`). */
  points: number;
  /** Faces of the roll not set aside: these may still be, or rolled again. */
  rest: Face[];
}

/** The last round, after a player reached the target. */
export interface FinalRound {
  /** Seat of the player who reached the target first. */
  triggeredBy: number;
  /** That player's score when they reached it. */
  score: number;
  /** Seats still to play their final turn, in playing order. */
  remaining: number[];
}

/** One correction of a read face. */
export interface FaceCorrection {
  /** Die index in the roll, 0-based. */
  index: number;
  /** Face as read before. */
  from: Face;
  /** Face as corrected. */
  to: Face;
}

/**
 * The last roll while it may still be corrected (until a die is kept from it or another roll
 * is made). `before` is the whole state just before the roll, so a correction re-plays the
 * roll from there (undoing a farkle the misread caused).
 */
export interface LastRoll {
  /** Seat of the player who rolled. */
  player: number;
  /** The faces as now corrected. */
  faces: Face[];
  /** Corrections so far, oldest first; `undo` takes back the last. */
  corrections: FaceCorrection[];
  /** The state before the roll (its own `lastRoll` is null). */
  before: DiceGameState;
}

/** The game state: plain JSON, always the fold of the event log. */
export interface DiceGameState {
  /** Player names in seat order. */
  players: string[];
  /** The rules in force. */
  rules: DiceGameRules;
  /** Banked score per seat. */
  scores: number[];
  /** Per seat: whether they have banked once (so the 300, not the 400, minimum applies). */
  onBoard: boolean[];
  /** Seat of the active player. */
  active: number;
  /** The turn in progress. */
  turn: TurnState;
  /** Set once a player reached the target. */
  finalRound: FinalRound | null;
  /** The last roll while it may be corrected, else null. */
  lastRoll: LastRoll | null;
  /** Seats of the winners once the game is over (several on a tie), else null. */
  winners: number[] | null;
  /**
   * Per seat: whether the player left the game (`playerRetired`). Absent in states folded by
   * earlier versions: nobody retired.
   */
  retired?: boolean[];
  /**
   * The state just before the last `playerRetired`, which `undo` brings back until the next
   * roll, keep, bank or correction; null (or absent) otherwise.
   */
  retiredFrom?: DiceGameState | null;
}
