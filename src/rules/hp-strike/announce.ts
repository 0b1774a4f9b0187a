/**
 * What the referee tells the wizards about each HP Strike event, as data. Text lives in
 * src/referee/messages/hp-strike.ts (English and French), keyed by
 * {@link HpStrikeAnnouncementType}. Dice are named by their spell (the symbol players see),
 * never by our internal face values.
 */
import type { Face } from '../../core/types.ts';
import { announceTable, seatName } from '../common/announce.ts';
import type { Announcement } from '../engine.ts';
import { SPELL_NAMES, spellOf } from './spells.ts';
import type { HpStrikeEvent, HpStrikeState } from './types.ts';

/**
 * Every announcement type and its params (all plain JSON; `symbol`/`symbols` are spell names
 * as printed, "X", or "?" for an unseen die):
 * - `roundStart` {round, rounds, player}: a game begins, `player` starts; roll the start die;
 * - `startDieX` {player}: the start die shows X, roll it again;
 * - `turn` {player}; `expelliarmus` {player, dice}: empty arena, throw all `dice`;
 * - `shift` {count}: dice not lying flat, shift the arena;
 * - `xRemoved` {count}; `outRemoved` {count};
 * - `spells` {player, spells}: spells cast, in the order they go off;
 * - `immobulusHeld` {count}: Immobulus dice stay in the arena; `immobulusBroken` {};
 * - `relashio` {players}: each of them throws one die now;
 * - `match` {player, symbols, counts, dice}: groups collected (symbols[i] × counts[i]);
 * - `accio` {player, symbols}: may take one more die; `accioTaken` {player, symbol};
 *   `accioDeclined` {player};
 * - `tower` {count}: stack the `count` dice left into one tower;
 * - `confundo` {clockwise}: play order reversed, now clockwise or not;
 * - `pass` {player}; `eliminated` {player, playersLeft}; `winner` {player, round?, othersLeft?, othersOut?, tournamentEnds?} (`round` in a tournament; the others as common/announce.ts says);
 * - `sharedWin` {players, round?}: a Relashio group throw left none of `players` with dice;
 *   they share the win (our ruling, settle.ts `stun`; `round` in a tournament);
 * - `roundScores` {round, players, points, totals}; `tournamentWinner` {players, total};
 * - `corrected` {die, symbol}, `correctionUndone` {die, symbol}: `die` counts from 1;
 * - `retired` {player, playersLeft}: `player` left the game (common/retire.ts, our reading),
 *   said alone, as Strike's: the next turn or the winner follows only when his leaving brings
 *   one (his own turn ended, one wizard left); `retirementUndone` {player}: that taken back,
 *   followed by whose turn it is (or the winner, or the next game's start).
 */
export const HP_STRIKE_ANNOUNCEMENTS = [
  'roundStart', 'startDieX', 'turn', 'expelliarmus', 'shift', 'xRemoved', 'outRemoved', 'spells',
  'immobulusHeld', 'immobulusBroken', 'relashio', 'match', 'accio', 'accioTaken', 'accioDeclined',
  'tower', 'confundo', 'pass', 'eliminated', 'winner', 'sharedWin', 'roundScores', 'tournamentWinner', 'corrected',
  'correctionUndone', 'retired', 'retirementUndone',
] as const;

/** One of {@link HP_STRIKE_ANNOUNCEMENTS}. */
export type HpStrikeAnnouncementType = (typeof HP_STRIKE_ANNOUNCEMENTS)[number];

/** An HP Strike announcement: a type from {@link HP_STRIKE_ANNOUNCEMENTS} and its params. */
export interface HpStrikeAnnouncement extends Announcement {
  /** Message name. */
  type: HpStrikeAnnouncementType;
}

/**
 * What to tell the wizards about `event`, given the state after it. Pure. The table events
 * worded alike in Strike go through common/announce.ts `announceTable`.
 */
