/**
 * Small text helpers shared by the games' message tables: announcement params (plain JSON)
 * to words.
 */
import type { Announcement } from '../../rules/engine.ts';

/** Params of an announcement, as a rules engine's `announce` gives them. */
export type Params = Announcement['params'];

/** A param as text; lists joined with `sep` and `last` ("A, B and C"). */
export function text(value: Params[string] | undefined, last = ' and ', sep = ', '): string {
  if (!Array.isArray(value)) return String(value ?? '');
  const items = value.map(String);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(sep)}${last}${items.at(-1)}`;
}

/**
 * A French seat name, "Joueur 2": the name a player left unnamed gets (src/app/i18n/fr.ts
 * `player`, src/referee/messages/cli.ts `defaultPlayer`). It is a noun, so "de" and "à"
 * contract with its article: du joueur 2, au joueur 2.
 */
const FRENCH_SEAT_NAME = /^Joueur (\d+)$/;

/**
 * French "de" before a name or a file name: "d'" before a vowel sound (d'Ann, d'Éva, d'Yves: a
 * y before a consonant), "de" otherwise (de Bob, de Yann); "du joueur 2" for a seat name. A
 * leading h is left alone: whether it is mute depends on the name.
 */
export function de(name: string): string {
  const seat = FRENCH_SEAT_NAME.exec(name);
  if (seat) return `du joueur ${seat[1]}`;
  return elides(name) ? `d'${name}` : `de ${name}`;
}

/** Whether French elides before `name`: it starts with a written vowel (a y before a consonant). */
function elides(name: string): boolean {
  return /^([aeiouàâäéèêëîïôöùûüœæ]|y[^aeiouàâäéèêëîïôöùûüœæy])/i.test(name);
}

/** French "que" before a player's name, as {@link de}: "qu'Ann", "que Bob", "que le joueur 2". */
export function que(name: string): string {
  const seat = FRENCH_SEAT_NAME.exec(name);
  if (seat) return `que le joueur ${seat[1]}`;
  return elides(name) ? `qu'${name}` : `que ${name}`;
}

/**
 * French "à" before a player's name: "à Ann", "au joueur 2" for a seat name; with `capital`,
 * at the start of a sentence ("À Ann de jouer", "Au joueur 2 de jouer").
 */
export function toPlayer(name: string, capital = false): string {
  const seat = FRENCH_SEAT_NAME.exec(name);
  const words = seat ? `au joueur ${seat[1]}` : `à ${name}`;
  return capital ? `${words[0]!.toUpperCase()}${words.slice(1)}` : words;
}

/**
 * A count a text needs is missing from its params, or is not a number (a damaged or hand-edited
 * saved log or review record: `{ player, faces, counts }` without `dice`, or `dice: null` where
 * JSON kept a NaN): thrown by {@link count} and {@link countFr}, so that src/referee/render.ts
 * `announcementDetailsMissing` says the details are missing rather than word "( dice)".
 */
export class MissingCountError extends Error {
  constructor(value: unknown) {
    super(`a count is missing (${JSON.stringify(value) ?? 'undefined'})`);
    this.name = 'MissingCountError';
  }
}

/** `n` as a finite number; @throws MissingCountError when it is missing, empty or not a number. */
function counted(n: Params[string] | undefined): number {
  const value = typeof n === 'number' || (typeof n === 'string' && n.trim() !== '') ? Number(n) : NaN;
  if (!Number.isFinite(value)) throw new MissingCountError(n);
  return value;
}

/** `n` with the singular or plural noun (English: singular for 1 only). @throws MissingCountError when `n` is not a number */
export function count(n: Params[string] | undefined, one: string, many: string): string {
  const value = counted(n);
  return `${String(value)} ${value === 1 ? one : many}`;
}

/** `n` with the singular or plural noun, as French counts: singular for 0 and 1 ("0 point"). @throws MissingCountError when `n` is not a number */
export function countFr(n: Params[string] | undefined, one: string, many: string): string {
  const value = counted(n);
  return `${String(value)}\u00a0${Math.abs(value) < 2 ? one : many}`;
}

/** "2 × 3 and 2 × 5" from the parallel lists `p[key]` (what) and `p.counts` (how many). */
export function groups(p: Params, last: string, key = 'faces'): string {
  const what = p[key];
  const items = Array.isArray(what) ? what : [];
  const counts = Array.isArray(p.counts) ? p.counts : [];
  return text(items.map((item, i) => `${String(counts[i])} × ${String(item)}`), last);
}

/** "Ann +1 (1), Bob +0 (0)" from parallel `players`, `points` and `totals` lists. */
export function scores(p: Params): string {
  const players = Array.isArray(p.players) ? p.players : [];
  const points = Array.isArray(p.points) ? p.points : [];
  const totals = Array.isArray(p.totals) ? p.totals : [];
  return players.map((name, i) => `${String(name)} +${String(points[i])} (${String(totals[i])})`).join(', ');
}

/** Whether a list param holds more than one item. */
export function many(value: Params[string] | undefined): boolean {
  return Array.isArray(value) && value.length > 1;
}

/** A clause as a sentence: its first letter a capital, a full stop at its end (unless it ends in `.`, `!` or `?`). */
export function sentence(clause: string): string {
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
