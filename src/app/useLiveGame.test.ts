import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import { LiveStrikeReferee } from '../referee/liveStrikeReferee.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { STRIKE_2020 } from '../rules/strike/index.ts';
import type { MissedDieFoundQuestion, SavedQuestion } from '../referee/liveStrikeReferee.ts';
import { isSavedQuestion, type SavedGame } from './savedGame.ts';
import { answerMissedDieFound, asSentence, questionToSpeak, readableLogLines, refereeStateToSave, resumeReferee, setupOf } from './useLiveGame.ts';

/** A die with id `id` at column `id` (40 px apart), showing `face`. */
function die(id: number, face: Face | null): SnapshotDie {
  return { id, box: [id * 40, 100, id * 40 + 20, 120], face, confidence: 0.95, inArena: true };
}
let clock = 0;
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice });

describe('questionToSpeak', () => {
  it("words a Strike question in the app's language, with a key that ignores the language and stays while the question stands", () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    expect(questionToSpeak({ game: 'strike', live }, 'fr')).toBeNull();
    live.onSnapshot(snap(die(1, 'X')));
    const fr = questionToSpeak({ game: 'strike', live }, 'fr');
    const en = questionToSpeak({ game: 'strike', live }, 'en');
    expect(fr?.text).toBe("Placez un seul dé de départ dans l'arène, sur une face chiffrée.");
    expect(en?.text).toBe('Put exactly one start die in the arena, showing a number.');
    expect(fr?.key).toBe(en?.key);
    live.onSnapshot(snap(die(1, 'X')));
    expect(questionToSpeak({ game: 'strike', live }, 'fr')?.key).toBe(fr?.key);
    live.onSnapshot(snap(die(1, 'X'), die(2, '3')));
    expect(questionToSpeak({ game: 'strike', live }, 'fr')?.key).not.toBe(fr?.key);
  });

  it('words a dice-game question', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap());
    live.onSnapshot(snap(die(1, '1'), die(2, '5'), die(3, '5'), die(4, '2'), die(5, '3'), die(6, null)));
    expect(questionToSpeak({ game: 'dice-game', live }, 'fr')?.text).toBe('Vérifiez ce dé : cliquez dessus pour indiquer sa face, puis confirmez.');
  });
});

describe('setupOf', () => {
  it("gives back a Strike game's choices, with the players' stock for an edition without a chart", () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob', 'Cleo'], edition: { ...STRIKE_2020, dicePerPlayer: { '3': 7 } }, tournament: true });
    expect(setupOf({ game: 'strike', live })).toEqual({ game: 'strike', edition: '2020', players: ['Ann', 'Bob', 'Cleo'], tournament: true, dicePerPlayer: 7 });
    const classic = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }).live;
    expect(setupOf({ game: 'strike', live: classic })).toEqual({ game: 'strike', edition: 'classic', players: ['Ann', 'Bob'], tournament: false });
  });

  it("gives back the dice game's players and points to win", () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Zoé'], targetScore: 3000 });
    expect(setupOf({ game: 'dice-game', live })).toEqual({ game: 'dice-game', players: ['Zoé'], targetScore: 3000 });
  });
});

describe('asSentence', () => {
  it('ends a clause with a full stop and leaves a sentence as it is', () => {
    expect(asSentence('Player names must differ: ann, ANN')).toBe('Player names must differ: ann, ANN.');
    expect(asSentence('You can bank only after setting aside scoring dice.')).toBe('You can bank only after setting aside scoring dice.');
    expect(asSentence('Aucun point !')).toBe('Aucun point !');
    expect(asSentence('die 2 is not one of the dice of the last roll')).toBe('Die 2 is not one of the dice of the last roll.');
  });
});

describe('readableLogLines', () => {
  it('keeps the lines that can be worded and leaves out damaged ones', () => {
    const good = { kind: 'say', announcement: { type: 'turn', params: { player: 'Ann' } } };
    const refused = { kind: 'refused', refusal: { code: 'cannot-bank-now', message: 'You can bank only after setting aside scoring dice.', params: {} } };
    const lines = [good, { kind: 'say', announcement: { type: 'no-such-announcement', params: {} } }, { kind: 'say', announcement: { type: 'turn' } }, { kind: 'say', announcement: { type: 'match', params: {} } }, null, 'text', { kind: 'shout' }];
    expect(readableLogLines('strike', lines)).toEqual([good]);
    expect(readableLogLines('dice-game', [refused, { kind: 'refused', refusal: { code: 42 } }])).toEqual([refused]);
  });
});

