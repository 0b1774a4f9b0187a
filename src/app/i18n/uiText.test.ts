import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraProblem, FrameSourceError } from '../frameSources.ts';
import { initialLanguage, localeFor, rememberLanguage } from './language.ts';
import { UI_TEXT, type SourceProblem } from './uiText.ts';

/** Sample arguments for the tables' functions: the first list a function takes without throwing. */
const SAMPLE_ARGUMENTS: unknown[][] = [[3, 'Ann', 4, 5], [['Ann', 'Bob'], 2], ['Ann', 'rules.txt', ['Strike', 'Farkle']], ['Ann', null]];

/** Every string the table holds, by path ("toolbar.newGame"); functions called with sample arguments. */
function leaves(text: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof text === 'string') found.set(path, text);
  else if (typeof text === 'function') {
    for (const args of SAMPLE_ARGUMENTS) {
      try {
        found.set(path, String((text as (...a: unknown[]) => unknown)(...args)));
        break;
      } catch {
        // Not this function's arguments: try the next list.
      }
    }
  }
  else if (text && typeof text === 'object') {
    for (const [key, value] of Object.entries(text)) for (const [p, s] of leaves(value, path ? `${path}.${key}` : key)) found.set(p, s);
  }
  return found;
}

/** Words the same in both languages (units, symbols, loan words); sourceProblem is checked per problem below. */
const SAME_IN_BOTH = new Set([
  'points', 'panel.pointsUnit', 'panel.keyHint', 'diceTable.face', 'diceTable.confidence', 'diagnostics.perSecond', 'review.player.pause',
  'sourceProblem',
]);

const PROBLEMS: SourceProblem[] = [
  { kind: 'insecure-context' }, { kind: 'camera-denied' }, { kind: 'no-camera' }, { kind: 'camera-busy' },
  { kind: 'camera-failed', detail: 'boom' }, { kind: 'empty-file', file: 'a.mp4' }, { kind: 'not-a-picture', file: 'b.jpg' },
  { kind: 'picture-format', file: 'f.tiff', format: 'TIFF' }, { kind: 'picture-format', file: 'g.heic', format: 'HEIC' },
  { kind: 'not-a-video', file: 'c.webm' }, { kind: 'transport-stream', file: 'e.mts' }, { kind: 'not-media', file: 'd.txt', type: 'text/plain' },
  { kind: 'demo-game-missing', url: '/demo/game.webm' }, { kind: 'demo-missing', url: '/demo/arena.png', status: 404 },
];

