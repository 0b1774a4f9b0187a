import { describe, expect, it } from 'vitest';
import { renderAnnouncement } from '../../src/referee/render.ts';
import { matchGroups } from '../../src/rules/strike/index.ts';
import { expectedRulings } from './rulings.ts';
import { scheduleGame } from './schedule.ts';
import { checkScript, facesOfEdition, replayTable, SCRIPT_FORMAT, type GameScript, type ScriptStep } from './script.ts';
import { generateGame, lookOfSeed, randomLook, scriptFromSeed } from './scriptFromSeed.ts';
import { seededRandom } from '../arenaScene.ts';

/** A hand-written two-player script with `steps`. */
function handWritten(steps: ScriptStep[]): GameScript {
  return {
    format: SCRIPT_FORMAT, game: 'strike', edition: 'classic', players: ['Ann', 'Bob'], keepThrowing: false, seed: 1,
    look: randomLook(seededRandom(1)), steps,
  };
}

describe('scriptFromSeed', () => {
  it('writes games whose rulings, replayed through the referee, are the engine\'s own announcements', () => {
    let games = 0;
    let bigHits = 0;
    let removals = 0;
    for (let seed = 1; seed <= 25; seed += 1) {
      for (const options of [{ players: 2 }, { players: 3, keepThrowing: true }, { players: 5, splitCollects: true, edition: 'classic-x2' as const }]) {
        const { script, announcements } = generateGame(seed, options);
        const rulings = expectedRulings(script);
        expect(rulings.map((r) => r.text)).toEqual(announcements.map((a) => renderAnnouncement('strike', a)));
        expect(rulings.map((r) => r.announcement)).toEqual(announcements);
        games += 1;
        bigHits += rulings.filter((r) => r.announcement.type === 'bigHit').length;
        removals += rulings.filter((r) => r.announcement.type === 'xRemoved' || r.announcement.type === 'outRemoved').length;
      }
    }
    expect(games).toBe(75);
    // The generated games exercise the rules that need hands: big hits, X and outside removals.
    expect(bigHits).toBeGreaterThan(20);
    expect(removals).toBeGreaterThan(20);
  });

  it('takes away exactly what the rules remove before the next throw, and throws a whole stock after a big hit', () => {
    for (let seed = 1; seed <= 15; seed += 1) {
      const script = scriptFromSeed(seed, { players: 2 });
      const tables = replayTable(script);
      const rulings = expectedRulings(script);
      let throwsOfSeveral = 0;
      script.steps.forEach((step, i) => {
        if (step.kind !== 'throw' || i === 0) return;
        const before = tables[i - 1]!;
        // Before a throw: no X, nothing outside, no two equal faces (strike-en.txt: X removed, niX, matches collected).
        expect(before.filter((d) => d.face === 'X' || !d.inArena)).toEqual([]);
        expect(matchGroups(before.map((d) => d.face), facesOfEdition('classic'))).toEqual([]);
        const thrown = step.dice.length + (step.outside?.length ?? 0);
        if (before.length === 0) {
          // Empty arena: a big hit came before, and the thrower throws all his dice at once.
          const announced = rulings.filter((r) => r.announcement.type === 'throwAll' && r.step !== null && r.step < i).at(-1);
          expect(announced?.announcement.params.dice).toBe(thrown);
          if (thrown > 1) throwsOfSeveral += 1;
        } else {
          expect(thrown).toBe(1);
        }
      });
      if (seed === 1) expect(throwsOfSeveral).toBeGreaterThan(0);
    }
  });

  it('is deterministic, plain JSON, and varies its look with the seed', () => {
    const a = scriptFromSeed(42, { maxThrows: 10 });
    expect(scriptFromSeed(42, { maxThrows: 10 })).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(checkScript(JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(a.steps.filter((s) => s.kind === 'throw')).toHaveLength(10);
    const looks = Array.from({ length: 12 }, (_, i) => scriptFromSeed(i + 1, { maxThrows: 2 }).look);
    expect(new Set(looks.map((l) => JSON.stringify(l))).size).toBe(12);
    expect(new Set(looks.map((l) => l.mat.colour)).size).toBe(12);
    expect(new Set(looks.map((l) => l.dice.colours.join('+'))).size).toBeGreaterThanOrEqual(6);
    expect(new Set(looks.map((l) => l.mat.texture)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(looks.map((l) => l.lighting.brightness)).size).toBeGreaterThanOrEqual(8);
    expect(scriptFromSeed(43, { maxThrows: 10 }).steps).not.toEqual(a.steps);
  });

  it("takes another seed's look without changing its game (the demo: seed 14's game in seed 5's look)", () => {
    const own = scriptFromSeed(14, { keepThrowing: true });
    const dressed = scriptFromSeed(14, { keepThrowing: true, look: lookOfSeed(5) });
    expect(dressed.steps).toEqual(own.steps);
    expect(dressed.look).toEqual(scriptFromSeed(5, { maxThrows: 1 }).look);
    expect(dressed.look.mat.colour).not.toBe(own.look.mat.colour);
  });

  it('sprinkles hand passes, pushed dice and pauses only when asked', () => {
    const kinds = (extras: boolean) => new Set(Array.from({ length: 10 }, (_, i) => scriptFromSeed(i, { extras })).flatMap((s) => s.steps.map((x) => x.kind)));
    expect([...kinds(true)].sort()).toEqual(['collect', 'handPass', 'pause', 'placeStartDie', 'rearrange', 'throw']);
    expect([...kinds(false)].sort()).toEqual(['collect', 'placeStartDie', 'throw']);
  });
});

describe('expectedRulings', () => {
  it('rules a hand-written game as the rulebook says, each ruling timed at the settled arena it follows', () => {
    const script = handWritten([
      { kind: 'placeStartDie', face: '3' },
      { kind: 'throw', dice: ['5'] },
      { kind: 'handPass', by: 1 },
      { kind: 'throw', dice: ['5'], by: 1 },
      { kind: 'collect', dice: [1, 2], by: 1 },
      { kind: 'pause', ms: 700 },
      { kind: 'throw', dice: ['X'] },
      { kind: 'collect', dice: [3] },
      { kind: 'rearrange', by: 1 },
      { kind: 'throw', dice: [], outside: ['4'], by: 1 },
    ]);
    const rulings = expectedRulings(script);
    expect(rulings.map((r) => r.text)).toEqual([
      'New game: Ann starts. Put the start die in the arena.',
      "Ann's turn.",
      'Ann passes.',
      "Bob's turn.",
      'Bob collects 2 × 5 (2 dice). Turn over.',
      "Ann's turn.",
      'X! 1 die is out of the game.',
      'Ann passes.',
      "Bob's turn.",
      '1 die left the arena: out of the game.',
      'Bob passes.',
      "Ann's turn.",
    ]);
    const schedule = scheduleGame(script);
    expect(rulings.map((r) => r.step)).toEqual([null, null, 1, 1, 3, 3, 6, 6, 6, 9, 9, 9]);
    for (const ruling of rulings) {
      const stretch = schedule.stretches[ruling.stretch]!;
      expect(stretch.startMs).toBe(ruling.atMs);
      expect(stretch.afterStep).toBe(ruling.step);
      expect(stretch.endMs - stretch.startMs).toBeGreaterThanOrEqual(1000);
    }
    // The pause lengthens the settled stretch after the collect.
    const afterCollect = schedule.stretches.find((s) => s.afterStep === 4)!;
    expect(afterCollect.endMs - afterCollect.startMs).toBe(schedule.stretches.find((s) => s.afterStep === 2)!.endMs - schedule.stretches.find((s) => s.afterStep === 2)!.startMs + 700);
  });

  it('refuses scripts that break the rules, saying which step and why', () => {
    expect(() => expectedRulings(handWritten([
      { kind: 'placeStartDie', face: '3' },
      { kind: 'throw', dice: ['3'] },
      { kind: 'throw', dice: ['4'], by: 1 },
    ]))).toThrow(/step 2 \(throw\): the arena holds 3,3 but the rules leave nothing/);
    expect(() => expectedRulings(handWritten([
      { kind: 'placeStartDie', face: '3' },
      { kind: 'throw', dice: ['4', '5'] },
    ]))).toThrow(/step 1 \(throw\): the referee rejects this throw: 2 dice appeared but exactly 1 may be thrown/);
    expect(() => expectedRulings(handWritten([
      { kind: 'placeStartDie', face: '3' },
      { kind: 'throw', dice: [], outside: ['4'] },
      { kind: 'throw', dice: ['2'], by: 1 },
    ]))).toThrow(/step 2 \(throw\): 1 dice outside the arena should have been removed/);
    expect(() => expectedRulings(handWritten([{ kind: 'throw', dice: ['4'] }]))).toThrow(/start die must be placed/);
  });
});

describe('checkScript', () => {
  const good = scriptFromSeed(5, { maxThrows: 3 });

  it('names the field or step that is wrong', () => {
    expect(() => checkScript(null, 'a.json')).toThrow('a.json: expected a JSON object');
    expect(() => checkScript({ ...good, format: 'x' }, 'a.json')).toThrow(/a.json: "format" must be/);
    expect(() => checkScript({ ...good, players: ['Ann'] })).toThrow(/"players" must list 2–5/);
    expect(() => checkScript({ ...good, look: { ...good.look, noise: 9 } })).toThrow(/look.noise must be a number in 0–3, got 9/);
    expect(() => checkScript({ ...good, look: { ...good.look, dice: { colours: ['pink'], size: 0.08 } } })).toThrow(/look.dice.colours/);
    expect(() => checkScript({ ...good, steps: [...good.steps, { kind: 'collect', dice: [99] }] })).toThrow(new RegExp(`step ${good.steps.length} \\(collect\\): die 99 is not on the table`));
    expect(() => checkScript({ ...good, steps: [{ kind: 'placeStartDie', face: '7' }] })).toThrow(/"7" is not a face of classic dice/);
    expect(() => checkScript({ ...good, steps: [{ kind: 'placeStartDie', face: 'X' }] })).toThrow(/not X/);
    expect(() => checkScript({ ...good, steps: [{ kind: 'jump' }] })).toThrow(/unknown step kind "jump"/);
    expect(() => checkScript({ ...good, steps: [{ kind: 'handPass', by: 4 }] })).toThrow(/"by" must be a seat number 0–1/);
  });

  it('numbers dice in order of appearance: start die, then each throw\'s dice inside, then outside', () => {
    const tables = replayTable(handWritten([
      { kind: 'placeStartDie', face: '3' },
      { kind: 'throw', dice: ['5', '2'], outside: ['1'], knocked: [{ die: 0, face: '4', outside: true }] },
    ]));
    expect(tables[1]).toEqual([
      { id: 0, face: '4', inArena: false },
      { id: 1, face: '5', inArena: true },
      { id: 2, face: '2', inArena: true },
      { id: 3, face: '1', inArena: false },
    ]);
  });
});
