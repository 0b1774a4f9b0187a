/**
 * Where everything is in a game video and how it moves: the arena's geometry, every die's
 * resting place and angle in each settled stretch, and per step the die tracks (tumbling in,
 * pushed, taken, put down) and the hand's path. Lengths are in units of the frame height
 * (x from 0 to the aspect ratio, y from 0 to 1, y down); angles in degrees, clockwise.
 * Deterministic from the script's seed and the aspect ratio.
 */
import type { Face } from '../../src/core/types.ts';
import { seededRandom } from '../arenaScene.ts';
import { scheduleGame, type ScheduledStretch } from './schedule.ts';
import { facesOfEdition, type GameScript, type StepKind, type TableDie } from './script.ts';

/** A die's place: centre and rotation. */
export interface Pose {
  /** Centre, units of frame height. */
  x: number;
  y: number;
  /** Rotation, degrees clockwise. */
  angleDeg: number;
}

/** A die at rest. */
export interface PlacedDie extends TableDie, Pose {}

/** The arena, in units of frame height. */
export interface ArenaGeometry {
  /** Frame width / height. */
  aspect: number;
  /** Centre of the arena. */
  cx: number;
  cy: number;
  /** Inner radii of the elliptic mat (a die whose centre is inside lies in the arena). */
  rx: number;
  ry: number;
  /** Wall thickness around the mat. */
  wall: number;
  /** Die side. */
  dieSize: number;
}

/**
 * How one die moves during a step.
 * - `tumble`: rolls from `from` to `to` between `startMs` and `endMs`, turning `spinDeg` and
 *   hopping `hops` times, its top face flickering through `faces` until the last quarter turn;
 * - `slide`: pushed from `from` to `to`, same face;
 * - `vanish`: taken by the hand at `startMs` (drawn at `from` until then);
 * - `appear`: put down at `startMs` (drawn at `to` from then on).
 */
export interface DieTrack {
  /** Die number. */
  id: number;
  kind: 'tumble' | 'slide' | 'vanish' | 'appear';
  from: Pose;
  to: Pose;
  /** Face at the end (and throughout for slide, vanish, appear). */
  face: Face;
  /** Faces shown while tumbling, one per quarter turn still to go (cycled). */
  faces: Face[];
  startMs: number;
  endMs: number;
  /** Total rotation while tumbling or sliding, degrees. */
  spinDeg: number;
  /** Sideways bow of the path, units of frame height (signed). */
  bow: number;
  /** Bounces while tumbling. */
  hops: number;
  /** A new die coming in from off the frame (not drawn before `startMs`). */
  enters: boolean;
}

/** A hand: the palm's path; the arm reaches from `shoulder`, off the frame, to the palm. */
export interface HandTrack {
  /** Where the arm comes from (outside the frame). */
  shoulder: [number, number];
  /** Palm centre over time, by increasing `t` (ms); the hand is out of view before the first and after the last. */
  path: { t: number; x: number; y: number }[];
}

/** One step's motion. */
export interface PlannedStep {
  /** Index into `script.steps`. */
  step: number;
  kind: StepKind;
  startMs: number;
  endMs: number;
  /** Dice that move, appear or vanish. */
  tracks: DieTrack[];
  /** The hand in view, if any. */
  hand: HandTrack | null;
  /** Dice lying still during the whole step (drawn once for it). */
  still: PlacedDie[];
}

/** A settled stretch with every die's place. */
export interface PlannedStretch extends Omit<ScheduledStretch, 'dice'> {
  /** Dice at rest, in die-number order. */
  dice: PlacedDie[];
}

/** The whole video's plan. */
export interface GamePlan {
  geometry: ArenaGeometry;
  stretches: PlannedStretch[];
  steps: PlannedStep[];
  /** Video length, ms. */
  durationMs: number;
}

/** Smallest centre distance between two dice at rest, in die sides (rotated squares never overlap beyond √2). */
const SPACING = [1.55, 1.45, 1.3] as const;

