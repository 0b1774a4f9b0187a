import { describe, expect, it } from 'vitest';
import type { ArenaReading, DieReading } from '../core/types.ts';
import { outsideKindHint } from './outsideKindHint.ts';

const die = (face: DieReading['face'], faceOutsideKind?: DieReading['faceOutsideKind'], inArena = true): DieReading => ({
  box: [0, 0, 20, 20], face, confidence: 0.5, inArena, ...(faceOutsideKind ? { faceOutsideKind } : {}),
});
const reading = (...dice: DieReading[]): ArenaReading => ({ width: 640, height: 480, dice });

describe('outsideKindHint', () => {
  it('names the face most dice show outside the kind, and the Strike edition whose dice show it', () => {
    expect(outsideKindHint(reading(die('4', '6'), die(null, '6'), die('2'), die('5')), 'strike', true))
      .toEqual({ face: '6', dice: 2, kind: 'strike', otherEdition: 'classic-x2', plainDice: false });
    expect(outsideKindHint(reading(die(null, '1')), 'strike-x2', true)).toEqual({ face: '1', dice: 1, kind: 'strike-x2', otherEdition: 'classic', plainDice: false });
  });

  it('suggests only an edition with every face in the arena: 6s beside 1s are plain dice', () => {
    expect(outsideKindHint(reading(die(null, '6'), die(null, '6'), die('1'), die('3')), 'strike', true))
      .toEqual({ face: '6', dice: 2, kind: 'strike', otherEdition: null, plainDice: true });
    // An X beside the 6: no edition, and no plain dice either.
    expect(outsideKindHint(reading(die(null, '6'), die('1'), die('X')), 'strike', true))
      .toEqual({ face: '6', dice: 1, kind: 'strike', otherEdition: null, plainDice: false });
    // A 1 beside the dice outside the arena says nothing of the dice played.
    expect(outsideKindHint(reading(die(null, '6'), die('1', undefined, false)), 'strike', true))
      .toEqual({ face: '6', dice: 1, kind: 'strike', otherEdition: 'classic-x2', plainDice: false });
  });

  it('suggests no edition whose dice lack a face read earlier in the game: a 6 after a 1 is a plain die', () => {
    // The real video of ../shared/data/videos: a 1, then later a 6 alone.
    expect(outsideKindHint(reading(die(null, '6')), 'strike', true, ['1', '2', '3']))
      .toEqual({ face: '6', dice: 1, kind: 'strike', otherEdition: null, plainDice: true });
    // Faces read earlier that an edition has: it is still suggested.
    expect(outsideKindHint(reading(die(null, '6')), 'strike', true, ['2', 'X']))
      .toEqual({ face: '6', dice: 1, kind: 'strike', otherEdition: 'classic-x2', plainDice: false });
  });

  it('suggests no edition outside Strike, and says nothing when every die fits the kind', () => {
    expect(outsideKindHint(reading(die('1', 'X')), 'd6', false)).toEqual({ face: 'X', dice: 1, kind: 'd6', otherEdition: null, plainDice: false });
    expect(outsideKindHint(reading(die('1'), die('6')), 'd6', false)).toBeNull();
    expect(outsideKindHint(null, 'strike', true)).toBeNull();
  });

  it('counts only the dice in the arena: spare dice beside it are not played', () => {
    expect(outsideKindHint(reading(die('3'), die('4', '6', false), die(null, '6', false)), 'strike', true)).toBeNull();
    expect(outsideKindHint(reading(die('4', '6'), die('4', '6', false)), 'strike', true))
      .toEqual({ face: '6', dice: 1, kind: 'strike', otherEdition: 'classic-x2', plainDice: false });
  });
});
