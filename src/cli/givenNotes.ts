/**
 * `review`'s notes on the items a player gave on the command line (`--correct`, `--left-at`,
 * `--thrown-at`, `--missed-at`) that the review could not rule, or took otherwise than typed: said
 * once, together after the timeline (and so in the `--json` summary's `warnings` in the same
 * order), in the order the items were given: options in the order the command line gives them,
 * and within an option the order its items were typed.
 */

/** The `review` options whose items can get a note, by their commander name (camel case). */
export type GivenOption = 'correct' | 'leftAt' | 'thrownAt' | 'missedAt';

/** The order used when the command line's is not known: the order `review --help` lists them. */
export const HELP_ORDER: readonly GivenOption[] = ['thrownAt', 'missedAt', 'correct', 'leftAt'];

/** One note on an item given: its option, the item's place in that option's list (from 0), and the text. */
export interface GivenNote {
  option: GivenOption;
  place: number;
  text: string;
}

/**
 * `notes` in the order given: by the place of their option in `order` (an option `order` lacks
 * after those it has, in {@link HELP_ORDER}), then by their item's place; notes on the same item
 * keep the order they come in.
 * @param order the options as the command line gives them (src/cli/main.ts, from commander's
 *   `option:NAME` events, a repeated option at its first place: its items add up, src/cli/options.ts `accumulatingParser`)
 */
export function inOrderGiven(notes: readonly GivenNote[], order: readonly GivenOption[] = HELP_ORDER): GivenNote[] {
  const rank = (option: GivenOption) => {
    const at = order.indexOf(option);
    return at >= 0 ? at : order.length + HELP_ORDER.indexOf(option);
  };
  return [...notes].sort((a, b) => rank(a.option) - rank(b.option) || a.place - b.place);
}

/**
 * A counter of the places of typed times (`--thrown-at`, `--missed-at`, ms, in the order typed):
 * each call gives the place of the first typed time equal to `ms` (within half a ms) not yet
 * given, so that a time typed twice (two dice lost after one arena) gives two places; a time
 * none was typed as (a settle's own time) gets `typed.length`, after them all.
 */
export function typedPlaces(typed: readonly number[]): (ms: number) => number {
  const given = new Set<number>();
  return (ms) => {
    const place = typed.findIndex((time, i) => Math.abs(time - ms) < 0.5 && !given.has(i));
    if (place < 0) return typed.length;
    given.add(place);
    return place;
  };
}
