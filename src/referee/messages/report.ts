/**
 * The words of a game review's Markdown report (src/review/report.ts `markdownReport`), in
 * English and French. Numbers come in as numbers; each language writes its own decimals
 * (French: decimal comma) and times (`clock`, `mm:ss.s`, are given already written).
 */
import type { Language } from '../render.ts';
import { editionNameIn } from './editions.ts';
import { REFUSED_MARK } from './changes.ts';
import { keepThrowingRule } from './keepThrowing.ts';

/** The report's sentences, headings and table heads in one language. */
export interface ReportTexts {
  /** `# …`: the title, with the video's file name (Markdown-escaped) when there is one. */
  title(videoName: string | null): string;
  /**
   * The set-up lines: the game's edition (its id, named in the language), dice faces and, for an
   * edition whose chart the players give (2020, impact), the dice each player started with
   * (`stock`; `null`: an edition with a chart), the players in seat order.
   */
  game(edition: string, faces: string, stock: number | null): string;
  /** The dice game's set-up line: its points to win and the dice's faces. */
  diceGame(targetScore: number, faces: string): string;
  players(names: string): string;
  /** Strike: whether a thrower whose dice all differ throws again, in the review page's words (./keepThrowing.ts). */
  keepThrowing(throwsAgain: boolean): string;
  /** Strike: the game is a tournament of `rounds` rounds (strike-en.txt, Alternative Game End). */
  tournament(rounds: number): string;
  /** The video's length (`clock`) and size in pixels. */
  video(length: string, width: number, height: number): string;
  /** Frames analysed at `fps` frames/s in `seconds` of wall time, `speed` × real time. */
  analysis(frames: number, fps: number, seconds: number, speed: number): string;
  /** Where the frames of a video cut short stop (`clock`), and of what length (`clock`, or null). */
  endsEarly(stopsAt: string, length: string | null): string;
  /** The reviewer stopped the analysis at `stopsAt` (of `length`): the rulings go that far. */
  stoppedAt(stopsAt: string, length: string | null): string;
  /** The arena outline was drawn by hand (`corners` as `x,y x,y …`, video pixels), not proposed from the floor. */
  arenaDrawn(corners: string): string;
  throwsByPlayer: string;
  noThrows: string;
  /**
   * The throws table's head: #, time, dice thrown, faces that landed (new in the arena, then the
   * dice left outside it that are in view, each as {@link outFace} writes it), arena before the
   * rulings (every die lying flat after the throw, X dice and matches not yet taken out), out
   * (dice left outside the arena, seen or not), not flat (re-rolled).
   */
  throwColumns: readonly string[];
  /**
   * A face that landed outside the arena, in the throws table: "4 (out)" / "4 (dehors)", its mark
   * after a no-break space (a space as French writes it before "(", and kept on the face's line); the
   * CLI's `review` timeline writes a die out the same (cli.ts `timelineDice`).
   */
  outFace(face: string): string;
  /** The dice game's: rolls by player, none, the table's head (#, time, dice rolled, faces, set aside (points)), a roll with no score. */
  rollsByPlayer: string;
  noRolls: string;
  rollColumns: readonly string[];
  farkle: string;
  rulings: string;
  /** An arena the rules refused, with their reason (already worded, Markdown-escaped). */
  refused(reason: string): string;
  /** What a live referee would have asked the players at an arena (already worded, Markdown-escaped). */
  wouldAsk(question: string): string;
  /**
   * `dice` dice an earlier ruling (at `time`) took out of play still lay in the arena, and no
   * throw is ruled while they lie there (src/review/gameReview.ts `TimelineEntry.notTakenOut`):
   * under the first entry they hold only (src/review/report.ts `rulingLines`), as the CLI's
   * `review` words it (src/referee/messages/cli.ts `notTakenOut`).
   */
  notTakenOut(dice: number, time: string): string;
  /** `count` dice thrown after an entry's arena flew out of sight, as the players said (src/review/gameReview.ts `TimelineEntry.missed`): ruled out of the arena after its own rulings. */
  missed(count: number): string;
  /**
   * `player` (a name, already Markdown-escaped) left the game just after an entry's arena, as the
   * players said (src/review/gameReview.ts `TimelineEntry.left`, `review --left-at`, the review
   * page's *A player left after this arena*): said before the leaving's own rulings.
   */
  left(player: string): string;
  noRulings: string;
  /**
   * `count` dice of one settled arena show `face`, which the review's dice (`faces`, e.g.
   * `1 2 3 4 5 X`) do not have; the rules took them for dice not lying flat (src/core/outsideKind.ts).
   */
  outsideKind(face: string, count: number, faces: string): string;
  corrections: string;
  noCorrections: string;
  /**
   * A corrected die: where it lay (its centre in frame pixels, or null), the face read (null:
   * unreadable) and the face given.
   */
  correction(at: [number, number] | null, read: string | null, face: string): string;
  facesThrown: string;
  /** What the faces thrown count: new faces in the arena after each throw (knocked dice included) and re-rolled dice, not dice out (src/review/report.ts `faceHistogram`). */
  facesCounted: string;
  /** What the dice game's faces thrown count: every face of every roll. */
  facesRolled: string;
  /** The histogram's head: face, count (the bar column has none). */
  faceColumns: readonly [string, string];
  fairness: string;
  noFaces: string;
  /** The chi-square test's line: faces, χ², degrees of freedom, p (already written), total faces, expected per face. */
  chiSquare(faceCount: number, statistic: number, degreesOfFreedom: number, p: string, total: number, expected: number): string;
  /** The verdict at level `alpha` (0–1). */
  verdict(unlikely: boolean, alpha: number): string;
  /** The caution when each face is expected fewer than `minExpected` times (throws, or the dice game's faces rolled). */
  fewCounts(minExpected: number): string;
}

