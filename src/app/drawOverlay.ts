/**
 * Draws the reader's dice over the picture: a box per die and its top face, the arena
 * outline, and the referee's highlights (dice to take out, dice it asks about).
 */
import { boxCentre, pointInBox } from '../core/box.ts';
import type { ArenaReading, Box, DieReading } from '../core/types.ts';

/** Overlay colours (CSS). */
export const OVERLAY_COLOURS = {
  inArena: '#00e676',
  outOfArena: '#ff9100',
  unreadable: '#ff1744',
  arena: '#ffd600',
  toRemove: '#40c4ff',
  asked: '#e040fb',
  given: '#ffffff',
} as const;

/** The colour a die's box is drawn in. */
export function dieColour(die: DieReading): string {
  if (die.face === null) return OVERLAY_COLOURS.unreadable;
  return die.inArena ? OVERLAY_COLOURS.inArena : OVERLAY_COLOURS.outOfArena;
}

/**
 * A die the referee points at: its box in frame pixels and a short label. `toRemove`: to take
 * out; `asked`: a question is about it; `given`: ruled with the face the players gave, not the
 * one read.
 */
export interface Highlight {
  box: Box;
  label: string;
  kind: 'toRemove' | 'asked' | 'given';
  /**
   * The label gives the face the die is ruled or asked with: the die's own tag (the face read)
   * is not drawn beside it, where the two would say different things or the same twice.
   */
  replacesFaceTag?: boolean;
}

/** Everything drawn over one frame. */
export interface OverlayContent {
  /** The latest reading (boxes and faces), or `null` while the arena moves. */
  reading: ArenaReading | null;
  /** Arena polygon in frame pixels, or `null`. */
  arena?: [number, number][] | null;
  /** Draw the arena's corner handles (while the user edits it). */
  editingArena?: boolean;
  /** The referee's highlights. */
  highlights?: Highlight[];
}

/** Radius of an arena corner handle, in frame pixels, for a frame of this size. */
export function handleRadius(width: number, height: number): number {
  return Math.max(8, Math.round(Math.min(width, height) / 45));
}

/**
 * Clears `context` and draws `content`. The context's canvas must have the frame's size in
 * pixels.
 */
export function drawOverlay(context: CanvasRenderingContext2D, content: OverlayContent): void {
  const { canvas } = context;
  context.clearRect(0, 0, canvas.width, canvas.height);
  const line = Math.max(2, Math.round(Math.min(canvas.width, canvas.height) / 200));
  const fontPx = Math.max(12, line * 7);
  context.font = `bold ${fontPx}px system-ui, sans-serif`;
  context.textBaseline = 'bottom';

  if (content.arena && content.arena.length >= 3) {
    context.strokeStyle = OVERLAY_COLOURS.arena;
    context.lineWidth = line;
    context.setLineDash([line * 4, line * 3]);
    context.beginPath();
    content.arena.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
    context.closePath();
    context.stroke();
    context.setLineDash([]);
    if (content.editingArena) {
      const r = handleRadius(canvas.width, canvas.height);
      context.fillStyle = OVERLAY_COLOURS.arena;
      for (const [x, y] of content.arena) {
        context.beginPath();
        context.arc(x, y, r, 0, Math.PI * 2);
        context.fill();
      }
    }
  }

  const replacing = (content.highlights ?? []).filter((highlight) => highlight.replacesFaceTag);
  for (const die of content.reading?.dice ?? []) {
    const centre = boxCentre(die.box);
    const label = replacing.some((highlight) => pointInBox(centre, highlight.box)) ? null : die.face ?? '?';
    labelledBox(context, die.box, label, dieColour(die), line, fontPx);
  }
  // The dice and their face tags, which a mark's tab should not cover.
  const faceTags = (content.reading?.dice ?? []).map(({ box: [x0, y0, x1, y1] }): Box => [x0, y0 - fontPx - line, x1, y1]);
  for (const highlight of content.highlights ?? []) {
    const [x0, y0, x1, y1] = highlight.box;
    const pad = line * 3;
    const centre = boxCentre(highlight.box);
    const others = faceTags.filter((tagged) => !pointInBox(centre, tagged));
    labelledBox(context, [x0 - pad, y0 - pad, x1 + pad, y1 + pad], highlight.label, OVERLAY_COLOURS[highlight.kind], line * 2, fontPx, others);
  }
}

/**
 * Where a label tab of `width` × `height` pixels goes beside `box` (pixels): under its left
 * corner, over it, under its right corner or over that, whichever covers the least of `box`
 * itself (pushed inside the frame at its edges) and of the `others` boxes (ties: that order),
 * kept inside the `canvasWidth` × `canvasHeight` frame.
 * @returns the tab's top-left corner, in pixels
 */
export function tabPlacement(box: Box, width: number, height: number, others: readonly Box[], canvasWidth: number, canvasHeight: number): [number, number] {
  const [x0, y0, x1, y1] = box;
  const inside = ([x, y]: [number, number]): [number, number] => [
    Math.max(0, Math.min(x, canvasWidth - width)), Math.max(0, Math.min(y, canvasHeight - height)),
  ];
  const candidates = [[x0, y1], [x0, y0 - height], [x1 - width, y1], [x1 - width, y0 - height]].map(([x, y]) => inside([x!, y!]));
  const covered = ([x, y]: [number, number]) => [box, ...others].reduce((area, [a0, b0, a1, b1]) =>
    area + Math.max(0, Math.min(x + width, a1) - Math.max(x, a0)) * Math.max(0, Math.min(y + height, b1) - Math.max(y, b0)), 0);
  return candidates.reduce((best, candidate) => (covered(candidate) < covered(best) ? candidate : best));
}

/**
 * A box with a filled label tab above its top-left corner, or, for a mark (`others` given: the
 * boxes of the dice around), where {@link tabPlacement} puts it; no tab for a `null` label.
 */
function labelledBox(context: CanvasRenderingContext2D, box: Box, label: string | null, colour: string, line: number, fontPx: number, others?: readonly Box[]): void {
  // Whole pixels: crisp lines, and the pixel at a box's rounded edge is always fully drawn.
  const [x0, y0, x1, y1] = box.map(Math.round) as Box;
  context.lineWidth = line;
  context.strokeStyle = colour;
  context.strokeRect(x0, y0, x1 - x0, y1 - y0);
  if (label === null) return;
  const width = context.measureText(label).width + line * 3;
  const height = fontPx + line;
  const [left, top] = others
    ? tabPlacement([x0 - line / 2, y0, x1 + line / 2, y1], width, height, others, context.canvas.width, context.canvas.height)
    : [x0 - line / 2, Math.max(0, y0 - height)];
  context.fillStyle = colour;
  context.fillRect(left, top, width, height);
  context.fillStyle = '#000';
  context.fillText(label, left + line * 1.5, top + fontPx + line / 2);
}
