/**
 * The review page's keys: ← and → step the video a frame back and on (not while typing or
 * choosing, nor with Ctrl, Alt or Meta: Alt+← is the browser's Back; shortcutKeys.ts), and
 * Escape ends the arena's drawing, as its *Done with arena* button (the live page's key too),
 * wherever the focus is.
 */
import { useEffect } from 'react';
import { isPageShortcut } from '../shortcutKeys.ts';

/** What the review page's keys do (options of {@link useReviewShortcuts}). */
export interface ReviewShortcuts {
  /** Ends the arena's drawing (Escape). */
  doneWithArena(): void;
  /** Steps a frame on (`+1`, →) or back (`-1`, ←). */
  step(direction: 1 | -1): void;
}

/** Listens to the window's key presses for the review page's keys while mounted (the latest handlers). */
export function useReviewShortcuts({ doneWithArena, step }: ReviewShortcuts): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') doneWithArena();
      if (!isPageShortcut(event)) return;
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
