/**
 * `dice-referee referee`: referees a game of Strike from photos of the arena taken after
 * each successive throw, printing the referee's announcements.
 */
import { renderAnnouncement, type Language } from '../../referee/render.ts';
import { StrikeReferee, type RefereeStep } from '../../referee/strikeReferee.ts';
import { settledArena } from '../../referee/throwFromReading.ts';
import { parseDieKind } from '../options.ts';
import { createReader } from '../reader.ts';
import { readOne, type Output } from './read.ts';

/** Options of `dice-referee referee`. */
export interface RefereeCommandOptions {
  /** Game id; only `strike` so far. */
  game: string;
  /** Number of players. */
  players: number;
  /** Comma-separated names in seat order; default "Player 1", "Player 2", ... */
  names?: string;
  /** A thrower whose dice all differ throws again instead of passing. */
  keepThrowing?: boolean;
  /** Announcement language. */
  lang: Language;
  /** Faces the dice can show. */
  dieKind: string;
  /** JSON lines instead of text. */
  json?: boolean;
}

/**
 * Player names from `--players` and `--names`.
 * @throws Error when the count is not a whole number ≥ 1 or the names don't match it
 */
export function playerNames(players: number, names?: string): string[] {
  if (!Number.isInteger(players) || players < 1) throw new Error(`--players must be a whole number of at least 1, got "${players}"`);
  if (names === undefined) return Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  const list = names.split(',').map((name) => name.trim()).filter((name) => name.length > 0);
  if (list.length !== players) throw new Error(`--names gives ${list.length} ${list.length === 1 ? 'name' : 'names'} for ${players} players`);
  return list;
}

/**
 * Runs the referee over `files` in order and writes its announcements to `out`.
 * @returns exit status: 0 when every photo was decoded, 1 when one could not be, 2 when the
 *   game could not be set up
 */
export async function runReferee(files: string[], options: RefereeCommandOptions, out: Output): Promise<number> {
  const dieKind = parseDieKind(options.dieKind);
  const print = (file: string | null, step: RefereeStep) => writeStep(out, file, step, options);
  let referee: StrikeReferee;
  try {
    referee = new StrikeReferee({ players: playerNames(options.players, options.names), edition: editionFor(dieKind) }, { keepThrowing: options.keepThrowing });
    print(null, referee.start());
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    out.write(options.json ? `${JSON.stringify({ error: error.message })}\n` : `error: ${error.message}\n`);
    return 2;
  }

  const reader = await createReader();
  let failures = 0;
  for (const file of files) {
    if (referee.state.phase === 'over') {
      out.write(options.json ? `${JSON.stringify({ file, ignored: 'the game is over' })}\n` : `${file}: ignored, the game is over\n`);
      continue;
    }
    const line = await readOne(file, (frame) => reader.readStill(frame, dieKind));
    if ('error' in line) {
      failures += 1;
      out.write(options.json ? `${JSON.stringify(line)}\n` : `${file}: error: ${line.error}\n`);
      continue;
    }
    const seen = settledArena(line);
    if (!options.json) out.write(`── ${file}: ${describeArena(seen)}\n`);
    print(file, referee.observe(seen));
  }
  reader.dispose();
  return failures === 0 ? 0 : 1;
}

/** The Strike edition whose dice have these faces (src/rules/strike/editions.ts). */
export function editionFor(dieKind: string): string {
  return dieKind === 'strike-x2' ? 'classic-x2' : 'classic';
}

/** "3 dice in the arena: 2 5 X; 1 outside; 1 unreadable". */
function describeArena(seen: ReturnType<typeof settledArena>): string {
  const parts = [`${seen.arena.length} in the arena${seen.arena.length ? `: ${seen.arena.join(' ')}` : ''}`];
  if (seen.out) parts.push(`${seen.out} outside`);
  if (seen.leaning) parts.push(`${seen.leaning} unreadable`);
  return parts.join('; ');
}

/** Writes one step's announcements (text) or events and announcements (JSON lines). */
function writeStep(out: Output, file: string | null, step: RefereeStep, options: RefereeCommandOptions): void {
  if (options.json) {
    for (const event of step.events) out.write(`${JSON.stringify({ file, event })}\n`);
    for (const announcement of step.announcements) {
      out.write(`${JSON.stringify({ file, announcement, text: renderAnnouncement(options.game, announcement, options.lang) })}\n`);
    }
    if (step.rejected) out.write(`${JSON.stringify({ file, rejected: step.rejected })}\n`);
    return;
  }
  for (const announcement of step.announcements) out.write(`${renderAnnouncement(options.game, announcement, options.lang)}\n`);
  if (step.rejected) out.write(`! Not a legal throw, photo skipped: ${step.rejected.message}\n`);
}
