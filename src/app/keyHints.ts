/**
 * Whether this device is one on which keyboard shortcuts mean something: the page hides its
 * key hints, " (P)", where they do not (src/app/styles.css `.key-hint`, GamePanel.tsx `KeyHint`),
 * and a text that names a key (i18n `notice.otherGameKey`) leaves the key out there too.
 */

/**
 * The media query of a device whose primary pointer is a touch screen: coarse and unable to hover,
 * where no key is pressed (helper 178). styles.css hides `.key-hint` under this same query.
 */
export const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * Whether keyboard shortcuts are named to the player now: false where {@link TOUCH_SCREEN_QUERY}
 * matches, true otherwise (and where `matchMedia` is missing, as outside a browser).
 */
export function keyHintsShown(): boolean {
  return typeof globalThis.matchMedia !== 'function' || !globalThis.matchMedia(TOUCH_SCREEN_QUERY).matches;
}
