import { describe, expect, it } from 'vitest';
import type { VideoInfo } from './decodeVideo.ts';
import { InputFileError } from './inputFile.ts';
import { frameArena } from './reviewVideo.ts';

/** A 1920 × 1080 video's info (the other fields do not matter here). */
const FULL_HD: VideoInfo = { width: 1920, height: 1080, storedWidth: 1920, storedHeight: 1080, rotation: 0, streamIndex: 0, durationMs: 10_000, startMs: 0, fps: 30, codec: 'h264' };

describe('frameArena', () => {
  it("scales the --arena corners from the video's pixels to the decoded frames' (960 × 540 for a 1920 × 1080 video)", () => {
    expect(frameArena('game.mp4', [[100, 50], [1900, 50], [1900, 1000], [100, 1000]], FULL_HD, 960, 540))
      .toEqual({ arena: [[50, 25], [950, 25], [950, 500], [50, 500]], cut: false });
  });

  it('cuts an outline running off the picture at its edge before scaling, and says so', () => {
    // A triangle whose tip lies far right of the picture: cut, it keeps its shape inside.
    expect(frameArena('game.mp4', [[0, 0], [3840, 540], [0, 1080]], FULL_HD, 960, 540))
      .toEqual({ arena: [[0, 0], [960, 135], [960, 405], [0, 540]], cut: true });
  });

  it('throws InputFileError arena-refused, naming the file, for an outline that makes no arena on the video', () => {
    const thrown = (() => {
      try {
        return frameArena('game.mp4', [[0, 0], [1920, 1080], [1920, 0], [0, 1080]], FULL_HD, 960, 540);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(InputFileError);
    expect((thrown as InputFileError).problem).toEqual({ kind: 'arena-refused', reason: 'crossed', width: 1920, height: 1080 });
    expect((thrown as InputFileError).message).toBe('game.mp4: the --arena outline is not used on this 1920×1080 picture: two of its edges cross (give the corners in their order round the rim)');
  });
});
