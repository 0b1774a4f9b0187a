/**
 * The app's own words (buttons, headings, notices, errors) in each language the referee speaks.
 * The referee's announcements, questions and refusals have their own tables in
 * src/referee/messages/; this file is only the pages' chrome. One {@link UiText} per language,
 * in `en.ts` and `fr.ts`: the type makes a missing French text a compile error.
 */
import type { DieKind, Face } from '../../core/types.ts';
import type { Language } from '../../referee/render.ts';
import { EDITIONS, type StartDieMode } from '../../rules/strike/editions.ts';
import type { StartStage } from '../../worker/api.ts';
import type { ArenaRefusal } from '../arenaStore.ts';
import type { DemoGame } from '../frameSources.ts';
import type { LeavingRefusal, MissedAtUnused, ThrownUnused } from '../../review/gameReview.ts';
import type { NotResumed, SaveProblem } from '../savedGame.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

/**
 * Why a frame source could not be opened (src/app/frameSources.ts), as data: each page words it
 * in its language with {@link UiText.sourceProblem}.
 */
export type SourceProblem =
  /** `navigator.mediaDevices` is missing: the page is not served from localhost or https. */
  | { kind: 'insecure-context' }
  /** getUserMedia's NotAllowedError or SecurityError. */
  | { kind: 'camera-denied' }
  /** getUserMedia's NotFoundError or OverconstrainedError. */
  | { kind: 'no-camera' }
  /** getUserMedia's NotReadableError or AbortError. */
  | { kind: 'camera-busy' }
  /** Any other getUserMedia failure; `detail` is the browser's message (may be empty). */
  | { kind: 'camera-failed'; detail: string }
  | { kind: 'empty-file'; file: string }
  | { kind: 'not-a-picture'; file: string }
  /** A picture in a format browsers do not decode (frameSources.ts `pictureFormatBrowsersLack`): TIFF, or HEIC as iPhones take. */
  | { kind: 'picture-format'; file: string; format: 'TIFF' | 'HEIC' }
  /** A picture smaller than `min` pixels on a side (frameSources.ts MIN_PHOTO_SIDE): no die can be read in it. */
  | { kind: 'picture-too-small'; file: string; width: number; height: number; min: number }
  | { kind: 'not-a-video'; file: string }
  /**
   * An MPEG transport stream (`.ts`, `.mts`, `.m2ts`: camcorders' AVCHD, broadcast recordings),
   * which no browser plays (known by its name and its bytes: frameSources.ts `isTransportStreamName`,
   * `isTransportStream`); the CLI's ffmpeg reads it.
   */
  | { kind: 'transport-stream'; file: string }
  /** A file given as a video (its type or name) that is a still picture (a photo renamed `.mp4`). */
  | { kind: 'still-image'; file: string }
  /** A media file the browser plays that has sound and no pictures. */
  | { kind: 'no-video-stream'; file: string }
  /** Neither `image/*` nor `video/*`; `type` is the file's MIME type. */
  | { kind: 'not-media'; file: string; type: string }
  | { kind: 'demo-game-missing'; url: string }
  /** `status`: the HTTP status of the demo arena's fetch. */
  | { kind: 'demo-missing'; url: string; status: number };

