/**
 * React hook for the game at the table: the live referee of the chosen game (Strike or the
 * dice game) fed by the tracker's snapshots, the announcements log and the referee's
 * questions (spoken aloud unless muted, in the app's language), and the game saved in IndexedDB after every event so that a reload resumes it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Face } from '../core/types.ts';
import { GameSession, type SessionStep } from '../referee/gameSession.ts';
import { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import { LiveStrikeReferee, type DieAnswer, type FoundLostDie, type MissedDieFoundAnswer, type MissedDieFoundQuestion, type ResumeCause, type SavedQuestion } from '../referee/liveStrikeReferee.ts';
import { announcementDetailsMissing, LANGUAGES, renderAnnouncement, renderQuestion, renderRefusal, type Language } from '../referee/render.ts';
import type { DiceGameEvent } from '../rules/dice-game/index.ts';
import { firstUnfoldableEvent, RuleError, type Announcement, type GameEventBase, type Refusal } from '../rules/engine.ts';
import { gameInfo } from '../rules/games.ts';
import { EDITIONS, editionForPlayers, type StrikeEdition, type StrikeEvent } from '../rules/strike/index.ts';
import { ArenaTracker } from '../tracking/arenaTracker.ts';
import type { ArenaSnapshot, DieId } from '../tracking/types.ts';
import type { TimedFrameResult } from '../worker/api.ts';
import { announceSave, clearGame, loadGame, onSaveElsewhere, SAVE_RETRY_SECONDS, newGameId, saveGame, savedElsewhere, saveProblem, StorageBlockedError, type NotResumed, type SaveProblem, type SavedGame, type SavedLogLine } from './savedGame.ts';
import type { GameSetup } from './SetupScreen.tsx';
import { continuesView, isDemoView, type ShownSource } from './viewChange.ts';
import { uiText } from './i18n/uiText.ts';
import { localeFor } from './i18n/language.ts';
import { speak } from './speech.ts';
import { keyHintsShown } from './keyHints.ts';

/** One line of the referee's log. */
export interface LogLine {
  /** Increasing id, for React keys. */
  id: number;
  /** `say`: an announcement; `refused`: the rules refused what the camera saw; `info`: the app. */
  kind: 'say' | 'refused' | 'info';
  /** The line in a language: the log is worded again when the players switch language. */
  text: (language: Language) => string;
}

/**
 * The notice for a key of the other game pressed (P in the dice game, B in Strike), in any
 * language: i18n `notice.otherGameKey`, naming the key of the button that ends a turn only where
 * the device shows key hints (src/app/keyHints.ts `keyHintsShown`, read now), not on a touch screen.
 * Once the game is `over`, the game's own "The game is over." instead, as its own keys are
 * answered then (helper 229: P after a dice game's winner explained how a turn ends).
 */
export function otherGameKeyNotice(key: 'P' | 'B', game: 'strike' | 'dice-game', over = false): (language: Language) => string {
  if (over) return (language) => asSentence(renderRefusal(game, { code: 'game-over', message: 'The game is over.', params: {} }, language));
  const keysShown = keyHintsShown();
  return (language) => uiText(language).notice.otherGameKey(key, game, keysShown);
}

/**
 * `text` as a sentence: a capital first letter, and a full stop added when it ends without
 * punctuation (the engines' refusals are clauses, some starting in lower case).
 */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  const capital = `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`;
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** The live referee of the game being played, tagged with its game id (src/rules/games.ts). */
export type LiveReferee =
  | { game: 'strike'; live: LiveStrikeReferee }
  | { game: 'dice-game'; live: LiveDiceGameReferee };

