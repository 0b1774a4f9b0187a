import * as tf from '@tensorflow/tfjs';
import { describe, expect, it } from 'vitest';
import { chooseBackend, selectBackend } from './tfjsBackend.ts';
import { startTfjsNode } from './tfjs-node.ts';

describe('tfjs backends in Node', () => {
  it('starts the wasm backend and runs a convolution on it', async () => {
    expect(await startTfjsNode()).toBe('wasm');
    expect(tf.getBackend()).toBe('wasm');
    // 3×3 ones kernel over a 3×3 ramp, valid padding: the sum 0+1+...+8 = 36.
    const image = tf.tensor4d([0, 1, 2, 3, 4, 5, 6, 7, 8], [1, 3, 3, 1]);
    const kernel = tf.ones([3, 3, 1, 1]) as tf.Tensor4D;
    const out = tf.conv2d(image, kernel, 1, 'valid');
    expect(Array.from(await out.data())).toEqual([36]);
    tf.dispose([image, kernel, out]);
  });

  it('falls back along the preference list and names every failure', async () => {
    expect(await selectBackend(['webgl', 'cpu'])).toBe('cpu');
    await expect(selectBackend(['webgl'])).rejects.toThrow(/no tfjs backend could start \(webgl: /);
  });
});

describe('chooseBackend', () => {
  it('times every backend that starts and keeps the fastest', async () => {
    const { createRequire } = await import('node:module');
    const path = await import('node:path');
    const wasmDir = path.dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    const choice = await chooseBackend(['webgl', 'wasm', 'cpu'], `${wasmDir}/`);
    expect(choice.timings.map((t) => t.backend)).toEqual(['webgl', 'wasm', 'cpu']);
    expect(choice.timings[0]!.ms).toBeNull();
    const started = choice.timings.filter((t) => t.ms !== null);
    expect(started.map((t) => t.backend)).toEqual(['wasm', 'cpu']);
    const fastest = started.reduce((a, b) => (b.ms! < a.ms! ? b : a));
    expect(choice.backend).toBe(fastest.backend);
    expect(tf.getBackend()).toBe(choice.backend);
  });
});
