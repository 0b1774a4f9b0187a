/**
 * A number field's text, kept as typed (a field being retyped may be empty or half-typed for a
 * moment), that follows its number when the number is changed from outside the field (the demo's
 * set-up, a player count's first guess, a set-up restored). The text follows in the same render
 * as the change, as React's "adjusting state when a prop changes" advises
 * (react.dev/learn/you-might-not-need-an-effect), not one render later from an effect: a field
 * never shows the number before the change beside the other fields' new values.
 */
import { useState } from 'react';

/**
 * The field's text and its setter.
 * @param value the number the field stands for; `null` or `NaN` (none, or one typed that is not
 *   a number) leaves the text as it is.
 * @returns `[text, setText]`: the text to show, and the setter for what the user types.
 */
export function useTypedNumber(value: number | null): [string, (text: string) => void] {
  const [text, setText] = useState(value === null || Number.isNaN(value) ? '' : String(value));
  const [followed, setFollowed] = useState(value);
  if (!Object.is(value, followed)) {
    setFollowed(value);
    if (value !== null && !Number.isNaN(value) && value !== Number(text)) setText(String(value));
  }
  return [text, setText];
}
