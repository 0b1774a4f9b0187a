/**
 * Shows the current frame source with the overlay on top: two stacked canvases, the lower one
 * with the picture (redrawn for each frame a camera or video presents), the upper one with
 * the dice, the arena and the referee's highlights. Clicks are reported in frame pixels; while
 * the arena is edited its corners can be dragged (the overlay canvas carries the arena drawn,
 * frame pixels `[[x, y], …]` as JSON, in `data-arena`, for tests and tools). The referee's highlights
 * drawn are in `data-highlights` (`[{label, kind}]` as JSON), and the picture canvas of a video
 * carries the time of the frame drawn in `data-media-time-ms`, for the same readers.
 */
import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { drawOverlay, handleRadius, type OverlayContent } from './drawOverlay.ts';
import type { FrameSource } from './frameSources.ts';
import { useUiText } from './i18n/language.ts';

/** How far an arrow key moves an arena corner: frame pixels per press (with Shift, ten times as far). */
export function cornerStep(width: number, height: number, shift: boolean): number {
  return Math.max(1, Math.round(Math.min(width, height) / 200)) * (shift ? 10 : 1);
}

/**
 * `arena` (frame pixels) with corner `corner` moved `step` pixels in `direction` (an arrow
 * key's unit vector), kept on the `frame.width × frame.height` picture and rounded to whole
 * pixels; `null` when the move would land it on another corner (the outline check would merge
 * the two: a corner gone, and the one in focus another).
 */
export function moveCorner(arena: readonly [number, number][], corner: number, [dx, dy]: readonly [number, number], step: number, frame: { width: number; height: number }): [number, number][] | null {
  const [x, y] = arena[corner]!;
  const to: [number, number] = [
    Math.min(frame.width, Math.max(0, Math.round(x + dx * step))),
    Math.min(frame.height, Math.max(0, Math.round(y + dy * step))),
  ];
  if (arena.some(([cx, cy], i) => i !== corner && Math.round(cx) === to[0] && Math.round(cy) === to[1])) return null;
  return arena.map((point, i): [number, number] => (i === corner ? to : [point[0], point[1]]));
}

