import { describe, expect, it } from 'vitest';
import { en, fr } from '../../referee/messages/cli.ts';
import type { DiceGameTimelineEntry, TimelineEntry } from '../../review/gameReview.ts';
import { formatEntry, jsonEntry } from './review.ts';

/** A timeline entry refused by the rules: the arena's first die is index 0 in the params, die 1 in texts. */
const refused: TimelineEntry = {
  index: 3, tMs: 75_250, change: 'throw',
  dice: [
    { id: 4, box: [0, 0, 10, 10], face: '6', confidence: 0.9, inArena: true },
    { id: 5, box: [20, 0, 30, 10], face: null, confidence: 0.6, inArena: true },
    { id: 6, box: [40, 0, 50, 10], face: '2', confidence: 0.8, inArena: false },
  ],
  events: [], rulings: [],
  rejected: {
    code: 'impossible-face', message: 'Die 1 in the arena: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
    params: { die: 'arena', index: 0, face: '6', faces: ['1', '2', '3', '4', '5', 'X'] },
  },
};

describe('a review timeline entry as text', () => {
  it('says what changed, the dice and the refusal, dice counted from 1', () => {
    expect(formatEntry(refused, en, { game: 'strike', lang: 'en', dieKind: 'strike' })).toBe([
      '01:15.3  throw (refused)  faces in view: 6 ? 2\u00a0(out)',
      '          ! The rules cannot explain this arena. Die 1 in the arena: "6" is not a face of these dice (1, 2, 3, 4, 5, X).',
      '',
    ].join('\n'));
  });

  it('gives the question a live referee would ask only where the rules did not refuse the arena', () => {
    const asked = 'This cannot be the arena after a throw. No new die appeared, but the arena changed: dice were turned, knocked out or swapped without a throw.';
    expect(formatEntry({ ...refused, question: asked }, en, { game: 'strike', lang: 'en', dieKind: 'strike' })).toBe(formatEntry(refused, en, { game: 'strike', lang: 'en', dieKind: 'strike' }));
    const { rejected: _, ...unexplained } = refused;
    expect(formatEntry({ ...unexplained, question: asked }, en, { game: 'strike', lang: 'en', dieKind: 'strike' })).toBe(['01:15.3  throw  faces in view: 6 ? 2\u00a0(out)', `          ? ${asked}`, ''].join('\n'));
  });

  it('says which dice in the arena show a face their kind lacks, before the rulings', () => {
    const sixes: TimelineEntry = {
      index: 2, tMs: 4_000, change: 'throw',
      dice: [
        { id: 1, box: [0, 0, 10, 10], face: null, confidence: 0.9, inArena: true, faceOutsideKind: '6' },
        { id: 2, box: [20, 0, 30, 10], face: '3', confidence: 0.9, inArena: true },
        { id: 3, box: [40, 0, 50, 10], face: null, confidence: 0.9, inArena: false, faceOutsideKind: '6' },
      ],
      events: [], rulings: [{ type: 'reroll', params: { count: 1 }, text: 'A die is not lying flat: roll it again outside the arena and put it back showing its new face.' }],
    };
    expect(formatEntry(sixes, en, { game: 'strike', lang: 'en', dieKind: 'strike' })).toBe([
      '00:04.0  throw  faces in view: ? 3 ?\u00a0(out)',
      "          A die shows 6, which strike (1 2 3 4 5 X) dice do not have: the rules take it for a die not lying flat. --die-kind strike-x2 --edition classic-x2 may fit these dice.",
      '          A die is not lying flat: roll it again outside the arena and put it back showing its new face.',
      '',
    ].join('\n'));
    expect(jsonEntry('game.mp4', sixes, 'strike').dice).toEqual(sixes.dice);
    // Beside a 1 in the arena no Strike dice have the 6: plain dice, no edition suggested.
    const withOne = { ...sixes, dice: [...sixes.dice, { id: 4, box: [60, 0, 70, 10] as [number, number, number, number], face: '1' as const, confidence: 0.9, inArena: true }] };
    const plain = '          A die shows 6, which strike (1 2 3 4 5 X) dice do not have: the rules take it for a die not lying flat. They look like plain dice (1 to 6), which no Strike edition has.';
    expect(formatEntry(withOne, en, { game: 'strike', lang: 'en', dieKind: 'strike' }).split('\n')[1]).toBe(plain);
    // The same after a 1 read in an earlier entry.
    expect(formatEntry(sixes, en, { game: 'strike', lang: 'en', dieKind: 'strike', facesSoFar: ['1'] }).split('\n')[1]).toBe(plain);
  });

  it('lists a Strike throw\'s dice left to right, the die outside in its place, whatever the tracker\'s order (helper 193)', () => {
    // Track ids 1..4 lie at x 300, 20, 160, 90: by id the list would read 5 X 2 (out) 3.
    const thrown: TimelineEntry = {
      index: 4, tMs: 18_900, change: 'throw',
      dice: ([['5', 300, true], ['X', 20, true], ['2', 160, false], ['3', 90, true]] as const).map(([face, x, inArena], i) => ({ id: i + 1, box: [x, 50, x + 30, 80], face, confidence: 0.9, inArena })),
      events: [], rulings: [],
    };
    expect(formatEntry(thrown, en, { game: 'strike', lang: 'en', dieKind: 'strike' })).toBe('00:18.9  throw  faces in view: X 3 2\u00a0(out) 5\n');
    // Two dice with one centre x: the upper first.
    const stacked = { ...thrown, dice: [{ ...thrown.dice[0]!, box: [20, 90, 50, 120] as [number, number, number, number] }, thrown.dice[1]!] };
    expect(formatEntry(stacked, en, { game: 'strike', lang: 'en', dieKind: 'strike' })).toBe('00:18.9  throw  faces in view: X 5\n');
  });

  it('is all French with --lang fr', () => {
    expect(formatEntry(refused, fr, { game: 'strike', lang: 'fr', dieKind: 'strike' })).toBe([
      '01:15,3  lancer (arène refusée)  faces visibles : 6 ? 2\u00a0(dehors)',
      "          ! Les règles ne peuvent pas expliquer cette arène. Dé 1 de l'arène : « 6 » n'est pas une face de ces dés (1, 2, 3, 4, 5, X).",
      '',
    ].join('\n'));
    const setup: TimelineEntry = { index: 0, tMs: 0, change: 'setup', dice: [], events: [], rulings: [{ type: 'turn', params: { player: 'Ann' }, text: 'À Ann de jouer.' }] };
    expect(formatEntry(setup, fr, { game: 'strike', lang: 'fr', dieKind: 'strike' })).toBe('00:00,0  mise en place\n          À Ann de jouer.\n');
  });
});

