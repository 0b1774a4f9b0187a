/**
 * The arena outline the user set, kept on this device (localStorage) per frame size, so the
 * same camera finds it again after a reload.
 */

import { polygonArea } from '../vision/polygon.ts';

/** Storage key for frames of `width × height` pixels. */
function key(width: number, height: number): string {
  return `dice-referee/arena/${width}x${height}`;
}

/**
 * Least share (0–1) of the frame an arena outline must cover to be used: a smaller one (a
 * corner dragged onto another, an outline saved for another camera's view) holds no game, and
 * one that covers no pixel would stop the motion gate (src/vision/motionGate.ts).
 */
export const MIN_ARENA_SHARE = 0.01;

/**
 * `arena` with its corners moved inside the `width × height` frame (pixels), or `undefined` when
 * the outline then covers less than {@link MIN_ARENA_SHARE} of the frame.
 */
export function usableArena(arena: readonly (readonly [number, number])[], width: number, height: number): [number, number][] | undefined {
  const inside = arena.map(([x, y]): [number, number] => [Math.min(Math.max(x, 0), width), Math.min(Math.max(y, 0), height)]);
  return inside.length >= 3 && polygonArea(inside) >= MIN_ARENA_SHARE * width * height ? inside : undefined;
}

/** The saved arena for frames of this size (see {@link usableArena}), or `undefined`. */
export function loadArena(width: number, height: number): [number, number][] | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key(width, height)) ?? 'null');
    if (Array.isArray(saved) && saved.length >= 3 && saved.every((p) => Array.isArray(p) && p.length === 2 && p.every(Number.isFinite))) {
      return usableArena(saved as [number, number][], width, height);
    }
  } catch {
    // Unreadable or blocked storage: no saved arena.
  }
  return undefined;
}

/** Saves (or, with `undefined`, forgets) the arena for frames of this size. */
export function saveArena(width: number, height: number, arena: [number, number][] | undefined): void {
  try {
    if (arena) localStorage.setItem(key(width, height), JSON.stringify(arena));
    else localStorage.removeItem(key(width, height));
  } catch {
    // Storage blocked (private mode): the arena lasts for this page only.
  }
}
