/**
 * A time in a recording as the CLI takes it on the command line (`review --thrown-at`,
 * `--missed-at`, `--correct`): as the timeline prints it (src/review/report.ts `clock`),
 * `mm:ss.s`, or `mm:ss,s` as in French; the tenth may be left out (`mm:ss`), minutes may have
 * any number of digits, seconds are two digits below 60.
 */

/**
 * The source of a RegExp matching one clock time inside a longer value, to be built into an
 * option's own pattern (no capture group of its own: wrap it in one, then read the text it
 * matched with {@link parseClockTime}). A comma after the seconds is a decimal comma only when
 * a digit follows that no other digit or colon does: in `"01:03,12:10"` it matches `01:03`
 * and `12:10`, in `"01:03,5"` all of it.
 */
export const CLOCK_TIME_PATTERN = String.raw`\d+:[0-5]\d(?:[.,]\d(?![\d:]))?`;

/**
 * Reads one clock time, the whole of `text` (`"01:03.5"`, `"01:03,5"`, `"1:03"`).
 * @returns the time in ms (`"01:03.5"` → 63 500), or `null` when `text` is anything else
 *   (the caller says what it expected, in its own words)
 */
export function parseClockTime(text: string): number | null {
  const m = /^(\d+):([0-5]\d)(?:[.,](\d))?$/.exec(text);
  if (!m) return null;
  return (Number(m[1]) * 60 + Number(m[2])) * 1000 + Number(m[3] ?? 0) * 100;
}
