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
  for (const highlight of content.highlights ?? []) {
    const [x0, y0, x1, y1] = highlight.box;
    const pad = line * 3;
    labelledBox(context, [x0 - pad, y0 - pad, x1 + pad, y1 + pad], highlight.label, OVERLAY_COLOURS[highlight.kind], line * 2, fontPx, true);
  }
}

/** A box with a filled label tab above its top-left corner (below it when `below`); no tab for a `null` label. */
function labelledBox(context: CanvasRenderingContext2D, box: Box, label: string | null, colour: string, line: number, fontPx: number, below = false): void {
  // Whole pixels: crisp lines, and the pixel at a box's rounded edge is always fully drawn.
  const [x0, y0, x1, y1] = box.map(Math.round) as Box;
  context.lineWidth = line;
  context.strokeStyle = colour;
  context.strokeRect(x0, y0, x1 - x0, y1 - y0);
  if (label === null) return;
  const width = context.measureText(label).width + line * 3;
  const top = below ? y1 : Math.max(0, y0 - fontPx - line);
  context.fillStyle = colour;
  context.fillRect(x0 - line / 2, top, width, fontPx + line);
  context.fillStyle = '#000';
  context.fillText(label, x0 + line, top + fontPx + line / 2);
}
