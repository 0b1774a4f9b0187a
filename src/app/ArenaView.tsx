/**
 * Shows the current frame source with the dice overlay on top: two stacked canvases, the
 * lower one with the picture (redrawn every animation frame for camera and video), the upper
 * one with the boxes and faces of the latest reading.
 */
import { useEffect, useRef } from 'react';
import type { ArenaReading } from '../core/types.ts';
import { drawOverlay } from './drawOverlay.ts';
import type { FrameSource } from './frameSources.ts';

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
  /** Latest reading of `source`, drawn over it. */
  reading: ArenaReading | null;
}

/** The picture with its dice overlay. */
export function ArenaView({ source, reading }: ArenaViewProps) {
  const frameCanvas = useRef<HTMLCanvasElement>(null);
  const overlayCanvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = frameCanvas.current;
    const context = canvas?.getContext('2d');
    if (!source || !canvas || !context) return undefined;
    let animation = 0;
    const draw = () => {
      const { width, height } = frameSize(source);
      if (width > 0 && canvas.width !== width) canvas.width = width;
      if (height > 0 && canvas.height !== height) canvas.height = height;
      context.drawImage(source.kind === 'image' ? source.image : source.video, 0, 0);
      if (source.kind !== 'image') animation = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(animation);
  }, [source]);

  useEffect(() => {
    const canvas = overlayCanvas.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    if (!reading) {
      context.clearRect(0, 0, canvas.width, canvas.height);
      return;
    }
    canvas.width = reading.width;
    canvas.height = reading.height;
    drawOverlay(context, reading);
  }, [reading]);

  return (
    <div className="stage" data-testid="stage">
      <canvas ref={frameCanvas} className="frame" data-testid="frame-canvas" />
      <canvas ref={overlayCanvas} className="overlay" data-testid="overlay-canvas" />
    </div>
  );
}