describe('a dice-game timeline entry as text', () => {
  it('names the dice game\'s changes in words, in English and French', () => {
    const kept: DiceGameTimelineEntry = {
      index: 2, tMs: 9_000, change: 'keep', dice: [{ id: 4, box: [0, 0, 10, 10], face: '3', confidence: 0.9, inArena: true }],
      events: [{ type: 'diceKept', player: 0, faces: ['1', '5'], points: 150, turnPoints: 150 }],
      rulings: [{ type: 'kept', params: {}, text: 'Ann keeps 1 5 for 150: 150 this turn.' }],
    };
    const options = { game: 'dice-game', lang: 'en', dieKind: 'd6' } as const;
    expect(formatEntry(kept, en, options)).toBe('00:09.0  dice set aside  faces in view: 3\n          Ann keeps 1 5 for 150: 150 this turn.\n');
    expect(formatEntry({ ...kept, rulings: [] }, fr, { ...options, lang: 'fr' })).toBe('00:09,0  dés mis de côté  faces visibles : 3\n');
    expect(formatEntry({ ...kept, change: 'putBack', rulings: [] }, en, options)).toBe('00:09.0  dice put back  faces in view: 3\n');
    expect(formatEntry({ ...kept, change: 'wrongCount', rulings: [] }, fr, { ...options, lang: 'fr' })).toBe('00:09,0  mauvais nombre de dés  faces visibles : 3\n');
  });

  it('lists the dice left to right, as the rolls are said, whatever the tracker\'s order', () => {
    const rolled: DiceGameTimelineEntry = {
      index: 1, tMs: 3_900, change: 'roll',
      dice: [['5', 200], ['1', 40], ['3', 120]].map(([face, x], i) => ({ id: i + 1, box: [Number(x), 10, Number(x) + 30, 40], face: face as '1' | '3' | '5', confidence: 0.9, inArena: true })),
      events: [{ type: 'diceRolled', player: 0, faces: ['1', '3', '5'] }],
      rulings: [{ type: 'rolled', params: {}, text: 'Ann rolled 1 3 5.' }],
    };
    expect(formatEntry(rolled, en, { game: 'dice-game', lang: 'en', dieKind: 'd6' })).toBe('00:03.9  roll  faces in view: 1 3 5\n          Ann rolled 1 3 5.\n');
  });
});

