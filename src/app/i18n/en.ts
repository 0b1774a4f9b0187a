/** The pages' words in English (see uiText.ts). */
import type { DieKind } from '../../core/types.ts';
import { CLASSIC, CLASSIC_X2 } from '../../rules/strike/editions.ts';
import { sentence } from '../../referee/messages/format.ts';
import { CHANGE_WORDS_EN, REFUSED_MARK } from '../../referee/messages/changes.ts';
import { keepThrowingRule } from '../../referee/messages/keepThrowing.ts';
import { LEAVING_WHY, MISSED_DIE_WHY, NOT_REFEREED_WHY, THROWN_WHY } from '../../referee/messages/notRuled.ts';
import { SAVE_RETRY_SECONDS } from '../savedGame.ts';
import { SLOW_START_S } from '../useStartProgress.ts';
import type { DemoGame } from '../frameSources.ts';
import { keepTogether } from './noBreak.ts';
import type { SourceProblem, UiText } from './uiText.ts';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const list = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function sourceProblem(problem: SourceProblem): string {
  switch (problem.kind) {
    case 'insecure-context':
      return 'This browser gives no camera access here (the page must be served from localhost or https).';
    case 'camera-denied':
      return "Camera permission was denied. Allow the camera in the browser's site settings, or open a photo or video.";
    case 'no-camera':
      return 'No camera was found. Plug one in, or open a photo or video.';
    case 'camera-busy':
      return 'The camera is busy or failed to start (is another app using it?).';
    case 'camera-failed':
      return `The camera could not be opened${problem.detail ? `: ${problem.detail}` : '.'}`;
    case 'empty-file':
      return `“${problem.file}” is empty (0 bytes).`;
    case 'not-a-picture':
      return `“${problem.file}” is not a picture this browser can read (corrupt, or not an image).`;
    case 'picture-format':
      return problem.format === 'TIFF'
        ? `“${problem.file}” is a TIFF picture, which this browser cannot open: save it as JPEG or PNG, or read it with the command line (npx dice-referee read "${problem.file}").`
        : `“${problem.file}” is a HEIC picture, which this browser cannot open: save it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).`;
    case 'picture-too-small':
      return `“${problem.file}” is only ${problem.width} × ${problem.height} pixels: too small to show dice (a picture of the arena needs at least ${problem.min} pixels a side).`;
    case 'not-a-video':
      return `“${problem.file}” is not a video this browser can play (damaged, or in a format it lacks: H.264 MP4 and WebM play everywhere).`;
    case 'transport-stream':
      return `“${problem.file}” is an MPEG transport stream (as camcorders record: .mts, .m2ts, .ts), which browsers cannot play. Review it with the command line (npx dice-referee review "${problem.file}" --players 2, with your game's --game, --players and --names), or convert it to MP4 first (ffmpeg -i "${problem.file}" game.mp4).`;
    case 'still-image':
      return `“${problem.file}” is a still picture, not a video: open it on the main page, which reads photos.`;
    case 'no-video-stream':
      return `“${problem.file}” has no pictures (only sound).`;
    case 'not-media':
      return `“${problem.file}” is neither a photo nor a video (${problem.type}).`;
    case 'demo-game-missing':
      return `The bundled demo game (${problem.url}) is missing or this browser cannot play it (WebM, VP8).`;
    case 'demo-missing':
      return `The bundled demo is missing (${problem.url}: HTTP ${problem.status}).`;
  }
}

/** What the dice of each kind show, for the hint that the dice in view are others. */
const KIND_FACES: Record<DieKind, string> = {
  strike: "this edition's dice show 1–5 and X",
  'strike-x2': "this edition's dice show X and 2–6",
  d6: 'this game is played with plain dice (1–6)',
};

/** The review form's choice of edition for each Strike kind of dice (its "Edition" menu). */
const DICE_CHOICE = { strike: 'classicEdition', 'strike-x2': 'classicX2Edition', d6: 'classicEdition' } as const;

/** Dice of a kind, in a sentence: "dice of “Strike (31 dice, X and 2–6)”", "plain dice (1–6)". */
const kindDice = (kind: DieKind): string => (kind === 'd6' ? 'plain dice (1–6)' : `dice of “${keepTogether(en.review.setup[DICE_CHOICE[kind]])}”`);

/** A game's name inside a sentence: its leading article in lower case ("the dice game (Farkle)"). */
const inSentence = (name: string): string => name.replace(/^The /, 'the ');

/** A frame rate: whole, or with up to 2 decimals (29.97). */
const rate = (fps: number): string => String(Math.round(fps * 100) / 100);

/** The review page's button that opens demo recording `demo` (a record of it names the video it opens). */
function demoButton(demo: DemoGame): string {
  return demo === 'dice-game' ? en.review.demoDiceGame : en.review.demoGame;
}

