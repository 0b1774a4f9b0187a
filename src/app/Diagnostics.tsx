/** The diagnostics panel: frame rate, tfjs backend, reader, time per stage, motion state. */
import type { TimedFrameResult, WorkerInfo } from '../worker/api.ts';
import { useUiText } from './i18n/language.ts';

/** Props of {@link Diagnostics}. */
export interface DiagnosticsProps {
  worker: WorkerInfo | null;
  latest: TimedFrameResult | null;
  fps: number;
}

/** The panel. */
export function Diagnostics({ worker, latest, fps }: DiagnosticsProps) {
  const t = useUiText().diagnostics;
  const ms = (v: number | undefined) => (v === undefined ? '–' : t.milliseconds(v));
  return (
    <dl className="diagnostics" data-testid="diagnostics">
      <dt>{t.frames}</dt><dd data-testid="fps" data-fps={fps}>{fps} {t.perSecond}</dd>
      <dt>{t.backend}</dt><dd data-testid="backend">{worker ? `tfjs ${worker.backend}` : t.starting}</dd>
      <dt>{t.backendTest}</dt>
      <dd data-testid="backend-test" title={worker?.backendTimings.find((b) => b.renderer)?.renderer}>
        {worker?.backendTimings.map((b) => `${b.backend} ${b.ms !== null ? t.milliseconds(b.ms) : b.skipped ? t.skipped[b.skipped] : t.off}`).join(' · ') ?? '–'}
      </dd>
      <dt>{t.reader}</dt><dd data-testid="reader" data-reader={worker?.reader}>{worker ? (worker.readerError ?? t.readers[worker.reader]) : '–'}</dd>
      <dt>{t.motion}</dt><dd data-testid="motion" data-state={latest?.motion.state}>{latest ? t.motionStates[latest.motion.state] : '–'}</dd>
      <dt>{t.motionGate}</dt><dd>{ms(latest?.timings.motionMs)}</dd>
      <dt>{t.arena}</dt><dd>{latest ? `${t.arenaSources[latest.arenaSource]}${latest.timings.arenaMs ? ` · ${ms(latest.timings.arenaMs)}` : ''}` : '–'}</dd>
      <dt>{t.read}</dt><dd data-testid="read">{latest?.reading ? ms(latest.timings.readMs) : latest && latest.motion.state !== 'moving' ? t.voted : t.waitingToSettle}</dd>
      <dt>{t.workerTotal}</dt><dd>{ms(latest?.totalMs)}</dd>
    </dl>
  );
}
