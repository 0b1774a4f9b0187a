import { describe, expect, it } from 'vitest';
import type { Box, Face } from '../../core/types.ts';
import type { AnyTimelineEntry, ReviewedEvent, Settle } from '../../review/gameReview.ts';
import { uiText } from '../i18n/uiText.ts';
import { analyseAgainReason, reviewNotices, type NoticeFacts } from './reviewNotices.ts';

const en = uiText('en');
const fr = uiText('fr');
const STRIKE = { game: 'strike', dieKind: 'strike', analysisFps: 10, players: ['Ann', 'Bob'] } as const;

/** A Strike timeline entry at `tMs` with `faces` in the arena and events of the given types. */
function entry(index: number, tMs: number, change: string, faces: Face[], eventTypes: string[] = []): AnyTimelineEntry {
  return {
    index, tMs, change, rulings: [],
    events: eventTypes.map((type) => ({ type })),
    dice: faces.map((face, id) => ({ id, face, box: [10 * id, 0, 10 * id + 8, 8], confidence: 0.9, inArena: true })),
  } as unknown as AnyTimelineEntry;
}

/** Facts of a whole 20 s video analysed at 10 frames/s with `entries`, nothing changed since. */
function analysed(entries: AnyTimelineEntry[], settles: Settle[] = [], events: string[] = []): NoticeFacts {
  return {
    setup: STRIKE,
    arena: null,
    analysis: { setup: STRIKE, plan: { fps: 10 }, arena: null, outcome: { complete: true, stopped: false, reviewedMs: 20_000 }, covered: [] },
    timeline: { entries, events: events.map((type) => ({ type }) as unknown as ReviewedEvent), settles },
    videoDurationMs: 20_000,
    analysing: false,
    editingArena: false,
  };
}

const GAME = [entry(0, 1000, 'startDie', ['3'], ['startDiePlaced']), entry(1, 4000, 'throw', ['1', '4', '2'], ['diceThrown'])];

