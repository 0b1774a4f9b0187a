/**
 * Keeps the player's height (the picture and its controls, as laid out) in the CSS variable
 * `--review-player-height` of the document's root, in px: on a phone the player stays at the
 * window's top while the page scrolls under it (review.css), and the page's
 * `scroll-padding-top` (what the browser and useFollowEntry.ts keep clear at the window's top)
 * is that height there. Removed when the player goes.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable set on `document.documentElement`. */
export const PLAYER_HEIGHT_VAR = '--review-player-height';

/**
 * Follows the height of `player`.
 * @param shown whether the player is on the page (a video open): nothing is measured or set while not
 */
export function usePlayerHeight(player: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = player.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(PLAYER_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(PLAYER_HEIGHT_VAR);
    };
  }, [player, shown]);
}
