import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { settleFrames, type Slot } from './fakeSettles.ts';
import { GameReview, type DiceGameTimelineEntry, type ReviewOptions } from './gameReview.ts';
import {
  clock, faceHistogram, standingAtEnd, fairnessOf, formatP, GAME_RECORD_FORMAT, listCorrections, markdownReport, recordedEntry, recordedRolls, recordedSetup, recordedThrows, recordJson, setupStock,
  type GameRecord, type RecordedSetup, type ReviewSetup,
} from './report.ts';

const OPTIONS: ReviewOptions = { game: { players: ['Ann', 'Bob'], edition: 'classic' } };
const SETUP: ReviewSetup = { game: 'strike', players: ['Ann', 'Bob'], edition: 'classic', dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 };

/** Reviews a game given as the arena after each settle (start die first). */
function review(arenas: Face[][]): GameReview {
  const r = GameReview.strike(OPTIONS);
  arenas.forEach((faces, i) => {
    for (const frame of settleFrames(faces, i * 1000, { settledFrames: 6 })) r.feed(frame);
  });
  return r;
}

function record(r: GameReview, corrections: GameRecord['corrections'] = []): GameRecord {
  return {
    format: GAME_RECORD_FORMAT, setup: SETUP,
    video: { name: 'game_1.webm', durationMs: 4000, width: 400, height: 200 },
    analysis: { frames: 60, reviewedMs: 4000, complete: true, elapsedMs: 1500, speed: 2.6667 },
    entries: [...r.entries], events: [...r.events], corrections,
    standing: standingAtEnd(SETUP, r.events)?.standing ?? null,
  };
}

describe('recordedThrows', () => {
  it('lists every throw with its thrower, the faces that landed and the arena after it', () => {
    // Start die 3; Ann throws a 5 (all differ: she passes); Bob throws a 5 and collects the pair.
    const throws = recordedThrows(review([['3'], ['3', '5'], ['3', '5', '5']]).entries);
    expect(throws.map((t) => [t.number, t.playerName, t.count, t.landed, t.arena, t.out])).toEqual([
      [1, 'Ann', 1, ['5'], ['3', '5'], 0],
      [2, 'Bob', 1, ['5'], ['3', '5', '5'], 0],
    ]);
    expect(throws[0]!.tMs).toBeGreaterThanOrEqual(1300);
    expect(throws[1]!.tMs).toBeGreaterThanOrEqual(2300);
  });

  it('counts the arena left after a match as old dice', () => {
    // Bob collects the two 5s; the 3 stays. Ann then throws a 2.
    const throws = recordedThrows(review([['3'], ['3', '5'], ['3', '5', '5'], ['3'], ['3', '2']]).entries);
    expect(throws.map((t) => t.landed)).toEqual([['5'], ['5'], ['2']]);
  });
});

describe('a Strike throw that leaves a die outside the arena (helper 193)', () => {
  /** Reviews arenas as {@link review} does, the dice at the slots in `out` lying outside the arena. */
  function reviewWithOut(arenas: [Face[], number[]][]): GameReview {
    const r = GameReview.strike(OPTIONS);
    arenas.forEach(([faces, out], i) => {
      for (const frame of settleFrames(faces, i * 1000, { settledFrames: 6 })) {
        const dice = frame.reading?.dice.map((die) => (out.includes(Math.round((die.box[0] - 10) / 40)) ? { ...die, inArena: false } : die));
        r.feed(frame.reading && dice ? { ...frame, reading: { ...frame.reading, dice } } : frame);
      }
    });
    return r;
  }
  // Start die 3; Ann throws a 5; Bob's die lands outside showing 4; Ann throws a 2, the 4 still lying outside.
  const r = reviewWithOut([[['3'], []], [['3', '5'], []], [['3', '5', '4'], [2]], [['3', '5', '4', '2'], [2]]]);

  it('lists the face of the die out among the faces that landed, marked out, and counts it once', () => {
    expect(recordedThrows(r.entries).map((th) => [th.playerName, th.count, th.landed, th.outFaces, th.out])).toEqual([
      ['Ann', 1, ['5'], [], 0],
      ['Bob', 1, [], ['4'], 1],
      ['Ann', 1, ['2'], [], 0],
    ]);
    const text = markdownReport(record(r));
    expect(text).toMatch(/\| 2 \| [\d:.]+ \| 1 \| 4\u00a0\(out\) \| 3 5 \| 1 \| 0 \|/);
    expect(markdownReport({ ...record(r), setup: { ...SETUP, language: 'fr' } })).toMatch(/\| 2 \| [\d:,]+ \| 1 \| 4\u00a0\(dehors\) \| 3 5 \| 1 \| 0 \|/);
  });

  it('keeps the die out out of the fairness test: it may not lie flat', () => {
    expect(faceHistogram(r.entries, 'strike').filter((bin) => bin.count > 0)).toEqual([{ face: '2', count: 1 }, { face: '5', count: 1 }]);
  });
});

