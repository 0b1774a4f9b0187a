import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diceTableRows } from './DiceTable.tsx';
import { AskedDice, askedDieNumbers, readFaces } from './GamePanel.tsx';

describe('AskedDice', () => {
  it('lists the dice a question asks about as buttons, with the answers given so far', () => {
    const html = renderToStaticMarkup(createElement(AskedDice, { dieIds: [3, 7], answers: new Map([[7, '4']]), onPickDie: () => undefined }));
    const buttons = [...html.matchAll(/<button type="button" class="secondary" data-testid="asked-die">([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['Die 1: ?', 'Die 2: 4']);
  });

  it('numbers the dice as the dice table lists them', () => {
    const reading = {
      width: 640, height: 480, arena: null,
      dice: [
        { box: [10, 10, 30, 30], face: '1', confidence: 0.9, inArena: true },
        { box: [100, 10, 120, 30], face: '2', confidence: 0.9, inArena: true },
        { box: [200, 10, 220, 30], face: null, confidence: 0.5, inArena: true },
      ],
    } as const;
    // Tracked boxes a little off the reading's (smoothed): each centre still lies in its row's box.
    const rows = diceTableRows(reading as never, [{ id: 7, box: [202, 12, 222, 32] }, { id: 3, box: [11, 9, 31, 29] }, { id: 9, box: [400, 400, 420, 420] }]);
    expect(rows).toEqual(new Map([[7, 3], [3, 1]]));
    expect(diceTableRows(null, [{ id: 7, box: [202, 12, 222, 32] }])).toEqual(new Map());
    const html = renderToStaticMarkup(createElement(AskedDice, { dieIds: [7, 3, 9], answers: new Map(), rows, onPickDie: () => undefined }));
    const buttons = [...html.matchAll(/data-testid="asked-die">([^<]*)<\/button>/g)].map((m) => m[1]);
    // Die 9 is in no row (not in the last reading): all are numbered by their place in the question.
    expect(buttons).toEqual(['Die 1: ?', 'Die 2: ?', 'Die 3: ?']);
    expect(askedDieNumbers([7, 3], rows)).toEqual([3, 1]);
    // Listed in the table's order, not the question's (helper 132: "Die 2, Die 1, Die 3"); "leaning" in the page's words.
    const both = renderToStaticMarkup(createElement(AskedDice, { dieIds: [7, 3], answers: new Map([[7, 'leaning']]), rows, onPickDie: () => undefined }));
    expect([...both.matchAll(/data-testid="asked-die">([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['Die 1: ?', 'Die 3: leaning']);
    // Dice taken out of view (set aside): none is in the table, so none gets a number that names a die of it.
    expect(askedDieNumbers([20, 21], rows)).toEqual([null, null]);
    const out = renderToStaticMarkup(createElement(AskedDice, { dieIds: [20, 21], answers: new Map([[20, '6'], [21, '1']]), rows, onPickDie: () => undefined }));
    expect([...out.matchAll(/data-testid="asked-die">([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['Taken out: 6', 'Taken out: 1']);
  });

  it('shows the face read unsurely with "?" until the die is answered, since confirming keeps it', () => {
    const read = readFaces([{ id: 3, face: '4' }, { id: 7, face: null }, { id: 9, face: 'X' }]);
    const html = renderToStaticMarkup(createElement(AskedDice, { dieIds: [3, 7, 9], answers: new Map([[9, '2']]), read, onPickDie: () => undefined }));
    expect([...html.matchAll(/data-testid="asked-die">([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['Die 1: 4?', 'Die 2: ?', 'Die 3: 2']);
    expect([...html.matchAll(/title="([^"]*)"/g)].map((m) => m[1])).toEqual(['Read as 4, unsure: Confirm keeps 4; click to set another face']);
  });
});
