/**
 * Texts the `dice-referee` command line says around the referee's announcements, in English
 * and French: the `read` table, the heading of each photo, refusals, errors and the `review`
 * timeline and summary (src/cli/commands/). French words follow the other message tables
 * (strike.ts, from /work/shared/rules/strike-fr.txt): arène, lancer, dehors; French numbers
 * take a decimal comma.
 */
import { FACES_OF_KIND, type DieKind } from '../../core/types.ts';

/** What the camera saw in one photo, as the `referee` heading names it. */
export interface ArenaSeen {
  /** Faces read in the arena, in the reader's order. */
  arena: readonly string[];
  /** Dice outside the arena or on its rim. */
  out: number;
  /** Dice in the arena whose top face could not be read. */
  leaning: number;
}

/** The figures of a finished `review`, as its summary line gives them. */
export interface ReviewFigures {
  /** Settled arenas on the timeline (the opening set-up not counted). */
  settled: number;
  /** Throws the rules ruled on. */
  throws: number;
  /** Video duration and review wall time, ms. */
  durationMs: number;
  elapsedMs: number;
  /** Video duration / wall time. */
  speed: number;
}

/** One language's texts for the command line. */
export interface CliMessages {
  /** `n` with `digits` decimals, e.g. "0.96" / "0,96". */
  decimal(n: number, digits: number): string;
  /** An error line's text, e.g. "error: …". */
  error(detail: string): string;
  /** A file that could not be read: "FILE: error: …". */
  fileError(file: string, detail: string): string;
  /** Name of a player `--names` does not name; `seat` counts from 1. */
  defaultPlayer(seat: number): string;
  /** `--players` is not a whole number ≥ 1. */
  badPlayerCount(value: string): string;
  /** `--names` gives `names` names for `players` players. */
  namesMismatch(names: number, players: number): string;
  /**
   * `--die-kind` names dice the game is not played with.
   * @param game display name, e.g. "Strike"; `kind` the die kind asked for; `kinds` the die
   *   kinds the game is played with
   */
  wrongDieKind(game: string, kind: DieKind, kinds: readonly DieKind[]): string;
  /** `review`: the line on stderr when the dice are not the game's (the video is read anyway). */
  otherDiceWarning(problem: string): string;

  /** `read`: first line of an image's table. */
  readHeading(file: string, width: number, height: number, dice: number): string;
  /** `read`: column titles, in order #, face, confidence, arena, box. */
  readColumns: readonly [string, string, string, string, string];
  /** `read`: the arena column for a die inside / outside the arena. */
  inArena: string;
  outside: string;
  /** `read`: confidence of an unreadable die, which is in the die, not in a face. */
  dieConfidence(confidence: string): string;
  /** `read`: the note under a table that has an unreadable die. */
  unreadableNote: string;

  /** `referee`: the heading of one photo, "── FILE: 3 in the arena: 2 5 X; 1 outside". */
  arenaHeading(file: string, seen: ArenaSeen): string;
  /** `referee`: a photo after the end of the game. */
  ignoredGameOver(file: string): string;
  /** `referee`: the rules refused the photo's throw; `reason` is the refusal text. */
  refused(reason: string): string;
  /** `referee`: closing line when none of the `photos` could be ruled. */
  noneRuled(photos: number): string;

  /** `review`: the progress bar (cli-progress format, tokens {bar} {percentage} {value} {total} {settled}). */
  progressFormat: string;
  /** `review`: what changed in a timeline entry (`setup` or a LiveChange, src/referee/liveStrikeReferee.ts). */
  change(change: string): string;
  /** `review`: the dice of a timeline entry, each "FACE" or "FACE(out)". */
  timelineDice(dice: readonly { face: string | null; inArena: boolean }[]): string;
  /** `review`: the rules refused the arena of a timeline entry. */
  unexplained(reason: string): string;
  /** `review`: the closing summary. */
  reviewSummary(figures: ReviewFigures): string;
}

/** English plural: "1 die" / "2 dice". */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** French plural: 0 and 1 take the singular. */
function pluriel(n: number, un: string, plusieurs: string): string {
  return `${n} ${n <= 1 ? un : plusieurs}`;
}

/** "d6 (1 2 3 4 5 6)": a die kind and its faces (src/core/types.ts). */
function withFaces(kind: DieKind): string {
  return `${kind} (${FACES_OF_KIND[kind].join(' ')})`;
}

/** "a or b or c" / "a ou b ou c". */
function alternatives(items: readonly string[], or: string): string {
  return items.join(` ${or} `);
}

const CHANGE_FR: Readonly<Record<string, string>> = {
  setup: 'mise en place', startDie: 'dé de départ', baseline: 'référence', none: 'aucun',
  rearranged: 'dés déplacés', throw: 'lancer', removed: 'dés retirés', unexplained: 'inexpliqué',
};