describe('the pages’ words', () => {
  it('has every English text in French, worded in French (no English left over)', () => {
    // Game and edition names are overrides of the rules' English names, where a language has its own.
    const named = (path: string) => path.startsWith('setup.gameNames') || path.startsWith('setup.editionNames');
    const en = new Map([...leaves(UI_TEXT.en)].filter(([path]) => !named(path)));
    const fr = new Map([...leaves(UI_TEXT.fr)].filter(([path]) => !named(path)));
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [path, english] of en) {
      expect(fr.get(path), path).not.toBe('');
      if (!SAME_IN_BOTH.has(path) && path !== 'language') {
        expect(fr.get(path), path).not.toBe(english);
      }
    }
    expect(UI_TEXT.fr.setup.gameNames['dice-game']).toBe('Le jeu de dés (Farkle)');
  });

  it('says why a game resumed on the demo waits: another game, or the demo\'s own game already under way', () => {
    const { en, fr } = UI_TEXT;
    expect(en.notice.notRefereedOnDemo(2, false)).toMatch(/^This game waits: the demo shows another game\. Open the camera/);
    expect(en.notice.notRefereedOnDemo(2, true)).toMatch(/^This game waits: the demo plays its recording from the start, so it cannot go on with a game already under way\. Open the camera.*\(2 players\)/);
    // The dice game's demo: its points to win too, which the form must be given.
    expect(en.notice.notRefereedOnDemo(2, false, 500)).toMatch(/“New game”, then “Start” \(2 players, 500 points\), to watch the demo's own game\.$/);
    expect(fr.notice.notRefereedOnDemo(2, false, 500)).toMatch(/« Nouvelle partie », puis « Commencer » \(2\u00a0joueurs, 500\u00a0points\), pour voir la partie de la démo\.$/);
    expect(fr.notice.notRefereedOnDemo(2, true)).toMatch(/^Cette partie attend\u00a0: la démo rejoue son enregistrement depuis le début, elle ne peut donc pas continuer une partie déjà commencée\. Ouvrez/);
  });

  it('names a game inside a sentence with its article in lower case', () => {
    const { en, fr } = UI_TEXT;
    expect(en.setup.notLive('Dicestorm', ['Strike', 'The dice game (Farkle)'], undefined))
      .toBe('The camera cannot referee Dicestorm yet. It referees Strike and the dice game (Farkle).');
    expect(fr.setup.notLive('Dicestorm', ['Strike', 'Le jeu de dés (Farkle)'], undefined))
      .toBe('La caméra ne sait pas encore arbitrer Dicestorm. Elle arbitre Strike et le jeu de dés (Farkle).');
  });

  it('counts in each language’s grammar', () => {
    const { en, fr } = UI_TEXT;
    expect([en.dice(0), en.dice(1), en.dice(2)]).toEqual(['0 dice', '1 die', '2 dice']);
    expect([fr.dice(0), fr.dice(1), fr.dice(2)]).toEqual(['0\u00a0dé', '1\u00a0dé', '2\u00a0dés']);
    expect(en.panel.wins(['Ann', 'Bob', 'Cleo'])).toBe('Ann, Bob and Cleo win');
    expect(fr.panel.wins(['Ann'])).toBe('Ann gagne');
    expect([fr.panel.turn('Ann'), fr.panel.turn('Bob'), fr.panel.finalTurn('Éva')]).toEqual(["Au tour d'Ann", 'Au tour de Bob', "Au tour d'Éva (dernier tour)"]);
    expect(fr.panel.wins(['Ann', 'Bob'])).toBe('Ann et Bob gagnent');
    expect(fr.review.analysed(120, 8, 2.5, 3.2)).toBe('120 images analysées (8,0 s de vidéo) en 2,5 s : 3,2 × le temps réel.');
    expect(fr.review.analysed(1, 0.1, 0.2, 0.5)).toBe('1 image analysée (0,1 s de vidéo) en 0,2 s : 0,5 × le temps réel.');
    expect(en.review.analysed(1, 0.1, 0.2, 0.5)).toBe('Analysed 1 frame (0.1 s of video) in 0.2 s: 0.5× real time.');
    expect(en.review.analysing(3, 10, 15, null)).toBe('Analysing frame 3 of 10 at 15 frames/s…');
    expect(en.review.timeline.dieTitle(true, 0.8, true, '5')).toBe('corrected (read 5): click to correct');
    expect(en.review.timeline.dieTitle(true, 0.8, false, null)).toBe('corrected (read unreadable), outside the arena: click to correct');
    expect(en.review.timeline.dieTitle(false, 0.8, true)).toBe('read with confidence 80 %: click to correct');
    expect(fr.review.timeline.dieTitle(true, 0.8, true, '5')).toBe('corrigé (lu 5) : cliquez pour corriger');
    expect(en.review.timeline.outsideKind('6', 1, 'otherDice')).toBe('A die shows 6, a face the chosen dice do not have: the rules take it for a die not lying flat. Other dice? Choose their edition under “Edition” and press “Analyse again”.');
    expect(en.review.timeline.outsideKind('6', 2, null)).toBe('2 dice show 6, a face the chosen dice do not have: the rules take them for dice not lying flat.');
    expect(en.review.timeline.outsideKind('6', 1, 'plainDice')).toBe('A die shows 6, a face the chosen dice do not have: the rules take it for a die not lying flat. These look like plain dice (1 to 6), which no Strike edition has: a recording of the dice game? Choose “The dice game (Farkle)” under “Game”, then “Analyse again”.');
    expect(fr.review.timeline.outsideKind('6', 2, 'otherDice')).toMatch(/^2\u00a0dés montrent 6, .* les prennent pour des dés qui ne reposent pas à plat\. D'autres dés\u00a0\?/);
    expect(fr.review.timeline.outsideKind('6', 1, 'plainDice')).toMatch(/ On dirait des dés ordinaires \(1 à 6\), qu'aucune édition de Strike n'a\u00a0: une partie du jeu de dés\u00a0\?/);
  });

  it('says a correction on the review page in the live page\'s words, an unreadable die as such (helper 196)', () => {
    expect(UI_TEXT.fr.review.correctionSaid('00:07,7', '3', '1')).toBe('Corrigé à 00:07,7 : le dé lu comme 3 montre 1. Les décisions à partir de là sont arbitrées à nouveau.');
    expect(UI_TEXT.fr.review.correctionSaid('00:07,7', null, '4')).toBe('Corrigé à 00:07,7 : le dé illisible montre 4. Les décisions à partir de là sont arbitrées à nouveau.');
    expect(UI_TEXT.en.review.correctionSaid('00:07.7', null, '4')).toBe('Corrected at 00:07.7: the unreadable die shows 4. The rulings from there are ruled again.');
    expect(UI_TEXT.en.review.correctionSaid('00:07.7', '3', '1')).toBe('Corrected at 00:07.7: the die read as 3 shows 1. The rulings from there are ruled again.');
  });

  it('offers the review kept through a reload with its video, length and corrections counted in each language\'s grammar', () => {
    const { en, fr } = UI_TEXT;
    expect(en.review.reviewKept('game.webm', '01:08.7', 3)).toBe('Your last review, of “game.webm” (01:08.7, 3 corrections), was kept.');
    expect(en.review.reviewKept('game.webm', '01:08.7', 1)).toBe('Your last review, of “game.webm” (01:08.7, 1 correction), was kept.');
    expect(en.review.reviewKept('game.webm', '01:08.7', 0)).toBe('Your last review, of “game.webm” (01:08.7, no correction), was kept.');
    expect(fr.review.reviewKept('partie.webm', '01:08,7', 3)).toBe('Votre dernière revue, de «\u00a0partie.webm\u00a0» (01:08,7, 3\u00a0corrections), a été gardée.');
    expect(fr.review.reviewKept('partie.webm', '01:08,7', 0)).toBe('Votre dernière revue, de «\u00a0partie.webm\u00a0» (01:08,7, aucune correction), a été gardée.');
    expect([en.review.reopenKept, en.review.dismissKept, fr.review.reopenKept, fr.review.dismissKept]).toEqual(['Reopen it', 'Dismiss', 'La rouvrir', 'Oublier']);
  });

  it('says a file too large or not text, opened as a game record, as such and where a video opens', () => {
    const { en, fr } = UI_TEXT;
    expect(en.review.recordRefused('game.mp4', 'tooLarge', '668')).toBe('“game.mp4” was not opened: at 668 MB, it is too large to be a game record (a video? Open it with “Open a video…”). The review shown is unchanged.');
    expect(en.review.recordRefused('game.webm', 'notText', '')).toBe('“game.webm” was not opened: it is not a game record, nor any text (a video or a picture? Open a video with “Open a video…”). The review shown is unchanged.');
    expect(fr.review.recordRefused('partie.mp4', 'tooLarge', '668')).toBe('«\u00a0partie.mp4\u00a0» n\'a pas été ouvert\u00a0: avec ses 668\u00a0Mo, il est trop grand pour être un compte rendu de partie (une vidéo\u00a0? Ouvrez-la avec «\u00a0Ouvrir une vidéo…\u00a0»). La revue affichée n\'a pas changé.');
  });

  it('says how far the vision worker has got in starting, and how long it has taken', () => {
    const { en, fr } = UI_TEXT;
    expect(en.status.startingVision(null, 0)).toBe('starting vision…');
    expect(en.status.startingVision(null, 3)).toBe('starting vision: loading its code (3 s)…');
    expect(fr.status.startingVision(null, 3)).toBe('démarrage de la vision : chargement de son code (3 s)…');
    expect(en.status.startingVision('backend', 2)).toBe('starting vision: timing the tfjs backends (2 s)…');
    expect(en.status.startingVision('models', 14)).toBe('starting vision: loading OpenCV.js and the trained models (14 s)…');
    expect(fr.status.startingVision('models', 14)).toBe("démarrage de la vision : chargement d'OpenCV.js et des modèles entraînés (14 s)…");
    // The panel's arena count after a ruling, with the dice still to take out.
    expect(en.panel.arena(3, 0, false)).toBe('Arena as ruled: 3 dice');
    expect(en.panel.arena(0, 1, false)).toBe('Arena as ruled: 0 dice once the die in blue is taken out');
    expect(fr.panel.arena(1, 2, false)).toBe('Arène arbitrée : 1 dé une fois les 2 dés en bleu retirés');
    // Storage full in the page's language; another refusal in the browser's words (helper 138).
    expect(fr.notice.gameNotSaved({ kind: 'storageFull' })).toBe("La partie n'a pas pu être enregistrée sur cet appareil : son stockage pour ce site est plein.");
    expect(fr.notice.gameNotSavedNow({ kind: 'refused', detail: 'The operation is insecure.' })).toMatch(/^La partie n'est pas enregistrée sur cet appareil \(refus du navigateur, en anglais\u00a0: The operation is insecure\)\. /);
    expect(en.notice.gameNotSavedNow({ kind: 'refused', detail: 'The operation is insecure.' })).toMatch(/^The game is not saved on this device \(The operation is insecure\)\. /);
    // The turn's points, abbreviated: French says 0 pt (helper 141).
    expect([0, 1, 150].map(fr.panel.pointsUnit)).toEqual(['pt', 'pt', 'pts']);
    expect([0, 1, 150].map(en.panel.pointsUnit)).toEqual(['pts', 'pt', 'pts']);
    // A save time that is no date is left unsaid (helper 138: "Invalid Date").
    expect(en.notice.gameResumed(null)).toBe('Resumed the saved game.');
    expect(fr.notice.gameResumed('06/12/2026 11:00:00')).toBe('Reprise de la partie enregistrée le 06/12/2026 11:00:00.');
    // A saved game that cannot be resumed: which event does not replay, not the script error (helper 138).
    expect(en.notice.gameNotResumed({ kind: 'damagedLog', event: 31, events: 31 })).toBe('The saved game could not be resumed (its event log is damaged: event 31 of 31 cannot be replayed). Press “New game” to start another: it replaces the saved one.');
    expect(en.notice.gameNotResumed({ kind: 'damagedLog', event: null, events: 4 })).toBe('The saved game could not be resumed (its event log is damaged). Press “New game” to start another: it replaces the saved one.');
    expect(fr.notice.gameNotResumed({ kind: 'otherGame', game: 'chess' })).toBe("La partie enregistrée n'a pas pu être reprise (c'est une partie de « chess », que cette page n'arbitre pas). Appuyez sur « Nouvelle partie » pour en commencer une autre : elle la remplace.");
    expect(fr.notice.gameNotResumed({ kind: 'damagedLog', event: 2, events: 9 })).toBe("La partie enregistrée n'a pas pu être reprise (son journal d'événements est abîmé : l'événement 2 sur 9 ne peut pas être rejoué). Appuyez sur « Nouvelle partie » pour en commencer une autre : elle la remplace.");
    // An all-in throw refused for dice missing from view: the button counts them (helper 137).
    expect(en.panel.countMissingOut(8, 9)).toBe('8 of the 9 dice flew out: rule the throw');
    expect(fr.panel.countMissingOut(1, 9)).toBe('1 des 9 dés est sorti : arbitrer le lancer');
    expect(fr.panel.countMissingOut(2, 9)).toBe('2 des 9 dés sont sortis : arbitrer le lancer');
    // A roll held for the players' answer when another view opens: not ruled, said so.
    expect(en.notice.answerDropped('dice-game', false)).toBe('The roll that waited for your answer was not ruled: the new view is looked at afresh.');
    expect(fr.notice.answerDropped('strike', false)).toBe("Le lancer qui attendait votre réponse n'a pas été arbitré : la nouvelle vue est regardée à neuf.");
    // A demo played over the game: it waits.
    expect(en.notice.answerDropped('strike', true)).toBe('The throw that waited for your answer was not ruled: the game waits for your own camera or pictures, which will be looked at afresh.');
    // Before a round's start die, only the dice to take out are counted, as dice (not a face: "take out 3").
    expect(en.panel.takeOut(3)).toBe('take out 3 dice (blue)');
    expect(fr.panel.takeOut(1)).toBe('à retirer : 1 dé (en bleu)');
    // A throw waiting for the players' answer is not counted yet.
    expect(en.panel.arena(1, 0, true)).toBe('Arena as ruled: 1 die, before the throw being checked');
    expect(fr.panel.arena(1, 0, true)).toBe('Arène arbitrée : 1 dé, avant le lancer à vérifier');
    // While a throw is checked, the dice to take out may be gone from the picture: not pointed at in blue (helper 129).
    expect(en.panel.arena(2, 2, true)).toBe('Arena as ruled: 2 dice, before the throw being checked');
    expect(fr.panel.arena(2, 1, true)).toBe('Arène arbitrée : 2 dés, avant le lancer à vérifier');
    // Stalled (a tfjs wasm thread that failed never makes the backend ready): the line says to reload.
    expect(en.status.startingVision('backend', 59)).toBe('starting vision: timing the tfjs backends (59 s)…');
    expect(en.status.startingVision('backend', 60)).toBe('starting vision: timing the tfjs backends (60 s, far longer than usual: reload the page)…');
    expect(fr.status.startingVision('models', 75)).toBe("démarrage de la vision : chargement d'OpenCV.js et des modèles entraînés (75 s, bien plus long que d'habitude : rechargez la page)…");
  });

  it('gives a shrunk photo\'s own size and the size read', () => {
    const full = { width: 12000, height: 9000 };
    const read = { width: 4096, height: 3072 };
    expect(UI_TEXT.en.status.shrunkPhoto(full, read)).toBe('12000 × 9000 pixels, read at 4096 × 3072');
    expect(UI_TEXT.fr.status.shrunkPhoto(full, read)).toBe('12000 × 9000\u00a0pixels, lue en 4096 × 3072');
  });

  it('says an opened video ended, or stopped part-way, with what the players may do for a game on, won or none', () => {
    const { en, fr } = UI_TEXT;
    expect(en.notice.videoEnded('a.mp4', 'none')).toBe('“a.mp4” has ended: press “New game”, then “Start”, to have it refereed from its start.');
    expect(en.notice.videoEnded('a.mp4', 'over')).toBe('“a.mp4” has ended, with the game won: press “New game”, then “Start”, to referee it again from its start.');
    expect(en.notice.videoEnded('a.mp4', 'on', 5.21)).toBe('“a.mp4” stopped at 5.2 s: the rest of the file cannot be played (cut short or damaged). The game is kept: open the next recording or photo, or press “Camera”, to go on.');
    expect(fr.notice.videoEnded('a.mp4', 'on', 5.21)).toBe("La vidéo « a.mp4 » s'est arrêtée à 5,2 s : la suite du fichier ne peut pas être lue (coupée ou abîmée). La partie est gardée : ouvrez l'enregistrement ou la photo suivante, ou appuyez sur « Caméra », pour continuer.");
    expect(fr.notice.videoEnded('a.mp4', 'over')).toBe('La vidéo « a.mp4 » est terminée, la partie gagnée : appuyez sur « Nouvelle partie », puis « Commencer », pour l\'arbitrer à nouveau depuis son début.');
  });

  it('words every source problem in both languages, naming the file', () => {
    for (const problem of PROBLEMS) {
      const english = UI_TEXT.en.sourceProblem(problem);
      const french = UI_TEXT.fr.sourceProblem(problem);
      expect(french, problem.kind).not.toBe(english);
      if ('file' in problem) {
        expect(english).toContain(`“${problem.file}”`);
        expect(french).toContain(`« ${problem.file} »`);
      }
    }
    expect(new FrameSourceError({ kind: 'empty-file', file: 'a.mp4' }).message).toBe('“a.mp4” is empty (0 bytes).');
  });
});

describe('cameraProblem', () => {
  it('tells denied, missing and busy cameras apart (Media Capture DOMException names)', () => {
    const named = (name: string) => new DOMException('x', name);
    expect(cameraProblem(named('NotAllowedError'))).toEqual({ kind: 'camera-denied' });
    expect(cameraProblem(named('SecurityError'))).toEqual({ kind: 'camera-denied' });
    expect(cameraProblem(named('NotFoundError'))).toEqual({ kind: 'no-camera' });
    expect(cameraProblem(named('OverconstrainedError'))).toEqual({ kind: 'no-camera' });
    expect(cameraProblem(named('NotReadableError'))).toEqual({ kind: 'camera-busy' });
    expect(cameraProblem(new Error('driver crashed'))).toEqual({ kind: 'camera-failed', detail: 'driver crashed' });
    expect(UI_TEXT.en.sourceProblem(cameraProblem('?'))).toBe('The camera could not be opened.');
  });
});

describe('initialLanguage', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Stubs the browser's language list and a `localStorage` holding `stored`. */
  function browser(languages: string[], stored: Record<string, string> = {}): Record<string, string> {
    vi.stubGlobal('navigator', { languages, language: languages[0] });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => {
        stored[key] = value;
      },
    });
    return stored;
  }

  it('follows the browser’s first language we speak, else English', () => {
    browser(['fr-CA', 'en-US']);
    expect(initialLanguage()).toBe('fr');
    browser(['de-DE', 'en-GB', 'fr']);
    expect(initialLanguage()).toBe('en');
    browser(['ja-JP']);
    expect(initialLanguage()).toBe('en');
  });

  it('opens in the language chosen last', () => {
    const stored = browser(['en-US']);
    rememberLanguage('fr');
    expect(initialLanguage()).toBe('fr');
    stored['dice-referee.language'] = 'xx';
    expect(initialLanguage()).toBe('en');
  });

  it('still opens when storage is refused', () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR'], language: 'fr-FR' });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => rememberLanguage('en')).not.toThrow();
    expect(initialLanguage()).toBe('fr');
  });
});

