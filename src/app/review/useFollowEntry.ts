/**
 * Keeps the timeline entry that matters in the window's view: the newest while the video is
 * analysed, the one the player is in while it plays or steps. On a phone (one column, 390 × 844)
 * the timeline lies under the picture and the set-up, below the window's bottom edge, so
 * scrolling the list alone left the entry out of view; there the player stays over the window's
 * top (review.css), and the entry is kept below it. The user's own scrolling wins: once they
 * scroll the entry out of view, a new entry does not pull them back, until they act on the
 * player again (`again`) or scroll it back into view whole.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Scroll positions the page set last: a scroll event that finds them is the page's own, not the user's. */
interface OwnScroll {
  windowY: number;
  listTop: number;
}

/**
 * How much of the window's top, px, the page keeps clear when it scrolls to something: its root's
 * `scroll-padding-top` (on a phone, the player that stays over it: review.css), else 0.
 */
export function coveredTop(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : 0;
}

/**
 * Whether `item` shows whole, both in the window's view (below what covers its top:
 * {@link coveredTop}) and in `list`'s visible box (as much of it as fits, for an item taller than
 * they are), to a pixel.
 */
export function wholeInView(item: Element, list: Element): boolean {
  const box = item.getBoundingClientRect();
  const frame = list.getBoundingClientRect();
  const top = Math.max(frame.top, coveredTop());
  const bottom = Math.min(frame.bottom, window.innerHeight);
  if (bottom <= top) return false; // the list itself out of view
  const shown = Math.min(box.bottom, bottom) - Math.max(box.top, top);
  return shown >= Math.min(box.height, bottom - top) - 1;
}

/**
 * Scrolls `list` (if the item is out of its visible box: the item a third of the way down) and
 * then the window, as little as it takes, so that `item` shows whole below what covers the
 * window's top ({@link coveredTop}; its top, if it is taller than what is left). `item` must be
 * laid out in `list` (`list` its offset parent).
 */
export function scrollEntryIntoView(item: HTMLElement, list: HTMLElement): void {
  if (item.offsetTop < list.scrollTop || item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
    list.scrollTop = Math.max(0, item.offsetTop - list.clientHeight / 3);
  }
  // Whole pixels: the window scrolls by whole pixels, and a box at 762.375 px (the set-up's
  // fractional line heights) scrolled by 0.375 px less would still end past the bottom edge.
  const box = item.getBoundingClientRect();
  const top = box.top - coveredTop();
  const below = Math.ceil(box.bottom - window.innerHeight);
  if (top < 0) window.scrollBy(0, Math.floor(top));
  else if (below > 0) window.scrollBy(0, Math.min(below, Math.floor(top)));
}

/**
 * Follows entry `index` of `list` (its items carry `data-index`), or none (`null`).
 * @param again bumped when the user acts on the player (play, a step, a seek, an entry clicked)
 *   or an analysis starts: the entry is followed again though the user had scrolled away
 */
export function useFollowEntry(list: RefObject<HTMLElement | null>, index: number | null, again: unknown): void {
  /** Whether to scroll to the entry when it changes: false once the user scrolled it out of view. */
  const following = useRef(true);
  /** The positions the page's last scroll left, to tell the user's scrolling from its own. */
  const own = useRef<OwnScroll | null>(null);
  /** The entry followed now, for the scroll listener. */
  const followed = useRef<number | null>(index);
  followed.current = index;

  useEffect(() => {
    const onScroll = (event: Event) => {
      const box = list.current;
      if (!box || (event.target !== document && event.target !== box)) return;
      const mine = own.current;
      if (mine && Math.abs(window.scrollY - mine.windowY) < 1 && Math.abs(box.scrollTop - mine.listTop) < 1) return;
      own.current = null;
      // The user scrolled (or the page moved under them): follow on while the entry still shows
      // whole (with none to follow yet, the first one to come is followed).
      const item = followed.current === null ? null : box.querySelector(`[data-index="${followed.current}"]`);
      if (item) following.current = wholeInView(item, box);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [list]);

  // Before the browser paints: an entry added is never drawn out of view first.
  useLayoutEffect(() => {
    following.current = true;
  }, [again]);

  // After every render, not only when the entry changes: what the page shows above the timeline
  // (a notice, the progress line) and the entry's own rulings move it.
  useLayoutEffect(() => {
    const box = list.current;
    if (index === null || !box || !following.current) return;
    const item = box.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!item || wholeInView(item, box)) return;
    scrollEntryIntoView(item, box);
    own.current = { windowY: window.scrollY, listTop: box.scrollTop };
  });
}
