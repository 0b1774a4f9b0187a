/**
 * Keeps words from being split over two lines where it reads badly: a name that a sentence
 * quotes, inside its parentheses and after an en dash (a range such as "2–6"); and the French
 * texts' spacing.
 *
 * French spacing, one convention for every text the user reads in French (the pages' words in
 * fr.ts and the referee's and command line's messages in src/referee/messages/): a no-break
 * space U+00A0, written in the strings themselves, and never a plain space,
 * - before « : », « ; », « ! » and « ? » ("Nouvelle partie\u00a0: Ann", "Aucun point\u00a0!");
 * - inside guillemets ("«\u00a0Commencer\u00a0»");
 * - between a number and its unit or noun ("2\u00a0joueurs", "16,7\u00a0s", "31\u00a0dés"),
 *   as the French count helpers write it (format.ts `countFr`, fr.ts `plural`).
 * U+00A0 rather than the narrow U+202F: one character throughout, already used inside « », and
 * drawn by every font a phone has. A line can then never start with ":" or "»", nor end at "«".
 * The unit test frenchTypography.test.ts holds every French text to it ({@link frenchSpacingFaults}).
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

/**
 * The places in `text` (French) where a plain space (U+0020) stands before ":", ";", "!" or "?"
 * or inside « », each as a few characters around it; [] when it keeps the spacing above.
 * A "?" between spaces and before a face or a die ("6 ? 2", a die not read) is not punctuation
 * and is not counted.
 */
export function frenchSpacingFaults(text: string): string[] {
  const faults: string[] = [];
  const fault = /(?<=\S) +[:;!?](?=\s|$|["'’)»\]`.,])|« | »/g;
  for (const match of text.matchAll(fault)) {
    const after = text.slice(match.index + match[0].length);
    if (match[0].endsWith('?') && /^ [\dX?]/.test(after)) continue;
    faults.push(text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 4));
  }
  return faults;
}
