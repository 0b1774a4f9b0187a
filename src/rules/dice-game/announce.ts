/**
 * What the referee tells the players about each dice-game event: announcement data (type and
 * params); the texts, in English and French, live in src/referee/messages/dice-game.ts.
 */
import type { Announcement } from '../engine.ts';
import { bankRefusal, finalTurnTarget } from './flow.ts';
import { bestScore } from './scoring.ts';
import type { DiceGameEvent, DiceGameState } from './types.ts';

/** Every announcement type of the dice game, so message tables can be checked for gaps. */
export const DICE_GAME_ANNOUNCEMENTS = [
  'gameStarted', 'turnStarted', 'finalTurn', 'diceRolled', 'sixOfAKind', 'farkle', 'diceKept',
  'dicePutBack', 'hotDice', 'pointsBanked', 'finalRoundStarted', 'gameWon', 'faceCorrected', 'correctionUndone',
  'retired', 'retirementUndone', 'turnGoesOn',
] as const;

/** A dice-game announcement type. */
export type DiceGameAnnouncementType = (typeof DICE_GAME_ANNOUNCEMENTS)[number];

/** An announcement of the dice game. */
export interface DiceGameAnnouncement extends Announcement {
  /** One of {@link DICE_GAME_ANNOUNCEMENTS}. */
  type: DiceGameAnnouncementType;
}

/**
 * Announcements for `event`, given the state after it. Player params are names; `die` is
 * 1-based; `faces` are strings "1"–"6". Params per type:
 * gameStarted {players, targetScore}; turnStarted {player, score};
 * finalTurn {player, score, target}; diceRolled {player, faces, bestScore};
 * sixOfAKind {player, face}; farkle {player, lostPoints};
 * diceKept {player, faces, points, turnPoints, diceLeft, and `setAside`, `setAsidePoints` when
 * `faces` add to dice set aside from the same roll before: all the roll's dice set aside and
 * their points together}; dicePutBack {player, faces, points (lost), turnPoints, diceLeft}; hotDice {player, turnPoints, mayBank}
 * (mayBank: the rules would take a bank now, flow.ts `bankRefusal`: not when the house rule
 * `hotDiceMustRoll` is on, nor below the turn's minimum);
 * pointsBanked {player, points, score}; finalRoundStarted {player, score};
 * gameWon {winners, score, bySixOfAKind, othersLeft (every other player left the game: apply.ts
 *   `retire`, our reading)}; faceCorrected / correctionUndone {player, die, from, to,
 * and `turnPoints` when the change turns a roll that scored nothing into one that scores: the
 * "No score!" announced before no longer stands and `player`'s turn goes on with those points};
 * a die of the roll not set aside corrected after a keep (`restFaceCorrected`) is a
 * faceCorrected {player, from, to}, without `die`;
 * retired {player, playersLeft}: `player` left the game (apply.ts `retire`, our reading), then,
 * when it was not his turn, whose turn it is: turnGoesOn {player} for a turn under way, or, for a
 * turn nothing was rolled in yet (the leaver's own turn already over: he banked or scored
 * nothing), turnStarted / finalTurn as when it started (when it was his, the next turnStarted or
 * gameWon follows); retirementUndone {player}: that taken back, then whose turn it is alike.
 */