/** The pages' words in one language. Functions take what the sentence needs (names, counts). */
export interface UiText {
  /** The language of these words (also its BCP 47 tag, for `<html lang>` and dates). */
  language: Language;
  toolbar: {
    newGame: string;
    camera: string;
    openFile: string;
    demo: string;
    arena: string;
    doneWithArena: string;
    findArenaAgain: string;
    language: string;
    voiceOn: string;
    voiceOff: string;
    diagnostics: string;
    review: string;
  };
  /** "2 players", "1 player". */
  players(n: number): string;
  /** "3 dice", "1 die". */
  dice(n: number): string;
  /** "4 pts". */
  points(n: number): string;
  notice: {
    /** `why` (a source problem, worded) and that the still demo arena is shown. */
    showingDemoArena(why: string | null): string;
    /**
     * How to watch the demo game (its player count), after `why` when there is one; and the dice
     * game's demo (its player count and points to win) when there is one.
     */
    showingDemoGame(why: string | null, players: number, diceGame: { players: number; targetScore: number } | null): string;
    demoGameOver: string;
    /**
     * A video `file` the players opened plays, with no game refereed yet: a game started on it
     * plays it again from its start.
     */
    videoPlaying(file: string): string;
    /**
     * The video `file` the players opened has ended (`stoppedAtS`: its pictures stopped there on a
     * decode error, the file cut short or damaged); `game`: whether a game is in progress (and
     * kept), won, or there is none.
     */
    videoEnded(file: string, game: 'on' | 'over' | 'none', stoppedAtS?: number): string;
    /**
     * The recording `file` is paused while the referee waits for the players' answer on screen
     * (src/app/useHoldForAnswer.ts), before the button that plays it on unanswered (`playOn`).
     */
    heldForAnswer(file: string): string;
    /** The button that plays a recording held for an answer on, unanswered. */
    playOn: string;
    /** A game started on the demo before the vision worker runs: the demo waits for it. */
    demoWaitsForVision: string;
    cameraUnplugged: string;
    /** After a file that did not open: what the page still shows (`shown`: a file name, or the demo's name). */
    stillShowing(shown: string): string;
    /**
     * Photo `file` was opened while photo `shown` was not read yet, in a refereed game (or, with
     * `forAnswer`, while the referee waits for the players' answer about it): it is shown (and
     * ruled) once that one has been read (or the question answered); `waiting` photos wait in all.
     */
    photoWaits(file: string, shown: string, waiting: number, forAnswer: boolean): string;
    /** A photo waiting is shown because the one shown before it could not be read (`error`, the reader's message): that one was not ruled. */
    photoUnread(shown: string, error: string, next: string): string;
    /**
     * Photo `file` of a refereed game shows the same dice as the arena before it, in the same
     * places or (`moved`) some moved with their faces: no throw (Strike) or roll (`dice-game`).
     */
    photoNoChange(file: string, game: 'strike' | 'dice-game', moved: boolean): string;
    /**
     * Another view opened while a throw (`strike`) or roll waited for the players' answer: it is
     * not ruled, and the new view is looked at afresh (src/app/useLiveGame.ts `lookAfresh`); or,
     * `overDemo`, a demo the game is not refereed on plays over it, and the game waits.
     */
    answerDropped(game: 'strike' | 'dice-game', overDemo: boolean): string;
    /** A game started on the demo that is not the demo's own game. */
    demoMismatch(edition: string, players: number): string;
    /** A dice game started on the demo that is not the dice-game demo's own game (its player count and points to win). */
    diceGameDemoMismatch(players: number, targetScore: number): string;
    /** A game in progress while the demo plays (resumed, or Demo pressed mid-game). */
    /**
     * A game resumed on the demo is not refereed on it: `sameGame` when it is set up as the
     * demo's own game (its recording restarts from the beginning, so it cannot go on with it);
     * `targetScore`: the dice game demo's points to win, for the set-up that plays it.
     */
    notRefereedOnDemo(players: number, sameGame: boolean, targetScore?: number): string;
    editingArena: string;
    /** Accessible name of arena corner `n` of `count` while the arena is edited (a button the arrow keys move). */
    arenaCorner(n: number, count: number): string;
    /** Accessible name of the picture (the camera's frame with its overlay): what it shows, and where it is in words. */
    picture: string;
    /** The outline just dragged was not taken (src/vision/arenaOutline.ts `checkArena`): the one before stays. */
    arenaRefused(reason: ArenaRefusal): string;
    /**
     * A key of the other game was pressed (P, Strike's pass, in the dice game; B, the dice
     * game's bank, in Strike): what ends a turn in `game` instead. Shown beside the panel and
     * spoken, as a refused intent; not written into the game's log. `keysShown`: whether the
     * device names keyboard shortcuts (src/app/keyHints.ts `keyHintsShown`); where it does not (a
     * touch screen) the button that ends a turn is named without its key.
     */
    otherGameKey(key: 'P' | 'B', game: 'strike' | 'dice-game', keysShown: boolean): string;
    idle: { before: string; newGame: string; after: string };
    somethingWentWrong(detail: string): string;
    workerFailed(detail: string): string;
    /** Logged when saves start failing (src/app/savedGame.ts `SaveProblem`: storage full, or the browser's own words). */
    gameNotSaved(problem: SaveProblem): string;
    /** Shown while the saves fail: the game goes on, a reload now would resume an older one. */
    gameNotSavedNow(problem: SaveProblem): string;
    /** Logged when a save works again after failing. */
    gameSavedAgain: string;
    /** Logged when a saved game is resumed: when it was saved (local date and time), `null` when the record's time is no date. */
    gameResumed(savedAt: string | null): string;
    /** Shown when the saved game cannot be resumed, with why (src/app/savedGame.ts `NotResumed`). */
    gameNotResumed(reason: NotResumed): string;
    /** Another tab or window saved this page's game since it began here (useLiveGame `playedElsewhere` `taken`). */
    playedElsewhere: string;
    /** Another tab or window started another game, or ended this page's, since it began here (useLiveGame `playedElsewhere` `replaced`). */
    replacedElsewhere: string;
    /**
     * The camera reads `face` on `dice` dice, a face the game's `kind` of dice lacks; `otherEdition`:
     * the display name of a Strike edition whose dice show it (and the other faces in the arena),
     * or `null`; `plainDice`: no Strike edition has these faces, a plain d6 does (outsideKindHint.ts).
     */
    facesOutsideKind(face: Face, dice: number, kind: DieKind, otherEdition: string | null, plainDice: boolean): string;
  };
  sourceProblem(problem: SourceProblem): string;
  status: {
    noSource: string;
    /** Labels of the built-in sources (the camera's label is the browser's). */
    demoGame: string;
    demoArena: string;
    /**
     * While the vision worker starts: its stage (null before it has said: its code is still
     * loading once a second has passed) and the whole seconds waited so far (src/app/useStartProgress.ts).
     */
    startingVision(stage: StartStage | null, seconds: number): string;
    /** A photo larger than the page reads (frameSources.ts MAX_PHOTO_SIDE): its size and the size read, in pixels. */
    shrunkPhoto(full: { width: number; height: number }, read: { width: number; height: number }): string;
  };
  setup: {
    title: string;
    game: string;
    edition: string;
    players: string;
    /** Default name of seat `seat` (0-based) past the list of default names. */
    player(seat: number): string;
    nameLabel(seat: number): string;
    moveUp(name: string): string;
    moveDown(name: string): string;
    /** Under the names, once one reaches the longest a name may be (`max` characters, src/core/playerName.ts): the rest is cut. */
    nameMaxLength(max: number): string;
    /**
     * Under the names: the first seat starts, play goes down the list; where the rulebook says
     * who starts (src/rules/games.ts `firstPlayer`: `eldest`), list the players from them, clockwise.
     */
    firstStarts(firstPlayer: 'eldest' | undefined): string;
    /** The game menu's group of the games the camera referees (src/rules/games.ts `camera`). */
    liveGames: string;
    /** The game menu's group of the games with a rules engine only: the camera cannot referee them yet, and they cannot be started (helper 167 read "rules only" as a mode to enter throws by hand). */
    notLiveGames: string;
    /** A game whose rules engine exists but the camera referee does not play yet: why, by game id. */
    notLive(game: string, liveGames: string[], why: string | undefined): string;
    /** Why the camera cannot referee a game yet, by game id (src/rules/games.ts). */
    notLiveWhy: Readonly<Record<string, string>>;
    /** Label of the stock asked for an edition whose dice-per-player chart no rulebook here gives. */
    dicePerPlayer: string;
    /** The note under it, naming the edition (its plain name: the note keeps it whole, src/app/i18n/noBreak.ts `keepTogether`; the live and review pages both show it). */
    noChart(edition: string): string;
    /** Strike's tournament box, for `rounds` players (one round each starts). */
    tournament(rounds: number): string;
    /** The dice game's points to win. */
    targetScore: string;
    /** The stock typed is not a whole number from 1 to `max` (the box's dice shared out). */
    dicePerPlayerRange(max: number): string;
    /** The points to win typed are not a whole number from `min` to `max`, a multiple of `step`. */
    targetScoreRule(min: number, max: number, step: number): string;
    start: string;
    /** The demo note's button: set the form to the demo's own game (its players, edition or points to win). */
    likeDemo: string;
    /** The setup screen's warning that Start ends the game in progress of `names` (seat order). */
    replaces(names: readonly string[]): string;
    cancel: string;
    /** Game names by game id (src/rules/games.ts), where they differ from the rules' English names. */
    gameNames: Readonly<Record<string, string>>;
    /** Strike edition names by edition id (src/rules/strike/editions.ts), likewise. */
    editionNames: Readonly<Record<string, string>>;
  };
  panel: {
    wins(names: string[]): string;
    nobodyWins: string;
    /** The game awaits its start die, put in as the edition has it (`startDie`: placed, rolled, one per player). */
    placeStartDie(startDie: StartDieMode): string;
    /** A tournament's round `round` of `rounds` (from 2) awaits its start die (`startDie` as in {@link placeStartDie}). */
    roundStartDie(round: number, rounds: number, startDie: StartDieMode): string;
    /** Who won the tournament round before (shown until the next start die is placed). */
    roundWonBy(name: string, round: number): string;
    /**
     * Under a finished Strike tournament's scores: the fewest points wins (strike-en.txt,
     * Alternative Game End; harry-potter-strike-en.txt, Tournament rules), as a winner on
     * 0 points reads as one who scored nothing.
     */
    fewestPointsWins: string;
    /**
     * Under a Strike tournament's final scores in place of {@link fewestPointsWins}, when it ended
     * because every other player left (src/rules/common/retire.ts, our reading: no rulebook has
     * it): the one player still in wins, whatever the totals.
     */
    othersLeftWin: string;
    turn(name: string): string;
    finalTurn(name: string): string;
    out: string;
    /**
     * The rules' arena, as ruled, holds `dice` dice, once the `toTakeOut` dice marked blue are
     * taken out (0: none marked); `checking`: a throw waits for the players' answer, and is not
     * counted yet (so the count can differ from the dice in view).
     */
    arena(dice: number, toTakeOut: number, checking: boolean): string;
    /** `dice` dice marked blue to take out (before the start die, when no arena is counted). */
    takeOut(dice: number): string;
    bigHit: string;
    confirmThrow: string;
    ruleAsThrow: string;
    /**
     * Answer to an all-in throw refused for dice missing from view: `missing` of the thrower's
     * `stock` dice flew out of the arena (both counted, so that ruling most of them out is not a
     * misclick: helper 137).
     */
    countMissingOut(missing: number, stock: number): string;
    confirmRoll: string;
    keepRoll: string;
    /** Answer to the dice game's `notARoll` question: the dice found lying at the first look are the roll (a photo of it opened after Start). */
    ruleAsRoll: string;
    /** Answer to the dice game's `changed` and `refusedKeep` questions: dice were set aside and those in the arena rolled (landing where the roll's lay). */
    ruleAsRolled: string;
    /** Answer to the dice game's `keptWhich` question: these faces (written `1 5`) were set aside. */
    setAside(faces: string): string;
    askedDie(n: number, answer: string): string;
    /** A die asked about that lies out of view (taken out of the arena), by its face. */
    askedDieOut(answer: string): string;
    /** A die asked about, not answered yet, whose face the reader saw but was unsure of: `4?`. */
    unsureFace(face: string): string;
    /** That die's tooltip: confirming keeps the face read. */
    unsureFaceTitle(face: string): string;
    /** Strike's Pass button, its key hint ({@link keyHint}) shown after it. */
    pass: string;
    /** Strike: the thrower's die flew out of sight (LiveStrikeReferee `dieMissed`); `dieMissedTitle` says what it does. */
    dieMissed: string;
    dieMissedTitle: string;
    /** Asked before a die is ruled flown out of sight (Undo takes it back until the next throw): `name` is the thrower's. */
    dieMissedConfirm(name: string): string;
    dieMissedYes: string;
    dieMissedNo: string;
    /**
     * Answers to the `missedDieFound` question (a die came into the arena after one said flown out
     * of sight, LiveStrikeReferee `missedDieFound`): it is that die (taken back, the arena the
     * thrower's throw), or another die (the next throw); their key hints ({@link keyHint}), U and
     * N, shown after them (src/app/shortcutKeys.ts `livePageShortcut`).
     */
    missedDieFoundYes: string;
    missedDieFoundNo: string;
    /**
     * Answers to the `missedDieFound` question where another player's die was said flown out of
     * sight before the last (src/referee/liveStrikeQuestion.ts `othersWithDieLost`): it is
     * `name`'s lost die (one answer per thrower; the last one's hinted U), or none of them (N).
     */
    missedDieFoundOf(name: string): string;
    missedDieFoundNone: string;
    /**
     * A player's row: `name` leaves the game (src/rules/common/retire.ts, our reading); the
     * button's text, its tooltip, the confirmation asked and its two answers.
     */
    retire: string;
    retireTitle(name: string): string;
    retireConfirm(name: string): string;
    retireYes(name: string): string;
    retireNo: string;
    /**
     * The same in the dice game, where a player who leaves has no dice to lose: his banked score
     * stays on the board but cannot win, and his own turn's points are lost (src/rules/dice-game/
     * apply.ts `retire`, our reading: the-dice-game-en.txt has none); the mark on his row
     * (`retiredMark`) instead of Strike's {@link out}, since nobody is eliminated there.
     */
    retireTitleDiceGame(name: string): string;
    retireConfirmDiceGame(name: string): string;
    retiredMark: string;
    /** The dice game's Bank button, its key hint ({@link keyHint}) shown after it. */
    bank: string;
    /** The Undo correction button, its key hint ({@link keyHint}) shown after it. */
    undo: string;
    /**
     * Strike: the Undo button when what it takes back is the die said flown out of sight
     * (LiveStrikeReferee `undoTakesBack` `missedDie`), its key hint after it; `undoMissedTitle`
     * its tooltip, `name` the thrower's, `key` its keyboard key.
     */
    undoMissed: string;
    undoMissedTitle(name: string, key: string): string;
    /** Undo when it brings back the player `name` who left (`undoTakesBack` `retirement`), and its tooltip with the key `key`. */
    undoRetired(name: string): string;
    undoRetiredTitle(name: string, key: string): string;
    keyboard(key: string): string;
    /**
     * A button's keyboard shortcut as shown after its name, " (P)": hidden on a touch screen
     * (src/app/GamePanel.tsx `KeyHint`), where no key is pressed.
     */
    keyHint(key: string): string;
    newGame: string;
    thisTurn: string;
    /** The unit after the turn's points, abbreviated: "pts" ("pt" for 1, and in French for 0 and 1). */
    pointsUnit(points: number): string;
    /**
     * The roll waiting for dice to be set aside, `faces` ("1 5 2 3 4 4"), the most it scores
     * (`points`, src/rules/dice-game `bestScore`), and whether the turn could then bank
     * (LiveDiceGameReferee `rollCanBank`).
     */
    rolled(faces: string, points: number, canBank: boolean): string;
    rollOrBank(dice: number): string;
    /** `next` (roll, or roll or bank) when more dice of the last roll could still be set aside. */
    orSetAsideMore(next: string): string;
    roll(dice: number): string;
    finalRound(target: number, name: string, score: number): string;
    /**
     * The dice game's bank minimums, said under the turn (helper 160: learnt only from a refused
     * bank): `first` points for a player's first bank, `min` after (the-dice-game-en.txt, Scoring;
     * src/rules/dice-game/config.ts).
     */
    bankMinimums(first: number, min: number): string;
    /**
     * Said instead of {@link bankMinimums} in a final turn, where the minimums do not hold (unless
     * the house rule `finalTurnMinimum`): the total must go past `target`, so the turn needs
     * `points` points or more (src/rules/dice-game/flow.ts `finalTurnBank`; the-dice-game-en.txt,
     * Ending the game); `holder`, the name of the player whose score `target` is. The one place a
     * final turn's target is said (helper 234: the turn's line said it too, "final turns: Bob
     * reached 500 (500)").
     */
    finalTurnBank(target: number, points: number, holder: string): string;
    /** Accessible name of the referee's log (a live region: screen readers say each new line). */
    log: string;
  };
  facePicker: {
    label: string;
    /** Before the faces: of the die clicked, and of die `n` as the dice table numbers it (1-based). */
    shows: string;
    dieShows(n: number): string;
    leaning: string;
    cancel: string;
  };
  diceTable: {
    /** The table's caption, for screen readers (the picture's dice in words). */
    caption: string;
    reading: string;
    /** Caption over the last still reading while the dice move (frames are not read then). */
    moving: string;
    /** In place of the table while something moves and nothing still has been read yet (a hand, a camera moving). */
    waitingForStill: string;
    noDice: string;
    face: string;
    confidence: string;
    /** A die's confidence (0–1), two decimals in the language's own notation. */
    confidenceValue(value: number): string;
    /** Beside the confidence of a face read too unsurely for the referee to rule it unasked. */
    unsure: string;
    /** Its tooltip: `threshold` the referee's least confidence, as {@link confidenceValue} writes it. */
    unsureTitle(threshold: string): string;
    arena: string;
    box: string;
    in: string;
    out: string;
    /** Beside a corrected die's face: the face the camera read (null: unreadable). */
    readAs(face: Face | null): string;
    /** Header of the column with what the referee marked on each die (to take out, to check). */
    referee: string;
    /** A die a question asks about whose face the players can set now (outlined in magenta on the picture). */
    asked: string;
    /** A die another question is about (magenta too: a change the rules cannot explain, say), whose face is not asked. */
    inQuestion: string;
    /** A die of the dice game's roll that the referee saw change before any die was set aside (turned, re-rolled, or another die): the question asks for the roll to be put back, not for this die's face. */
    changed: string;
    /** Accessible name of row `n`'s button, which opens the face picker for its die. */
    setFace(n: number): string;
  };
  diagnostics: {
    /** A duration in ms, one decimal in the language's own notation. */
    milliseconds(value: number): string;
    frames: string;
    perSecond: string;
    backend: string;
    backendTest: string;
    off: string;
    /** A backend left untimed: WebGL drawn on the CPU, or `cpu` once a faster one started (src/vision/tfjsBackend.ts). */
    skipped: Record<'software-renderer' | 'fallback', string>;
    starting: string;
    reader: string;
    motion: string;
    motionGate: string;
    arena: string;
    read: string;
    waitingToSettle: string;
    /** A settled frame not read: the tracker has voted on this settle (src/app/useVisionLoop.ts). */
    voted: string;
    workerTotal: string;
    /** The motion gate's states (src/vision/motionGate.ts). */
    motionStates: Readonly<Record<'empty' | 'moving' | 'settled', string>>;
    /** Where the arena came from (src/vision/pipeline.ts `arenaSource`). */
    arenaSources: Readonly<Record<'user' | 'proposed' | 'none', string>>;
    /** The die readers (src/worker/api.ts `reader`). */
    readers: Readonly<Record<'classical' | 'model', string>>;
  };
  takeOutMark: string;
  /** The key to the marks drawn over the picture (OverlayLegend.tsx), one entry per kind of box. */
  legend: {
    summary: string;
    inArena: string;
    outOfArena: string;
    unreadable: string;
    arena: string;
    toRemove: string;
    asked: string;
    given: string;
  };
  /** The review page (review.html). */
  review: {
    title: string;
    openVideo: string;
    /** The button reviewing the demo recording of the game chosen: Strike's, or the dice game's. */
    demoGame: string;
    demoDiceGame: string;
    analyseAgain: string;
    /** The title of *Analyse again* while it is disabled: nothing changed since the analysis shown. */
    analyseAgainUnneeded: string;
    stop: string;
    exportJson: string;
    exportReport: string;
    liveReferee: string;
    /** The button opening a game record the page exported (JSON), to see, correct and export its review again. */
    openRecord: string;
    /**
     * The page opened with the last review kept on this device (src/app/review/keptReview.ts): of
     * the video `video`, lasting `duration` (`mm:ss.s`), with `corrections` corrections (0 or more).
     */
    reviewKept(video: string, duration: string, corrections: number): string;
    /** The button reopening the review kept, as *Open a record…* would. */
    reopenKept: string;
    /** The button forgetting the review kept. */
    dismissKept: string;
    /**
     * `file` was not opened as a game record (src/review/recordFile.ts `RecordProblem`): not JSON,
     * not a record, a record of a newer format (`detail`: its format tag), or a damaged one
     * (`detail`: what is wrong, in English); the review shown stays as it was.
     */
    recordRefused(file: string, problem: 'tooLarge' | 'notText' | 'notJson' | 'notRecord' | 'newerFormat' | 'damaged', detail: string): string;
    /**
     * The review shown was opened again from a record of the video `video` (lasting `duration`,
     * `mm:ss.s`), which is not open: open it to see the frames; `demo`, it is that demo recording,
     * which only its button (*Demo game*, *Demo dice game*) opens.
     */
    recordWithoutVideo(video: string, duration: string, demo: DemoGame | null): string;
    /** An entry was clicked while the review of a record opened again has no video: its frame needs `video` (`duration`, `mm:ss.s`; `demo`: as in `recordWithoutVideo`). */
    recordVideoNeeded(video: string, duration: string, demo: DemoGame | null): string;
    /**
     * The video `opened` is not the one the record opened again was made from (`video`, lasting
     * `duration`, `mm:ss.s`): `anew`, it was opened after the record and is reviewed anew without
     * it; else it was open when the record was opened, and was closed (`demo`: as in
     * `recordWithoutVideo`, to say how to open it).
     */
    notRecordVideo(opened: string, video: string, duration: string, anew: boolean, demo: DemoGame | null): string;
    /**
     * `file` is not a video: its MIME `type`, which the browser gives from the file's name (a
     * picture's name points to the live page, which referees photos; a JSON file's to the
     * button that opens a game record: helper 250).
     */
    notAVideo(file: string, type: string): string;
    /** Under an error about a file that did not open: the review shown is still that of `file`. */
    stillShowing(file: string): string;
    /** The dice or the rate chosen differ from those of the timeline shown: it needs a new analysis. */
    setupNeedsAnalysis: string;
    /** The arena outline was drawn, changed or given back to the reader since the timeline was read. */
    arenaNeedsAnalysis: string;
    /** Under the picture while the arena is drawn: what to do, and that it takes effect once analysed again. */
    editingArena: string;
    workerFailed(detail: string): string;
    cannotRerun(detail: string): string;
    cannotStart(detail: string): string;
    analysisStopped(detail: string): string;
    cannotPlay(detail: string): string;
    /** The analysis's frames stopped at `reviewedS` of the video's `durationS` (seconds). */
    endsEarly(reviewedS: number, durationS: number): string;
    /** The reviewer pressed Stop: the timeline ends at `reviewedS` of `durationS` seconds, and can be corrected and exported. */
    stoppedAt(reviewedS: number, durationS: number): string;
    /** The video has `fps` frames per second, fewer than `minFps` (src/review/analysisRate.ts `MIN_ANALYSIS_FPS`). */
    tooFewFrames(fps: number, minFps: number): string;
    /** The video lasts `durationS` seconds, under `minS`: too short to see the arena settle (src/review/analysisRate.ts). */
    tooShort(durationS: number, minS: number): string;
    /** The whole video was analysed and no die was read in any settled arena. */
    noDiceSeen: string;
    /** {@link noDiceSeen} with an arena outline drawn: only the outline is watched for the dice to settle. */
    noDiceInArena: string;
    /**
     * Dice were read but the rules of `game` took no throw (roll) from them: another game's
     * recording, or the wrong game chosen? For the dice game, `fewDice` (src/review/gameReview.ts
     * `tooFewDiceToRoll`): every arena held at most that many plain dice, fewer than a first roll's six.
     */
    noThrowRuled(game: 'strike' | 'dice-game', fewDice: number | null): string;
    /**
     * `settles` arenas settled after the game was won, from `from` to `to` (`mm:ss.s`, written),
     * and were not ruled; `tournamentRounds`: a Strike game of that many players reviewed as one
     * game (the recording may be a tournament), or `null`; `leftAt`: the time (`mm:ss.s`) of the
     * entry where the game ended with a player the user said left (so the advice is about that
     * leaving, not a tournament or another game), or `null`.
     */
    settledAfterEnd(settles: number, from: string, to: string, tournamentRounds: number | null, leftAt?: string | null): string;
    /**
     * *Demo game* reviews the demo with the players it shows (`demo`), in place of the players the
     * set-up had (`replaced`): the review page's notice until the set-up is changed.
     */
    demoSetup(demo: readonly string[], replaced: readonly string[]): string;
    /**
     * Stretches (from `from` to `to`, `mm:ss.s` written) over which the arena was still but
     * covered for `seconds` in all (src/review/coveredArena.ts): the throws (`game` the dice game:
     * rolls) made then were read only once it cleared, several as one.
     */
    coveredArena(stretches: readonly { from: string; to: string; seconds: number }[], game: 'strike' | 'dice-game'): string;
    /** `settles` arenas, from `from` to `to` (`mm:ss.s`, written), held several dice before any start die alone: a Strike recording that starts mid-game? */
    arenasBeforeStartDie(settles: number, from: string, to: string): string;
    /** The rules refused `settles` settled arenas, from `from` to `to` (`mm:ss.s`): the game ruled may differ from the one played from there. */
    refusedArenas(settles: number, from: string, to: string): string;
    /**
     * `settles` arenas, from `from` to `to` (`mm:ss.s`), raised a question and were ruled nothing
     * (src/review/gameReview.ts `unansweredQuestions`); the set-up to check is the `game`'s own:
     * Strike's edition, the dice game's points to win (Strike has none).
     */
    unansweredQuestions(settles: number, from: string, to: string, game: 'strike' | 'dice-game'): string;
    /**
     * Dice in `settles` settled arenas, from `from` to `to` (`mm:ss.s`), clearly showed `faces`,
     * which the dice chosen (`kind`) lack, so the rules took them for dice not lying flat
     * (src/review/gameReview.ts `arenasOutsideKind`); `fit`: the dice to choose instead (rules/games.ts
     * `kindsWithFaces`: they have every face the video showed), or `null` when none of the game's does;
     * `plainDice`: then plain dice (d6, 1–6: the dice game's) have every face shown; `gameChoiceSaid`:
     * another notice already says to choose the dice game and analyse again (`noThrowRuled`), so it
     * is not said twice (helper 184 saw both banners say it).
     */
    arenasOutsideKind(settles: number, from: string, to: string, faces: readonly Face[], kind: DieKind, fit: DieKind | null, plainDice: boolean, gameChoiceSaid: boolean): string;
    /** The video has fewer frames per second (`fps`) than the `wantedFps` chosen: its own are analysed. */
    rateLowered(fps: number, wantedFps: number): string;
    /** What to open, for the game chosen (Strike, or the dice game), and what the demo button reviews. */
    hint(game: 'strike' | 'dice-game'): string;
    /** `speed`: seconds of video analysed per second of work. */
    analysed(frames: number, reviewedS: number, elapsedS: number, speed: number): string;
    /** `speed` is `null` before the first frame is timed. */
    analysing(done: number, frames: number, fps: number, speed: number | null): string;
    /** Said to a screen reader as an analysis starts (its progress is not). */
    analysisStarted: string;
    framesPerSecond(fps: string): string;
    /** The video's own frame rate (not the rate it is analysed at), in the status line. */
    recordedAt(fps: string): string;
    reader(backend: string, reader: 'classical' | 'model'): string;
    corrected(n: number): string;
    /**
     * Said to a screen reader after a die is corrected on the timeline: the entry's time `at`
     * (mm:ss.s), the face read (`null`: unreadable) and the face given, in the live page's words
     * for a correction (src/referee/messages/strike.ts `corrected`: "the unreadable die", "le dé lu comme 3").
     */
    correctionSaid(at: string, read: Face | null, face: Face): string;
    noVideo: string;
    noTimeline: string;
    undoCorrections: string;
    correctMark: string;
    setup: {
      legend: string;
      /** Label of the game chosen (Strike or the dice game). */
      game: string;
      players: string;
      nameLabel(seat: number): string;
      /** Label of the Strike edition chosen (the live page's set-up word: its dice decide the faces read). */
      edition: string;
      /** The classic edition's name, as the live page's set-up names it (`classic`, dice 1–5 and X). */
      classicEdition: string;
      /** The X-and-2–6 edition's name, as the live page's set-up names it (`classic-x2`). */
      classicX2Edition: string;
      keepThrowing: string;
      language: string;
      analyse: string;
      help: string;
      /** The help of the dice game's setup (no dice to choose, points to win). */
      helpDiceGame: string;
    };
    player: {
      previousFrame: string;
      nextFrame: string;
      stepBack: string;
      stepForward: string;
      play: string;
      pause: string;
      position: string;
      /** Accessible name of the analysis's progress bar. */
      progress: string;
    };
    timeline: {
      /** What changed at an entry (TimelineEntry `change`, src/review/gameReview.ts). */
      change: Readonly<Record<'setup' | 'startDie' | 'baseline' | 'none' | 'rearranged' | 'throw' | 'removed' | 'unexplained'
        | 'moved' | 'roll' | 'keep' | 'putBack' | 'setDown' | 'wrongCount' | 'changed' | 'over', string>>;
      /** The timeline's heading (for screen readers: it is not shown). */
      heading: string;
      showFrame: string;
      /** An entry's button's accessible name: the entry's `time` (as shown, 0:12) and what changed there (`change`'s text). */
      seekLabel(time: string, change: string): string;
      /** The badge of an entry whose arena the rules refused (src/referee/messages/changes.ts `REFUSED_MARK`, as the CLI and the report mark it). */
      refused: string;
      /** Caption of an entry's dice: every die in view once the arena settled (not only the dice that changed). */
      diceInView: string;
      /**
       * A die button's tooltip: corrected (with `read`, the face the reader saw, `null`
       * unreadable, when known), or read with `confidence` (0–1); outside the arena or not.
       */
      dieTitle(corrected: boolean, confidence: number, inArena: boolean, read?: Face | null): string;
      /** A timeline die's name for screen readers: its face (`?` unreadable), then its {@link dieTitle}. */
      dieLabel(face: string, title: string): string;
      /** The tooltip of a die in an entry a correction made (after the last entry analysed): it is corrected in the entry before. */
      correctBefore: string;
      cannotExplain(refusal: string): string;
      wouldAsk(question: string): string;
      /**
       * A Strike entry whose change was not ruled as a throw: `dice` dice an earlier ruling (at
       * `time`, the timeline's clock) took out of play still lay in the arena, so the game filmed
       * went on otherwise than the one ruled (src/review/gameReview.ts `TimelineEntry.notTakenOut`).
       * Said under the first entry those dice hold only (src/review/notTakenOutNotes.ts, as the
       * CLI's `review` and the report say it); the later ones get {@link notTakenOutAgain}.
       */
      notTakenOut(dice: number, time: string): string;
      /**
       * A later Strike entry the same dice hold: not ruled, {@link notTakenOut} said at `first`
       * (the first entry they hold, the timeline's clock), short, so that an entry looked at alone
       * (its frame shown, the video in it) does not read as a throw the referee forgot.
       */
      notTakenOutAgain(dice: number, time: string, first: string): string;
      /** An entry's button: rule its arena as a throw where the referee took none (TimelineEntry `mayBeThrow`). */
      ruleAsThrow: string;
      /** An entry ruled as a throw by the user. */
      ruledAsThrow: string;
      /** The button that takes {@link ruledAsThrow} back. */
      notAThrow: string;
      /**
       * The note of an arena the user ruled as a throw that the timeline ruled again can no longer rule so
       * (src/review/gameReview.ts `ThrownUnused` `why`: the game over before it, no possible throw there any
       * more): nothing was ruled. `at` (`mm:ss.s`, written): the arena's time, when the note stands under the
       * last entry before it (the timeline has no entry there any more); else `null`.
       */
      thrownRefused(why: ThrownUnused['why'], at: string | null): string;
      /** The button beside a {@link thrownRefused} note: takes back the arena said to be a throw. */
      thrownUndo: string;
      /**
       * A Strike entry's toggle (pressed once said), worded as the action: after its arena a die was thrown that flew out
       * of sight, never landing in view (src/review/gameReview.ts `TimelineEntry.missed`; the CLI's `--missed-at`).
       * Offered under the entry the player shows only (src/app/review/Timeline.tsx).
       */
      dieMissed: string;
      /** The tooltip of {@link dieMissed}: what it rules (strike-en.txt, That was probably niX!). */
      dieMissedTitle: string;
      /** The entry's note once the die said to have flown out of sight is ruled: its rulings follow the arena's own. */
      missedRuled: string;
      /**
       * The entry's note when no single die could be thrown after its arena (src/review/gameReview.ts
       * `MissedAtUnused` `why`: the game waits for its start die or a re-rolled die, after a big hit
       * every die is thrown at once, the game is over, a die in the arena was never seen…): nothing was ruled.
       * `at` (`mm:ss.s`, written): the time it was said at, when the timeline ruled again has no entry there any
       * more (the game now ends before it) and the note stands under the last entry before it; else `null`.
       */
      missedRefused(why: MissedAtUnused['why'], at: string | null): string;
      /** The button beside a {@link missedRefused} note that stands under another entry than its own (`at` not `null`): takes back the die said there. */
      missedUndo: string;
      /**
       * The label of an entry's player picker (any game): a player left the game just after this arena
       * (went home; src/rules/common/retire.ts, our reading: no rulebook has it; the CLI's `--left-at`).
       * Offered under the entry the player shows only (src/app/review/Timeline.tsx).
       */
      playerLeft: string;
      /** The picker's first choice: nobody left. */
      playerLeftNone: string;
      /** The button beside the picker that rules the player picked as gone. */
      playerLeftRule: string;
      /** The picker's tooltip: what picking a player rules. */
      playerLeftTitle: string;
      /** The entry's note once `name`'s leaving is ruled: its rulings follow the arena's own. */
      leftRuled(name: string): string;
      /** The button that takes back `name`'s leaving said there, ruled by the rules (the game ruled again without it). */
      leftUndo(name: string): string;
      /**
       * The button beside a leaving the rules refused ({@link leftRefused}): nothing was ruled, so
       * nobody comes back; it only forgets what was said (src/app/review/Timeline.tsx).
       */
      leftForget(name: string): string;
      /**
       * The entry's note when `name` could not leave there (src/review/gameReview.ts `LeavingRefusal`): nothing was ruled.
       * `at` (`mm:ss.s`, written): the time it was said at, when the timeline ruled again has no entry there any
       * more (the game now ends before it) and the note stands under the last entry before it; else `null`.
       */
      leftRefused(name: string, why: LeavingRefusal, at: string | null): string;
      /**
       * `count` dice in the arena show `face`, a face the chosen dice lack (the rules take them for
       * dice not lying flat); `hint` (rules/games.ts `diceThatFit`, with every face read so far):
       * `otherDice` other dice of the game fit, `plainDice` none does but plain dice do, `null` neither.
       */
      outsideKind(face: Face, count: number, hint: 'otherDice' | 'plainDice' | null): string;
    };
  };
}

/** Every language's words. */
export const UI_TEXT: Readonly<Record<Language, UiText>> = { en, fr };

/** The pages' words in `language`. */
export function uiText(language: Language): UiText {
  return UI_TEXT[language];
}

/**
 * The display name of Strike edition `id` in `text`'s language (its preset's own name,
 * src/rules/strike/editions.ts, when not translated): both pages' Edition menus and notices.
 */
export function editionName(text: UiText, id: string): string {
  return text.setup.editionNames[id] ?? EDITIONS[id]?.name ?? id;
}
