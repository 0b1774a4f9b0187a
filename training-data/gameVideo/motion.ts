/**
 * Where a moving die or a hand is at a given time: evaluates the tracks of plan.ts. Units as
 * there (frame heights, degrees, ms).
 */
import type { Face } from '../../src/core/types.ts';
import type { DieTrack, HandTrack } from './plan.ts';

/** A die's look at one instant. */
export interface DiePose {
  x: number;
  y: number;
  angleDeg: number;
  /** Face on top now (flickering while tumbling). */
  face: Face;
  /** Height above the table, 0 (resting) … 1 (top of a hop): scales the die and moves its shadow. */
  lift: number;
}

/** Smooth 0→1 over 0→1. */
function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/**
 * The pose of a tracked die at `t` ms, or null when it is not in view (a new die before it
 * enters, a taken die after the hand took it, a put-down die before it is put down).
 */
export function dieAt(track: DieTrack, t: number): DiePose | null {
  const rest = (pose: DieTrack['from'], face: Face): DiePose => ({ x: pose.x, y: pose.y, angleDeg: pose.angleDeg, face, lift: 0 });
  switch (track.kind) {
    case 'vanish': return t < track.startMs ? rest(track.from, track.face) : null;
    case 'appear': return t >= track.startMs ? rest(track.to, track.face) : null;
    default: break;
  }
  if (t < track.startMs) return track.enters ? null : rest(track.from, track.face);
  if (t >= track.endMs) return rest(track.to, track.face);
  const tau = (t - track.startMs) / (track.endMs - track.startMs);
  const { from, to } = track;
  if (track.kind === 'slide') {
    const e = smooth(tau);
    return { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e, angleDeg: from.angleDeg + track.spinDeg * e, face: track.face, lift: 0 };
  }
  // Tumble: fast at first, slowing to a stop (ease-out), bowed sideways, hopping.
  const e = 1 - (1 - tau) ** 3;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const bow = track.bow * Math.sin(Math.PI * e);
  const turnsLeft = (Math.abs(track.spinDeg) * (1 - e)) / 90;
  const face = turnsLeft > 0.5 && track.faces.length > 0 ? track.faces[Math.floor(turnsLeft) % track.faces.length]! : track.face;
  return {
    x: from.x + dx * e - (dy / len) * bow,
    y: from.y + dy * e + (dx / len) * bow,
    angleDeg: to.angleDeg - track.spinDeg * (1 - e),
    face,
    lift: Math.abs(Math.sin(Math.PI * track.hops * e)) * (1 - e),
  };
}

/** The palm centre at `t` ms, or null when the hand is out of view. */
export function handAt(hand: HandTrack, t: number): [number, number] | null {
  const path = hand.path;
  if (path.length < 2 || t <= path[0]!.t || t >= path[path.length - 1]!.t) return null;
  let i = 0;
  while (i < path.length - 2 && t >= path[i + 1]!.t) i += 1;
  const a = path[i]!;
  const b = path[i + 1]!;
  const e = smooth((t - a.t) / Math.max(1e-9, b.t - a.t));
  return [a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e];
}
