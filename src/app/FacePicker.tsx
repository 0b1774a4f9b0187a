/** A small menu to set a die's face: the die kind's faces, and "leaning" when asked. */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { boxCentre, pointInBox } from '../core/box.ts';
import { FACES_OF_KIND, type Box, type DieKind, type Face } from '../core/types.ts';
import type { DieAnswer } from '../referee/liveStrikeReferee.ts';
import { drawnForDice, layOutOverlay, type OverlayContent } from './drawOverlay.ts';
import { useUiText } from './i18n/language.ts';
import { useReturnFocus } from './useReturnFocus.ts';

/** Props of {@link FacePicker}. */
export interface FacePickerProps {
  dieKind: DieKind;
  /** Offer "leaning" (not lying flat) besides the faces. */
  allowLeaning: boolean;
  /** The face the die shows now, highlighted. */
  current: Face | null;
  onPick(answer: DieAnswer): void;
  onClose(): void;
  /** The die's number, as the dice table lists it (1-based): the menu names it ("Die 3 shows:"). */
  dieNumber?: number;
  /**
   * Where the die is: its bounding box in pixels of a `frame.width × frame.height` frame, and
   * what is drawn over the picture, which the menu keeps clear of where there is room
   * ({@link pickerPlace}; the die's own, whose centre lies in `box`, left out): `overlay`, the
   * content ArenaView draws (same pixels), each die with its face tag and marks
   * ({@link drawnForDice}); else `dice`, the dice's bare boxes (same pixels).
   * The menu opens beside the die (inside the picture: the picker must be a child of ArenaView's
   * stage), or under the picture, as wide as it, where no place beside the die is clear of the
   * other dice or the menu would hide too much of the picture; without `at`, on the picture's
   * bottom edge (or where its container's style puts it: under the die clicked in the review's
   * timeline, when there is no picture).
   */
  at?: { box: Box; frame: { width: number; height: number }; dice?: readonly Box[]; overlay?: OverlayContent };
}

/** A width and a height, in CSS pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/** Room left between the die's box and the menu beside it, CSS pixels. */
export const PICKER_GAP_PX = 6;

/** Area of the overlap of two boxes `[x0, y0, x1, y1]` (0 when they only touch or lie apart). */
function overlapArea(a: Box, b: Box): number {
  return Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
}

/**
 * Where the face picker goes: its top-left corner `{ left, top }`, in pixels of the picture as
 * shown (the view), for a menu `picker` big beside the die `die` (a box `[x0, y0, x1, y1]` in the
 * same pixels), clear of the other dice drawn, `others` (same pixels; not the die itself), where
 * there is room, so that a player correcting two dice side by side still sees the second.
 *
 * Tried, `gap` pixels from the die: right of it and left of it (first on the side of the view
 * with more room: right of a die in the left half), its top level with the die's top in the
 * upper half of the view (else its bottom with the die's bottom), then the other way; then under
 * and over it, level with its left edge, then its right. Each is moved inside the view (a menu
 * larger than the view lies on its top-left edge). The first that covers the die least, then
 * stays inside the view, then covers the fewest other dice, then the least of them, is taken;
 * as a last resort a menu that cannot fit beside the die inside the view sticks out of the
 * view's side rather than cover the die.
 * @returns pixels of the view, rounded to whole pixels
 */
export function pickerSpot(die: Box, others: readonly Box[], picker: PixelSize, view: PixelSize, gap = PICKER_GAP_PX): { left: number; top: number } {
  const { left, top } = bestSpot(die, others, picker, view, gap).spot;
  return { left: Math.round(left), top: Math.round(top) };
}

/**
 * The most of the picture's area the menu may cover beside its die: a larger menu (on a phone's
 * picture, a few hundred pixels wide; helper 250, 390×844 in French: about half of it) goes
 * under the picture.
 */
export const PICKER_MOST_SHARE = 0.2;

/**
 * Where the face picker goes: `{ left, top }` beside the die, as {@link pickerSpot} places it
 * (pixels of the view, same arguments), or `'below'`, under the picture, when that place covers
 * another die of `others` (no place beside the die is clear of them), covers the die or sticks
 * out of the view, or when the menu is larger than {@link PICKER_MOST_SHARE} of the view.
 */
export function pickerPlace(die: Box, others: readonly Box[], picker: PixelSize, view: PixelSize, gap = PICKER_GAP_PX): { left: number; top: number } | 'below' {
  if (picker.width * picker.height > PICKER_MOST_SHARE * view.width * view.height) return 'below';
  const { spot, score } = bestSpot(die, others, picker, view, gap);
  if (score.some((value) => value > 0)) return 'below';
  return { left: Math.round(spot.left), top: Math.round(spot.top) };
}

/**
 * {@link pickerSpot}'s choice, unrounded, with its score: the area of the die it covers, 1 when
 * it sticks out of the view, the number of `others` it covers and their area covered (pixels²).
 */