/** The game as the page shows it, and the players' intents. */
export interface LiveGame {
  /** The referee, or `null` before a game is started or resumed. */
  referee: LiveReferee | null;
  /** The latest stable snapshot of the arena (dice with ids). */
  snapshot: ArenaSnapshot | null;
  /** The log, newest last. */
  log: LogLine[];
  /** Counts the games started or resumed on this page (a new referee wants a fresh look at the arena). */
  generation: number;
  /**
   * Why the rules refused the players' last intent (Pass, Bank or Undo pressed when the rules do
   * not take it, a correction they refuse), in a language; `null` when the last step was taken.
   * It is shown and spoken, but not logged nor saved with the game: it is no part of the game.
   */
  refusedIntent: LogLine['text'] | null;
  /**
   * Whether a page in another tab or window has saved a game since this one started or resumed
   * its own (`null` when none has): there is one saved game, so this page then stops refereeing
   * and saving (the other page's game is the one a reload resumes). `taken`: the other page saved
   * this same game (it resumed it); `replaced`: it saved another game, or ended this one (the
   * last news wins; src/app/savedGame.ts `savedElsewhere`). A new game started here takes it back.
   */
  playedElsewhere: 'taken' | 'replaced' | null;
  /**
   * Whether the game in progress was resumed from the save on opening the page (not started
   * here); `false` for a saved game that had ended, shown as it ended (winner and log).
   */
  resumed: boolean;
  /**
   * Why the game saved in this browser could not be resumed (a damaged record or event log, a
   * game this page does not referee), or `null`. The record is kept until a new game replaces it.
   */
  notResumed: NotResumed | null;
  /**
   * Why the last save failed (storage full, or another refusal in the browser's English words), while the
   * game is not saved; `null` once a save works. Saves are tried again every
   * `SAVE_RETRY_SECONDS` meanwhile, and after every event.
   */
  notSaved: SaveProblem | null;
  /**
   * Starts a new game of `setup.game` (`strike` or `dice-game`). `recording`: the frames are a
   * recording's (the demo's), where nobody presses Bank: in the dice game a new turn's six dice
   * rolled are the turn banked (src/referee/liveDiceGameReferee.ts `bankWhenNextTurnRolls`).
   * @returns `null`, or why the rules refused the setup (in the announcement language)
   */
  start(setup: GameSetup, recording?: boolean): string | null;
  /**
   * Feeds one processed frame; `from.still`: a photo's frame (the dice the referee asked to take
   * out then keep their ids only where they lie still: src/tracking/dieTracker.ts `holdStill`);
   * `from.source`: the photo or stream it is from, by identity (a photo's `label` is its file
   * name). A photo whose first settled arena changes nothing the referee rules on (the same dice,
   * or the same dice moved) is said so in the log, as the CLI's `referee` does. A game resumed
   * after a reload takes no frame of a demo's (`viewChange.ts` `isDemoView`) until a view of the
   * players' own has been shown (`viewShown`): its first look is at their arena.
   * @returns this settle's snapshot once it went out, until the arena moves, else `null` (its
   *   frames need reading): src/tracking/arenaTracker.ts `voted`
   */
  onFrame(result: TimedFrameResult, from?: { still: boolean; source?: { label: string } }): ArenaSnapshot | null;
  /** Strike: the current player passes (key P); in the dice game, says that P is Strike's. */
  pass(): void;
  /** The dice game: the current player banks the turn's points (key B); in Strike, says that B is the dice game's. */
  bank(): void;
  /** Takes back the last correction (key U). */
  undo(): void;
  /** Answers a question about die `id` (its face, or `leaning` in Strike). */
  answer(id: DieId, answer: DieAnswer): void;
  confirm(): void;
  /** Strike: rule an unexplained change as a throw. */
  treatAsThrow(): void;
  /** Strike: the thrower's die flew out of sight, never landing in the arena (LiveStrikeReferee `dieMissed`). */
  dieMissed(): void;
  /**
   * Strike: whether the die come into the arena is the one said flown out of sight, or whose lost
   * die it is (LiveStrikeReferee `missedDieFound`); an answer the question standing now does not
   * offer, or given to a question (`about`: its params as shown) that no longer stands (a stale
   * button), is ignored ({@link answerMissedDieFound}).
   */
  missedDieFound(answer: MissedDieFoundAnswer, about: MissedDieFoundQuestion): void;
  /** The player at `seat` leaves the game (src/rules/common/retire.ts; dice game: apply.ts `retire`). */
  retire(seat: number): void;
  /** Take the arena as it lies, without a ruling. */
  accept(): void;
  /** The dice game: dice set aside and the others rolled at once; choice `choice` of the `keptWhich` question was set aside. */
  chooseKept(choice: number): void;
  /** The dice game: the dice in the arena are a roll (the `notARoll` and `changed` questions). */
  ruleAsRoll(): void;
  /** Corrects die `id`, already ruled on, to `face`. */
  correct(id: DieId, face: Face): void;
  /**
   * The camera's view changed mid-game (another video or camera: see src/app/viewChange.ts): the
   * referee is rebuilt from the game's log, as after a reload, so that it takes the next settled
   * arena as a first look (lined up with the game's arena, dice thrown meanwhile ruled, anything
   * else asked about) instead of ruling the difference between the two views as a throw.
   * Nothing of the game is lost; a question about the dice of the old view is dropped.
   * @param overDemo the view is a demo the game is not refereed on (it waits for the players'
   *   own camera or pictures), said so in the log line of a throw dropped
   */
  lookAfresh(overDemo?: boolean): void;
  /**
   * A source is shown (src/app/viewChange.ts `viewOf`): kept as the game's view and saved with it
   * (a demo's too), and the referee looks afresh when `changed` (`changesView` from the one
   * before). After a reload, a view other than a demo's shown before the first look that does not
   * go on from the one the game was saved on (`continuesView`: the camera taking over a game
   * played from a video) is a new view: its first look asks about dice beyond the game's, and
   * rules none as thrown while the page reloaded.
   */
  viewShown(view: ShownSource, changed: boolean): void;
  /** Ends the game and forgets the save. */
  end(): void;
}