/** The arena geometry of `script` in a frame of `aspect` (width / height). */
export function arenaGeometry(script: GameScript, aspect: number): ArenaGeometry {
  const { look } = script;
  const dieSize = look.dice.size;
  const wall = look.wall.thickness;
  // Keep room on the left and right for dice thrown out of the arena.
  const rx = Math.max(0.2, Math.min(look.arena.rx, aspect / 2 - wall - 1.6 * dieSize));
  const ry = Math.min(look.arena.ry, 0.5 - wall - 0.01);
  return { aspect, cx: aspect / 2, cy: 0.5, rx, ry, wall, dieSize };
}

/** Whether a die centred at `(x, y)` lies wholly on the mat, clear of the wall. */
function onMat(g: ArenaGeometry, x: number, y: number): boolean {
  const m = 0.75 * g.dieSize;
  const u = (x - g.cx) / (g.rx - m);
  const v = (y - g.cy) / (g.ry - m);
  return u * u + v * v <= 1;
}

/** Whether a die centred at `(x, y)` lies wholly on the table outside the wall and in the frame. */
function offArena(g: ArenaGeometry, x: number, y: number): boolean {
  const m = 0.8 * g.dieSize;
  if (x < m || y < m || x > g.aspect - m || y > 1 - m) return false;
  const u = (x - g.cx) / (g.rx + g.wall + m);
  const v = (y - g.cy) / (g.ry + g.wall + m);
  return u * u + v * v > 1;
}

/** Whether a point is inside the mat ellipse (the die's `inArena`, src/core/types.ts). */
export function insideArena(g: ArenaGeometry, x: number, y: number): boolean {
  const u = (x - g.cx) / g.rx;
  const v = (y - g.cy) / g.ry;
  return u * u + v * v < 1;
}

/** Frame-edge point (just off the frame) in seat `seat`'s direction, shifted along the edge by `shift`. */
function seatEdge(g: ArenaGeometry, seat: number, seats: number, shift: number, beyond: number): [number, number] {
  const phi = Math.PI / 2 + (seat * 2 * Math.PI) / seats;
  const dx = Math.cos(phi);
  const dy = Math.sin(phi);
  const tx = Math.abs(dx) < 1e-9 ? Infinity : (dx > 0 ? g.aspect - g.cx : g.cx) / Math.abs(dx);
  const ty = Math.abs(dy) < 1e-9 ? Infinity : (dy > 0 ? 1 - g.cy : g.cy) / Math.abs(dy);
  const t = Math.min(tx, ty);
  return [g.cx + dx * t + dx * beyond - dy * shift, g.cy + dy * t + dy * beyond + dx * shift];
}

/**
 * Plans the video of `script` for a frame of aspect `aspect` (width / height).
 * @throws Error naming the step when dice cannot be given room (more dice than fit in the
 *   arena), and as `scheduleGame` for a malformed script
 */