/** The arrow keys' directions, as (x, y) steps. */
const ARROWS: Readonly<Record<string, [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Pixel size of a source's frames. */
function frameSize(source: FrameSource): { width: number; height: number } {
  return source.kind === 'image'
    ? { width: source.image.width, height: source.image.height }
    : { width: source.video.videoWidth, height: source.video.videoHeight };
}

/** Props of {@link ArenaView}. */
export interface ArenaViewProps {
  /** What to show; nothing is drawn while `null`. */
  source: FrameSource | null;
  /** What to draw over it. */
  overlay: OverlayContent;
  /** A click on the picture at `(x, y)` in frame pixels (not while dragging a corner). */
  onClick?(x: number, y: number): void;
  /** The arena's corners were dragged to `arena` (frame pixels). */
  onArenaChange?(arena: [number, number][]): void;
  /** Shown over the picture, positioned in its box (percentages are of the picture), e.g. the face picker. */
  children?: ReactNode;
}

/** Draws `content` over the canvas of `context` at the size the canvas is shown (drawOverlay.ts `shownScale`). */
function drawShown(context: CanvasRenderingContext2D, content: OverlayContent): void {
  const { canvas } = context;
  drawOverlay(context, { ...content, shownScale: canvas.width > 0 && canvas.clientWidth > 0 ? canvas.clientWidth / canvas.width : undefined });
}

/** The picture with its overlay. */
export function ArenaView({ source, overlay, onClick, onArenaChange, children }: ArenaViewProps) {
  const frameCanvas = useRef<HTMLCanvasElement>(null);
  const overlayCanvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ corner: number; arena: [number, number][] } | null>(null);
  const overlayRef = useRef(overlay);
  overlayRef.current = overlay;
  const stage = useRef<HTMLDivElement>(null);
  const firstCorner = useRef<HTMLButtonElement>(null);
  const hasCorners = Boolean(overlay.editingArena && overlay.arena);
  // Editing the arena starts at its first corner, so that Tab and the arrow keys reach the
  // corners at once rather than after the page's other buttons (Escape gives the focus back).
  useEffect(() => {
    if (hasCorners) firstCorner.current?.focus({ preventScroll: true });
  }, [hasCorners]);
  const t = useUiText().notice;

  // Where the stage starts on the page (below the header, its wrapped toolbar and any notice),
  // kept in `--stage-top`, so that the picture fits the height left under it. In a column that
  // sticks to the window's top (the review page's player), a scrolled page moves the stage up the
  // window but not down the page: measured then, its place on the page came out as far down as the
  // page had scrolled (the demo's review, scrolled to its newest entry: a picture 364 px wide at
  // 1280 × 800, 860 px at the top; helper 192). There the value measured at the page's top is kept.
  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const measure = () => {
      if (window.scrollY > 0 && element.style.getPropertyValue('--stage-top') !== '' && inStickyColumn(element)) return;
      element.style.setProperty('--stage-top', `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  useEffect(() => {
    const canvas = frameCanvas.current;
    const context = canvas?.getContext('2d');
    if (!source || !canvas || !context) return undefined;
    const draw = () => {
      const { width, height } = frameSize(source);
      if (width > 0 && canvas.width !== width) canvas.width = width;
      if (height > 0 && canvas.height !== height) canvas.height = height;
      context.drawImage(source.kind === 'image' ? source.image : source.video, 0, 0);
      if (source.kind !== 'image') canvas.dataset.mediaTimeMs = String(Math.round(source.video.currentTime * 1000));
    };
    draw();
    if (source.kind === 'image') return undefined;
    const { video } = source;
    let stopped = false;
    let callback = 0;
    // A video's picture is drawn when the video presents a new frame (15 a second for the demo
    // and most webcams in dim light), not on every animation frame: drawn 60 times a second, the
    // canvas was composited again each time, a third of a core in Chromium's GPU process while a
    // game was watched (measured with the demo in headless Chromium, software compositing).
    if (typeof video.requestVideoFrameCallback === 'function') {
      const onFrame = () => {
        if (stopped) return;
        draw();
        callback = video.requestVideoFrameCallback(onFrame);
      };
      callback = video.requestVideoFrameCallback(onFrame);
      // The first picture of a video that loads paused, and the one a seek lands on, are drawn too.
      video.addEventListener('loadeddata', draw);
      video.addEventListener('seeked', draw);
      return () => {
        stopped = true;
        video.cancelVideoFrameCallback(callback);
        video.removeEventListener('loadeddata', draw);
        video.removeEventListener('seeked', draw);
      };
    }
    const everyFrame = () => {
      draw();
      callback = requestAnimationFrame(everyFrame);
    };
    callback = requestAnimationFrame(everyFrame);
    return () => cancelAnimationFrame(callback);
  }, [source]);

  useEffect(() => {
    const canvas = overlayCanvas.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const size = overlay.reading ?? (source ? frameSize(source) : null);
    if (size && size.width > 0) {
      if (canvas.width !== size.width) canvas.width = size.width;
      if (canvas.height !== size.height) canvas.height = size.height;
    }
    const paint = () => drawShown(context, drag.current ? { ...overlay, arena: drag.current.arena } : overlay);
    paint();
    // Shown larger or smaller (the window resized): the labels keep their least size as shown.
    const observer = new ResizeObserver(paint);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [overlay, source]);

  /** The pointer's position in frame pixels. */
  const toFrame = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    return [((event.clientX - rect.left) / rect.width) * canvas.width, ((event.clientY - rect.top) / rect.height) * canvas.height];
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const { arena, editingArena } = overlayRef.current;
    const [x, y] = toFrame(event);
    if (editingArena && arena) {
      const canvas = event.currentTarget;
      const reach = handleRadius(canvas.width, canvas.height) * 2;
      const corner = arena.findIndex(([cx, cy]) => Math.hypot(cx - x, cy - y) <= reach);
      if (corner >= 0) {
        drag.current = { corner, arena: arena.map(([cx, cy]) => [cx, cy]) };
        canvas.setPointerCapture(event.pointerId);
        return;
      }
    }
    // The pointer's mouse-down would move the keyboard focus to the page, away from a face
    // picker the click opens (it takes the focus as it opens).
    event.preventDefault();
    onClick?.(x, y);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    drag.current.arena[drag.current.corner] = toFrame(event);
    const context = event.currentTarget.getContext('2d');
    if (context) drawShown(context, { ...overlayRef.current, arena: drag.current.arena });
  };

  const onPointerUp = () => {
    if (!drag.current) return;
    const { arena } = drag.current;
    drag.current = null;
    onArenaChange?.(arena.map(([x, y]) => [Math.round(x), Math.round(y)]));
  };

  /** An arrow key on corner `corner`'s button moves it (the page's own arrow keys do not see it). */
  const onCornerKey = (event: KeyboardEvent<HTMLButtonElement>, corner: number) => {
    const { arena } = overlayRef.current;
    const direction = ARROWS[event.key];
    const frame = overlayRef.current.reading ?? (source ? frameSize(source) : null);
    if (!direction || !arena || !frame || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const moved = moveCorner(arena, corner, direction, cornerStep(frame.width, frame.height, event.shiftKey), frame);
    if (moved) onArenaChange?.(moved);
  };

  // The picture fits the window's height too (a square camera frame at full column width is
  // taller than a laptop's window): the stage is at most as wide as that height allows.
  const size = overlay.reading ?? (source ? frameSize(source) : null);
  const aspect = size && size.width > 0 && size.height > 0 ? size.width / size.height : null;
  const style = aspect ? ({ '--frame-aspect': aspect.toFixed(4) } as CSSProperties) : undefined;
  return (
    <div ref={stage} className="stage" data-testid="stage" style={style}>
      <canvas ref={frameCanvas} className="frame" role="img" aria-label={t.picture} data-testid="frame-canvas" />
      {/* The outlines drawn over the picture: the picture's name says what they are, the dice table lists them. */}
      <canvas
        ref={overlayCanvas}
        aria-hidden="true"
        className="overlay"
        data-testid="overlay-canvas"
        data-arena={overlay.arena ? JSON.stringify(overlay.arena) : undefined}
        data-highlights={JSON.stringify((overlay.highlights ?? []).map(({ label, kind }) => ({ label, kind })))}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      />
      {/* While the arena is edited, each corner is also a button on the picture for the keyboard (Tab to it,
          arrow keys move it); the pointer goes through it to the canvas, which drags. */}
      {overlay.editingArena && overlay.arena && size && size.width > 0 && overlay.arena.map(([x, y], i, corners) => (
        <button
          key={i}
          type="button"
          className="arena-corner"
          style={{ left: `${(100 * x) / size.width}%`, top: `${(100 * y) / size.height}%`, width: `${(200 * handleRadius(size.width, size.height)) / size.width}%` }}
          ref={i === 0 ? firstCorner : undefined}
          aria-label={t.arenaCorner(i + 1, corners.length)}
          onKeyDown={(event) => onCornerKey(event, i)}
          data-testid="arena-corner"
        />
      ))}
      {children}
    </div>
  );
}

/** Whether `element` lies in a box positioned `sticky` (it moves with the window, not the page, once stuck). */
function inStickyColumn(element: HTMLElement): boolean {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (getComputedStyle(box).position === 'sticky') return true;
  }
  return false;
}