/** Lines the log keeps (the oldest go first). */
const LOG_LINES = 200;

/** Game ids the live referee can play. */
const LIVE_GAMES = ['strike', 'dice-game'] as const;

/**
 * A new referee for the players' choices (`recording`: see {@link LiveGame.start}).
 * @throws RuleError when the rules refuse the setup; Error for a game with no live referee
 */
function startReferee(setup: GameSetup, recording: boolean): { referee: LiveReferee; step: SessionStep<unknown> } {
  if (setup.game === 'dice-game') {
    const game = { players: setup.players, ...(setup.targetScore !== undefined ? { targetScore: setup.targetScore } : {}) };
    const { live, step } = LiveDiceGameReferee.start(game, { bankWhenNextTurnRolls: recording });
    return { referee: { game: 'dice-game', live }, step };
  }
  if (setup.game === 'strike') {
    const { live, step } = LiveStrikeReferee.start({ players: setup.players, edition: strikeEdition(setup), tournament: setup.tournament === true });
    return { referee: { game: 'strike', live }, step };
  }
  throw new Error(`the camera referee cannot play "${setup.game}" (it plays ${LIVE_GAMES.join(', ')})`);
}

/**
 * The Strike edition of `setup`: its preset id, or, for a preset with no dice-per-player chart
 * (src/rules/strike/editions.ts), the preset with the players' stock as its chart.
 */
function strikeEdition(setup: GameSetup): string | StrikeEdition | undefined {
  return setup.edition === undefined ? undefined : editionForPlayers(setup.edition, setup.players.length, setup.dicePerPlayer);
}

/**
 * Whether nothing has been played yet in the game `referee` plays: its log holds only the
 * events its set-up writes (`gameStarted`, then Strike's first `roundStarted` or the dice game's
 * first `turnStarted`: src/rules/strike/setup.ts, src/rules/dice-game/config.ts `setup`).
 */
export function notPlayedYet(referee: LiveReferee): boolean {
  const [started, first, ...more] = referee.live.events;
  return started?.type === 'gameStarted' && (first?.type === 'roundStarted' || first?.type === 'turnStarted') && more.length === 0;
}

/** The choices that started the game `referee` plays, to offer again on the setup screen (e.g. after a reload). */
export function setupOf(referee: LiveReferee): GameSetup {
  if (referee.game === 'dice-game') {
    const { players, rules } = referee.live.state;
    return { game: 'dice-game', players: [...players], targetScore: rules.targetScore };
  }
  const { players, edition, tournament } = referee.live.state;
  const preset = EDITIONS[edition.id];
  return {
    game: 'strike',
    edition: edition.id,
    players: players.map((player) => player.name),
    tournament,
    ...(preset?.dicePerPlayer === null ? { dicePerPlayer: edition.dicePerPlayer?.[String(players.length)] } : {}),
  };
}

/**
 * The saved log lines of `game` that can be worded in every language we speak (a damaged or
 * outdated line, one whose params are missing or empty included, is left out: the game is
 * still resumed, and the page never fails on it).
 */
export function readableLogLines(game: string, lines: readonly unknown[]): SavedLogLine[] {
  return lines.filter((line): line is SavedLogLine => {
    if (typeof line !== 'object' || line === null) return false;
    const { kind, announcement, refusal } = line as Record<string, unknown>;
    if (kind !== 'say' && kind !== 'refused') return false;
    try {
      // A line whose details are missing would only say so: left out, as one that cannot be worded.
      if (kind === 'say' && announcementDetailsMissing(game, announcement as Announcement)) return false;
      return LANGUAGES.every((language) => typeof (kind === 'say'
        ? renderAnnouncement(game, announcement as Announcement, language)
        : renderRefusal(game, refusal as Refusal, language)) === 'string');
    } catch {
      return false;
    }
  });
}

/**
 * What of `referee`'s questions and marks is saved with its game besides the log (Strike's; none
 * for the dice game): the question about dice beside the arena (src/referee/liveStrikeReferee.ts
 * `questionToSave`) and the earlier lost dice found, still to take out (`lostDiceFoundToSave`),
 * each left out when there is none.
 */
export function refereeStateToSave(referee: LiveReferee): Pick<SavedGame, 'question' | 'lostDiceFound'> {
  if (referee.game !== 'strike') return {};
  const question = referee.live.questionToSave;
  const found = referee.live.lostDiceFoundToSave;
  return { ...(question ? { question } : {}), ...(found.length > 0 ? { lostDiceFound: found } : {}) };
}

