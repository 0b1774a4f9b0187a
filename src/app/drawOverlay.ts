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
  pointed: '#eeff41',
} as const;

/** The colour a die's box is drawn in. */
export function dieColour(die: DieReading): string {
  if (die.face === null) return OVERLAY_COLOURS.unreadable;
  return die.inArena ? OVERLAY_COLOURS.inArena : OVERLAY_COLOURS.outOfArena;
}

/**
 * Whether a die's box is drawn dashed: a die out of the arena, so that in and out differ by more
 * than green against orange, which many colour-blind players cannot tell apart.
 */
export function isDashed(die: DieReading): boolean {
  return !die.inArena;
}

/**
 * A die the referee points at: its box in frame pixels and a short label. `toRemove`: to take
 * out; `asked`: a question is about it; `given`: ruled with the face the players gave, not the
 * one read; `pointed`: the die of the dice table's row under the pointer (its row number).
 */
export interface Highlight {
  box: Box;
  label: string;
  kind: 'toRemove' | 'asked' | 'given' | 'pointed';
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
  /**
   * How large the picture is shown: CSS pixels per frame pixel (the canvas's displayed width over
   * its width). Labels are drawn at least {@link MIN_LABEL_CSS_PX} tall as shown. Absent: as drawn.
   */
  shownScale?: number;
}

/** The least height of a label's text as shown, in CSS pixels: a phone shows a 640 px frame at about half its size. */
export const MIN_LABEL_CSS_PX = 11;

/** Radius of an arena corner handle, in frame pixels, for a frame of this size. */
export function handleRadius(width: number, height: number): number {
  return Math.max(8, Math.round(Math.min(width, height) / 45));
}

/** A die's box as drawn: its outline's colour and dashes, and its face tag's text (`null`: none, a mark gives its face). */
export interface LaidOutDie {
  box: Box;
  label: string | null;
  colour: string;
  dashed: boolean;
}

/** A label tab: its text and colour, and its place, `box` `[x0, y0, x1, y1]` (pixels). */
export interface LaidOutTab {
  label: string;
  colour: string;
  box: Box;
}

/**
 * Where everything of {@link drawOverlay} goes on a `canvas.width × canvas.height` frame (pixels):
 * the line width, the labels' font, each die's box, the face tags (`die`: the index of its die in
 * `dice`), and each highlight's frame (its box padded by three lines) with its tab.
 */
export interface OverlayLayout {
  /** Outline width, pixels. */
  line: number;
  /** The labels' font size (pixels) and the CSS font it is drawn in. */
  fontPx: number;
  font: string;
  dice: LaidOutDie[];
  tags: (LaidOutTab & { die: number })[];
  marks: (Highlight & { frame: Box; tab: LaidOutTab })[];
}

/**
 * Lays out `content` on a canvas of `canvas` size (pixels): what {@link drawOverlay} draws, and
 * where. `textWidth(text, font)` is the width in pixels of `text` in the CSS `font` (a 2D
 * context's `measureText`).
 */
