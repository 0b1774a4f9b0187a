import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { DiceGamePanel } from './DiceGamePanel.tsx';

/** Dice with ids `first`, `first + 1`… at columns 1, 2… (40 px apart) showing the faces of `digits`. */
function dice(first: number, digits: string): SnapshotDie[] {
  return [...digits].map((face, i) => ({ id: first + i, box: [(i + 1) * 40, 100, (i + 1) * 40 + 20, 120], face: face as Face, confidence: 0.95, inArena: true }));
}
let clock = 0;
const snap = (...all: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice: all });
const noop = () => undefined;

/** The panel's markup and its asked-die buttons' labels. */
function panel(live: LiveDiceGameReferee): { html: string; buttons: string[] } {
  const html = renderToStaticMarkup(createElement(DiceGamePanel, {
    live, language: 'en', log: [], onBank: noop, onUndo: noop, onConfirm: noop, onAccept: noop, onNewGame: noop, onPickDie: noop,
  }));
  return { html, buttons: [...html.matchAll(/data-testid="asked-die">([^<]*)<\/button>/g)].map((m) => m[1]!) };
}

describe('DiceGamePanel', () => {
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
    expect(shown.html).toContain('Ann must roll 5 dice, but 4 are in the arena.');
    expect(shown.buttons).toEqual(['Die 1: 4']);
  });
});