/**
 * Strike: the players' `answer` to the lost-die question (src/referee/liveStrikeReferee.ts
 * `missedDieFound`) to the question `about` (its params as shown), or nothing (`undefined`,
 * nothing changed) when that question no longer stands or does not offer it
 * (`offersMissedDieFoundAnswer`): a button of the question before, clicked as it changed
 * (another die, no question), is stale, ignored rather than thrown as an error the page would
 * not catch, or taken as the answer to the new question (helper 242). The page then shows the
 * question standing.
 */
export function answerMissedDieFound(referee: LiveReferee, answer: MissedDieFoundAnswer, about: MissedDieFoundQuestion): SessionStep<unknown> | undefined {
  if (referee.game !== 'strike' || !referee.live.offersMissedDieFoundAnswer(answer, about)) return undefined;
  return referee.live.missedDieFound(answer);
}

/**
 * A referee rebuilt from a saved game (`cause` `reload`), or from a game in progress whose view
 * changed (`viewChange`: {@link LiveGame.lookAfresh}; see src/referee/liveStrikeReferee.ts `ResumeCause`).
 * `question`: Strike's question saved with the game, asked again after a reload; `found`: the
 * earlier lost dice found saved with it, marked to take out again after a reload (`resume`).
 * @throws Error when the game has no live referee or its log does not fold
 */
export function resumeReferee(game: string, log: readonly unknown[], cause: ResumeCause = 'reload', question: SavedQuestion | null = null, found: readonly FoundLostDie[] = []): LiveReferee {
  if (game === 'dice-game') return { game, live: LiveDiceGameReferee.resume(log as DiceGameEvent[]) };
  if (game === 'strike') return { game, live: LiveStrikeReferee.resume(log as StrikeEvent[], {}, cause, question, found) };
  throw new Error(`no live referee for "${game}"`);
}

/**
 * What `referee` asks the players now, in `language` (src/referee/render.ts
 * `renderQuestion`), with a key that stays the same while the same question stands (kind and
 * params; the language is not part of it), or `null` when it asks nothing.
 */
export function questionToSpeak(referee: LiveReferee, language: Language): { key: string; text: string } | null {
  const key = questionKey(referee);
  if (key === null) return null;
  if (referee.game === 'strike') return { key, text: renderQuestion('strike', referee.live.question!, language) };
  return { key, text: renderQuestion('dice-game', referee.live.question!, language) };
}

/**
 * A key for the question `referee` asks now that stays the same while the same question stands
 * (its game, kind and params, as JSON), or `null` when it asks nothing.
 */
export function questionKey(referee: LiveReferee): string | null {
  const question = referee.live.question;
  return question && JSON.stringify([referee.game, question.kind, question.params]);
}

/** `lines` without their last `refused` line (the same refusal, worded anew, replaces it). */
function withoutLastRefusal(lines: LogLine[]): LogLine[] {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.kind === 'refused') return [...lines.slice(0, i), ...lines.slice(i + 1)];
  return lines;
}

/**
 * Whether the question `referee` asks now words `refusal` (Strike's `unexplained` question about
 * a refused arena, the dice game's about a refused roll: their `params.refusal`).
 */
function wordsRefusal(referee: LiveReferee, refusal: Refusal): boolean {
  const params: unknown = referee.live.question?.params;
  const asked = typeof params === 'object' && params !== null && 'refusal' in params ? (params.refusal as Refusal) : null;
  return asked !== null && asked.code === refusal.code && JSON.stringify(asked.params) === JSON.stringify(refusal.params);
}

/** Whether `value` is a time a `Date` can be made of (ms since the epoch), not a damaged record's. */
function isTime(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(new Date(value).getTime());
}

/**
 * How the last arena the referee saw compares with the one before, when its dice are the same:
 * `same` (in the same places), `moved` (some moved, no face changed); null for any other change.
 */
function sameDiceChange(referee: LiveReferee): 'same' | 'moved' | null {
  const change = referee.live.lastChange;
  if (change === 'none' || change === 'setDown') return 'same'; // dice set down beside the arena: the same dice in it
  return change === 'rearranged' || change === 'moved' ? 'moved' : null;
}

/**
 * @param language language of the announcements and of the refusals logged and spoken, and of the questions spoken
 * @param muted whether speech is off
 */