export function planGame(script: GameScript, aspect: number): GamePlan {
  const schedule = scheduleGame(script);
  const g = arenaGeometry(script, aspect);
  const random = seededRandom((script.seed ^ 0x5bd1e995) >>> 0);
  const between = (lo: number, hi: number): number => lo + random() * (hi - lo);
  const faces = facesOfEdition(script.edition);
  const seats = script.players.length;
  const poses = new Map<number, Pose>();
  const stretches: PlannedStretch[] = [{ ...schedule.stretches[0]!, dice: [] }];
  const steps: PlannedStep[] = [];
  let stretchIndex = 1;
  let onTable: TableDie[] = [];

  /** A free pose inside (or outside) the arena, away from `taken` poses. */
  const freePose = (inArena: boolean, taken: Pose[], where: string): Pose => {
    for (const spacing of SPACING) {
      const gap = spacing * g.dieSize;
      for (let attempt = 0; attempt < 600; attempt += 1) {
        const x = inArena ? g.cx + between(-g.rx, g.rx) : between(0, g.aspect);
        const y = inArena ? g.cy + between(-g.ry, g.ry) : between(0, 1);
        if (!(inArena ? onMat(g, x, y) : offArena(g, x, y))) continue;
        if (taken.every((p) => Math.hypot(p.x - x, p.y - y) >= gap)) return { x, y, angleDeg: Math.round(between(-45, 45)) };
      }
    }
    throw new Error(`${where}: no room for another die ${inArena ? 'in the arena' : 'outside the arena'} (${taken.length} dice already there)`);
  };
  const placed = (dice: TableDie[]): PlacedDie[] => dice.map((d) => ({ ...d, ...poses.get(d.id)! }));
  const randomFaces = (): Face[] => Array.from({ length: 12 }, () => faces[Math.floor(random() * faces.length)]!);

  for (const timing of schedule.steps) {
    const step = script.steps[timing.step]!;
    if (step.kind === 'pause') continue;
    const stretch = schedule.stretches[stretchIndex]!;
    stretchIndex += 1;
    const { startMs, endMs } = timing;
    const span = endMs - startMs;
    const by = ('by' in step ? step.by : undefined) ?? 0;
    const before = new Map(onTable.map((d) => [d.id, d]));
    const after = new Map(stretch.dice.map((d) => [d.id, d]));
    const tracks: DieTrack[] = [];
    let hand: HandTrack | null = null;
    const shoulderOf = (seat: number): [number, number] => seatEdge(g, seat, seats, between(-0.15, 0.15), 0.6);
    const edgeOf = (seat: number, beyond: number): [number, number] => seatEdge(g, seat, seats, between(-0.3, 0.3), beyond);

    switch (step.kind) {
      case 'placeStartDie': {
        const pose = freePose(true, [], `step ${timing.step}`);
        poses.set(0, pose);
        const at = startMs + span * 0.45;
        tracks.push({ id: 0, kind: 'appear', from: pose, to: pose, face: step.face, faces: [], startMs: at, endMs: at, spinDeg: 0, bow: 0, hops: 0, enters: false });
        const [ex, ey] = edgeOf(by, 0.25);
        hand = { shoulder: shoulderOf(by), path: [{ t: startMs, x: ex, y: ey }, { t: at, x: pose.x, y: pose.y }, { t: endMs, x: ex, y: ey }] };
        break;
      }
      case 'throw': {
        const knocked = new Set((step.knocked ?? []).map((k) => k.die));
        const taken: Pose[] = onTable.filter((d) => !knocked.has(d.id)).map((d) => poses.get(d.id)!);
        const moving = stretch.dice.filter((d) => knocked.has(d.id) || !before.has(d.id));
        moving.forEach((die, k) => {
          const pose = freePose(die.inArena, taken, `step ${timing.step}`);
          taken.push(pose);
          const old = poses.get(die.id);
          poses.set(die.id, pose);
          const direction = random() < 0.5 ? -1 : 1;
          if (old) {
            const start = startMs + span * between(0.3, 0.45);
            tracks.push({ id: die.id, kind: 'tumble', from: old, to: pose, face: die.face, faces: randomFaces(), startMs: start, endMs: startMs + span * between(0.8, 1), spinDeg: direction * between(180, 450), bow: between(-0.05, 0.05), hops: 1, enters: false });
          } else {
            const [ex, ey] = edgeOf(by, g.dieSize * 1.5);
            const start = startMs + Math.min(span * 0.25, k * 35);
            tracks.push({ id: die.id, kind: 'tumble', from: { x: ex, y: ey, angleDeg: Math.round(between(0, 90)) }, to: pose, face: die.face, faces: randomFaces(), startMs: start, endMs: startMs + span * between(0.8, 1), spinDeg: direction * between(540, 1000), bow: between(-0.15, 0.15), hops: 2 + Math.floor(random() * 2), enters: true });
          }
        });
        break;
      }
      case 'collect': {
        const taken = step.dice.map((id) => poses.get(id)!);
        const [ex, ey] = edgeOf(by, 0.25);
        // Nearest die first, from where the hand comes in.
        const order: number[] = [];
        let [px, py] = [ex, ey];
        const left = step.dice.map((id, k) => ({ id, pose: taken[k]! }));
        while (left.length > 0) {
          left.sort((a, b) => Math.hypot(a.pose.x - px, a.pose.y - py) - Math.hypot(b.pose.x - px, b.pose.y - py));
          const next = left.shift()!;
          order.push(next.id);
          [px, py] = [next.pose.x, next.pose.y];
        }
        const lead = span * 0.3;
        const per = (span - 2 * lead) / Math.max(1, order.length - 1);
        const path: HandTrack['path'] = [{ t: startMs, x: ex, y: ey }];
        order.forEach((id, k) => {
          const pose = poses.get(id)!;
          const t = startMs + lead + (order.length === 1 ? (span - 2 * lead) / 2 : k * per);
          path.push({ t, x: pose.x, y: pose.y });
          tracks.push({ id, kind: 'vanish', from: pose, to: pose, face: before.get(id)!.face, faces: [], startMs: t, endMs: t, spinDeg: 0, bow: 0, hops: 0, enters: false });
          poses.delete(id);
        });
        path.push({ t: endMs, x: ex, y: ey });
        hand = { shoulder: shoulderOf(by), path };
        break;
      }
      case 'handPass': {
        const [ex, ey] = edgeOf(by, 0.25);
        const a = { x: g.cx + between(-0.6, 0.6) * g.rx, y: g.cy + between(-0.5, 0.5) * g.ry };
        const b = { x: g.cx + between(-0.6, 0.6) * g.rx, y: g.cy + between(-0.5, 0.5) * g.ry };
        hand = { shoulder: shoulderOf(by), path: [{ t: startMs, x: ex, y: ey }, { t: startMs + span * 0.4, ...a }, { t: startMs + span * 0.65, ...b }, { t: endMs, x: ex, y: ey }] };
        break;
      }
      case 'rearrange': {
        const pushed = new Set(step.dice ?? onTable.map((d) => d.id));
        const angle = between(0, 2 * Math.PI);
        const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
        let cx = 0;
        let cy = 0;
        for (const id of pushed) {
          const old = poses.get(id)!;
          const die = before.get(id)!;
          cx += old.x / pushed.size;
          cy += old.y / pushed.size;
          let pose = old;
          for (let attempt = 0; attempt < 200; attempt += 1) {
            const reach = between(0.04, 0.14) * (1 - attempt / 250);
            const candidate = { x: old.x + dx * reach + between(-0.03, 0.03), y: old.y + dy * reach + between(-0.03, 0.03), angleDeg: old.angleDeg + Math.round(between(-25, 25)) };
            const fits = die.inArena ? onMat(g, candidate.x, candidate.y) : offArena(g, candidate.x, candidate.y);
            // Clear of every other die where it is now (pushed ones at their new place).
            const clear = onTable.every((d) => d.id === id || Math.hypot(poses.get(d.id)!.x - candidate.x, poses.get(d.id)!.y - candidate.y) >= SPACING[1] * g.dieSize);
            if (fits && clear) {
              pose = candidate;
              break;
            }
          }
          poses.set(id, pose);
          tracks.push({ id, kind: 'slide', from: old, to: pose, face: die.face, faces: [], startMs: startMs + span * 0.3, endMs: startMs + span * 0.7, spinDeg: pose.angleDeg - old.angleDeg, bow: 0, hops: 0, enters: false });
        }
        const [ex, ey] = edgeOf(by, 0.25);
        hand = {
          shoulder: shoulderOf(by),
          path: [
            { t: startMs, x: ex, y: ey },
            { t: startMs + span * 0.3, x: cx - dx * 0.08, y: cy - dy * 0.08 },
            { t: startMs + span * 0.7, x: cx + dx * 0.04, y: cy + dy * 0.04 },
            { t: endMs, x: ex, y: ey },
          ],
        };
        break;
      }
    }
    const movingIds = new Set(tracks.map((t) => t.id));
    const still = placed(onTable.filter((d) => !movingIds.has(d.id) && after.has(d.id)));
    steps.push({ step: timing.step, kind: step.kind, startMs, endMs, tracks, hand, still });
    onTable = stretch.dice;
    stretches.push({ ...stretch, dice: placed(onTable) });
  }
  return { geometry: g, stretches, steps, durationMs: schedule.durationMs };
}
