/**
 * Keeps a name that a sentence quotes from being split over two lines where it reads badly:
 * inside its parentheses, and after an en dash (a range such as "2–6").
 */

/** U+00A0 NO-BREAK SPACE. */
const NO_BREAK_SPACE = '\u00a0';
/** U+2060 WORD JOINER: no line break after the en dash before it (UAX #14 lets one break there). */
const WORD_JOINER = '\u2060';

/**
 * `name` with the spaces inside its parentheses made no-break spaces and a word joiner after
 * each en dash: "Strike (31 dice, X and 2–6)" wraps, if it must, only before "(".
 */
export function keepTogether(name: string): string {
  return name
    .replace(/\([^)]*\)/g, (inside) => inside.replaceAll(' ', NO_BREAK_SPACE))
    .replaceAll('–', `–${WORD_JOINER}`);
}
