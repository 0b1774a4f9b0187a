/**
 * The zod schemas of a game record's plain fields (numbers, texts, faces, lists), shared by the
 * record's schemas (src/review/report.ts `gameRecordSchema`, src/review/gameReview.ts
 * `timelineEntrySchema`). Each says, as its issue's message, what a field that fails it should
 * be: src/review/recordFile.ts words a damaged record as "<place> should be <message>"
 * (`entries[1].dice[0].box should be 4 numbers`).
 */
import { z } from 'zod';
import { FACES } from '../core/types.ts';

/** A finite number (zod's `z.number()` refuses `NaN` and infinities). */
export const recordNumber = z.number('a number');

/** A whole number from 0 (an index, a die id, a seat). */
export const wholeNumber = z.int('a whole number from 0').min(0, 'a whole number from 0');

/** A duration or time from 0, in ms (a negative one is no video's). */
export const recordDurationMs = z.number('a number').min(0, 'a number of ms from 0');

/** A frame's side in pixels: a whole number from 1. */
export const recordPixels = z.int('a whole number of pixels from 1').min(1, 'a whole number of pixels from 1');

/**
 * The most frames a record's analysis may count: more than a day of video at 100 frames a second
 * (the review analyses at most 30); a larger count is no analysis's (a record edited by hand).
 */
export const MAX_RECORD_FRAMES = 10_000_000;

/** A count of frames analysed: a whole number from 0 to {@link MAX_RECORD_FRAMES}. */
export const recordFrameCount = z.int(`a whole number from 0 to ${MAX_RECORD_FRAMES}`)
  .min(0, `a whole number from 0 to ${MAX_RECORD_FRAMES}`)
  .max(MAX_RECORD_FRAMES, `a whole number from 0 to ${MAX_RECORD_FRAMES}`);

/** A text. */
export const recordText = z.string('a text');

/** `true` or `false`. */
export const recordBoolean = z.boolean('true or false');

/** A die face (src/core/types.ts `FACES`). */
export const recordFace = z.enum(FACES, `a face (${FACES.join(', ')})`);

/** A die face, or `null` (unreadable). */
export const recordFaceOrNull = z.enum(FACES, `a face (${FACES.join(', ')}) or null`).nullable();

/** What a list that is not one should be. */
export const A_LIST = 'a list';

/** A list of `item`s (any length). */
export function recordList<T extends z.ZodType>(item: T): z.ZodArray<T> {
  return z.array(item, A_LIST);
}

/** Whether `value` is a plain object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
