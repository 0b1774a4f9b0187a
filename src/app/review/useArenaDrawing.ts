/**
 * The arena outline the reviewer draws on the video's picture for the next analysis (dice
 * outside it are out): started from the one drawn before, else the one the reader used on the
 * frame shown, else the whole picture but a margin; kept inside the picture, or refused with the
 * reason (src/vision/arenaOutline.ts `checkArena`).
 *
 * The outline drawn is the one of the video's first picture: a camera moved for good mid-video
 * moves it with the mat (src/vision/pipeline.ts). Drawn again on a frame after such a move, it is
 * shown where the reader used it on that frame, and a corner dragged there is taken back to the
 * first picture by the same move undone.
 */
import { useCallback, useState } from 'react';
import { applyHomography, fitAffine, invertHomography } from '../../core/homography.ts';
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
  /**
   * {@link arena} as shown while drawing: where the reader used it on the frame drawing started on
   * (moved by the camera moves before that frame), in the video's pixels; `null` when none is drawn.
   */
  shown: [number, number][] | null;
  editing: boolean;
  /** What drawing starts from while no outline is drawn yet (video pixels): shown, not yet the arena. */
  start: [number, number][] | null;
  /** Why the last corner dragged was refused, or `null`. */
  refused: ArenaRefusal | null;
  /**
   * *Arena*: starts drawing on a `videoWidth × videoHeight` picture, from the one drawn before,
   * else `from` (scaled to the video's pixels: every vertex a handle, so a round rim stays round),
   * else the whole picture but a margin; pressed again (*Done with arena*), stops. Only a corner
   * dragged makes an outline of the reviewer's. Where `from` is the outline drawn moved by a
   * camera move (an affine map of it within {@link MOVED_FIT_PX}), that is where it is shown and dragged.
   * @returns whether drawing started
   */
  startOrEnd(videoWidth: number, videoHeight: number, from: ReadArena | null): boolean;
  /** A corner was dragged to make `next` (video pixels, as {@link shown}) on a `videoWidth × videoHeight` picture. */
  drawn(next: [number, number][], videoWidth: number, videoHeight: number): void;
  /** Ends the drawing (Escape, as *Done with arena*). */
  done(): void;
  /** *Find arena again*: drops the outline drawn, for the one proposed from the floor, and ends the drawing. */
  forget(): void;
  /** Takes `arena` (video pixels; `null`: none) as the outline drawn, the drawing ended: that of a record opened again. */
  adopt(arena: [number, number][] | null): void;
}

/**
 * How far (video pixels) the outline the reader used may lie from the one drawn moved by an
 * affine map for it to be taken for the one drawn, moved by the camera (the reader's outlines
 * are given to a pixel; a camera move maps every vertex by the same map).
 */
export const MOVED_FIT_PX = 1.5;

/**
 * The camera move (video pixels) that took the outline `drawn` to `used`, or `null` where `used`
 * is not it moved ({@link MOVED_FIT_PX}) or lies where it was drawn.
 */
export function cameraMoveOfOutline(drawn: readonly (readonly [number, number])[], used: readonly (readonly [number, number])[]): number[] | null {
  const unmoved = drawn.length === used.length && drawn.every(([x, y], i) => Math.hypot(x - used[i]![0], y - used[i]![1]) <= MOVED_FIT_PX);
  if (unmoved) return null;
  const fitted = fitAffine(drawn, used);
  return fitted && fitted.worstPx <= MOVED_FIT_PX && invertHomography(fitted.map) ? fitted.map : null;
}

/** The review page's arena drawing. */
export function useArenaDrawing(): ArenaDrawing {
  const [arena, setArena] = useState<[number, number][] | null>(null);
  /** The camera move from the video's first picture to the frame drawing started on (video pixels), or `null`. */
  const [view, setView] = useState<number[] | null>(null);
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
    const used = from?.arena.map(([x, y]): [number, number] => [(x * videoWidth) / from.width, (y * videoHeight) / from.height]) ?? null;
    setStart(used ? used.map(([x, y]): [number, number] => [Math.round(x), Math.round(y)]) : drawingStart(videoWidth, videoHeight));
    setView(arena && used ? cameraMoveOfOutline(arena, used) : null);
    setEditing(true);
    return true;
  };

  const drawn = (next: [number, number][], videoWidth: number, videoHeight: number) => {
    // Dragged over a frame after a camera move: back to the first picture's pixels.
    const back = view ? invertHomography(view) : null;
    const first = back ? next.map((vertex): [number, number] => {
      const [x, y] = applyHomography(back, vertex);
      return [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
    }) : next;
    const checked = checkArena(first, videoWidth, videoHeight);
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

  const adopt = useCallback((outline: [number, number][] | null) => {
    setArena(outline);
    setView(null);
    setStart(null);
    setRefused(null);
    setEditing(false);
  }, []);
  const forget = useCallback(() => adopt(null), [adopt]);

  const shown = arena && view ? arena.map((vertex) => applyHomography(view, vertex)) : arena;
  return { arena, shown, editing, start, refused, startOrEnd, drawn, done, forget, adopt };
}
