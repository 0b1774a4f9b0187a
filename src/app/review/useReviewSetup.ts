/**
 * The review page's set-up (game, players and names, dice and rules, language, analysis rate):
 * the user's own as they left it on this device (savedSetup.ts), the form's changes to it, and
 * the demo game's, which *Demo game* shows in its place while it stands unchanged (the user's
 * own is kept meanwhile for the next video of theirs: helper 165).
 */
import { useRef, useState } from 'react';
import type { ReviewSetup } from '../../review/report.ts';
import type { DemoGameSetup } from '../frameSources.ts';
import { initialLanguage, rememberLanguage } from '../i18n/language.ts';
import { refereedPlayers, setupFor } from './reviewState.ts';
import { loadReviewSetup, saveReviewSetup } from './savedSetup.ts';

/** A demo's set-up as *Demo game* shows it ({@link ReviewSetupState.forDemo}). */
export interface DemoChoice {
  /** The set-up shown with `shown`'s language and rate, the demo's players and rules. */
  chosen: ReviewSetup;
  /** Whether `chosen`'s throw-again rule is the demo's rather than the user's. */
  demoRule: boolean;
  /** The user's players the demo's replace (said in a notice), or `null` when they are the same. */
  replaced: readonly string[] | null;
  /** The user's own set-up, kept for the next video they open. */
  own: ReviewSetup;
}

/** The set-up shown and the ways to change it. */
export interface ReviewSetupState {
  setup: ReviewSetup;
  /**
   * The set-up as last changed, read when a video has opened: the form may have changed it
   * while the video was opening, before the page rendered again.
   */
  latest(): ReviewSetup;
  /** The players *Demo game* replaced with the demo's own, until the set-up's players change (a notice says so). */
  replacedByDemo: readonly string[] | null;
  /** The form changed the set-up to `next`: kept on this device (the user's own, never the demo's). */
  change(next: ReviewSetup): void;
  /**
   * The user's own set-up while `shown` is shown: `shown`, unless it is the demo's: then the one
   * they had before *Demo game*, in `shown`'s language and rate, or, once they changed the
   * demo's, `shown` with their own throw-again rule.
   */
  own(shown: ReviewSetup): ReviewSetup;
  /** What *Demo game* shows for a demo of set-up `demo` over `shown`. */
  forDemo(demo: DemoGameSetup, shown: ReviewSetup): DemoChoice;
  /**
   * Shows `chosen` (a video opened with it): `demoRule`, its throw-again rule is the demo's, not the
   * user's; `replaced`, the players the demo's own replace, said until the set-up's players change.
   */
  adopt(chosen: ReviewSetup, demoRule: boolean, replaced: readonly string[] | null): void;
  /** Keeps `own` as the user's set-up while the demo's is shown (`null`: the one shown is theirs). */
  keepBeforeDemo(own: ReviewSetup | null): void;
}

/** The review page's set-up, loaded from this device (else the default one, in the page's language). */
export function useReviewSetup(): ReviewSetupState {
  const [setup, setSetup] = useState<ReviewSetup>(() => loadReviewSetup(initialLanguage()));
  /** {@link setup} as set last, for {@link ReviewSetupState.latest}. */
  const latestSetup = useRef(setup);
  const [replacedByDemo, setReplacedByDemo] = useState<readonly string[] | null>(null);
  /** The throw-again rule was changed by the demo game's setup, not by the user. */
  const throwAgainFromDemo = useRef(false);
  /** The set-up the user had before *Demo game* replaced it with the demo's, while it stands unchanged: the next video of theirs is reviewed with it. */
  const setupBeforeDemo = useRef<ReviewSetup | null>(null);

  const own = (shown: ReviewSetup): ReviewSetup => {
    const before = setupBeforeDemo.current;
    if (before) return { ...before, language: shown.language, analysisFps: shown.analysisFps };
    return throwAgainFromDemo.current ? { ...shown, keepThrowing: !shown.keepThrowing } : shown;
  };

  const change = (next: ReviewSetup) => {
    if (next.language !== setup.language) rememberLanguage(next.language);
    if (next.keepThrowing !== setup.keepThrowing) throwAgainFromDemo.current = false;
    if (next.players !== setup.players) setReplacedByDemo(null);
    // A change to the demo's set-up (other than the language or rate) makes it the user's own.
    if (next.language === setup.language && next.analysisFps === setup.analysisFps) setupBeforeDemo.current = null;
    // Kept on this device for the next visit: the user's own set-up, never the demo's.
    saveReviewSetup(own(next));
    latestSetup.current = next;
    setSetup(next);
  };

  const forDemo = (demo: DemoGameSetup, shown: ReviewSetup): DemoChoice => {
    const chosen = setupFor(shown, demo);
    // The user's own rule: the setup's, or its opposite while the demo's rule stands in for it.
    const userRule = throwAgainFromDemo.current ? !shown.keepThrowing : shown.keepThrowing;
    // The user's own set-up, kept for the next video they open (the first one, when the demo is watched twice).
    const ownNow = setupBeforeDemo.current ?? shown;
    const replaced = JSON.stringify(refereedPlayers(chosen)) === JSON.stringify(refereedPlayers(ownNow)) ? null : refereedPlayers(ownNow);
    return { chosen, demoRule: chosen.keepThrowing !== userRule, replaced, own: ownNow };
  };

  const adopt = (chosen: ReviewSetup, demoRule: boolean, replaced: readonly string[] | null) => {
    latestSetup.current = chosen;
    setSetup(chosen);
    setReplacedByDemo(replaced);
    throwAgainFromDemo.current = demoRule;
  };

  const keepBeforeDemo = (kept: ReviewSetup | null) => {
    setupBeforeDemo.current = kept;
  };

  return { setup, latest: () => latestSetup.current, replacedByDemo, change, own, forDemo, adopt, keepBeforeDemo };
}
