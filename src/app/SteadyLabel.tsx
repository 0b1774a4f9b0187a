/**
 * A button's label that swaps between two texts (*Arena* / *Done with arena*) without changing the
 * button's width: both texts lie in one grid cell, the one not shown hidden but keeping its room.
 * A toolbar that wraps would otherwise reflow when the label swaps, and the picture under it jump
 * from under the pointer about to drag an arena corner.
 */

/** Props of {@link SteadyLabel}. */
export interface SteadyLabelProps {
  /** The text shown (the button's accessible name). */
  shown: string;
  /** The button's other text, hidden (not read out), whose width the button keeps too. */
  other: string;
}

/** The label. */
export function SteadyLabel({ shown, other }: SteadyLabelProps) {
  return (
    <span className="steady-label">
      <span>{shown}</span>
      <span className="steady-label-other" aria-hidden="true">{other}</span>
    </span>
  );
}
