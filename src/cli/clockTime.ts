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

/**
 * Why an option's `value` was refused when it holds a time with 60 seconds or more (`"00:99.0"`):
 * `"00:99.0 is no time: its seconds go from 00 to 59 (01:39.0?). "`, to put before the option's
 * own words; `""` when it holds none (the option's words say it all).
 */
export function secondsPastMinute(value: string): string {
  const m = [...value.matchAll(/(\d+):(\d\d)(?:([.,])(\d))?(?![\d:])/g)].find((time) => Number(time[2]) >= 60);
  if (!m) return '';
  const seconds = Number(m[1]) * 60 + Number(m[2]);
  const meant = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}${m[3] ? `${m[3]}${m[4]}` : ''}`;
  return `${m[0]} is no time: its seconds go from 00 to 59 (${meant}?). `;
}
