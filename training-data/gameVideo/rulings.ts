/**
 * The rulings a referee must announce while a game video plays: the script's settled arenas
 * after each throw, fed to the Strike referee (src/referee/strikeReferee.ts) exactly as a
 * camera-driven referee would, with their English texts and the time they follow.
 */
import type { Face } from '../../src/core/types.ts';
import { renderAnnouncement } from '../../src/referee/render.ts';
import { StrikeReferee } from '../../src/referee/strikeReferee.ts';
import type { Announcement } from '../../src/rules/engine.ts';
import { scheduleGame } from './schedule.ts';
import { replayTable, type GameScript } from './script.ts';

/** One announcement the referee must make. */
export interface ExpectedRuling {
  /** Start (ms) of the settled stretch it follows: the arena a throw left, or 0 at the start. */
  atMs: number;
  /** Index of that settled stretch in the schedule (0 = the empty arena before any step). */
  stretch: number;
  /** The step (a throw) whose settled arena it rules on; null for the game's opening. */
  step: number | null;
  /** The announcement as data (src/rules/strike/announce.ts). */
  announcement: Announcement;
  /** Its English text (src/referee/messages/strike.ts). */
  text: string;
}

/** Faces as a sorted string, for multiset comparisons and messages. */
function sortedFaces(faces: readonly (Face | null)[]): string {
  return faces.map((f) => f ?? '?').sort().join(',');
}

/**
 * Every ruling of the game, in order: the opening (new game, first turn) at 0 ms, then what
 * each throw's settled arena calls for (X dice out, dice out of the arena, matches, big hit,
 * passes, turns, eliminations, the winner). Faithful to a video referee: it sees the dice in
 * the arena and the number outside after each throw; the start die is placed unseen.
 * @throws Error naming the step when the script breaks the rules: a throw the referee
 *   rejects, dice the rules remove still on the table (or dice missing) at the next throw,
 *   a throw before the start die or after the game is over
 */
export function expectedRulings(script: GameScript): ExpectedRuling[] {
  const tables = replayTable(script);
  const schedule = scheduleGame(script);
  const stretchAfter = new Map(schedule.stretches.map((s) => [s.afterStep, s]));
  const referee = new StrikeReferee({ players: script.players, edition: script.edition }, { keepThrowing: script.keepThrowing });
  const rulings: ExpectedRuling[] = [];
  const add = (announcements: Announcement[], atMs: number, stretch: number, step: number | null): void => {
    for (const announcement of announcements) {
      rulings.push({ atMs, stretch, step, announcement, text: renderAnnouncement('strike', announcement, 'en') });
    }
  };
  const opening = referee.start();
  add(opening.announcements, 0, 0, null);
  let startDiePlaced = false;
  script.steps.forEach((step, i) => {
    if (step.kind === 'placeStartDie') startDiePlaced = true;
    if (step.kind !== 'throw') return;
    const where = `step ${i} (throw)`;
    if (!startDiePlaced) throw new Error(`${where}: the start die must be placed before the first throw`);
    if (referee.state.phase === 'over') throw new Error(`${where}: the game is over`);
    const before = i === 0 ? [] : tables[i - 1]!;
    const outsideBefore = before.filter((d) => !d.inArena).length;
    if (outsideBefore > 0) throw new Error(`${where}: ${outsideBefore} dice outside the arena should have been removed before this throw (strike-en.txt, "That was probably niX!")`);
    const expected = referee.state.arena;
    const seen = before.map((d) => d.face);
    const unseen = expected.filter((f) => f === null).length;
    const known = expected.filter((f): f is Face => f !== null);
    const matches = seen.length === expected.length && known.every((face) => {
      const k = seen.indexOf(face);
      if (k < 0) return false;
      seen.splice(k, 1);
      return true;
    }) && seen.length === unseen;
    if (!matches) {
      throw new Error(`${where}: the arena holds ${sortedFaces(before.map((d) => d.face)) || 'nothing'} but the rules leave ${sortedFaces(expected) || 'nothing'} (collect X dice, dice outside and matches before the next throw)`);
    }
    const after = tables[i]!;
    const ruling = referee.observe({
      arena: after.filter((d) => d.inArena).map((d) => d.face),
      out: after.filter((d) => !d.inArena).length,
      leaning: 0,
    });
    if (ruling.rejected) throw new Error(`${where}: the referee rejects this throw: ${ruling.rejected.message} (${ruling.rejected.code})`);
    const stretch = stretchAfter.get(i)!;
    add(ruling.announcements, stretch.startMs, stretch.index, i);
  });
  return rulings;
}
