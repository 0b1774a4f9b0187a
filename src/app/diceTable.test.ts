import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArenaReading } from '../core/types.ts';
import { DiceTable } from './DiceTable.tsx';
import { UiTextContext } from './i18n/language.ts';
import { uiText } from './i18n/uiText.ts';

const READING: ArenaReading = { width: 640, height: 480, dice: [{ box: [10, 10, 30, 30], face: '3', confidence: 0.9, inArena: true }] };

/** The caption over the dice table while something moves, in `language`, or `null` when none. */
function movingCaption(language: 'en' | 'fr', moving: boolean): string | null {
  const html = renderToStaticMarkup(createElement(UiTextContext, { value: uiText(language) }, createElement(DiceTable, { reading: READING, moving })));
  const caption = /data-testid="dice-moving">([^<]*)</.exec(html)?.[1];
  return caption === undefined ? null : caption.replaceAll('&#x27;', "'");
}

describe('DiceTable', () => {
  it('says plainly, while something moves, that the table shows the dice of the last still picture (helper 185: "Something moves: the dice of the last still picture.")', () => {
    expect(movingCaption('en', true)).toBe('Something is moving in the picture: this table shows the dice as they lay in the last still picture.');
    expect(movingCaption('fr', true)).toBe("Quelque chose bouge dans l'image : ce tableau montre les dés tels qu'ils étaient sur la dernière image immobile.");
    expect(movingCaption('en', false)).toBeNull();
  });
});
