/**
 * The arena outline the user set, kept on this device (localStorage) per frame size, so the
 * same camera finds it again after a reload.
 */

/** Storage key for frames of `width × height` pixels. */
function key(width: number, height: number): string {
  return `dice-referee/arena/${width}x${height}`;
}

/** The saved arena for frames of this size, or `undefined`. */
export function loadArena(width: number, height: number): [number, number][] | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key(width, height)) ?? 'null');
    if (Array.isArray(saved) && saved.length >= 3 && saved.every((p) => Array.isArray(p) && p.length === 2 && p.every(Number.isFinite))) {
      return saved as [number, number][];
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
