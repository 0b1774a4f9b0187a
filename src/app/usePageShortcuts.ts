/**
 * The live page's keyboard shortcuts (src/app/shortcutKeys.ts `livePageShortcut`). P, B, U, N and R act on the game in view: not while the set-up
 * form hides it, not while typing, not with a modifier (Ctrl+P prints, Ctrl+U shows the source,
 * Ctrl+B is a bookmark key), and once per press (a key held down repeats: each repeat would be
 * refused and logged). Escape closes the set-up form, as its Cancel does, and ends the arena's
 * editing.
 */
import { useEffect } from 'react';
import { isPageShortcut, livePageShortcut } from './shortcutKeys.ts';

/** What the page's shortcuts do, and when (options of {@link usePageShortcuts}). */
export interface PageShortcuts {
  /** Whether the New game form is open: it hides the game, and only Escape works (it closes the form). */
  formOpen: boolean;
  /** Closes the New game form, as its Cancel does (Escape while it is open). */
  closeForm(): void;
  /** Ends the arena's editing, as the "Done with arena" button does (Escape). */
  doneWithArena(): void;
  /** The player whose turn it is passes (P; useLiveGame `pass`). */
  pass(): void;
  /** The player whose turn it is banks (B; useLiveGame `bank`). */
  bank(): void;
  /** Undoes the last step of the game (U; useLiveGame `undo`). */
  undo(): void;
  /**
   * Answers *No, another die* (or *None*, where it asks whose lost die it is) to the question
   * whether the die come into the arena is the one said flown out of sight (N; useLiveGame
   * `missedDieFound`), only while that question stands.
   */
  answerNo(): void;
  /**
   * The dice game: rules the dice in the arena as the roll, as the question's *They are the roll:
   * rule it* (or *Dice were set aside and these rolled: rule it*) does (R; useLiveGame
   * `ruleAsRoll`), only while that button is offered.
   */
  ruleAsRoll(): void;
}

/** Listens to the window's key presses for the live page's shortcuts while mounted. */
export function usePageShortcuts({ formOpen, closeForm, doneWithArena, pass, bank, undo, answerNo, ruleAsRoll }: PageShortcuts): void {
  useEffect(() => {
    if (formOpen) {
      const onEscape = (event: KeyboardEvent) => {
        if (event.key === 'Escape') closeForm();
      };
      window.addEventListener('keydown', onEscape);
      return () => window.removeEventListener('keydown', onEscape);
    }
    const onKey = (event: KeyboardEvent) => {
      if (!isPageShortcut(event) || event.repeat) return;
      const shortcut = livePageShortcut(event.key);
      if (shortcut === 'escape') doneWithArena();
      if (shortcut === 'pass') pass();
      if (shortcut === 'bank') bank();
      if (shortcut === 'undo') undo();
      if (shortcut === 'answerNo') answerNo();
      if (shortcut === 'ruleAsRoll') ruleAsRoll();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [formOpen, closeForm, doneWithArena, pass, bank, undo, answerNo, ruleAsRoll]);
}
