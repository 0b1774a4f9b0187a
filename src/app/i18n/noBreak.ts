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
 * What a French count is counted in, as the spacing above wants it after a no-break space:
 * unit symbols (`%`, `s`, `ms`, `px`…), the nouns the texts count (dés, images, joueurs,
 * points…), and the words that stand for dice counted (« 2\u00a0dehors », « 1\u00a0illisible »,
 * « les 3\u00a0autres », « 2\u00a0pas à plat »). Words that merely follow a number (« 3 sur 5 »,
 * « 2 est vide », « de 2 à 6 », « 640 × 480 ») are not in it.
 */
export const FRENCH_UNITS = [
  '%', '°', 's', 'ms', 'min', 'h', 'px', 'o', 'ko', 'Ko', 'Mo', 'Go', 'i/s',
  'dés?', 'images?', 'joueurs?', 'points?', 'lancers?', 'arènes?', 'photos?', 'faces?', 'tours?', 'manches?',
  'parties?', 'degrés?', 'secondes?', 'minutes?', 'heures?', 'fois', 'caractères?', 'lignes?', 'pixels?', 'octets?', 'sorciers?', 'cartes?',
  'dehors', 'illisibles?', 'autres', 'pas à plat',
] as const;

/** A plain space between a count (digits, or a `{token}` of a cli-progress format) and its unit. */
const COUNT_THEN_UNIT = new RegExp(String.raw`(?:\d|\{\w+\}) (?:${FRENCH_UNITS.join('|')})(?![\p{L}\p{N}_'’-])`, 'gu');

/**
 * The places in `text` (French) where a plain space (U+0020) stands before ":", ";", "!" or "?",
 * inside « », or between a count and its unit ({@link FRENCH_UNITS}: "2 dés", "16,7 s",
 * "{total} images"), each as a few characters around it; [] when it keeps the spacing above.
 * A "?" between spaces and before a face or a die ("6 ? 2", a die not read) is not punctuation
 * and is not counted.
 */
export function frenchSpacingFaults(text: string): string[] {
  const faults: { at: number; shown: string }[] = [];
  const fault = /(?<=\S) +[:;!?](?=\s|$|["'’)»\]`.,])|« | »/g;
  for (const match of text.matchAll(fault)) {
    const after = text.slice(match.index + match[0].length);
    if (match[0].endsWith('?') && /^ [\dX?]/.test(after)) continue;
    faults.push({ at: match.index, shown: text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 4) });
  }
  for (const match of text.matchAll(COUNT_THEN_UNIT)) {
    faults.push({ at: match.index, shown: text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 4) });
  }
  return faults.sort((a, b) => a.at - b.at).map((f) => f.shown);
}
