/**
 * Draws the reader's dice over the picture: a box per die and its top face.
 */
import type { ArenaReading, DieReading } from '../core/types.ts';

/** Box colours (CSS): read in the arena, out of the arena, unreadable. */
export const OVERLAY_COLOURS = { inArena: '#00e676', outOfArena: '#ff9100', unreadable: '#ff1744' } as const;

/** The colour a die's box is drawn in. */
export function dieColour(die: DieReading): string {
  if (die.face === null) return OVERLAY_COLOURS.unreadable;
  return die.inArena ? OVERLAY_COLOURS.inArena : OVERLAY_COLOURS.outOfArena;
}

/**
 * Clears `context` and draws every die of `reading`: its bounding box and a label with the
 * face ("?" when unreadable). The context's canvas must have the frame's size in pixels.
 */
export function drawOverlay(context: CanvasRenderingContext2D, reading: ArenaReading): void {
  const { canvas } = context;
  context.clearRect(0, 0, canvas.width, canvas.height);
  const line = Math.max(2, Math.round(Math.min(reading.width, reading.height) / 200));
  const fontPx = Math.max(12, line * 7);
  context.lineWidth = line;
  context.font = `bold ${fontPx}px system-ui, sans-serif`;
  context.textBaseline = 'bottom';
  for (const die of reading.dice) {
    const [x0, y0, x1, y1] = die.box;
    const colour = dieColour(die);
    context.strokeStyle = colour;
    context.strokeRect(x0, y0, x1 - x0, y1 - y0);
    const label = die.face ?? '?';
    const width = context.measureText(label).width + line * 3;
    const top = Math.max(0, y0 - fontPx - line);
    context.fillStyle = colour;
    context.fillRect(x0 - line / 2, top, width, fontPx + line);
    context.fillStyle = '#000';
    context.fillText(label, x0 + line, top + fontPx + line / 2);
  }
}