describe('resumeReferee on a game in progress (lookAfresh: another video or camera opened mid-game)', () => {
  it('takes the new view as a first look: another recording\'s empty arena and start die are no throw', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, '3')));
    live.onSnapshot(snap(die(1, '3'), die(2, '5')));
    live.onSnapshot(snap(die(1, '3'), die(2, '5'), die(3, '1')));
    expect(live.state.arena).toEqual(['3', '5', '1']);
    const events = live.events.length;
    // The same referee would rule the other recording's start die as a throw that knocked 3 dice out.
    const kept = LiveStrikeReferee.resume(live.events);
    kept.onSnapshot(snap(die(1, '3'), die(2, '5'), die(3, '1')));
    kept.onSnapshot(snap());
    expect(kept.onSnapshot(snap(die(9, '4'))).events.length).toBeGreaterThan(0);

    const fresh = resumeReferee('strike', live.events);
    if (fresh.game !== 'strike') throw new Error('a Strike referee was expected');
    expect(fresh.live.onSnapshot(snap()).events).toEqual([]);
    const step = fresh.live.onSnapshot(snap(die(9, '4')));
    expect(step.events).toEqual([]);
    expect(fresh.live.question?.kind).toBe('unexplained');
    expect(fresh.live.events).toHaveLength(events);
    expect(fresh.live.state.arena).toEqual(['3', '5', '1']);
    // Back to the game's arena (the camera on the players' table again): it follows on.
    fresh.live.onSnapshot(snap(die(11, '3'), die(12, '5'), die(13, '1')));
    expect(fresh.live.onSnapshot(snap(die(11, '3'), die(12, '5'), die(13, '1'), die(14, '5'))).events.map((e) => e.type)).toContain('matchCollected');
  });

  it('asks, and rules nothing, when the new view shows more dice than the game\'s arena (the same video opened again, or a throw)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, '3')));
    live.onSnapshot(snap(die(1, '3'), die(2, '5')));
    live.pass();
    expect(live.state.arena).toEqual(['3', '5']);
    const events = live.events.length;
    // Another recording (or this one again): three dice where the game's arena has two.
    const fresh = resumeReferee('strike', live.events, 'viewChange');
    if (fresh.game !== 'strike') throw new Error('a Strike referee was expected');
    const other = snap(die(7, '3'), die(8, '5'), die(9, '2'));
    expect(fresh.live.onSnapshot(other).events).toEqual([]);
    expect(fresh.live.question).toMatchObject({ kind: 'unexplained', params: { cause: 'newView', seen: 3, arena: 2, player: 'Bob' }, dieIds: [7, 8, 9] });
    expect(fresh.live.question?.message).toBe("The new view shows 3 dice in the arena where the game has 2. If Bob has thrown since, rule it as a throw; if not, show the game's arena.");
    expect(fresh.live.onSnapshot(other).events).toEqual([]);
    expect(fresh.live.events).toHaveLength(events);
    // The players say Bob threw the 2: ruled from the game's arena.
    expect(fresh.live.treatAsThrow().events.map((e) => e.type)).toContain('diceThrown');
    expect(fresh.live.state.arena).toEqual(['3', '5', '2']);
    expect(fresh.live.question).toBeNull();

    // A view changed before the start die: the start die placed in the new view is its arena, and
    // the next throw is ruled, not asked about.
    const { live: before } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    const newView = resumeReferee('strike', before.events, 'viewChange');
    if (newView.game !== 'strike') throw new Error('a Strike referee was expected');
    expect(newView.live.onSnapshot(snap(die(1, '3'))).events.map((e) => e.type)).toContain('startDiePlaced');
    expect(newView.live.onSnapshot(snap(die(1, '3'), die(2, '5'))).events.map((e) => e.type)).toContain('diceThrown');
    expect(newView.live.question).toBeNull();

    // A view changed after a reload before its first look (a photo opened after the demo): still a reload.
    const resumed = resumeReferee('strike', live.events);
    if (resumed.game !== 'strike') throw new Error('a Strike referee was expected');
    expect(resumed.live.firstLookPending).toBe('reload');
    expect(fresh.live.firstLookPending).toBeNull(); // ruled: looked at

    // After a reload the same arena is ruled at once: dice thrown while the page reloaded.
    const reloaded = resumeReferee('strike', live.events);
    if (reloaded.game !== 'strike') throw new Error('a Strike referee was expected');
    expect(reloaded.live.onSnapshot(other).events.map((e) => e.type)).toContain('diceThrown');
  });

  /**
   * The params of the `missedDieFound` question `live` asks now, as the page's buttons carry them.
   * @throws Error when no such question stands
   */
  function missedDieFoundParams(live: LiveStrikeReferee): MissedDieFoundQuestion {
    const asked = live.question;
    if (asked?.kind !== 'missedDieFound') throw new Error(`the missedDieFound question was expected, not ${asked?.kind ?? 'none'}`);
    return asked.params;
  }

  /** Ann's die and then Bob's said flown out of sight (Ann passed between), and a 5 come into the arena: the whose-die question asked. */
  function annThenBobLostADie(): LiveStrikeReferee {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, '4')));
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    live.dieMissed();
    live.pass();
    live.dieMissed();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    return live;
  }

  it("keeps Ann's lost die found in the arena (\"Ann's die\") to take out through a reload, saved with the game beside its log, not asked about again (helper 237)", () => {
    const live = annThenBobLostADie();
    expect(refereeStateToSave({ game: 'strike', live })).toEqual({});
    live.missedDieFound({ lostBy: 'Ann' });
    // As the page saves it (plain JSON), then reads it back after a reload.
    const record = JSON.parse(JSON.stringify({ log: live.events, ...refereeStateToSave({ game: 'strike', live }) })) as SavedGame;
    expect(record.lostDiceFound).toEqual([{ face: '5', lostBy: 'Ann' }]);
    const reloaded = resumeReferee('strike', record.log, 'reload', record.question ?? null, record.lostDiceFound ?? []);
    if (reloaded.game !== 'strike') throw new Error('a Strike referee was expected');
    expect(refereeStateToSave(reloaded)).toEqual({ lostDiceFound: [{ face: '5', lostBy: 'Ann' }] }); // saved again before its first look
    reloaded.live.onSnapshot(snap(die(21, '4'), die(22, '2'), die(23, '5')));
    expect([reloaded.live.question, reloaded.live.toRemove]).toEqual([null, [23]]);
    // Taken out: nothing left to save.
    reloaded.live.onSnapshot(snap(die(21, '4'), die(22, '2')));
    expect(refereeStateToSave(reloaded)).toEqual({});
  });

  it("keeps both lost dice found in turn (Ann's, then Bob's) in the saved game after an Undo takes back Cleo's, and marks both again after a reload (helper 242: not reproduced)", () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob', 'Cleo'] });
    live.onSnapshot(snap(die(1, '4')));
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    live.dieMissed();
    live.pass();
    live.dieMissed();
    live.pass();
    live.dieMissed();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    expect(live.question).toMatchObject({ kind: 'missedDieFound', dieIds: [3], params: { player: 'Cleo', earlier: ['Ann', 'Bob'] } });
    live.missedDieFound({ lostBy: 'Ann' });
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'), die(4, '3')));
    expect(live.question).toMatchObject({ kind: 'missedDieFound', dieIds: [4] });
    live.missedDieFound({ lostBy: 'Bob' });
    const found = [{ face: '5', lostBy: 'Ann' }, { face: '3', lostBy: 'Bob' }];
    expect(refereeStateToSave({ game: 'strike', live })).toEqual({ lostDiceFound: found });
    // Undo: Cleo's lost die taken back; both dice found stay out of the game, and in the save.
    expect(live.undo().events.map((e) => e.type)).toEqual(['missedThrowUndone']);
    expect(live.toRemove).toEqual([3, 4]);
    const record = JSON.parse(JSON.stringify({ log: live.events, ...refereeStateToSave({ game: 'strike', live }) })) as SavedGame;
    expect(record.lostDiceFound).toEqual(found);
    const reloaded = resumeReferee('strike', record.log, 'reload', record.question ?? null, record.lostDiceFound ?? []);
    if (reloaded.game !== 'strike') throw new Error('a Strike referee was expected');
    reloaded.live.onSnapshot(snap(die(21, '4'), die(22, '2'), die(23, '5'), die(24, '3')));
    expect([reloaded.live.question, reloaded.live.toRemove, reloaded.live.state.arena]).toEqual([null, [23, 24], ['4', '2']]);
    expect(refereeStateToSave(reloaded)).toEqual({ lostDiceFound: found });
  });

  it("rules Bob's lost die found (Yes) after a reload as his throw, Ann's lost die found before it kept to take out: as without the reload (helper 244)", () => {
    // Ann's die found ("Ann's die"); the page reloads, or not; then a 3 comes in: is it Bob's lost die? Yes.
    const play = (reload: boolean) => {
      let live = annThenBobLostADie();
      live.missedDieFound({ lostBy: 'Ann' });
      const ids = reload ? [21, 22, 23, 24] : [1, 2, 3, 4];
      if (reload) {
        const record = JSON.parse(JSON.stringify({ log: live.events, ...refereeStateToSave({ game: 'strike', live }) })) as SavedGame;
        const reloaded = resumeReferee('strike', record.log, 'reload', record.question ?? null, record.lostDiceFound ?? []);
        if (reloaded.game !== 'strike') throw new Error('a Strike referee was expected');
        live = reloaded.live;
        live.onSnapshot(snap(die(ids[0]!, '4'), die(ids[1]!, '2'), die(ids[2]!, '5')));
        expect([live.question, live.toRemove]).toEqual([null, [ids[2]]]);
      }
      live.onSnapshot(snap(die(ids[0]!, '4'), die(ids[1]!, '2'), die(ids[2]!, '5'), die(ids[3]!, '3')));
      // Ann's die found is accounted for: only Bob's offered (helper 245).
      expect(live.question).toMatchObject({ kind: 'missedDieFound', dieIds: [ids[3]] });
      expect(live.question!.params).toEqual({ die: { id: ids[3], face: '3' }, player: 'Bob', next: 'Bob' });
      const yes = live.missedDieFound(true);
      return { live, yes, saved: refereeStateToSave({ game: 'strike', live }) };
    };
    const kept = play(false);
    const reloaded = play(true);
    expect(reloaded.yes.events.map((e) => e.type)).toEqual(['missedThrowUndone', 'diceThrown']);
    expect(reloaded.yes.events).toEqual(kept.yes.events);
    expect(reloaded.yes.announcements).toEqual(kept.yes.announcements);
    expect(reloaded.live.events).toEqual(kept.live.events);
    expect(reloaded.live.state.arena).toEqual(['4', '2', '3']);
    // Ann's die still to take out, and saved with the game; Bob's is his throw.
    expect(kept.live.toRemove).toEqual([3]);
    expect(reloaded.live.toRemove).toEqual([23]);
    expect(reloaded.saved).toEqual({ lostDiceFound: [{ face: '5', lostBy: 'Ann' }] });
    expect(reloaded.saved).toEqual(kept.saved);
  });

  it("ignores a stale \"Ann's die\" (a button of the question before, clicked as it changed): nothing thrown, nothing changed, the question standing (helper 237)", () => {
    const live = annThenBobLostADie();
    const referee = { game: 'strike' as const, live };
    expect(live.question).toMatchObject({ kind: 'missedDieFound', params: { player: 'Bob', earlier: ['Ann'] } });
    const first = missedDieFoundParams(live);
    expect(live.offersMissedDieFoundAnswer({ lostBy: 'Ann' }, first)).toBe(true);
    // None (N): Bob's next throw. Bob's next die flies out of sight, and a die comes: asked about Bob's alone.
    answerMissedDieFound(referee, false, first);
    live.dieMissed();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'), die(4, '3')));
    const asked = live.question;
    expect(asked).toMatchObject({ kind: 'missedDieFound', dieIds: [4], params: { player: 'Bob' } });
    expect(asked?.params).not.toHaveProperty('earlier');
    const second = missedDieFoundParams(live);
    const before = { events: live.events.length, toRemove: live.toRemove };
    // The "Ann's die" button of the question before, clicked now: not offered by the question standing either.
    expect(live.offersMissedDieFoundAnswer({ lostBy: 'Ann' }, first)).toBe(false);
    expect(live.offersMissedDieFoundAnswer({ lostBy: 'Ann' }, second)).toBe(false);
    expect(answerMissedDieFound(referee, { lostBy: 'Ann' }, first)).toBeUndefined();
    expect(answerMissedDieFound(referee, { lostBy: 'Ann' }, second)).toBeUndefined();
    expect([live.question, live.events.length, live.toRemove]).toEqual([asked, before.events, before.toRemove]);
    // No question at all: ignored too; an answer offered is the referee's as ever.
    expect(answerMissedDieFound(referee, true, second)?.events).toMatchObject([{ type: 'missedThrowUndone' }, { type: 'diceThrown', arena: ['4', '2', '5', '3'] }]);
    expect([live.question, live.state.arena]).toEqual([null, ['4', '2', '5', '3']]);
    expect(live.offersMissedDieFoundAnswer({ lostBy: 'Ann' }, second)).toBe(false);
    expect(answerMissedDieFound(referee, { lostBy: 'Ann' }, second)).toBeUndefined();
  });

  it("ignores a late answer naming a player the new question offers too (\"Ann's die\" for the die before, clicked as another die came in): the new die is not marked Ann's (helper 242)", () => {
    const live = annThenBobLostADie();
    const referee = { game: 'strike' as const, live };
    const shown = missedDieFoundParams(live);
    expect(shown).toEqual({ die: { id: 3, face: '5' }, player: 'Bob', next: 'Bob', earlier: ['Ann'] });
    // The 5 is picked up and a 3 comes in instead: the same question, about another die.
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(4, '3')));
    const asked = live.question;
    expect(asked).toMatchObject({ kind: 'missedDieFound', dieIds: [4], params: { die: { id: 4, face: '3' }, player: 'Bob', earlier: ['Ann'] } });
    const before = { events: live.events.length, toRemove: live.toRemove };
    // "Ann's die", "None" and "Bob's die" (U) clicked on the buttons shown for the 5: each ignored, nothing changed.
    for (const late of [{ lostBy: 'Ann' }, false, true]) {
      expect(live.offersMissedDieFoundAnswer(late, shown)).toBe(false);
      expect(answerMissedDieFound(referee, late, shown)).toBeUndefined();
    }
    expect([live.question, live.events.length, live.toRemove, refereeStateToSave(referee)]).toEqual([asked, before.events, before.toRemove, {}]);
    // The answer to the question standing is taken.
    expect(answerMissedDieFound(referee, { lostBy: 'Ann' }, missedDieFoundParams(live))?.events).toEqual([]);
    expect([live.question, live.toRemove, refereeStateToSave(referee)]).toEqual([null, [4], { lostDiceFound: [{ face: '3', lostBy: 'Ann' }] }]);
  });

  it('asks the question about a die beside the arena saved with the game again after a reload, as loadGame keeps it (helper 178)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, '3')));
    live.onSnapshot({ ...snap(die(1, '3'), { ...die(5, '6'), inArena: false }), outsideOnly: true });
    expect(live.question?.kind).toBe('besideArena');
    const record: unknown = JSON.parse(JSON.stringify({ question: live.questionToSave }));
    const { question } = record as { question: unknown };
    expect(isSavedQuestion(question)).toBe(true);
    const reloaded = resumeReferee('strike', live.events, 'reload', question as SavedQuestion);
    if (reloaded.game !== 'strike') throw new Error('a Strike referee was expected');
    reloaded.live.onSnapshot(snap(die(21, '3'), { ...die(25, '6'), inArena: false }));
    expect(reloaded.live.question).toMatchObject({ kind: 'besideArena', dieIds: [25], params: { player: 'Ann' } });
    expect(questionToSpeak(reloaded, 'en')?.text).toBe(questionToSpeak({ game: 'strike', live }, 'en')?.text);
    // A damaged question is not trusted: loadGame leaves it out.
    expect(isSavedQuestion({ kind: 'besideArena', params: { player: 'Ann', dice: [] } })).toBe(false);
    expect(isSavedQuestion({ kind: 'unexplained', params: { player: 'Ann', dice: [{ id: 5, face: '6' }] } })).toBe(false);
    expect(isSavedQuestion({ kind: 'besideArena', params: { dice: [{ id: 5, face: '6' }] } })).toBe(false);
  });
});
