import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { DiceGamePanel } from './DiceGamePanel.tsx';
import { RetireConfirm } from './GamePanel.tsx';
import { UiTextContext } from './i18n/language.ts';
import { UI_TEXT } from './i18n/uiText.ts';

/** Dice with ids `first`, `first + 1`… at columns 1, 2… (40 px apart) showing the faces of `digits`. */
function dice(first: number, digits: string): SnapshotDie[] {
  return [...digits].map((face, i) => ({ id: first + i, box: [(i + 1) * 40, 100, (i + 1) * 40 + 20, 120], face: face as Face, confidence: 0.95, inArena: true }));
}
/** `all` moved `dx` pixels right (dice rolled to new places, or nudged). */
const movedRight = (all: SnapshotDie[], dx: number): SnapshotDie[] => all.map((die) => ({ ...die, box: [die.box[0] + dx, die.box[1], die.box[2] + dx, die.box[3]] }));
let clock = 0;
const snap = (...all: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice: all });
const noop = () => undefined;

/** The panel's markup, its asked-die buttons' labels and its kept-choice buttons' labels. */
function panel(live: LiveDiceGameReferee): { html: string; buttons: string[]; choices: string[] } {
  const html = renderToStaticMarkup(createElement(DiceGamePanel, {
    live, language: 'en', log: [], onBank: noop, onUndo: noop, onConfirm: noop, onAccept: noop, onChooseKept: noop, onRuleAsRoll: noop, onRetire: noop, onNewGame: noop, onPickDie: noop,
  }));
  const labels = (testId: string) => [...html.matchAll(new RegExp(`data-testid="${testId}">([^<]*)</button>`, 'g'))].map((m) => m[1]!);
  return { html, buttons: labels('asked-die'), choices: labels('kept-choice') };
}

