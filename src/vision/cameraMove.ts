/**
 * Camera moves: a camera nudged, turned, zoomed or moved back between two still pictures of the
 * arena. The motion gate sees such a picture as differing from its background over much of the
 * arena, like a hand held over it; this module says whether a single affine map of the
 * background explains the new picture (the mat, its rim and the dice that stayed moved together),
 * and gives the background's working picture warped onto the new one, so that the gate can check
 * what is left.
 *
 * Method: ORB keypoints and descriptors (Rublee et al. 2011, "ORB: an efficient alternative to
 * SIFT or SURF", `cv.ORB`) of both pictures, matched both ways (`cv.BFMatcher`, Hamming
 * distance, cross-check), and an affine map fitted to the matches with RANSAC
 * (`cv.estimateAffine2D`): dice thrown meanwhile and repeated pips are outliers. ORB's image
 * pyramid copes with a zoom; Lucas–Kanade optical flow, tried first, lost the plain mat's few
 * corners at a zoom of 0.75 (6 of 20 followed corners fitted). An affine map, not a homography:
 * a camera looking down on the arena and nudged, turned or zoomed moves it nearly so, and with
 * dice and the mat's corners as the only keypoints a homography's two perspective terms were
 * fitted to noise (a rendered arena turned 3°, zoomed to 0.85 and shifted: 4.7 px off at the
 * arena's corners, against 0.7 px for the affine map).
 *
 * Cost: 147 ms a call at 640 × 480 (90 ms at `sidePx` 480) on the 2-core build machine while
 * browser tests ran beside it; the motion gate calls it at most once per still period of an
 * obstructed arena (a hand resting in it, or a camera moved), never while the arena is clear.
 */
import type { RgbaFrame } from '../core/types.ts';
import { composeHomographies, type Homography } from '../core/homography.ts';
import { withMatScope } from './matScope.ts';
import type { OpenCv } from './opencv.ts';

/** A `h × w` working picture (`rgb`: `h × w × 3` uint8) of a frame box-averaged by `factor` frame pixels per working pixel. */
export interface WorkPicture {
  rgb: Uint8Array;
  w: number;
  h: number;
  factor: number;
}

/**
 * A camera move found between a background frame and a new one of the same size.
 * `homography` (3 × 3, row-major, 9 numbers; affine: its last row is 0 0 1) maps the background's frame pixels to the new
 * frame's; `warpedRgb` (`h × w × 3` uint8) is the background's working picture seen from the new
 * camera position, and `valid` (`h × w`, 1 or 0) marks its pixels that came from inside it.
 */
export interface CameraMove {
  homography: Homography;
  warpedRgb: Uint8Array;
  valid: Uint8Array;
  /** How many matched keypoints the map fits (RANSAC inliers). */
  inliers: number;
}

/**
 * Tunables. Chosen on the app's demo recording (640 × 360, a green mat, a textured table) and a
 * generated game (training-data/gameVideo, seed 3), zoomed out to 0.75 with ffmpeg: at OpenCV's
 * FAST threshold of 20 the generated game's blurred table gave 44 matches, 29 fitted, by a
 * homography wrong by 0.2 of the zoom (its inliers on two dice); at 5, 147 matches, 89 fitted,
 * within 2 px of the zoom; the demo recording, 308 matches, 262 fitted. Noise makes keypoints of
 * its own at that threshold: a rendered arena turned and zoomed, ±4 grey levels of noise on each
 * frame, 175 of 364 matches fitted, where two different scenes fitted 27 of 159 (0.17): hence
 * `minInlierShare` 0.2, not more, as dice thrown while the camera moved add keypoints that match
 * nothing: the generated game of seed 2 zoomed out to 0.8 during a throw of 9 dice, 31 of 141
 * fitted (0.22) by the right map. The gate checks any map found against the pictures
 * (motionGate.ts, 3).
 */
export interface CameraMoveConfig {
  /** Longer side, in pixels, at which the frames are compared (they are shrunk to it). */
  sidePx: number;
  /** Keypoints sought per frame. */
  maxKeypoints: number;
  /** FAST corner threshold of ORB's keypoints, in grey levels (OpenCV's default is 20). */
  fastThreshold: number;
  /** Fewest matches the map must fit (RANSAC inliers); fewer and no move is said. */
  minInliers: number;
  /** Least share (0–1) of the matches that the map must fit. */
  minInlierShare: number;
  /** RANSAC reprojection threshold, in pixels of the compared frames. */
  ransacPx: number;
}

/** Defaults of {@link CameraMoveConfig}. */
export const DEFAULT_CAMERA_MOVE_CONFIG: Readonly<CameraMoveConfig> = { sidePx: 640, maxKeypoints: 1000, fastThreshold: 5, minInliers: 20, minInlierShare: 0.2, ransacPx: 2 };