/** English texts. */
export const en: CliMessages = {
  decimal: (n, digits) => n.toFixed(digits),
  error: (detail) => `error: ${detail}`,
  fileError: (file, detail) => `${file}: error: ${detail}`,
  defaultPlayer: (seat) => `Player ${seat}`,
  badPlayerCount: (value) => `--players must be a whole number of at least 1, got "${value}"`,
  namesMismatch: (names, players) => `--names gives ${plural(names, 'name', 'names')} for ${players} players`,
  wrongDieKind: (game, kind, kinds) => `${game} is played with ${alternatives(kinds.map(withFaces), 'or')} dice, not ${withFaces(kind)}. `
    + `Use --die-kind ${alternatives(kinds, 'or')}; --die-kind ${kind} only makes sense for \`dice-referee read\` or a game played with ${kind} dice.`,

  otherDiceWarning: (problem) => `warning: ${problem.split('. ')[0]}. The video is read anyway: every settled arena is listed, and the rules refuse what they must.`,
  readHeading: (file, width, height, dice) => `${file}  ${width}×${height}  ${plural(dice, 'die', 'dice')}`,
  readColumns: ['#', 'face', 'confidence', 'arena', 'box'],
  inArena: 'in',
  outside: 'OUT',
  dieConfidence: (confidence) => `die ${confidence}`,
  unreadableNote: '? = top face unreadable; "die …" = confidence that it is a die (no face was read).',

  arenaHeading: (file, seen) => {
    const parts = [`${seen.arena.length} in the arena${seen.arena.length ? `: ${seen.arena.join(' ')}` : ''}`];
    if (seen.out) parts.push(`${seen.out} outside`);
    if (seen.leaning) parts.push(`${seen.leaning} unreadable`);
    return `── ${file}: ${parts.join('; ')}`;
  },
  ignoredGameOver: (file) => `${file}: ignored, the game is over`,
  refused: (reason) => `! Not a legal throw, photo skipped: ${reason}`,
  noneRuled: (photos) => (photos === 1
    ? 'No photo could be ruled: the only photo was refused or could not be read.'
    : `No photo could be ruled: all ${photos} were refused or could not be read.`),

  progressFormat: 'reviewing [{bar}] {percentage}% | {value}/{total} frames | {settled} settled',
  change: (change) => change,
  timelineDice: (dice) => `dice: ${dice.map((d) => `${d.face ?? '?'}${d.inArena ? '' : '(out)'}`).join(' ')}`,
  unexplained: (reason) => `! the rules cannot explain this arena: ${reason}`,
  reviewSummary: (f) => `${plural(f.settled, 'settled arena', 'settled arenas')}, ${plural(f.throws, 'throw', 'throws')} ruled, `
    + `${(f.durationMs / 1000).toFixed(1)} s of video reviewed in ${(f.elapsedMs / 1000).toFixed(1)} s (${f.speed}× real time)`,
};

/** French texts. */
export const fr: CliMessages = {
  decimal: (n, digits) => n.toFixed(digits).replace('.', ','),
  error: (detail) => `erreur : ${detail}`,
  fileError: (file, detail) => `${file} : erreur : ${detail}`,
  defaultPlayer: (seat) => `Joueur ${seat}`,
  badPlayerCount: (value) => `--players doit être un nombre entier d'au moins 1, pas « ${value} »`,
  namesMismatch: (names, players) => `--names donne ${pluriel(names, 'nom', 'noms')} pour ${players} joueurs`,
  wrongDieKind: (game, kind, kinds) => `${game} se joue avec des dés ${alternatives(kinds.map(withFaces), 'ou')}, pas ${withFaces(kind)}. `
    + `Choisissez --die-kind ${alternatives(kinds, 'ou')} ; --die-kind ${kind} n'a de sens que pour \`dice-referee read\` ou un jeu qui se joue avec des dés ${kind}.`,

  otherDiceWarning: (problem) => `attention : ${problem.split('. ')[0]}. La vidéo est lue quand même : chaque arène immobile est listée, et les règles refusent ce qu'elles doivent.`,
  readHeading: (file, width, height, dice) => `${file}  ${width}×${height}  ${pluriel(dice, 'dé', 'dés')}`,
  readColumns: ['#', 'face', 'confiance', 'arène', 'cadre'],
  inArena: 'dans',
  outside: 'HORS',
  dieConfidence: (confidence) => `dé ${confidence}`,
  unreadableNote: "? = face du dessus illisible ; « dé … » = confiance que c'est bien un dé (aucune face lue).",

  arenaHeading: (file, seen) => {
    const parts = [`${seen.arena.length} dans l'arène${seen.arena.length ? ` : ${seen.arena.join(' ')}` : ''}`];
    if (seen.out) parts.push(`${seen.out} dehors`);
    if (seen.leaning) parts.push(`${seen.leaning} ${seen.leaning === 1 ? 'illisible' : 'illisibles'}`);
    return `── ${file} : ${parts.join(' ; ')}`;
  },
  ignoredGameOver: (file) => `${file} : ignorée, la partie est terminée`,
  refused: (reason) => `! Lancer non valable, photo ignorée : ${reason}`,
  noneRuled: (photos) => (photos === 1
    ? "Aucune photo n'a pu être arbitrée : la seule photo a été refusée ou n'a pas pu être lue."
    : `Aucune photo n'a pu être arbitrée : les ${photos} ont été refusées ou n'ont pas pu être lues.`),

  progressFormat: 'analyse [{bar}] {percentage} % | {value}/{total} images | {settled} arènes stabilisées',
  change: (change) => CHANGE_FR[change] ?? change,
  timelineDice: (dice) => `dés : ${dice.map((d) => `${d.face ?? '?'}${d.inArena ? '' : '(dehors)'}`).join(' ')}`,
  unexplained: (reason) => `! les règles ne peuvent pas expliquer cette arène : ${reason}`,
  reviewSummary: (f) => `${pluriel(f.settled, 'arène stabilisée', 'arènes stabilisées')}, ${pluriel(f.throws, 'lancer arbitré', 'lancers arbitrés')}, `
    + `${fr.decimal(f.durationMs / 1000, 1)} s de vidéo analysées en ${fr.decimal(f.elapsedMs / 1000, 1)} s (${String(f.speed).replace('.', ',')}× le temps réel)`,
};

/** The command line's texts by language. */
export const CLI_MESSAGES: Readonly<Record<'en' | 'fr', CliMessages>> = { en, fr };
