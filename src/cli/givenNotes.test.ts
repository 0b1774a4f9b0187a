import { describe, expect, it } from 'vitest';
import { inOrderGiven, typedPlaces, type GivenNote } from './givenNotes.ts';

describe('review notes on the items given', () => {
  const notes: GivenNote[] = [
    { option: 'correct', place: 2, text: 'correct 3' },
    { option: 'thrownAt', place: 0, text: 'thrown 1' },
    { option: 'correct', place: 0, text: 'correct 1' },
    { option: 'missedAt', place: 1, text: 'missed 2' },
    { option: 'leftAt', place: 0, text: 'left 1, two readings' },
    { option: 'leftAt', place: 0, text: 'left 1, not ruled' },
  ];

  it('orders them by option as the command line gives them, then by item as typed; notes on one item keep their order', () => {
    expect(inOrderGiven(notes, ['leftAt', 'missedAt', 'correct', 'thrownAt']).map((note) => note.text))
      .toEqual(['left 1, two readings', 'left 1, not ruled', 'missed 2', 'correct 1', 'correct 3', 'thrown 1']);
  });

  it('puts an option the order lacks after the others, in the order --help lists them (--thrown-at, --missed-at, --correct, --left-at)', () => {
    expect(inOrderGiven(notes, ['correct']).map((note) => note.text))
      .toEqual(['correct 1', 'correct 3', 'thrown 1', 'missed 2', 'left 1, two readings', 'left 1, not ruled']);
    expect(inOrderGiven(notes).map((note) => note.text))
      .toEqual(['thrown 1', 'missed 2', 'correct 1', 'correct 3', 'left 1, two readings', 'left 1, not ruled']);
  });

  it('gives a time typed twice two places, and a time never typed a place after them all', () => {
    const place = typedPlaces([7_300, 12_000, 7_300]);
    expect([place(7_300), place(7_300), place(12_000.2), place(7_300), place(9_000)]).toEqual([0, 2, 1, 3, 3]);
  });
});