export function layOutOverlay(content: OverlayContent, canvas: { width: number; height: number }, textWidth: (text: string, font: string) => number): OverlayLayout {
  const line = Math.max(2, Math.round(Math.min(canvas.width, canvas.height) / 200));
  const shown = content.shownScale !== undefined && content.shownScale > 0 ? Math.ceil(MIN_LABEL_CSS_PX / content.shownScale) : 0;
  const fontPx = Math.max(12, line * 7, shown);
  const font = `bold ${fontPx}px system-ui, sans-serif`;
  const highlights = content.highlights ?? [];
  const replacing = highlights.filter((highlight) => highlight.replacesFaceTag);
  const dice: LaidOutDie[] = (content.reading?.dice ?? []).map((die) => {
    const centre = boxCentre(die.box);
    const label = replacing.some((highlight) => pointInBox(centre, highlight.box)) ? null : die.face ?? '?';
    return { box: roundBox(die.box), label, colour: dieColour(die), dashed: isDashed(die) };
  });
  const frames = highlights.map((highlight) => {
    const pad = line * 3;
    const [x0, y0, x1, y1] = roundBox(highlight.box);
    return { ...highlight, frame: [x0 - pad, y0 - pad, x1 + pad, y1 + pad] as Box };
  });
  const tagHeight = fontPx + line;
  // Each face tag over its box's left corner, unless that covers or touches a die, another
  // die's mark frame or a tag placed before (crowded dice): then where it covers the least of
  // them, each widened by two lines so that a tag does not lie against a neighbour it could be
  // read as belonging to (a 1 tagged inside the blue frame of a 5 to take out reads as that
  // die's face; helper 137).
  const tags: OverlayLayout['tags'] = [];
  const margin = line * 2;
  const widened = ([x0, y0, x1, y1]: Box): Box => [x0 - margin, y0 - margin, x1 + margin, y1 + margin];
  for (const [i, { box, label, colour }] of dice.entries()) {
    if (label === null) continue;
    const width = textWidth(label, font) + line * 3;
    const centre = boxCentre(box);
    const otherFrames = frames.filter((mark) => !pointInBox(centre, mark.box)).map((mark) => mark.frame);
    const others = [...dice.filter((_, k) => k !== i).map((die) => die.box), ...otherFrames, ...tags.map((tag) => tag.box)].map(widened);
    const [left, top] = tabPlacement([box[0] - line / 2, box[1], box[2] + line / 2, box[3]], width, tagHeight, others, canvas.width, canvas.height, true);
    tags.push({ label, colour, box: [left, top, left + width, top + tagHeight], die: i });
  }
  // Each mark's tab where it covers the least of the dice and their tags, and of the tabs placed
  // before it: a die both to take out and pointed at in the dice table shows both words.
  const placed: Box[] = [];
  const marks = frames.map((mark) => {
    const centre = boxCentre(mark.box);
    const others = [...dice.map((die) => die.box).filter((box) => !pointInBox(centre, box)), ...tags.map((tag) => tag.box), ...placed];
    const width = textWidth(mark.label, font) + line * 3;
    const [x0, y0, x1, y1] = mark.frame;
    const [left, top] = tabPlacement([x0 - line, y0, x1 + line, y1], width, tagHeight, others, canvas.width, canvas.height);
    const tab: LaidOutTab = { label: mark.label, colour: OVERLAY_COLOURS[mark.kind], box: [left, top, left + width, top + tagHeight] };
    placed.push(tab.box);
    return { ...mark, tab };
  });
  return { line, fontPx, font, dice, tags, marks };
}

/**
 * What is drawn for each die of `layout` ({@link layOutOverlay}): `box`, the die's box, and
 * `drawn`, the least box `[x0, y0, x1, y1]` (pixels) holding its outline (half a line out), its
 * face tag, and the frame and tab of each mark about it (a mark whose box holds the die's centre).
 * A mark about no die drawn comes last, its `box` the mark's own.
 */
export function drawnForDice(layout: OverlayLayout): { box: Box; drawn: Box }[] {
  const half = layout.line / 2;
  const union = (boxes: readonly Box[]): Box => [
    Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3])),
  ];
  const marksOf = (box: Box) => layout.marks.filter((mark) => pointInBox(boxCentre(box), mark.box)).flatMap((mark) => [mark.frame, mark.tab.box]);
  const dice = layout.dice.map(({ box }, i) => ({
    box,
    drawn: union([[box[0] - half, box[1] - half, box[2] + half, box[3] + half], ...layout.tags.filter((tag) => tag.die === i).map((tag) => tag.box), ...marksOf(box)]),
  }));
  const alone = layout.marks.filter((mark) => !layout.dice.some(({ box }) => pointInBox(boxCentre(box), mark.box)));
  return [...dice, ...alone.map((mark) => ({ box: roundBox(mark.box), drawn: union([mark.frame, mark.tab.box]) }))];
}

/**
 * Clears `context` and draws `content` ({@link layOutOverlay}). The context's canvas must have
 * the frame's size in pixels.
 */
