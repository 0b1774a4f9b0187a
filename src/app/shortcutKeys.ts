/**
 * Which key presses the pages take as their own shortcuts (the live page's P, B, U, N, R and Escape;
 * the review page's ← and → frame steps and Escape).
 */

/** The parts of a `KeyboardEvent` the test reads (a DOM event has them all). */
export interface ShortcutKeyEvent {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The element the key went to: a field being typed in keeps its keys. */
  readonly target: EventTarget | null;
}

/** Elements whose keys are the player's typing or choosing, by `tagName`. */
const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** Inputs that take no typing nor arrow keys (a tick box, a button): the page's keys work there. */
const KEYLESS_INPUTS = new Set(['checkbox', 'button', 'submit', 'reset', 'file', 'image', 'color']);

/**
 * Whether a key press is for the page's shortcuts: not typed into a field (an input, a select,
 * a text area or editable text, where ← and → move the caret or the slider; a tick box or a
 * file button takes no keys, so the page's work there) and without Ctrl,
 * Alt or Meta, which belong to the browser and the system (Ctrl+P prints, Ctrl+U shows the
 * source, Alt+← goes back a page).
 */
export function isPageShortcut(event: ShortcutKeyEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown } | null;
  if (target === null || typeof target !== 'object') return true;
  const tag = typeof target.tagName === 'string' ? target.tagName.toUpperCase() : '';
  if (tag === 'INPUT' && typeof target.type === 'string' && KEYLESS_INPUTS.has(target.type.toLowerCase())) return true;
  return !FIELDS.has(tag) && target.isContentEditable !== true;
}

/**
 * The live page's shortcut that `key` (a `KeyboardEvent.key`) stands for, the same in English and
 * French: P `pass`, B `bank`, U `undo` (in Strike it also answers *Yes* to "is it the die that flew
 * out of sight?", as the undo of that die: src/referee/liveStrikeReferee.ts `undo`), N `answerNo`
 * (*No, another die* to that question; *Non* in French), R `ruleAsRoll` (the dice game's *They are
 * the roll: rule it*, or *Dice were set aside and these rolled: rule it*: helper 234), Escape
 * `escape`; `null` for any other key.
 * Either case counts (Caps Lock, Shift). docs/app.md, Keys.
 */
export function livePageShortcut(key: string): 'pass' | 'bank' | 'undo' | 'answerNo' | 'ruleAsRoll' | 'escape' | null {
  if (key === 'Escape') return 'escape';
  switch (key.toLowerCase()) {
    case 'p': return 'pass';
    case 'b': return 'bank';
    case 'u': return 'undo';
    case 'n': return 'answerNo';
    case 'r': return 'ruleAsRoll';
    default: return null;
  }
}
