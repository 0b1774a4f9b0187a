/**
 * Shared vocabulary of Dice Referee: the types every room (vision, tracking, rules, referee,
 * app, cli) speaks. Types only, no behaviour.
 */

/**
 * A top face as read from a die. "1".."6" are pip counts; "X" is the Strike symbol face
 * (strike-en.txt, "That was an X!").
 */
export type Face = '1' | '2' | '3' | '4' | '5' | '6' | 'X';

/** Every face value, in display order. */
export const FACES: readonly Face[] = ['1', '2', '3', '4', '5', '6', 'X'];

/**
 * Which faces a die can show.
 * - `d6`: plain six-sided die, faces 1–6.
 * - `strike`: Strike dice, faces 1–5 and X (strike-en.txt, Game Contents / "That was an X!").
 * - `strike-x2`: the Strike edition with X and 2–6 (issue 3; the X replaces the 1).
 */
export type DieKind = 'd6' | 'strike' | 'strike-x2';

/** The faces each {@link DieKind} can show. */
export const FACES_OF_KIND: Readonly<Record<DieKind, readonly Face[]>> = {
  d6: ['1', '2', '3', '4', '5', '6'],
  strike: ['1', '2', '3', '4', '5', 'X'],
  'strike-x2': ['X', '2', '3', '4', '5', '6'],
};

/** Axis-aligned bounding box `[x0, y0, x1, y1]` in pixels of the frame, x0 < x1, y0 < y1. */
export type Box = [x0: number, y0: number, x1: number, y1: number];

/**
 * An RGBA frame: `height × width × 4` uint8, row-major, as in the DOM's `ImageData`.
 * Decoded images (CLI), canvas reads (browser) and generated fixtures all use this shape.
 */
export interface RgbaFrame {
  /** Width in pixels. */
  width: number;
  /** Height in pixels. */
  height: number;
  /** `width * height * 4` bytes, RGBA order, row-major. */
  data: Uint8ClampedArray | Uint8Array;
}

/** One die found in a frame by the die reader. */
export interface DieReading {
  /** Bounding box of the whole die in frame pixels. */
  box: Box;
  /** Top face, or `null` when the die was found but its top face could not be read. */
  face: Face | null;
  /** Confidence in `face` (or, when `face` is null, in the die itself), 0..1. */
  confidence: number;
  /** Whether the die's centre lies inside the arena (strictly, not on its rim). */
  inArena: boolean;
  /**
   * A face the die clearly shows that its {@link DieKind} cannot show (a 6 read on a die read as
   * a Strike die: plain dice, or Strike dice with X and 2–6), so that the players can be told
   * their dice are not the ones chosen. Absent otherwise; the trained reader only.
   */
  faceOutsideKind?: Face;
}

/** The reader's output for one frame. */
export interface ArenaReading {
  /** Frame width in pixels. */
  width: number;
  /** Frame height in pixels. */
  height: number;
  /** Every die found, in no particular order. */
  dice: DieReading[];
}
