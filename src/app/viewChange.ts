/**
 * When a new frame source changes the referee's view of the arena mid-game. Tracker ids, and the
 * arena a settle is compared with, only mean something within one view: across a change of view
 * the referee must look afresh (src/app/useLiveGame.ts `lookAfresh`), or the difference between
 * two unrelated pictures would be ruled as a throw.
 */
import { DEMO_ARENA_LABEL, DEMO_GAME_LABEL, type FrameSource } from './frameSources.ts';

/**
 * What tells frame sources apart here: their kind and label (src/app/frameSources.ts), and the
 * size of their pictures in pixels (0 × 0 while a video does not know it yet).
 */
export type ShownSource = Pick<FrameSource, 'kind' | 'label'> & { width: number; height: number };

/** `source` as {@link changesView} compares it: a photo's size as shown (after any shrink), a video's or camera's frame size. */
export function viewOf(source: FrameSource): ShownSource {
  const { width, height } = source.kind === 'image' ? source.image : { width: source.video.videoWidth, height: source.video.videoHeight };
  return { kind: source.kind, label: source.label, width, height };
}

/**
 * Whether showing `next` after `before` (the last source shown, `null` for none yet) is a new
 * view for a game in progress:
 * - a video file or a camera: yes. Another arena, or another moment of it (a recording opened
 *   twice, a camera opened again after it was unplugged: the players may have played on);
 * - a photo: no, unless it follows one of the demos (the still demo arena, or the demo game's
 *   recording), which show no arena of the players', or a picture of another size (another
 *   camera, or the same held otherwise: where dice lie in one says nothing of the other). Photos
 *   are the players' looks at their arena between throws (docs/app.md, "Camera, photo or video"),
 *   each the next settle of the view before, the camera's or a video's of that arena included;
 * - the demo game's recording: no. Its frames go to no referee unless a game like its own was
 *   started on it, from its first frame (src/app/useFrameSource.ts `followsDemo`).
 */
export function changesView(before: ShownSource | null, next: ShownSource): boolean {
  if (before === null || before === next) return false;
  if (next.kind === 'video' && next.label === DEMO_GAME_LABEL) return false;
  if (next.kind === 'image') {
    const sized = before.width > 0 && before.height > 0;
    return before.label === DEMO_ARENA_LABEL || before.label === DEMO_GAME_LABEL
      || (sized && (before.width !== next.width || before.height !== next.height));
  }
  return true;
}

/** Whether `view` is one of the demos (the still demo arena, the demo game's recording), which show no arena of the players'. */
export function isDemoView(view: Pick<ShownSource, 'label'>): boolean {
  return view.label === DEMO_ARENA_LABEL || view.label === DEMO_GAME_LABEL;
}

/**
 * Whether a game saved while `saved` was its view goes on in `next`, the first view shown after
 * the page reloaded (the demos aside: {@link isDemoView}). Then its first look may rule the dice
 * thrown while the page reloaded (src/referee/liveStrikeReferee.ts `ResumeCause` `reload`);
 * otherwise `next` is a new view, asked about as one (`viewChange`), not ruled. As
 * {@link changesView} has it for a source shown after another, but for a camera: the same
 * camera (its label) at the same size goes on after a reload (the page only looked away), any
 * other is a new view. So a recording is a new view (it plays again from its start), and a
 * photo of the same size goes on (the players' next look at their arena). No saved view (a save
 * from before session 51, or a game no view was shown for): it goes on. A camera's size is
 * compared only once known (0 × 0 until its first frame).
 */
export function continuesView(saved: ShownSource | undefined, next: ShownSource): boolean {
  if (saved === undefined) return true;
  if (next.kind !== 'camera') return !changesView(saved, next);
  const sized = saved.width > 0 && saved.height > 0 && next.width > 0 && next.height > 0;
  return saved.kind === 'camera' && saved.label === next.label && (!sized || (saved.width === next.width && saved.height === next.height));
}
