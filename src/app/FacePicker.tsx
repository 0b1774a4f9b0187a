/** A small menu to set a die's face: the die kind's faces, and "leaning" when asked. */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { FACES_OF_KIND, type Box, type DieKind, type Face } from '../core/types.ts';
import type { DieAnswer } from '../referee/liveStrikeReferee.ts';
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
  /**
   * Where the die is: its bounding box in pixels of a `frame.width × frame.height` frame. The
   * menu opens beside it (inside the picture: the picker must be a child of ArenaView's stage);
   * without it, on the picture's bottom edge (or where its container's style puts it: under the
   * die clicked in the review's timeline, when there is no picture).
   */
  at?: { box: Box; frame: { width: number; height: number } };
}

/**
 * Where the menu goes, in percent of the picture: beside the die `box` (pixels of a
 * `width × height` frame), on the side of the picture with more room (right of a die in the
 * left half, else left of it), its top level with the die's top in the upper half, else its
 * bottom level with the die's bottom, so that it stays inside the picture. A menu `menuShare`
 * of the picture's height (0..1; 0: not known yet) that would stick out of the picture's top
 * (or bottom) that way lies on that edge instead, still beside the die: on a phone the picture
 * stays at the window's top (the review page's player, review.css), where scrolling the window
 * shows nothing above it.
 */
export function pickerPlacement([x0, y0, x1, y1]: Box, width: number, height: number, menuShare = 0): CSSProperties {
  const percent = (v: number) => `${(100 * Math.min(1, Math.max(0, v))).toFixed(2)}%`;
  const horizontal = (x0 + x1) / 2 < width / 2 ? { left: percent(x1 / width) } : { right: percent(1 - x0 / width) };
  const upper = (y0 + y1) / 2 < height / 2;
  const vertical = upper
    ? y0 / height + menuShare > 1 ? { bottom: percent(0) } : { top: percent(y0 / height) }
    : y1 / height - menuShare < 0 ? { top: percent(0) } : { bottom: percent(1 - y1 / height) };
  return { ...horizontal, ...vertical };
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
export function FacePicker({ dieKind, allowLeaning, current, onPick, onClose, at }: FacePickerProps) {
  const menu = useRef<HTMLDivElement>(null);
  const t = useUiText().facePicker;
  useReturnFocus();
  /** The menu's height as a share of the picture's ({@link pickerPlacement}), once measured (before it is first painted). */
  const [menuShare, setMenuShare] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = menu.current;
    const stage = element?.offsetParent;
    setMenuShare(element && stage && stage.clientHeight > 0 ? element.offsetHeight / stage.clientHeight : 0);
  }, []);
  const placed = menuShare !== null;
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
      className={at ? 'face-picker beside' : 'face-picker'}
      style={at ? pickerPlacement(at.box, at.frame.width, at.frame.height, menuShare ?? 0) : undefined}
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
      <span>{t.shows}</span>
      {FACES_OF_KIND[dieKind].map((face) => (
        <button key={face} type="button" className={face === current ? 'current' : ''} aria-pressed={face === current} onClick={() => onPick(face)}>{face}</button>
      ))}
      {allowLeaning && <button type="button" onClick={() => onPick('leaning')}>{t.leaning}</button>}
      <button type="button" className="secondary" onClick={onClose}>{t.cancel}</button>
    </div>
  );
}
