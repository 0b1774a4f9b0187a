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

  it('says, before any still picture was read, whether it waits for one to lie still or is reading (helper 248: a camera that never settled said "Reading…" for ever)', () => {
    const waiting = (language: 'en' | 'fr', moving: boolean) => {
      const html = renderToStaticMarkup(createElement(UiTextContext, { value: uiText(language) }, createElement(DiceTable, { reading: null, moving })));
      return /data-testid="dice-waiting">([^<]*)</.exec(html)?.[1]?.replaceAll('&#x27;', "'");
    };
    expect(waiting('en', true)).toBe('Something is moving in the picture: the dice are read once it lies still.');
    expect(waiting('fr', true)).toBe("Quelque chose bouge dans l'image\u00a0: les dés seront lus quand elle sera immobile.");
    expect(waiting('en', false)).toBe('Reading…');
  });
});