/** The review report's words in English (src/review/report.ts `renderReport`). */
export const en: ReportTexts = {
  title: (name) => (name === null ? 'Game review' : `Game review: ${name}`),
  game: (edition, faces, stock) => `- Game: ${editionNameIn(edition, 'en')}, dice ${faces}${stock === null ? '' : `, ${stock} ${stock === 1 ? 'die' : 'dice'} each player at the start`}`,
  diceGame: (target, faces) => `- Game: the dice game, to ${target} points, dice ${faces}`,
  players: (names) => `- Players (in seat order): ${names}`,
  keepThrowing: (again) => `- ${keepThrowingRule('en', again)}`,
  tournament: (rounds) => `- A tournament of ${rounds} rounds, each player starting one; fewest points wins`,
  video: (length, width, height) => `- Video: ${length} long, ${width}×${height} pixels`,
  analysis: (frames, fps, seconds, speed) => `- Analysis: ${frames} frames at ${fps} frames/s in ${seconds.toFixed(1)} s (${speed.toFixed(1)}× real time)`,
  endsEarly: (stopsAt, length) => `- **The video ends early**: frames stop at ${stopsAt}${length ? ` of ${length}` : ''}; the file may be cut short`,
  arenaDrawn: (corners) => `- Arena outline drawn by hand (video pixels): ${corners}`,
  stoppedAt: (stopsAt, length) => `- **Analysis stopped** at ${stopsAt}${length ? ` of ${length}` : ''}: the rulings go no further`,
  throwsByPlayer: 'Throws by player',
  noThrows: 'No throws.',
  throwColumns: ['#', 'time', 'dice thrown', 'faces that landed (new in the arena, or out)', 'arena before the rulings', 'out', 'not flat (re-rolled)'],
  outFace: (face) => `${face}\u00a0(out)`,
  rollsByPlayer: 'Rolls by player',
  noRolls: 'No rolls.',
  rollColumns: ['#', 'time', 'dice rolled', 'faces', 'set aside (points)'],
  farkle: 'no score',
  rulings: 'Rulings',
  refused: (reason) => `**${REFUSED_MARK.en}**: the rules cannot explain this arena (${reason})`,
  wouldAsk: (question) => `*a live referee would have asked*: ${question}`,
  notTakenOut: (dice, time) => `*not ruled*: ${dice === 1 ? 'a die' : `${dice} dice`} taken out of play at ${time} ${dice === 1 ? 'is' : 'are'} still in the arena, and no throw is ruled while ${dice === 1 ? 'it lies' : 'they lie'} there (the game filmed went on otherwise)`,
  missed: (count) => `*as the players said*: then ${count === 1 ? 'a die thrown flew' : `${count} dice thrown flew`} out of sight, ruled out of the arena:`,
  left: (player) => `*as the players said*: then ${player} left the game:`,
  noRulings: 'No rulings.',
  outsideKind: (face, count, faces) => `${count === 1 ? 'A die shows' : `${count} dice show`} ${face}, a face the dice reviewed (${faces}) do not have: `
    + `the rules took ${count === 1 ? 'it for a die' : 'them for dice'} not lying flat. Other dice may fit this video.`,
  corrections: 'Corrections',
  noCorrections: 'None: every reading was kept.',
  correction: (at, read, face) => `the die${at ? ` at (${at[0]}, ${at[1]}) px` : ''} read as ${read ?? 'unreadable'}: corrected to ${face}`,
  facesThrown: 'Faces thrown',
  facesCounted: 'Each throw counts the faces that came to rest new in the arena, a die the throw knocked onto another face included (a video does not tell it from the die thrown), and the faces of re-rolled dice; not the faces of dice outside the arena (listed as out in the throws), which may lie on its rim, not flat.',
  facesRolled: 'Every face of every roll counts.',
  faceColumns: ['face', 'count'],
  fairness: 'Fairness',
  noFaces: 'No faces were thrown: nothing to test.',
  chiSquare: (faces, statistic, df, p, total, expected) => `Pearson's chi-square goodness-of-fit test against a fair die (each face 1/${faces}): `
    + `χ² = ${statistic.toFixed(3)}, ${df} degrees of freedom, p = ${p} (${total} ${total === 1 ? 'face' : 'faces'}, ${expected.toFixed(2)} expected per face).`,
  verdict: (unlikely, alpha) => (unlikely
    ? `At the ${alpha * 100} % level these counts are unlikely from fair dice.`
    : `At the ${alpha * 100} % level these counts give no evidence against fair dice.`),
  fewCounts: (min) => `Caution: each face is expected fewer than ${min} times, so the chi-square approximation is rough and the p-value only a guide; review more games to test the dice.`,
};