/**
 * Finds the affine map that carries `background` onto `picture`, when one fits at least
 * `minInliers` of the keypoint matches and `minInlierShare` of them.
 * @param cv OpenCV.js
 * @param background the still frame learnt before, `H × W × 4` RGBA
 * @param picture the new still frame, same size
 * @param work the background's working picture (as the motion gate keeps it, not yet moved):
 *   the move's `warpedRgb` is it warped onto the new camera position
 * @param config tunables (defaults: {@link DEFAULT_CAMERA_MOVE_CONFIG})
 * @returns the move, or `null` when too few keypoints match or no map fits enough of
 *   them (a new scene)
 * @throws RangeError when the two frames differ in size
 */
export function findCameraMove(cv: OpenCv, background: RgbaFrame, picture: RgbaFrame, work: WorkPicture, config: Partial<CameraMoveConfig> = {}): CameraMove | null {
  const { sidePx, maxKeypoints, fastThreshold, minInliers, minInlierShare, ransacPx } = { ...DEFAULT_CAMERA_MOVE_CONFIG, ...config };
  const { width, height } = background;
  if (picture.width !== width || picture.height !== height) throw new RangeError(`findCameraMove: frames of ${width}×${height} and ${picture.width}×${picture.height}`);
  const shrink = Math.min(1, sidePx / Math.max(width, height));
  return withMatScope((scope) => {
    const grey = (frame: RgbaFrame) => {
      const rgba = scope.add(cv.matFromArray(height, width, cv.CV_8UC4, frame.data));
      const out = scope.add(new cv.Mat());
      cv.cvtColor(rgba, out, cv.COLOR_RGBA2GRAY);
      if (shrink < 1) cv.resize(out, out, new cv.Size(Math.round(width * shrink), Math.round(height * shrink)), 0, 0, cv.INTER_AREA);
      return out;
    };
    // OpenCV's defaults but the FAST threshold: scale 1.2, 8 levels, edge 31, Harris score, patch 31.
    const orb = scope.add(new cv.ORB(maxKeypoints, 1.2, 8, 31, 0, 2, cv.ORB_HARRIS_SCORE, 31, fastThreshold));
    const describe = (image: ReturnType<typeof grey>) => {
      const keypoints = scope.add(new cv.KeyPointVector());
      const descriptors = scope.add(new cv.Mat());
      orb.detectAndCompute(image, scope.add(new cv.Mat()), keypoints, descriptors);
      return { keypoints, descriptors };
    };
    const from = describe(grey(background));
    const to = describe(grey(picture));
    if (from.descriptors.rows < minInliers || to.descriptors.rows < minInliers) return null;
    const matches = scope.add(new cv.DMatchVector());
    scope.add(new cv.BFMatcher(cv.NORM_HAMMING, true)).match(from.descriptors, to.descriptors, matches);
    const count = matches.size();
    if (count < minInliers) return null;
    const source: number[] = [];
    const target: number[] = [];
    for (let i = 0; i < count; i++) {
      const match = matches.get(i);
      const p = from.keypoints.get(match.queryIdx).pt;
      const q = to.keypoints.get(match.trainIdx).pt;
      source.push(p.x / shrink, p.y / shrink);
      target.push(q.x / shrink, q.y / shrink);
    }
    const inlierMask = scope.add(new cv.Mat());
    const affine = scope.add(cv.estimateAffine2D(
      scope.add(cv.matFromArray(count, 1, cv.CV_32FC2, source)),
      scope.add(cv.matFromArray(count, 1, cv.CV_32FC2, target)),
      inlierMask, cv.RANSAC, ransacPx / shrink,
    ));
    if (affine.empty()) return null;
    const fitted = scope.add(cv.matFromArray(3, 3, cv.CV_64FC1, [...Array.from(affine.data64F as Float64Array), 0, 0, 1]));
    let inliers = 0;
    for (let i = 0; i < count; i++) if (inlierMask.data[i]) inliers += 1;
    if (inliers < minInliers || inliers < minInlierShare * count) return null;
    const homography = Array.from(fitted.data64F);
    const { w, h, factor } = work;
    // Working pixel u is centred on frame pixel factor·u + (factor − 1) / 2: S maps working to frame pixels.
    const half = (factor - 1) / 2;
    const toFrame = [factor, 0, half, 0, factor, half, 0, 0, 1];
    const toWork = [1 / factor, 0, -half / factor, 0, 1 / factor, -half / factor, 0, 0, 1];
    const onWork = scope.add(cv.matFromArray(3, 3, cv.CV_64FC1, composeHomographies(composeHomographies(toFrame, homography), toWork)));
    const size = new cv.Size(w, h);
    const warped = scope.add(new cv.Mat());
    cv.warpPerspective(scope.add(cv.matFromArray(h, w, cv.CV_8UC3, work.rgb)), warped, onWork, size, cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar());
    const inside = scope.add(new cv.Mat());
    cv.warpPerspective(scope.add(new cv.Mat(h, w, cv.CV_8UC1, new cv.Scalar(1))), inside, onWork, size, cv.INTER_NEAREST, cv.BORDER_CONSTANT, new cv.Scalar());
    return { homography, warpedRgb: Uint8Array.from(warped.data), valid: Uint8Array.from(inside.data), inliers };
  });
}
