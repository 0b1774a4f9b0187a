import { describe, expect, it } from 'vitest';
import { firstUnfoldableEvent, fold, play, RuleError, type RulesEngine } from './engine.ts';
import { strike } from './strike/index.ts';

type CounterEvent = { type: 'started'; limit: number } | { type: 'added'; n: number };
type CounterAction = { type: 'add'; n: number };
interface CounterState { total: number; limit: number }

const counter: RulesEngine<{ limit: number }, CounterState, CounterAction, CounterEvent> = {
  game: 'counter',
  setup: (config) => [{ type: 'started', limit: config.limit }],
  reduce: (state, event) =>
    event.type === 'started'
      ? { total: 0, limit: event.limit }
      : { ...state!, total: state!.total + event.n },
  apply: (state, action) => {
    if (state.total + action.n > state.limit) {
      throw new RuleError('over-limit', `${state.total} + ${action.n} is over ${state.limit}`, { total: state.total, n: action.n, limit: state.limit });
    }
    return [{ type: 'added', n: action.n }];
  },
  legalActions: () => ['add'],
  announce: () => [],
};

describe('fold', () => {
  it('rebuilds the state from the log', () => {
    expect(fold(counter, [{ type: 'started', limit: 9 }, { type: 'added', n: 2 }, { type: 'added', n: 3 }]))
      .toEqual({ total: 5, limit: 9 });
  });
  it('refuses an empty log', () => {
    expect(() => fold(counter, [])).toThrow(/at least its setup events/);
  });
});

describe('firstUnfoldableEvent', () => {
  it('finds the first entry of a stored log that is no event or does not fold, and -1 for a sound log', () => {
    const log = [{ type: 'started', limit: 9 }, { type: 'added', n: 2 }];
    expect(firstUnfoldableEvent(counter, log)).toBe(-1);
    expect(firstUnfoldableEvent(counter, [...log, null])).toBe(2);
    expect(firstUnfoldableEvent(counter, [...log, 'added', { type: 'added', n: 1 }])).toBe(2);
    expect(firstUnfoldableEvent(counter, [{ type: 7 }, ...log])).toBe(0);
    // A Strike log damaged as helper 138 stored it: a throw by a seat nobody sits in.
    const game = strike.setup({ players: ['Ann', 'Bob'] });
    expect(firstUnfoldableEvent(strike, game)).toBe(-1);
    expect(firstUnfoldableEvent(strike, [{ type: 'diceThrown', player: 0, count: 1 }])).toBe(0); // no gameStarted first
    expect(firstUnfoldableEvent(strike, [...game, { type: 'matchCollected', player: 7, groups: [{ face: '4', count: 2 }] }])).toBe(game.length);
  });
});

describe('play', () => {
  it('appends the events of a legal action', () => {
    const { log, state, events } = play(counter, counter.setup({ limit: 5 }), { type: 'add', n: 4 });
    expect(events).toEqual([{ type: 'added', n: 4 }]);
    expect(log).toHaveLength(2);
    expect(state.total).toBe(4);
  });
  it('throws a RuleError with its code and leaves the log alone', () => {
    const log = counter.setup({ limit: 5 });
    let caught: unknown;
    try { play(counter, log, { type: 'add', n: 6 }); } catch (e) { caught = e; }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).code).toBe('over-limit');
    expect(log).toHaveLength(1);
  });
  it("carries the refusal's parts as plain JSON", () => {
    let caught: unknown;
    try { play(counter, counter.setup({ limit: 5 }), { type: 'add', n: 6 }); } catch (e) { caught = e; }
    const refusal = (caught as RuleError).toRefusal();
    expect(refusal).toEqual({ code: 'over-limit', message: '0 + 6 is over 5', params: { total: 0, n: 6, limit: 5 } });
    expect(JSON.parse(JSON.stringify(refusal))).toEqual(refusal);
    expect(new RuleError('plain', 'No parts').params).toEqual({});
  });
});
