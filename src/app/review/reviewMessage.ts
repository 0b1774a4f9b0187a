/**
 * The review page's messages: worded when shown, in the page's language, so that they follow a
 * change of language.
 */
import { renderRefusal } from '../../referee/render.ts';
import type { ReviewSetup } from '../../review/report.ts';
import { RuleError } from '../../rules/engine.ts';
import { FrameSourceError } from '../frameSources.ts';
import type { UiText } from '../i18n/uiText.ts';

/** A page message, worded when shown (so that it follows a change of language). */
export type Message = (t: UiText) => string;

/**
 * A message for the players from any failure, in the page's language (a decoder's own
 * message, VideoFrameError, stays in English), after `context` (e.g. "The analysis stopped: …").
 * A RuleError (a set-up the rules refuse, e.g. repeated names) is worded as `game`'s referee
 * words it (src/referee/render.ts `renderRefusal`).
 */
export function explain(error: unknown, context?: (t: UiText) => (detail: string) => string, game: ReviewSetup['game'] = 'strike'): Message {
  return (t) => {
    let detail: string;
    if (error instanceof FrameSourceError) detail = t.sourceProblem(error.problem);
    // A setup the rules refuse (e.g. repeated names), in the words of the referee's language.
    else if (error instanceof RuleError) detail = renderRefusal(game, error, t.language);
    else detail = error instanceof Error ? error.message : String(error);
    return context ? context(t)(detail) : detail;
  };
}

/** Whether `error` is an aborted analysis or play (a DOMException named AbortError). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