describe('a review timeline entry as a JSON line', () => {
  it('has whole-ms times, whole-pixel boxes and 2-decimal confidences', () => {
    const entry: TimelineEntry = {
      ...refused, tMs: 1533.3333333333335,
      dice: [{ id: 4, box: [10.4, 20.6, 30.5, 40.49], face: '3', confidence: 0.96666, inArena: true }],
    };
    const line = jsonEntry('game.mp4', entry, 'strike');
    expect(line).toEqual({ ...refused, file: 'game.mp4', tMs: 1533, dice: [{ id: 4, box: [10, 21, 31, 40], face: '3', confidence: 0.97, inArena: true }] });
    expect(Object.keys(line)[0]).toBe('file');
    expect(JSON.stringify(line)).toContain('"tMs":1533,');
  });

  it('lists the dice in the timeline\'s order (left to right), the order --correct TIME/N=FACE counts N in, not by track id (helper 205)', () => {
    // Bob's throw of the seed-9 game: the 3rd die tracked lies right of the 4th; the text lists "1 5 2 4".
    const die = (id: number, x: number, face: '1' | '2' | '4' | '5') => ({ id, box: [x, 133, x + 25, 158] as [number, number, number, number], face, confidence: 0.9, inArena: true });
    const entry: TimelineEntry = { ...refused, dice: [die(1, 151, '1'), die(2, 223, '5'), die(3, 470, '4'), die(4, 274, '2')] };
    expect(formatEntry(entry, en, { game: 'strike', lang: 'en', dieKind: 'strike' }).split('\n')[0]).toMatch(/faces in view: 1 5 2 4$/);
    const line = jsonEntry('game.mp4', entry, 'strike') as { dice: { id: number; face: string }[] };
    expect(line.dice.map((d) => [d.id, d.face])).toEqual([[1, '1'], [2, '5'], [4, '2'], [3, '4']]);
    expect(Object.keys(line)).toEqual(['file', ...Object.keys(entry)]);
    expect(entry.dice.map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });

  it('says on the setup line which dice were read', () => {
    const setup: TimelineEntry = { index: 0, tMs: 0, change: 'setup', dice: [], events: [], rulings: [] };
    expect(jsonEntry('game.mp4', setup, 'd6')).toEqual({ file: 'game.mp4', dieKind: 'd6', index: 0, tMs: 0, change: 'setup', dice: [], events: [], rulings: [] });
    expect(Object.keys(jsonEntry('game.mp4', setup, 'd6')).slice(0, 2)).toEqual(['file', 'dieKind']);
    expect('dieKind' in jsonEntry('game.mp4', refused, 'd6')).toBe(false);
  });
});
