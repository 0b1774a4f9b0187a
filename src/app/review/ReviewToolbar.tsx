/**
 * The review page's toolbar: open a video, a game record exported before, or the demo recording, analyse again, draw the arena,
 * stop the analysis, export the record (JSON) or the report (Markdown), and go to the live
 * referee. It only sends the page's intents.
 */
import type { RefObject } from 'react';
import type { ReviewSetup } from '../../review/report.ts';
import { FileButton } from '../FileButton.tsx';
import { useUiText } from '../i18n/language.ts';
import { SteadyLabel } from '../SteadyLabel.tsx';

/** Props of {@link ReviewToolbar}. */
export interface ReviewToolbarProps {
  /** The game chosen: *Demo game* opens its demo recording. */
  game: ReviewSetup['game'];
  /** Whether a video is open (*Analyse again* and *Arena* need one). */
  hasVideo: boolean;
  /**
   * Whether *Analyse again* would read the video otherwise than the timeline shown
   * (reviewNotices.ts `analyseAgainReason`): else it is shown disabled, its title saying why.
   */
  canAnalyseAgain: boolean;
  analysing: boolean;
  editingArena: boolean;
  /** Whether the record can be exported (an analysis ended or stopped, and the referee could rule with the set-up shown). */
  canExport: boolean;
  /** The Stop button, shown while analysing: the keyboard focus goes to it as the analysis starts. */
  stopButton: RefObject<HTMLButtonElement | null>;
  onFile(file: File): void;
  /** A game record (JSON) was picked, to open its review again. */
  onRecord(file: File): void;
  onDemo(): void;
  onAnalyse(): void;
  onArena(): void;
  onStop(): void;
  onExport(kind: 'json' | 'report'): void;
}

/** The toolbar. */
export function ReviewToolbar({ game, hasVideo, canAnalyseAgain, analysing, editingArena, canExport, stopButton, onFile, onRecord, onDemo, onAnalyse, onArena, onStop, onExport }: ReviewToolbarProps) {
  const t = useUiText();
  const r = t.review;
  return (
    <nav className="toolbar">
      <FileButton accept="video/*" onFile={onFile} inputTestId="review-file">{r.openVideo}</FileButton>
      <FileButton accept=".json,application/json" onFile={onRecord} inputTestId="review-record-file">{r.openRecord}</FileButton>
      <button type="button" className="secondary" onClick={onDemo} disabled={analysing} data-testid="review-demo">{game === 'dice-game' ? r.demoDiceGame : r.demoGame}</button>
      {hasVideo && !analysing && (
        <button type="button" className="secondary" onClick={onAnalyse} disabled={!canAnalyseAgain} title={canAnalyseAgain ? undefined : r.analyseAgainUnneeded} data-testid="review-analyse">{r.analyseAgain}</button>
      )}
      <button
        type="button"
        className={editingArena ? 'active' : 'secondary'}
        disabled={!hasVideo || analysing}
        onClick={onArena}
        data-testid="review-arena"
      >
        <SteadyLabel shown={editingArena ? t.toolbar.doneWithArena : t.toolbar.arena} other={editingArena ? t.toolbar.arena : t.toolbar.doneWithArena} />
      </button>
      {analysing && <button type="button" className="secondary" ref={stopButton} onClick={onStop} data-testid="review-cancel">{r.stop}</button>}
      {/* Not while the referee cannot re-run with the setup shown: the record would mix it with the last ruled one. */}
      <button type="button" onClick={() => onExport('json')} disabled={!canExport} data-testid="export-json">{r.exportJson}</button>
      <button type="button" onClick={() => onExport('report')} disabled={!canExport} data-testid="export-report">{r.exportReport}</button>
      <a href={import.meta.env.BASE_URL} className="button secondary" data-testid="live-link">{r.liveReferee}</a>
    </nav>
  );
}
