import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../app/i18n/uiText.ts';
import { en, fr } from './cli.ts';
import { reportTexts } from './report.ts';

describe('the keep-throwing choice in words', () => {
  it('is said alike on the review page, in its report and by the CLI, in English and French (helper 193)', () => {
    // The page said « Un lanceur dont tous les dés diffèrent relance », the report « …dont les dés diffèrent tous relance ».
    expect(reportTexts('fr').keepThrowing(true)).toBe(`- ${UI_TEXT.fr.review.setup.keepThrowing}`);
    expect(reportTexts('en').keepThrowing(true)).toBe(`- ${UI_TEXT.en.review.setup.keepThrowing}`);
    expect(UI_TEXT.fr.review.setup.keepThrowing).toBe('Un lanceur dont tous les dés diffèrent relance');
    expect(reportTexts('fr').keepThrowing(false)).toBe('- Un lanceur dont tous les dés diffèrent passe');
    expect(reportTexts('en').keepThrowing(false)).toBe('- A thrower whose dice all differ passes');
    // The CLI's note on --pass-after names the same thrower (it said « dont les dés sont tous différents »).
    expect(fr.passAfterNeedsKeepThrowing).toContain('sans lui, un lanceur dont tous les dés diffèrent passe de toute façon');
    expect(en.passAfterNeedsKeepThrowing).toContain('without it, a thrower whose dice all differ passes anyway');
  });
});