describe('faceHistogram and fairnessOf', () => {
  it('counts the faces thrown, not the start die placed by hand', () => {
    const entries = review([['3'], ['3', '5'], ['3', '5', '5'], ['3'], ['3', '2']]).entries;
    const histogram = faceHistogram(entries, 'strike');
    expect(histogram).toEqual([
      { face: '1', count: 0 }, { face: '2', count: 1 }, { face: '3', count: 0 },
      { face: '4', count: 0 }, { face: '5', count: 2 }, { face: 'X', count: 0 },
    ]);
    // Expected 0.5 per face: Σ (o − e)² / e = (4 × 0.25 + 0.25 + 2.25) / 0.5 = 7; scipy chi2.sf(7, 5) = 0.2206…
    const test = fairnessOf(histogram)!;
    expect(test.statistic).toBeCloseTo(7, 12);
    expect(test.degreesOfFreedom).toBe(5);
    expect(test.pValue).toBeCloseTo(0.22064, 4);
    expect(test.fewCounts).toBe(true);
  });

  it('has nothing to test before any throw', () => {
    const histogram = faceHistogram(review([['3']]).entries, 'strike');
    expect(histogram.every((bin) => bin.count === 0)).toBe(true);
    expect(fairnessOf(histogram)).toBeNull();
  });
});

describe('listCorrections', () => {
  it('lists corrections with what was read', () => {
    const r = review([['3'], ['3', '5'], ['3', '5', '2']]);
    const die = r.entries[3]!.dice[2]!;
    const list = listCorrections(r.entries, new Map([[3, new Map([[die.id, '5' as Face]])]]));
    expect(list).toEqual([{ entry: 3, tMs: r.entries[3]!.tMs, dieId: die.id, read: '2', face: '5' }]);
  });

  it('refuses a correction of a die the timeline does not have', () => {
    const r = review([['3']]);
    expect(() => listCorrections(r.entries, new Map([[9, new Map([[1, '5' as Face]])]]))).toThrow(/entry 9/);
    expect(() => listCorrections(r.entries, new Map([[1, new Map([[99, '5' as Face]])]]))).toThrow(/die 99/);
  });
});