/** English. */
export const en: UiText = {
  language: 'en',
  toolbar: {
    newGame: 'New game',
    camera: 'Camera',
    openFile: 'Open photo or video…',
    demo: 'Demo',
    arena: 'Arena',
    doneWithArena: 'Done with arena',
    findArenaAgain: 'Find arena again',
    language: 'Language',
    voiceOn: 'Voice on',
    voiceOff: 'Voice off',
    diagnostics: 'Diagnostics',
    review: 'Review a recording',
  },
  players: (n) => plural(n, 'player', 'players'),
  dice: (n) => plural(n, 'die', 'dice'),
  points: (n) => (n === 1 ? '1 pt' : `${n} pts`),
  notice: {
    showingDemoArena: (why) => `${why ? `${why} ` : ''}Showing the demo arena.`,
    showingDemoGame: (why, players, diceGame) =>
      `${why ? `${why} ` : ''}Showing the demo game: press “New game”, then “Start” (${en.players(players)}), to watch the referee play it`
      + (diceGame ? ` (the dice game too: ${en.players(diceGame.players)}, ${diceGame.targetScore} points).` : '.'),
    demoGameOver: 'The demo recording ends here, with its game won: press “New game”, then “Start”, to watch it again.',
    videoPlaying: (file) => `Playing “${file}”: press “New game”, then “Start”, and it plays again from its start, for the referee to see every throw.`,
    videoEnded: (file, game, stoppedAtS) => (stoppedAtS === undefined ? `“${file}” has ended` : `“${file}” stopped at ${stoppedAtS.toFixed(1)} s: the rest of the file cannot be played (cut short or damaged)`)
      + (game === 'on'
        ? '. The game is kept: open the next recording or photo, or press “Camera”, to go on.'
        : game === 'over'
          ? ', with the game won: press “New game”, then “Start”, to referee it again from its start.'
          : ': press “New game”, then “Start”, to have it refereed from its start.'),
    heldForAnswer: (file) => `“${file}” is paused until you answer the referee, so that its next throw does not sweep the question away.`,
    playOn: 'Play on unanswered',
    demoWaitsForVision: 'The demo game starts as soon as the dice reader is ready…',
    cameraUnplugged: 'The camera was disconnected. The game is kept: plug the camera back in and press “Camera”.',
    stillShowing: (shown) => `Still showing: ${shown}.`,
    photoWaits: (file, shown, waiting, forAnswer) => `“${file}” is shown once ${forAnswer ? `you have answered the referee about “${shown}”` : `“${shown}” has been read`}: the referee rules each photo in turn${waiting > 1 ? ` (${waiting} photos waiting)` : ''}.`,
    answerDropped: (game, overDemo) => `The ${game === 'strike' ? 'throw' : 'roll'} that waited for your answer was not ruled: ${overDemo ? 'the game waits for your own camera or pictures, which will be looked at afresh' : 'the new view is looked at afresh'}.`,
    photoNoChange: (file, game, moved) => `“${file}” shows the same dice as the arena before it${moved ? ', some moved, with the same faces' : ', in the same places'}: no ${game === 'strike' ? 'throw' : 'roll'}.`,
    photoUnread: (shown, error, next) => `“${shown}” could not be read (${error}), so the referee did not rule it: showing “${next}”, the next photo waiting.`,
    demoMismatch: (edition, players) =>
      `The demo is a recorded game of ${keepTogether(edition)} with ${en.players(players)}, not a tournament: start one like it to watch the referee play it. This game is not refereed on the demo.`,
    diceGameDemoMismatch: (players, targetScore) =>
      `The dice-game demo is a recorded game with ${en.players(players)} to ${targetScore} points: start one like it to watch the referee play it. This game is not refereed on the demo.`,
    notRefereedOnDemo: (players, sameGame, targetScore) =>
      `This game waits: ${sameGame ? 'the demo plays its recording from the start, so it cannot go on with a game already under way' : 'the demo shows another game'}. Open the camera, or a photo or video of your arena, to go on with it; or press “New game”, then “Start” (${en.players(players)}${targetScore === undefined ? '' : `, ${targetScore} points`}), to watch the demo's own game.`,
    editingArena: "Drag the yellow corners onto the arena's rim (or Tab to one and move it with the arrow keys). Dice whose centre lies outside it, or on it, are out.",
    arenaCorner: (n, count) => `Arena corner ${n} of ${count}: the arrow keys move it (with Shift, ten times as far)`,
    picture: 'The arena as the camera sees it, each die found outlined: the dice table lists them in words.',
    otherGameKey: (key, game, keysShown) => (game === 'strike'
      ? `${key} banks in the dice game: Strike has no bank. A turn ends with a match, or with ${keysShown ? 'Pass (P)' : 'the Pass button'}.`
      : `${key} passes in Strike: the dice game has no pass. A turn ends with ${keysShown ? 'Bank (B)' : 'the Bank button'}, or with a roll that scores nothing.`),
    arenaRefused: (reason) => `That outline was not kept (the one before stays): ${
      reason === 'crossed' ? 'two of its edges cross. Keep the corners in their order round the rim.'
        : reason === 'thin' ? 'it is a thin sliver, not an arena.' : 'it covers almost none of the picture.'}`,
    idle: { before: 'Press ', newGame: 'New game', after: ' to let the referee run a game of Strike or the dice game from the camera, photos or a video.' },
    somethingWentWrong: (detail) => `Something went wrong: ${detail}`,
    workerFailed: (detail) => `The vision worker failed: ${detail}`,
    gameNotSaved: (problem) => `The game could not be saved on this device: ${problem.kind === 'storageFull' ? 'its storage for this site is full.' : problem.detail}`,
    gameNotSavedNow: (problem) => `The game is not saved on this device (${problem.kind === 'storageFull' ? 'its storage for this site is full' : problem.detail.replace(/\.$/, '')}). It goes on here, and is saved as soon as the device lets it (tried again every ${SAVE_RETRY_SECONDS} s); a reload before then would resume an older game. Free some space for this site if you can.`,
    gameSavedAgain: 'The game is saved again.',
    gameResumed: (savedAt) => (savedAt === null ? 'Resumed the saved game.' : `Resumed the game saved ${savedAt}.`),
    playedElsewhere: 'This game is being refereed in another tab or window, which saved it last: this page has stopped refereeing and saving it, so that the two do not overwrite each other. Go on there; or close it and reload this page to go on here; or press “New game” to start another game here (it replaces the saved one).',
    replacedElsewhere: 'Another tab or window has started a new game, or ended this one: this game is no longer the saved one, and this page has stopped refereeing it, so that the two do not overwrite each other. Reloading this page goes on with the game saved there, if any; press “New game” to start another game here (it replaces the saved one).',
    gameNotResumed: (reason) => {
      if (reason.kind === 'storageBlocked') {
        return "The browser's storage is blocked for this page: a game saved earlier cannot be resumed, and games will not be saved. Allow site data for this page in the browser's settings, then reload.";
      }
      const detail = reason.kind === 'otherGame' ? `it is a game of “${reason.game}”, which this page does not referee`
        : reason.kind === 'damagedRecord' ? 'the saved record is damaged: it has no game or no event log'
        : `its event log is damaged${reason.event === null ? '' : `: event ${reason.event} of ${reason.events} cannot be replayed`}`;
      return `The saved game could not be resumed (${detail}). Press “New game” to start another: it replaces the saved one.`;
    },
    facesOutsideKind: (face, dice, kind, otherEdition, plainDice) =>
      `The camera reads ${face === 'X' ? 'an X' : `a ${face}`} on ${en.dice(dice)}, but ${KIND_FACES[kind]}.`
      + (otherEdition ? ` Playing with other dice? Press “New game” and pick “${keepTogether(otherEdition)}”.` : '')
      + (plainDice ? ' These look like plain dice (1 to 6), which no Strike edition has: the dice game is played with them.' : ''),
  },
  sourceProblem,
  status: { noSource: 'No source', demoGame: 'demo game', demoArena: 'demo arena', startingVision: (stage, seconds) => {
      const step = stage === 'backend' ? ': timing the tfjs backends' : stage === 'models' ? ': loading OpenCV.js and the trained models' : seconds > 0 ? ': loading its code' : '';
      const slow = seconds >= SLOW_START_S ? ', far longer than usual: reload the page' : '';
      return `starting vision${step}${seconds > 0 ? ` (${seconds} s${slow})` : ''}…`;
    },
    shrunkPhoto: (full, read) => `${full.width} × ${full.height} pixels, read at ${read.width} × ${read.height}` },
  setup: {
    title: 'New game',
    game: 'Game',
    edition: 'Edition',
    players: 'Players',
    player: (seat) => `Player ${seat + 1}`,
    nameLabel: (seat) => `Player ${seat + 1} name`,
    moveUp: (name) => `Move ${name} up`,
    moveDown: (name) => `Move ${name} down`,
    nameMaxLength: (max) => `A name keeps its first ${max} characters: the rest is cut.`,
    firstStarts: (firstPlayer) => (firstPlayer === 'eldest'
      ? 'The eldest player starts, as the rulebook says: put them first, then the others clockwise.'
      : 'The first player starts; play goes down the list.'),
    liveGames: 'Refereed by the camera',
    notLiveGames: 'Not refereed yet: the camera cannot read their dice',
    notLive: (game, liveGames, why) =>
      `The camera cannot referee ${inSentence(game)} yet${why ? `: ${why}` : ''}. It referees ${list(liveGames.map(inSentence))}.`,
    notLiveWhy: NOT_REFEREED_WHY.en,
    dicePerPlayer: 'Dice each player starts with',
    noChart: (edition) => `${keepTogether(edition)}: no rulebook here gives how many dice each player starts with; count them as your box says.`,
    tournament: (rounds) => `Tournament: ${rounds} rounds, each player starting one; a player going out scores a point per player still in, fewest points wins`,
    targetScore: 'Points to win',
    dicePerPlayerRange: (max) => `Dice each player starts with: a whole number from 1 to ${max}.`,
    targetScoreRule: (min, max, step) => `Points to win: a whole number from ${min} to ${max}, in steps of ${step}.`,
    start: 'Start',
    likeDemo: 'Set up like the demo',
    replaces: (names) => `A game is in progress (${list(names)}): Start ends it for this one. To go on with it, press Cancel.`,
    cancel: 'Cancel',
    gameNames: {},
    editionNames: {},
  },
  panel: {
    wins: (names) => `${list(names)} ${names.length > 1 ? 'win' : 'wins'}`,
    nobodyWins: 'Nobody wins',
    placeStartDie: (startDie) => (startDie === 'rolled' ? 'Roll the start die' : startDie === 'onePerPlayer' ? 'Each player places one of their dice' : 'Place the start die'),
    roundStartDie: (round, rounds, startDie) => `Round ${round} of ${rounds}: ${en.panel.placeStartDie(startDie).toLowerCase()}`,
    roundWonBy: (name, round) => `${name} won round ${round}.`,
    fewestPointsWins: 'In a tournament the fewest points wins.',
    othersLeftWin: 'Every other player has left the game: the one still in wins, whatever the points.',
    turn: (name) => `${name}'s turn`,
    finalTurn: (name) => `${name}'s turn (final turn)`,
    out: 'out',
    arena: (dice, toTakeOut, checking) => `Arena as ruled: ${en.dice(dice)}${checking ? ', before the throw being checked' : ''}`
      // While a throw is checked, the dice the last ruling took out may be gone from the picture: no blue to point at.
      + (toTakeOut > 0 && !checking ? ` once ${toTakeOut === 1 ? 'the die' : `the ${toTakeOut} dice`} in blue ${toTakeOut === 1 ? 'is' : 'are'} taken out` : ''),
    takeOut: (dice) => `take out ${en.dice(dice)} (blue)`,
    bigHit: 'big hit: throw every die',
    confirmThrow: 'Confirm throw',
    ruleAsThrow: 'Rule it as a throw',
    countMissingOut: (missing, stock) => `${missing} of the ${stock} dice flew out: rule the throw`,
    confirmRoll: 'Confirm roll',
    keepRoll: 'Keep the roll as ruled',
    ruleAsRoll: 'They are the roll: rule it',
    ruleAsRolled: 'Dice were set aside and these rolled: rule it',
    setAside: (faces) => `${faces} set aside`,
    askedDie: (n, answer) => `Die ${n}: ${answer}`,
    askedDieOut: (answer) => `Taken out: ${answer}`,
    unsureFace: (face) => `${face}?`,
    unsureFaceTitle: (face) => `Read as ${face}, unsure: Confirm keeps ${face}; click to set another face`,
    pass: 'Pass',
    dieMissed: 'Die flew out of sight',
    dieMissedConfirm: (name) => `${name}'s die never landed in view? It is counted out of the arena; should it turn up, Undo (U) takes it back.`,
    dieMissedYes: 'Count it out',
    dieMissedNo: 'Cancel',
    missedDieFoundYes: 'Yes, it is that die',
    missedDieFoundNo: 'No, another die',
    missedDieFoundOf: (name) => `${name}'s die`,
    missedDieFoundNone: 'None: another die',
    retire: 'Leaves',
    retireTitle: (name) => `${name} leaves the game (goes home): out like an eliminated player`,
    retireConfirm: (name) => `${name} leaves the game? Their dice leave play, the turn passes on if it was theirs, and the last player left wins. Undo (U) brings them back.`,
    retireYes: (name) => `${name} leaves`,
    retireNo: 'Cancel',
    retireTitleDiceGame: (name) => `${name} leaves the game (goes home): their score stays on the board, but they cannot win`,
    retireConfirmDiceGame: (name) => `${name} leaves the game? Their score stays on the board, but they can no longer win; if it is their turn, its points are lost, unbanked, and the next player plays. The last player left wins. Undo (U) brings them back.`,
    retiredMark: 'left',
    dieMissedTitle: "The die thrown never landed in view (off the table): count it out of the arena, as the rules say, and go on",
    bank: 'Bank',
    undo: 'Undo correction',
    undoMissed: 'Undo die out of sight',
    undoMissedTitle: (name, key) => `Takes back ${name}'s die said to have flown out of sight, and what was ruled after it: the game as before it. Keyboard: ${key}`,
    undoRetired: (name) => `Undo ${name} leaving`,
    undoRetiredTitle: (name, key) => `Brings ${name} back into the game, as it was before they left. Keyboard: ${key}`,
    keyboard: (key) => `Keyboard: ${key}`,
    keyHint: (key) => ` (${key})`,
    newGame: 'New game',
    thisTurn: 'This turn:',
    pointsUnit: (points) => (points === 1 ? 'pt' : 'pts'),
    rolled: (faces, points, canBank) => `rolled ${faces} (worth up to ${points}): set aside scoring dice, then roll ${canBank ? 'or bank' : 'again'}`,
    rollOrBank: (dice) => `roll ${en.dice(dice)} or bank`,
    orSetAsideMore: (next) => `set aside more scoring dice of the roll, or ${next}`,
    roll: (dice) => `roll ${en.dice(dice)}`,
    bankMinimums: (first, min) => `A turn banks ${first} points or more for a player's first score, ${min} after.`,
    finalTurnBank: (target, points, holder) => `Final turn: the score to beat is ${holder}'s ${target} points. It banks once the total goes past them, with ${points} ${points === 1 ? 'point' : 'points'} or more this turn.`,
    finalRound: (target, name, score) => `final turns: ${name} reached ${target} (${score})`,
    log: "Referee's announcements",
  },
  facePicker: { label: "Set the die's face", shows: 'This die shows:', dieShows: (n) => `Die ${n} shows:`, leaning: 'leaning', cancel: 'Cancel' },
  diceTable: {
    caption: 'Dice in the arena',
    reading: 'Reading…',
    moving: 'Something is moving in the picture: this table shows the dice as they lay in the last still picture.',
    waitingForStill: 'Something is moving in the picture: the dice are read once it lies still.',
    noDice: 'No dice found.',
    face: 'Face',
    confidence: 'Conf.',
    confidenceValue: (value) => value.toFixed(2),
    unsure: 'unsure',
    unsureTitle: (threshold) => `Read with a confidence under ${threshold}: in a game, the referee asks the players to check this die before it rules a throw or roll with this face.`,
    arena: 'Arena',
    box: 'Box (px)',
    in: 'in',
    out: 'out',
    readAs: (face) => `(read ${face ?? '?'})`,
    referee: 'Referee',
    asked: 'to check',
    inQuestion: 'in question',
    changed: 'changed',
    setFace: (n) => `Set the face of die ${n}`,
  },
  diagnostics: {
    milliseconds: (value) => `${value.toFixed(1)} ms`,
    frames: 'Frames',
    perSecond: '/s',
    backend: 'Backend',
    backendTest: 'Backend test',
    off: 'off',
    skipped: { 'software-renderer': 'software WebGL, not timed', fallback: 'not timed' },
    starting: 'starting…',
    reader: 'Reader',
    motion: 'Motion',
    motionGate: 'Motion gate',
    arena: 'Arena',
    read: 'Read',
    waitingToSettle: 'waiting for the arena to settle',
    voted: 'voted on: read again once the arena moves',
    workerTotal: 'Worker total',
    motionStates: { empty: 'empty', moving: 'moving', settled: 'settled' },
    arenaSources: { user: 'drawn', proposed: 'proposed', none: 'none' },
    readers: { classical: 'classical', model: 'model' },
  },
  takeOutMark: 'take out',
  legend: {
    summary: 'What the boxes mean',
    inArena: 'a die in the arena, with its face',
    outOfArena: 'a die out of the arena (dashed)',
    unreadable: 'a die whose face cannot be read (?)',
    arena: 'the arena outline',
    toRemove: 'a die to take out',
    asked: 'a die the referee asks about, or whose face is being set',
    given: 'a die ruled with the face the players gave (✓)',
  },
  review: {
    title: 'Dice Referee · game review',
    openVideo: 'Open a video…',
    demoGame: 'Demo game',
    demoDiceGame: 'Demo dice game',
    analyseAgain: 'Analyse again',
    analyseAgainUnneeded: 'Analysed with the game, dice, rate and arena outline chosen now: change one of them to analyse again (names and rules re-run the referee at once).',
    stop: 'Stop',
    exportJson: 'Game record (JSON)',
    openRecord: 'Open a record…',
    reviewKept: (video, duration, corrections) => `Your last review, of “${video}” (${duration}, ${corrections === 0 ? 'no correction' : corrections === 1 ? '1 correction' : `${corrections} corrections`}), was kept.`,
    reopenKept: 'Reopen it',
    dismissKept: 'Dismiss',
    recordRefused: (file, problem, detail) => `“${file}” was not opened: ${{
      tooLarge: `at ${detail} MB, it is too large to be a game record (a video? Open it with “${en.review.openVideo}”).`,
      notText: `it is not a game record, nor any text (a video or a picture? Open a video with “${en.review.openVideo}”).`,
      notJson: `it is not a game record (not JSON: ${detail}).`,
      notRecord: 'it is not a game record exported by this page (no “dice-referee/game-record” format).',
      newerFormat: `it is a game record of a newer format (${detail}) than this version of Dice Referee opens.`,
      damaged: `the game record is damaged (${detail}).`,
    }[problem]} The review shown is unchanged.`,
    // The demo recording opens only with its button: said by name.
    recordWithoutVideo: (video, duration, demo) => (demo
      ? `Review opened from its game record. Press “${demoButton(demo)}” to open its video, “${video}” (${duration}), and see each arena's frame.`
      : `Review opened from its game record. Open its video, “${video}” (${duration}), to see each arena's frame.`),
    recordVideoNeeded: (video, duration, demo) => (demo
      ? `To see this arena's frame, press “${demoButton(demo)}” to open the video “${video}” (${duration}): the record holds the dice read, not the pictures.`
      : `To see this arena's frame, open the video “${video}” (${duration}): the record holds the dice read, not the pictures.`),
    notRecordVideo: (opened, video, duration, anew, demo) => (anew
      ? `“${opened}” is not the video of the record opened (“${video}”, ${duration}): it is reviewed anew, without the record.`
      : `“${opened}” is not the video of this record (“${video}”, ${duration}): it was closed, not to mix them. ${demo ? `Press “${demoButton(demo)}” to open it` : `Open “${video}”`} to see each arena's frame.`),
    exportReport: 'Report (Markdown)',
    liveReferee: 'Live referee',
    notAVideo: (file, type) => (type.startsWith('image/')
      ? `“${file}” is named as a picture (${type}), not a video: photos are refereed on the live page (“Live referee”). Here, choose a video of the game: MP4, WebM, MOV…`
      : type === 'application/json'
        ? `“${file}” is JSON, not a video: a game record is opened with “${en.review.openRecord}”. Here, choose a video of the game: MP4, WebM, MOV…`
        : `“${file}” is not a video (${type}). Choose a video of the game: MP4, WebM, MOV…`),
    stillShowing: (file) => `The review below is still that of “${file}”.`,
    arenaNeedsAnalysis: 'The timeline was read with another arena outline: press “Analyse again” to rule with the one drawn now.',
    editingArena: "Drag the yellow corners onto the arena's rim, or Tab to one and move it with the arrow keys (dice whose centre lies outside it, or on it, are out), then press “Analyse again”.",
    setupNeedsAnalysis: 'The timeline was read with the game, dice and rate chosen before: press “Analyse again” to read the video with those chosen now.',
    workerFailed: (detail) => `The vision worker failed to start: ${detail}`,
    cannotRerun: (detail) => `The referee cannot re-run with this setup: ${detail}`,
    cannotStart: (detail) => `The review cannot start: ${detail}`,
    analysisStopped: (detail) => `The analysis stopped: ${detail}`,
    cannotPlay: (detail) => `The video cannot play: ${detail}`,
    stoppedAt: (reviewedS, durationS) =>
      `Analysis stopped at ${reviewedS.toFixed(1)} s of ${durationS.toFixed(1)} s: the timeline ends there (corrections and exports work on it). “Analyse again” starts over.`,
    endsEarly: (reviewedS, durationS) =>
      `The video ends early: frames stop at ${reviewedS.toFixed(1)} s of ${durationS.toFixed(1)} s — the file may be cut short. The timeline ends there.`,
    noDiceInArena: 'No settled arena of this video showed a die (dice may have been read while they moved). Does the arena outline drawn cover the arena? Only the outline is watched for the dice to settle: “Arena” to draw it again, or “Find arena again”.',
    noDiceSeen: 'No settled arena of this video showed a die (dice may have been read while they moved). Is the arena in view and well lit, and do the dice lie still for half a second after each throw?',
    noThrowRuled: (game, fewDice) => (game === 'dice-game'
      ? 'Dice were read, but the rules took no roll of the dice game from them. '
        + (fewDice === null ? 'Is this a recording of Strike? Choose “Strike” under “Game”, then “Analyse again”.'
          : `A turn's first roll is of 6 dice, and no settled arena held more than ${fewDice}: were all six thrown, and in view?`)
      : 'Dice were read, but the rules took no Strike throw from them. Is this a recording of the dice game? Choose “The dice game (Farkle)” under “Game”, then “Analyse again”.'),
    coveredArena: (stretches, game) => `The arena was still but partly covered (a hand, an arm or a dark shadow over it) ${stretches.map((s) => `from ${s.from} to ${s.to} (${s.seconds.toFixed(1)} s)`).join(', ')}: the referee reads only an arena in full view, so ${game === 'dice-game' ? 'rolls' : 'throws'} made then were read only once it cleared, several as one (ruled as one, or refused).`,
    demoSetup: (demo, replaced) => `The demo game is reviewed with its own players, ${list(demo)}, in place of ${list(replaced)}: change the set-up to rule it otherwise. Your own set-up comes back for the next video you open.`,
    settledAfterEnd: (settles, from, to, tournamentRounds, leftAt = null) => `${settles === 1 ? `An arena settled after the game was won (at ${from}) and was` : `${settles} arenas settled after the game was won (${from} to ${to}) and were`} not ruled. `
      + (leftAt !== null ? `The game ended at ${leftAt}, where you said a player left: if he left later, undo his leaving there and say it under a later arena.` : (tournamentRounds === null ? '' : `Is this a tournament? Tick “${en.setup.tournament(tournamentRounds)}”. `)
      + 'If another game was recorded after it, review that game on its own (cut the video where it starts). If the game went on, check the players (and, in the dice game, the points to win).'),
    arenasBeforeStartDie: (settles, from, to) => `${settles === 1 ? `The first settled arena (${from}) held` : `The first ${settles} settled arenas (${from} to ${to}) held`} several dice before any start die alone. `
      + 'Does the recording start mid-game? A game starts with its start die alone in the arena: the timeline rules from the first lone die on, not the game played before it.',
    arenasOutsideKind: (settles, from, to, faces, kind, fit, plainDice, gameChoiceSaid) => `Dice in ${settles === 1 ? `1 settled arena (at ${from})` : `${settles} settled arenas (${from} to ${to})`} showed ${faces.join(' and ')}, `
      + `which ${kindDice(kind)} do not have, so the rules took them for dice not lying flat. `
      + (fit ? `Playing with other dice? Choose “${keepTogether(en.review.setup[DICE_CHOICE[fit]])}” under “${en.review.setup.edition}”, then “Analyse again”.`
        : plainDice && gameChoiceSaid ? 'These look like plain dice (1 to 6), which no Strike edition has.'
        : plainDice ? `These look like plain dice (1 to 6), which no Strike edition has: a recording of the dice game? Choose “The dice game (Farkle)” under “${en.review.setup.game}”, then “Analyse again”.` : 'Check the dice read there.'),
    unansweredQuestions: (settles, from, to, game) => `The referee asked ${settles} questions (${from} to ${to}) that nobody answers in a recording, and took each arena as it lay, ruling nothing there, so the game ruled from the first may not be the one played. `
      + `A die may have been missed or misread there (click a die in the timeline to correct it), or the players or ${game === 'dice-game' ? 'points to win' : 'edition'} may not be the game's.`,
    refusedArenas: (settles, from, to) => `The rules refused ${settles === 1 ? `1 settled arena (at ${from})` : `${settles} settled arenas (${from} to ${to})`}, so the game ruled from there may not be the one played. `
      + `Check the dice read in ${settles === 1 ? 'it' : 'them'} (click a die in the timeline to correct it) and the arena outline (“Arena”: a die lying outside it is counted in), then the players and the edition: a throw of more dice than a player holds may mean a set-up other than the game's.`,
    tooShort: (durationS, minS) =>
      `This video lasts only ${durationS.toFixed(1)} s: an arena is read once it has been seen still for about ${minS} s, so this one may never be.`,
    tooFewFrames: (fps, minFps) =>
      `This video has only ${rate(fps)} frames/s: below ${minFps} the arena is seen settled too seldom and throws are missed. Record at ${minFps} frames/s or more.`,
    rateLowered: (fps, wantedFps) => `The video has ${rate(fps)} frames/s, fewer than the ${rate(wantedFps)} chosen: its own are analysed.`,
    hint: (game) => (game === 'dice-game'
      ? "Open a video of a dice game: the referee goes through it and lists every settled arena and its rulings here. “Demo dice game” reviews the app's own recording of one."
      : "Open a video of a Strike game: the referee goes through it and lists every settled arena and its rulings here. “Demo game” reviews the app's own recording."),
    analysed: (frames, reviewedS, elapsedS, speed) =>
      `Analysed ${frames} ${frames === 1 ? 'frame' : 'frames'} (${reviewedS.toFixed(1)} s of video) in ${elapsedS.toFixed(1)} s: ${speed.toFixed(1)}× real time.`,
    analysisStarted: 'Analysing the video…',
    analysing: (done, frames, fps, speed) =>
      `Analysing frame ${done} of ${frames} at ${fps} frames/s${speed !== null ? ` · ${speed.toFixed(1)}× real time` : ''}…`,
    framesPerSecond: (fps) => `${fps} frames/s`,
    recordedAt: (fps) => `recorded at ${fps} frames/s`,
    reader: (backend, reader) => `tfjs ${backend}, ${en.diagnostics.readers[reader]} reader`,
    correctionSaid: (at, read, face) => `Corrected at ${at}: the ${read === null ? 'unreadable die' : `die read as ${read}`} shows ${face}. The rulings from there are ruled again.`,
    corrected: (n) => `${n} corrected`,
    noVideo: 'No video',
    noTimeline: 'No timeline yet.',
    undoCorrections: 'Undo all corrections',
    correctMark: 'correct?',
    setup: {
      legend: 'The recorded game',
      game: 'Game',
      players: 'Players',
      nameLabel: (seat) => `Player ${seat + 1} name`,
      edition: 'Edition',
      // The editions' own names (src/rules/strike/editions.ts), as the live page's set-up lists them.
      classicEdition: CLASSIC.name,
      classicX2Edition: CLASSIC_X2.name,
      keepThrowing: keepThrowingRule('en', true),
      language: 'Language',
      analyse: 'Analyse',
      help: 'List the players in the order they played, the one who started first. Names, the throw-again choice, the dice each player starts with and the language re-run the referee at once, and so does an edition with the same dice; the game, an edition with other dice and the rate need a new analysis.',
      helpDiceGame: 'List the players in the order they played, the one who started first. Names, the points to win and the language re-run the referee at once; the game and the rate need a new analysis. Nobody presses Bank in a recording: six dice rolled after a keep are the turn banked and the next player\'s roll.',
    },
    player: {
      previousFrame: 'Previous frame (←)',
      nextFrame: 'Next frame (→)',
      stepBack: '◀ frame',
      stepForward: 'frame ▶',
      play: 'Play',
      pause: 'Pause',
      position: 'Position in the video',
      progress: 'Analysis of the video',
    },
    timeline: {
      heading: 'Timeline',
      change: CHANGE_WORDS_EN,
      showFrame: 'Show this frame',
      seekLabel: (time, change) => `Show the frame at ${time}: ${change}`,
      refused: REFUSED_MARK.en,
      diceInView: 'now in view:',
      dieTitle: (corrected, confidence, inArena, read) =>
        `${corrected ? `corrected${read === undefined ? '' : ` (read ${read ?? 'unreadable'})`}` : `read with confidence ${Math.round(confidence * 100)} %`}${inArena ? '' : ', outside the arena'}: click to correct`,
      dieLabel: (face, title) => `${face}: ${title}`,
      correctBefore: 'This entry follows from a correction: correct this die in the entry before, where it lay too.',
      cannotExplain: (refusal) => `The rules cannot explain this arena. ${sentence(refusal)}`,
      wouldAsk: (question) => `A live referee would have asked: ${question}`,
      notTakenOut: (dice, time) => `${dice === 1 ? 'A die' : `${dice} dice`} taken out of play at ${time} ${dice === 1 ? 'is' : 'are'} still in the arena: the game filmed went on otherwise than the one ruled (a correction or a misread die?). No throw is ruled while ${dice === 1 ? 'it lies' : 'they lie'} there.`,
      notTakenOutAgain: (dice, time, first) => `Not ruled: ${dice === 1 ? 'a die' : `${dice} dice`} taken out at ${time} still ${dice === 1 ? 'lies' : 'lie'} in the arena (see ${first}).`,
      ruleAsThrow: 'Rule it as a throw',
      ruledAsThrow: 'Ruled as a throw, as you said.',
      notAThrow: 'It was not a throw',
      thrownRefused: (why, at) => `${at === null ? 'This arena' : `The arena at ${at}`} could no longer be ruled as a throw (${THROWN_WHY.en[why]}): nothing was ruled.`,
      thrownUndo: 'Undo the arena ruled as a throw',
      dieMissed: 'Count a die lost out of sight after this arena',
      dieMissedTitle: 'After this arena a die was thrown that never landed in view (off the table): count it out of the arena, as the rules say, and rule the rest of the game from there',
      missedRuled: "Then a die thrown flew out of sight, as you said: out of the arena, ruled after this arena's rulings.",
      missedRefused: (why, at) => `No single die could be thrown after ${at === null ? 'this arena' : `the arena at ${at}`} (${MISSED_DIE_WHY.en[why]}): nothing was ruled.`,
      missedUndo: 'Undo the die lost out of sight',
      playerLeft: 'A player left after this arena:',
      playerLeftNone: 'nobody',
      playerLeftRule: 'Rule their leaving',
      playerLeftTitle: 'A player went home just after this arena: rule the rest of the game without them (their dice leave play; if it was their turn, the next player plays)',
      leftRuled: (name) => `${name} left the game here, as you said: ruled after this arena's rulings.`,
      leftUndo: (name) => `Undo ${name} leaving`,
      leftForget: (name) => `Forget ${name}'s leaving`,
      leftRefused: (name, why, at) => `${name} could not leave ${at === null ? 'here' : `at ${at}`} (${why === 'noArena' ? 'no arena at this time' : LEAVING_WHY.en[why]}): nothing was ruled.`,
      outsideKind: (face, count, hint) =>
        `${count === 1 ? 'A die shows' : `${count} dice show`} ${face}, a face the chosen dice do not have: the rules take ${count === 1 ? 'it for a die' : 'them for dice'} not lying flat.`
        + (hint === 'otherDice' ? ' Other dice? Choose their edition under “Edition” and press “Analyse again”.'
          : hint === 'plainDice' ? ` These look like plain dice (1 to 6), which no Strike edition has: a recording of the dice game? Choose “The dice game (Farkle)” under “${en.review.setup.game}”, then “Analyse again”.` : ''),
    },
  },
};
