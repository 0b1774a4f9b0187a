/**
 * The arena outline the reviewer draws on the video's picture for the next analysis (dice
 * outside it are out): started from the one drawn before, else the one the reader used on the
 * frame shown, else the whole picture but a margin; kept inside the picture, or refused with the
 * reason (src/vision/arenaOutline.ts `checkArena`).
 */
import { useCallback, useState } from 'react';
import { checkArena, type ArenaRefusal } from '../../vision/arenaOutline.ts';
import { drawingStart } from '../arenaStore.ts';
import { useFocusRescue } from '../useFocusRescue.ts';

/** An outline the reader used, in pixels of a `width × height` frame. */
export interface ReadArena {
  arena: [number, number][];
  width: number;
  height: number;
}

/** The outline drawn and the ways to draw it. */
export interface ArenaDrawing {
  /** The outline the reviewer drew, `[N,2]` in the video's pixels; `null`: proposed from the floor. */
  arena: [number, number][] | null;
  editing: boolean;
  /** What drawing starts from while no outline is drawn yet (video pixels): shown, not yet the arena. */
  start: [number, number][] | null;
  /** Why the last corner dragged was refused, or `null`. */
  refused: ArenaRefusal | null;
  /**
   * *Arena*: starts drawing on a `videoWidth × videoHeight` picture, from the one drawn before,
   * else `from` (scaled to the video's pixels: every vertex a handle, so a round rim stays round),
   * else the whole picture but a margin; pressed again (*Done with arena*), stops. Only a corner
   * dragged makes an outline of the reviewer's.
   * @returns whether drawing started
   */
  startOrEnd(videoWidth: number, videoHeight: number, from: ReadArena | null): boolean;
  /** A corner was dragged to make `next` (video pixels) on a `videoWidth × videoHeight` picture. */
  drawn(next: [number, number][], videoWidth: number, videoHeight: number): void;
  /** Ends the drawing (Escape, as *Done with arena*). */
  done(): void;
  /** *Find arena again*: drops the outline drawn, for the one proposed from the floor, and ends the drawing. */
  forget(): void;
}

/** The review page's arena drawing. */
export function useArenaDrawing(): ArenaDrawing {
  const [arena, setArena] = useState<[number, number][] | null>(null);
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState<[number, number][] | null>(null);
  const [refused, setRefused] = useState<ArenaRefusal | null>(null);
  // An arena corner's button gone with the drawing (Escape): the focus goes to Arena.
  useFocusRescue((lost) => (lost.getAttribute('data-testid') === 'arena-corner' ? document.querySelector<HTMLElement>('[data-testid="review-arena"]') : null));

  const startOrEnd = (videoWidth: number, videoHeight: number, from: ReadArena | null): boolean => {
    setRefused(null);
    if (editing) {
      setEditing(false);
      return false;
    }
    setStart(from
      ? from.arena.map(([x, y]): [number, number] => [Math.round((x * videoWidth) / from.width), Math.round((y * videoHeight) / from.height)])
      : drawingStart(videoWidth, videoHeight));
    setEditing(true);
    return true;
  };

  const drawn = (next: [number, number][], videoWidth: number, videoHeight: number) => {
    const checked = checkArena(next, videoWidth, videoHeight);
    if ('refused' in checked) {
      setRefused(checked.refused);
      return;
    }
    setRefused(null);
    setArena(checked.arena);
  };

  const done = useCallback(() => {
    setEditing(false);
    setRefused(null);
  }, []);

  const forget = useCallback(() => {
    setArena(null);
    setStart(null);
    setRefused(null);
    setEditing(false);
  }, []);

  return { arena, editing, start, refused, startOrEnd, drawn, done, forget };
}
