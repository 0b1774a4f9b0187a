/**
 * The arena outline the user set, kept on this device (localStorage) per frame size, so the
 * same camera finds it again after a reload.
 */

import { fallbackArena } from '../vision/arena.ts';
import { checkArena } from '../vision/arenaOutline.ts';

export { checkArena, MIN_ARENA_ROUNDNESS, MIN_ARENA_SHARE, type ArenaRefusal } from '../vision/arenaOutline.ts';

/** Margin (share of the shorter side, 0–1) of the outline drawing starts from when the picture shows none. */
export const DRAWING_MARGIN_SHARE = 0.05;

/**
 * The outline drawing starts from on a `width × height` picture (pixels) whose arena was not
 * found: the whole picture but a margin, four corners to drag onto the rim.
 */
export function drawingStart(width: number, height: number): [number, number][] {
  return fallbackArena(width, height, DRAWING_MARGIN_SHARE);
}

/**
 * The players' outline as the page holds it: for one frame source, the picture it was set or
 * loaded on.
 */
export interface SourceArena<Source> {
  /** The source shown when the outline was set or loaded; `null` before any. */
  source: Source | null;
  /** Corners in that source's frame pixels `[[x, y], …]`, or `undefined` for none (the worker proposes one). */
  arena: [number, number][] | undefined;
}

/**
 * `kept`'s outline when it is `source`'s, else `undefined`: a picture newly shown has none
 * until its first reading gives its size and the outline saved for that size is loaded. The
 * outline of the picture before is neither drawn over it nor used to read it (ci stop 62: a
 * 600 × 1200 photo opened after the demo was read and edited with the demo's 1280 × 720 outline).
 */
export function outlineFor<Source>(kept: SourceArena<Source>, source: Source | null): [number, number][] | undefined {
  return source !== null && kept.source === source ? kept.arena : undefined;
}

/** Storage key for frames of `width × height` pixels. */
function key(width: number, height: number): string {
  return `dice-referee/arena/${width}x${height}`;
}

/** {@link checkArena}'s outline, or `undefined` when it is refused. */
export function usableArena(arena: readonly (readonly [number, number])[], width: number, height: number): [number, number][] | undefined {
  const checked = checkArena(arena, width, height);
  return 'arena' in checked ? checked.arena : undefined;
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