describe('reviewNotices', () => {
  it('says nothing of a whole game analysed with the setup and arena shown', () => {
    expect(reviewNotices(analysed(GAME, [], ['gameStarted', 'startDiePlaced', 'diceThrown']), en)).toEqual([]);
  });

  it('says nothing before the analysis ends, but the video too short and a lowered rate', () => {
    const running = { ...analysed([]), analysis: { setup: STRIKE, plan: { fps: 3 }, arena: null, outcome: null, covered: [] }, videoDurationMs: 800, analysing: true };
    expect(reviewNotices(running, en)).toEqual([
      { id: 'rate', text: 'This video has only 3 frames/s: below 4 the arena is seen settled too seldom and throws are missed. Record at 4 frames/s or more.' },
      { id: 'too-short', text: 'This video lasts only 0.8 s: an arena is read once it has been seen still for about 1 s, so this one may never be.' },
    ]);
  });

  it('says where the arena was still but covered long enough to hide throws, in English and French (helper 155)', () => {
    const facts = analysed(GAME, [], ['gameStarted', 'startDiePlaced', 'diceThrown']);
    facts.analysis = { ...facts.analysis!, covered: [{ fromMs: 83_900, toMs: 93_600, coveredMs: 6_700 }] };
    expect(reviewNotices(facts, en)).toEqual([{
      id: 'covered',
      text: 'The arena was still but partly covered (a hand, an arm or a dark shadow over it) from 01:23.9 to 01:33.6 (6.7 s): the referee reads only an arena in full view, so throws made then were read only once it cleared, several as one (ruled as one, or refused).',
    }]);
    expect(reviewNotices(facts, fr)[0]!.text).toBe("L'arène était immobile mais en partie couverte (une main, un bras ou une ombre portée) de 01:23,9 à 01:33,6 (6,7 s) ; l'arbitre ne lit qu'une arène bien visible : les lancers faits pendant ce temps n'ont donc été lus qu'une fois l'arène dégagée, plusieurs à la fois (arbitrés comme un seul, ou refusés).");
    // Said once the analysis has ended, not while it runs.
    expect(reviewNotices({ ...facts, analysis: { ...facts.analysis, outcome: null }, analysing: true }, en)).toEqual([]);
  });

  it('says the demo game replaced the players typed with its own, first (helper 160)', () => {
    const facts = { ...analysed(GAME, [], ['gameStarted', 'startDiePlaced', 'diceThrown']), replacedByDemo: ['Léa', 'Hugo', 'Zoé'] };
    expect(reviewNotices(facts, en)).toEqual([{ id: 'demo-setup', text: 'The demo game is reviewed with its own players, Ann and Bob, in place of Léa, Hugo and Zoé: change the set-up to rule it otherwise. Your own set-up comes back for the next video you open.' }]);
    expect(reviewNotices(facts, fr)[0]!.text).toBe("La partie de démonstration est analysée avec ses propres joueurs, Ann et Bob, au lieu de Léa, Hugo et Zoé : modifiez la configuration pour l'arbitrer autrement. Votre configuration revient pour la prochaine vidéo ouverte.");
    expect(reviewNotices({ ...facts, replacedByDemo: null }, en)).toEqual([]);
  });

  it('says where the referee asked questions nobody answered and ruled nothing (helper 164)', () => {
    const asked = (index: number, tMs: number) => ({ ...entry(index, tMs, 'throw', ['3', '5']), question: 'Ann must roll 4 dice, but 3 are in the arena.' }) as AnyTimelineEntry;
    const facts = analysed([...GAME, asked(2, 45_500), asked(3, 81_900)], [], ['gameStarted', 'startDiePlaced', 'diceThrown']);
    expect(reviewNotices(facts, en)).toEqual([{
      id: 'unanswered',
      text: "The referee asked 2 questions (00:45.5 to 01:21.9) that nobody answers in a recording, and took each arena as it lay, ruling nothing there, so the game ruled from the first may not be the one played. A die may have been missed or misread there (click a die in the timeline to correct it), or the players or edition may not be the game's.",
    }]);
    // Strike has no points to win: its set-up to check is the edition, in French too (helper 196).
    expect(reviewNotices(facts, fr)[0]!.text).toMatch(/ou les joueurs ou l'édition ne sont peut-être pas ceux de la partie\.$/);
    const diceGame = { game: 'dice-game', dieKind: 'd6', analysisFps: 10, players: ['Ann', 'Bob'], target: 500 } as const;
    const rolled = { ...facts, setup: diceGame, analysis: { ...facts.analysis!, setup: diceGame } } as unknown as NoticeFacts;
    expect(reviewNotices(rolled, en).find((n) => n.id === 'unanswered')!.text).toMatch(/or the players or points to win may not be the game's\.$/);
    expect(reviewNotices(rolled, fr).find((n) => n.id === 'unanswered')!.text).toMatch(/ou les joueurs ou les points pour gagner ne sont peut-être pas ceux de la partie\.$/);
  });

  it('asks for another analysis when the game, the dice, the rate or the arena changed, not while the arena is drawn', () => {
    const facts = analysed(GAME, [], ['diceThrown']);
    expect(reviewNotices({ ...facts, setup: { ...STRIKE, analysisFps: 15 } }, en).map((n) => n.text)).toEqual([en.review.setupNeedsAnalysis]);
    const drawn: [number, number][] = [[0, 0], [100, 0], [100, 80]];
    expect(reviewNotices({ ...facts, arena: drawn }, en).map((n) => n.text)).toEqual([en.review.arenaNeedsAnalysis]);
    expect(reviewNotices({ ...facts, arena: drawn, editingArena: true }, en)).toEqual([]);
  });

  it('says where a stopped analysis and a video cut short end, and keeps quiet about dice neither may have reached', () => {
    const stopped = analysed([entry(0, 500, 'startDie', [])]);
    stopped.analysis = { ...stopped.analysis!, outcome: { complete: false, stopped: true, reviewedMs: 5000 } };
    expect(reviewNotices(stopped, en)).toEqual([
      { id: 'ends-early', text: 'Analysis stopped at 5.0 s of 20.0 s: the timeline ends there (corrections and exports work on it). “Analyse again” starts over.' },
    ]);
    const cut = { ...stopped, analysis: { ...stopped.analysis, outcome: { complete: false, stopped: false, reviewedMs: 12_500 } } };
    expect(reviewNotices(cut, en).map((n) => n.id)).toEqual(['ends-early']);
    expect(reviewNotices(cut, en)[0]!.text).toMatch(/^The video ends early: frames stop at 12\.5 s of 20\.0 s/);
  });

  it('says no die was read, pointing at the drawn outline when there is one', () => {
    const empty = analysed([entry(0, 500, 'startDie', [])]);
    expect(reviewNotices(empty, en)).toEqual([{ id: 'no-dice', text: en.review.noDiceSeen }]);
    const drawn: [number, number][] = [[0, 0], [100, 0], [100, 80]];
    const inOutline = { ...empty, arena: drawn, analysis: { ...empty.analysis!, arena: drawn } };
    expect(reviewNotices(inOutline, en)).toEqual([{ id: 'no-dice', text: en.review.noDiceInArena }]);
  });

  it('says which settled arenas the rules refused once throws were ruled, not when none was', () => {
    const refused = (entry: AnyTimelineEntry) => ({ ...entry, rejected: { code: 'dice-missing', message: 'dice missing', params: {} } }) as AnyTimelineEntry;
    const entries = [...GAME, refused(entry(2, 31_400, 'throw', ['1', '4', '2', '2'])), refused(entry(3, 65_200, 'throw', ['1', '4', 'X']))];
    expect(reviewNotices(analysed(entries, [], ['gameStarted', 'startDiePlaced', 'diceThrown']), en)).toEqual([{
      id: 'refused',
      text: 'The rules refused 2 settled arenas (00:31.4 to 01:05.2), so the game ruled from there may not be the one played. '
        + 'Check the dice read in them (click a die in the timeline to correct it) and the arena outline (“Arena”: a die lying outside it is counted in), then the players and the edition: a throw of more dice than a player holds may mean a set-up other than the game\'s.',
    }]);
    const one = reviewNotices(analysed(entries.slice(0, 3), [], ['diceThrown']), uiText('fr'));
    expect(one.map((n) => n.text.split('. ')[0])).toEqual(['Les règles ont refusé 1 arène stabilisée (à 00:31,4), si bien que la partie arbitrée à partir de là peut ne pas être celle jouée']);
    // No throw ruled at all: that is said instead.
    expect(reviewNotices(analysed([GAME[0]!, refused(GAME[1]!)], [], ['startDiePlaced']), en).map((n) => n.id)).toEqual(['no-throw']);
  });

  it('says which settled arenas showed faces the dice chosen lack, and the dice that fit, before the refusals', () => {
    const STRIKE_X2 = { game: 'strike', dieKind: 'strike-x2', analysisFps: 10, players: ['Ann', 'Bob'] } as const;
    /** Classic dice read as X and 2–6 ones: each 1 is read outside the kind. */
    const withOnes = (e: AnyTimelineEntry, ones: number) => ({
      ...e, dice: [...e.dice, ...Array.from({ length: ones }, (_, i) => ({ id: 9 + i, face: null, faceOutsideKind: '1', box: [90, 0, 98, 8], confidence: 0.9, inArena: true }))],
    }) as AnyTimelineEntry;
    const refused = { ...entry(3, 31_400, 'throw', ['5', '2', '3', '2']), rejected: { code: 'dice-missing', message: 'dice missing', params: {} } } as AnyTimelineEntry;
    const entries = [GAME[0]!, withOnes(entry(1, 19_200, 'throw', ['X', '5', '2', '3']), 2), withOnes(entry(2, 38_500, 'throw', ['5', '3']), 1), refused];
    const facts = analysed(entries, [], ['startDiePlaced', 'diceThrown']);
    const x2 = { ...facts, setup: STRIKE_X2, analysis: { ...facts.analysis!, setup: STRIKE_X2 } };
    expect(reviewNotices(x2, en).map((n) => n.id)).toEqual(['outside-kind', 'refused']);
    expect(reviewNotices(x2, en)[0]!.text).toBe('Dice in 2 settled arenas (00:19.2 to 00:38.5) showed 1, which dice of “Strike (31\u00a0dice,\u00a0X\u00a0and\u00a02–\u20606)” do not have, '
      + 'so the rules took them for dice not lying flat. Playing with other dice? Choose “Strike (31\u00a0dice)” under “Edition”, then “Analyse again”.');
    expect(reviewNotices(x2, uiText('fr'))[0]!.text).toBe('Des dés de 2 arènes stabilisées (de 00:19,2 à 00:38,5) montraient 1, que les dés « Strike (31\u00a0dés,\u00a0X\u00a0et\u00a02–\u20606) » n\'ont pas, '
      + 'si bien que les règles les ont pris pour des dés qui ne reposent pas à plat. Vous jouez avec d\'autres dés ? Choisissez « Strike (31\u00a0dés) » sous « Édition », puis « Analyser à nouveau ».');
    // A 6 beside the 1s and the X: no Strike dice have them all.
    const withSix = [...entries, entry(4, 50_000, 'throw', ['6', '5'])];
    const noFit = analysed(withSix, [], ['diceThrown']);
    expect(reviewNotices({ ...noFit, setup: STRIKE_X2, analysis: { ...noFit.analysis!, setup: STRIKE_X2 } }, en)[0]!.text).toMatch(/not lying flat\. Check the dice read there\.$/);
    // A 1 and a 6 without an X: plain dice, the dice game's.
    const plain = analysed([GAME[0]!, withOnes(entry(1, 19_200, 'throw', ['5', '2']), 1), entry(2, 38_500, 'throw', ['6', '5'])], [], ['diceThrown']);
    expect(reviewNotices({ ...plain, setup: STRIKE_X2, analysis: { ...plain.analysis!, setup: STRIKE_X2 } }, en)[0]!.text)
      .toMatch(/not lying flat\. These look like plain dice \(1 to 6\), which no Strike edition has: a recording of the dice game\? Choose “The dice game \(Farkle\)” under “Game”, then “Analyse again”\.$/);
    // No such die: nothing said.
    expect(reviewNotices(analysed(GAME, [], ['diceThrown']), en)).toEqual([]);
  });

  it('says "choose the dice game, then Analyse again" once when no Strike throw was ruled from plain dice (helper 184: two banners said it)', () => {
    // The dice game's demo reviewed as Strike: 6s read (outside the kind), no throw ruled.
    const sixes = (e: AnyTimelineEntry) => ({ ...e, dice: [...e.dice, { id: 9, face: null, faceOutsideKind: '6', box: [90, 0, 98, 8], confidence: 0.9, inArena: true }] }) as AnyTimelineEntry;
    const facts = analysed([entry(0, 0, 'setup', []), sixes(entry(1, 2_000, 'startDie', ['1', '5'])), sixes(entry(2, 6_000, 'startDie', ['2', '4']))], [], ['gameStarted']);
    for (const [t, choose] of [[en, 'Choose “The dice game (Farkle)” under “Game”, then “Analyse again”'], [fr, 'Choisissez « Le jeu de dés (Farkle) » sous « Jeu », puis « Analyser à nouveau »']] as const) {
      const notices = reviewNotices(facts, t);
      // (Several dice before a lone start die: said too, as the page says it.)
      expect(notices.map((n) => n.id)).toEqual(['no-throw', 'outside-kind', 'mid-game']);
      expect(notices.map((n) => n.text.split(choose).length - 1)).toEqual([1, 0, 0]);
    }
    expect(reviewNotices(facts, en)[1]!.text).toMatch(/not lying flat\. These look like plain dice \(1 to 6\), which no Strike edition has\.$/);
  });

  it('says dice were read but no throw ruled, arenas before the start die, and arenas after the win, in French too', () => {
    const midGame = [entry(0, 1000, 'startDie', ['2', '5']), entry(1, 2500, 'startDie', ['1', '1', '4']), entry(2, 9000, 'startDie', ['6'])];
    // Dice the last ruled arena did not show (a second game?), not the players clearing up.
    const die = { id: 9, box: [0, 0, 10, 10] as Box, face: '3' as const, confidence: 0.9, inArena: true };
    const after: Settle[] = [
      { tMs: 15_000, dice: [die], entry: null, change: 'over' },
      { tMs: 61_500, dice: [die], entry: null, change: 'over' },
    ];
    const facts = analysed(midGame, after, ['gameStarted']);
    expect(reviewNotices(facts, en).map((n) => n.id)).toEqual(['no-throw', 'mid-game', 'after-end']);
    const fr = reviewNotices(facts, uiText('fr'));
    expect(fr[0]!.text).toBe("Des dés ont été lus, mais les règles n'y ont vu aucun lancer de Strike. Est-ce un enregistrement du jeu de dés ? Choisissez « Le jeu de dés (Farkle) » sous « Jeu », puis « Analyser à nouveau ».");
    expect(fr[1]!.text).toMatch(/^Les 2 premières arènes stabilisées \(de 00:01,0 à 00:02,5\) tenaient plusieurs dés avant tout dé de départ seul\./);
    expect(fr[2]!.text).toMatch(/^2\u00a0arènes se sont stabilisées après la fin de la partie \(de 00:15,0 à 01:01,5\)/);
    expect(reviewNotices(facts, en)[2]!.text).toMatch(/^2 arenas settled after the game was won \(00:15\.0 to 01:01\.5\) and were not ruled\./);
    // A Strike game reviewed as one game may be a tournament's first round: the notice says where to tick it.
    expect(reviewNotices(facts, en)[2]!.text).toBe('2 arenas settled after the game was won (00:15.0 to 01:01.5) and were not ruled. '
      + 'Is this a tournament? Tick “Tournament: 2 rounds, each player starting one; a player going out scores a point per player still in, fewest points wins”. '
      + 'If another game was recorded after it, review that game on its own (cut the video where it starts). If the game went on, check the players (and, in the dice game, the points to win).');
    expect(fr[2]!.text).toContain('Est-ce un tournoi ? Cochez « Tournoi : 2 manches,');
    // Reviewed as a tournament already, or the dice game: not said.
    const tournament = { ...STRIKE, tournament: true };
    const asTournament = reviewNotices({ ...facts, setup: tournament, analysis: { ...facts.analysis!, setup: tournament } }, en);
    expect(asTournament[2]!.text).not.toContain('tournament');
    expect(asTournament[2]!.text).toMatch(/^2 arenas settled after the game was won \(00:15\.0 to 01:01\.5\) and were not ruled\. If another game/);
  });

  it('says arenas after a win that a player said to have left made point to that leaving, not to a tournament or another game (helper 215)', () => {
    const die = { id: 9, box: [0, 0, 10, 10] as Box, face: '3' as const, confidence: 0.9, inArena: true };
    const after: Settle[] = [{ tMs: 15_000, dice: [die], entry: null, change: 'over' }, { tMs: 61_500, dice: [die], entry: null, change: 'over' }];
    // Bob said to have left after Ann's throw at 00:04.0: Ann wins there, the arenas after are not ruled.
    const facts = analysed([GAME[0]!, { ...GAME[1]!, left: [1] } as AnyTimelineEntry], after, ['gameStarted']);
    expect(reviewNotices(facts, en).find((n) => n.id === 'after-end')!.text).toBe('2 arenas settled after the game was won (00:15.0 to 01:01.5) and were not ruled. '
      + 'The game ended at 00:04.0, where you said a player left: if he left later, undo his leaving there and say it under a later arena.');
    expect(reviewNotices(facts, uiText('fr')).find((n) => n.id === 'after-end')!.text).toBe("2\u00a0arènes se sont stabilisées après la fin de la partie (de 00:15,0 à 01:01,5) et n'ont pas été arbitrées. "
      + "La partie s'est terminée à 00:04,0, là où vous avez dit qu'un joueur est parti\u00a0: s'il est parti plus tard, annulez-y son départ et indiquez-le sous une arène suivante.");
  });
});

describe('analyseAgainReason', () => {
  it('is null straight after a whole analysis with the set-up and arena shown: Analyse again is not offered (helper 184)', () => {
    expect(analyseAgainReason(analysed(GAME))).toBeNull();
    // Names and rule choices re-run the referee at once: still nothing to analyse again.
    expect(analyseAgainReason({ ...analysed(GAME), setup: { ...STRIKE, players: ['Léa', 'Bob'] } } as NoticeFacts)).toBeNull();
  });

  it('says why it would read the video otherwise: none ended, another game, dice or rate, another outline, stopped early', () => {
    const facts = analysed(GAME);
    expect(analyseAgainReason({ ...facts, analysis: null })).toBe('notAnalysed');
    expect(analyseAgainReason({ ...facts, analysis: { ...facts.analysis!, outcome: null } })).toBe('notAnalysed');
    expect(analyseAgainReason({ ...facts, setup: { ...STRIKE, game: 'dice-game', dieKind: 'd6' } })).toBe('setup');
    expect(analyseAgainReason({ ...facts, setup: { ...STRIKE, dieKind: 'strike-x2' } })).toBe('setup');
    expect(analyseAgainReason({ ...facts, setup: { ...STRIKE, analysisFps: 15 } })).toBe('setup');
    expect(analyseAgainReason({ ...facts, arena: [[0, 0], [10, 0], [10, 10]] })).toBe('arena');
    expect(analyseAgainReason({ ...facts, analysis: { ...facts.analysis!, outcome: { complete: false, stopped: true, reviewedMs: 8000 } } })).toBe('stopped');
    // A file cut short ends there however often it is read.
    expect(analyseAgainReason({ ...facts, analysis: { ...facts.analysis!, outcome: { complete: false, stopped: false, reviewedMs: 8000 } } })).toBeNull();
  });
});
