/**
 * The words for what changed at a timeline entry, shared by the review page's timeline
 * (src/app/i18n/en.ts and fr.ts, `review.timeline.change`) and the CLI's `review` timeline
 * (src/referee/messages/cli.ts `change`), so that both name a change alike; and the mark of an
 * entry whose arena the rules refused, shared by those two and the review's report.
 */
import type { DiceGameChange } from '../liveDiceGameReferee.ts';
import type { LiveChange } from '../liveStrikeReferee.ts';

/**
 * What changed at a timeline entry (src/review/gameReview.ts TimelineEntry `change`): `setup`,
 * a Strike LiveChange (src/referee/liveStrikeReferee.ts) or a DiceGameChange
 * (src/referee/liveDiceGameReferee.ts). These names are machine words (the CLI's `--json`
 * `change` field): only their words below are shown to people.
 */
export type TimelineChange = 'setup' | LiveChange | DiceGameChange;

/** Each change's words in one language: a short noun phrase, lower case. */
export type ChangeWords = Readonly<Record<TimelineChange, string>>;

/** English words for each timeline change. */
export const CHANGE_WORDS_EN: ChangeWords = {
  setup: 'game set up',
  startDie: 'start die',
  baseline: 'arena seen',
  none: 'no change',
  rearranged: 'dice moved',
  throw: 'throw',
  removed: 'dice taken out',
  unexplained: 'unexplained change',
  moved: 'dice pushed',
  roll: 'roll',
  keep: 'dice set aside',
  putBack: 'dice put back',
  setDown: 'dice set down beside the arena',
  wrongCount: 'wrong number of dice',
  changed: 'dice changed',
  over: 'game over',
};

/** French words for each timeline change. */
export const CHANGE_WORDS_FR: ChangeWords = {
  setup: 'mise en place',
  startDie: 'dé de départ',
  baseline: 'arène vue',
  none: 'aucun changement',
  rearranged: 'dés déplacés',
  throw: 'lancer',
  removed: 'dés retirés',
  unexplained: 'changement inexpliqué',
  moved: 'dés poussés',
  roll: 'lancer',
  keep: 'dés mis de côté',
  putBack: 'dés remis',
  setDown: "dés posés à côté de l'arène",
  wrongCount: 'mauvais nombre de dés',
  changed: 'dés changés',
  over: 'partie finie',
};

/**
 * The mark of a timeline entry whose arena the rules refused, by language: the review page's
 * badge (src/app/i18n `review.timeline.refused`), the CLI's `review` timeline in brackets after
 * the change (src/referee/messages/cli.ts `change`: "throw (refused)") and the head of the
 * report's ruling line (src/referee/messages/report.ts `refused`). French names the arena, which
 * is what the rules refused: a bare participle would agree with no change word ("dés retirés",
 * "arène vue") or with the wrong one (helper 190: the page said "refusé", the CLI "arène refusée").
 */
export const REFUSED_MARK: Readonly<Record<'en' | 'fr', string>> = { en: 'refused', fr: 'arène refusée' };
