import { describe, expect, it } from 'vitest';
import { diceGame } from '../rules/dice-game/index.ts';
import { hpStrike } from '../rules/hp-strike/index.ts';
import { strike } from '../rules/strike/index.ts';
import { tinyEdition } from '../rules/strike/test-helpers.ts';
import { GameSession } from './gameSession.ts';
import { renderAnnouncement } from './render.ts';

describe('the referee when a player leaves mid-game (common/retire.ts, our reading)', () => {
  it('says who retires (then whose turn it is when it was his), in English and French; Undo says he is back and whose turn it is', () => {
    const { session } = GameSession.start(strike, { players: ['Ann', 'Bob', 'Cleo'] });
    session.act({ type: 'placeStartDie', face: '3' });
    session.act({ type: 'throw', arena: ['3', '5'], out: 0 });
    // Cleo leaves on Ann's turn: Ann plays on, nothing else to say.
    const cleo = session.act({ type: 'retirePlayer', seat: 2 });
    expect(cleo.announcements.map((a) => renderAnnouncement('strike', a, 'en'))).toEqual(['Cleo retires from the game.']);
    expect(cleo.announcements.map((a) => renderAnnouncement('strike', a, 'fr'))).toEqual(['Cleo se retire de la partie.']);
    const back = session.act({ type: 'undo' });
    expect(back.announcements.map((a) => renderAnnouncement('strike', a, 'en'))).toEqual(['Undone: Cleo is back in the game.', "Ann's turn."]);
    expect(back.announcements.map((a) => renderAnnouncement('strike', a, 'fr'))).toEqual(['Annulé\u00a0: Cleo revient dans la partie.', 'À Ann de jouer.']);
    // Ann leaves on her own turn: Bob's turn (said by the turn that starts).
    const ann = session.act({ type: 'retirePlayer', seat: 0 });
    expect(ann.announcements.map((a) => renderAnnouncement('strike', a, 'en'))).toEqual(['Ann retires from the game.', "Bob's turn."]);
  });

  it("says the last player left won because the others left, not as the last player with dice (helper 208)", () => {
    const { session } = GameSession.start(strike, { players: ['Ann', 'Bob'] });
    session.act({ type: 'placeStartDie', face: '3' });
    session.act({ type: 'throw', arena: ['3', '5'], out: 0 });
    const bob = session.act({ type: 'retirePlayer', seat: 1 });
    expect(bob.announcements.map((a) => renderAnnouncement('strike', a, 'en'))).toEqual(['Bob retires from the game.', 'Ann wins: every other player has left the game!']);
    expect(bob.announcements.map((a) => renderAnnouncement('strike', a, 'fr'))).toEqual(['Bob se retire de la partie.', 'Ann gagne\u00a0: tous les autres joueurs ont quitté la partie\u00a0!']);
  });

  it('says once why a tournament ends when every other player has left: on the tournament line, not on the round line too (h225)', () => {
    const { session } = GameSession.start(strike, { players: ['Ann', 'Bob', 'Cleo'], tournament: true });
    session.act({ type: 'placeStartDie', face: '3' });
    session.act({ type: 'throw', arena: ['3', '5'], out: 0 });
    session.act({ type: 'retirePlayer', seat: 2 });
    const bob = session.act({ type: 'retirePlayer', seat: 1 });
    expect(bob.announcements.map((a) => renderAnnouncement('strike', a, 'en'))).toEqual([
      'Bob retires from the game.',
      'Ann wins round 1!',
      'Scores after round 1: Ann +0 (0), Bob +1 (1), Cleo +2 (2).',
      'Ann wins the tournament with 0 points: every other player has left the game.',
    ]);
    expect(bob.announcements.map((a) => renderAnnouncement('strike', a, 'fr'))).toEqual([
      'Bob se retire de la partie.',
      'Ann gagne la manche 1\u00a0!',
      'Points après la manche 1\u00a0: Ann +0 (0), Bob +1 (1), Cleo +2 (2).',
      'Ann remporte le tournoi avec 0\u00a0point\u00a0: tous les autres joueurs ont quitté la partie.',
    ]);
    // HP Strike's tournament alike.
    const hp = GameSession.start(hpStrike, { players: ['Harry', 'Ron', 'Hermione'], tournament: true }).session;
    hp.act({ type: 'placeStartDie', face: '5' });
    hp.act({ type: 'throw', arena: ['5', '3'], out: 0 });
    hp.act({ type: 'retirePlayer', seat: 2 });
    const ron = hp.act({ type: 'retirePlayer', seat: 1 });
    expect(ron.announcements.map((a) => renderAnnouncement('hp-strike', a, 'en')).slice(1, 2)).toEqual(['Harry wins game 1!']);
    expect(ron.announcements.map((a) => renderAnnouncement('hp-strike', a, 'fr')).slice(1, 2)).toEqual(['Harry gagne la partie 1\u00a0!']);
    expect(ron.announcements.at(-1)?.params).toMatchObject({ othersLeft: true });
  });

  it('says the last player won because every other player is out or has left, not that they all left, when one was knocked out by dice (h232)', () => {
    for (const tournament of [false, true]) {
      const { session } = GameSession.start(strike, { players: ['Ann', 'Bob', 'Cleo'], edition: tinyEdition(1), tournament });
      session.act({ type: 'placeStartDie', face: '3' });
      // Ann's one die matches the start die: she collects both and is out, by dice.
      expect(session.act({ type: 'throw', arena: ['3', '5'], out: 0 }).announcements.map((a) => renderAnnouncement('strike', a, 'en'))[0]).toBe('Ann has no dice left and is out (2 players left).');
      const bob = session.act({ type: 'retirePlayer', seat: 1 }).announcements;
      const round = tournament ? ' round 1' : '';
      expect(bob.map((a) => renderAnnouncement('strike', a, 'en')).slice(0, 2)).toEqual(['Bob retires from the game.', `Cleo wins${round}: every other player is out or has left the game!`]);
      expect(bob.map((a) => renderAnnouncement('strike', a, 'fr'))[1]).toBe(`Cleo gagne${tournament ? ' la manche 1' : ''}\u00a0: tous les autres joueurs sont éliminés ou ont quitté la partie\u00a0!`);
    }
    // HP Strike words it alike (common/announce.ts): Hermione stunned by dice, Ron the last to leave.
    const hp = GameSession.start(hpStrike, { players: ['Harry', 'Ron', 'Hermione'] }).session;
    hp.act({ type: 'placeStartDie', face: '5' });
    hp.act({ type: 'throw', arena: ['5', '3'], out: 0 });
    const ron = hp.act({ type: 'retirePlayer', seat: 1 });
    const stunned = { ...hp.state, players: hp.state.players.map((p, seat) => (seat === 2 ? { ...p, eliminated: true, retired: false, stock: 0 } : p)) };
    const won = hpStrike.announce({ type: 'gameWon', player: 0, round: 1, othersLeft: true }, stunned);
    expect(won.map((a) => renderAnnouncement('hp-strike', a, 'en'))).toEqual(['Harry is the champion: every other wizard is out or has left the game!']);
    expect(won.map((a) => renderAnnouncement('hp-strike', a, 'fr'))).toEqual(['Harry remporte la victoire\u00a0: tous les autres sorciers sont éliminés ou ont quitté la partie\u00a0!']);
    expect(ron.rejected).toBeUndefined();
  });

  it('words it alike in HP Strike', () => {
    const { session } = GameSession.start(hpStrike, { players: ['Harry', 'Ron'] });
    session.act({ type: 'placeStartDie', face: '5' });
    session.act({ type: 'throw', arena: ['5', '3'], out: 0 });
    const ron = session.act({ type: 'retirePlayer', seat: 1 });
    // Won because the other wizard left, not by dice (helper 208: it said 'the last wizard with dice').
    expect(ron.announcements.map((a) => renderAnnouncement('hp-strike', a, 'en'))).toEqual(['Ron retires from the game.', 'Harry is the champion: every other wizard has left the game!']);
    expect(ron.announcements.map((a) => renderAnnouncement('hp-strike', a, 'fr'))).toEqual(['Ron se retire de la partie.', 'Harry remporte la victoire\u00a0: tous les autres sorciers ont quitté la partie\u00a0!']);
  });

  it('says it in the dice game too: who retires, whose turn goes on or starts', () => {
    const { session } = GameSession.start(diceGame, { players: ['Ann', 'Bob', 'Cleo'] });
    session.act({ type: 'roll', faces: ['1', '2', '3', '3', '4', '6'] });
    const cleo = session.act({ type: 'retirePlayer', seat: 2 });
    expect(cleo.announcements.map((a) => renderAnnouncement('dice-game', a, 'en'))).toEqual(['Cleo retires from the game.', "Ann's turn goes on."]);
    expect(cleo.announcements.map((a) => renderAnnouncement('dice-game', a, 'fr'))).toEqual(['Cleo se retire de la partie.', "Le tour d'Ann continue."]);
    const back = session.act({ type: 'undo' });
    expect(back.announcements.map((a) => renderAnnouncement('dice-game', a, 'fr'))).toEqual(['Annulé\u00a0: Cleo revient dans la partie.', "Le tour d'Ann continue."]);
    const ann = session.act({ type: 'retirePlayer', seat: 0 });
    expect(ann.announcements.map((a) => renderAnnouncement('dice-game', a, 'en'))).toEqual(['Ann retires from the game.', "Bob's turn (0 points)."]);
  });
  it("says whose turn it is, with their points, when one leaves after his turn ended (he banked or scored nothing), not that it goes on (h225)", () => {
    const { session } = GameSession.start(diceGame, { players: ['Ann', 'Bob', 'Cleo'] });
    session.act({ type: 'roll', faces: ['6', '5', '4', '3', '2', '1'] });
    session.act({ type: 'keep', faces: ['6', '5', '4', '3', '2', '1'] });
    session.act({ type: 'bank' });
    session.act({ type: 'roll', faces: ['2', '3', '4', '6', '6', '2'] }); // Bob: no score, Cleo's turn
    session.act({ type: 'roll', faces: ['2', '3', '4', '6', '6', '2'] }); // Cleo: no score, Ann's turn
    // Cleo, whose roll was the last, leaves: Ann's turn had started, nothing rolled in it yet.
    const cleo = session.act({ type: 'retirePlayer', seat: 2 });
    expect(cleo.announcements.map((a) => renderAnnouncement('dice-game', a, 'en'))).toEqual(['Cleo retires from the game.', "Ann's turn (1100 points)."]);
    expect(cleo.announcements.map((a) => renderAnnouncement('dice-game', a, 'fr'))).toEqual(['Cleo se retire de la partie.', "Au tour d'Ann (1100\u00a0points)."]);
    const back = session.act({ type: 'undo' });
    expect(back.announcements.map((a) => renderAnnouncement('dice-game', a, 'en'))).toEqual(['Undone: Cleo is back in the game.', "Ann's turn (1100 points)."]);
    // Once Ann has rolled, her turn goes on.
    session.act({ type: 'roll', faces: ['1', '2', '3', '3', '4', '6'] });
    expect(session.act({ type: 'retirePlayer', seat: 2 }).announcements.map((a) => renderAnnouncement('dice-game', a, 'en'))).toEqual(['Cleo retires from the game.', "Ann's turn goes on."]);
  });
});
