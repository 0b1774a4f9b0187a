/** The diagnostics panel: frame rate, tfjs backend, reader, time per stage, motion state. */
import type { TimedFrameResult, WorkerInfo } from '../worker/api.ts';

/** Props of {@link Diagnostics}. */
export interface DiagnosticsProps {
  worker: WorkerInfo | null;
  latest: TimedFrameResult | null;
  fps: number;
}

/** The panel. */
export function Diagnostics({ worker, latest, fps }: DiagnosticsProps) {
  const ms = (v: number | undefined) => (v === undefined ? '–' : `${v.toFixed(1)} ms`);
  return (
    <dl className="diagnostics" data-testid="diagnostics">
      <dt>Frames</dt><dd>{fps} /s</dd>
      <dt>Backend</dt><dd data-testid="backend">{worker ? `tfjs ${worker.backend}` : 'starting…'}</dd>
      <dt>Backend test</dt>
      <dd>{worker?.backendTimings.map((t) => `${t.backend} ${t.ms === null ? 'off' : `${t.ms.toFixed(1)} ms`}`).join(' · ') ?? '–'}</dd>
      <dt>Reader</dt><dd data-testid="reader">{worker ? (worker.readerError ?? worker.reader) : '–'}</dd>
      <dt>Motion</dt><dd data-testid="motion">{latest?.motion.state ?? '–'}</dd>
      <dt>Motion gate</dt><dd>{ms(latest?.timings.motionMs)}</dd>
      <dt>Arena</dt><dd>{latest ? `${latest.arenaSource}${latest.timings.arenaMs ? ` · ${ms(latest.timings.arenaMs)}` : ''}` : '–'}</dd>
      <dt>Read</dt><dd>{latest?.reading ? ms(latest.timings.readMs) : 'waiting for the arena to settle'}</dd>
      <dt>Worker total</dt><dd>{ms(latest?.totalMs)}</dd>
    </dl>
  );
}
