import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatTable, photoHeading, runRead, type ImageReading } from './read.ts';

const line: ImageReading = {
  file: 'arena.png', width: 800, height: 600,
  dice: [
    { box: [658, 446, 738, 527], face: '3', confidence: 0.97, inArena: true },
    { box: [89, 448, 167, 527], face: null, confidence: 0.87, inArena: true },
    { box: [5, 6, 40, 41], face: '5', confidence: 0.5, inArena: false },
  ],
};

describe('the read table', () => {
  it('numbers dice from 1 and says whose confidence an unreadable die shows', () => {
    expect(formatTable(line).split('\n')).toEqual([
      'arena.png  800×600  3 dice',
      '   #  face  confidence  arena  box',
      '   1  3     0.97        in     [658, 446, 738, 527]',
      '   2  ?     die 0.87    in     [89, 448, 167, 527]',
      '   3  5*    0.50        OUT    [5, 6, 40, 41]',
      '? = top face unreadable; "die …" = confidence that it is a die (no face was read).',
      '* = face read with a confidence under 0.6: the referee would ask the players to check it.',
      '', '',
    ]);
  });

  it('has no note when every face was read, and speaks French', () => {
    const read: ImageReading = { ...line, dice: [line.dice[0]!] };
    expect(formatTable(read)).toBe([
      'arena.png  800×600  1 die',
      '   #  face  confidence  arena  box',
      '   1  3     0.97        in     [658, 446, 738, 527]',
      '', '',
    ].join('\n'));
    expect(formatTable(line, 'fr').split('\n')).toEqual([
      'arena.png  800×600  3 dés',
      '   #  face  confiance  arène  cadre',
      '   1  3     0,97       dans   [658, 446, 738, 527]',
      '   2  ?     dé 0,87    dans   [89, 448, 167, 527]',
      '   3  5*    0,50       HORS   [5, 6, 40, 41]',
      "? = face du dessus illisible ; « dé … » = confiance que c'est bien un dé (aucune face lue).",
      "* = face lue avec une confiance sous 0,6 : l'arbitre demanderait aux joueurs de la vérifier.",
      '', '',
    ]);
  });

  it('notes the dice that show a face the die kind lacks', () => {
    const sixes: ImageReading = { ...line, dice: [
      { ...line.dice[0]!, faceOutsideKind: '6' }, line.dice[1]!, { ...line.dice[2]!, face: null, faceOutsideKind: '6' },
    ] };
    expect(formatTable(sixes, 'en', 'strike').split('\n').slice(-3)).toEqual([
      'Dice 1, 3 show 6, which strike (1 2 3 4 5 X) dice do not have: --die-kind d6 or strike-x2 may fit these dice.', '', '',
    ]);
    expect(formatTable({ ...sixes, dice: [sixes.dice[0]!] }, 'fr', 'strike').split('\n').at(-3)).toBe(
      "Le dé 1 montre 6, que les dés strike (1 2 3 4 5 X) n'ont pas : --die-kind d6 ou strike-x2 conviendrait peut-être à ces dés.",
    );
    // A 1 read beside the 6: X-and-2–6 dice have no 1, so only plain d6 may fit.
    expect(formatTable({ ...sixes, dice: [sixes.dice[0]!, { ...line.dice[0]!, face: '1' }] }, 'en', 'strike').split('\n').at(-3)).toBe(
      'Die 1 shows 6, which strike (1 2 3 4 5 X) dice do not have: --die-kind d6 may fit these dice.',
    );
  });

  it('ends with the arena the dice were counted in, as --arena takes it: proposed, given, or given and cut', () => {
    const corners: [number, number][] = [[20, 10], [780, 10], [780, 590], [20, 590]];
    expect(formatTable({ ...line, arena: corners, arenaSource: 'floor' }).split('\n').slice(-3)).toEqual(['  arena proposed from the floor: 20,10 780,10 780,590 20,590', '', '']);
    expect(formatTable({ ...line, arena: corners, arenaSource: 'user' }).split('\n').at(-3)).toBe('  arena given: 20,10 780,10 780,590 20,590');
    expect(formatTable({ ...line, arena: corners, arenaSource: 'user', arenaCut: true }).split('\n').at(-3)).toBe("  arena given, cut at the picture's edge: 20,10 780,10 780,590 20,590");
    expect(formatTable({ ...line, arena: corners, arenaSource: 'fallback' }, 'fr').split('\n').at(-3)).toBe("  arène toute l'image moins une marge (sol introuvable) : 20,10 780,10 780,590 20,590");
    expect(formatTable({ ...line, dice: [], arena: corners, arenaSource: 'floor' }, 'fr')).toBe("arena.png  800×600  0 dé\n  arène proposée d'après le sol : 20,10 780,10 780,590 20,590\n\n");
    // A floor that fills the photo (byler-d6's table tops) is said to.
    const whole: [number, number][] = [[2, 2], [798, 2], [798, 598], [2, 598]];
    expect(formatTable({ ...line, arena: whole, arenaSource: 'floor' }).split('\n').at(-3)).toBe('  arena proposed from the floor, which fills the picture: 2,2 798,2 798,598 2,598');
    expect(formatTable({ ...line, arena: whole, arenaSource: 'floor' }, 'fr').split('\n').at(-3)).toBe("  arène proposée d'après le sol, qui remplit l'image : 2,2 798,2 798,598 2,598");
  });

  it('gives an image without dice one line', () => {
    expect(formatTable({ ...line, dice: [] })).toBe('arena.png  800×600  0 dice\n\n');
    expect(formatTable({ ...line, dice: [] }, 'fr')).toBe('arena.png  800×600  0 dé\n\n');
  });
});

describe('a photo\'s heading in referee', () => {
  it('marks a face read doubtfully in the arena with *, and says once in a run that it was ruled as read', () => {
    const doubtful = { ...line, dice: [...line.dice, { box: [300, 300, 360, 360] as [number, number, number, number], face: '4' as const, confidence: 0.55, inArena: true }] };
    const noted = { doubtful: false };
    expect(photoHeading('arena.png', doubtful, 'en', noted).split('\n')).toEqual([
      '── arena.png: 2 dice in the arena: 3 4*; 1 outside; 1 unreadable',
      '  * = face read with a confidence under 0.6: ruled as read, where the referee would ask the players at the table to check it. If it is wrong, the rulings that follow may be too.',
    ]);
    expect(noted.doubtful).toBe(true);
    expect(photoHeading('arena.png', doubtful, 'fr', noted)).toBe('── arena.png : 2 dés dans l\'arène : 3 4* ; 1 dehors ; 1 illisible');
    // The 5 read at 0.5 lies outside the arena: not marked, no note.
    expect(photoHeading('arena.png', line, 'en', { doubtful: false })).toBe('── arena.png: 1 die in the arena: 3; 1 outside; 1 unreadable');
  });
});

describe('read -', () => {
  it('refuses standard input when it is a terminal (nothing piped in) instead of waiting for typing', async () => {
    const terminal = Object.assign(Readable.from([]), { isTTY: true });
    const out: string[] = [];
    const err: string[] = [];
    const status = await runRead(['-'], { json: false, dieKind: 'd6', stdin: terminal }, { write: (t: string) => out.push(t) }, { write: (t: string) => err.push(t) });
    expect([status, out, err]).toEqual([1, [], ['error: standard input is a terminal: pipe an image into it, e.g. `cat photo.jpg | dice-referee read -`\n']]);
  }, 60_000);
});
