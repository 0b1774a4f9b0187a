import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import type { Settle, TimelineEntry } from '../../review/gameReview.ts';
import { correctionsInTimeline } from '../../review/gameRecord.ts';
import { analysisPlan, sampleTimeMs, seekTimeS, SEEK_OFFSET_S } from './analyseVideo.ts';
import {
  defaultSetup, dieAt, entryAt, entryReading, entryShownAt, isCorrected, playerCounts, refereedPlayers, rulingSetup, sameReferee, setupFor, startReview, stockProblem, withCorrection, correctedFromElsewhere, withEdition, withGame,
  withPlayerCount,
} from './reviewState.ts';
import { analysisSize } from '../../review/analysisSize.ts';
import { queuedSteps, shownRate, stepTarget } from './videoFrames.ts';
import { uiText } from '../i18n/uiText.ts';

/** A timeline entry at `tMs` with dice at the given boxes. */
function entry(index: number, tMs: number, dice: [number, Face | null, [number, number, number, number]][] = []): TimelineEntry {
  return {
    index, tMs, change: index === 0 ? 'setup' : 'throw', events: [], rulings: [],
    dice: dice.map(([id, face, box]) => ({ id, face, box, confidence: 0.9, inArena: true })),
  };
}

describe('setup', () => {
  it('names blank seats in the setup\'s language', () => {
    const setup = { ...withPlayerCount(defaultSetup('en'), 3), keepThrowing: true };
    expect(setup.players).toEqual(['Ann', 'Bob', 'Cleo']);
    expect(refereedPlayers({ ...setup, players: ['Zoé', ' ', 'Cleo'] })).toEqual(['Zoé', 'Player 2', 'Cleo']);
    expect(refereedPlayers({ ...setup, language: 'fr', players: ['Zoé', '', 'Cleo'] })).toEqual(['Zoé', 'Joueur 2', 'Cleo']);
    expect(withPlayerCount(setup, 2).players).toEqual(['Ann', 'Bob']);
  });

  it('starts a review of the setup\'s game with its rule choices', () => {
    const strike = startReview({ ...defaultSetup('en'), players: ['Zoé', ' '], keepThrowing: true });
    expect(strike.events[0]).toMatchObject({ type: 'gameStarted', players: ['Zoé', 'Player 2'], edition: { id: 'classic' } });
    const diceGame = startReview({ ...withGame(defaultSetup('fr'), 'dice-game'), targetScore: 1500 });
    expect(diceGame.events[0]).toMatchObject({ type: 'gameStarted', players: ['Ann', 'Bob'], rules: { targetScore: 1500 } });
    expect(diceGame.entries[0]!.rulings[0]!.text).toBe("Nouvelle partie : Ann et Bob. Partie en 1500 points : dès qu'un joueur les atteint, chacun des autres joue un dernier tour.");
    // Points to win the live setup would refuse: refused, in the setup's language.
    expect(() => startReview({ ...withGame(defaultSetup('en'), 'dice-game'), targetScore: 525 })).toThrow('Points to win: a whole number from 500 to 100000, in steps of 50.');
    expect(() => startReview({ ...withGame(defaultSetup('fr'), 'dice-game'), targetScore: Number.NaN })).toThrow('Points pour gagner : un nombre entier de 500 à 100\u202f000, par pas de 50.');
  });

  it('starts a review of a Strike tournament: as many rounds as players', () => {
    const tournament = startReview({ ...withPlayerCount(defaultSetup('en'), 3), tournament: true });
    expect(tournament.events[0]).toMatchObject({ type: 'gameStarted', players: ['Ann', 'Bob', 'Cleo'], tournament: true });
    expect(tournament.entries[0]!.rulings.map((r) => r.text)).toEqual(['Round 1 of 3: Ann starts. Put the start die in the arena.']);
    expect(startReview(defaultSetup('en')).events[0]).not.toHaveProperty('tournament', true);
  });

  it('starts a review of the 2020 box with the dice each player starts with as its chart, as the CLI\'s --dice-per-player', () => {
    const box2020 = withEdition(withPlayerCount(defaultSetup('en'), 3), '2020');
    expect([box2020.edition, box2020.dieKind]).toEqual(['2020', 'strike']);
    const review = startReview({ ...box2020, dicePerPlayer: 4 });
    expect(review.events[0]).toMatchObject({ type: 'gameStarted', edition: { id: '2020', startDie: 'rolled', dicePerPlayer: { '3': 4 } } });
    // None typed: the first guess the form shows, the classic chart's for 3 players (8).
    expect(startReview(box2020).events[0]).toMatchObject({ edition: { id: '2020', dicePerPlayer: { '3': 8 } } });
    expect(startReview(withEdition(defaultSetup('en'), 'impact')).events[0]).toMatchObject({ edition: { id: 'impact', dicePerPlayer: { '2': 9 } } });
    // An edition with a chart keeps it, whatever was typed for another.
    expect(startReview({ ...withEdition(box2020, 'classic'), dicePerPlayer: 4 }).events[0]).toMatchObject({ edition: { id: 'classic', dicePerPlayer: { '2': 9, '3': 8, '4': 7, '5': 6 } } });
  });

  it('refuses dice per player the rules refuse, in the live set-up form\'s words', () => {
    // 31 dice less the start die, for 3 players: 1 to 10 each (src/rules/strike/editions.ts maxDicePerPlayer).
    const box2020 = withEdition(withPlayerCount(defaultSetup('en'), 3), '2020');
    for (const dicePerPlayer of [0, 11, 2.5, Number.NaN]) {
      expect(stockProblem({ ...box2020, dicePerPlayer }, uiText('en'))).toBe('Dice each player starts with: a whole number from 1 to 10.');
      expect(() => startReview({ ...box2020, dicePerPlayer })).toThrow('Dice each player starts with: a whole number from 1 to 10.');
    }
    expect(() => startReview({ ...box2020, language: 'fr', dicePerPlayer: 11 })).toThrow('Dés de chaque joueur au départ : un nombre entier de 1 à 10.');
    expect(stockProblem({ ...box2020, dicePerPlayer: 10 }, uiText('en'))).toBeNull();
    expect(stockProblem({ ...withPlayerCount(box2020, 2), dicePerPlayer: 15 }, uiText('en'))).toBeNull();
    expect(stockProblem({ ...withEdition(box2020, 'classic'), dicePerPlayer: 40 }, uiText('en'))).toBeNull(); // not asked
  });

  it('takes each edition\'s dice; an unknown edition is classic', () => {
    expect(['classic', 'classic-x2', '2020', 'impact', 'nope'].map((id) => { const { edition, dieKind } = withEdition(defaultSetup('en'), id); return [edition, dieKind]; }))
      .toEqual([['classic', 'strike'], ['classic-x2', 'strike-x2'], ['2020', 'strike'], ['impact', 'strike'], ['classic', 'strike']]);
  });

  it('rules an analysis with the edition shown when its dice are those analysed, else with the one analysed', () => {
    const analysed = defaultSetup('en');
    const box2020 = { ...withEdition(analysed, '2020'), dicePerPlayer: 5 };
    expect(rulingSetup(box2020, analysed)).toMatchObject({ edition: '2020', dieKind: 'strike', dicePerPlayer: 5 });
    expect(sameReferee(rulingSetup(box2020, analysed), analysed)).toBe(false);
    expect(sameReferee(rulingSetup(box2020, analysed), rulingSetup({ ...box2020, dicePerPlayer: 6 }, analysed))).toBe(false);
    // Other dice (X and 2–6): the edition analysed, until analysed again.
    const x2 = rulingSetup({ ...withEdition(analysed, 'classic-x2'), players: ['Zoé', 'Yann'], analysisFps: 30 }, { ...box2020 });
    expect(x2).toMatchObject({ edition: '2020', dieKind: 'strike', dicePerPlayer: 5, players: ['Zoé', 'Yann'], analysisFps: 15 });
  });

  it('switches the game with its dice and a player count it allows', () => {
    const five = withPlayerCount(defaultSetup('en'), 5);
    const diceGame = withGame(five, 'dice-game');
    expect([diceGame.game, diceGame.dieKind, diceGame.players.length]).toEqual(['dice-game', 'd6', 5]);
    expect(playerCounts('dice-game')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(playerCounts('strike')).toEqual([2, 3, 4, 5]);
    const eight = withPlayerCount(diceGame, 8);
    const strike = withGame(eight, 'strike');
    expect([strike.game, strike.dieKind, strike.edition, strike.players]).toEqual(['strike', 'strike', 'classic', ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve']]);
    expect(withGame(withPlayerCount(diceGame, 1), 'strike').players).toEqual(['Ann', 'Bob']);
  });

  it('sets up the demo recording\'s Strike game, whatever game was chosen', () => {
    const chosen = { ...withGame(defaultSetup('fr'), 'dice-game'), targetScore: 1000, analysisFps: 30 };
    const demo = setupFor(chosen, { game: 'strike', players: ['Ann', 'Bob'], edition: 'classic-x2', keepThrowing: true });
    expect(demo).toMatchObject({ game: 'strike', players: ['Ann', 'Bob'], edition: 'classic-x2', dieKind: 'strike-x2', keepThrowing: true, language: 'fr', analysisFps: 30 });
    // The demo is one game, not a tournament, whatever was ticked.
    expect(setupFor({ ...defaultSetup('en'), tournament: true }, { game: 'strike', players: ['Ann', 'Bob'], edition: 'classic', keepThrowing: true }).tournament).toBe(false);
  });

  it('sets up the demo dice game: its players, its points to win, plain d6', () => {
    const chosen = { ...withGame(defaultSetup('en'), 'dice-game'), players: ['A', 'B', 'C'], targetScore: 1000 };
    expect(setupFor(chosen, { game: 'dice-game', players: ['Ann', 'Bob'], targetScore: 500 }))
      .toMatchObject({ game: 'dice-game', players: ['Ann', 'Bob'], dieKind: 'd6', targetScore: 500, language: 'en' });
  });

  it('tells when a setup referees differently', () => {
    const setup = defaultSetup('en');
    expect(sameReferee(setup, { ...setup, analysisFps: 30 })).toBe(true);
    expect(sameReferee(setup, { ...setup, keepThrowing: true })).toBe(false);
    expect(sameReferee(setup, { ...setup, tournament: true })).toBe(false);
    expect(sameReferee(setup, { ...setup, tournament: false })).toBe(true);
    expect(sameReferee(setup, { ...setup, players: ['Ann', 'Bea'] })).toBe(false);
    expect(sameReferee(setup, withEdition(setup, '2020'))).toBe(false);
    expect(sameReferee(setup, { ...setup, dicePerPlayer: 5 })).toBe(true); // classic: its chart's, not asked
    expect(sameReferee(withEdition(setup, '2020'), { ...withEdition(setup, '2020'), dicePerPlayer: 9 })).toBe(true); // the first guess for 2 players
    expect(sameReferee(withEdition(setup, '2020'), { ...withEdition(setup, '2020'), dicePerPlayer: 8 })).toBe(false);
    const diceGame = withGame(setup, 'dice-game');
    expect(sameReferee(setup, diceGame)).toBe(false);
    expect(sameReferee(diceGame, { ...diceGame, keepThrowing: true })).toBe(true); // Strike's rule
    expect(sameReferee(diceGame, { ...diceGame, targetScore: 1000 })).toBe(false);
    expect(sameReferee(diceGame, { ...diceGame, targetScore: Number.NaN })).toBe(false); // a blank field: refused, not the default
  });
});

describe('withCorrection', () => {
  it('adds, replaces and removes corrections without changing the old map', () => {
    const none = new Map<number, Map<number, Face>>();
    const one = withCorrection(none, 3, 7, '5', '2', false);
    expect(none.size).toBe(0);
    expect([...one].map(([e, dice]) => [e, [...dice]])).toEqual([[3, [[7, '5']]]]);
    const two = withCorrection(one, 3, 8, 'X', null, false);
    expect([...two.get(3)!]).toEqual([[7, '5'], [8, 'X']]);
    const back = withCorrection(withCorrection(two, 3, 7, '2', '2', false), 3, 8, 'X', 'X', false);
    expect(back.size).toBe(0);
  });

  it('keeps the face read as a correction where a correction from another entry stands', () => {
    // Die 7 corrected 2 → 5 at entry 3 stands at entry 5 while it lies still; there it shows 2 after all.
    const later = withCorrection(withCorrection(new Map(), 3, 7, '5', '2', false), 5, 7, '2', '2', true);
    expect([...later].map(([e, dice]) => [e, [...dice]])).toEqual([[3, [[7, '5']]], [5, [[7, '2']]]]);
    expect([...withCorrection(later, 5, 8, '4', '4', false)].map(([e]) => e)).toEqual([3, 5]);
  });
});

describe('correctedFromElsewhere', () => {
  /** One die (id 1) read 3 at the same place in four settles, entries 0–3; settle 2 a roll. */
  const settles: Settle[] = ['roll', 'keep', 'roll', 'keep'].map((change, i) => ({
    tMs: i * 1000, entry: i, change: change as Settle['change'], dice: [{ id: 1, face: '3', box: [10, 10, 30, 30], confidence: 0.9, inArena: true }],
  }));
  const at = (entry: number, face: Face) => new Map([[entry, new Map([[1, face]])]]);

  it('is true where another entry\'s correction of the die stands, this entry\'s own left out', () => {
    expect(correctedFromElsewhere(settles, at(0, '5'), 'strike', 3, 1)).toBe(true);
    expect(correctedFromElsewhere(settles, at(3, '5'), 'strike', 3, 1)).toBe(false);
    expect(correctedFromElsewhere(settles, at(0, '5'), 'strike', 3, 2)).toBe(false);
  });

  it('in the dice game, is false past a roll: the die was rolled again', () => {
    expect(correctedFromElsewhere(settles, at(0, '5'), 'dice-game', 1, 1)).toBe(true);
    expect(correctedFromElsewhere(settles, at(0, '5'), 'dice-game', 2, 1)).toBe(false);
    // Set back to the face read there, the die is no correction at all.
    const back = withCorrection(at(0, '5'), 2, 1, '3', '3', correctedFromElsewhere(settles, at(0, '5'), 'dice-game', 2, 1));
    expect([...back.keys()]).toEqual([0]);
  });
});

describe('isCorrected', () => {
  it('marks a die corrected at its entry, and one shown with another face than it was read with', () => {
    const analysed = [entry(0, 0), entry(1, 1000, [[7, '2', [10, 10, 30, 30]]]), entry(2, 2000, [[7, '2', [10, 10, 30, 30]], [8, '4', [40, 10, 60, 30]]])];
    const corrections = new Map([[1, new Map([[7, '5' as Face]])]]);
    expect(isCorrected(corrections, analysed, 1, { id: 7, face: '5' })).toBe(true);
    // Entry 2: the correction stands (the die shows 5, read 2); die 8 is as read.
    expect(isCorrected(corrections, analysed, 2, { id: 7, face: '5' })).toBe(true);
    expect(isCorrected(corrections, analysed, 2, { id: 8, face: '4' })).toBe(false);
    expect(isCorrected(corrections, analysed, 2, { id: 7, face: '2' })).toBe(false);
    expect(isCorrected(new Map(), analysed, 3, { id: 7, face: '2' })).toBe(false); // an entry the analysis did not make
  });
});

describe('finding entries and dice', () => {
  const entries = [entry(0, 0), entry(1, 3066.67, [[1, '4', [10, 10, 30, 30]]]), entry(2, 7933.33, [[1, '4', [10, 10, 30, 30]], [2, '3', [20, 20, 60, 60]]])];

  it('finds the entry standing at a time', () => {
    expect(entryAt(entries, 0)?.index).toBe(0);
    expect(entryAt(entries, 3066.4)?.index).toBe(1);
    expect(entryAt(entries, 7000)?.index).toBe(1);
    expect(entryAt(entries, 20_000)?.index).toBe(2);
  });

  it('finds the entry read from a presented frame', () => {
    // Frames of 66.7 ms; entry 2 was read from the frame shown at 7934.3 ms, which started less than a frame before (7867.6 ms).
    expect(entryShownAt(entries, 7933, 66.7, 1)?.index).toBe(2);
    expect(entryShownAt(entries, 7868, 66.7, 1)?.index).toBe(2);
    expect(entryShownAt(entries, 7867, 66.7, 1)).toBeNull();
    expect(entryShownAt(entries, 8000, 66.7, 1)).toBeNull();
    // Never the set-up entry.
    expect(entryShownAt(entries, 0, 66.7, 1)).toBeNull();
  });

  it('finds the die under a point, the smaller when boxes overlap', () => {
    expect(dieAt(entries[2]!, 25, 25)?.id).toBe(1);
    expect(dieAt(entries[2]!, 50, 50)?.id).toBe(2);
    expect(dieAt(entries[2]!, 100, 100)).toBeNull();
  });

  it('turns an entry into a reading to draw', () => {
    expect(entryReading(entries[1]!, 640, 360)).toEqual({ width: 640, height: 360, dice: [{ box: [10, 10, 30, 30], face: '4', confidence: 0.9, inArena: true }] });
  });
});

describe('frame arithmetic', () => {
  it('plans the samples like the CLI, never above the video’s own rate', () => {
    expect(analysisPlan(15.1333, 15, 1 / 15)).toEqual({ fps: 15, frames: 227 });
    // WebM's ms timestamps make a 15 fps video measure 14.93 fps: still sampled at 15.
    expect(analysisPlan(15.1333, 15, 0.067)).toEqual({ fps: 15, frames: 227 });
    expect(analysisPlan(10, 15, 1 / 10)).toEqual({ fps: 10, frames: 100 });
    expect(analysisPlan(10, 15, null)).toEqual({ fps: 15, frames: 150 });
    expect(() => analysisPlan(Number.POSITIVE_INFINITY, 15, null)).toThrow(/duration/);
    expect(() => analysisPlan(10, 0, null)).toThrow(/frames per second/);
  });

  it('times samples as the CLI and seeks just inside their frames', () => {
    expect(sampleTimeMs(3, 15)).toBeCloseTo(200, 9);
    expect(seekTimeS(200)).toBeCloseTo(0.2 + SEEK_OFFSET_S, 12);
  });

  it('steps to the middle of the next or previous frame', () => {
    expect(stepTarget(0.467, 1, 1 / 15)).toBeCloseTo(0.567, 9);
    expect(stepTarget(0.467, -1, 1 / 15)).toBeCloseTo(0.4337, 4);
    expect(stepTarget(0.01, -1, 1 / 15)).toBe(0);
    // Several frames at once (presses added up): the middle of the frame that many on or back.
    expect(stepTarget(0.467, 3, 1 / 15)).toBeCloseTo(0.467 + 3.5 / 15, 9);
    expect(stepTarget(0.467, -2, 1 / 15)).toBeCloseTo(0.467 - 1.5 / 15, 9);
  });

  it('drops a step press past the first frame or the last, so that later presses count whole', () => {
    const frameS = 1 / 15;
    /** Where presses made at once from the frame at `shownS` land, in frames on. */
    const land = (keys: (1 | -1)[], shownS: number, lengthS: number) => keys.reduce((pending, key) => queuedSteps(pending, key, shownS, lengthS, frameS), 0);
    // ← ← → → at the first frame: two frames on.
    expect(land([-1, -1, 1, 1], 0, 10)).toBe(2);
    // → → ← ← at the last frame of 10 s at 15 frames/s (frame 149, at 9.933 s): two frames back.
    expect(land([1, 1, -1, -1], 149 / 15, 10)).toBe(-2);
    // Of 15.133 s (227 frames), the last is frame 226.
    expect(land([1, 1, -1], 226 / 15, 227 / 15)).toBe(-1);
    expect(land([1, 1, 1], 224 / 15, 227 / 15)).toBe(2);
    // In the middle, presses add up as they come.
    expect(land([1, 1, 1, -1], 5, 10)).toBe(2);
  });

  it('scales large videos down to the analysis size on their longer side, to even pixels', () => {
    expect(analysisSize(640, 360, 960)).toEqual({ width: 640, height: 360 });
    expect(analysisSize(1920, 1080, 960)).toEqual({ width: 960, height: 540 });
    expect(analysisSize(1280, 722, 960)).toEqual({ width: 960, height: 542 });
    // A phone video shot upright is read as small as the same scene lying (helper 165: it was read at 720 × 1280).
    expect(analysisSize(720, 1280, 960)).toEqual({ width: 540, height: 960 });
    expect(analysisSize(360, 640, 960)).toEqual({ width: 360, height: 640 });
  });
});

describe('shownRate', () => {
  it('shows a measured rate whole when it is nearly whole, else to one decimal', () => {
    // A 15 frames/s WebM's millisecond timestamps measure 67 ms a frame: 14.93 frames/s.
    expect([shownRate(1 / 0.067), shownRate(29.97), shownRate(12.5), shownRate(7.4)]).toEqual(['15', '30', '12.5', '7.4']);
  });
});

describe('correctionsInTimeline', () => {
  it('keeps the corrections of entries the timeline still rules at their time, not those after a win brought sooner', () => {
    const analysed = [0, 1000, 2000, 3000].map((tMs) => ({ tMs }));
    const faces = new Map([[1, new Map([[4, '5' as Face]])], [3, new Map([[7, '2' as Face]])]]);
    expect(correctionsInTimeline(faces, analysed, analysed)).toEqual(faces);
    // The game now ends at entry 2: entry 3's arena is not ruled.
    expect([...correctionsInTimeline(faces, analysed, analysed.slice(0, 3)).keys()]).toEqual([1]);
    // An entry 3 the replay made of another arena (a later time) is not the one corrected.
    expect([...correctionsInTimeline(faces, analysed, [...analysed.slice(0, 3), { tMs: 3600 }]).keys()]).toEqual([1]);
  });
});
