/**
 * The live loop on a synthetic frame sequence: frames → MotionGate → (simulated die reader)
 * → ArenaTracker → diffSnapshots → StrikeReferee. Dice are 10 px squares on a grey mat, a
 * hand is a skin-coloured arm reaching in from the left frame edge; the reader is simulated
 * from the drawn dice (with regular misreads) so the test checks the temporal logic only.
 */
import { describe, expect, it } from 'vitest';
import type { ArenaReading, Face, RgbaFrame } from '../core/types.ts';
import { diffSnapshots, type SnapshotDiff } from '../referee/snapshotDiff.ts';
import { StrikeReferee } from '../referee/strikeReferee.ts';
import { insidePolygon } from '../vision/polygon.ts';
import { MotionGate } from '../vision/motionGate.ts';
import { ArenaTracker } from './arenaTracker.ts';
import type { ArenaSnapshot } from './types.ts';

type Rgb = [number, number, number];
interface SceneDie { name: string; x: number; y: number; face: Face; rgb: Rgb }
interface Scene { dice: SceneDie[]; armReachX?: number }

const W = 160;
const H = 120;
const ARENA: [number, number][] = [[12, 12], [148, 12], [148, 108], [12, 108]];
const SKIN: Rgb = [214, 160, 130];

/** Draws a scene: wall, mat, 10 px dice (top-left at x, y), then the arm over them. */
function draw(scene: Scene): RgbaFrame {
  const data = new Uint8ClampedArray(W * H * 4);
  const paint = (x0: number, y0: number, x1: number, y1: number, c: Rgb): void => {
    for (let y = Math.max(0, y0); y < Math.min(H, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(W, x1); x++) {
        const i = (y * W + x) * 4;
        data[i] = c[0];
        data[i + 1] = c[1];
        data[i + 2] = c[2];
        data[i + 3] = 255;
      }
    }
  };
  paint(0, 0, W, H, [40, 40, 45]);
  paint(12, 12, 148, 108, [110, 115, 120]);
  for (const d of scene.dice) paint(d.x, d.y, d.x + 10, d.y + 10, d.rgb);
  if (scene.armReachX !== undefined) {
    paint(0, 50, scene.armReachX, 70, SKIN);
    paint(scene.armReachX - 24, 42, scene.armReachX, 78, SKIN);
  }
  return { width: W, height: H, data };
}

/** The simulated reader: every drawn die, misread as '6' on every 4th frame. */
function read(scene: Scene, frameIndex: number): ArenaReading {
  return {
    width: W,
    height: H,
    dice: scene.dice.map((d) => ({
      box: [d.x, d.y, d.x + 10, d.y + 10],
      face: frameIndex % 4 === 0 ? '6' : d.face,
      confidence: 0.9,
      inArena: insidePolygon([d.x + 5, d.y + 5], ARENA),
    })),
  };
}

