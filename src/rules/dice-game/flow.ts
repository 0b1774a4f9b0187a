/**
 * Turn flow of the dice game: what follows a roll, when a turn may bank, who plays next and
 * when the game ends. Pure functions of the state. Rulebook: /work/shared/rules/the-dice-game-en.txt.
 */
import type { Face } from '../../core/types.ts';
import type { Refusal } from '../engine.ts';
import { reduce } from './reduce.ts';
import { hasScore, isSixOfAKind } from './scoring.ts';
import type { DiceGameEvent, DiceGameState } from './types.ts';

/** A reason a bank is refused: code, English sentence and params (src/rules/engine.ts). */
export type { Refusal };


/** The seats with the highest score (several on a tie: "Objective: to have the highest score"). */
export function leaders(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((s, i) => (s === best ? [i] : []));
}

/**
 * The seats with the highest score among the players who have not retired (a retired player's
 * score stays on the board but cannot win: apply.ts `retire`, our reading).
 */
export function leadersStillIn(state: DiceGameState): number[] {
  const inGame = state.scores.map((score, seat) => (state.retired?.[seat] === true ? -Infinity : score));
  return leaders(inGame);
}

/**
 * The score a final turn must surpass to bank ("they must roll until they ... surpass the
 * original winner's score", rulebook "Ending the game"; or the leader, per `finalTurnTarget`).
 * Null outside the final round.
 */
export function finalTurnTarget(state: DiceGameState): number | null {
  if (state.finalRound === null) return null;
  return state.rules.finalTurnTarget === 'leader' ? Math.max(...state.scores) : state.finalRound.score;
}

/**
 * What a final turn needs to bank, or null outside a final turn: `target`, the score the
 * player's total must go past ({@link finalTurnTarget}), and `points`, the fewest points this
 * turn that would bank: one more than the target less the player's banked score, and at least
 * the turn's minimum only when `finalTurnMinimum` is on (rulebook "Ending the game": "the option
 * of … stopping" once past that score, whatever the minimum). It is what {@link bankRefusal}
 * checks in a final turn, said before the turn rather than learnt from a refused bank.
 * `holder`: the seat whose score it is, the player who reached the target ('triggerScore'), or
 * the first of the leaders ('leader').
 */
export function finalTurnBank(state: DiceGameState): { target: number; points: number; holder: number } | null {
  const target = finalTurnTarget(state);
  if (!state.turn.finalTurn || target === null) return null;
  const toSurpass = target - (state.scores[state.turn.player] ?? 0) + 1;
  const minimum = state.onBoard[state.turn.player] ? state.rules.minBankPoints : state.rules.firstBankPoints;
  const holder = state.rules.finalTurnTarget === 'leader' ? leaders(state.scores)[0] ?? 0 : state.finalRound!.triggeredBy;
  return { target, points: state.rules.finalTurnMinimum ? Math.max(toSurpass, minimum) : toSurpass, holder };
}

/**
 * Why the active player may not bank now, or null when they may.
 * - only right after keeping dice (each roll must keep a scoring die first, "Taking a turn");
 * - at least `minBankPoints` (300), or `firstBankPoints` (400) before the first bank
 *   ("Scoring"); in a final turn only if `finalTurnMinimum`;
 * - after hot dice only if `hotDiceMustRoll` is false;
 * - in a final turn the new score must surpass {@link finalTurnTarget} ("Ending the game").
 * - nothing before the turn's first roll (`nothing-rolled`: the live referee takes a bank right
 *   after a roll as stopping there, so "after setting aside" would mislead then: helper 229).
 * Params: `nothing-rolled` {}, `cannot-bank-now` {}, `hot-dice-must-roll` {}, `below-minimum` {minimum, points},
 * `must-surpass` {target}.
 */