describe('recordedSetup', () => {
  it('keeps only the fields its game uses', () => {
    const page = { players: ['Ann', 'Bob'], edition: 'classic-x2', dieKind: 'strike-x2', keepThrowing: true, targetScore: 1000, language: 'en', analysisFps: 15 } as const;
    expect(recordedSetup({ ...page, game: 'dice-game', dieKind: 'd6', players: [...page.players] }))
      .toEqual({ game: 'dice-game', players: ['Ann', 'Bob'], dieKind: 'd6', targetScore: 1000, language: 'en', analysisFps: 15 });
    expect(recordedSetup({ ...page, game: 'strike', players: [...page.players] }))
      .toEqual({ game: 'strike', players: ['Ann', 'Bob'], edition: 'classic-x2', dieKind: 'strike-x2', keepThrowing: true, language: 'en', analysisFps: 15 });
  });

  it('keeps the dice per player of an edition without a chart, the first guess when none was typed, as the CLI\'s --dice-per-player', () => {
    const page = { game: 'strike', players: ['Ann', 'Bob', 'Cleo'], edition: '2020', dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 } as const;
    expect(recordedSetup({ ...page, players: [...page.players], dicePerPlayer: 4 })).toEqual({ ...page, dicePerPlayer: 4 });
    expect(recordedSetup({ ...page, players: [...page.players] })).toEqual({ ...page, dicePerPlayer: 8 }); // classic chart, 3 players
    expect(setupStock({ ...page, edition: 'impact', players: ['A', 'B'] })).toBe(9);
    // An edition with a chart, and the dice game, have none.
    expect(recordedSetup({ ...page, players: [...page.players], edition: 'classic', dicePerPlayer: 4 })).not.toHaveProperty('dicePerPlayer');
    expect(recordedSetup({ ...page, game: 'dice-game', dieKind: 'd6', players: [...page.players], dicePerPlayer: 4 })).not.toHaveProperty('dicePerPlayer');
    expect(setupStock({ ...page, game: 'dice-game' })).toBeNull();
  });

  it('leaves the points to win out of a dice game set to the rules\' default', () => {
    const setup = recordedSetup({ game: 'dice-game', players: ['Ann'], edition: 'classic', dieKind: 'd6', keepThrowing: false, language: 'fr', analysisFps: 10 });
    expect(setup).toEqual({ game: 'dice-game', players: ['Ann'], dieKind: 'd6', language: 'fr', analysisFps: 10 });
  });
});

describe('recordedEntry', () => {
  it('writes time in whole ms, boxes in whole pixels and confidences to 2 decimals, and keeps what was read', () => {
    const entry = {
      index: 2, tMs: 1266.6666, change: 'throw' as const, events: [], rulings: [],
      dice: [{ id: 4, box: [10.4, 20.5, 30.49, 40.51] as [number, number, number, number], face: '5' as const, read: '3' as const, confidence: 0.8765, inArena: true }],
    };
    expect(recordedEntry(entry)).toEqual({ ...entry, tMs: 1267, dice: [{ ...entry.dice[0], box: [10, 21, 30, 41], confidence: 0.88 }] });
    expect(entry.tMs).toBe(1266.6666);
  });
});

describe('recordJson', () => {
  it('writes the whole record as JSON that reads back equal', () => {
    const r = review([['3'], ['3', '5']]);
    const written = recordJson(record(r));
    expect(written.endsWith('\n')).toBe(true);
    const back = JSON.parse(written) as GameRecord;
    expect(back).toEqual(record(r));
    expect(back.entries.flatMap((e) => e.rulings.map((x) => x.text))).toEqual([
      'New game: Ann starts. Put the start die in the arena.', "Ann's turn.", 'Ann passes.', "Bob's turn.",
    ]);
    // The video ends before a winner: where the game stands, as the report and the CLI say it.
    expect(back.standing).toEqual({
      players: [{ name: 'Ann', stock: 8, eliminated: false }, { name: 'Bob', stock: 9, eliminated: false }], arena: ['3', '5'], current: 1,
    });
  });
});