describe('the live loop on frames', () => {
  it('referees a start die, two throws, a collection and a push', () => {
    const S: SceneDie = { name: 'start', x: 40, y: 40, face: '5', rgb: [240, 238, 230] };
    const T: SceneDie = { name: 'ann', x: 90, y: 70, face: '3', rgb: [200, 40, 40] };
    const U: SceneDie = { name: 'bob', x: 60, y: 85, face: '3', rgb: [30, 30, 30] };
    const at = (d: SceneDie, x: number, y: number): SceneDie => ({ ...d, x, y });
    const S2 = at(S, 48, 36); // knocked by Bob's die
    const scenes: Scene[] = [
      ...Array<Scene>(12).fill({ dice: [S] }), // 0..11: the start die
      { dice: [S, at(T, 130, 95)] }, { dice: [S, at(T, 110, 80)] }, { dice: [S, T] }, // 12..14: Ann's die rolls in
      ...Array<Scene>(13).fill({ dice: [S, T] }), // 15..27
      { dice: [S, T, at(U, 120, 95)] }, { dice: [S, T, at(U, 90, 90)] }, { dice: [S2, T, U] }, // 28..30: Bob's die knocks the start die
      ...Array<Scene>(12).fill({ dice: [S2, T, U] }), // 31..42
      ...[40, 65, 95].map((reach): Scene => ({ dice: [S2, T, U], armReachX: reach })), // 43..45: a hand reaches in
      ...Array<Scene>(20).fill({ dice: [S2, T, U], armReachX: 95 }), // 46..65: and holds still for 2 s
      { dice: [S2], armReachX: 40 }, // 66: it leaves with Ann's and Bob's dice
      ...Array<Scene>(12).fill({ dice: [S2] }), // 67..78
      { dice: [at(S, 70, 50)] }, { dice: [at(S, 90, 60)] }, // 79..80: the start die is pushed
      ...Array<Scene>(12).fill({ dice: [at(S, 90, 60)] }), // 81..92
    ];
    const gate = new MotionGate({ workSidePx: 80, settleMs: 500 });
    const tracker = new ArenaTracker({ voter: { votes: 5 }, stableVotes: 2 });
    const snapshots: [number, ArenaSnapshot][] = [];
    const states: string[] = [];
    for (const [i, scene] of scenes.entries()) {
      const tMs = 100 * i;
      const motion = gate.update(draw(scene), tMs, ARENA, scene.dice.length);
      states.push(motion.state);
      const snapshot = tracker.update(read(scene, i), motion, tMs);
      if (snapshot) snapshots.push([i, snapshot]);
    }
    // Settled 500 ms after the last change; the snapshot after 6 settled readings.
    expect(snapshots.map(([i]) => i)).toEqual([10, 24, 40, 77, 90]);
    expect(states.slice(43, 72).every((s) => s === 'moving')).toBe(true);
    expect(states[72]).toBe('settled');

    const [first, second, third, fourth, fifth] = snapshots.map(([, s]) => s);
    expect(first!.dice.map((d) => [d.id, d.face])).toEqual([[1, '5']]);
    const diffs: SnapshotDiff[] = [diffSnapshots(first!, second!), diffSnapshots(second!, third!), diffSnapshots(third!, fourth!), diffSnapshots(fourth!, fifth!)];
    expect(diffs.map((d) => d.kind)).toEqual(['throw', 'throw', 'removed', 'rearranged']);

    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] });
    referee.start();
    const [annThrow, bobThrow, collection, push] = diffs;
    if (annThrow!.kind !== 'throw' || bobThrow!.kind !== 'throw' || collection!.kind !== 'removed') throw new Error('unreachable');
    expect(annThrow!.settled).toEqual({ arena: ['5', '3'], out: 0, leaning: 0 });
    expect(referee.observe(annThrow!.settled).rejected).toBeUndefined();
    expect(bobThrow!.settled).toEqual({ arena: ['5', '3', '3'], out: 0, leaning: 0 });
    expect(bobThrow!.changes.moved).toEqual([1]);
    const ruling = referee.observe(bobThrow!.settled);
    expect(ruling.events.find((e) => e.type === 'matchCollected')).toEqual({ type: 'matchCollected', player: 1, groups: [{ face: '3', count: 2 }] });
    // The dice taken out are exactly those the rules said to collect.
    expect(collection!.removed.map((d) => [d.id, d.face])).toEqual([[2, '3'], [3, '3']]);
    expect(push!.changes.moved).toEqual([1]);
    expect(fifth!.dice.map((d) => [d.id, d.face, d.box])).toEqual([[1, '5', [90, 60, 100, 70]]]);
    // Misreads on every 4th frame lower the confidence but never win the vote.
    for (const snapshot of snapshots.map(([, s]) => s)) for (const d of snapshot.dice) expect(d.confidence).toBeGreaterThanOrEqual(0.6 * 0.9 - 1e-12);
  });
});
