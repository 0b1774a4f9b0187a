/**
 * The words of Strike's keep-throwing choice (the referee's `keepThrowing`: a thrower whose
 * dice all differ throws again, or passes; strike-en.txt "Different numbers on all dice",
 * strike-fr.txt "Faces différentes"), shared by the review page's set-up (src/app/i18n/en.ts
 * and fr.ts, `review.setup.keepThrowing`), the review's report (./report.ts `keepThrowing`) and
 * the CLI's messages (./cli.ts), so that each says it in the same words.
 */
import type { Language } from '../render.ts';

/** Who the choice is about, lower case, by language: "a thrower whose dice all differ". */
export const THROWER_WHOSE_DICE_DIFFER: Readonly<Record<Language, string>> = {
  en: 'a thrower whose dice all differ',
  fr: 'un lanceur dont tous les dés diffèrent',
};

/**
 * The choice as a sentence without a final full stop, in `language`: "A thrower whose dice
 * all differ throws again" (`throwsAgain`) or "… passes"; French "Un lanceur dont tous les dés
 * diffèrent relance" or "… passe".
 */
export function keepThrowingRule(language: Language, throwsAgain: boolean): string {
  const who = THROWER_WHOSE_DICE_DIFFER[language];
  const does = language === 'fr' ? (throwsAgain ? 'relance' : 'passe') : (throwsAgain ? 'throws again' : 'passes');
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${does}`;
}
