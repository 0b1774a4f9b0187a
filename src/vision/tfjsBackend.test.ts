import * as tf from '@tensorflow/tfjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBackend, selectBackend, softwareWebglRenderer } from './tfjsBackend.ts';
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

/** What headless Chromium without a GPU reports as its WebGL renderer (measured, session 32). */
const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';

/** Makes `OffscreenCanvas` open a WebGL context whose unmasked renderer is `renderer`. */
function stubWebglRenderer(renderer: string): { lost: () => number } {
  let lost = 0;
  const context = {
    RENDERER: 0x1f01,
    getExtension: (name: string) => (name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 }
      : name === 'WEBGL_lose_context' ? { loseContext: () => { lost += 1; } } : null),
    getParameter: (p: number) => (p === 0x9246 ? renderer : 'WebKit WebGL'),
  };
  vi.stubGlobal('OffscreenCanvas', class { getContext() { return context; } });
  return { lost: () => lost };
}

async function wasmDir(): Promise<string> {
  const { createRequire } = await import('node:module');
  const path = await import('node:path');
  return `${path.dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`;
}

describe('softwareWebglRenderer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names a renderer that draws on the CPU and releases its context', () => {
    const stub = stubWebglRenderer(SWIFTSHADER);
    expect(softwareWebglRenderer()).toBe(SWIFTSHADER);
    expect(stub.lost()).toBe(1);
    stubWebglRenderer('llvmpipe (LLVM 15.0.6, 256 bits)');
    expect(softwareWebglRenderer()).toBe('llvmpipe (LLVM 15.0.6, 256 bits)');
  });

  it('is null for a GPU, and where no WebGL context opens', () => {
    stubWebglRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)');
    expect(softwareWebglRenderer()).toBeNull();
    vi.unstubAllGlobals();
    expect(softwareWebglRenderer()).toBeNull(); // Node has no OffscreenCanvas
  });
});

describe('chooseBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('times the backends that start and keeps the fastest, leaving cpu untimed once wasm started', async () => {
    const choice = await chooseBackend(['webgl', 'wasm', 'cpu'], await wasmDir());
    expect(choice.timings.map((t) => [t.backend, t.ms === null, t.skipped])).toEqual([
      ['webgl', true, undefined], ['wasm', false, undefined], ['cpu', true, 'fallback'],
    ]);
    expect(choice.timings[0]!.error).toMatch(/./);
    expect(choice.backend).toBe('wasm');
    expect(tf.getBackend()).toBe('wasm');
  });

  it('times cpu when nothing before it starts, and picks the faster of two that start', async () => {
    const fallback = await chooseBackend(['webgl', 'cpu']);
    expect(fallback.timings.map((t) => [t.backend, t.ms === null])).toEqual([['webgl', true], ['cpu', false]]);
    expect(fallback.backend).toBe('cpu');
    const both = await chooseBackend(['cpu', 'wasm'], await wasmDir());
    expect(both.timings.map((t) => t.ms === null)).toEqual([false, false]);
    const fastest = both.timings.reduce((a, b) => (b.ms! < a.ms! ? b : a));
    expect(both.backend).toBe(fastest.backend);
    expect(tf.getBackend()).toBe(both.backend);
  });

  it('skips WebGL on a software renderer, and tries it only when nothing else starts', async () => {
    stubWebglRenderer(SWIFTSHADER);
    const choice = await chooseBackend(['webgl', 'wasm', 'cpu'], await wasmDir());
    expect(choice.timings[0]).toEqual({ backend: 'webgl', ms: null, skipped: 'software-renderer', renderer: SWIFTSHADER });
    expect(choice.backend).toBe('wasm');
    // Nothing else in the list: the skipped WebGL is tried after all (in Node it cannot start).
    await expect(chooseBackend(['webgl'])).rejects.toThrow(/no tfjs backend could start \(webgl: /);
  });
});