function bestSpot(die: Box, others: readonly Box[], picker: PixelSize, view: PixelSize, gap: number): { spot: { left: number; top: number }; score: number[] } {
  const [x0, y0, x1, y1] = die;
  const { width: w, height: h } = picker;
  const inside = (v: number, room: number) => Math.max(0, Math.min(v, room));
  const toRight = (x0 + x1) / 2 < view.width / 2;
  const upper = (y0 + y1) / 2 < view.height / 2;
  const sides = toRight ? [x1 + gap, x0 - gap - w] : [x0 - gap - w, x1 + gap];
  const levels = upper ? [y0, y1 - h] : [y1 - h, y0];
  const candidates: { left: number; top: number }[] = [];
  for (const left of sides) for (const top of levels) candidates.push({ left, top });
  for (const top of [y1 + gap, y0 - gap - h]) for (const left of [x0, x1 - w]) candidates.push({ left, top });
  const placed = candidates.map(({ left, top }) => ({ left: inside(left, view.width - w), top: inside(top, view.height - h), outside: 0 }));
  // The last resort: beside the die, kept inside the view only up and down.
  for (const left of sides) placed.push({ left, top: inside(levels[0]!, view.height - h), outside: 1 });
  const scored = placed.map((spot, order) => {
    const box: Box = [spot.left, spot.top, spot.left + w, spot.top + h];
    const covered = others.map((other) => overlapArea(box, other)).filter((area) => area > 0);
    return { spot, order, score: [overlapArea(box, die), spot.outside, covered.length, covered.reduce((sum, area) => sum + area, 0)] };
  });
  scored.sort((a, b) => {
    const differs = a.score.findIndex((v, i) => v !== b.score[i]);
    return differs >= 0 ? a.score[differs]! - b.score[differs]! : a.order - b.order;
  });
  return scored[0]!;
}

/**
 * What the menu keeps clear of, in pixels of the view (the picture shown `view` big): from
 * `at.overlay` (the content drawn over the picture, in pixels of `at.frame`), each die's box with
 * its face tag and marks as drawOverlay lays them out at that size ({@link drawnForDice};
 * `textWidth(text, font)`: a label's width in pixels), else the boxes `at.dice`; not the die
 * picked, whose centre lies in `at.box`.
 */
export function keptClear(at: NonNullable<FacePickerProps['at']>, view: PixelSize, textWidth: (text: string, font: string) => number): Box[] {
  const sx = view.width / at.frame.width;
  const sy = view.height / at.frame.height;
  const drawn = at.overlay ? drawnForDice(layOutOverlay({ ...at.overlay, shownScale: sx }, at.frame, textWidth)) : (at.dice ?? []).map((box) => ({ box, drawn: box }));
  return drawn.filter(({ box }) => !pointInBox(boxCentre(box), at.box)).map(({ drawn: [x0, y0, x1, y1] }) => [x0 * sx, y0 * sy, x1 * sx, y1 * sy]);
}

/** Room kept between the window's edge and the die or the menu scrolled into view, CSS pixels. */
const SCROLL_MARGIN_PX = 8;

/**
 * How far to scroll the window down (CSS pixels; negative: up) to show the span `top`..`bottom`
 * (viewport pixels) whole, the least way, as `scrollIntoView({ block: 'nearest' })` does; to its
 * top when it is taller than the window (`viewport` pixels high).
 */
export function scrollToShow(top: number, bottom: number, viewport: number): number {
  if (top < 0 || bottom - top > viewport) return top;
  if (bottom > viewport) return bottom - viewport;
  return 0;
}

/**
 * Scrolls the window so that the menu `element` and, when `at` says where it is, the die too are
 * in view: the menu alone scrolled into view ('nearest') left the die above it cut off by the
 * window's top edge on a phone (helper 176b, 390×844). The die's box is placed on the menu's
 * offset parent, the picture (ArenaView's stage).
 */
function scrollMenuAndDieIntoView(element: HTMLElement, at: FacePickerProps['at']): void {
  const stage = element.offsetParent;
  if (!at || !stage) {
    element.scrollIntoView?.({ block: 'nearest' });
    return;
  }
  const picture = stage.getBoundingClientRect();
  const menu = element.getBoundingClientRect();
  const dieTop = picture.top + (at.box[1] / at.frame.height) * picture.height;
  const dieBottom = picture.top + (at.box[3] / at.frame.height) * picture.height;
  const dy = scrollToShow(Math.min(menu.top, dieTop) - SCROLL_MARGIN_PX, Math.max(menu.bottom, dieBottom) + SCROLL_MARGIN_PX, window.innerHeight);
  if (dy !== 0) window.scrollBy(0, dy);
}

/**
 * Where the keyboard focus goes from button `at` of `count` (0-based) on `key`: Tab and the
 * arrows → and ↓ to the next, Shift+Tab, ← and ↑ to the one before, round from the last to the
 * first and back (the picker keeps the focus until a face is picked, or Cancel or Escape).
 * @returns the button's index, or null for a key the picker leaves alone
 */
