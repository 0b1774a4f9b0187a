/**
 * What the review page draws over the video player's picture: the boxes and faces of the frame
 * shown, the arena outline the reader used on it, and the marks of the dice to take out, of the
 * die being corrected and of the dice corrected. Pure: the page passes its state, and renders what comes back.
 */
import type { ArenaReading } from '../../core/types.ts';
import type { AnyTimelineEntry, TimelineDie } from '../../review/gameReview.ts';
import type { Highlight } from '../drawOverlay.ts';
import { entryReading, entryShownAt, sampleShownAt } from './reviewState.ts';
import type { FaceCorrections } from '../../review/gameRecord.ts';

/** A frame seen by the analysis, as drawn over the player (live, or where the analysis left it). */
export interface AnalysedFrame {
  /** Its sample time (analyseVideo.ts `sampleTimeMs`), in ms. */
  tMs: number;
  /** The reading of the settled arena on it, or `null` while the arena moved. */
  reading: ArenaReading | null;
  /** The arena outline the reader used on it, `[N,2]` frame pixels, or `null`. */
  arena: [number, number][] | null;
}

/** The page's state the overlay follows. */
export interface PlayerState {
  /** The timeline shown (with the corrections). */
  entries: readonly AnyTimelineEntry[];
  /** The media time of the frame the player shows, in ms. */
  frameMs: number;
  /** The video's frame duration, in ms; `null` when no video is open. */
  videoFrameMs: number | null;
  /** How far after an entry's sample time the player seeks to show it, in ms (analyseVideo.ts `SEEK_OFFSET_S`). */
  seekOffsetMs: number;
  analysing: boolean;
  playing: boolean;
  /** The frame the running analysis shows, or `null`. */
  live: AnalysedFrame | null;
  /** The last analysis: its frame size and outlines once it ended, and the last frame it read. */
  analysis: {
    outcome: { width: number; height: number } | null;
    /** The outline the reader used on each entry's frame, by entry index. */
    arenas: ReadonlyMap<number, [number, number][]>;
    lastFrame: AnalysedFrame | null;
  } | null;
  /** The die whose face is being picked, or `null`. */
  picking: { entry: number; dieId: number } | null;
  /** The players' corrections (entry index → die id → face). */
  faces: FaceCorrections;
  /** The mark of the die being corrected (UiText `review.correctMark`). */
  correctMark: string;
  /** The mark of a die to take out (UiText `takeOutMark`, as the live page words it). */
  takeOutMark: string;
}

/** What to draw over the player. */
export interface PlayerOverlay {
  /** The timeline entry whose frame the player shows, paused on it after the analysis; else `null`. */
  shown: AnyTimelineEntry | null;
  /** The dice to draw (boxes in frame pixels), or `null`. */
  reading: ArenaReading | null;
  /** The arena outline, `[N,2]` frame pixels, or `null`. */
  arena: [number, number][] | null;
  /**
   * The dice the entry's ruling took out of play, still in the arena (`toRemove`, blue: `take out`),
   * the die being corrected (`asked`) and the dice corrected, in white with the face given (`given`).
   */
  highlights: Highlight[];
}

/**
 * While analysing, the live frame's boxes; paused where the analysis left the player, its last
 * frame's reading as drawn live; paused on an entry's frame, its dice, those its ruling took out
 * of play (TimelineEntry `toRemove`: `take out`, or `take out · 3 ✓` where corrected), the die
 * being corrected and the corrected ones (where the correction was made, and in the entries it carries into,
 * whose dice say what was `read`), as the live app marks them. Nothing while playing.
 */
export function playerOverlay(state: PlayerState): PlayerOverlay {
  const { analysis, entries, frameMs, videoFrameMs, seekOffsetMs, picking } = state;
  const paused = !state.analysing && !state.playing && videoFrameMs !== null;
  const shown = paused ? entryShownAt(entries, frameMs, videoFrameMs, seekOffsetMs) : null;
  if (state.analysing) return { shown, reading: state.live?.reading ?? null, arena: state.live?.arena ?? null, highlights: [] };
  const lastFrame = paused && !shown && analysis?.lastFrame && sampleShownAt(analysis.lastFrame.tMs, frameMs, videoFrameMs, seekOffsetMs)
    ? analysis.lastFrame : null;
  if (lastFrame) return { shown, reading: lastFrame.reading, arena: lastFrame.arena, highlights: [] };
  const size = analysis?.outcome ?? null;
  if (!shown || !size) return { shown, reading: null, arena: null, highlights: [] };
  const highlights: Highlight[] = [];
  const asked = picking && picking.entry === shown.index ? shown.dice.find((d) => d.id === picking.dieId) : undefined;
  if (asked) highlights.push({ box: asked.box, label: state.correctMark, kind: 'asked' });
  const isCorrected = (die: TimelineDie) => die.read !== undefined || Boolean(state.faces.get(shown.index)?.has(die.id));
  for (const die of shown.dice) {
    if (die === asked || !shown.toRemove?.includes(die.id)) continue;
    const corrected = isCorrected(die);
    highlights.push({ box: die.box, label: corrected ? `${state.takeOutMark} · ${die.face ?? '?'} ✓` : state.takeOutMark, kind: 'toRemove', replacesFaceTag: corrected });
  }
  for (const corrected of shown.dice) {
    if (corrected === asked || shown.toRemove?.includes(corrected.id) || !isCorrected(corrected)) continue;
    highlights.push({ box: corrected.box, label: `${corrected.face ?? '?'} ✓`, kind: 'given', replacesFaceTag: true });
  }
  return { shown, reading: entryReading(shown, size.width, size.height), arena: analysis?.arenas.get(shown.index) ?? null, highlights };
}