/** `n` with `digits` decimals and a decimal comma. */
function decimal(n: number, digits: number): string {
  return n.toFixed(digits).replace('.', ',');
}

/** The review report's words in French: decimal comma, the words of strike-fr.txt. */
export const fr: ReportTexts = {
  title: (name) => (name === null ? 'Revue de partie' : `Revue de partie : ${name}`),
  game: (edition, faces, stock) => `- Jeu : ${editionNameIn(edition, 'fr')}, dés ${faces}${stock === null ? '' : `, ${stock}\u00a0${stock === 1 ? 'dé' : 'dés'} par joueur au départ`}`,
  diceGame: (target, faces) => `- Jeu : le jeu de dés en ${target} points, dés ${faces}`,
  players: (names) => `- Joueurs (dans l'ordre du jeu) : ${names}`,
  keepThrowing: (again) => `- ${keepThrowingRule('fr', again)}`,
  tournament: (rounds) => `- Un tournoi de ${rounds} manches, chaque joueur en commençant une ; le moins de points gagne`,
  video: (length, width, height) => `- Vidéo : ${length} de long, ${width}×${height} pixels`,
  analysis: (frames, fps, seconds, speed) => `- Analyse : ${frames} images à ${String(fps).replace('.', ',')} images/s en ${decimal(seconds, 1)} s (${decimal(speed, 1)} × le temps réel)`,
  endsEarly: (stopsAt, length) => `- **La vidéo s'arrête avant la fin** : les images s'arrêtent à ${stopsAt}${length ? ` sur ${length}` : ''} ; le fichier est peut-être tronqué`,
  arenaDrawn: (corners) => `- Contour de l'arène tracé à la main (pixels de la vidéo) : ${corners}`,
  stoppedAt: (stopsAt, length) => `- **Analyse arrêtée** à ${stopsAt}${length ? ` sur ${length}` : ''} : les décisions ne vont pas plus loin`,
  throwsByPlayer: 'Lancers par joueur',
  noThrows: 'Aucun lancer.',
  throwColumns: ['n°', 'temps', 'dés lancés', "faces obtenues (nouvelles dans l'arène, ou dehors)", 'arène avant arbitrage', 'dehors', 'pas à plat (relancés)'],
  outFace: (face) => `${face}\u00a0(dehors)`,
  rollsByPlayer: 'Lancers par joueur',
  noRolls: 'Aucun lancer.',
  rollColumns: ['n°', 'temps', 'dés lancés', 'faces', 'mis de côté (points)'],
  farkle: 'aucun point',
  rulings: 'Arbitrage',
  refused: (reason) => `**${REFUSED_MARK.fr}** : les règles ne l'expliquent pas (${reason})`,
  wouldAsk: (question) => `*un arbitre en direct aurait demandé* : ${question}`,
  notTakenOut: (dice, time) => `*non arbitré* : ${dice === 1 ? 'un dé retiré' : `${dice} dés retirés`} du jeu à ${time} ${dice === 1 ? 'est' : 'sont'} encore dans l'arène, et aucun lancer n'est arbitré tant qu'${dice === 1 ? 'il y reste' : 'ils y restent'} (la partie filmée a continué autrement)`,
  missed: (count) => `*comme l'ont dit les joueurs* : puis ${count === 1 ? "un dé lancé s'est envolé" : `${count} dés lancés se sont envolés`} hors de vue, compté${count === 1 ? '' : 's'} hors de l'arène :`,
  left: (player) => `*comme l'ont dit les joueurs*\u00a0: puis ${player} a quitté la partie\u00a0:`,
  noRulings: 'Aucune décision.',
  outsideKind: (face, count, faces) => `${count === 1 ? 'Un dé montre' : `${count} dés montrent`} ${face}, une face que les dés de la revue (${faces}) n'ont pas : `
    + `les règles ${count === 1 ? "l'ont pris pour un dé qui ne repose" : 'les ont pris pour des dés qui ne reposent'} pas à plat. D'autres dés conviendraient peut-être à cette vidéo.`,
  corrections: 'Corrections',
  noCorrections: 'Aucune : chaque lecture a été gardée.',
  correction: (at, read, face) => `le dé${at ? ` en (${at[0]}, ${at[1]}) px` : ''} lu ${read ?? 'illisible'} : corrigé en ${face}`,
  facesThrown: 'Faces obtenues',
  facesCounted: "Chaque lancer compte les faces arrivées dans l'arène, y compris celle d'un dé que le lancer a retourné (une vidéo ne le distingue pas du dé lancé), et les faces des dés relancés ; pas celles des dés hors de l'arène (notés dehors dans les lancers), qui peuvent reposer sur son bord, pas à plat.",
  facesRolled: 'Chaque face de chaque lancer compte.',
  faceColumns: ['face', 'nombre'],
  fairness: 'Équité des dés',
  noFaces: "Aucune face n'a été lancée : rien à tester.",
  chiSquare: (faces, statistic, df, p, total, expected) => `Test du khi-deux de Pearson (adéquation à un dé équilibré, chaque face 1/${faces}) : `
    + `χ² = ${decimal(statistic, 3)}, ${df} degrés de liberté, p = ${p.replace('.', ',')} (${total}\u00a0${total === 1 ? 'face' : 'faces'}, ${decimal(expected, 2)} ${expected < 2 ? 'attendue' : 'attendues'} par face).`,
  verdict: (unlikely, alpha) => (unlikely
    ? `Au seuil de ${alpha * 100} %, ces nombres sont peu probables avec des dés équilibrés.`
    : `Au seuil de ${alpha * 100} %, ces nombres ne montrent rien contre des dés équilibrés.`),
  fewCounts: (min) => `Attention : chaque face est attendue moins de ${min} fois, l'approximation du khi-deux est grossière et la valeur p n'est qu'indicative ; analysez d'autres parties pour tester les dés.`,
};

/** The report's texts in `language`. */
export function reportTexts(language: Language): ReportTexts {
  return language === 'fr' ? fr : en;
}
