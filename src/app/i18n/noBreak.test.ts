import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { keepTogether } from './noBreak.ts';

describe('keepTogether', () => {
  it('joins the words inside the parentheses and the range after an en dash, and leaves the break before "("', () => {
    expect(keepTogether('Strike (31 dice, X and 2–6)')).toBe('Strike (31\u00a0dice,\u00a0X\u00a0and\u00a02–\u20606)');
    expect(keepTogether('Strike')).toBe('Strike');
  });

  it("keeps the edition's name of the notices whole (helper 185: the banner broke a line inside “Strike (31 dice, X and 2–6)”)", () => {
    expect(en.notice.facesOutsideKind('6', 2, 'strike', 'Strike (31 dice, X and 2–6)', false))
      .toContain('pick “Strike (31\u00a0dice,\u00a0X\u00a0and\u00a02–\u20606)”.');
    expect(fr.notice.facesOutsideKind('6', 2, 'strike', 'Strike (31 dés, X et 2–6)', false))
      .toContain('choisissez «\u00a0Strike (31\u00a0dés,\u00a0X\u00a0et\u00a02–\u20606)\u00a0».');
    expect(en.notice.demoMismatch('Strike (31 dice)', 2)).toMatch(/^The demo is a recorded game of Strike \(31\u00a0dice\) with 2 players/);
    expect(fr.notice.demoMismatch('Strike (31 dés)', 2)).toMatch(/^La démo est une partie enregistrée de Strike \(31\u00a0dés\) à 2\u00a0joueurs/);
  });
});
