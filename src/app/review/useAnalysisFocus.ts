/**
 * Where the keyboard focus goes as an analysis starts and ends: the button that started it is
 * disabled by it, and Stop goes when it ends, so the focus goes to Stop, then to the timeline's
 * first entry, not back to the page's top. A focus the user put elsewhere stays there.
 */
import { useEffect, useRef } from 'react';

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
    if (!analysing && lost()) sidePanel.current?.querySelector<HTMLButtonElement>('.timeline button:not(:disabled)')?.focus();
  }, [analysing]);
  return { stopButton, sidePanel };
}
