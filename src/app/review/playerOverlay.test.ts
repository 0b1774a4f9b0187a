import { describe, expect, it } from 'vitest';
import type { ArenaReading, Face } from '../../core/types.ts';
import type { AnyTimelineEntry } from '../../review/gameReview.ts';
import { playerOverlay, type PlayerState } from './playerOverlay.ts';

/** A timeline entry sampled at `tMs`; its dice are `[id, face, read?]`, 20 px boxes in a row. */
function entry(index: number, tMs: number, dice: [number, Face | null, Face?][]): AnyTimelineEntry {
  return {
    index, tMs, change: 'throw', events: [], rulings: [],
    dice: dice.map(([id, face, read]) => ({ id, face, box: [30 * id, 10, 30 * id + 20, 30], confidence: 0.9, inArena: true, ...(read ? { read } : {}) })),
  } as AnyTimelineEntry;
}

const ENTRIES = [entry(0, 1000, [[1, '3']]), entry(1, 4000, [[1, '3'], [2, '5'], [3, 'X', '4']])];
const OUTLINE: [number, number][] = [[0, 0], [640, 0], [640, 480], [0, 480]];
const LIVE_READING: ArenaReading = { width: 640, height: 480, dice: [] } as unknown as ArenaReading;

/** The page paused after a whole analysis of a 30 frames/s video, at `frameMs`. */
function paused(frameMs: number, change: Partial<PlayerState> = {}): PlayerState {
  return {
    entries: ENTRIES, frameMs, videoFrameMs: 1000 / 30, seekOffsetMs: 10,
    analysing: false, playing: false, live: null,
    analysis: { outcome: { width: 640, height: 480 }, arenas: new Map([[1, OUTLINE]]), lastFrame: { tMs: 9000, reading: LIVE_READING, arena: null } },
    picking: null, faces: new Map(), correctMark: 'correct?', takeOutMark: 'take out',
    ...change,
  };
}

describe('playerOverlay', () => {
  it('draws an entry\'s dice and the outline used on its frame when paused on it, marking the corrected dice in white', () => {
    const overlay = playerOverlay(paused(4010));
    expect(overlay.shown?.index).toBe(1);
    expect(overlay.reading?.dice.map((d) => d.face)).toEqual(['3', '5', 'X']);
    expect([overlay.reading?.width, overlay.reading?.height]).toEqual([640, 480]);
    expect(overlay.arena).toEqual(OUTLINE);
    // Die 3 carries a correction made elsewhere (its `read`); die 2 is corrected here.
    expect(overlay.highlights).toEqual([{ box: [90, 10, 110, 30], label: 'X ✓', kind: 'given', replacesFaceTag: true }]);
    const corrected = playerOverlay(paused(4010, { faces: new Map([[1, new Map<number, Face>([[2, '6']])]]) }));
    expect(corrected.highlights.map((h) => h.label)).toEqual(['5 ✓', 'X ✓']);
  });

  it('marks the die being corrected instead of its correction', () => {
    const overlay = playerOverlay(paused(4010, { picking: { entry: 1, dieId: 3 } }));
    expect(overlay.highlights).toEqual([{ box: [90, 10, 110, 30], label: 'correct?', kind: 'asked' }]);
    // Picking on another entry marks nothing here.
    expect(playerOverlay(paused(4010, { picking: { entry: 0, dieId: 1 } })).highlights).toEqual([{ box: [90, 10, 110, 30], label: 'X ✓', kind: 'given', replacesFaceTag: true }]);
  });

  it('marks the dice the entry\'s ruling took out of play "take out", with the face given where corrected', () => {
    const entries = [ENTRIES[0]!, { ...ENTRIES[1]!, toRemove: [2, 3] }];
    const overlay = playerOverlay(paused(4010, { entries }));
    expect(overlay.highlights).toEqual([
      { box: [60, 10, 80, 30], label: 'take out', kind: 'toRemove', replacesFaceTag: false },
      { box: [90, 10, 110, 30], label: 'take out · X ✓', kind: 'toRemove', replacesFaceTag: true },
    ]);
    // The die being corrected has its own mark alone; the other entry marks nothing to take out.
    expect(playerOverlay(paused(4010, { entries, picking: { entry: 1, dieId: 2 } })).highlights.map((h) => [h.kind, h.label]))
      .toEqual([['asked', 'correct?'], ['toRemove', 'take out · X ✓']]);
    expect(playerOverlay(paused(1010, { entries })).highlights).toEqual([]);
  });

  it('draws the live frame while analysing, the last frame read where the analysis left the player, and nothing while playing', () => {
    const live = { tMs: 500, reading: LIVE_READING, arena: OUTLINE };
    expect(playerOverlay(paused(500, { analysing: true, live }))).toEqual({ shown: null, reading: LIVE_READING, arena: OUTLINE, highlights: [] });
    expect(playerOverlay(paused(9010))).toEqual({ shown: null, reading: LIVE_READING, arena: null, highlights: [] });
    expect(playerOverlay(paused(4010, { playing: true }))).toEqual({ shown: null, reading: null, arena: null, highlights: [] });
    // Between entries, away from the last frame: nothing.
    expect(playerOverlay(paused(6000))).toEqual({ shown: null, reading: null, arena: null, highlights: [] });
    // No video open: nothing.
    expect(playerOverlay(paused(4010, { videoFrameMs: null }))).toEqual({ shown: null, reading: null, arena: null, highlights: [] });
  });
});
