/**
 * How the review page opens a video: a file the user picks, or the app's demo recording of the
 * game chosen (*Demo game*), with the set-up it is reviewed with. Each opening supersedes the
 * ones before it still loading: their late failure or success is dropped. Until a file opens,
 * the review shown keeps its own set-up; a file that does not open leaves both as they were,
 * with why.
 */
import { useRef, useState } from 'react';
import type { ReviewSetup } from '../../review/report.ts';
import { closeFrameSource, fetchDemoGameFile, isTransportStreamName, startsAsVideo } from '../frameSources.ts';
import type { UiText } from '../i18n/uiText.ts';
import { openReviewVideo, type OpenedVideo } from './openedVideo.ts';
import { explain, type Message } from './reviewMessage.ts';
import type { ReviewSetupState } from './useReviewSetup.ts';

/** The set-up a video is reviewed with, as {@link ReviewSetupState.adopt} shows it. */
interface SetupChoice {
  chosen: ReviewSetup;
  demoRule: boolean;
  replaced: readonly string[] | null;
}

/** Options of {@link useVideoOpening}. */
export interface VideoOpeningOptions {
  /** The page's set-up: a video opened shows the one it is reviewed with. */
  setup: ReviewSetupState;
  /** Says why a file did not open (`null`: clears the last file's problem). */
  onError(message: Message | null): void;
  /**
   * `opened` opened, to review with `chosen` (shown by then; `before`, the set-up shown until
   * then): nothing of the review before stands over it, unless it is the video of a game record
   * opened again (`demo`: it is the demo recording, shown with the demo's set-up).
   */
  onOpened(opened: OpenedVideo, chosen: ReviewSetup, demo: boolean, before: ReviewSetup): void;
}

/** The ways to open a video, and whether the last one failed. */
export interface VideoOpening {
  /** Whether the problem said is about a file that did not open (the review shown is still the one before). */
  openFailed: boolean;
  /**
   * A video the user picked: reviewed with the setup shown once it has opened (edits made while
   * it opened count); after *Demo game*, with the set-up
   * the user had before it (players, dice, rules: helper 165), unless they changed the demo's
   * since, and then still without the demo's throw-again rule unless they set it (their
   * recording is not the demo's game). The language and rate stay as shown.
   */
  openUserFile(file: File): Promise<void>;
  /**
   * Reviews the app's demo recording of the game chosen (Strike's, or the dice game's) with the
   * game it shows (players, and edition and throw-again rule or points to win), in the language
   * and at the rate shown once it has opened.
   */
  openDemo(): Promise<void>;
  /**
   * Drops the openings still loading (a game record opened meanwhile: the latest choice wins):
   * a file or the demo that opens after this is closed, neither shown nor analysed.
   */
  supersede(): void;
}

/** The review page's video opening. */
export function useVideoOpening({ setup: setupState, onError, onOpened }: VideoOpeningOptions): VideoOpening {
  const { setup } = setupState;
  const [openFailed, setOpenFailed] = useState(false);
  /** Counts the files opened, so that one opened later supersedes one still loading. */
  const openGeneration = useRef(0);

  /**
   * Opens `file` and analyses it with the set-up `choose` makes of the one shown once it has
   * opened (the form may have changed while it opened: what is shown and what is ruled agree),
   * which the form then shows (see {@link ReviewSetupState.adopt}); `demo`: it is the demo recording.
   * @returns the choice made, if the file opened (and its analysis started) with no other file opened since, else `null`
   */
  const openFile = async <C extends SetupChoice>(file: File, choose: (shown: ReviewSetup) => C, demo = false): Promise<C | null> => {
    const mine = ++openGeneration.current;
    onError(null); // the previous file's problem is not this one's
    setOpenFailed(true); // until it opens
    if (file.size === 0) {
      onError((t: UiText) => t.sourceProblem({ kind: 'empty-file', file: file.name }));
      return null;
    }
    if (file.type && !file.type.startsWith('video/') && !isTransportStreamName(file.name)) {
      // A video named as a picture (or as anything else) is still a video (helper 143).
      const video = await startsAsVideo(file).catch(() => false); // unreadable now: said as not a video
      if (mine !== openGeneration.current) return null;
      if (!video) {
        onError((t: UiText) => t.review.notAVideo(file.name, file.type));
        return null;
      }
    }
    let opened: OpenedVideo;
    try {
      opened = await openReviewVideo(file);
    } catch (e) {
      if (mine === openGeneration.current) onError(explain(e));
      return null;
    }
    if (mine !== openGeneration.current) {
      closeFrameSource(opened.source);
      return null;
    }
    onError(null);
    setOpenFailed(false);
    const before = setupState.latest();
    const choice = choose(before);
    setupState.adopt(choice.chosen, choice.demoRule, choice.replaced);
    onOpened(opened, choice.chosen, demo, before);
    return choice;
  };

  const openUserFile = async (file: File) => {
    // Their set-up stays kept until their file opens (helper 168: a file that failed to open
    // after the demo left the demo's set-up for the next one).
    if (await openFile(file, (shown) => ({ chosen: setupState.own(shown), demoRule: false, replaced: null }))) setupState.keepBeforeDemo(null);
  };

  const openDemo = async () => {
    const opened = openGeneration.current;
    try {
      const demo = await fetchDemoGameFile(setup.game);
      if (openGeneration.current !== opened) return; // a file the user opened meanwhile wins
      const choice = await openFile(demo.file, (shown) => setupState.forDemo(demo.setup, shown), true);
      if (!choice || openGeneration.current !== opened + 1) return; // another file opened since
      setupState.keepBeforeDemo(choice.own);
    } catch (e) {
      onError(explain(e));
    }
  };

  const supersede = () => {
    openGeneration.current += 1;
    setOpenFailed(false);
  };

  return { openFailed, openUserFile, openDemo, supersede };
}
