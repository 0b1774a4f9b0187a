/**
 * The Dice Referee page: pick a frame source (camera, photo or video, demo), see every die's
 * box and top face drawn over it, and the dice listed beside it. Vision runs in a Web Worker.
 */
import { useCallback, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { FACES_OF_KIND, type DieKind } from '../core/types.ts';
import type { WorkerInfo } from '../worker/api.ts';
import { VisionClient } from '../worker/visionClient.ts';
import { ArenaView } from './ArenaView.tsx';
import { DiceTable } from './DiceTable.tsx';
import {
  closeFrameSource, FrameSourceError, openCamera, openDemo, openFile, type FrameSource,
} from './frameSources.ts';
import { useDiceReader } from './useDiceReader.ts';

const DIE_KINDS = Object.keys(FACES_OF_KIND) as DieKind[];

/** Which source to open first: `?source=demo` skips the camera (for kiosks and tests). */
function initialSourceRequest(): 'camera' | 'demo' {
  return new URLSearchParams(window.location.search).get('source') === 'demo' ? 'demo' : 'camera';
}

/** The page. */
export function App() {
  const client = useMemo(() => new VisionClient(), []);
  const [source, setSource] = useState<FrameSource | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dieKind, setDieKind] = useState<DieKind>('d6');
  const [worker, setWorker] = useState<WorkerInfo | null>(null);
  const [workerError, setWorkerError] = useState<string | null>(null);
  const { reading, error: readError } = useDiceReader(client, source, dieKind);

  const show = useCallback((next: FrameSource) => {
    setSource((previous) => {
      if (previous && previous !== next) closeFrameSource(previous);
      return next;
    });
  }, []);

  const fail = useCallback((error: unknown) => {
    setNotice(error instanceof FrameSourceError ? error.message : `Something went wrong: ${String(error)}`);
  }, []);

  const showDemo = useCallback(async (why?: string) => {
    try {
      show(await openDemo());
      setNotice(why ? `${why} Showing the demo arena.` : null);
    } catch (error) {
      fail(error);
    }
  }, [show, fail]);

  const showCamera = useCallback(async () => {
    try {
      const camera = await openCamera();
      camera.stream.getVideoTracks()[0]?.addEventListener('ended', () => {
        setNotice('The camera was disconnected. Plug it back in and press “Camera”, or open a photo or video.');
      });
      show(camera);
      setNotice(null);
    } catch (error) {
      await showDemo(error instanceof FrameSourceError ? error.message : String(error));
    }
  }, [show, showDemo]);

  useEffect(() => {
    client.start().then(setWorker, (error: unknown) => setWorkerError(error instanceof Error ? error.message : String(error)));
    if (initialSourceRequest() === 'demo') void showDemo();
    else void showCamera();
    return () => client.terminate();
  }, [client, showCamera, showDemo]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const opened = await openFile(file);
      show(opened);
      if (opened.kind === 'video') await opened.video.play().catch(() => undefined);
      setNotice(null);
    } catch (error) {
      fail(error);
    }
  };

  const error = workerError ? `The vision worker failed: ${workerError}` : readError;
  return (
    <div className="app">
      <header>
        <h1>Dice Referee</h1>
        <nav className="toolbar">
          <button type="button" onClick={() => void showCamera()}>Camera</button>
          <label className="button">
            Open photo or video…
            <input type="file" accept="image/*,video/*" onChange={(e) => void onFile(e)} data-testid="file-input" hidden />
          </label>
          <button type="button" onClick={() => void showDemo()}>Demo</button>
          <label>
            Dice{' '}
            <select value={dieKind} onChange={(e) => setDieKind(e.target.value as DieKind)} data-testid="die-kind">
              {DIE_KINDS.map((kind) => <option key={kind} value={kind}>{kind}</option>)}
            </select>
          </label>
        </nav>
      </header>
      {notice && <p className="notice" role="status" data-testid="notice">{notice}</p>}
      {error && <p className="error" role="alert" data-testid="error">{error}</p>}
      <main>
        <ArenaView source={source} reading={reading} />
        <aside>
          <p className="status" data-testid="status">
            {source ? source.label : 'No source'}
            {reading && ` · ${reading.dice.length} ${reading.dice.length === 1 ? 'die' : 'dice'} · ${Math.round(reading.readMs)} ms`}
            {worker ? ` · tfjs ${worker.backend}` : ' · starting vision…'}
          </p>
          <DiceTable reading={reading} />
        </aside>
      </main>
    </div>
  );
}
