import { describe, expect, it } from 'vitest';
import { ARENA_CORNERS_EXPECTED, en, fr, shownFileName, type FileProblem } from './cli.ts';
import { parseClockTimes } from '../../cli/options.ts';
import { UI_TEXT } from '../../app/i18n/uiText.ts';
import * as report from './report.ts';

describe('command-line texts', () => {
  it("marks a die out after a no-break space, the review timeline as the report's throws table, in both languages ('4 (dehors)', not '4(dehors)')", () => {
    const dice = [{ face: '6', inArena: true }, { face: null, inArena: true }, { face: '4', inArena: false }] as Parameters<typeof en.timelineDice>[0];
    expect(en.timelineDice(dice)).toBe('faces in view: 6 ? 4\u00a0(out)');
    expect(fr.timelineDice(dice)).toBe('faces visibles\u00a0: 6 ? 4\u00a0(dehors)');
    expect([report.en.outFace('4'), report.fr.outFace('4')]).toEqual(['4\u00a0(out)', '4\u00a0(dehors)']);
  });

  it('heads each photo with what was seen', () => {
    const seen = { arena: ['2', '5', 'X'], out: 1, leaning: 2 };
    expect(en.arenaHeading('a.png', seen)).toBe('── a.png: 3 dice in the arena: 2 5 X; 1 outside; 2 unreadable');
    expect(fr.arenaHeading('a.png', seen)).toBe("── a.png : 3 dés dans l'arène : 2 5 X ; 1 dehors ; 2 illisibles");
    expect(en.arenaHeading('a.png', { arena: [], out: 0, leaning: 0 })).toBe('── a.png: 0 dice in the arena');
    expect(fr.arenaHeading('a.png', { arena: [], out: 0, leaning: 1 })).toBe("── a.png : 0 dé dans l'arène ; 1 illisible");
  });

  it('shows control characters in a file name as escapes, so that a name keeps to its line', () => {
    expect(shownFileName('two\nlines.png')).toBe('two\\nlines.png');
    expect(shownFileName('a\tb\u001b[31mc\u007f.png')).toBe('a\\tb\\u001b[31mc\\u007f.png');
    expect(shownFileName('dés été.png')).toBe('dés été.png');
    expect(shownFileName('a\u009bb\u202ec.png')).toBe('a\\u009bb\\u202ec.png');
    expect(en.readHeading('x\ny.png', 640, 480, 2)).toBe('x\\ny.png  640×480  2 dice');
    expect(fr.arenaHeading('x\ry.png', { arena: [], out: 0, leaning: 0 })).toBe("── x\\ry.png : 0 dé dans l'arène");
    // "-" is a file name here: only `read` takes it for standard input (src/cli/commands/read.ts), as a missing "-" says.
    expect(en.fileProblem('-', { kind: 'missing' })).toBe("- does not exist: only `dice-referee read -` reads standard input; give the file's name");
    expect(fr.fileProblem('-', { kind: 'missing' })).toBe("- n'existe pas : seul `dice-referee read -` lit l'entrée standard ; donnez le nom du fichier");
    expect(en.fileProblem('x\ny.png', { kind: 'missing' })).toBe('x\\ny.png does not exist');
  });

  it('says an empty file name is empty, rather than naming nothing', () => {
    // An empty argument (an empty shell variable: `read "$f"`) was said as "error:  does not exist" (helper 187).
    expect(en.fileProblem('', { kind: 'missing' })).toBe('a file name given is empty (""): give the file\'s name (an empty shell variable?)');
    expect(fr.fileProblem('', { kind: 'missing' })).toBe('un nom de fichier donné est vide ("") : donnez le nom du fichier (une variable du shell vide ?)');
  });

  it('explains dice a game is not played with', () => {
    expect(en.wrongDieKind('Strike', 'd6', ['strike', 'strike-x2'])).toBe(
      'Strike is played with strike (1 2 3 4 5 X) or strike-x2 (X 2 3 4 5 6) dice, not d6 (1 2 3 4 5 6). '
      + 'Use --die-kind strike or strike-x2; d6 dice are the dice game\'s (--game dice-game).');
    expect(fr.wrongDieKind('Strike', 'd6', ['strike'])).toBe(
      'Strike se joue avec des dés strike (1 2 3 4 5 X), pas d6 (1 2 3 4 5 6). '
      + "Choisissez --die-kind strike ; les dés d6 sont ceux du jeu de dés (--game dice-game).");
  });

  it('counts the settled arenas on the progress bar with singular and plural', () => {
    expect([1, 2].map((n) => fr.progressSettled(n))).toEqual(['1 arène stabilisée', '2 arènes stabilisées']);
    expect(en.progressSettled(1)).toBe('1 settled');
  });

  it('sums up a review with singulars, plurals and decimal commas', () => {
    const figures = { game: 'strike' as const, settled: 1, throws: 12, reviewedMs: 61_250, durationMs: 61_300, complete: true, elapsedMs: 4_040, speed: 15.2 };
    expect(en.reviewSummary(figures)).toBe('1 settled arena, 12 throws ruled, 61.3 s of video reviewed in 4.0 s (15.2× real time)');
    expect(fr.reviewSummary(figures)).toBe('1 arène stabilisée, 12 lancers arbitrés, 61,3 s de vidéo analysées en 4,0 s (15,2 × le temps réel)');
    // The dice game's throws are rolls.
    expect(en.reviewSummary({ ...figures, game: 'dice-game', throws: 1 })).toBe('1 settled arena, 1 roll ruled, 61.3 s of video reviewed in 4.0 s (15.2× real time)');
    expect(fr.reviewSummary({ ...figures, game: 'dice-game', throws: 1 })).toBe('1 arène stabilisée, 1 lancer arbitré, 61,3 s de vidéo analysées en 4,0 s (15,2 × le temps réel)');
  });

  it('names the set-up to check after unanswered questions by the game: --edition for Strike, which refuses --target; --target for the dice game (as the review page does)', () => {
    expect(en.unansweredQuestions(7, '00:45.5', '01:21.9', 'strike')).toMatch(/, or --players or --edition may not be the game's$/);
    expect(en.unansweredQuestions(7, '00:45.5', '01:21.9', 'dice-game')).toMatch(/, or --players or --target may not be the game's$/);
    expect(fr.unansweredQuestions(7, '00:45,5', '01:21,9', 'strike')).toMatch(/, ou --players ou --edition ne sont peut-être pas ceux de la partie$/);
    expect(fr.unansweredQuestions(7, '00:45,5', '01:21,9', 'dice-game')).toMatch(/, ou --players ou --target ne sont peut-être pas ceux de la partie$/);
  });

  it('points the review\'s warnings of questions unanswered and arenas refused at --correct, the CLI\'s own way to correct a misread die (helper 205)', () => {
    expect(en.unansweredQuestions(7, '00:45.5', '01:21.9', 'dice-game')).toBe('warning: the referee asked 7 questions (00:45.5 to 01:21.9) that nobody answers in a recording, and took each arena as it lay, ruling nothing there, '
      + "so the game ruled from the first may not be the one played: a die may have been missed or misread there (check the dice read, and correct them with --correct TIME/N=FACE, N a die's place in the faces listed, or on the review page, review.html), or --players or --target may not be the game's");
    expect(fr.unansweredQuestions(7, '00:45,5', '01:21,9', 'dice-game')).toContain("(vérifiez les dés lus, et corrigez-les avec --correct TEMPS/N=FACE, N la place d'un dé dans les faces listées, ou sur la page de revue, review.html)");
    expect(en.refusedArenas(1, '00:31.4', '00:31.4')).toContain("check the dice read in it (misread dice are corrected with --correct TIME/N=FACE, N a die's place in the faces listed, or on the review page, review.html) and the arena outline");
    expect(fr.refusedArenas(4, '00:31,4', '01:05,2')).toContain("(les dés mal lus se corrigent avec --correct TEMPS/N=FACE, N la place d'un dé dans les faces listées, ou sur la page de revue, review.html)");
  });

  it('says which of two --correct of the same die is kept, in both languages', () => {
    expect(en.correctionOverruled('00:07.7/3=4', '00:07.7/3=5')).toBe('note: --correct 00:07.7/3=4 and 00:07.7/3=5 name the same die: the later, 00:07.7/3=5, is kept');
    expect(fr.correctionOverruled('00:07,7/3=4', '00:07,7/3=5')).toBe('note\u00a0: --correct 00:07,7/3=4 et 00:07,7/3=5 désignent le même dé\u00a0: la dernière, 00:07,7/3=5, est retenue');
  });

  it('sums up a video that ends early with the time actually reviewed, and warns about it', () => {
    const figures = { game: 'strike' as const, settled: 3, throws: 2, reviewedMs: 10_333, durationMs: 21_100, complete: false, elapsedMs: 2_000, speed: 5.2 };
    expect(en.reviewSummary(figures)).toBe('3 settled arenas, 2 throws ruled, 10.3 s of the 21.1 s video reviewed in 2.0 s (5.2× real time)');
    expect(fr.reviewSummary(figures)).toBe('3 arènes stabilisées, 2 lancers arbitrés, 10,3 s de la vidéo de 21,1 s analysées en 2,0 s (5,2 × le temps réel)');
    // A video of one frame (0.0 s reviewed): no speed to speak of, rather than "0× real time".
    expect(en.reviewSummary({ ...figures, reviewedMs: 0, complete: true, speed: 0 })).toBe('3 settled arenas, 2 throws ruled, 0.0 s of video reviewed in 2.0 s');
    expect(en.endsEarly(10_333, 21_100)).toBe('warning: the video ends early: frames stop at 10.3 s of 21.1 s — the file may be cut short');
    expect(en.endsEarly(10_333, 21_100, 'partial file')).toBe('warning: the video ends early: frames stop at 10.3 s of 21.1 s — the file may be cut short (ffmpeg: partial file)');
    expect(fr.endsEarly(10_333, 21_100)).toBe("attention : la vidéo s'arrête avant la fin : les images s'arrêtent à 10,3 s sur 21,1 s — le fichier est peut-être tronqué");
    expect(en.damagedVideo('Invalid NAL unit size')).toBe('warning: ffmpeg reported damaged data in the video (Invalid NAL unit size): some frames may be missing or wrong');
    // ffmpeg's own words stay English, quoted and said to be so in French.
    expect(fr.endsEarly(10_333, 21_100, 'stream 0, offset 0x1db2d: partial file'))
      .toBe("attention : la vidéo s'arrête avant la fin : les images s'arrêtent à 10,3 s sur 21,1 s — le fichier est peut-être tronqué (ffmpeg dit, en anglais : « stream 0, offset 0x1db2d: partial file »)");
    expect(fr.damagedVideo('Invalid NAL unit size'))
      .toBe('attention : ffmpeg signale des données abîmées dans la vidéo (en anglais : « Invalid NAL unit size ») : des images peuvent manquer ou être fausses');
  });

  it('notes a --fps above the video\'s own rate', () => {
    expect(en.fpsCapped(1000, 29.97)).toBe("note: analysing the video's own 29.97 frames/s (fewer than --fps 1000)");
    expect(en.fpsCapped(1e20, 15)).toBe("note: analysing the video's own 15 frames/s (fewer than --fps 100000000000000000000)");
    expect(fr.fpsCapped(60, 29.97)).toBe('note : analyse aux 29,97 images/s de la vidéo (moins que --fps 60)');
  });

  it('says why a file cannot be used, naming it once, in both languages', () => {
    const cases: [FileProblem, string, string][] = [
      [{ kind: 'missing' }, 'a.jpg does not exist', "a.jpg n'existe pas"],
      [{ kind: 'unreadable', code: 'EACCES' }, 'a.jpg cannot be read (permission denied)', 'a.jpg ne peut pas être lu (permission refusée)'],
      [{ kind: 'unreadable', code: 'EIO' }, 'a.jpg cannot be read (EIO)', 'a.jpg ne peut pas être lu (EIO)'],
      [{ kind: 'folder' }, 'a.jpg is a folder, not a file: give the video in it', "a.jpg est un dossier, pas un fichier : donnez la vidéo qu'il contient"],
      [{ kind: 'folder', photos: true }, "a.jpg is a folder, not a file: give the photos in it (end the folder's name with /*.jpg)", "a.jpg est un dossier, pas un fichier : donnez les photos qu'il contient (terminez le nom du dossier par /*.jpg)"],
      [{ kind: 'empty' }, 'a.jpg is empty (0 bytes)', 'a.jpg est vide (0 octet)'],
      [{ kind: 'not-an-image' }, 'a.jpg is not an image (unsupported or unrecognised format; use PNG, JPEG, WebP, GIF, TIFF or BMP)',
        "a.jpg n'est pas une image (format inconnu ou non pris en charge ; utilisez PNG, JPEG, WebP, GIF, TIFF ou BMP)"],
      [{ kind: 'too-large', width: 20000, height: 15000, maxPixels: 268_402_689 }, 'a.jpg is too large (20000×15000; at most 268,402,689 pixels)',
        'a.jpg est une image trop grande (20000×15000 ; au plus 268\u00a0402\u00a0689 pixels)'],
      [{ kind: 'corrupt-image', detail: 'VipsJpeg: Premature end of input file' }, 'a.jpg is a damaged or cut-short image (corrupt data: VipsJpeg: Premature end of input file)',
        'a.jpg est une image abîmée ou tronquée (données corrompues ; le décodeur dit, en anglais : « VipsJpeg: Premature end of input file »)'],
      [{ kind: 'still-image' }, 'a.jpg is a still image, not a video: use `dice-referee read` (or `referee`) for photos',
        'a.jpg est une image fixe, pas une vidéo : utilisez `dice-referee read` (ou `referee`) pour les photos'],
      [{ kind: 'not-a-video', detail: 'moov atom not found' }, 'a.jpg is not a video ffmpeg can read (its content is not video)',
        "a.jpg n'est pas une vidéo que ffmpeg sait lire (son contenu n'est pas de la vidéo)"],
      [{ kind: 'not-a-video', detail: 'moov atom not found', damaged: true }, 'a.jpg is a damaged or cut-short video: ffmpeg cannot read it (no MP4 index found)',
        "a.jpg est une vidéo abîmée ou tronquée : ffmpeg ne sait pas la lire (aucun index MP4 trouvé)"],
      [{ kind: 'not-a-video', detail: 'Could not find codec' }, 'a.jpg is not a video ffmpeg can read (unknown format)',
        "a.jpg n'est pas une vidéo que ffmpeg sait lire (format inconnu)"],
      [{ kind: 'not-a-video' }, 'a.jpg is not a video ffmpeg can read', "a.jpg n'est pas une vidéo que ffmpeg sait lire"],
      // ffmpeg's own words, untranslated, are said to be English in French (a webm cut at 100 bytes, or its header zeroed).
      [{ kind: 'not-a-video', detail: 'End of file', damaged: true }, 'a.jpg is a damaged or cut-short video: ffmpeg cannot read it (End of file)',
        'a.jpg est une vidéo abîmée ou tronquée : ffmpeg ne sait pas la lire (ffmpeg dit, en anglais : « End of file »)'],
      [{ kind: 'not-a-video', detail: 'Invalid data found' }, 'a.jpg is not a video ffmpeg can read (Invalid data found)',
        "a.jpg n'est pas une vidéo que ffmpeg sait lire (ffmpeg dit, en anglais : « Invalid data found »)"],
      [{ kind: 'no-video-stream', audio: true }, 'a.jpg has no video stream (only sound)', "a.jpg n'a pas de piste vidéo (seulement du son)"],
      [{ kind: 'no-video-stream', audio: false }, 'a.jpg has no video stream', "a.jpg n'a pas de piste vidéo"],
      [{ kind: 'decode-failed', frames: 1, detail: 'boom' }, 'decoding a.jpg failed after 1 frame: boom', "le décodage d'a.jpg a échoué après 1 image (ffmpeg dit, en anglais : « boom »)"],
      [{ kind: 'no-frames' }, 'a.jpg has no video frames', 'a.jpg ne contient aucune image vidéo'],
      [{ kind: 'no-frames', damaged: true, detail: 'Read error' }, 'a.jpg has no video frames: the file may be cut short or damaged (ffmpeg: Read error)', 'a.jpg ne contient aucune image vidéo : le fichier est peut-être tronqué ou abîmé (ffmpeg dit, en anglais : « Read error »)'],
      [{ kind: 'reader-failed', detail: 'out of memory' }, 'the dice in a.jpg could not be read: out of memory', "les dés d'a.jpg n'ont pas pu être lus (détail, en anglais : « out of memory »)"],
    ];
    for (const [problem, english, french] of cases) {
      expect(en.fileProblem('a.jpg', problem)).toBe(english);
      expect(fr.fileProblem('a.jpg', problem)).toBe(french);
      expect(english.split('a.jpg')).toHaveLength(2);
    }
    expect([en.error(en.fileProblem('x', { kind: 'empty' })), fr.error(fr.fileProblem('x', { kind: 'empty' }))]).toEqual(['error: x is empty (0 bytes)', 'erreur : x est vide (0 octet)']);
  });

  it('words the set-up problems of --players and --names without rulebook references', () => {
    expect(en.playerCount('Strike', 2, 5, 9)).toBe('Strike is played by 2 to 5 players, not 9: give --players 2 to 5');
    expect(fr.playerCount('Strike', 2, 5, 0)).toBe('Strike se joue de 2 à 5 joueurs, pas 0 : donnez --players 2 à 5');
    expect(en.emptyName(2, 'Ann,')).toBe('--names "Ann,": name 2 is empty (a comma too many?)');
    expect(fr.emptyName(1, ',Bob')).toBe('--names « ,Bob » : le nom 1 est vide (une virgule en trop ?)');
    expect(en.sameName('Ann', 'ann')).toBe('--names gives the same name twice: "Ann" and "ann" differ only in capitals; each player needs a different name');
    expect(en.sameName('Ann', 'Ann')).toBe('--names gives the same name twice: "Ann"; each player needs a different name');
    expect(fr.sameName('Ann', 'ANN')).toBe('--names donne deux fois le même nom : « Ann » et « ANN » ne diffèrent que par les majuscules ; chaque joueur doit avoir un nom différent');
  });

  it('names players, what changed and the closing line when nothing could be ruled', () => {
    expect([en.defaultPlayer(2), fr.defaultPlayer(2)]).toEqual(['Player 2', 'Joueur 2']);
    // The review page's words (helper 182): before, the CLI said "rearranged" and "removed".
    expect([en.change('rearranged'), en.change('removed'), fr.change('rearranged'), fr.change('removed'), fr.change('something new'), en.change('toString')])
      .toEqual(['dice moved', 'dice taken out', 'dés déplacés', 'dés retirés', 'something new', 'toString']);
    expect([en.change('startDie'), en.change('putBack'), en.change('throw', true), fr.change('startDie')]).toEqual(['start die', 'dice put back', 'throw (refused)', 'dé de départ']);
    // Every change is named alike by the CLI and by the review page's timeline.
    for (const [cli, page] of [[en, UI_TEXT.en], [fr, UI_TEXT.fr]] as const) {
      for (const [change, words] of Object.entries(page.review.timeline.change)) expect(cli.change(change)).toBe(words);
      // A refused arena too: the CLI's mark in brackets is the page's badge (helper 190: « refusé » there, « arène refusée » here).
      expect(cli.change('throw', true)).toBe(`${page.review.timeline.change.throw} (${page.review.timeline.refused})`);
    }
    expect([en.change('throw', true), fr.change('throw', true), UI_TEXT.fr.review.timeline.refused]).toEqual(['throw (refused)', 'lancer (arène refusée)', 'arène refusée']);
    expect(en.noneRuled(3)).toBe('No photo could be ruled: all 3 were refused or could not be read.');
    expect(fr.noneRuled(1)).toBe("Aucune photo n'a pu être arbitrée : la seule photo a été refusée ou n'a pas pu être lue.");
    expect(fr.namesMismatch(1, 2)).toBe('--names donne 1 nom pour 2 joueurs (les virgules séparent les noms : un nom ne peut pas en contenir)');
    expect(en.standing([{ name: 'Ann', stock: 8, eliminated: false }, { name: 'Bob', stock: 0, eliminated: true }], ['X', '5', null, '3'], 'Ann'))
      .toBe("Game not finished. In stock: Ann 8 dice; out: Bob. In the arena: 4 dice (3, 5, ?, X). Ann's turn.");
    // One eliminated, two who left (common/retire.ts): the leavers are not listed out.
    const gone = [{ name: 'Ann', stock: 3, eliminated: false }, { name: 'Bob', stock: 0, eliminated: true },
      { name: 'Cleo', stock: 0, eliminated: true, retired: true }, { name: 'Dan', stock: 0, eliminated: true, retired: true }];
    expect(en.standing(gone, [], 'Ann')).toBe("Game not finished. In stock: Ann 3 dice; out: Bob; left: Cleo, Dan. In the arena: 0 dice. Ann's turn.");
    expect(fr.standing(gone, [], 'Ann')).toBe("Partie inachevée. En réserve : Ann 3 dés ; hors jeu : Bob ; ont quitté : Cleo, Dan. Dans l'arène : 0 dé. À Ann de jouer.");
    expect(fr.standing([{ name: 'Ann', stock: 1, eliminated: false }], [], 'Ann')).toBe("Partie inachevée. En réserve : Ann 1 dé. Dans l'arène : 0 dé. À Ann de jouer.");
    const table = [{ name: 'Ann', stock: 7, eliminated: false, points: 0 }, { name: 'Bob', stock: 9, eliminated: false, points: 2 }];
    expect(en.standing(table, ['4'], 'Bob', { round: 2, rounds: 2 }))
      .toBe("Game not finished (tournament round 2 of 2; points so far: Ann 0, Bob 2). In stock: Ann 7 dice, Bob 9 dice. In the arena: 1 die (4). Bob's turn.");
    expect(fr.standing(table, ['4'], 'Bob', { round: 2, rounds: 2 }))
      .toBe("Partie inachevée (tournoi, manche 2 sur 2 ; points jusqu'ici : Ann 0, Bob 2). En réserve : Ann 7 dés, Bob 9 dés. Dans l'arène : 1 dé (4). À Bob de jouer.");
  });

  it('warns of the settled arenas whose dice showed faces the --die-kind lacks, with the kind that fits', () => {
    expect(en.arenasOutsideKind(3, '00:19.2', '00:41.9', ['1'], 'strike-x2', ['strike'], true)).toBe('warning: dice in 3 settled arenas (00:19.2 to 00:41.9) showed 1, '
      + 'which strike-x2 (X 2 3 4 5 6) dice do not have, so the rules took them for dice not lying flat: --die-kind strike --edition classic may fit these dice.');
    expect(en.arenasOutsideKind(1, '00:21.1', '00:21.1', ['X', '6'], 'd6', [], false)).toBe('warning: dice in 1 settled arena (at 00:21.1) showed X and 6, '
      + 'which d6 (1 2 3 4 5 6) dice do not have, so the rules took them for dice not lying flat: check --die-kind and the dice read there.');
    expect(fr.arenasOutsideKind(2, '00:19,2', '00:38,5', ['1'], 'strike-x2', ['strike'], true)).toBe('attention : des dés de 2 arènes stabilisées (de 00:19,2 à 00:38,5) montraient 1, '
      + "que les dés strike-x2 (X 2 3 4 5 6) n'ont pas, si bien que les règles les ont pris pour des dés qui ne reposent pas à plat : --die-kind strike --edition classic conviendrait peut-être à ces dés.");
    // A 1 and a 6 shown: no Strike edition's dice have both, plain dice do.
    expect(en.arenasOutsideKind(2, '00:12.9', '00:16.3', ['6'], 'strike', [], true)).toBe('warning: dice in 2 settled arenas (00:12.9 to 00:16.3) showed 6, '
      + 'which strike (1 2 3 4 5 X) dice do not have, so the rules took them for dice not lying flat: they look like plain dice (1 to 6), which no Strike edition has: is this a recording of the dice game (--game dice-game)?');
    expect(fr.arenasOutsideKind(2, '00:12,9', '00:16,3', ['6'], 'strike', [], true)).toMatch(/\u00a0: ils ressemblent à des dés ordinaires \(1 à 6\), qu'aucune édition de Strike n'a\u00a0: est-ce l'enregistrement d'une partie du jeu de dés \(--game dice-game\)\u00a0\?$/);
  });

  it('explains dice whose face the --die-kind lacks under a refereed photo', () => {
    expect(en.outsideKindInPhoto(2, '1', 'strike-x2', ['strike'], false)).toBe("2 dice show 1, which strike-x2 (X 2 3 4 5 6) dice do not have: the rules take them for dice not lying flat. --die-kind strike --edition classic may fit these dice.");
    expect(en.outsideKindInPhoto(1, '6', 'strike', ['strike-x2'], false)).toBe("A die shows 6, which strike (1 2 3 4 5 X) dice do not have: the rules take it for a die not lying flat. --die-kind strike-x2 --edition classic-x2 may fit these dice.");
    // No kind of the game has it (an X in the dice game): no hint.
    expect(en.outsideKindInPhoto(1, 'X', 'd6', [], false)).toBe("A die shows X, which d6 (1 2 3 4 5 6) dice do not have: the rules take it for a die not lying flat.");
    expect(en.outsideKindNote([1, 3], '6', 'strike', ['d6', 'strike-x2'])).toBe('Dice 1, 3 show 6, which strike (1 2 3 4 5 X) dice do not have: --die-kind d6 or strike-x2 may fit these dice.');
    expect(fr.outsideKindInPhoto(1, '6', 'strike', ['strike-x2'], false)).toBe("Un dé montre 6, que les dés strike (1 2 3 4 5 X) n'ont pas : les règles le prennent pour un dé qui ne repose pas à plat. --die-kind strike-x2 --edition classic-x2 conviendrait peut-être à ces dés.");
    expect(fr.outsideKindInPhoto(2, '6', 'strike', [], false)).toBe("2 dés montrent 6, que les dés strike (1 2 3 4 5 X) n'ont pas : les règles les prennent pour des dés qui ne reposent pas à plat.");
    // Plain dice (a 6 after a 1 was read): no Strike edition fits, and the line says so.
    expect(en.outsideKindInPhoto(1, '6', 'strike', [], true)).toBe('A die shows 6, which strike (1 2 3 4 5 X) dice do not have: the rules take it for a die not lying flat. They look like plain dice (1 to 6), which no Strike edition has.');
    expect(fr.outsideKindInPhoto(1, '6', 'strike', [], true)).toMatch(/ On dirait des dés ordinaires \(1 à 6\), qu'aucune édition de Strike n'a\.$/);
  });

  it('words commander\'s usage errors and the option parsers\' in French, others as given', () => {
    expect(fr.usageError("option '--lang <lang>' argument 'xx' is invalid. Allowed choices are en, fr."))
      .toBe("l'option « --lang <lang> » n'accepte pas « xx ». Valeurs possibles : en, fr.");
    expect(fr.usageError("option '--players <n>' argument '0x3' is invalid. It must be a whole number."))
      .toBe("l'option « --players <n> » n'accepte pas « 0x3 ». Ce doit être un nombre entier.");
    expect(fr.usageError("unknown option '--fsp'\n(Did you mean --fps?)")).toBe('option inconnue « --fsp » (vouliez-vous dire --fps ?)');
    expect(fr.usageError(`option '--arena <corners>' argument '1,2' is invalid. ${ARENA_CORNERS_EXPECTED}`))
      .toBe("l'option « --arena <corners> » n'accepte pas « 1,2 ». Il faut au moins 3 coins « x,y » en pixels, séparés par des espaces ou des points-virgules, par exemple « 40,30 600,30 600,450 40,450 ».");
    // review --thrown-at/--missed-at, the parser's own words (helper 190: they stayed English).
    const badTimes = (() => {
      try {
        parseClockTimes('7.9s');
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    })();
    expect(fr.usageError(`option '--thrown-at <times>' argument '7.9s' is invalid. ${badTimes}`))
      .toBe("l'option « --thrown-at <times> » n'accepte pas « 7.9s ». Il faut des temps tels que la chronologie les affiche, mm:ss,s, séparés par des virgules (par exemple 01:03,5,02:10,0).");
    // The French example is read back as written.
    expect(parseClockTimes('01:03,5,02:10,0')).toEqual([63_500, 130_000]);
    expect(fr.usageError("unknown option '--lan'\n(Did you mean one of --lang, --json?)")).toBe('option inconnue « --lan » (vouliez-vous dire --lang ou --json ?)');
    expect(fr.usageError("unknown command 'raed'\n(Did you mean read?)")).toBe('commande inconnue « raed » (vouliez-vous dire read ?)');
    expect(fr.usageError("missing required argument 'video'")).toBe('argument obligatoire « video » manquant');
    expect(fr.usageError("option '--names <names>' argument missing")).toBe("l'option « --names <names> » attend une valeur");
    expect(fr.usageError('something new')).toBe('something new');
    expect(en.usageError("unknown option '--fsp'")).toBe("unknown option '--fsp'");
  });
});

describe('review --left-at notes', () => {
  it('says a leaving between a tournament\'s rounds waits for the start die, and where to give it (EN/FR)', () => {
    expect(en.leftAtUnmatched('00:02.5=Ann', 'startDie', ['Ann', 'Bob', 'Cleo'], null, 0.5))
      .toBe('note: --left-at 00:02.5=Ann names a player who could not leave then (the start die was not in yet; a player leaves between throws, after the arena where it lies): nothing was ruled for it');
    expect(fr.leftAtUnmatched('00:02,5=Ann', 'startDie', ['Ann', 'Bob', 'Cleo'], null, 0.5))
      .toBe("note\u00a0: --left-at 00:02,5=Ann désigne un joueur qui ne pouvait pas partir à ce moment-là (le dé de départ n'était pas encore posé\u00a0; un joueur part entre deux lancers, après l'arène où il est posé)\u00a0: rien n'a été arbitré pour lui");
  });

  it('says an item that repeats an earlier one, both as typed (EN/FR)', () => {
    expect(en.leftAtRepeated('00:12.3=Bob', '00:12.3=Bob')).toBe('note: --left-at 00:12.3=Bob repeats 00:12.3=Bob (the same player, after the same arena): the leaving is ruled once');
    expect(fr.leftAtRepeated('00:12,4=2', '00:12,3=Bob')).toBe("note\u00a0: --left-at 00:12,4=2 répète 00:12,3=Bob (le même joueur, après la même arène)\u00a0: son départ n'est arbitré qu'une fois");
  });

  it('says which reading of a value both a name and another seat\'s number was taken (EN/FR)', () => {
    expect(en.leftAtTwoReadings('00:07.9=2', '2', 3, 2, 'Bob'))
      .toBe('note: --left-at 00:07.9=2 names both the player called "2" (seat 3) and seat 2 (Bob): the player called "2" is taken; for Bob, give their name');
    expect(fr.leftAtTwoReadings('00:07,9=2', '2', 3, 2, 'Bob'))
      .toBe('note\u00a0: --left-at 00:07,9=2 désigne à la fois le joueur nommé «\u00a02\u00a0» (place 3) et la place 2 (Bob)\u00a0: le joueur nommé «\u00a02\u00a0» est retenu\u00a0; pour Bob, donnez son nom');
  });

  it('says a leaving while a Strike re-rolled die is still to be put back waits for it, not that the referee still waited (EN/FR, CLI and review page)', () => {
    expect(en.leftAtUnmatched('00:08.1=Bob', 'reroll', ['Ann', 'Bob', 'Cleo'], null, 0.5))
      .toBe('note: --left-at 00:08.1=Bob names a player who could not leave then (a re-rolled die was still to be put back in the arena; a player leaves between throws, after the arena where it lies): nothing was ruled for it');
    expect(fr.leftAtUnmatched('00:08,1=Bob', 'reroll', ['Ann', 'Bob', 'Cleo'], null, 0.5))
      .toBe("note\u00a0: --left-at 00:08,1=Bob désigne un joueur qui ne pouvait pas partir à ce moment-là (un dé relancé n'était pas encore remis dans l'arène\u00a0; un joueur part entre deux lancers, après l'arène où il est remis)\u00a0: rien n'a été arbitré pour lui");
    expect(UI_TEXT.en.review.timeline.leftRefused('Bob', 'reroll', null)).toBe('Bob could not leave here (a re-rolled die was still to be put back in the arena; a player leaves between throws, after the arena where it lies): nothing was ruled.');
    expect(UI_TEXT.fr.review.timeline.leftRefused('Bob', 'reroll', null)).toBe("Bob ne pouvait pas partir ici (un dé relancé n'était pas encore remis dans l'arène\u00a0; un joueur part entre deux lancers, après l'arène où il est remis)\u00a0: rien n'a été arbitré.");
  });
});

describe('docs/cli.md quotes the review timeline as printed', () => {
  it('quotes the line a --missed-at die is ruled under as `review` prints it (copied from the docs, it is found in the output)', async () => {
    const { readFileSync } = await import('node:fs');
    const docs = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8').replace(/\s*\n\s*/g, ' ');
    expect(docs.match(/`Then a die thrown[^`]*`/g)).toEqual([`\`${en.missedAtRuled(1)}\``]);
  });

  it('quotes the note on a repeated --left-at item as `review` prints it', async () => {
    const { readFileSync } = await import('node:fs');
    const docs = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8').replace(/\s*\n\s*/g, ' ');
    expect(docs.match(/`note: --left-at [^`]* repeats [^`]*`/g)).toEqual([`\`${en.leftAtRepeated('00:12.4=2', '00:12.3=Bob')}\``]);
  });
});
