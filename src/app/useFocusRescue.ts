/** Puts the keyboard focus somewhere sensible when the element holding it is taken off the page. */
import { useEffect, useRef } from 'react';
import { focusInView } from './focusInView.ts';

/**
 * Watches the page for the focused element being removed (a button that answers a question and
 * goes with it, a die's table button once the die is out of play, an arena corner when editing
 * ends): the focus would fall to the page's body, and a keyboard or screen-reader user would
 * start again from the top. It is moved to `home(lost)` instead, where the page says, unless
 * something took the focus meanwhile (a closing menu giving it back to its opener). A focus
 * moved away by the user (a click on the page) is left alone: its element is still on the page.
 * @param home the element to focus after `lost` was removed, or `null` to leave the focus be
 */
export function useFocusRescue(home: (lost: Element) => HTMLElement | null): void {
  const homeRef = useRef(home);
  homeRef.current = home;
  useEffect(() => {
    let frame = 0;
    const onFocusOut = (event: FocusEvent) => {
      const lost = event.target;
      if (event.relatedTarget !== null || !(lost instanceof Element)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (lost.isConnected || (document.activeElement !== null && document.activeElement !== document.body)) return;
        focusInView(homeRef.current(lost));
      });
    };
    document.addEventListener('focusout', onFocusOut);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}