describe('localeFor', () => {
  it("writes dates in the browser's own locale of the language, else the bare language", () => {
    expect(localeFor('en', ['fr-FR', 'en-GB', 'en-US'])).toBe('en-GB');
    expect(localeFor('fr', ['en-GB', 'fr-CA'])).toBe('fr-CA');
    expect(localeFor('fr', ['en-GB'])).toBe('fr');
    expect(new Date(Date.UTC(2026, 11, 1, 9)).toLocaleDateString(localeFor('en', ['en-GB']), { timeZone: 'UTC' })).toBe('01/12/2026');
  });
});

describe('the game panel heading while the start die is awaited', () => {
  it('says how the edition puts its start die in: placed, rolled, one die from each player (helper 128)', () => {
    expect(UI_TEXT.en.panel.placeStartDie('placed')).toBe('Place the start die');
    expect(UI_TEXT.en.panel.placeStartDie('rolled')).toBe('Roll the start die');
    expect(UI_TEXT.fr.panel.placeStartDie('onePerPlayer')).toBe('Chaque joueur place un de ses dés');
    expect(UI_TEXT.en.panel.roundStartDie(2, 3, 'rolled')).toBe('Round 2 of 3: roll the start die');
    expect(UI_TEXT.fr.panel.roundStartDie(2, 3, 'placed')).toBe('Manche 2 sur 3 : placez le dé de départ');
  });

  it('has the French confirmations name the Undo button by its label, not the bare "Annuler" of their own Cancel button', () => {
    const fr = UI_TEXT.fr.panel;
    // The confirmation's Cancel reads "Annuler": "Annuler (U)" sent the players to it, not to Undo.
    expect(fr.retireNo).toBe('Annuler');
    expect(fr.dieMissedNo).toBe('Annuler');
    expect(fr.retireConfirm('Cleo')).toMatch(/ «\u00a0Annuler le départ de Cleo\u00a0» \(U\) l'annule\.$/);
    expect(fr.retireConfirmDiceGame('Ann')).toMatch(/ «\u00a0Annuler le départ d'Ann\u00a0» \(U\) l'annule\.$/);
    expect(fr.dieMissedConfirm('Ann')).toMatch(/, «\u00a0Annuler le dé hors de vue\u00a0» \(U\) le reprend\.$/);
    for (const text of [fr.retireConfirm('Cleo'), fr.retireConfirmDiceGame('Cleo'), fr.dieMissedConfirm('Cleo')]) expect(text).not.toContain('Annuler (U)');
  });
});
