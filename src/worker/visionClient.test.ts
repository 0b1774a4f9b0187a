import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the fake worker's API answers: each `reset` resolves at once, `start` never (a worker still loading). */
const { remote, releaseProxy } = vi.hoisted(() => {
  const release = Symbol('releaseProxy');
  return { releaseProxy: release, remote: { reset: async () => undefined, start: () => new Promise(() => undefined), [release]: () => undefined } };
});
vi.mock('comlink', () => ({ wrap: () => remote, proxy: (value: unknown) => value, transfer: (value: unknown) => value, releaseProxy }));

/** A stand-in for the page's Worker: an event target the client listens to for `error`. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  terminate(): void {}
  /** The worker's script fails, as a browser reports it. */
  fail(message: string): void {
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
}
vi.stubGlobal('Worker', FakeWorker);
const { VisionClient } = await import('./visionClient.ts');

afterEach(() => {
  FakeWorker.made = [];
});

describe('VisionClient', () => {
  it('rejects the calls waiting on a worker that stops by itself, and every call after, until a fresh worker', async () => {
    const client = new VisionClient();
    const starting = client.start();
    FakeWorker.made[0]!.fail('boom');
    await expect(starting).rejects.toThrow('the vision worker stopped: boom');
    await expect(client.reset()).rejects.toThrow('the vision worker stopped: boom');
    client.terminate();
    await expect(client.reset()).resolves.toBeUndefined();
    expect(FakeWorker.made).toHaveLength(2);
    // The replaced worker's late error is not the new one's.
    FakeWorker.made[0]!.fail('late');
    await expect(client.reset()).resolves.toBeUndefined();
  });

  it('keeps nothing of the calls that settled (each frame\'s result used to stay reachable from the worker\'s crash promise)', async () => {
    const client = new VisionClient();
    for (let i = 0; i < 100; i++) await client.reset();
    const pending = client.start();
    expect((client as unknown as { waiting: Set<unknown> }).waiting.size).toBe(1);
    FakeWorker.made[0]!.fail('boom');
    await expect(pending).rejects.toThrow('boom');
    expect((client as unknown as { waiting: Set<unknown> }).waiting.size).toBe(0);
  });
});
