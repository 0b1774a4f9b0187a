import { describe, expect, it } from 'vitest';
import { retireRefusal, retirementToUndo, strike, undoTakesBack } from './index.ts';
import { refusalOf } from '../testing/game.ts';
import { en, fr } from '../../referee/messages/strike.ts';
import { act, diceAccounted, start, thrown, tinyEdition } from './test-helpers.ts';

const place = { type: 'placeStartDie', face: '3' } as const;
const retire = (seat: number) => ({ type: 'retirePlayer', seat }) as const;

describe('a player leaves mid-game (common/retire.ts: our reading, no rulebook has it)', () => {
  it("takes the player's stock out of play, leaves the arena's dice, and passes the turn on when it was his", () => {
    // Classic, 3 players: 8 dice each (strike-en.txt, Setup). Ann throws 1 die (no match) and leaves on her own turn.
    const g = act(start({ players: ['Ann', 'Bob', 'Cleo'] }), place, thrown(['3', '5']));
    expect(g.state.current).toBe(0);
    const left = act(g, retire(0));
    expect(left.events).toEqual([
      { type: 'playerRetired', player: 0, playersLeft: 2, stock: 7 },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(left.state.players[0]).toMatchObject({ stock: 0, eliminated: true, retired: true });
    expect(left.state.arena).toEqual(['3', '5']);
    expect(left.state.removed).toBe(7);
    expect(diceAccounted(left.state)).toBe(left.state.edition.totalDice);
    expect(strike.checkState!(left.state)).toBeNull();
    // Bob plays, then Cleo, then Bob again: Ann is skipped.
    const on = act(left, thrown(['3', '5', '1']), { type: 'pass' });
    expect(on.state.current).toBe(2);
    expect(act(on, thrown(['3', '5', '1', '2']), { type: 'pass' }).state.current).toBe(1);
    // Said with the state right after it: whose turn it is comes with the turnStarted that follows.
    expect(strike.announce(left.events[0]!, strike.reduce(g.state, left.events[0]!))).toEqual([{ type: 'retired', params: { player: 'Ann', playersLeft: 2 } }]);
    expect(strike.announce(left.events[1]!, left.state)).toEqual([{ type: 'turn', params: { player: 'Bob' } }]);
  });

  it("keeps the turn where it is when another player leaves, and says only the leaving (nothing else changed)", () => {
    const g = act(start({ players: ['Ann', 'Bob', 'Cleo'] }), place, thrown(['3', '5']));
    const left = act(g, retire(2));
    expect(left.events).toEqual([{ type: 'playerRetired', player: 2, playersLeft: 2, stock: 8 }]);
    expect(left.state).toMatchObject({ current: 0, phase: 'throw', throwsThisTurn: 1 });
    expect(strike.announce(left.events[0]!, left.state)).toEqual([{ type: 'retired', params: { player: 'Cleo', playersLeft: 2 } }]);
    // Ann passes: Bob, then Ann (Cleo skipped).
    expect(act(left, { type: 'pass' }).state.current).toBe(1);
    expect(act(left, { type: 'pass' }, thrown(['3', '5', '1']), { type: 'pass' }).state.current).toBe(0);
  });

  it('makes the next player throw all his dice when the arena is empty (The big hit!)', () => {
    // Ann's throw matches the start die: she collects, the arena is empty, Bob must throw all.
    const g = act(start({ players: ['Ann', 'Bob', 'Cleo'] }), place, thrown(['3', '3']));
    expect(g.state).toMatchObject({ current: 1, mustThrowAll: true, arena: [] });
    expect(act(g, retire(1)).events.at(-1)).toEqual({ type: 'turnStarted', player: 2, mustThrowAll: true });
  });

  it('names the last player left the winner', () => {
    const g = act(start({ players: ['Ann', 'Bob'] }), place, thrown(['3', '5']));
    const left = act(g, retire(1));
    expect(left.events).toEqual([
      { type: 'playerRetired', player: 1, playersLeft: 1, stock: 9 },
      { type: 'gameWon', player: 0, round: 1, othersLeft: true },
    ]);
    expect(left.state).toMatchObject({ phase: 'over', winner: 0 });
    // Said as won because the others left, not by dice (helper 208: it said 'the last player with dice').
    expect(strike.announce(left.events[1]!, left.state)).toEqual([{ type: 'winner', params: { player: 'Ann', othersLeft: true } }]);
    expect(strike.announce(left.events[0]!, strike.reduce(g.state, left.events[0]!))).toEqual([{ type: 'retired', params: { player: 'Bob', playersLeft: 1 } }]);
  });

  it('is taken back by undo, even after it ended the game, until the next throw', () => {
    const g = act(start({ players: ['Ann', 'Bob'] }), place, thrown(['3', '5']));
    const left = act(g, retire(1));
    expect(strike.legalActions(left.state)).toEqual(['undo']);
    expect([undoTakesBack(left.state), retirementToUndo(left.state)]).toEqual(['retirement', 1]);
    const back = act(left, { type: 'undo' });
    expect(back.events).toEqual([{ type: 'retirementUndone', player: 1 }]);
    expect(back.state).toEqual(g.state);
    expect(strike.announce(back.events[0]!, back.state)).toEqual([
      { type: 'retirementUndone', params: { player: 'Bob' } },
      { type: 'turn', params: { player: 'Ann' } },
    ]);
    // After the next throw it stands.
    const three = act(start({ players: ['Ann', 'Bob', 'Cleo'] }), place, thrown(['3', '5']), retire(2), thrown(['3', '5', '1']));
    expect(refusalOf(() => act(three, { type: 'undo' })).code).toBe('nothing-to-undo');
    // Or a pass: undo would take the pass back with it.
    const passed = act(start({ players: ['Ann', 'Bob', 'Cleo'] }), place, thrown(['3', '5']), retire(2), { type: 'pass' });
    expect(refusalOf(() => act(passed, { type: 'undo' })).code).toBe('nothing-to-undo');
  });

  it('is refused for a seat already out, and outside the throw phase', () => {
    const g = act(start({ players: ['Ann', 'Bob', 'Cleo'] }), place, thrown(['3', '5']), retire(2));
    expect(refusalOf(() => act(g, retire(2))).code).toBe('bad-action');
    expect(refusalOf(() => act(start({ players: ['Ann', 'Bob'] }), retire(1))).code).toBe('not-now');
  });

  it('scores a retired player as eliminated in a tournament, deals him nothing later, and ends it when one is left', () => {
    const t = act(start({ players: ['Ann', 'Bob', 'Cleo'], edition: tinyEdition(2), tournament: true }), place, thrown(['3', '5']));
    // Cleo leaves with 2 still in: 2 points; then Bob leaves: Ann wins the round, Bob 1 point.
    const r1 = act(t, retire(2), retire(1));
    expect(r1.events.slice(-3)).toEqual([
      { type: 'gameWon', player: 0, round: 1, othersLeft: true },
      { type: 'roundScored', round: 1, points: [0, 1, 2], totals: [0, 1, 2] },
      { type: 'tournamentWon', players: [0], totals: [0, 1, 2], othersLeft: true },
    ]);
    // With two still in, the next round is dealt to them only, from the chart for two, and Cleo scores as first out.
    const r2 = act(t, retire(2), thrown(['3', '5', '1']));
    expect(r2.events.slice(-3)).toEqual([
      { type: 'gameWon', player: 1, round: 1 },
      { type: 'roundScored', round: 1, points: [1, 0, 2], totals: [1, 0, 2] },
      { type: 'roundStarted', round: 2, firstPlayer: 1, stocks: [2, 2, 0], setAside: 27 },
    ]);
    expect(r2.state.players.map((p) => p.eliminated)).toEqual([false, false, true]);
    expect(r2.state.roundPoints).toEqual([0, 0, 2]);
    expect(strike.checkState!(r2.state)).toBeNull();
    // Round 3 would be Cleo's to start: Ann (the next seat not retired) starts it.
    const r3 = act(r2, place, thrown(['3', '5']), thrown(['3', '5', '1']));
    expect(r3.events.at(-1)).toEqual({ type: 'roundStarted', round: 3, firstPlayer: 0, stocks: [2, 2, 0], setAside: 27 });
  });

  it('says a tournament won because the others left as such, not as won on the fewest points', () => {
    // Round 1: Cleo leaves (2 points), Bob wins it (0), Ann 1. Round 2: Cleo scores as first out (2), Bob leaves at once (1):
    // Ann wins the tournament on 1 point where Bob has 1 too, so "fewest points wins" would be false.
    const t = act(start({ players: ['Ann', 'Bob', 'Cleo'], edition: tinyEdition(2), tournament: true }), place, thrown(['3', '5']));
    const r1 = act(t, retire(2), thrown(['3', '5', '1']));
    expect(r1.state).toMatchObject({ round: 2, phase: 'startDie' });
    const won = act(r1, place, retire(1));
    const last = won.events.at(-1)!;
    expect(last).toEqual({ type: 'tournamentWon', players: [0], totals: [1, 1, 4], othersLeft: true });
    const [said] = strike.announce(last, won.state);
    expect(said).toEqual({ type: 'tournamentWinner', params: { players: ['Ann'], total: 1, othersLeft: true } });
    expect(en.tournamentWinner(said!.params)).toBe('Ann wins the tournament with 1 point: every other player has left the game.');
    expect(fr.tournamentWinner(said!.params)).toBe('Ann remporte le tournoi avec 1\u00a0point\u00a0: tous les autres joueurs ont quitté la partie.');
  });

  it('asks no start die of a player who left, where each player places one (a tournament round after he left)', () => {
    const t = act(start({ players: ['Ann', 'Bob', 'Cleo'], edition: tinyEdition(2, { startDie: 'onePerPlayer' }), tournament: true }),
      { type: 'placeStartDie', face: '1' }, { type: 'placeStartDie', face: '2' }, { type: 'placeStartDie', face: '3' }, thrown(['1', '2', '3', '4']));
    // Ann threw her last die with no match: she is out. Cleo leaves: Bob wins round 1; round 2 is dealt to Ann and Bob.
    const r2 = act(t, retire(2));
    expect(r2.events.slice(-2)).toEqual([
      { type: 'roundScored', round: 1, points: [2, 0, 1], totals: [2, 0, 1] },
      { type: 'roundStarted', round: 2, firstPlayer: 1, stocks: [2, 2, 0], setAside: 27 },
    ]);
    const placed = act(r2, { type: 'placeStartDie', face: '1' }, { type: 'placeStartDie', face: '2' });
    // Bob's and Ann's start dice are in: Bob throws, nobody waits for Cleo's.
    expect(placed.events.at(-1)).toEqual({ type: 'turnStarted', player: 1, mustThrowAll: false });
    expect(placed.state.players.map((p) => p.stock)).toEqual([1, 1, 0]);
  });
});

describe('retireRefusal: why a player cannot leave now (the review says it: src/review/gameReview.ts LeavingRefusal)', () => {
  it('names the start die not yet in, a player already out, the game over, and takes a player still in between throws', () => {
    const g = start({ players: ['Ann', 'Bob', 'Cleo'] });
    expect(retireRefusal(g.state, 1)).toBe('startDie');
    const placed = act(g, place);
    // Seats 3 and -1 name nobody (the review's leaving said before the players were set up again, fewer).
    expect([0, 1, 2, 3, -1, 1.5].map((seat) => retireRefusal(placed.state, seat))).toEqual([null, null, null, 'noSeat', 'noSeat', 'noSeat']);
    const bobLeft = act(placed, retire(1));
    expect([retireRefusal(bobLeft.state, 1), retireRefusal(bobLeft.state, 0)]).toEqual(['out', null]);
    expect(retireRefusal(act(bobLeft, retire(0)).state, 2)).toBe('over');
  });

  it('names a re-rolled die still to be put back (strike-en.txt, By the way!), and takes the player once it is in', () => {
    // Ann throws 1 die leaning on another: it is re-rolled outside the arena, then put back.
    const leaning = act(start({ players: ['Ann', 'Bob', 'Cleo'] }), place, thrown(['5'], 0, 1));
    expect(leaning.state.phase).toBe('reroll');
    expect([retireRefusal(leaning.state, 1), retireRefusal(leaning.state, 0)]).toEqual(['reroll', 'reroll']);
    const putBack = act(leaning, { type: 'placeRerolledDie', face: '2' });
    expect(putBack.state.phase).toBe('throw');
    expect(retireRefusal(putBack.state, 1)).toBeNull();
  });
});