export function pickerFocusMove(key: string, shift: boolean, at: number, count: number): number | null {
  const forward = key === 'Tab' ? !shift : key === 'ArrowRight' || key === 'ArrowDown' ? true : key === 'ArrowLeft' || key === 'ArrowUp' ? false : null;
  if (forward === null || count === 0) return null;
  return ((at < 0 ? (forward ? -1 : 0) : at) + (forward ? 1 : -1) + count) % count;
}

/**
 * The menu, a modal dialog for the keyboard and screen readers (`aria-modal`; the mouse may
 * still click another die). It scrolls into view with the die it is about and takes the keyboard focus when it opens (on
 * its current face, or its first button), keeps it ({@link pickerFocusMove}), and gives it back
 * when it closes (to the dice table's button that opened it, say); Escape closes it wherever the
 * focus is. The current face is pressed (`aria-pressed`).
 */
export function FacePicker({ dieKind, allowLeaning, current, onPick, onClose, dieNumber, at }: FacePickerProps) {
  const menu = useRef<HTMLDivElement>(null);
  const t = useUiText().facePicker;
  useReturnFocus();
  /** Where the menu lies on the picture (CSS pixels) or under it ({@link pickerPlace}), once measured (before it is first painted). */
  const [spot, setSpot] = useState<{ left: number; top: number } | 'below' | null>(null);
  // `at` is a new object at each render of the page: its JSON says when the die or the dice moved.
  const atKey = at ? JSON.stringify(at) : null;
  useLayoutEffect(() => {
    const element = menu.current;
    const stage = element?.offsetParent;
    if (!at || !element || !(stage instanceof HTMLElement)) return undefined;
    // The overlay's labels measured as its canvas measures them (drawOverlay.ts).
    const measuring = document.createElement('canvas').getContext('2d');
    const textWidth = (text: string, font: string) => {
      if (!measuring) return 0;
      measuring.font = font;
      return measuring.measureText(text).width;
    };
    const place = () => {
      const view = { width: stage.clientWidth, height: stage.clientHeight };
      if (view.width === 0 || view.height === 0) {
        setSpot({ left: 0, top: 0 });
        return;
      }
      const others = keptClear(at, view, textWidth);
      // Its size as it lies beside the die, measured so while it lies under the picture too
      // (there it is as wide as the picture): else each place would take it to the other.
      const below = element.classList.replace('below', 'beside');
      const size = { width: element.offsetWidth, height: element.offsetHeight };
      if (below) element.classList.replace('beside', 'below');
      const [x0, y0, x1, y1] = at.box;
      const [sx, sy] = [view.width / at.frame.width, view.height / at.frame.height];
      setSpot(pickerPlace([x0 * sx, y0 * sy, x1 * sx, y1 * sy], others, size, view));
    };
    place();
    // The window resized (the picture is shown at another size), or the menu did (another language).
    const observer = new ResizeObserver(place);
    observer.observe(stage);
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [atKey]);
  const placed = !at || spot !== null;
  useEffect(() => {
    const element = menu.current;
    if (!element || !placed) return;
    scrollMenuAndDieIntoView(element, at);
    (element.querySelector<HTMLButtonElement>('button.current') ?? element.querySelector<HTMLButtonElement>('button'))?.focus({ preventScroll: true });
    // Where it opens, as it opens (as the focus), once placed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      ref={menu}
      className={at ? (spot === 'below' ? 'face-picker below' : 'face-picker beside') : 'face-picker'}
      // Measured at the picture's top-left, unseen, then placed (before it is painted).
      style={at && spot !== 'below' ? (spot ? { left: `${spot.left}px`, top: `${spot.top}px` } : { left: 0, top: 0, visibility: 'hidden' }) : undefined}
      role="dialog"
      aria-modal="true"
      aria-label={t.label}
      onKeyDown={(event: ReactKeyboardEvent<HTMLDivElement>) => {
        const buttons = [...event.currentTarget.querySelectorAll('button')];
        const next = pickerFocusMove(event.key, event.shiftKey, buttons.indexOf(document.activeElement as HTMLButtonElement), buttons.length);
        if (next === null || event.ctrlKey || event.altKey || event.metaKey) return;
        // Not the page's keys too: the review page's ← and → step the video.
        event.preventDefault();
        event.stopPropagation();
        buttons[next]!.focus();
      }}
      data-testid="face-picker"
    >
      <span>{dieNumber === undefined ? t.shows : t.dieShows(dieNumber)}</span>
      {FACES_OF_KIND[dieKind].map((face) => (
        <button key={face} type="button" className={face === current ? 'current' : ''} aria-pressed={face === current} onClick={() => onPick(face)}>{face}</button>
      ))}
      {allowLeaning && <button type="button" onClick={() => onPick('leaning')}>{t.leaning}</button>}
      <button type="button" className="secondary" onClick={onClose}>{t.cancel}</button>
    </div>
  );
}
