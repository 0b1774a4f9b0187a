import { describe, expect, it } from 'vitest';
import { hpStrike } from './index.ts';
import { ACCIO, CONFUNDO, act, diceAccounted, start, thrown } from './test-helpers.ts';

/** Harry, Ron and Hermione, start die Confundo; Harry threw Accio: his turn goes on. */
const g = act(start({ players: ['Harry', 'Ron', 'Hermione'] }), { type: 'placeStartDie', face: CONFUNDO }, thrown([CONFUNDO, ACCIO]));
const retire = (seat: number) => ({ type: 'retirePlayer', seat }) as const;

describe('a wizard leaves mid-game (common/retire.ts: our reading, no rulebook has it)', () => {
  it('takes his dice out of play, leaves the arena as it is and passes his turn on in play order', () => {
    const stock = g.state.players[0]!.stock;
    const left = act(g, retire(0));
    expect(left.events).toEqual([
      { type: 'playerRetired', player: 0, playersLeft: 2, stock },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(left.state.arena).toEqual([CONFUNDO, ACCIO]);
    expect(left.state.players[0]).toMatchObject({ stock: 0, eliminated: true, retired: true });
    expect(diceAccounted(left.state)).toBe(26);
    expect(hpStrike.checkState!(left.state)).toBeNull();
    // After Confundo the turn goes counterclockwise: to Hermione.
    expect(hpStrike.apply({ ...g.state, clockwise: false }, retire(0)).at(-1)).toEqual({ type: 'turnStarted', player: 2, mustThrowAll: false });
  });

  it('names the last wizard left the winner, and undo takes it all back', () => {
    const left = act(g, retire(1), retire(2));
    expect(left.events).toEqual([
      { type: 'playerRetired', player: 2, playersLeft: 1, stock: g.state.players[2]!.stock },
      { type: 'gameWon', player: 0, round: 1, othersLeft: true },
    ]);
    const once = act(left, { type: 'undo' });
    expect(once.events).toEqual([{ type: 'retirementUndone', player: 2 }]);
    expect(hpStrike.announce(once.events[0]!, once.state)).toEqual([
      { type: 'retirementUndone', params: { player: 'Hermione' } },
      { type: 'turn', params: { player: 'Harry' } },
    ]);
    expect(act(once, { type: 'undo' }).state).toEqual(g.state);
  });

  it("says another wizard's leaving alone: whose turn it is does not change, so it is not said again (as Strike's)", () => {
    const left = act(g, retire(1));
    expect(left.events).toEqual([{ type: 'playerRetired', player: 1, playersLeft: 2, stock: g.state.players[1]!.stock }]);
    expect(hpStrike.announce(left.events[0]!, left.state)).toEqual([{ type: 'retired', params: { player: 'Ron', playersLeft: 2 } }]);
  });
});
