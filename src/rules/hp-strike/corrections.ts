/**
 * Face corrections between throws and their undo (architecture.md: corrections are events in
 * the same log, `undo` takes back a correction, never a throw). Same shapes as Strike's.
 */
import type { Face } from '../../core/types.ts';
import { dieNumber, matchGroups } from '../common/arena.ts';
import { seatRetiredSince } from '../common/retire.ts';
import { checkFace, dice } from './reading.ts';
import { refuse } from './refusals.ts';
import type { Emitter } from './flow.ts';
import { HP_FACES, faceOf } from './spells.ts';

/**
 * A wizard says arena die `index` shows `face`. The corrected arena must be one the rules
 * leave behind: no X (removed after each throw) and no matching group, except the Immobulus
 * dice of a combination that already stands (Immobulus).
 * @throws RuleError `not-now`, `no-such-die`, `impossible-face`, `x-correction`, `no-change`,
 *   `correction-makes-match` (params: src/rules/hp-strike/refusals.ts)
 */
export function correctFace(em: Emitter, index: number, face: Face): void {
  const s = em.state;
  if (s.phase !== 'throw') throw refuse('not-now', 'Faces can be corrected only between throws', { action: 'correctFace', phase: s.phase });
  if (!Number.isInteger(index) || index < 0 || index >= s.arena.length) {
    throw refuse('no-such-die', `There is no die ${dieNumber(index)} in the arena (it holds ${dice(s.arena.length)})`,
      { index, arenaDice: s.arena.length });
  }
  checkFace(face, { die: 'corrected', index });
  const die = dieNumber(index);
  if (face === 'X') throw refuse('x-correction', `Die ${die} cannot show X: an X would have been removed after the throw`, { index });
  const from = s.arena[index]!;
  if (from === face) throw refuse('no-change', `Die ${die} already shows ${face}`, { index, face });
  const corrected = s.arena.map((f, i) => (i === index ? face : f));
  const immobulusFace = faceOf(s.rules, 'immobulus');
  const held = s.immobulus > 0 ? corrected.filter((f) => f === immobulusFace).length : 0;
  const group = matchGroups(corrected, HP_FACES).find((g) => !(g.face === immobulusFace && held >= 2));
  if (group) {
    throw refuse('correction-makes-match',
      `Die ${die} cannot show ${face}: ${group.count} dice would show ${group.face}, and a match would have been cast`,
      { index, face, matchFace: group.face, count: group.count });
  }
  em.emit({ type: 'faceCorrected', player: s.current, index, from, to: face, immobulus: held >= 2 ? held : 0 });
}

/**
 * Takes back the last correction since the last throw, or else the last retirement
 * (common/retire.ts: the game as it was before it, even one it ended).
 * @throws RuleError `nothing-to-undo`
 */
export function undo(em: Emitter): void {
  const last = em.state.corrections[em.state.corrections.length - 1];
  const retired = last === undefined ? seatRetiredSince(em.state) : null;
  if (retired !== null) {
    em.emit({ type: 'retirementUndone', player: retired });
    return;
  }
  if (em.state.phase !== 'throw' || last === undefined) {
    throw refuse('nothing-to-undo', 'There is no correction since the last throw to undo (a throw is never undone)', {});
  }
  em.emit({ type: 'correctionUndone', player: em.state.current, index: last.index, from: last.to, to: last.from, immobulus: last.immobulusBefore });
}