describe('DiceGamePanel', () => {
  it('says what the roll waiting for dice to be set aside is worth at most (the rules\' best keep)', () => {
    const rolled = (digits: string) => {
      const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
      live.onSnapshot(snap());
      live.onSnapshot(snap(...dice(1, digits)));
      return panel(live).html;
    };
    // At most 150: under the 400 of a first bank, so no bank can follow (helper 123).
    expect(rolled('152344')).toContain('rolled 1 5 2 3 4 4 (worth up to 150): set aside scoring dice, then roll again');
    // Three 4s, a 1 and a 5: 400 + 100 + 50, enough to bank.
    expect(rolled('444125')).toContain('rolled 4 4 4 1 2 5 (worth up to 550): set aside scoring dice, then roll or bank');
    // The minimums a bank needs are said from the start, not learnt from a refused bank (helper 160).
    expect(rolled('444125')).toContain('data-testid="bank-minimums">A turn banks 400 points or more for a player&#x27;s first score, 300 after.</p>');
  });

  it('in a final turn says the score to beat and the points it needs, not the minimums that do not hold there', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'], targetScore: 500 });
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(1, '444125')));
    live.bank(); // Ann banks the roll's best, 550: past 500, Bob gets a final turn
    expect(live.state.scores).toEqual([550, 0]);
    expect(live.state.turn.finalTurn).toBe(true);
    const html = panel(live).html;
    // Said once, with whose score it is (helper 234: the turn's line said "final turns: Ann reached 500 (550)" above it).
    expect(html).toContain('data-testid="bank-minimums">Final turn: the score to beat is Ann&#x27;s 550 points. It banks once the total goes past them, with 551 points or more this turn.</p>');
    expect(html).toMatch(/data-testid="turn">This turn: <strong data-testid="turn-points">0<\/strong>\u00a0pts · roll 6 dice<\/p>/);
    expect(html).not.toContain('final turns');
    expect(html).not.toContain('A turn banks 400 points or more');
  });

  it('offers the die taken out after a keep that does not score as read, to correct it, also with a roll of too few dice', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap());
    const roll = dice(1, '142366'); // die 2: a 5 read as 4
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    live.onSnapshot(snap(...roll.slice(2)));
    let shown = panel(live);
    expect(shown.buttons).toEqual(['Die 1: 4']);
    expect(shown.html).toContain('4 does not score with the dice set aside');
    // Four dice rolled where five are due: only the die taken out is offered, not the four rolled.
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(10, '2345')));
    shown = panel(live);
    expect(shown.html).toContain('Ann must roll 5 dice, but 4 are in the arena (2 3 4 5).');
    expect(shown.buttons).toEqual(['Die 1: 4']);
  });

  it('asks about the doubtful dice of a roll showing the face read unsurely, which Confirm keeps, and "?" for an unreadable one', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap());
    const roll = dice(1, '123456');
    roll[1] = { ...roll[1]!, confidence: 0.54 };
    roll[3] = { ...roll[3]!, face: null, confidence: 0.3 };
    // A face plain dice lack (a Strike X read on a d6) is no face read: Confirm would not keep it.
    roll[5] = { ...roll[5]!, face: 'X', confidence: 0.95 };
    live.onSnapshot(snap(...roll));
    const shown = panel(live);
    expect(shown.html).toContain('Check these dice');
    expect(shown.buttons).toEqual(['Die 1: 2?', 'Die 2: ?', 'Die 3: ?']);
  });

  it('offers the choices of dice set aside when dice were set aside and the others rolled at once', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(1, '115234')));
    live.onSnapshot(snap(...movedRight(dice(10, '6635'), 300)));
    const shown = panel(live);
    expect(shown.html).toContain('Ann set aside dice and rolled 4 dice at once. Which dice did Ann set aside: 1 1 or 1 5?');
    expect(shown.choices).toEqual(['1 1 set aside', '1 5 set aside']);
    expect(shown.buttons).toEqual([]);
    expect(shown.html).not.toContain('data-testid="rule-as-roll"');
  });

  it('offers to rule the dice found lying at the first look as the roll', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(...dice(1, '155236')));
    const shown = panel(live);
    expect(shown.html).toContain('The 6 dice were in the arena when the referee first looked, so it did not see them rolled. If they are Ann&#x27;s roll, say so');
    expect(shown.html).toContain('title="Keyboard: R" data-testid="rule-as-roll">They are the roll: rule it<span class="key-hint"> (R)</span></button>');
    expect(shown.html).not.toContain('data-testid="rule-as-rolled"');
    // Eight dice (the still demo arena) cannot be a roll of six: no such offer (helper 123).
    const eight = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }).live;
    eight.onSnapshot(snap(...dice(1, '15523614')));
    const refused = panel(eight);
    expect(refused.html).toContain('Ann must roll 6 dice, but 8 are in the arena: roll all 6 dice.');
    expect(refused.html).not.toContain('data-testid="rule-as-roll"');
  });

  it('offers to rule dice set aside and the others rolled when the roll seems to have changed', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(1, '652112')));
    // Four dice a little off where four of the roll lay, with other faces.
    live.onSnapshot(snap(...movedRight(dice(1, '1355'), 15)));
    const shown = panel(live);
    expect(shown.html).toContain('The dice of Ann&#x27;s roll changed before any was set aside');
    expect(shown.html).toContain('title="Keyboard: R" data-testid="rule-as-rolled">Dice were set aside and these rolled: rule it<span class="key-hint"> (R)</span></button>');
    expect(shown.html).not.toContain('data-testid="rule-as-roll"');
    // Six dice with other faces, not all scoring: no keep leaves them to roll, so it is not offered.
    live.onSnapshot(snap(...movedRight(dice(1, '346234'), 15)));
    const six = panel(live);
    expect(six.html).toContain('The dice of Ann&#x27;s roll changed before any was set aside');
    expect(six.html).not.toContain('data-testid="rule-as-rolled"');
  });

  it('offers Leaves on the row of each player still in, and marks one who left out, his score kept (apply.ts retire)', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob', 'Cleo'] });
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(1, '444125')));
    expect([...panel(live).html.matchAll(/data-testid="retire">Leaves</g)]).toHaveLength(3);
    const step = live.retire(0);
    expect(step.events.map((e) => e.type)).toEqual(['playerRetired', 'turnStarted']);
    const { html } = panel(live);
    expect(html).toMatch(/<li class=""><span>Ann<\/span><span data-testid="score">0 pts<\/span><span>left<\/span><\/li>/);
    expect([...html.matchAll(/data-testid="retire">Leaves</g)]).toHaveLength(2);
    expect(html).toContain('<h2 tabindex="-1" data-focus-home="true">Bob&#x27;s turn</h2>');
    // Undo takes it back, and says whom it brings back: Ann's roll waits for dice to be set aside again.
    expect(live.canUndo).toBe(true);
    expect(live.undoTakesBack).toBe('retirement');
    expect(html).toMatch(/title="Brings Ann back into the game, as it was before they left. Keyboard: U">Undo Ann leaving<span class="key-hint">/);
    live.undo();
    expect(live.state.retired).toEqual([false, false, false]);
    expect(live.state.turn).toMatchObject({ player: 0, phase: 'rolled' });
  });

  it('asks to confirm a player leaving in the dice game\'s own terms: score kept but cannot win, the turn\'s points lost (apply.ts retire), not Strike\'s dice leaving play', () => {
    const confirm = (language: 'en' | 'fr') => renderToStaticMarkup(createElement(UiTextContext.Provider, { value: UI_TEXT[language] },
      createElement(RetireConfirm, { name: 'Cleo', game: 'dice-game', onYes: noop, onNo: noop })));
    expect(confirm('en')).toContain('aria-label="Cleo leaves the game (goes home): their score stays on the board, but they cannot win"');
    expect(confirm('en')).toContain('<p>Cleo leaves the game? Their score stays on the board, but they can no longer win; if it is their turn, its points are lost, unbanked, and the next player plays. The last player left wins. Undo (U) brings them back.</p>');
    expect(confirm('fr')).toContain('<p>Cleo quitte la partie\u00a0? Son score reste au tableau, mais Cleo ne peut plus gagner\u00a0; si c&#x27;est son tour, les points du tour sont perdus, non marqués, et le joueur suivant joue.');
    // « rentre chez soi » cannot follow a named player (chez elle / chez lui): « à la maison » fits any.
    expect(confirm('fr')).toContain('aria-label="Cleo quitte la partie (rentre à la maison)\u00a0: son score reste au tableau, mais Cleo ne peut plus gagner"');
    expect(confirm('en')).not.toContain('dice leave play');
    // The button on a row says the same.
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob', 'Cleo'] });
    live.onSnapshot(snap());
    expect(panel(live).html).toContain('title="Cleo leaves the game (goes home): their score stays on the board, but they cannot win" data-testid="retire">Leaves</button>');
  });
});
