/**
 * The review page's set-up as the user last left it (the game, the players and their names, the
 * Strike dice and rules or the dice game's points to win, the analysis rate), kept on this device
 * (localStorage) so that a reload shows it again. Only the user's own set-up is saved: the demo
 * game's, which *Demo game* shows in its place for a while, never is (useReviewSetup.ts). The
 * language is not part of it: the pages remember it on their own (src/app/i18n/language.ts).
 */
import { cutToNameLength } from '../../core/playerName.ts';
import type { Language } from '../../referee/render.ts';
import type { ReviewSetup } from '../../review/report.ts';
import { isTargetScoreChoice } from '../../rules/dice-game/index.ts';
import { CLASSIC, dicePerPlayerAllowed, EDITIONS } from '../../rules/strike/index.ts';
import { ANALYSIS_RATES, defaultSetup, playerCounts, REVIEW_GAMES, withPlayerCount } from './reviewState.ts';

/** localStorage key of the saved set-up (JSON, see {@link StoredReviewSetup}). */
export const REVIEW_SETUP_KEY = 'dice-referee/review-setup';

/**
 * The set-up as saved: a {@link ReviewSetup} without its language, and without a points-to-win
 * or dice-per-player field left blank (`NaN`, which JSON cannot hold). Read back by {@link readReviewSetup}, which
 * takes nothing of it on trust.
 */
export type StoredReviewSetup = Omit<ReviewSetup, 'language'>;

/**
 * A set-up made of what `stored` holds (parsed JSON from storage: an older version's, or edited
 * by hand, anything), field by field: each field that is not one the set-up form could have made
 * is the default set-up's ({@link defaultSetup}), the others are kept. So:
 * - `game`: Strike or the dice game, else Strike;
 * - `players`: an array of strings (names, each cut as the form's fields cut them,
 *   src/core/playerName.ts `cutToNameLength`; blank ones are named by seat when refereed), cut or
 *   filled with the default names to a player count the game is played by (Strike 2–5, the dice
 *   game 1–8), else the default two;
 * - `edition` and `dieKind`: the dice game's `classic` and plain d6; Strike's edition, one of
 *   src/rules/strike/editions.ts's presets (classic, classic-x2, 2020, impact), else `classic`,
 *   with that edition's dice (a stored `dieKind` is not read: the edition decides it, as on the
 *   form);
 * - `dicePerPlayer`: Strike, an edition without a dice-per-player chart (2020, impact): a count
 *   the rules allow for the edition and the players (src/rules/strike/editions.ts
 *   `dicePerPlayerAllowed`: a whole number from 1 to `maxDicePerPlayer`), else absent (the form
 *   shows its first guess); absent for an edition with a chart and for the dice game;
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
    ? (record['players'] as string[]).map(cutToNameLength)
    : base.players;
  const edition = typeof record['edition'] === 'string' && Object.hasOwn(EDITIONS, record['edition']) ? EDITIONS[record['edition']]! : CLASSIC;
  const { targetScore, analysisFps, dicePerPlayer } = record;
  const setup: ReviewSetup = {
    ...base,
    game,
    players,
    ...(game === 'dice-game' ? { dieKind: 'd6', edition: 'classic' } : { dieKind: edition.dieKind, edition: edition.id }),
    keepThrowing: record['keepThrowing'] === true,
    ...(record['tournament'] === true ? { tournament: true } : {}),
    ...(typeof targetScore === 'number' && isTargetScoreChoice(targetScore) ? { targetScore } : {}),
    analysisFps: typeof analysisFps === 'number' && ANALYSIS_RATES.includes(analysisFps) ? analysisFps : base.analysisFps,
  };
  // A player count the game is not played by: the names kept as far as they go, the seats past them named by default.
  const counts = playerCounts(game);
  const count = Math.min(Math.max(players.length, counts[0]!), counts.at(-1)!);
  const seated = count === players.length ? { ...setup, players: [...players] } : withPlayerCount(setup, count);
  // The dice per player, checked by the rules for the edition and the players as seated.
  const stockAllowed = game === 'strike' && edition.dicePerPlayer === null && typeof dicePerPlayer === 'number'
    && dicePerPlayerAllowed(edition, seated.players.length, dicePerPlayer);
  return stockAllowed ? { ...seated, dicePerPlayer } : seated;
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
 * but its language ({@link StoredReviewSetup}; a blank points-to-win or dice-per-player field is
 * saved as none).
 * Call it with the user's own set-up only, never the demo's. Never throws: where the browser
 * refuses (storage blocked or full), the set-up lasts for this page only.
 */
export function saveReviewSetup(setup: ReviewSetup): void {
  const { language: _remembered, targetScore, dicePerPlayer, ...rest } = setup;
  const stored: StoredReviewSetup = {
    ...rest,
    ...(targetScore !== undefined && Number.isFinite(targetScore) ? { targetScore } : {}),
    ...(dicePerPlayer !== undefined && Number.isFinite(dicePerPlayer) ? { dicePerPlayer } : {}),
  };
  try {
    localStorage.setItem(REVIEW_SETUP_KEY, JSON.stringify(stored));
  } catch {
    // Not saved; the set-up still holds for this page.
  }
}
