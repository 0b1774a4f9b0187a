import { describe, expect, it } from 'vitest';
import { en, fr } from '../../referee/messages/dicestorm.ts';
import { dicestorm } from './index.ts';
import { TestGame, w } from './testkit.ts';

describe('announcements (data) and their English and French texts', () => {
  it('the rulebook battle, announced and rendered', () => {
    const g = new TestGame({ players: ['Gollum', 'Frodo'], rules: { startingDice: { '2': 7 } } });
    const say = (events: ReturnType<TestGame['act']>) =>
      events.flatMap((e) => dicestorm.announce(e, g.state)).map((a) => [a, en[a.type]!(a.params), fr[a.type]!(a.params)]);
    expect(say(g.act({ type: 'rollBattle', attackerDice: w(6, 5, 4, 4, 2, 1, 3), defenderDice: w(6, 6, 5, 3, 2, 1, 1) }))).toEqual([[
      { type: 'battleRolled', params: { attacker: 'Gollum', defender: 'Frodo', attackerHits: 2, defenderHits: 3 } },
      'Gollum scores 2 hits, Frodo scores 3 hits.',
      'Gollum marque 2\u00a0touches, Frodo marque 3\u00a0touches.',
    ]]);
    g.act({ type: 'allocateHits', by: 0, dice: [5, 6] });
    const [allocated, resolved] = say(g.act({ type: 'allocateHits', by: 1, dice: [4, 5] }));
    expect(allocated!.slice(1)).toEqual(["Frodo removes Gollum's dice showing 2 and 1.", 'Frodo retire les dés de Gollum montrant 2 et 1.']);
    expect(resolved).toEqual([
      { type: 'battleResolved', params: { attacker: 'Gollum', defender: 'Frodo', attackerLost: 2, defenderLost: 2, attackerLeft: 5, defenderLeft: 5 } },
      'Gollum loses 2 warriors (5 left), Frodo loses 2 warriors (5 left).',
      'Gollum perd 2\u00a0guerriers (reste 5), Frodo perd 2\u00a0guerriers (reste 5).',
    ]);
    const drawn = g.act({ type: 'drawTide', card: 'Ambush', cost: 1 });
    expect(dicestorm.announce(drawn[0]!, g.state).map((a) => [en[a.type]!(a.params), fr[a.type]!(a.params)])).toEqual([[
      'Gollum draws Ambush, cost 1 die: pay or pass to the right.',
      'Gollum pioche Ambush, coût 1 dé : payez ou passez à droite.',
    ]]);
  });

  it("says in French a clan out of warriors without the words of a player going home (« quitte la partie »)", () => {
    expect(fr.clanEliminated!({ player: 'Frodo' })).toBe("Frodo n'a plus de guerriers et sort du jeu.");
  });

  it('has a text in both languages for every message, and the same set of messages', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(en.gameWon!({ player: 'Ann' })).toBe('Ann wins: the last clan standing!');
    expect(fr.gameDrawn!({ players: ['Ann', 'Bob'] })).toBe('Les dernières armées sont tombées ensemble : Ann et Bob se partagent la partie.');
    expect(en.warriorsAdded!({ player: 'Ann', kind: 'red', count: 2, requested: 3 })).toBe('Ann adds 2 red dice (3 called for; the rest are not available).');
    expect(fr.warriorsAdded!({ player: 'Ann', kind: 'red', count: 2, requested: 2 })).toBe('Ann ajoute 2 dés rouges.');
    expect(en.tidePlayed!({ player: 'Ann', card: 'Banner', unknownEffect: true })).toBe('Ann plays Banner. Apply its effect by hand.');
  });
});
