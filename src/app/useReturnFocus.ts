/** Gives the keyboard focus back to where it was when a menu or form opened, once it closes. */
import { useEffect, useState } from 'react';
import { focusInView } from './focusInView.ts';

/**
 * Remembers the element that had the keyboard focus when the calling component mounted (the
 * button that opened a face picker or the set-up form), and focuses it again when the component
 * unmounts, if the focus was lost with it (left on the page's body) and that element is still on
 * the page. A focus the players moved elsewhere meanwhile stays where it is. (WAI-ARIA Authoring
 * Practices, dialog pattern: "When a dialog closes, focus returns to the element that invoked it".)
 */
export function useReturnFocus(): void {
  // Taken as the component first renders, before its own effects move the focus (React's strict
  // mode runs effects twice on mount: by the second run the focus is already inside).
  // No document where the page is rendered to markup (the panels' unit tests): nothing to give back.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => () => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) focusInView(opener);
  }, [opener]);
}
