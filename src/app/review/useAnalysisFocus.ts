/**
 * Where the keyboard focus goes as an analysis starts and ends: the button that started it is
 * disabled by it, and Stop goes when it ends, so the focus goes to Stop, then to the timeline,
 * not back to the page's top. A focus the user put elsewhere stays there. At the end the view
 * stays where the analysis left it (the newest entry followed, useFollowEntry.ts): the focus goes
 * to the first entry's button showing whole there, else to the first entry's, without scrolling
 * (the first entry's focus scrolled the window and the list up to it, away from the newest).
 */
import { useEffect, useRef } from 'react';
import { wholeInView } from './useFollowEntry.ts';

/**
 * The timeline button in `panel` (the side panel) to focus when an analysis ends: the first
 * enabled one showing whole in the window and the timeline's visible box, else the first
 * enabled one; `null` when there is none.
 */
export function buttonToFocus(panel: HTMLElement): HTMLButtonElement | null {
  const list = panel.querySelector('.timeline');
  const buttons = [...panel.querySelectorAll<HTMLButtonElement>('.timeline button:not(:disabled)')];
  return (list && buttons.find((button) => wholeInView(button, list))) ?? buttons[0] ?? null;
}

/**
 * Follows `analysing`.
 * @returns the refs to give the Stop button and the side panel holding the timeline
 */
export function useAnalysisFocus(analysing: boolean) {
  const stopButton = useRef<HTMLButtonElement>(null);
  const sidePanel = useRef<HTMLElement>(null);
  useEffect(() => {
    const lost = () => document.activeElement === null || document.activeElement === document.body || (document.activeElement as HTMLButtonElement).disabled === true;
    if (analysing && lost()) stopButton.current?.focus();
    const panel = sidePanel.current;
    if (!analysing && lost() && panel) buttonToFocus(panel)?.focus({ preventScroll: true });
  }, [analysing]);
  return { stopButton, sidePanel };
}
