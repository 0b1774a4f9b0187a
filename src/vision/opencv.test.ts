import { describe, expect, it } from 'vitest';
import { initOpenCv } from './opencv.ts';
import { loadOpenCvNode } from './opencv-node.ts';

describe('initOpenCv', () => {
  it('waits for onRuntimeInitialized, then deletes then', async () => {
    const module: Record<string, unknown> = { then: () => {} };
    const ready = initOpenCv(module);
    setTimeout(() => {
      module.Mat = function Mat() {};
      (module.onRuntimeInitialized as () => void)();
    }, 5);
    const cv = await ready;
    expect(cv as unknown).toBe(module);
    expect('then' in module).toBe(false);
  });

  it('returns at once for a module that is already initialised', async () => {
    const module = { Mat: function Mat() {}, then: () => {} };
    await expect(initOpenCv(module)).resolves.toBe(module);
    expect('then' in module).toBe(false);
  });

  it('rejects a non-object and a runtime that never starts', async () => {
    await expect(initOpenCv(undefined)).rejects.toThrow(/expected the OpenCV.js module object, got undefined/);
    await expect(initOpenCv({}, 20)).rejects.toThrow(/not ready after 20 ms/);
  });
});

describe('loadOpenCvNode', () => {
  it('loads the real OpenCV.js once and reuses it', async () => {
    const a = await loadOpenCvNode();
    const b = await loadOpenCvNode();
    expect(a).toBe(b);
    const mat = new a.Mat(3, 4, a.CV_8UC1);
    expect([mat.rows, mat.cols]).toEqual([3, 4]);
    mat.delete();
  });

  it('leaves no OpenCV.js handler of uncaught errors on the process (it would print all of opencv.js)', async () => {
    await loadOpenCvNode();
    const handlers = [...process.listeners('uncaughtException'), ...process.listeners('unhandledRejection')].map(String);
    expect(handlers.filter((handler) => handler.includes('ExitStatus') || handler.includes('abort'))).toEqual([]);
  });
});
