import { describe, expect, it } from 'vitest';
import { strike } from '../rules/strike/index.ts';
import { GameSession, mergeSteps } from './gameSession.ts';

describe('GameSession', () => {
  it('starts a game, applies actions and announces them', () => {
    const { session, step } = GameSession.start(strike, { players: ['Ann', 'Bob'] });
    expect(step.events.map((e) => e.type)).toEqual(['gameStarted', 'roundStarted']);
    const placed = session.act({ type: 'placeStartDie', face: '4' });
    expect(placed.events.map((e) => e.type)).toEqual(['startDiePlaced', 'turnStarted']);
    expect(placed.announcements.map((a) => a.type)).toEqual(['turn']);
    expect(session.state.arena).toEqual(['4']);
  });

  it('turns a rule refusal into a rejected step with its params and keeps the log', () => {
    const { session } = GameSession.start(strike, { players: ['Ann', 'Bob'] });
    const length = session.events.length;
    const step = session.act({ type: 'pass' });
    expect(step.events).toEqual([]);
    expect(step.rejected).toEqual({ code: 'not-now', message: 'Nobody can pass now', params: { action: 'pass' } });
    expect(session.events).toHaveLength(length);
  });

  it('resumes a saved log to the same state, and refuses an empty one', () => {
    const { session } = GameSession.start(strike, { players: ['Ann', 'Bob', 'Cy'] });
    session.act({ type: 'placeStartDie', face: '2' });
    session.act({ type: 'throw', arena: ['2', '5'], out: 0 });
    const saved = JSON.parse(JSON.stringify(session.events));
    expect(GameSession.resume(strike, saved).state).toEqual(session.state);
    expect(() => GameSession.resume(strike, [])).toThrow(/no events/);
  });

  it('gives back what was announced for a saved log, step by step', () => {
    const { session, step } = GameSession.start(strike, { players: ['Ann', 'Bob'] });
    const steps = [step, session.act({ type: 'placeStartDie', face: '2' }), session.act({ type: 'throw', arena: ['2', '2'], out: 0 })];
    const announced = steps.flatMap((s) => s.announcements);
    expect(announced.map((a) => a.type)).toContain('match');
    expect(GameSession.announcementsOf(strike, JSON.parse(JSON.stringify(session.events)))).toEqual(announced);
    expect(GameSession.announcementsOf(strike, [])).toEqual([]);
  });

  it('merges steps and keeps the first refusal', () => {
    const a = { events: [1], announcements: [], rejected: { code: 'a', message: 'A', params: { n: 1 } } };
    expect(mergeSteps(a, { events: [2], announcements: [], rejected: { code: 'b', message: 'B', params: {} } }))
      .toEqual({ events: [1, 2], announcements: [], rejected: { code: 'a', message: 'A', params: { n: 1 } } });
  });
});

describe('GameSession.resume: a saved log that folds to a state the game cannot be in (helper 153)', () => {
  const log = strike.setup({ players: ['Ann', 'Bob'] });
  const played = GameSession.resume(strike, log);
  played.act({ type: 'placeStartDie', face: '3' });
  played.act({ type: 'throw', arena: ['3', '5'], out: 0 });
  const saved = JSON.parse(JSON.stringify(played.events)) as typeof played.events;

  it('resumes a whole log as it was', () => {
    expect(GameSession.resume(strike, saved).state).toEqual(played.state);
  });

  it('refuses a turn for a seat nobody sits in, a negative stock, a player with no name and a face no die has', () => {
    const damaged = (change: (events: Record<string, unknown>[]) => void) => {
      const events = JSON.parse(JSON.stringify(saved)) as Record<string, unknown>[];
      change(events);
      return () => GameSession.resume(strike, events as unknown as typeof saved);
    };
    const lastTurn = (events: Record<string, unknown>[]) => events.filter((e) => e.type === 'turnStarted').at(-1)!;
    expect(damaged((events) => { lastTurn(events).player = 7; }))
      .toThrow('the saved game cannot go on: it is the turn of a seat nobody sits in');
    expect(damaged((events) => { events.find((e) => e.type === 'roundStarted')!.stocks = [-5, 9]; }))
      .toThrow('the saved game cannot go on: a player has a stock that is no count of dice');
    expect(damaged((events) => { events[0]!.players = [42, null]; }))
      .toThrow('the saved game cannot go on: a player has no name');
    expect(damaged((events) => { events.find((e) => e.type === 'diceThrown')!.arena = ['3', 'Q']; }))
      .toThrow("the saved game cannot go on: a die in the arena shows a face the game's dice do not have (1 2 3 4 5 X)");
    expect(damaged((events) => { events.splice(1); }))
      .toThrow('the saved game cannot go on: no round was dealt');
    expect(damaged((events) => { events.find((e) => e.type === 'roundStarted')!.stocks = [9, 8]; }))
      .toThrow('the saved game cannot go on: it accounts for 30 dice where the game has 31');
  });
});