describe('markdownReport', () => {
  it('says when the game reviewed is a tournament, and not otherwise', () => {
    const one = record(review([['3'], ['3', '5']]));
    expect(markdownReport(one)).not.toContain('tournament');
    const tournament = { ...one, setup: { ...one.setup, tournament: true } };
    expect(markdownReport(tournament)).toContain('- A tournament of 2 rounds, each player starting one; fewest points wins');
    expect(markdownReport({ ...tournament, setup: { ...tournament.setup, language: 'fr' } })).toContain('- Un tournoi de 2 manches, chaque joueur en commençant une ; le moins de points gagne');
  });

  it('names an edition without a chart and the dice each player started with', () => {
    const game = record(review([['3'], ['3', '5']]));
    const box2020 = { ...game, setup: { ...(game.setup as Extract<RecordedSetup, { game: 'strike' }>), edition: '2020', dicePerPlayer: 4 } };
    expect(markdownReport(box2020)).toContain('- Game: Strike Dice Game (2020), dice 1 2 3 4 5 X, 4 dice each player at the start\n');
    expect(markdownReport({ ...box2020, setup: { ...box2020.setup, language: 'fr', dicePerPlayer: 1 } })).toContain('- Jeu : Strike Dice Game (2020), dés 1 2 3 4 5 X, 1 dé par joueur au départ\n');
    expect(markdownReport(game)).toContain('- Game: Strike (31 dice), dice 1 2 3 4 5 X\n');
  });

  it('says when the video ended early, and where its frames stop', () => {
    const cut = { ...record(review([['3'], ['3', '5']])), analysis: { frames: 38, reviewedMs: 2533, complete: false, elapsedMs: 900, speed: 4.4 } };
    const text = markdownReport(cut);
    expect(text).toContain('- Analysis: 38 frames at 15 frames/s in 0.9 s (4.4× real time)');
    expect(text).toContain(`- **The video ends early**: frames stop at ${clock(2533)} of ${clock(4000)}; the file may be cut short`);
  });

  it('says when the reviewer stopped the analysis, not that the file is cut short', () => {
    const stopped = { ...record(review([['3'], ['3', '5']])), analysis: { frames: 38, reviewedMs: 2533, complete: false, stopped: true, elapsedMs: 900, speed: 4.4 } };
    const text = markdownReport(stopped);
    expect(text).toContain(`- **Analysis stopped** at ${clock(2533)} of ${clock(4000)}: the rulings go no further`);
    expect(text).not.toContain('ends early');
    expect(markdownReport({ ...stopped, setup: { ...stopped.setup, language: 'fr' } })).toContain(`- **Analyse arrêtée** à 00:02,5 sur 00:04,0 : les décisions ne vont pas plus loin`);
  });

  it('gives the arena outline drawn by hand, in the video\'s pixels, and nothing when the reader proposed it', () => {
    const whole = { ...record(review([['3'], ['3', '5']])), analysis: { frames: 60, reviewedMs: 4000, complete: true, elapsedMs: 900, speed: 4.4 } };
    const drawn = { ...whole, analysis: { ...whole.analysis, arena: [[10, 20], [300, 20], [300, 200], [10, 200]] as [number, number][] } };
    expect(markdownReport(drawn)).toContain('- Arena outline drawn by hand (video pixels): 10,20 300,20 300,200 10,200\n');
    expect(markdownReport({ ...drawn, setup: { ...drawn.setup, language: 'fr' } })).toContain("- Contour de l'arène tracé à la main (pixels de la vidéo) : 10,20 300,20 300,200 10,200\n");
    expect(markdownReport(whole)).not.toContain('drawn by hand');
  });

  it('shows the throws, rulings, corrections, histogram and fairness test', () => {
    const analysed = review([['3'], ['3', '5'], ['3', '5', '2']]);
    const die = analysed.entries[3]!.dice[2]!;
    const faces = new Map([[3, new Map([[die.id, '5' as Face]])]]);
    const fixed = GameReview.strike(OPTIONS).replay(analysed.settles, faces);
    const text = markdownReport(record(fixed, listCorrections(analysed.entries, faces)));
    expect(text).toContain('# Game review: game\\_1.webm');
    expect(text).toContain('- Game: Strike (31 dice), dice 1 2 3 4 5 X');
    expect(text).toContain('- Players (in seat order): Ann, Bob');
    expect(text).toContain('- Analysis: 60 frames at 15 frames/s in 1.5 s (2.7× real time)');
    expect(text).not.toContain('ends early');
    const t2 = `| 2 | ${clock(fixed.entries[3]!.tMs)} | 1 | 5 | 3 5 5 | 0 | 0 |`;
    expect(text).toContain(`### Bob\n\n| # | time | dice thrown | faces that landed (new in the arena, or out) | arena before the rulings | out | not flat (re-rolled) |\n|---|---|---|---|---|---|---|\n${t2}`);
    expect(text).toContain(`1. \`${clock(fixed.entries[3]!.tMs)}\` Bob collects 2 × 5 (2 dice). Turn over.`);
    // The video ends before a winner: where the game stands, under the rulings.
    expect(text).toContain("Game not finished. In stock: Ann 8 dice, Bob 10 dice. In the arena: 1 die (3). Ann's turn.\n\n## Corrections");
    const [x0, y0, x1, y1] = die.box;
    expect(text).toContain(`\` the die at (${Math.round((x0 + x1) / 2)}, ${Math.round((y0 + y1) / 2)}) px read as 2: corrected to 5`);
    // What the histogram counts is said over it (a die knocked onto another face counts as landed).
    expect(text).toContain('## Faces thrown\n\nEach throw counts the faces that came to rest new in the arena, a die the throw knocked onto another face included');
    expect(text).toContain(`| 5 | 2 | ${'█'.repeat(30)} |`);
    expect(text).toContain('| X | 0 |  |');
    // Two 5s among 6 faces: χ² = (5 × (1/3) + 25/3) = 10 with 5 degrees of freedom; scipy chi2.sf(10, 5) = 0.075235…
    expect(text).toContain('χ² = 10.000, 5 degrees of freedom, p = 0.0752 (2 faces, 0.33 expected per face)');
    expect(text).toContain('no evidence against fair dice');
    expect(text).toContain('Caution: each face is expected fewer than 5 times');
  });

  it('says which dice showed a face the dice reviewed do not have', () => {
    // The start die, then a throw whose second die shows a 6: Strike's 1–5 and X dice have none,
    // so the reader gives no face and names the 6 (faceOutsideKind), and the rules take the die for leaning.
    const r = GameReview.strike(OPTIONS);
    for (const frame of settleFrames(['3'], 0, { settledFrames: 6 })) r.feed(frame);
    for (const frame of settleFrames(['3', '2'], 1000, { settledFrames: 6 })) {
      const dice = frame.reading?.dice.map((die, i) => (i === 1 ? { ...die, face: null, faceOutsideKind: '6' as Face } : die));
      r.feed(frame.reading && dice ? { ...frame, reading: { ...frame.reading, dice } } : frame);
    }
    const entry = r.entries.findIndex((e) => e.dice.some((die) => die.faceOutsideKind === '6'));
    expect(entry).toBeGreaterThan(0);
    const text = markdownReport(record(r));
    const at = `\`${clock(r.entries[entry]!.tMs)}\``;
    expect(text).toContain(`1. ${at} A die shows 6, a face the dice reviewed (1 2 3 4 5 X) do not have: the rules took it for a die not lying flat. Other dice may fit this video.`);
    // Before that arena's rulings, which count the die as not lying flat.
    const lines = text.split('\n');
    const note = lines.findIndex((line) => line.includes('A die shows 6'));
    expect(lines[note + 1]).toBe(`1. ${at} A die is not lying flat: roll it again outside the arena and put it back showing its new face.`);
    const french = markdownReport({ ...record(r), setup: { ...SETUP, language: 'fr' } });
    expect(french).toContain("Un dé montre 6, une face que les dés de la revue (1 2 3 4 5 X) n'ont pas : les règles l'ont pris pour un dé qui ne repose pas à plat. D'autres dés");
    expect(markdownReport(record(review([['3'], ['3', '2']])))).not.toContain('a face the dice reviewed');
  });

  it('lists what a live referee would have asked, with the rulings', () => {
    // The start die 3, Ann's 5 beside it (she passes), then the 5 taken out, which the rules did not call for.
    const r = review([['3'], ['3', '5'], ['3']]);
    const asked = r.entries.find((entry) => entry.question);
    expect(asked?.question).toBe('A 5 was taken out, but the rules did not call for it: put it back.');
    const text = markdownReport(record(r));
    expect(text).toContain(`1. \`${clock(asked!.tMs)}\` *a live referee would have asked*: A 5 was taken out, but the rules did not call for it: put it back.`);
    const french = markdownReport({ ...record(r), setup: { ...SETUP, language: 'fr' } });
    expect(french).toContain('*un arbitre en direct aurait demandé* : ');
  });

  it('says where the players said a die flew out of sight, between the arena\'s rulings and the missed die\'s, and lists it as a throw', () => {
    const plain = review([['3'], ['3', '5'], ['3', '5', '1']]);
    const r = GameReview.strike({ ...OPTIONS, missedAt: [plain.entries[2]!.tMs] });
    [['3'], ['3', '5'], ['3', '5', '1']].forEach((faces, i) => {
      for (const frame of settleFrames(faces as Face[], i * 1000, { settledFrames: 6 })) r.feed(frame);
    });
    const at = `\`${clock(r.entries[2]!.tMs)}\``;
    const text = markdownReport(record(r));
    // Between the arena's own rulings and the missed die's (helper 172: it came before them all).
    expect(text).toContain([
      `1. ${at} Ann passes.`,
      `1. ${at} Bob's turn.`,
      `1. ${at} *as the players said*: then a die thrown flew out of sight, ruled out of the arena:`,
      `1. ${at} 1 die left the arena: out of the game.`,
    ].join('\n'));
    // Bob's throw out of the arena is his, in the throws table, with the die out.
    expect(recordedThrows(r.entries).map((th) => [th.playerName, th.count, th.landed, th.out])).toEqual([['Ann', 1, ['5'], 0], ['Bob', 1, [], 1], ['Ann', 1, ['1'], 0]]);
    // The record keeps it, and reads back equal.
    expect(JSON.parse(recordJson(record(r))).entries[2].missed).toBe(1);
    expect(markdownReport({ ...record(r), setup: { ...SETUP, language: 'fr' } })).toContain("*comme l'ont dit les joueurs* : puis un dé lancé s'est envolé hors de vue");
  });

  it('says where the players said a player left the game, before the leaving\'s rulings (review --left-at, EN/FR)', () => {
    const plain = review([['3'], ['3', '5']]);
    const r = GameReview.strike(OPTIONS).replay(plain.settles, new Map(), new Set(), [], [{ tMs: plain.entries[2]!.tMs, seat: 0 }]);
    expect(r.entries[2]!.left).toEqual([0]);
    const at = `\`${clock(r.entries[2]!.tMs)}\``;
    expect(markdownReport(record(r))).toContain([
      `1. ${at} Ann passes.`,
      `1. ${at} Bob's turn.`,
      `1. ${at} *as the players said*: then Ann left the game:`,
      `1. ${at} Ann retires from the game.`,
    ].join('\n'));
    expect(markdownReport({ ...record(r), setup: { ...SETUP, language: 'fr' } })).toContain("*comme l'ont dit les joueurs*\u00a0: puis Ann a quitté la partie\u00a0:");
    // Without a leaving said, no such line.
    expect(markdownReport(record(plain))).not.toContain('left the game');
  });

  it('says dice taken out that still lie in the arena once, under the first entry they hold, that no throw is ruled while they lie there (as review does, helper 231)', () => {
    // Bob's die is read 1 (all differ: he passes) and corrected to 5: he collects 2 × 5. The
    // recording, made without that correction, keeps both 5s in the arena while Ann throws a 3, then a 2.
    const r = review([['3'], ['3', '5'], ['3', '5', '1'], ['3', '5', '1', '3'], ['3', '5', '1', '3', '2']]);
    const misread = r.entries[3]!.dice.find((die) => die.face === '1')!;
    const fixed = GameReview.strike(OPTIONS).replay(r.settles, new Map([[3, new Map([[misread.id, '5' as Face]])]]));
    // Both later throws hold the 5s taken out at the correction's entry: neither is ruled.
    expect(fixed.entries.slice(4).map((entry) => [entry.notTakenOut, entry.rulings.length])).toEqual([[{ dice: 2, atMs: fixed.entries[3]!.tMs }, 0], [{ dice: 2, atMs: fixed.entries[3]!.tMs }, 0]]);
    const taken = clock(fixed.entries[3]!.tMs);
    const text = markdownReport(record(fixed)).split('\n');
    expect(text.filter((line) => line.includes('taken out of play'))).toEqual([
      `1. \`${clock(fixed.entries[4]!.tMs)}\` *not ruled*: 2 dice taken out of play at ${taken} are still in the arena, and no throw is ruled while they lie there (the game filmed went on otherwise)`,
    ]);
    expect(text.some((line) => line.startsWith(`1. \`${clock(fixed.entries[5]!.tMs)}\``))).toBe(false);
    const french = markdownReport({ ...record(fixed), setup: { ...SETUP, language: 'fr' } }).split('\n');
    expect(french.filter((line) => line.includes('retirés du jeu'))).toEqual([
      `1. \`${clock(fixed.entries[4]!.tMs, 'fr')}\` *non arbitré*\u00a0: 2\u00a0dés retirés du jeu à ${clock(fixed.entries[3]!.tMs, 'fr')} sont encore dans l'arène, et aucun lancer n'est arbitré tant qu'ils y restent (la partie filmée a continué autrement)`,
    ]);
  });

  it('words one face thrown in the singular', () => {
    // The start die 3, then Ann's 5: one face thrown (the start die is placed, not thrown).
    const r = review([['3'], ['3', '5']]);
    expect(markdownReport(record(r))).toContain('(1 face, 0.17 expected per face)');
    expect(markdownReport({ ...record(r), setup: { ...SETUP, language: 'fr' } })).toContain('(1\u00a0face, 0,17 attendue par face)');
  });

  it('marks arenas the rules refused', () => {
    const r = review([['3'], ['3', '5', '1', '2']]);
    const text = markdownReport(record(r));
    expect(text).toContain('**refused**: the rules cannot explain this arena (3 dice appeared but exactly 1 may be thrown)');
    expect(text).toContain('No throws.');
    expect(text).toContain('No faces were thrown: nothing to test.');
    // The report is worded in the review's language, like the rulings.
    const french = markdownReport({ ...record(r), setup: { ...SETUP, language: 'fr' } });
    expect(french).toContain("**arène refusée** : les règles ne l'expliquent pas (3 dés sont apparus, mais on ne lance qu'un dé à la fois)");
    expect(french).toContain('# Revue de partie : game\\_1.webm');
    expect(french).toContain('- Analyse : 60 images à 15 images/s en 1,5 s (2,7 × le temps réel)');
    expect(french.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '# Revue de partie : game\\_1.webm', '## Lancers par joueur', '### Ann', '### Bob', '## Arbitrage', '## Corrections', '## Faces obtenues', '## Équité des dés',
    ]);
    expect(french).toContain('Aucune : chaque lecture a été gardée.');
    expect(french).toContain("Aucune face n'a été lancée : rien à tester.");
  });

  it('words the throws, corrections and fairness test in French, with decimal commas', () => {
    const analysed = review([['3'], ['3', '5'], ['3', '5', '2']]);
    const die = analysed.entries[3]!.dice[2]!;
    const faces = new Map([[3, new Map([[die.id, '5' as Face]])]]);
    const fixed = GameReview.strike(OPTIONS).replay(analysed.settles, faces);
    const text = markdownReport({ ...record(fixed, listCorrections(analysed.entries, faces)), setup: { ...SETUP, language: 'fr' } });
    expect(text).toContain("| n° | temps | dés lancés | faces obtenues (nouvelles dans l'arène, ou dehors) | arène avant arbitrage | dehors | pas à plat (relancés) |\n|---|---|---|---|---|---|---|");
    expect(text).toMatch(/` le dé en \(\d+, \d+\) px lu 2\u00a0: corrigé en 5/);
    expect(text).toContain('χ² = 10,000, 5 degrés de liberté, p = 0,0752 (2 faces, 0,33 attendue par face)');
    expect(text).toContain('Au seuil de 5 %, ces nombres ne montrent rien contre des dés équilibrés.');
    expect(text).toContain('Attention : chaque face est attendue moins de 5 fois');
    expect(text).toContain('- Jeu : Strike (31 dés), dés 1 2 3 4 5 X');
    expect(text).not.toMatch(/Throws by|Rulings|Fairness|faces that landed|corrected to|degrees of freedom/);
  });
});

describe('clock and formatP', () => {
  it('formats times and p-values', () => {
    expect(clock(0)).toBe('00:00.0');
    expect(clock(83_450)).toBe('01:23.5');
    expect(clock(83_450, 'fr')).toBe('01:23,5'); // the decimal comma
    expect(formatP(0.075235)).toBe('0.0752');
    expect(formatP(3e-7)).toBe('< 0.0001');
  });
});

describe('the report of a dice game', () => {
  /** Ann: 1 5 1 3 1 5, keeps all but the 3 (400); Bob's six dice: she banked, and he scores nothing. */
  function diceGameRecord(language: 'en' | 'fr' = 'en'): GameRecord {
    const r = GameReview.diceGame({ game: { players: ['Ann', 'Bob'], targetScore: 1000 }, language });
    const settles: [Slot[], number][] = [[[], 90], [['1', '5', '1', '3', '1', '5'], 90], [['-', '-', '-', '3'], 90], [['2', '6', '3', '6', '4', '2'], 150]];
    settles.forEach(([slots, y], i) => {
      for (const frame of settleFrames(slots, i * 1200, { y })) r.feed(frame);
    });
    const setup = recordedSetup({ game: 'dice-game', players: ['Ann', 'Bob'], edition: 'classic', dieKind: 'd6', keepThrowing: false, targetScore: 1000, language, analysisFps: 15 });
    return {
      format: GAME_RECORD_FORMAT, setup,
      video: null, analysis: null, entries: [...r.entries], events: [...r.events], corrections: [],
      standing: standingAtEnd(setup, r.events)?.standing ?? null,
    };
  }

  it('lists each roll with what was set aside from it, and counts every face rolled', () => {
    const game = diceGameRecord();
    expect(recordedRolls(game.entries as DiceGameTimelineEntry[]).map((roll) => [roll.number, roll.playerName, roll.faces.join(' '), roll.kept.join(' '), roll.points, roll.farkle])).toEqual([
      [1, 'Ann', '1 5 1 3 1 5', '1 5 1 1 5', 400, false],
      [2, 'Bob', '2 6 3 6 4 2', '', 0, true],
    ]);
    expect(faceHistogram(game.entries, 'd6', 'dice-game').map((bin) => bin.count)).toEqual([3, 2, 2, 1, 2, 2]);
    const report = markdownReport(game);
    expect(report).toContain('- Game: the dice game, to 1000 points, dice 1 2 3 4 5 6\n- Players (in seat order): Ann, Bob\n\n## Rolls by player');
    expect(report).not.toContain('throws again');
    expect(report).toContain('| # | time | dice rolled | faces | set aside (points) |\n|---|---|---|---|---|\n| 1 | 00:01.7 | 6 | 1 5 1 3 1 5 | 1 5 1 1 5 (400) |');
    expect(report).toContain('### Bob\n\n| # | time | dice rolled | faces | set aside (points) |\n|---|---|---|---|---|\n| 2 | 00:04.1 | 6 | 2 6 3 6 4 2 | no score |');
    expect(report).toContain("1. `00:04.1` Ann's turn (400 points).\n\nGame not finished. Scores: Ann (400), Bob (0). Ann's turn (0 points this turn).\n\n## Corrections");
    expect(report).toContain('## Faces thrown\n\nEvery face of every roll counts.\n\n| face | count | |');
    expect(report).toContain('(12 faces, 2.00 expected per face)');
  });

  it('is all French with the review in French', () => {
    const report = markdownReport(diceGameRecord('fr'));
    expect(report).toContain('- Jeu : le jeu de dés en 1000 points, dés 1 2 3 4 5 6');
    expect(report).toContain('## Lancers par joueur');
    expect(report).toContain('| 2 | 00:04,1 | 6 | 2 6 3 6 4 2 | aucun point |');
    expect(report).toContain('Chaque face de chaque lancer compte.');
    expect(report).toContain('Partie inachevée. Scores : Ann (400), Bob (0). À Ann de jouer (0 point ce tour).');
  });
});

describe('clock', () => {
  it('writes a time to the tenth of a second, carrying 59.96 s into the next minute (helper 156)', () => {
    expect(clock(0)).toBe('00:00.0');
    expect(clock(7_933.3)).toBe('00:07.9');
    expect(clock(1_150)).toBe('00:01.2');
    expect(clock(59_960)).toBe('01:00.0');
    expect(clock(63_500, 'fr')).toBe('01:03,5');
    expect(clock(3_600_000)).toBe('60:00.0');
  });
});
