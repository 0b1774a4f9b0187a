/**
 * Player names as typed (the app's set-up form, the CLI's `--names`): tidied for showing and
 * saying, and the key two names are compared by.
 */

/**
 * Longest player name taken, in characters (UTF-16 code units, as an input's `maxLength` counts):
 * a name is spoken and shown in headings and on every line of the CLI's tables. The app's set-up
 * form and the CLI's `--names` both hold to it.
 */
export const NAME_MAX_LENGTH = 30;

/**
 * `name` cut to {@link NAME_MAX_LENGTH} UTF-16 code units, as a form's field cuts it, but never
 * through a character written with two (an emoji: helper 171 saw a stored name end on half of
 * one): such a character at the cut is left out whole.
 */
export function cutToNameLength(name: string): string {
  if (name.length <= NAME_MAX_LENGTH) return name;
  const cut = name.slice(0, NAME_MAX_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Invisible characters that change nothing readable in a name: direction marks and controls
 * (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069; an override pasted into a name would
 * draw the rest of every line it is shown in backwards), zero-width spaces (U+200B) and the
 * byte-order mark (U+FEFF). Joiners (U+200C, U+200D) are not among them: they shape scripts and
 * join emoji (a family emoji).
 */
const HIDDEN_IN_NAMES = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

/**
 * A player's name tidied for showing and saying: accents composed (NFC), the invisible
 * characters of {@link HIDDEN_IN_NAMES} removed, the ends trimmed. `"\u202Eevil "` is `"evil"`.
 */
export function tidyPlayerName(name: string): string {
  return name.normalize('NFC').replace(HIDDEN_IN_NAMES, '').trim();
}

/**
 * The form two names are compared in: every invisible format character removed (Unicode
 * category Cf, joiners included), compatibility forms folded (NFKC: fullwidth `Ａｎｎ`, as
 * Chinese and Japanese keyboards type it, is `Ann`), trimmed, lower case. Names with the same
 * key would be the same player when shown, announced or heard; an empty key is no name.
 */
export function playerNameKey(name: string): string {
  return name.replace(/\p{Cf}/gu, '').normalize('NFKC').trim().toLocaleLowerCase();
}
