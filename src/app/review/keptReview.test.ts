import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Face } from '../../core/types.ts';
import { settleFrames } from '../../review/fakeSettles.ts';
import { parseGameRecord } from '../../review/recordFile.ts';
import { recordJson, type GameRecord, type ReviewSetup } from '../../review/report.ts';

/** idb-keyval's store, as the test sets it; `blocked`: every call refused, as in a browser with site data off. */
const store = new Map<string, unknown>();
let blocked = false;
/** Refuses the call when {@link blocked}. */
function refuseIfBlocked(): void {
  if (blocked) throw new DOMException('The user denied permission to access the database.', 'UnknownError');
}
vi.mock('idb-keyval', () => ({
  get: async (key: string) => {
    refuseIfBlocked();
    return store.get(key);
  },
  set: async (key: string, value: unknown) => {
    refuseIfBlocked();
    store.set(key, value);
  },
  del: async (key: string) => {
    refuseIfBlocked();
    store.delete(key);
  },
}));

const { correctionCount, forgetKeptReview, keepReview, KEPT_REVIEW_KEY, loadKeptReview, serialKeeper } = await import('./keptReview.ts');
const { reopenedReview } = await import('./reopenedReview.ts');
const { reviewRecord } = await import('./reviewRecord.ts');
const { startReview } = await import('./reviewState.ts');

const SETUP: ReviewSetup = { game: 'strike', players: ['Ann', 'Bob', 'Cleo'], edition: 'classic', dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 };

/** The record the page exports of a Strike game (the arena after each settle: 3; 3 5; 3 5 5) with a die's face corrected, a die said out of sight and Cleo said to have left. */
function corrected(): GameRecord {
  const review = startReview(SETUP);
  [['3'], ['3', '5'], ['3', '5', '5']].forEach((faces, i) => {
    for (const frame of settleFrames(faces as Face[], i * 1000 + 1 / 3, { settledFrames: 6 })) review.feed(frame);
  });
  const analysis = {
    setup: SETUP, plan: { fps: 15, frames: 60 }, entries: [...review.entries], events: [...review.events], settles: [...review.settles], covered: [], arenas: new Map(), arena: null,
    outcome: { frames: 60, complete: true, stopped: false, reviewedMs: 4000, elapsedMs: 1500, strategy: 'decode' as const, sought: 0, width: 400, height: 200 }, lastFrame: null,
  };
  const throwEntry = analysis.entries.findIndex((e) => e.change === 'throw');
  const five = analysis.entries[throwEntry]!.dice.find((d) => d.face === '5')!;
  const faces = new Map([[throwEntry, new Map<number, Face>([[five.id, '3']])]]);
  const missed = new Set([analysis.entries[1]!.tMs]);
  const left = [{ tMs: analysis.entries.at(-1)!.tMs, seat: 2 }];
  const rerun = startReview(SETUP).replay(analysis.settles, faces, new Set(), [...missed], left);
  const timeline = { entries: rerun.entries, events: rerun.events, settles: rerun.settles, missedRefused: new Map(), thrownRefused: new Map(), leftRefused: [], error: null };
  return reviewRecord({ analysis, video: { name: 'game.webm', durationMs: 68_700, width: 400, height: 200 }, timeline, refereeSetup: SETUP, corrections: { faces, thrown: new Set(), missed, left } })!;
}