export function bankRefusal(state: DiceGameState): Refusal | null {
  const { turn, rules } = state;
  if (turn.phase === 'toRoll') {
    return { code: 'nothing-rolled', message: 'Nothing to bank yet this turn: roll the dice first.', params: {} };
  }
  if (turn.phase !== 'kept') {
    return { code: 'cannot-bank-now', message: 'You can bank only after setting aside scoring dice.', params: {} };
  }
  if (rules.hotDiceMustRoll && turn.diceLeft === 6) {
    return { code: 'hot-dice-must-roll', message: 'All six dice counted: roll them all again.', params: {} };
  }
  const minimum = state.onBoard[turn.player] ? rules.minBankPoints : rules.firstBankPoints;
  if ((!turn.finalTurn || rules.finalTurnMinimum) && turn.points < minimum) {
    return {
      code: 'below-minimum', message: `You need at least ${minimum} points this turn to bank (you have ${turn.points}).`,
      params: { minimum, points: turn.points },
    };
  }
  const target = finalTurnTarget(state);
  if (turn.finalTurn && target !== null && state.scores[turn.player]! + turn.points <= target) {
    return { code: 'must-surpass', message: `In your final turn you can bank only once your total goes past ${target} points.`, params: { target } };
  }
  return null;
}

/**
 * Events that end the active player's turn: the next player's `turnStarted` (in the final
 * round, the next seat still to play) or `gameWon` for the highest score once every other
 * player had their final turn. The player who reached the target "does not get a chance to
 * roll again" ("Ending the game").
 */
export function endTurn(state: DiceGameState): DiceGameEvent[] {
  const next = nextPlayer(state);
  if (next === null) {
    return [{ type: 'gameWon', winners: leadersStillIn(state), scores: [...state.scores], reason: 'highestScore' }];
  }
  return [{ type: 'turnStarted', player: next, finalTurn: state.finalRound !== null }];
}

/**
 * The seat whose turn follows the active player's when it ends without winning the game: the
 * next seat round the table, or in the final round the next seat still to play its final turn
 * ("Ending the game"); null when every other player has had that turn (the game then ends).
 * Retired players are skipped (apply.ts `retire`). Seats are indices into `state.players`.
 */
export function nextPlayer(state: DiceGameState): number | null {
  if (state.finalRound !== null) return state.finalRound.remaining[0] ?? null;
  const n = state.players.length;
  for (let step = 1; step <= n; step++) {
    const seat = (state.active + step) % n;
    if (state.retired?.[seat] !== true) return seat;
  }
  return state.active;
}

/**
 * The active player's win when the six dice `faces` of one roll show the same face ("6 of a kind
 * (on one roll) = Game over, you win", "Scoring"): `sixOfAKind` then `gameWon`; none otherwise.
 */
export function sixOfAKindWin(state: DiceGameState, faces: readonly Face[]): DiceGameEvent[] {
  if (!isSixOfAKind(faces)) return [];
  const player = state.active;
  return [
    { type: 'sixOfAKind', player, face: faces[0]! },
    { type: 'gameWon', winners: [player], scores: [...state.scores], reason: 'sixOfAKind' },
  ];
}

/**
 * What a roll (now in `state.turn.roll`) causes at once:
 * - six of a kind wins the game ("6 of a kind (on one roll) = Game over, you win", "Scoring");
 * - no scoring die loses the turn's points and ends the turn (`farkle`, "Taking a turn" way 1);
 * - otherwise nothing yet: the player must keep.
 */
export function rollOutcome(state: DiceGameState): DiceGameEvent[] {
  const faces = state.turn.roll ?? [];
  const player = state.active;
  const won = sixOfAKindWin(state, faces);
  if (won.length > 0) return won;
  if (hasScore(faces)) return [];
  const farkle: DiceGameEvent = { type: 'farkle', player, lostPoints: state.turn.points };
  return [farkle, ...endTurn(reduce(state, farkle))];
}

/**
 * Events of banking the active player's turn points (call only when {@link bankRefusal} is
 * null): `pointsBanked`; on first reaching `targetScore` `finalRoundStarted` (or, alone,
 * `gameWon`); then the end of the turn.
 */
export function bankEvents(state: DiceGameState): DiceGameEvent[] {
  const player = state.active;
  const points = state.turn.points;
  const banked: DiceGameEvent = { type: 'pointsBanked', player, points, score: state.scores[player]! + points };
  const events: DiceGameEvent[] = [banked];
  const s1 = reduce(state, banked);
  if (s1.finalRound === null && s1.scores[player]! >= s1.rules.targetScore) {
    if (s1.players.length === 1) {
      return [...events, { type: 'gameWon', winners: [player], scores: [...s1.scores], reason: 'highestScore' }];
    }
    const started: DiceGameEvent = { type: 'finalRoundStarted', player, score: s1.scores[player]! };
    events.push(started);
    return [...events, ...endTurn(reduce(s1, started))];
  }
  return [...events, ...endTurn(s1)];
}
