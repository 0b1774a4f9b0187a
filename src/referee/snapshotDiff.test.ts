import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { diffSnapshots, throwArena } from './snapshotDiff.ts';
import { snapshotAfterCameraMove } from './followCamera.ts';

/** A 20 px die `id` centred at (x, y). */
const die = (id: number, x: number, y: number, face: Face | null, inArena = true): SnapshotDie => ({
  id, box: [x - 10, y - 10, x + 10, y + 10], face, confidence: 0.9, inArena,
});
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: 0, dice });

const BEFORE = snap(die(1, 100, 100, '3'), die(2, 200, 100, '5'), die(3, 300, 300, '2'));

describe('diffSnapshots', () => {
  it('none: same dice, same faces, box jitter below minMoveDieSizes', () => {
    const after = snap(die(1, 102, 101, '3'), die(2, 200, 100, '5'), die(3, 299, 300, '2'));
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('none');
    expect(diff.changes).toEqual({ appeared: [], vanished: [], changed: [], moved: [] });
  });

  it('none: a camera moved between them, the earlier snapshot carried into the later picture (followCamera.ts): every die where the move took it', () => {
    // A zoom to 1.25 about (320, 240): each die 1.25 times as far from there, and larger.
    const zoom = [1.25, 0, -80, 0, 1.25, -60, 0, 0, 1];
    const zoomed = (d: SnapshotDie): SnapshotDie => ({ ...d, box: [d.box[0] * 1.25 - 80, d.box[1] * 1.25 - 60, d.box[2] * 1.25 - 80, d.box[3] * 1.25 - 60] });
    const after = snap(...BEFORE.dice.map(zoomed));
    expect(diffSnapshots(snapshotAfterCameraMove(BEFORE, zoom), after)).toMatchObject({ kind: 'none', changes: { moved: [] } });
    // Not carried, every die seems pushed: the move the later snapshot carries is not applied here (the referee applies it once).
    expect(diffSnapshots(BEFORE, { ...after, cameraMove: zoom })).toMatchObject({ kind: 'rearranged', changes: { moved: [1, 2, 3] } });
  });

  it('rearranged: dice pushed, faces unchanged — not a throw', () => {
    const after = snap(die(1, 100, 100, '3'), die(2, 260, 140, '5'), die(3, 300, 300, '2'));
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('rearranged');
    expect(diff.changes.moved).toEqual([2]);
  });

  it('rearranged: same multiset of faces even when the tracker lost a die and found it again under a new id', () => {
    const after = snap(die(1, 100, 100, '3'), die(3, 300, 300, '2'), die(4, 400, 100, '5'));
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('rearranged');
    expect(diff.changes.appeared.map((d) => d.id)).toEqual([4]);
    expect(diff.changes.vanished.map((d) => d.id)).toEqual([2]);
  });

  it('throw: one new die; the settled arena lists every flat face, old and new', () => {
    const after = snap(die(1, 100, 100, '3'), die(2, 200, 100, '5'), die(3, 300, 300, '2'), die(4, 150, 250, '6'));
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('throw');
    if (diff.kind !== 'throw') return;
    expect(diff.settled).toEqual({ arena: ['3', '5', '2', '6'], out: 0, leaning: 0 });
    expect(diff.changes.appeared.map((d) => d.id)).toEqual([4]);
  });

  it('throw: a big hit — several new dice, old dice knocked about, turned, out of the arena and off the table', () => {
    const after = snap(
      die(1, 160, 130, '4'), // knocked and turned
      die(3, 600, 300, '2', false), // knocked out of the arena
      die(4, 150, 250, '6'), die(5, 250, 250, 'X'), die(6, 350, 250, null), die(7, 620, 20, '1', false),
    ); // die 2 knocked out of view
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('throw');
    if (diff.kind !== 'throw') return;
    // Out: die 3 (left the arena), die 7 (landed outside), die 2 (vanished from the arena).
    expect(diff.settled).toEqual({ arena: ['4', '6', 'X'], out: 3, leaning: 1 });
    expect(diff.changes.changed).toEqual([
      { id: 1, faceBefore: '3', faceAfter: '4', inArenaBefore: true, inArenaAfter: true },
      { id: 3, faceBefore: '2', faceAfter: '2', inArenaBefore: true, inArenaAfter: false },
    ]);
    expect(diff.changes.vanished.map((d) => d.id)).toEqual([2]);
    expect(diff.changes.moved).toEqual([1, 3]);
  });

  it('throw: a leaning die re-rolled and put back now shows a face', () => {
    const before = snap(die(1, 100, 100, '3'), die(2, 200, 100, null));
    const after = snap(die(1, 100, 100, '3'), die(2, 230, 110, '4'));
    const diff = diffSnapshots(before, after);
    expect(diff.kind).toBe('throw');
    if (diff.kind === 'throw') expect(diff.settled).toEqual({ arena: ['3', '4'], out: 0, leaning: 0 });
  });

  it('throw: dice already out before the throw are not counted out again', () => {
    const before = snap(die(1, 100, 100, '3'), die(2, 600, 20, '5', false));
    const after = snap(die(1, 100, 100, '3'), die(2, 600, 20, '5', false), die(3, 200, 200, '1', false));
    const diff = diffSnapshots(before, after);
    expect(diff.kind).toBe('throw');
    if (diff.kind === 'throw') expect(diff.settled).toEqual({ arena: ['3'], out: 1, leaning: 0 });
  });

  it('removed: dice taken out, the rest unchanged or only pushed', () => {
    const after = snap(die(2, 230, 100, '5'));
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('removed');
    if (diff.kind !== 'removed') return;
    expect(diff.removed.map((d) => [d.id, d.face])).toEqual([[1, '3'], [3, '2']]);
    expect(diff.changes.moved).toEqual([2]);
  });

  it('unexplained: dice vanished and another changed face with no new die', () => {
    const after = snap(die(1, 100, 100, '3'), die(2, 200, 100, '6'));
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('unexplained');
    if (diff.kind === 'unexplained') expect(diff.reason).toBe('die 2 turned from 5 to 6; die 3 vanished, with no new die thrown');
  });

  it('unexplained: a die left the arena with no throw', () => {
    const after = snap(die(1, 100, 100, '3'), die(2, 630, 100, '5', false), die(3, 300, 300, '2'));
    const diff = diffSnapshots(BEFORE, after);
    expect(diff.kind).toBe('unexplained');
    if (diff.kind === 'unexplained') expect(diff.reason).toBe('die 2 left the arena, with no new die thrown');
  });

  it('unexplained: a readable die became unreadable', () => {
    const diff = diffSnapshots(BEFORE, snap(die(1, 100, 100, null), die(2, 200, 100, '5'), die(3, 300, 300, '2')));
    expect(diff.kind).toBe('unexplained');
    if (diff.kind === 'unexplained') expect(diff.reason).toBe('die 1 turned from 3 to unreadable, with no new die thrown');
  });

  it('honours minMoveDieSizes', () => {
    const after = snap(die(1, 110, 100, '3'), die(2, 200, 100, '5'), die(3, 300, 300, '2'));
    expect(diffSnapshots(BEFORE, after).kind).toBe('rearranged'); // 0.5 die size > 0.25
    expect(diffSnapshots(BEFORE, after, { minMoveDieSizes: 0.6 }).kind).toBe('none');
  });

  it('refuses duplicate ids and bad configs', () => {
    expect(() => diffSnapshots(snap(die(1, 0, 0, '1'), die(1, 50, 50, '2')), BEFORE)).toThrow(/earlier snapshot has die id 1 twice/);
    expect(() => diffSnapshots(BEFORE, BEFORE, { minMoveDieSizes: -1 })).toThrow(/minMoveDieSizes must be finite and ≥ 0, got -1/);
  });
});

describe('throwArena', () => {
  it('counts only flat dice that vanished from the arena as knocked out of view', () => {
    const before = snap(die(1, 100, 100, '3'), die(2, 200, 100, null), die(3, 600, 20, '4', false));
    expect(throwArena(before, snap(die(4, 300, 300, '5')))).toEqual({ arena: ['5'], out: 1, leaning: 0 });
  });
});
