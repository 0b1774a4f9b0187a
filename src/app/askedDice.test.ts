import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AskedDice } from './GamePanel.tsx';

describe('AskedDice', () => {
  it('lists the dice a question asks about as buttons, with the answers given so far', () => {
    const html = renderToStaticMarkup(createElement(AskedDice, { dieIds: [3, 7], answers: new Map([[7, '4']]), onPickDie: () => undefined }));
    const buttons = [...html.matchAll(/<button type="button" class="secondary" data-testid="asked-die">([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['Die 1: ?', 'Die 2: 4']);
  });
});
