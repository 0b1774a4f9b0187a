import { describe, expect, it } from 'vitest';
import { isPageShortcut, livePageShortcut, type ShortcutKeyEvent } from './shortcutKeys.ts';

/** A key press on `target` (a stand-in for an element: its tag name and editability). */
function press(target: object | null, mods: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return { ctrlKey: false, metaKey: false, altKey: false, target: target as EventTarget | null, ...mods };
}

describe('isPageShortcut', () => {
  it('takes a plain key on the page, a button or the picture', () => {
    expect(isPageShortcut(press(null))).toBe(true);
    expect(isPageShortcut(press({ tagName: 'BODY', isContentEditable: false }))).toBe(true);
    expect(isPageShortcut(press({ tagName: 'BUTTON', isContentEditable: false }))).toBe(true);
    expect(isPageShortcut(press({ tagName: 'CANVAS', isContentEditable: false }))).toBe(true);
  });
  it('leaves keys typed into fields, sliders and editable text to them', () => {
    for (const tagName of ['INPUT', 'SELECT', 'TEXTAREA', 'input']) {
      expect(isPageShortcut(press({ tagName, isContentEditable: false }))).toBe(false);
    }
    expect(isPageShortcut(press({ tagName: 'DIV', isContentEditable: true }))).toBe(false);
  });
  it('takes keys on a tick box or a file button, which take none themselves', () => {
    expect(isPageShortcut(press({ tagName: 'INPUT', type: 'checkbox', isContentEditable: false }))).toBe(true);
    expect(isPageShortcut(press({ tagName: 'INPUT', type: 'file', isContentEditable: false }))).toBe(true);
    expect(isPageShortcut(press({ tagName: 'INPUT', type: 'text', isContentEditable: false }))).toBe(false);
    expect(isPageShortcut(press({ tagName: 'INPUT', type: 'range', isContentEditable: false }))).toBe(false);
  });
  it('leaves Ctrl, Alt and Meta keys to the browser (Ctrl+P prints, Alt+← goes back)', () => {
    expect(isPageShortcut(press(null, { ctrlKey: true }))).toBe(false);
    expect(isPageShortcut(press(null, { altKey: true }))).toBe(false);
    expect(isPageShortcut(press(null, { metaKey: true }))).toBe(false);
  });
});

describe('livePageShortcut', () => {
  it('names the live page\'s keys in either case, N answering No to "is it the die that flew out of sight?" (U answers Yes as the undo of that die)', () => {
    expect(['p', 'P', 'b', 'B', 'u', 'U', 'n', 'N', 'Escape'].map(livePageShortcut))
      .toEqual(['pass', 'pass', 'bank', 'bank', 'undo', 'undo', 'answerNo', 'answerNo', 'escape']);
    // R: the dice game's "They are the roll: rule it" (helper 234), the same key in French.
    expect(['r', 'R'].map(livePageShortcut)).toEqual(['ruleAsRoll', 'ruleAsRoll']);
    expect(['y', 'o', 'Enter', 'Tab', ' ', 'ArrowLeft'].map(livePageShortcut)).toEqual([null, null, null, null, null, null]);
  });
});
