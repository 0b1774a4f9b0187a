/** Keyboard focus moved by the page, kept in view. */

/**
 * Focuses `element` and scrolls the page only as far as it takes to show it (at 200 % zoom a
 * heading may lie above the view: helper 163; WCAG 2.4.11), not to put it at the top.
 */
export function focusInView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'nearest' });
}
