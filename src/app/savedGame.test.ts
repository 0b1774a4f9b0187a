import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What idb-keyval's `get` gives back: the record as stored, as the test sets it. */
let stored: unknown;
vi.mock('idb-keyval', () => ({ get: async () => stored, set: async () => undefined, del: async () => undefined }));

const { isSavedQuestion, loadGame, newGameId, savedElsewhere } = await import('./savedGame.ts');

const QUESTION = { kind: 'besideArena', params: { player: 'Ann', dice: [{ id: 5, face: '3' }, { id: 6, face: null }] } };
const VIEW = { kind: 'camera', label: 'Webcam', width: 1280, height: 720 };

describe('loadGame', () => {
  beforeEach(() => {
    stored = undefined;
  });

  it('gives back the saved game with its view and question, its other fields as saved', async () => {
    stored = { game: 'strike', log: [{ type: 'gameStarted' }], said: [], savedAt: 1000, firstLook: 'viewChange', view: VIEW, question: QUESTION };
    expect(await loadGame()).toEqual(stored);
  });

  it('gives null when nothing is saved, and refuses a record without a game id or an event log', async () => {
    expect(await loadGame()).toBeNull();
    stored = { game: 'strike' };
    await expect(loadGame()).rejects.toThrow('the saved record is damaged: it has no game or no event log');
    stored = { game: 7, log: [] };
    await expect(loadGame()).rejects.toThrow('the saved record is damaged');
    stored = 'strike';
    await expect(loadGame()).rejects.toThrow('the saved record is damaged');
  });

  it('keeps a game whose save time is missing: only the game id and the event log are required (the time is then left unsaid)', async () => {
    stored = { game: 'strike', log: [{ type: 'gameStarted' }] };
    expect(await loadGame()).toMatchObject({ game: 'strike', log: [{ type: 'gameStarted' }] });
  });

  it('drops a damaged view or question, and keeps the game', async () => {
    stored = { game: 'strike', log: [], savedAt: 'yesterday', view: { ...VIEW, width: Number.NaN }, question: { ...QUESTION, kind: 'unexplained' } };
    const saved = await loadGame();
    expect(saved).toMatchObject({ game: 'strike', log: [], savedAt: 'yesterday' });
    expect(saved?.view).toBeUndefined();
    expect(saved?.question).toBeUndefined();
  });

  it("gives back the game's own id, and drops one that is no string (the game kept)", async () => {
    stored = { game: 'strike', log: [], savedAt: 1000, gameId: 'c0ffee' };
    expect((await loadGame())?.gameId).toBe('c0ffee');
    stored = { game: 'strike', log: [], savedAt: 1000, gameId: 42 };
    const saved = await loadGame();
    expect(saved).toMatchObject({ game: 'strike', log: [] });
    expect(saved?.gameId).toBeUndefined();
  });

  it("keeps the earlier lost dice found saved with the game (face or null, whose), and drops them damaged, the game kept (helper 237)", async () => {
    const found = [{ face: '5', lostBy: 'Ann' }, { face: null, lostBy: 'Carl' }];
    stored = { game: 'strike', log: [], savedAt: 1000, lostDiceFound: found };
    expect((await loadGame())?.lostDiceFound).toEqual(found);
    for (const damaged of [[{ face: '7', lostBy: 'Ann' }], [{ face: '5' }], { face: '5', lostBy: 'Ann' }]) {
      stored = { game: 'strike', log: [], savedAt: 1000, lostDiceFound: damaged };
      const saved = await loadGame();
      expect(saved).toMatchObject({ game: 'strike', log: [] });
      expect(saved?.lostDiceFound).toBeUndefined();
    }
  });
});

describe('isSavedQuestion', () => {
  it('takes a question whose dice show faces (or null) only: a die saved with another face is not trusted', () => {
    expect(isSavedQuestion(QUESTION)).toBe(true);
    expect(isSavedQuestion({ ...QUESTION, params: { player: 'Ann', dice: [{ id: 5, face: '7' }] } })).toBe(false);
  });
});

describe('savedElsewhere', () => {
  it("tells this page's game saved by another page (taken) from another game saved there, or this one ended (replaced: helper 250)", () => {
    expect(savedElsewhere('a1', { kind: 'saved', gameId: 'a1' })).toBe('taken');
    expect(savedElsewhere('a1', { kind: 'saved', gameId: 'b2' })).toBe('replaced');
    expect(savedElsewhere('a1', { kind: 'ended' })).toBe('replaced');
    expect(savedElsewhere(null, { kind: 'ended' })).toBe('replaced');
    // An id unknown on either side (a save made before ids, resumed): taken for this game.
    expect(savedElsewhere(null, { kind: 'saved', gameId: 'b2' })).toBe('taken');
    expect(savedElsewhere('a1', { kind: 'saved', gameId: null })).toBe('taken');
  });

  it('makes a new id for each game', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newGameId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
