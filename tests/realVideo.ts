/**
 * A real video for the CLI and browser review tests (skipped without ../shared): a camera above
 * green felt, a hand throwing one, then two, white d6 (../shared/data/videos, see its
 * SOURCE.txt; 640×360, 29.97 frames/s, 21.1 s, H.264).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The video's path, beside this checkout. */
export const REAL_VIDEO = path.resolve(import.meta.dirname, '../../shared/data/videos/rustamkafle_opencvresources_dice.mp4');
/** Whether it is there. */
export const hasRealVideo = existsSync(REAL_VIDEO);

/**
 * The video's eight throws, labelled by eye from its frames every 0.5 s (not by this project's
 * reader): the seconds over which the dice lie still, and their top faces, sorted.
 */
export const REAL_VIDEO_THROWS: readonly { fromS: number; toS: number; faces: string[] }[] = [
  { fromS: 0.8, toS: 1.8, faces: ['1'] },
  { fromS: 3.0, toS: 3.8, faces: ['2'] },
  { fromS: 4.6, toS: 6.3, faces: ['3'] },
  { fromS: 6.8, toS: 8.4, faces: ['4'] },
  { fromS: 9.6, toS: 11.4, faces: ['5'] },
  { fromS: 12.0, toS: 15.0, faces: ['6'] },
  { fromS: 15.6, toS: 18.0, faces: ['5', '6'] },
  { fromS: 19.0, toS: 21.1, faces: ['3', '4'] },
];

/**
 * A review's settled arenas (its entries but the setup) as `{ faces, within }`: the faces read
 * in the arena, sorted, and the index of the labelled throw whose still span holds the entry's
 * time (-1: none). A review that reads the video right gives `expectedRealThrows()`.
 * @param settles entries with `tMs` (ms from the video's start) and their dice's faces
 */
export function realThrowsRead(settles: readonly { tMs: number; faces: readonly (string | null)[] }[]): { faces: (string | null)[]; within: number }[] {
  return settles.map((settle) => ({
    faces: [...settle.faces].sort(),
    within: REAL_VIDEO_THROWS.findIndex((t) => settle.tMs >= t.fromS * 1000 && settle.tMs <= t.toS * 1000),
  }));
}

/** What {@link realThrowsRead} gives for a review that reads every labelled throw once, right. */
export function expectedRealThrows(): { faces: string[]; within: number }[] {
  return REAL_VIDEO_THROWS.map((t, i) => ({ faces: t.faces, within: i }));
}