export function drawOverlay(context: CanvasRenderingContext2D, content: OverlayContent): void {
  const { canvas } = context;
  context.clearRect(0, 0, canvas.width, canvas.height);
  const layout = layOutOverlay(content, canvas, (text, font) => {
    context.font = font;
    return context.measureText(text).width;
  });
  const { line, fontPx } = layout;
  context.font = layout.font;
  context.textBaseline = 'bottom';

  if (content.arena && content.arena.length >= 3) {
    context.setLineDash([line * 4, line * 3]);
    context.beginPath();
    content.arena.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
    context.closePath();
    // Its dashes on a dark edge, as the boxes are (see `strokeBox`).
    context.strokeStyle = HALO;
    context.lineWidth = line * 2;
    context.stroke();
    context.strokeStyle = OVERLAY_COLOURS.arena;
    context.lineWidth = line;
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

  // Boxes first, then the marks' frames, then the face tags over them (an X to take out keeps
  // its tag readable above its frame), then the marks' tabs.
  for (const die of layout.dice) strokeBox(context, die.box, die.colour, line, die.dashed);
  for (const mark of layout.marks) strokeBox(context, mark.frame, OVERLAY_COLOURS[mark.kind], line * 2);
  for (const tag of layout.tags) drawTab(context, tag, line, fontPx);
  for (const mark of layout.marks) drawTab(context, mark.tab, line, fontPx);
}

/**
 * Where a label tab of `width` × `height` pixels goes beside `box` (pixels): under its left
 * corner, over it, under its right corner, over that, or level with its top on its right or
 * its left side, whichever covers the least of `box` itself (pushed inside the frame at its
 * edges) and of the `others` boxes (ties: that order; `overFirst`: over its left corner
 * first, where a die's face tag goes), kept inside the `canvasWidth` × `canvasHeight` frame.
 * @returns the tab's top-left corner, in pixels
 */
export function tabPlacement(box: Box, width: number, height: number, others: readonly Box[], canvasWidth: number, canvasHeight: number, overFirst = false): [number, number] {
  const [x0, y0, x1, y1] = box;
  const inside = ([x, y]: [number, number]): [number, number] => [
    Math.max(0, Math.min(x, canvasWidth - width)), Math.max(0, Math.min(y, canvasHeight - height)),
  ];
  const under = [x0, y1];
  const over = [x0, y0 - height];
  const candidates = [...(overFirst ? [over, under] : [under, over]), [x1 - width, y1], [x1 - width, y0 - height], [x1, y0], [x0 - width, y0]].map(([x, y]) => inside([x!, y!]));
  const covered = ([x, y]: [number, number]) => [box, ...others].reduce((area, [a0, b0, a1, b1]) =>
    area + Math.max(0, Math.min(x + width, a1) - Math.max(x, a0)) * Math.max(0, Math.min(y + height, b1) - Math.max(y, b0)), 0);
  return candidates.reduce((best, candidate) => (covered(candidate) < covered(best) ? candidate : best));
}

/** Whole pixels: crisp lines, and the pixel at a box's rounded edge is always fully drawn. */
function roundBox(box: Box): Box {
  return box.map(Math.round) as Box;
}

/** A box's outline, `line` pixels wide; `dashed`: in dashes two lines long, two lines apart. */
function strokeBox(context: CanvasRenderingContext2D, [x0, y0, x1, y1]: Box, colour: string, line: number, dashed = false): void {
  // A dark edge on both sides first, half as wide as the line: the colour stays seen on light
  // mats (white, wood, concrete), where a bare blue, magenta or white line all but vanishes.
  // The edge is whole under dashes too, so that the gaps read as gaps on any mat.
  context.lineWidth = line * 2;
  context.strokeStyle = HALO;
  context.strokeRect(x0, y0, x1 - x0, y1 - y0);
  if (dashed) context.setLineDash([line * 2, line * 2]);
  context.lineWidth = line;
  context.strokeStyle = colour;
  context.strokeRect(x0, y0, x1 - x0, y1 - y0);
  if (dashed) context.setLineDash([]);
}

/** The dark edge under every outline (see `strokeBox`). */
const HALO = 'rgba(0, 0, 0, 0.7)';

/** A filled label tab, `tab.box` (its height `fontPx` + `line` pixels), black text. */
function drawTab(context: CanvasRenderingContext2D, { label, colour, box: [left, top, right, bottom] }: LaidOutTab, line: number, fontPx: number): void {
  context.fillStyle = colour;
  context.fillRect(left, top, right - left, bottom - top);
  context.fillStyle = '#000';
  context.fillText(label, left + line * 1.5, top + fontPx + line / 2);
}
