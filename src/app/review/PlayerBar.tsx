/** The player's controls: play/pause, one frame back or forward, the time, and a scrub bar. */
import type { KeyboardEvent } from 'react';
import { clock } from '../../review/report.ts';
import { useUiText } from '../i18n/language.ts';

/** Props of {@link PlayerBar}. */
export interface PlayerBarProps {
  /** Time of the frame shown, in ms. */
  timeMs: number;
  /** Length of the video that can be shown, in ms: up to where its frames stop when the file is cut short. */
  durationMs: number;
  playing: boolean;
  /** Controls off (no video, or while it is analysed). */
  disabled: boolean;
  onPlayPause(): void;
  /** Show the previous (-1) or next (+1) frame. */
  onStep(direction: 1 | -1): void;
  /** Show the frame at `tMs`. */
  onSeek(tMs: number): void;
}

/**
 * The frame step an arrow key on the scrub bar asks for: → and ↑ one frame on, ← and ↓ one back,
 * as the page's own ← and →. The bar's native arrow step is its `step` (1 ms), which the seek
 * snaps back to the frame shown, so the bar seemed stuck. Other keys (Home, End, Page Up/Down)
 * keep their native moves; with Ctrl, Alt or Meta an arrow is the browser's.
 * @returns `1`, `-1`, or null for a key the bar handles natively
 */
export function scrubBarStep(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): 1 | -1 | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.key === 'ArrowRight' || event.key === 'ArrowUp') return 1;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') return -1;
  return null;
}

/** The bar. */
export function PlayerBar({ timeMs, durationMs, playing, disabled, onPlayPause, onStep, onSeek }: PlayerBarProps) {
  const text = useUiText();
  const t = text.review.player;
  return (
    <div className="player-bar" data-testid="player-bar">
      <button type="button" onClick={() => onStep(-1)} disabled={disabled || playing} title={t.previousFrame} aria-label={t.previousFrame} data-testid="step-back">{t.stepBack}</button>
      <button type="button" onClick={onPlayPause} disabled={disabled} data-testid="play-pause">{playing ? t.pause : t.play}</button>
      <button type="button" onClick={() => onStep(1)} disabled={disabled || playing} title={t.nextFrame} aria-label={t.nextFrame} data-testid="step-forward">{t.stepForward}</button>
      <input
        type="range"
        min={0}
        max={Math.max(0, Math.round(durationMs))}
        step={1}
        value={Math.round(timeMs)}
        disabled={disabled}
        onChange={(e) => onSeek(Number(e.target.value))}
        onKeyDown={(e) => {
          const direction = scrubBarStep(e);
          if (direction === null) return;
          e.preventDefault();
          onStep(direction);
        }}
        aria-label={t.position}
        aria-valuetext={`${clock(timeMs, text.language)} / ${clock(durationMs, text.language)}`}
        data-testid="review-seek"
      />
      <span className="time" data-testid="review-time" data-time-ms={Math.round(timeMs)}>
        {clock(timeMs, text.language)} / {clock(durationMs, text.language)}
      </span>
    </div>
  );
}
