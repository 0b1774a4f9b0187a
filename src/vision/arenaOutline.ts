/**
 * Whether an arena outline the players drew (the app's *Arena* corners, the CLI's `--arena`)
 * can hold a game: it must cover some of the picture, its edges may not cross, and it may not
 * be a sliver.
 */
import { clipToFrame, edgesCross, polygonArea, roundness } from './polygon.ts';

/**
 * Least share (0–1) of the frame an arena outline must cover to be used: a smaller one (a
 * corner dragged onto another, an outline saved for another camera's view) holds no game, and
 * one that covers no pixel would stop the motion gate (src/vision/motionGate.ts).
 */
export const MIN_ARENA_SHARE = 0.01;

/**
 * Least roundness (isoperimetric quotient 4πA/P², src/vision/polygon.ts `roundness`) of an arena
 * outline: 0.2 takes a rectangle up to about 13:1 (an oval mat seen from a low camera is nearer
 * 3:1) and refuses a sliver left by a corner dragged onto the far side.
 */
export const MIN_ARENA_ROUNDNESS = 0.2;

/** Why an arena outline is not used: it covers too little, its edges cross, or it is a sliver. */
export type ArenaRefusal = 'small' | 'crossed' | 'thin';

/**
 * `arena` with its corners moved inside the `width × height` frame (pixels, repeated corners
 * dropped), or why it is not used: two of its edges cross, it covers less than
 * {@link MIN_ARENA_SHARE} of the frame, or it is less round than {@link MIN_ARENA_ROUNDNESS}.
 */
export function checkArena(arena: readonly (readonly [number, number])[], width: number, height: number): { arena: [number, number][] } | { refused: ArenaRefusal } {
  const inside = arena
    .map(([x, y]): [number, number] => [Math.min(Math.max(x, 0), width), Math.min(Math.max(y, 0), height)])
    .filter(([x, y], i, all) => {
      const [px, py] = all[(i + all.length - 1) % all.length]!;
      return all.length === 1 || x !== px || y !== py;
    });
  if (edgesCross(inside)) return { refused: 'crossed' }; // first: a bow-tie's area can sum to nothing
  if (inside.length < 3 || polygonArea(inside) < MIN_ARENA_SHARE * width * height) return { refused: 'small' };
  if (roundness(inside) < MIN_ARENA_ROUNDNESS) return { refused: 'thin' };
  return { arena: inside };
}

/**
 * An outline given as corners in a `width × height` picture's pixels (the CLI's `--arena`): cut
 * at the picture's edge (src/vision/polygon.ts `clipToFrame`, so that it keeps its shape inside),
 * then checked as {@link checkArena} does. `cut` says whether it ran off the picture (drawn for a
 * picture of another size?).
 */
export function checkGivenArena(corners: readonly (readonly [number, number])[], width: number, height: number): { arena: [number, number][]; cut: boolean } | { refused: ArenaRefusal } {
  const cut = corners.some(([x, y]) => x < 0 || y < 0 || x > width || y > height);
  const checked = checkArena(cut ? clipToFrame(corners, width, height) : corners, width, height);
  return 'refused' in checked ? checked : { arena: checked.arena, cut };
}
