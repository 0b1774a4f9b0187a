import { describe, expect, it } from 'vitest';
import type { Announcement } from '../rules/engine.ts';
import * as diceGame from './messages/dice-game.ts';
import * as strike from './messages/strike.ts';
import { announcementDetailsMissing, LANGUAGES, renderAnnouncement } from './render.ts';

describe('renderAnnouncement: a line whose details are missing (a damaged saved log or record)', () => {
  // As a damaged log holds them: params empty, or not there at all.
  const damagedMatch = { type: 'match', params: {} } as Announcement;
  const noParams = { type: 'match' } as unknown as Announcement;

  it('says the details are missing, naming the line, in English and French, instead of "( dice)"', () => {
    expect(renderAnnouncement('strike', damagedMatch, 'en')).toBe('A ruling whose details are missing from the log (“match”).');
    expect(renderAnnouncement('strike', damagedMatch, 'fr')).toBe('Une décision dont les détails manquent dans le journal (« match »).');
    expect(renderAnnouncement('strike', noParams, 'fr')).toBe('Une décision dont les détails manquent dans le journal (« match »).');
    expect(renderAnnouncement('dice-game', { type: 'turnStarted', params: {} }, 'en')).toBe('A ruling whose details are missing from the log (“turnStarted”).');
    expect([damagedMatch, noParams].map((line) => announcementDetailsMissing('strike', line))).toEqual([true, true]);
  });

  it('leaves no empty brackets and no blank word in any text of either game with its params empty', () => {
    for (const [game, texts] of [['strike', strike], ['dice-game', diceGame]] as const) {
      for (const language of LANGUAGES) {
        for (const type of Object.keys(texts[language])) {
          const said = renderAnnouncement(game, { type, params: {} }, language);
          expect(said, `${game} ${language} ${type}`).not.toMatch(/\(\s|\s\)|\s\s|^\s|undefined/);
        }
      }
    }
  });

  it('says the details are missing where a count the text needs is missing or not a number, its other params there', () => {
    // As a damaged saved log or review record held it: "Ann collects 2 × 3 ( dice). Turn over."
    const noCount = { type: 'match', params: { player: 'Ann', faces: ['3'], counts: [2] } } as Announcement;
    const nullCount = { type: 'match', params: { player: 'Ann', faces: ['3'], counts: [2], dice: null } } as unknown as Announcement;
    expect(renderAnnouncement('strike', noCount, 'en')).toBe('A ruling whose details are missing from the log (“match”).');
    expect(renderAnnouncement('strike', nullCount, 'fr')).toBe('Une décision dont les détails manquent dans le journal (« match »).');
    expect(renderAnnouncement('strike', { type: 'outRemoved', params: { player: 'Ann' } }, 'en')).toBe('A ruling whose details are missing from the log (“outRemoved”).');
    expect([noCount, nullCount].map((line) => announcementDetailsMissing('strike', line))).toEqual([true, true]);
    // An optional param left out is no missing detail.
    expect(renderAnnouncement('strike', { type: 'match', params: { player: 'Ann', faces: ['3'], counts: [2], dice: 2 } }, 'en')).toBe('Ann collects 2 × 3 (2 dice). Turn over.');
  });

  it('words as ever a line that needs no details, and one whose details are there', () => {
    expect(renderAnnouncement('strike', { type: 'rulingUndone', params: {} }, 'en')).toBe('Correction undone: the game is back as it was before it.');
    expect(announcementDetailsMissing('strike', { type: 'rulingUndone', params: {} })).toBe(false);
    expect(renderAnnouncement('strike', { type: 'match', params: { player: 'Ann', faces: ['5'], counts: [2], dice: 2 } }, 'fr'))
      .toBe('Ann ajoute 2 × 5 à sa réserve (2\u00a0dés). Tour terminé.');
  });

  it('still refuses a type no text has, even one an object inherits', () => {
    expect(() => renderAnnouncement('strike', { type: 'toString', params: {} })).toThrow('no en text for the strike announcement "toString"');
  });
});
