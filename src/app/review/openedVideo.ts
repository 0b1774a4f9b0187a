/**
 * A video file opened for review: its element, its length and frame duration, and when its first
 * picture is shown (a video starting late is reviewed from there, as the CLI's review does).
 */
import { closeFrameSource, openVideoFile, type FrameSource } from '../frameSources.ts';
import { lateStart, picturesEndS } from './decodedFrames.ts';
import { measureFrameDuration, videoDuration } from './videoFrames.ts';

/** Frame duration assumed when it cannot be measured, in seconds (30 frames/s, common for phones). */
export const FALLBACK_FRAME_S = 1 / 30;

/** The opened video and what is known of it. */
export interface OpenedVideo {
  source: FrameSource & { kind: 'video' };
  /** The file itself, decoded directly by the analysis (decodedFrames.ts). */
  file: File;
  name: string;
  durationMs: number;
  /** Frame duration in seconds (measured, or {@link FALLBACK_FRAME_S}). */
  frameS: number;
  /**
   * When its first picture is shown on the file's own clock (the video element's), seconds: 0,
   * or a late start (decodedFrames.ts `lateStart`). The review's times count from that picture.
   */
  startS: number;
}

/**
 * Opens `file` in a video element and measures it. A sound track running on after the pictures
 * is not reviewed (as the CLI's review); a video starting late is reviewed from its first
 * picture, as the CLI does.
 * @throws FrameSourceError when the file does not open as a video (frameSources.ts
 *   `openVideoFile`), or what measuring it throws (its source is closed then)
 */
export async function openReviewVideo(file: File): Promise<OpenedVideo> {
  const source = await openVideoFile(file);
  try {
    const late = await lateStart(file);
    const durationS = late ? late.endS - late.startS : Math.min(await videoDuration(source.video), (await picturesEndS(file)) ?? Number.POSITIVE_INFINITY);
    const frameS = (await measureFrameDuration(source.video)) ?? FALLBACK_FRAME_S;
    return { source, file, name: file.name, durationMs: durationS * 1000, frameS, startS: late?.startS ?? 0 };
  } catch (e) {
    closeFrameSource(source);
    throw e;
  }
}
