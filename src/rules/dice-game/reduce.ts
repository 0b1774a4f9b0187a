/**
 * Folds one dice-game event into the state. Pure; never throws on a well-formed log.
 * Rulebook: /work/shared/rules/the-dice-game-en.txt.
 */
import type { Face } from '../../core/types.ts';
import { withoutFaces } from '../../core/faceMultiset.ts';
import { DICE_COUNT } from './scoring.ts';
import type { DiceGameEvent, DiceGameState, FaceCorrection, TurnState } from './types.ts';

/** A fresh turn for `player`: six dice to roll ("players take turns rolling all 6 dice"). */
function freshTurn(player: number, finalTurn: boolean): TurnState {
  return { player, points: 0, diceLeft: DICE_COUNT, phase: 'toRoll', roll: null, finalTurn, lastKeep: null };
}

/** `state` with the active player's roll of `faces` waiting to be kept from. */
function withRoll(state: DiceGameState, faces: Face[]): DiceGameState {
  return { ...state, turn: { ...state.turn, phase: 'rolled', roll: faces, lastKeep: null } };
}

/**
 * Re-plays the last roll with corrected `faces` from the state before it, dropping whatever
 * the misread roll caused (a farkle and the next player's turn); `apply` adds the new outcome.
 */
function reroll(state: DiceGameState, faces: Face[], corrections: FaceCorrection[]): DiceGameState {
  const last = state.lastRoll;
  if (last === null) throw new Error('reduce: a correction needs a roll to correct');
  return { ...withRoll(last.before, faces), lastRoll: { ...last, faces, corrections } };
}

function replaceFace(faces: Face[], index: number, face: Face): Face[] {
  return faces.map((f, i) => (i === index ? face : f));
}

/**
 * The state after `event`. `state` is null only before `gameStarted`.
 * @throws Error when the log does not start with `gameStarted` or a correction has no roll
 */
export function reduce(state: DiceGameState | null, event: DiceGameEvent): DiceGameState {
  if (event.type === 'gameStarted') {
    return {
      players: [...event.players],
      rules: { ...event.rules },
      scores: event.players.map(() => 0),
      onBoard: event.players.map(() => false),
      active: 0,
      turn: { ...freshTurn(0, false), phase: 'ended' },
      finalRound: null,
      lastRoll: null,
      winners: null,
      retired: event.players.map(() => false),
      retiredFrom: null,
    };
  }
  if (state === null) throw new Error(`reduce: the log must start with gameStarted, not ${event.type}`);
  const turn = state.turn;
  // A player's own move after a retirement: undo no longer takes the retirement back.
  if (state.retiredFrom && !['turnStarted', 'gameWon', 'playerRetired', 'retirementUndone', 'finalRoundStarted'].includes(event.type)) {
    return reduce({ ...state, retiredFrom: null }, event);
  }
  switch (event.type) {
    case 'turnStarted': {
      const finalRound = state.finalRound && {
        ...state.finalRound,
        remaining: state.finalRound.remaining.filter((p) => p !== event.player),
      };
      return { ...state, active: event.player, turn: freshTurn(event.player, event.finalTurn), finalRound };
    }
    case 'diceRolled': {
      const before: DiceGameState = { ...state, lastRoll: null };
      const lastRoll = { player: event.player, faces: event.faces, corrections: [], before };
      return { ...withRoll(before, event.faces), lastRoll };
    }
    case 'faceCorrected': {
      const last = state.lastRoll!;
      const correction = { index: event.index, from: event.from, to: event.to };
      return reroll(state, replaceFace(last.faces, event.index, event.to), [...last.corrections, correction]);
    }
    case 'correctionUndone': {
      const last = state.lastRoll!;
      return reroll(state, replaceFace(last.faces, event.index, event.to), last.corrections.slice(0, -1));
    }
    case 'restFaceCorrected': {
      const lastKeep = turn.lastKeep!;
      const at = lastKeep.rest.indexOf(event.from);
      const rest = replaceFace(lastKeep.rest, at, event.to);
      // A correction of a game won by a six of a kind that a correction of the rest made (the
      // only win that keeps `lastKeep`) takes the win back: the turn is where it was before.
      const resumed = state.winners !== null ? { winners: null, turn: { ...turn, phase: 'kept' as const } } : { turn };
      return { ...state, ...resumed, turn: { ...resumed.turn, lastKeep: { ...lastKeep, rest } } };
    }
    case 'sixOfAKind':
      return state;
    case 'farkle':
      return { ...state, turn: { ...turn, points: 0, phase: 'ended' } };
    case 'diceKept': {
      // Set aside from the roll just made, or more of the roll set aside from before.
      const before = turn.lastKeep ?? { faces: [], points: 0, rest: turn.roll ?? [] };
      const lastKeep = { faces: [...before.faces, ...event.faces], points: before.points + event.points, rest: withoutFaces(before.rest, event.faces) };
      return {
        ...state,
        lastRoll: null,
        turn: {
          ...turn,
          points: turn.points + event.points,
          diceLeft: turn.diceLeft - event.faces.length,
          phase: 'kept',
          roll: null,
          lastKeep,
        },
      };
    }
    case 'dicePutBack': {
      const lastKeep = turn.lastKeep!;
      return {
        ...state,
        turn: {
          ...turn,
          points: turn.points - event.points,
          // The roll's rest and the dice put back are rolled next (after hot dice too: no longer six).
          diceLeft: lastKeep.rest.length + event.faces.length,
          lastKeep: {
            faces: withoutFaces(lastKeep.faces, event.faces),
            points: lastKeep.points - event.points,
            rest: [...lastKeep.rest, ...event.faces],
          },
        },
      };
    }
    case 'hotDice':
      return { ...state, turn: { ...turn, diceLeft: DICE_COUNT } };
    case 'pointsBanked':
      return {
        ...state,
        scores: state.scores.map((s, i) => (i === event.player ? event.score : s)),
        onBoard: state.onBoard.map((b, i) => b || i === event.player),
        turn: { ...turn, points: 0, phase: 'ended', lastKeep: null },
      };
    case 'finalRoundStarted': {
      const n = state.players.length;
      // Retired players have no final turn.
      const remaining = Array.from({ length: n - 1 }, (_, k) => (event.player + 1 + k) % n).filter((seat) => state.retired?.[seat] !== true);
      return { ...state, finalRound: { triggeredBy: event.player, score: event.score, remaining } };
    }
    case 'playerRetired': {
      const retired = state.players.map((_, seat) => state.retired?.[seat] === true || seat === event.player);
      const finalRound = state.finalRound && { ...state.finalRound, remaining: state.finalRound.remaining.filter((p) => p !== event.player) };
      // His turn, if it was, ends unbanked. The last roll can no longer be corrected (that would
      // re-play it from before the retirement); undo brings both back.
      const ownTurn = state.active === event.player ? { turn: { ...turn, points: 0, phase: 'ended' as const, lastKeep: null } } : {};
      return { ...state, ...ownTurn, retired, finalRound, lastRoll: null, retiredFrom: state };
    }
    case 'retirementUndone':
      if (!state.retiredFrom) throw new Error('reduce: retirementUndone without a retirement to undo');
      return state.retiredFrom;
    case 'gameWon':
      // A six of a kind made by correcting a die of the rest after a keep keeps `lastKeep`: the
      // rest may be corrected again, and the win taken back (`restFaceCorrected`).
      return { ...state, winners: [...event.winners], turn: { ...turn, phase: 'ended', lastKeep: event.reason === 'sixOfAKind' ? turn.lastKeep : null } };
  }
}