export function announce(event: DiceGameEvent, state: DiceGameState): DiceGameAnnouncement[] {
  const name = (seat: number): string => state.players[seat] ?? `seat ${seat}`;
  switch (event.type) {
    case 'gameStarted':
      return [{ type: 'gameStarted', params: { players: [...event.players], targetScore: event.rules.targetScore } }];
    case 'turnStarted':
      return [turnStart(state, event.player, event.finalTurn)];
    case 'diceRolled':
      return [{ type: 'diceRolled', params: { player: name(event.player), faces: [...event.faces], bestScore: bestScore(event.faces) } }];
    case 'sixOfAKind':
      return [{ type: 'sixOfAKind', params: { player: name(event.player), face: event.face } }];
    case 'farkle':
      return [{ type: 'farkle', params: { player: name(event.player), lostPoints: event.lostPoints } }];
    case 'diceKept': {
      const params: DiceGameAnnouncement['params'] = {
        player: name(event.player), faces: [...event.faces], points: event.points, turnPoints: event.turnPoints, diceLeft: state.turn.diceLeft,
      };
      // More dice of a roll some were set aside from before: say what the roll's set is worth.
      const lastKeep = state.turn.lastKeep;
      if (lastKeep && lastKeep.faces.length > event.faces.length) {
        params.setAside = [...lastKeep.faces];
        params.setAsidePoints = lastKeep.points;
      }
      return [{ type: 'diceKept', params }];
    }
    case 'dicePutBack':
      return [{ type: 'dicePutBack', params: { player: name(event.player), faces: [...event.faces], points: event.points, turnPoints: event.turnPoints, diceLeft: state.turn.diceLeft } }];
    case 'hotDice':
      return [{ type: 'hotDice', params: { player: name(event.player), turnPoints: event.turnPoints, mayBank: bankRefusal(state) === null } }];
    case 'pointsBanked':
      return [{ type: 'pointsBanked', params: { player: name(event.player), points: event.points, score: event.score } }];
    case 'finalRoundStarted':
      return [{ type: 'finalRoundStarted', params: { player: name(event.player), score: event.score } }];
    case 'gameWon':
      return [{
        type: 'gameWon',
        params: {
          winners: event.winners.map(name),
          score: Math.max(...event.winners.map((w) => event.scores[w] ?? 0)),
          bySixOfAKind: event.reason === 'sixOfAKind',
          ...(event.reason === 'lastPlayerLeft' ? { othersLeft: true } : {}),
        },
      }];
    case 'faceCorrected':
    case 'correctionUndone': {
      const faces = state.lastRoll?.faces ?? [];
      const before = faces.map((face, i) => (i === event.index ? event.from : face));
      const turnGoesOn = faces.length > 0 && bestScore(before) === 0 && bestScore(faces) > 0;
      return [{
        type: event.type,
        params: { player: name(event.player), die: event.index + 1, from: event.from, to: event.to, ...(turnGoesOn ? { turnPoints: state.turn.points } : {}) },
      }];
    }
    case 'restFaceCorrected':
      // A die not set aside after a keep: no die number (the rest has no roll order), no new outcome.
      return [{ type: 'faceCorrected', params: { player: name(event.player), from: event.from, to: event.to } }];
    case 'playerRetired': {
      const said: DiceGameAnnouncement[] = [{ type: 'retired', params: { player: name(event.player), playersLeft: event.playersLeft } }];
      return state.active !== event.player && event.playersLeft > 1 ? [...said, whoseTurn(state)] : said;
    }
    case 'retirementUndone': {
      const said: DiceGameAnnouncement[] = [{ type: 'retirementUndone', params: { player: name(event.player) } }];
      return state.winners === null ? [...said, whoseTurn(state)] : said;
    }
  }
}

/**
 * The start of `player`'s turn: turnStarted {player, score}, or finalTurn {player, score, target}
 * for a final turn ("Ending the game"); `score` his banked score.
 */
function turnStart(state: DiceGameState, player: number, finalTurn: boolean): DiceGameAnnouncement {
  const params = { player: state.players[player] ?? `seat ${player}`, score: state.scores[player] ?? 0 };
  const target = finalTurnTarget(state);
  return finalTurn && target !== null ? { type: 'finalTurn', params: { ...params, target } } : { type: 'turnStarted', params };
}

/**
 * Whose turn it is after a leaving (or its undo) that left the turn where it was: a turn not
 * begun (phase `toRoll`: the player before it banked or scored nothing, then someone left) is
 * said as any turn that starts, with the player's score ({@link turnStart}); one under way goes on
 * (turnGoesOn {player}).
 */
function whoseTurn(state: DiceGameState): DiceGameAnnouncement {
  return state.turn.phase === 'toRoll'
    ? turnStart(state, state.active, state.turn.finalTurn)
    : { type: 'turnGoesOn', params: { player: state.players[state.active] ?? `seat ${state.active}` } };
}
