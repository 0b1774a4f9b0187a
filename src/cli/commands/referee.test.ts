import { describe, expect, it } from 'vitest';
import { gameConfig, missedAfterPhotos, passAfterPhotos, playerNames, type RefereeCommandOptions } from './referee.ts';

const options: RefereeCommandOptions = { game: 'strike', players: 2, lang: 'en', dieKind: 'strike' };

describe('player names from --players and --names', () => {
  it('names unnamed players by seat, and trims given names', () => {
    expect(playerNames(3)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(playerNames(2, undefined, 'fr')).toEqual(['Joueur 1', 'Joueur 2']);
    expect(playerNames(2, ' Ann , Bob ')).toEqual(['Ann', 'Bob']);
    // A comma at the end is harmless (it was refused as an empty third name).
    expect(playerNames(2, 'Ann,Bob, ')).toEqual(['Ann', 'Bob']);
    // A pasted direction override is dropped (it would draw each line naming the player backwards); an emoji's joiners stay.
    expect(playerNames(2, '\u202eAnn,\u{1f468}\u200d\u{1f469}')).toEqual(['Ann', '\u{1f468}\u200d\u{1f469}']);
  });

  it('refuses an empty name, a control character, a count that does not match, and the same name twice (ignoring capitals, accents\' spelling, invisible characters)', () => {
    const cases: [number, string, string, string][] = [
      [3, 'Ann,,Bob', '--names "Ann,,Bob": name 2 is empty (a comma too many?)', '--names « Ann,,Bob » : le nom 2 est vide (une virgule en trop ?)'],
      // A comma at the end is harmless: no name (as in every comma-separated option).
      [2, 'Ann,', '--names gives 1 name for 2 players (commas separate the names: a name cannot hold one)', '--names donne 1 nom pour 2 joueurs (les virgules séparent les noms : un nom ne peut pas en contenir)'],
      [4, '', "--names is empty: give the players' names, separated by commas", '--names est vide : donnez les noms des joueurs, séparés par des virgules'],
      [2, ',Bob', '--names ",Bob": name 1 is empty (a comma too many?)', '--names « ,Bob » : le nom 1 est vide (une virgule en trop ?)'],
      [3, 'Ann, ,Bob', '--names "Ann, ,Bob": name 2 is empty (a comma too many?)', '--names « Ann, ,Bob » : le nom 2 est vide (une virgule en trop ?)'],
      [3, 'Ann,Bob', '--names gives 2 names for 3 players (commas separate the names: a name cannot hold one)', '--names donne 2 noms pour 3 joueurs (les virgules séparent les noms : un nom ne peut pas en contenir)'],
      [2, 'Ann,ann', '--names gives the same name twice: "Ann" and "ann" differ only in capitals; each player needs a different name',
        '--names donne deux fois le même nom : « Ann » et « ann » ne diffèrent que par les majuscules ; chaque joueur doit avoir un nom différent'],
      [3, 'Zoé,Bob,ZOÉ', '--names gives the same name twice: "Zoé" and "ZOÉ" differ only in capitals; each player needs a different name',
        '--names donne deux fois le même nom : « Zoé » et « ZOÉ » ne diffèrent que par les majuscules ; chaque joueur doit avoir un nom différent'],
      [2, 'Ann, Ann', '--names gives the same name twice: "Ann"; each player needs a different name',
        '--names donne deux fois le même nom : « Ann » ; chaque joueur doit avoir un nom différent'],
      // "Zoé" with a composed é and with e + combining accent; "Ann" and "Ann" + zero-width space.
      [2, 'Zo\u00e9,Zoe\u0301', '--names gives the same name twice: "Zoé"; each player needs a different name',
        '--names donne deux fois le même nom : « Zoé » ; chaque joueur doit avoir un nom différent'],
      [2, 'Ann,Ann\u200b', '--names gives the same name twice: "Ann"; each player needs a different name',
        '--names donne deux fois le même nom : « Ann » ; chaque joueur doit avoir un nom différent'],
      // Fullwidth letters, as Chinese and Japanese keyboards type them, read as the same name.
      [2, 'Ann,\uff21\uff4e\uff4e', '--names gives the same name twice: "Ann" and "\uff21\uff4e\uff4e" read the same (only the letters\' width or form differs); each player needs a different name',
        '--names donne deux fois le même nom : « Ann » et « \uff21\uff4e\uff4e » se lisent pareil (seules la largeur ou la forme des lettres diffèrent) ; chaque joueur doit avoir un nom différent'],
      [2, 'Ann,Bob\nEve', '--names: name 2 has a control character (a line break or a terminal escape); use letters, digits and spaces',
        '--names : le nom 2 contient un caractère de contrôle (un saut de ligne ou un code de terminal) ; utilisez des lettres, des chiffres et des espaces'],
      [2, '\u001b[31mAnn,Bob', '--names: name 1 has a control character (a line break or a terminal escape); use letters, digits and spaces',
        '--names : le nom 1 contient un caractère de contrôle (un saut de ligne ou un code de terminal) ; utilisez des lettres, des chiffres et des espaces'],
      // Longer than the app's set-up form takes (30 characters); 30 itself is taken (below).
      [2, `${'x'.repeat(31)},Bob`, '--names: name 1 is longer than 30 characters; a shorter one is easier to hear announced',
        "--names : le nom 1 dépasse 30 caractères ; un nom plus court s'entend mieux annoncé"],
    ];
    for (const [players, names, english, french] of cases) {
      expect(() => playerNames(players, names)).toThrow(english);
      expect(() => playerNames(players, names, 'fr')).toThrow(french);
      expect(gameConfig({ ...options, players, names })).toEqual({ error: english });
    }
    expect(playerNames(2, `${'x'.repeat(30)},Bob`)).toEqual(['x'.repeat(30), 'Bob']);
  });
});

describe('the game the options set up', () => {
  it('gives the same clean message for every player count outside the rules\' chart', () => {
    for (const players of [-3, 0, 1, 6, 9, 1_000_000_000]) {
      expect(gameConfig({ ...options, players })).toEqual({ error: `Strike is played by 2 to 5 players, not ${players}: give --players 2 to 5` });
      expect(gameConfig({ ...options, players, lang: 'fr' })).toEqual({ error: `Strike se joue de 2 à 5 joueurs, pas ${players} : donnez --players 2 à 5` });
    }
    // The count is checked before the names.
    expect(gameConfig({ ...options, players: 9, names: 'Ann,Bob' })).toEqual({ error: 'Strike is played by 2 to 5 players, not 9: give --players 2 to 5' });
  });

  it('sets up a legal game, with the edition of the dice', () => {
    expect(gameConfig({ ...options, players: 5 })).toEqual({ config: { players: ['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5'], edition: 'classic' } });
    expect(gameConfig({ ...options, names: 'Ann,Bob', dieKind: 'strike-x2' })).toEqual({ config: { players: ['Ann', 'Bob'], edition: 'classic-x2' } });
    expect(gameConfig({ ...options, names: 'Ann,Bob', tournament: true })).toEqual({ config: { players: ['Ann', 'Bob'], edition: 'classic', tournament: true } });
    const d6 = gameConfig({ ...options, dieKind: 'd6' }, 'allow');
    expect('config' in d6 && d6.warning).toMatch(/^Strike is played with strike/);
  });

  it('names the box in French in a French --dice-per-player refusal (strike-fr.txt\'s words, src/referee/messages/editions.ts)', () => {
    expect(gameConfig({ ...options, dicePerPlayer: 5, lang: 'fr' })).toEqual({
      error: 'la règle de la boîte Strike (31 dés) fixe les dés par joueur : omettez --dice-per-player (il sert aux boîtes dont aucune règle ne donne le tableau)',
    });
    expect(gameConfig({ ...options, edition: 'classic-x2', dieKind: 'strike-x2', dicePerPlayer: 5, lang: 'fr' })).toEqual({
      error: 'la règle de la boîte Strike (31 dés, X et 2–6) fixe les dés par joueur : omettez --dice-per-player (il sert aux boîtes dont aucune règle ne donne le tableau)',
    });
    expect(gameConfig({ ...options, edition: 'impact', lang: 'fr' })).toEqual({
      error: 'aucune règle ici ne donne les dés par joueur de la boîte Impact : Battle of Elements (comme Strike) : indiquez combien chaque joueur en a au départ, --dice-per-player N',
    });
  });
});

describe('--missed-after, parsed as --pass-after', () => {
  const photos = ['shots/a.jpg', 'shots/b.jpg', 'other/b.jpg'];
  const base: RefereeCommandOptions = { game: 'strike', players: 2, lang: 'en' };
  it('names photos as given or by a bare file name only one of them has, and needs no --keep-throwing', () => {
    expect(missedAfterPhotos(photos, base)).toEqual({ files: new Set() });
    const named = missedAfterPhotos(photos, { ...base, missedAfter: ['a.jpg, other/b.jpg'] });
    expect('files' in named && [...named.files].map((file) => file.split('/').slice(-2).join('/')).sort()).toEqual(['other/b.jpg', 'shots/a.jpg']);
    // --pass-after, parsed the same way, wants --keep-throwing; --missed-after does not.
    expect(passAfterPhotos(photos, { ...base, passAfter: ['a.jpg'] })).toEqual({ error: '--pass-after is for --keep-throwing: without it, a thrower whose dice all differ passes anyway' });
  });
  it('refuses no photo, a photo not given, and a bare name several photos have, in the --lang language', () => {
    expect(missedAfterPhotos(photos, { ...base, missedAfter: [' , '] })).toEqual({ error: '--missed-after names no photo: give the photos after which a die thrown flew out of sight, separated by commas' });
    expect(missedAfterPhotos(photos, { ...base, missedAfter: ['c.jpg'], lang: 'fr' })).toEqual({ error: "--missed-after nomme « c.jpg », qui n'est pas une des photos données" });
    expect(missedAfterPhotos(photos, { ...base, missedAfter: ['b.jpg'] })).toEqual({ error: '--missed-after names "b.jpg", which several photos given are called: give its path' });
  });
  it('names the photos of every time the option is given, and judges each value alone', () => {
    const named = missedAfterPhotos(photos, { ...base, missedAfter: ['a.jpg', 'other/b.jpg'] });
    expect('files' in named && [...named.files].map((file) => file.split('/').slice(-2).join('/')).sort()).toEqual(['other/b.jpg', 'shots/a.jpg']);
    // A value naming nothing is refused though another names a photo; an empty item is counted in its own value.
    expect(missedAfterPhotos(photos, { ...base, missedAfter: ['a.jpg', ' '] })).toEqual({ error: '--missed-after names no photo: give the photos after which a die thrown flew out of sight, separated by commas' });
    expect(missedAfterPhotos(photos, { ...base, missedAfter: ['a.jpg', 'other/b.jpg,,a.jpg'] })).toEqual({ error: '--missed-after "other/b.jpg,,a.jpg": item 2 is empty (a comma too many?)' });
  });
});