describe('the review kept on this device', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeEach(() => {
    store.clear();
    blocked = false;
    warn.mockClear();
  });
  afterEach(() => {
    blocked = false;
  });

  it('keeps the record as the JSON text the page exports, and reads it back rebuilt as Open a record… rebuilds it, with its count of corrections', async () => {
    const record = corrected();
    await keepReview(record);
    expect(store.get(KEPT_REVIEW_KEY)).toBe(recordJson(record));
    const kept = await loadKeptReview();
    expect(kept).toEqual({ review: reopenedReview(parseGameRecord(recordJson(record))), corrections: 3 });
    expect(kept!.review.video).toEqual({ name: 'game.webm', durationMs: 68_700, width: 400, height: 200 });
    expect([...kept!.review.said.faces.values()].map((dice) => [...dice.values()])).toEqual([['3']]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('replaces the record kept before with the next one, and forgets it when asked', async () => {
    const first = corrected();
    await keepReview(first);
    const second: GameRecord = { ...first, video: { ...first.video!, name: 'other.webm' }, corrections: [], missedAt: [], leftAt: [] };
    await keepReview(second);
    expect(await loadKeptReview()).toMatchObject({ review: { video: { name: 'other.webm' } }, corrections: 0 });
    await forgetKeptReview();
    expect(store.has(KEPT_REVIEW_KEY)).toBe(false);
    expect(await loadKeptReview()).toBeNull();
  });

  it('counts each face corrected, arena ruled as a throw, die out of sight and leaving', () => {
    const faces = new Map([[1, new Map<number, Face>([[4, '3'], [5, '2']])], [3, new Map<number, Face>([[2, 'X']])]]);
    expect(correctionCount({ faces, thrown: [1000], missed: [2000, 2000], left: [{ tMs: 3000, seat: 0 }] })).toBe(7);
    expect(correctionCount({ faces: new Map(), thrown: [], missed: [], left: [] })).toBe(0);
  });

  it('drops a kept record that no longer opens, with a console warning, and gives none', async () => {
    const text = recordJson(corrected());
    for (const damaged of [text.slice(0, 500), text.replace('game-record@1', 'game-record@2'), { format: 'dice-referee/game-record@1' }, 42]) {
      store.set(KEPT_REVIEW_KEY, damaged);
      warn.mockClear();
      expect(await loadKeptReview()).toBeNull();
      expect(store.has(KEPT_REVIEW_KEY)).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toBe('The review kept on this device no longer opens, and is dropped:');
    }
  });

  it('gives none, and throws nothing but from keepReview, when the storage is blocked', async () => {
    await keepReview(corrected());
    blocked = true;
    expect(await loadKeptReview()).toBeNull();
    expect(warn.mock.calls[0]![0]).toBe('The review kept on this device could not be read (storage blocked?):');
    await expect(forgetKeptReview()).resolves.toBeUndefined();
    await expect(keepReview(corrected())).rejects.toThrow('The user denied permission');
    // Nothing was lost by the refusals: the record kept before is there once the storage opens again.
    blocked = false;
    expect(await loadKeptReview()).toMatchObject({ corrections: 3 });
  });
});

describe('serialKeeper', () => {
  /** A write that waits to be released, recording each record's video name when it starts. */
  function heldWrites() {
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const write = (record: GameRecord) => {
      started.push(record.video!.name);
      return new Promise<void>((resolve, reject) => releases.push(() => (record.video!.name === 'bad.webm' ? reject(new Error('quota')) : resolve())));
    };
    return { started, write, release: async () => {
      releases.shift()!();
      // The next write starts once the one released has settled (a few microtasks).
      for (let i = 0; i < 5; i++) await Promise.resolve();
    } };
  }
  const named = (name: string) => ({ video: { name } }) as GameRecord;
  /** A {@link serialKeeper} over {@link heldWrites}, with the failures it reported. */
  function heldKeeper() {
    const held = heldWrites();
    const failures: unknown[] = [];
    return { ...held, failures, keep: serialKeeper(held.write, (error) => failures.push(error)) };
  }

  it('writes one record at a time and, of those given meanwhile, only the last', async () => {
    const { started, release, failures, keep } = heldKeeper();
    keep(named('a.webm'));
    keep(named('b.webm'));
    keep(named('c.webm'));
    expect(started).toEqual(['a.webm']);
    await release();
    expect(started).toEqual(['a.webm', 'c.webm']);
    await release();
    keep(named('d.webm'));
    expect(started).toEqual(['a.webm', 'c.webm', 'd.webm']);
    await release();
    expect(failures).toEqual([]);
  });

  it('hands a failed write to onFailure and still writes the next record', async () => {
    const { started, release, failures, keep } = heldKeeper();
    keep(named('bad.webm'));
    keep(named('good.webm'));
    await release();
    expect(failures.map((error) => (error as Error).message)).toEqual(['quota']);
    expect(started).toEqual(['bad.webm', 'good.webm']);
    await release();
    keep(named('next.webm'));
    expect(started).toEqual(['bad.webm', 'good.webm', 'next.webm']);
  });
});
