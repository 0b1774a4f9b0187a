/**
 * The review page's set-up as the user last left it (the game, the players and their names, the
 * Strike dice and rules or the dice game's points to win, the analysis rate), kept on this device
 * (localStorage) so that a reload shows it again. Only the user's own set-up is saved: the demo
 * game's, which *Demo game* shows in its place for a while, never is (ReviewPage.tsx). The
 * language is not part of it: the pages remember it on their own (src/app/i18n/language.ts).
 */
import { NAME_MAX_LENGTH } from '../../core/playerName.ts';
import type { Language } from '../../referee/render.ts';
import type { ReviewSetup } from '../../review/report.ts';
import { isTargetScoreChoice } from '../../rules/dice-game/index.ts';
import { editionFor } from '../../rules/strike/index.ts';
import { ANALYSIS_RATES, defaultSetup, playerCounts, REVIEW_GAMES, withPlayerCount } from './reviewState.ts';

/** localStorage key of the saved set-up (JSON, see {@link StoredReviewSetup}). */
export const REVIEW_SETUP_KEY = 'dice-referee/review-setup';

/**
 * The set-up as saved: a {@link ReviewSetup} without its language, and without a points-to-win
 * field left blank (`NaN`, which JSON cannot hold). Read back by {@link readReviewSetup}, which
 * takes nothing of it on trust.
 */
export type StoredReviewSetup = Omit<ReviewSetup, 'language'>;

/**
 * A set-up made of what `stored` holds (parsed JSON from storage: an older version's, or edited
 * by hand, anything), field by field: each field that is not one the set-up form could have made
 * is the default set-up's ({@link defaultSetup}), the others are kept. So:
 * - `game`: Strike or the dice game, else Strike;
 * - `players`: an array of strings (names, each cut to NAME_MAX_LENGTH characters as the form's
 *   fields cut them; blank ones are named by seat when refereed), cut or
 *   filled with the default names to a player count the game is played by (Strike 2–5, the dice
 *   game 1–8), else the default two;
 * - `dieKind` and `edition`: the dice game's plain d6 and `classic`; Strike's classic dice
 *   (`strike`) or those showing X and 2–6 (`strike-x2`), else classic, with the edition of those
 *   dice (a stored edition is not read: the dice decide it, as on the form);
 * - `keepThrowing`: a boolean, else false; `tournament`: present only when `true`;
 * - `targetScore`: a number of points the set-up offers (500–100000 in steps of 50), else absent
 *   (the rules' 5000);
 * - `analysisFps`: one of the rates offered (10, 15, 30 frames/s), else 15.
 * Never throws.
 * @param language the language the set-up is in (the page's, remembered apart)
 */
export function readReviewSetup(stored: unknown, language: Language): ReviewSetup {
  const base = defaultSetup(language);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return base;
  const record = stored as Record<string, unknown>;
  const game = REVIEW_GAMES.find((id) => id === record['game']) ?? base.game;
  const players = Array.isArray(record['players']) && record['players'].every((name) => typeof name === 'string')
    ? (record['players'] as string[]).map((name) => name.slice(0, NAME_MAX_LENGTH))
    : base.players;
  const dieKind = game === 'dice-game' ? 'd6' : record['dieKind'] === 'strike-x2' ? 'strike-x2' : 'strike';
  const { targetScore, analysisFps } = record;
  const setup: ReviewSetup = {
    ...base,
    game,
    players,
    dieKind,
    edition: game === 'dice-game' ? 'classic' : editionFor(dieKind),
    keepThrowing: record['keepThrowing'] === true,
    ...(record['tournament'] === true ? { tournament: true } : {}),
    ...(typeof targetScore === 'number' && isTargetScoreChoice(targetScore) ? { targetScore } : {}),
    analysisFps: typeof analysisFps === 'number' && ANALYSIS_RATES.includes(analysisFps) ? analysisFps : base.analysisFps,
  };
  // A player count the game is not played by: the names kept as far as they go, the seats past them named by default.
  const counts = playerCounts(game);
  const count = Math.min(Math.max(players.length, counts[0]!), counts.at(-1)!);
  return count === players.length ? { ...setup, players: [...players] } : withPlayerCount(setup, count);
}

/**
 * The set-up saved on this device ({@link readReviewSetup} of what is stored), in `language`;
 * the default set-up ({@link defaultSetup}) when none is saved, when what is stored is not JSON,
 * or when the browser refuses its storage (private mode, site data blocked). Never throws; a
 * record it cannot read is left as it is until {@link saveReviewSetup} replaces it.
 */
export function loadReviewSetup(language: Language): ReviewSetup {
  try {
    const text = localStorage.getItem(REVIEW_SETUP_KEY);
    return readReviewSetup(text === null ? null : JSON.parse(text), language);
  } catch {
    // Storage blocked, or not JSON: the default set-up.
    return defaultSetup(language);
  }
}

/**
 * Saves `setup` as the user's own set-up on this device, replacing the one saved before: all
 * but its language ({@link StoredReviewSetup}; a blank points-to-win field is saved as none).
 * Call it with the user's own set-up only, never the demo's. Never throws: where the browser
 * refuses (storage blocked or full), the set-up lasts for this page only.
 */
export function saveReviewSetup(setup: ReviewSetup): void {
  const { language: _remembered, targetScore, ...rest } = setup;
  const stored: StoredReviewSetup = { ...rest, ...(targetScore !== undefined && Number.isFinite(targetScore) ? { targetScore } : {}) };
  try {
    localStorage.setItem(REVIEW_SETUP_KEY, JSON.stringify(stored));
  } catch {
    // Not saved; the set-up still holds for this page.
  }
}