export function announce(event: HpStrikeEvent, state: HpStrikeState): HpStrikeAnnouncement[] {
  const name = (seat: number): string => seatName(state, seat);
  const symbol = (face: Face | null): string => {
    const spell = spellOf(state.rules, face);
    return spell ? SPELL_NAMES[spell] : face ?? '?';
  };
  const one = (type: HpStrikeAnnouncementType, params: HpStrikeAnnouncement['params']): HpStrikeAnnouncement[] => [{ type, params }];
  switch (event.type) {
    case 'turnStarted':
      return event.mustThrowAll
        ? one('expelliarmus', { player: name(event.player), dice: state.players[event.player]!.stock })
        : one('turn', { player: name(event.player) });
    case 'expelliarmus': return one('expelliarmus', { player: name(event.player), dice: state.players[event.player]!.stock });
    case 'shiftRequested': return one('shift', { count: event.count });
    case 'spellsCast': return one('spells', { player: name(event.player), spells: event.spells.map((s) => SPELL_NAMES[s]) });
    case 'immobulusHeld': return one('immobulusHeld', { count: event.count });
    case 'immobulusBroken': return one('immobulusBroken', {});
    case 'relashioCalled': return one('relashio', { players: event.throwers.map(name) });
    case 'matchCollected':
      return one('match', {
        player: name(event.player),
        symbols: event.groups.map((g) => symbol(g.face)),
        counts: event.groups.map((g) => g.count),
        dice: event.groups.reduce((sum, g) => sum + g.count, 0),
      });
    case 'accioOffered': return one('accio', { player: name(event.player), symbols: event.faces.map(symbol) });
    case 'accioDieCollected': return one('accioTaken', { player: name(event.player), symbol: symbol(event.face) });
    case 'accioDeclined': return one('accioDeclined', { player: name(event.player) });
    case 'towerStacked': return one('tower', { count: event.count });
    case 'playOrderReversed': return one('confundo', { clockwise: event.clockwise });
    case 'gameShared':
      return one('sharedWin', state.tournament ? { players: event.players.map(name), round: event.round } : { players: event.players.map(name) });
    case 'faceCorrected': return one('corrected', { die: event.index + 1, symbol: symbol(event.to) });
    case 'correctionUndone': return one('correctionUndone', { die: event.index + 1, symbol: symbol(event.to) });
    case 'playerRetired':
      // Only the leaving, as Strike's (strike/announce.ts): whose turn it is is said by the next
      // turnStarted when it was his, by the winner when one is left; another wizard's leaving
      // changes neither, so it is not said again.
      return retiredText(event, state);
    case 'retirementUndone':
      return [...retiredText(event, state), ...standing(state)];
    case 'gameStarted': case 'startDiePlaced': case 'diceThrown': case 'arenaShifted': case 'relashioThrown': return [];
    default: return announceTable(event, state);
  }
}

/** The `retired` or `retirementUndone` announcement of `event` (common/announce.ts). */
function retiredText(event: Extract<HpStrikeEvent, { type: 'playerRetired' | 'retirementUndone' }>, state: HpStrikeState): HpStrikeAnnouncement[] {
  return announceTable(event, state) as HpStrikeAnnouncement[];
}

/** Where the game stands after a retirement is undone: the winner, the next game's start, or whose turn it is. */
function standing(state: HpStrikeState): HpStrikeAnnouncement[] {
  const name = (seat: number): string => seatName(state, seat);
  if (state.phase === 'over') {
    if (state.tournamentWinners) return [{ type: 'tournamentWinner', params: { players: state.tournamentWinners.map(name), total: state.players[state.tournamentWinners[0]!]?.points ?? 0 } }];
    return state.winner === null ? [] : [{ type: 'winner', params: { player: name(state.winner) } }];
  }
  if (state.phase === 'startDie') return [{ type: 'roundStart', params: { round: state.round, rounds: state.rounds, player: name(state.firstPlayer) } }];
  return state.mustThrowAll
    ? [{ type: 'expelliarmus', params: { player: name(state.current), dice: state.players[state.current]!.stock } }]
    : [{ type: 'turn', params: { player: name(state.current) } }];
}
