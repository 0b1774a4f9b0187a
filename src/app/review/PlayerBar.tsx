/** The player's controls: play/pause, one frame back or forward, the time, and a scrub bar. */
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
