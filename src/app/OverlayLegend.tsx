/**
 * The key to the picture's marks: a folded list under the picture naming each kind of box the
 * overlay draws (drawOverlay.ts), with its colour and, for dice out of the arena, its dashes.
 */
import { OVERLAY_COLOURS } from './drawOverlay.ts';
import { useUiText } from './i18n/language.ts';

/** A kind of mark the key can name: `OVERLAY_COLOURS`' keys but the lime row pointer. */
export type LegendEntry = Exclude<keyof typeof OVERLAY_COLOURS, 'pointed'>;

/** Every entry, in the order the key lists them. */
export const LEGEND_ENTRIES: readonly LegendEntry[] = ['inArena', 'outOfArena', 'unreadable', 'arena', 'toRemove', 'asked', 'given'];

/** Entries drawn dashed (the arena outline, and dice out of it: drawOverlay.ts `isDashed`). */
const DASHED: ReadonlySet<LegendEntry> = new Set(['outOfArena', 'arena']);

/**
 * The key, folded until opened, in the page's language (`useUiText`); both pages draw every kind
 * of mark, but for dice to take out in the dice game, which has none (its dice are set aside).
 * @param game the game shown, when one is set up
 */
export function OverlayLegend({ game }: { game?: string }) {
  const t = useUiText().legend;
  const entries = game === 'dice-game' ? LEGEND_ENTRIES.filter((entry) => entry !== 'toRemove') : LEGEND_ENTRIES;
  return (
    <details className="overlay-legend" data-testid="overlay-legend">
      <summary>{t.summary}</summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry} data-entry={entry}>
            <span
              className="swatch"
              aria-hidden="true"
              style={{ borderColor: OVERLAY_COLOURS[entry], borderStyle: DASHED.has(entry) ? 'dashed' : 'solid' }}
            />
            {t[entry]}
          </li>
        ))}
      </ul>
    </details>
  );
}