export function useLiveGame(language: Language, muted: boolean): LiveGame {
  const current = useRef<LiveReferee | null>(null);
  const tracker = useRef(new ArenaTracker());
  const [, setVersion] = useState(0);
  const [snapshot, setSnapshot] = useState<ArenaSnapshot | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [generation, setGeneration] = useState(0);
  const [notResumed, setNotResumed] = useState<NotResumed | null>(null);
  const [refusedIntent, setRefusedIntent] = useState<LogLine['text'] | null>(null);
  const [playedElsewhere, setPlayedElsewhere] = useState<'taken' | 'replaced' | null>(null);
  const [resumed, setResumed] = useState(false);
  /** {@link playedElsewhere} for the callbacks. */
  const elsewhere = useRef(false);
  /** The id of the game refereed here ({@link SavedGame.gameId}); `null` when unknown (resumed from a save made before ids). */
  const gameId = useRef<string | null>(null);
  const nextId = useRef(1);
  const voice = useRef({ language, muted });
  voice.current = { language, muted };
  /** Key of the question last spoken (see {@link questionToSpeak}), so a standing question is said once. */
  const asked = useRef<string | null>(null);

  /** The log's announcements and refusals as data, saved with the game (newest last, at most {@link LOG_LINES}). */
  const said = useRef<SavedLogLine[]>([]);
  /** The last view shown (a demo's too), saved with the game; `null` before any. */
  const view = useRef<ShownSource | null>(null);
  /**
   * A game resumed after a reload whose first look is still to come (Strike's
   * `firstLookPending` `reload`; the dice game's, until its first view other than a demo's): the
   * view it was saved on (`undefined`: the save names none). See {@link resumedView}.
   */
  const resumedOn = useRef<{ view: ShownSource | undefined } | null>(null);
  /**
   * A game resumed after a reload before any view of the players' own was shown: it takes its
   * first look at their view, not at a demo's (the still demo arena's dice are no throw of theirs).
   */
  const awaitingOwnView = useRef(false);
  /** The source of the last frame fed: a settle of one source is never finished by another's frames. */
  const frameSource = useRef<unknown>(null);

  /** Logs `texts` and speaks them in the current language (not `info` lines, nor when `aloud` is false). */
  const say = useCallback((kind: LogLine['kind'], texts: LogLine['text'][], aloud = true) => {
    if (texts.length === 0) return;
    setLog((lines) => [...lines, ...texts.map((text) => ({ id: nextId.current++, kind, text }))].slice(-LOG_LINES));
    if (kind !== 'info' && aloud) for (const text of texts) speak(text(voice.current.language), voice.current.language, voice.current.muted);
  }, []);

  /** Logs saved log lines of `game`, worded in the page's language when shown (spoken when `aloud`). */
  const showLines = useCallback((game: string, lines: readonly SavedLogLine[], aloud: boolean) => {
    for (const line of lines) {
      if (line.kind === 'say') say('say', [(language) => renderAnnouncement(game, line.announcement, language)], aloud);
      else say('refused', [(language) => asSentence(renderRefusal(game, line.refusal, language))], aloud);
    }
  }, [say]);

  /** Why saves fail now (see `LiveGame.notSaved`); the log says it once, when they start failing, and once they work again. */
  const [notSaved, setNotSaved] = useState<SaveProblem | null>(null);
  const failing = useRef(false);
  /** The photo last fed (by identity), and whether its first settled arena is still to come. */
  const photo = useRef<{ source: { label: string } | null; firstArena: boolean }>({ source: null, firstArena: false });
  /** The question and marks last saved with the game (JSON of {@link refereeStateToSave}): a save is due when they change. */
  const savedQuestion = useRef('{}');
  /** When the game last moved on (ms since the epoch), saved as `playedAt`; `null` when unknown (a damaged resumed record). */
  const playedAt = useRef<number | null>(null);
  const save = useCallback(() => {
    const referee = current.current;
    if (!referee || elsewhere.current) return;
    const firstLook = referee.game === 'strike' && referee.live.firstLookPending === 'viewChange' ? { firstLook: 'viewChange' as const } : {};
    // Until a resumed game's first look, the view it was saved on is still its own.
    const resumed = resumedView();
    const savedView = resumed ? resumed.view : view.current ?? undefined;
    const kept = refereeStateToSave(referee);
    savedQuestion.current = JSON.stringify(kept);
    const id = gameId.current;
    saveGame({ game: referee.game, ...(id !== null ? { gameId: id } : {}), log: [...referee.live.events], said: [...said.current], ...firstLook, ...(savedView ? { view: savedView } : {}), ...kept, ...(playedAt.current !== null ? { playedAt: playedAt.current } : {}) }).then(() => {
      announceSave({ kind: 'saved', gameId: id });
      if (!failing.current) return;
      failing.current = false;
      setNotSaved(null);
      say('info', [(language) => uiText(language).notice.gameSavedAgain]);
    }, (error: unknown) => {
      const problem = saveProblem(error);
      if (!failing.current) say('info', [(language) => uiText(language).notice.gameNotSaved(problem)]);
      failing.current = true;
      setNotSaved(problem);
    });
  }, [say]);
  // While saves fail, tried again now and then: the game may have no more events to save (over).
  useEffect(() => {
    if (notSaved === null) return undefined;
    const timer = setInterval(save, SAVE_RETRY_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [notSaved, save]);

  /** Speaks the referee's question when it is a new one (it is shown, not logged). */
  const ask = useCallback((referee: LiveReferee) => {
    const question = questionToSpeak(referee, voice.current.language);
    if (question && question.key !== asked.current) speak(question.text, voice.current.language, voice.current.muted);
    asked.current = question?.key ?? null;
  }, []);

  /** Whether the question standing after the last step words the log's last refusal (see `handle`). */
  const refusalStanding = useRef(false);

  /**
   * Speaks and logs a step's announcements and refusal (in `game`'s texts), saves the game,
   * re-renders. A refusal is not spoken when the question now asked words it (that is spoken);
   * the same refusal again while its question still stood (the arena still cannot follow: dice
   * keep coming and going, nothing ruled or asked otherwise since) is worded anew in its own line
   * rather than added below it.
   */
  const handle = useCallback((referee: LiveReferee, step: SessionStep<unknown>) => {
    const announced: SavedLogLine[] = step.announcements.map((announcement) => ({ kind: 'say', announcement }));
    const refused: SavedLogLine[] = step.rejected ? [{ kind: 'refused', refusal: step.rejected }] : [];
    const lines = [...announced, ...refused];
    const last = said.current.at(-1);
    const again = refusalStanding.current && announced.length === 0 && step.events.length === 0 && step.rejected !== undefined
      && last?.kind === 'refused' && last.refusal.code === step.rejected.code;
    said.current = [...(again ? said.current.slice(0, -1) : said.current), ...lines].slice(-LOG_LINES);
    if (step.events.length > 0) setRefusedIntent(null); // the game has moved on
    showLines(referee.game, announced, true);
    if (again) setLog(withoutLastRefusal);
    showLines(referee.game, refused, step.rejected !== undefined && !wordsRefusal(referee, step.rejected));
    const lastSaid = said.current.at(-1);
    refusalStanding.current = lastSaid?.kind === 'refused' && wordsRefusal(referee, lastSaid.refusal);
    const askedBefore = asked.current;
    ask(referee);
    // Another question (or none) now: a refusal said about the one before no longer applies.
    if (asked.current !== askedBefore) setRefusedIntent(null);
    // The question about dice beside the arena, asked or ended, is saved too (it is asked again
    // after a reload), and so is an earlier lost die found, marked or gone; other questions come
    // and go with the picture and are not saved, so that a tab does not save, and so take the
    // game from another tab that resumed it, for no ruling.
    if (step.events.length > 0 || lines.length > 0) playedAt.current = Date.now();
    if (step.events.length > 0 || lines.length > 0 || JSON.stringify(refereeStateToSave(referee)) !== savedQuestion.current) save();
    setVersion((v) => v + 1);
  }, [showLines, save, ask]);

  useEffect(() => {
    let cancelled = false;
    void loadGame().then((saved) => {
      if (cancelled || !saved || current.current) return;
      if (!(LIVE_GAMES as readonly string[]).includes(saved.game)) {
        setNotResumed({ kind: 'otherGame', game: saved.game });
        return;
      }
      try {
        // A view already shown is the resumed game's first; else the first to come is (viewShown).
        const shown = view.current !== null && !isDemoView(view.current) ? view.current : null;
        const newView = saved.firstLook === 'viewChange' || (shown !== null && !continuesView(saved.view, shown));
        current.current = resumeReferee(saved.game, saved.log, newView ? 'viewChange' : 'reload', saved.question ?? null, saved.lostDiceFound ?? []);
        gameId.current = saved.gameId ?? null;
        // The question and marks resumed are those saved: no save is due for them until they change
        // (a save for no ruling would take the game from another tab that resumed it too).
        savedQuestion.current = JSON.stringify(refereeStateToSave(current.current));
        // A finished game is shown as it ended (its winner and log, New game the way on), not
        // resumed as a game in progress: no "Resumed" line after the win, no first look to take.
        const over = current.current.live.over;
        resumedOn.current = over || newView || (shown !== null && saved.game !== 'strike') ? null : { view: saved.view };
        awaitingOwnView.current = !over && shown === null;
        // The log so far, shown again (not spoken), then where the game was saved. (A save
        // without its log lines shows the announcements of its events.)
        said.current = (Array.isArray(saved.said)
          ? readableLogLines(saved.game, saved.said)
          : GameSession.announcementsOf(gameInfo(saved.game).engine, saved.log as GameEventBase[]).map((announcement): SavedLogLine => ({ kind: 'say', announcement }))
        ).slice(-LOG_LINES);
        tracker.current = new ArenaTracker(); // a fresh look at the arena, photo included
        setSnapshot(null);
        showLines(saved.game, said.current, false);
        // When the game was last played, kept by the saves that follow (a reload's own save is
        // no play: helper 234); saves before it name only their save time. A time that is no
        // date (a damaged record) is left unsaid, not shown as "Invalid Date" (helper 138).
        playedAt.current = [saved.playedAt, saved.savedAt].find(isTime) ?? null;
        const lastPlayed = playedAt.current === null ? null : new Date(playedAt.current);
        if (!over) say('info', [(language) => uiText(language).notice.gameResumed(lastPlayed === null ? null : lastPlayed.toLocaleString(localeFor(language)))]);
        setResumed(!over);
        setGeneration((g) => g + 1);
        setVersion((v) => v + 1);
      } catch (error) {
        current.current = null;
        console.warn('The saved game could not be resumed:', error);
        // Said as which event does not fold, not as the script error it raised (helper 138).
        const bad = firstUnfoldableEvent(gameInfo(saved.game).engine, saved.log);
        setNotResumed({ kind: 'damagedLog', event: bad < 0 ? null : bad + 1, events: saved.log.length });
      }
    }, (error: unknown) => {
      if (!cancelled && !current.current) setNotResumed({ kind: error instanceof StorageBlockedError ? 'storageBlocked' : 'damagedRecord' });
    });
    return () => {
      cancelled = true;
    };
  }, [say, showLines]);

  // Another page saving the game takes it over: this one stops refereeing and saving it.
  useEffect(() => onSaveElsewhere((news) => {
    if (!current.current) return;
    elsewhere.current = true;
    setPlayedElsewhere(savedElsewhere(gameId.current, news));
  }), []);

  /**
   * Answers a key of the other game (P in the dice game, B in Strike) as a refused intent is:
   * beside the panel and aloud, not in the game's log.
   */
  const otherGameKey = useCallback((key: 'P' | 'B') => {
    const referee = current.current;
    if (!referee || elsewhere.current) return;
    const game = referee.game;
    const text = otherGameKeyNotice(key, game, referee.live.over);
    setRefusedIntent(() => text);
    speak(text(voice.current.language), voice.current.language, voice.current.muted);
    setVersion((v) => v + 1);
  }, []);

  /** Runs a player's intent on the referee (an intent for another game returns nothing). */
  const act = useCallback((intent: (referee: LiveReferee) => SessionStep<unknown> | void) => {
    const referee = current.current;
    if (!referee || elsewhere.current) return;
    const step = intent(referee);
    // A refused intent that changed nothing: said to the players, kept out of the game's log.
    if (step?.rejected && step.events.length === 0 && step.announcements.length === 0) {
      const refusal = step.rejected;
      const text = (language: Language) => asSentence(renderRefusal(referee.game, refusal, language));
      setRefusedIntent(() => text);
      speak(text(voice.current.language), voice.current.language, voice.current.muted);
      ask(referee);
      setVersion((v) => v + 1);
      return;
    }
    setRefusedIntent(null);
    if (step) handle(referee, step);
    else {
      ask(referee);
      setVersion((v) => v + 1);
    }
  }, [handle, ask]);

  /**
   * {@link resumedOn}, forgotten once the resumed Strike game's first look has been taken (or
   * asked about as a new view's).
   */
  function resumedView(): { view: ShownSource | undefined } | null {
    const referee = current.current;
    if (referee?.game === 'strike' && referee.live.firstLookPending !== 'reload') resumedOn.current = null;
    return resumedOn.current;
  }

  /**
   * {@link LiveGame.lookAfresh}; `newView`: the view is not the one the game was saved on, even
   * where a reload's first look is still to come (else that look stays a reload's: its first
   * picture may hold a throw made meanwhile).
   */
  const lookAfresh = (overDemo: boolean, newView: boolean): void => {
    const referee = current.current;
    if (!referee || elsewhere.current) return;
    const cause = !newView && referee.game === 'strike' && referee.live.firstLookPending === 'reload' ? 'reload' : 'viewChange';
    // A throw held for the players' answer is no event: it goes with the old view, and is said to.
    if (referee.live.waitsForAnswer) say('info', [(language) => uiText(language).notice.answerDropped(referee.game, overDemo)]);
    // A reload's first look still to come keeps the question saved with the game to ask again
    // (the die beside the arena: helper 178), lost here when a photo was opened after the
    // reload, and the earlier lost dice found to mark again (helper 237).
    const kept: ReturnType<typeof refereeStateToSave> = cause === 'reload' ? refereeStateToSave(referee) : {};
    const fresh = resumeReferee(referee.game, referee.live.events, cause, kept.question ?? null, kept.lostDiceFound ?? []);
    current.current = fresh;
    tracker.current = new ArenaTracker();
    setSnapshot(null);
    setRefusedIntent(null);
    ask(fresh);
    save(); // with its first look to come: a reload before it asks about the new view too
    setGeneration((g) => g + 1);
    setVersion((v) => v + 1);
  };

  /** Rules a settle's snapshot; `shown`: the photo it is of, whose first one that changes nothing is said so. */
  const ruleSnapshot = (next: ArenaSnapshot, shown: { label: string } | null): void => {
    setSnapshot(next);
    const referee = current.current;
    if (!referee || elsewhere.current) return;
    const step = referee.live.onSnapshot(next);
    handle(referee, step);
    if (!shown || !photo.current.firstArena) return;
    photo.current.firstArena = false;
    const unchanged = step.events.length === 0 && step.announcements.length === 0 && !step.rejected && referee.live.question === null
      ? sameDiceChange(referee) : null;
    if (unchanged) say('info', [(language) => uiText(language).notice.photoNoChange(shown.label, referee.game, unchanged === 'moved')]);
  };

  return {
    referee: current.current,
    snapshot,
    log,
    generation,
    notResumed,
    notSaved,
    refusedIntent,
    playedElsewhere,
    resumed,
    start(setup, recording = false) {
      try {
        const { referee, step } = startReferee(setup, recording);
        current.current = referee;
        gameId.current = newGameId();
        resumedOn.current = null;
        awaitingOwnView.current = false;
        elsewhere.current = false;
        setPlayedElsewhere(null);
        setResumed(false);
        tracker.current = new ArenaTracker();
        setSnapshot(null);
        setNotResumed(null);
        setRefusedIntent(null);
        setLog([]);
        said.current = [];
        asked.current = null;
        setGeneration((g) => g + 1);
        handle(referee, step);
        return null;
      } catch (error) {
        if (error instanceof RuleError) return asSentence(renderRefusal(setup.game, error, voice.current.language));
        return error instanceof Error ? error.message : String(error);
      }
    },
    onFrame(result, from) {
      if (awaitingOwnView.current && from?.source && isDemoView(from.source)) return null;
      // Photos: the players taking out the dice asked for is not seen, so a die thrown next to
      // where one lay is a new die, not that one pushed (the CLI's referee pairs photos so too).
      if (from?.still && current.current) tracker.current.holdStill(current.current.live.toRemove);
      // Another source's first frame: the last one's settle is dropped, not cut short (a photo
      // opened over the camera would be ruled with the camera's dice).
      if (from && from.source !== frameSource.current && frameSource.current !== null) tracker.current.dropSettle();
      if (from) frameSource.current = from.source;
      const next = tracker.current.update(result.reading, result.motion, result.tMs);
      const shown = from?.still ? from.source ?? null : null;
      if (shown !== photo.current.source) photo.current = { source: shown, firstArena: shown !== null };
      if (next) ruleSnapshot(next, shown);
      return tracker.current.voted;
    },
    pass: () => (current.current?.game === 'dice-game' ? otherGameKey('P') : act((r) => (r.game === 'strike' ? r.live.pass() : undefined))),
    bank: () => (current.current?.game === 'strike' ? otherGameKey('B') : act((r) => (r.game === 'dice-game' ? r.live.bank() : undefined))),
    undo: () => act((r) => r.live.undo()),
    answer: (id, answer) => act((r) => {
      if (r.game === 'strike') r.live.answer(id, answer);
      else if (answer !== 'leaning') r.live.answer(id, answer);
    }),
    confirm: () => act((r) => r.live.confirm()),
    treatAsThrow: () => act((r) => (r.game === 'strike' ? r.live.treatAsThrow() : undefined)),
    dieMissed: () => act((r) => (r.game === 'strike' ? r.live.dieMissed() : undefined)),
    missedDieFound: (answer, about) => act((r) => answerMissedDieFound(r, answer, about)),
    retire: (seat) => act((r) => r.live.retire(seat)),
    accept: () => act((r) => r.live.accept()),
    chooseKept: (choice) => act((r) => (r.game === 'dice-game' ? r.live.chooseKept(choice) : undefined)),
    ruleAsRoll: () => act((r) => (r.game === 'dice-game' ? r.live.ruleAsRoll() : undefined)),
    correct: (id, face) => act((r) => r.live.correct(id, face)),
    lookAfresh(overDemo = false) {
      lookAfresh(overDemo, false);
    },
    viewShown(shown, changed) {
      view.current = shown;
      if (!isDemoView(shown)) awaitingOwnView.current = false;
      // The demos show no arena of the players': the first look waits for their own view.
      const resumed = isDemoView(shown) ? null : resumedView();
      const newView = resumed !== null && !continuesView(resumed.view, shown);
      // Each view shown before a Strike game's first look is compared with the saved one.
      if (newView || (resumed !== null && current.current?.game !== 'strike')) resumedOn.current = null;
      if (changed || newView) lookAfresh(false, newView);
    },
    end() {
      current.current = null;
      resumedOn.current = null;
      awaitingOwnView.current = false;
      failing.current = false;
      setNotSaved(null);
      if (!elsewhere.current) void clearGame().then(() => announceSave({ kind: 'ended' }), () => undefined);
      elsewhere.current = false;
      gameId.current = null;
      setPlayedElsewhere(null);
      setVersion((v) => v + 1);
    },
  };
}
