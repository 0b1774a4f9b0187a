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
