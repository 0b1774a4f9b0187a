/**
 * The live Strike referee: turns the tracker's stable snapshots of the arena into game
 * actions, keeps track of the dice the rules took out of play until the players have removed
 * them, and asks the players when it is unsure (an unreadable or doubtful die, a change the
 * rules cannot explain) instead of guessing. Rules stay in src/rules/strike; this file only
 * maps dice with identities onto the engine's actions.
 */
import type { Face } from '../core/types.ts';
import { strike, throwCountRefusal, undoTakesBack, type StrikeAnnouncement, type StrikeConfig, type StrikeEvent, type StrikeState } from '../rules/strike/index.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';
import { DiceAskedBack } from './askedBack.ts';
import { snapshotAfterCameraMove } from './followCamera.ts';
import { cameBeside, onlySetDownBeside, sameDiceInArena, setDownDice, withDiceBeside } from './besideArena.ts';
import { emptyStep, mergeSteps } from './gameSession.ts';
import { GivenFaces, type GivenFace, type GivenFacesCopy } from './givenFaces.ts';
import { othersWithDieLost, question, questionDie, unexplainedChange, type LiveQuestion, type LiveQuestionParams } from './liveStrikeQuestion.ts';
import { isArenaWithDiceToTakeOut, lineUpWithState, newViewParams, takenOutBefore } from './resumeLineUp.ts';
import { diffSnapshots, throwArena, type DiceChanges } from './snapshotDiff.ts';
import { isLeftover, newStartDice, startDieOf } from './startDie.ts';
import { withSteadyFaces } from './steadyFaces.ts';
import { missedDieRefusal, StrikeReferee, type RefereeStep, type StrikeRefereeOptions, type StrikeRefereeRefusalParams } from './strikeReferee.ts';

export type { LiveQuestion, LiveQuestionParams, QuestionDie, UnexplainedChange } from './liveStrikeQuestion.ts';
export { othersWithDieLost } from './liveStrikeQuestion.ts';

/** Tunables of the live referee. */
export interface LiveRefereeConfig {
  /**
   * A die read with a voted confidence (0–1, see src/tracking/faceVoter.ts) below this is
   * confirmed with the players before the throw is ruled.
   */
  minConfidence: number;
  /**
   * Ask the players about unreadable or doubtful dice before ruling (live play). When false
   * (reviewing a recording, nobody to ask) the referee rules at once: an unreadable die is
   * taken as not lying flat.
   */
  askWhenUnsure: boolean;
  /**
   * When all dice differ after a throw, the thrower throws again unless he passes (true: the
   * players press Pass) or passes at once (false: a recording, where a pass cannot be seen).
   * strike-en.txt, Different numbers on all dice.
   */
  keepThrowing: boolean;
  /**
   * The dice of an all-in throw that are not in view count as outside the arena (true: a
   * recording, where a die that flew out of view never comes back), or the arena is refused and
   * the players asked (false: live play; {@link LiveStrikeReferee.treatAsThrow} then counts them
   * out when the players say so). src/referee/strikeReferee.ts `withUnseenDiceOut`. True also
   * takes dice removed unasked between throws as gone: the arena is taken as it lies (the
   * `unexpectedRemoval` question is still set, for the record) and the next throw counts them out.
   */
  unseenDiceOut: boolean;
  /**
   * A change like a throw seen while dice an earlier ruling took out of play (collected, X, out
   * of the arena: strike-en.txt has them taken out at once) still lie in the arena is not ruled
   * until they are gone (true: a recording reviewed, where such dice show that the game filmed
   * went on otherwise than the one ruled: a correction or a misread made the ruling, and "every
   * die differs" or "emptied the arena" ruled without them would contradict the dice in view;
   * {@link LiveStrikeReferee.heldForTakeOut} names them), or ruled without them (false: live
   * play, where the page marks them "take out").
   */
  holdThrowWhileTakeOutLies: boolean;
}

/**
 * Default: live play; ask about dice whose vote share × reader confidence is under 0.6. Measured
 * in session 52 on every labelled die of byler-d6, matteo-d6 and fudw-d6-tray (../shared/data),
 * read with the live settings: the held-out photos' 2 misreads of 561 dice had confidence 0.46
 * and 0.51, both asked about at 0.6, which asks about 0.5 % of the dice read right (0.7: 1.1 %);
 * the training photos' hard residue, 27 misreads of 2555, 16 asked at 0.6 (0.7: 19, asking
 * about 2.1 % of the right ones).
 */
export const DEFAULT_LIVE_REFEREE_CONFIG: Readonly<LiveRefereeConfig> = { minConfidence: 0.6, askWhenUnsure: true, keepThrowing: true, unseenDiceOut: false, holdThrowWhileTakeOutLies: false };

/**
 * What the last snapshot was taken for: the start die, the first arena of a resumed game
 * (`baseline`), the snapshot diff's kind (src/referee/snapshotDiff.ts), dice taken out unasked
 * put back (`putBack`, the `unexpectedRemoval` question answered), dice come to lie beside the
 * arena while nothing in it moved, taken as set down there (`setDown`: see the `besideArena`
 * question), or nothing to rule because the game is over (`over`).
 */
export type LiveChange = 'startDie' | 'baseline' | 'none' | 'rearranged' | 'throw' | 'removed' | 'unexplained' | 'putBack' | 'setDown' | 'over';

/**
 * The players' answer to the `missedDieFound` question ({@link LiveStrikeReferee.missedDieFound}):
 * `true`, the die come into the arena is the one said flown out of sight last (its thrower's,
 * the question's `player`); `false`, no lost die (the next throw); `{lostBy}`, the die said flown
 * out of sight before it by that player (one of the question's `othersWithDieLost`).
 */
export type MissedDieFoundAnswer = boolean | { lostBy: string };

/**
 * The `missedDieFound` question an answer is given to, as the page showed it (its params: the
 * die, tracker id and face; the thrower; the next player; the earlier throwers): an answer to a
 * question that no longer stands is stale ({@link LiveStrikeReferee.offersMissedDieFoundAnswer}).
 */
export type MissedDieFoundQuestion = LiveQuestionParams['missedDieFound'];

/** The players' answer for one die of a `confirmThrow` question. */
export type DieAnswer = Face | 'leaning';

/**
 * Why a live referee is rebuilt from its game's log: the page was reloaded (more dice than the
 * game's at the first look were thrown meanwhile: ruled as a throw), or the camera's view
 * changed mid-game (another video or camera, src/app/viewChange.ts: more dice than the game's
 * may be another game's, so the players are asked whether to rule them as a throw).
 */
export type ResumeCause = 'reload' | 'viewChange';

/**
 * A question saved with the game in progress (plain JSON, src/app/savedGame.ts) for
 * {@link LiveStrikeReferee.resume} to ask again after a reload: only the `besideArena` question,
 * whose dice beside the arena nothing else tells from dice set down there.
 */
export interface SavedQuestion {
  kind: 'besideArena';
  params: LiveQuestionParams['besideArena'];
}

/**
 * A die come into the arena that the players said is `lostBy`'s die said flown out of sight
 * before the last one ({@link LiveStrikeReferee.missedDieFound} `{lostBy}`): out of the game,
 * marked to take out. Saved with the game in progress (plain JSON, src/app/savedGame.ts) while it
 * is to take out, for {@link LiveStrikeReferee.resume} to mark it again after a reload rather than
 * ask again whose it is: the game's log does not tell it (the answer rules nothing). `face` is
 * the face it showed (`null`: unreadable), which finds it again (tracker ids start afresh).
 */
export interface FoundLostDie {
  face: Face | null;
  lostBy: string;
}

/**
 * A key of the dice seen (id, face, in the arena or not, in the order given), to tell the same
 * arena seen again at the next settle from another.
 */
function arenaSeen(dice: readonly SnapshotDie[]): string {
  return JSON.stringify(dice.map((die) => [die.id, die.face, die.inArena]));
}

/** `snapshot` with `die` among its dice (in place of any die with its id), in tracker id order. */
function withDie(snapshot: ArenaSnapshot, die: SnapshotDie): ArenaSnapshot {
  return { ...snapshot, dice: [...snapshot.dice.filter((d) => d.id !== die.id), die].sort((a, b) => a.id - b.id) };
}

/**
 * One die of `dice` for each face of `faces`, faces read alike first (a `null` face, unreadable
 * then, takes any die left, unreadable ones first), or `null` when `dice` lack one.
 */
function diceShowing(faces: readonly (Face | null)[], dice: readonly SnapshotDie[]): SnapshotDie[] | null {
  const left = [...dice];
  const take = (match: (die: SnapshotDie) => boolean): SnapshotDie | null => {
    const i = left.findIndex(match);
    return i < 0 ? null : left.splice(i, 1)[0]!;
  };
  const found: SnapshotDie[] = [];
  for (const face of faces.filter((f) => f !== null)) {
    const die = take((d) => d.face === face);
    if (!die) return null;
    found.push(die);
  }
  for (let k = faces.filter((f) => f === null).length; k > 0; k--) {
    const die = take((d) => d.face === null) ?? take(() => true);
    if (!die) return null;
    found.push(die);
  }
  return found.sort((a, b) => a.id - b.id);
}

/** Referees a live game of Strike from snapshots. */
export class LiveStrikeReferee {
  private readonly config: LiveRefereeConfig;
  /** The last snapshot the game state agrees with. */
  private baseline: ArenaSnapshot | null = null;
  /** The latest snapshot seen. */
  private latest: ArenaSnapshot | null = null;
  /** Dice the rules took out of play that are still in view. */
  private removals = new Set<DieId>();
  /** Dice not lying flat that the players must re-roll and put back. */
  private rerolls = new Set<DieId>();
  /** The dice in the arena the last ruling marked to take out: those its settling took out of the arena can be corrected while all of them lie there ({@link correct}). */
  private lastRulingMarked = new Set<DieId>();
  /** The arena the game agreed with before dice came beside it that the `besideArena` question asks about: what {@link treatAsThrow} rules against. */
  private beforeBeside: ArenaSnapshot | null = null;
  /** Dice outside the arena that stand for dice taken out and set down beside it in view ({@link setDownDice}): never thrown, never to take out. */
  private readonly setDown = new Set<DieId>();
  /** A throw waiting for the players' confirmation, with the faces they gave so far and its doubtful dice. */
  private pending: { snapshot: ArenaSnapshot; answers: Map<DieId, DieAnswer>; doubtful: DieId[] } | null = null;
  private asking: LiveQuestion | null = null;
  private change: LiveChange | null = null;
  /**
   * Faces the players gave (answers to a question, corrections), by die: they stand over what
   * the camera reads for as long as the die is in view, so that a misread die does not look
   * turned at the next settle; with the face corrections since the last throw (undo takes them back).
   */
  private readonly given = new GivenFaces();
  /**
   * What the referee had marked before each correction that ruled the last throw again since
   * that throw, newest last: `undo` of such a correction puts it back.
   */
  private readonly marksBeforeRuling: RefereeMarks[] = [];
  /**
   * What the referee had marked before each die said flown out of sight ({@link dieMissed}) that
   * `undo` can still take back (the rules' `lastThrow.missed`), newest last, with the corrections'
   * marks and the count of dice said missed then: `undo` puts them back.
   */
  private marksBeforeMissed: { marks: RefereeMarks; beforeRuling: RefereeMarks[]; missedNotSetDown: number }[] = [];
  /** The next id for a die taken out whose tracker id went to another die ({@link releaseReusedIds}). */
  private nextFreshId = -1;
  /**
   * With `unseenDiceOut` (photos, recordings: nobody answers): dice taken out of the arena that
   * the rules did not call for, since the last throw ruled. The next throw counts them as gone
   * out of the arena (the game filmed went on without them), as it counts dice unseen.
   */
  private takenOutUnasked = 0;
  /**
   * Without `unseenDiceOut` (live play): the dice taken out that the rules did not call for, as
   * they lay (the `unexpectedRemoval` question asks for them back), until they are put back
   * (src/referee/askedBack.ts `withPutBack`) or a throw ruled counts them out of the arena.
   */
  private readonly askedBack: DiceAskedBack;
  /** The latest snapshot as the camera read it (before the players' faces are put over it). */
  private latestRead: ArenaSnapshot | null = null;
  /** The arena the rules refused as a throw, as a key of its dice (the same refusal of it is said once). */
  private refusedArena: string | null = null;
  /** With `holdThrowWhileTakeOutLies`: the dice to take out that lay in the arena at the last settle, whose throw was not ruled for them ({@link heldForTakeOut}). */
  private held: DieId[] = [];
  /** The arena last held for dice to take out, as a key of its dice (the same arena held again is no new change). */
  private heldArena: string | null = null;
  /** The snapshot last refused as a throw, with the faces the players gave for it (for {@link treatAsThrow}). */
  private refusedThrow: ArenaSnapshot | null = null;
  /**
   * A resumed game whose arena the camera has not yet lined up with the game's, nor ruled a
   * throw from: each settle is a first look ({@link ruleThrownSinceSave}).
   */
  private lookingAfterResume = false;
  /** The die whose X the rules last had rolled again as the start die, while it may still lie there unrolled ({@link placeStartDie}). */
  private startDieShowedX: DieId | null = null;
  /**
   * Dice the players said flew out of sight ({@link dieMissed}) not yet seen set down beside the
   * arena: one that comes to lie there is that die, put next to the box as the rules say, not a
   * throw to ask about (helper 171). Until the next throw ruled or pass: a die never found would
   * otherwise swallow a later throw that landed beside the arena (helper 172).
   */
  private missedNotSetDown = 0;
  /**
   * What each retirement not yet taken back ended or changed here ({@link retire}), newest last:
   * the marks, the `besideArena` question and the count of dice said missed not yet set down,
   * for {@link undo} to put back; `null` for a retirement that changed none of them (another
   * player than the thrower left, the round went on). Emptied once no retirement can be taken
   * back (the rules' `retiredFrom` gone: the next throw, pass or start die; {@link forgetSpentRetirements}).
   */
  private readonly beforeRetirements: ({ marks: RefereeMarks; beside: { asking: LiveQuestion; beforeBeside: ArenaSnapshot | null } | null; missedNotSetDown: number } | null)[] = [];
  /** Why this referee was rebuilt from the log, `null` for a game started here ({@link resume}). */
  private resumedAfter: ResumeCause | null = null;
  /**
   * A `besideArena` question that stood when the game was saved ({@link resume} after a reload):
   * asked again once the first look lines the arena up, about the dice beside it that show its
   * dice's faces ({@link askBesideAgain}).
   */
  private besideToAskAgain: LiveQuestionParams['besideArena'] | null = null;
  /**
   * The arena (as a key of its dice) whose die the players said is, or is not, the die said
   * flown out of sight ({@link missedDieFound}): not asked about again while it is ruled.
   */
  private missedFoundAnswered: string | null = null;
  /**
   * Earlier players' lost dice found in the arena ({@link missedDieFound} `{lostBy}`), by tracker
   * id: saved with the game while they are to take out ({@link lostDiceFoundToSave}).
   */
  private readonly lostDiceFound = new Map<DieId, FoundLostDie>();
  /**
   * Those saved with the game ({@link resume} after a reload): marked to take out again when the
   * first look finds them in the arena beside the game's dice ({@link lostDiceFoundAgain}).
   */
  private foundToMarkAgain: readonly FoundLostDie[] = [];
  /**
   * The throws said missed ({@link dieMissed}) whose die the players said found since
   * ({@link missedDieFound} `{lostBy}`), each by the state before it (the rules' `lastThrow.before`,
   * the same object for as long as that throw can be taken back), with the tracker id of the die
   * found (`null` after a reload until the first look finds it again). Each lost die is accounted
   * for once: not offered again in a later `missedDieFound` question, nor asked about as the last
   * lost die; an {@link undo} of that throw forgets the find (the die is then the thrower's throw).
   * Only those still in the chain of throws said missed ({@link lostThrows}) count.
   */
  private readonly lossesFound = new Map<StrikeState, DieId | null>();

  private constructor(private readonly referee: StrikeReferee, config: Partial<LiveRefereeConfig>) {
    this.config = { ...DEFAULT_LIVE_REFEREE_CONFIG, ...config };
    this.askedBack = new DiceAskedBack(this.config.minConfidence);
  }

  /**
   * Starts a new game; the start die is placed from the first settled arena.
   * @throws RuleError when the configuration is impossible
   */
  static start(game: StrikeConfig, config: Partial<LiveRefereeConfig> = {}): { live: LiveStrikeReferee; step: RefereeStep } {
    const referee = new StrikeReferee(game, refereeOptions(config));
    const step = referee.start({ placeStartDie: false });
    return { live: new LiveStrikeReferee(referee, config), step };
  }

  /**
   * Resumes a saved game; the next settled arena becomes the baseline, lined up with the
   * game's arena (dice read otherwise keep the faces the game has; dice the last ruling took
   * out, and dice outside the arena, are to remove), unless it holds more dice than the game's:
   * then they were thrown meanwhile, and are ruled as a throw (see `ruleThrownSinceSave`); after
   * a view change (`cause` `viewChange`) the players are asked first (`unexplained` {cause:
   * 'newView'}; {@link treatAsThrow} rules it).
   * @param asked the question saved with the game ({@link questionToSave}), asked again after a reload
   * @param found the earlier lost dice found saved with the game ({@link lostDiceFoundToSave}):
   *   after a reload, still to take out when the first look finds them in the arena
   * @throws Error when the log is not a Strike game
   */
  static resume(log: readonly StrikeEvent[], config: Partial<LiveRefereeConfig> = {}, cause: ResumeCause = 'reload', asked: SavedQuestion | null = null, found: readonly FoundLostDie[] = []): LiveStrikeReferee {
    const live = new LiveStrikeReferee(StrikeReferee.resume(log, refereeOptions(config)), config);
    live.lookingAfterResume = true;
    live.resumedAfter = cause;
    // Another view's dice beside (or in) its arena are not this one's: the question and the found dice go with the old view.
    if (cause === 'reload' && asked?.kind === 'besideArena') live.besideToAskAgain = asked.params;
    if (cause === 'reload') live.foundToMarkAgain = [...found];
    // Their losses stay accounted for (not offered again, not asked about), as before the reload.
    if (cause === 'reload') for (const lost of found) live.markLossFound(lost.lostBy, null, true);
    return live;
  }

  /**
   * The question to save with the game, for {@link resume} to ask again after a reload: the
   * `besideArena` question standing (dice beside the arena that may be a throw that missed it:
   * nothing in the arena tells so after a reload), or the one saved that the first look after a
   * reload has still to ask again; `null` otherwise (every other question is asked again from
   * what the first look sees).
   */
  get questionToSave(): SavedQuestion | null {
    if (this.asking?.kind === 'besideArena') return { kind: 'besideArena', params: this.asking.params };
    return this.besideToAskAgain && this.lookingAfterResume ? { kind: 'besideArena', params: this.besideToAskAgain } : null;
  }

  /**
   * The earlier players' lost dice found in the arena ({@link missedDieFound} `{lostBy}`) that are
   * still to take out, to save with the game for {@link resume} to mark them again after a reload
   * (the answer is in no event), or those saved that the first look after a reload has still to
   * find; empty otherwise.
   */
  get lostDiceFoundToSave(): FoundLostDie[] {
    if (this.lookingAfterResume && this.foundToMarkAgain.length > 0) return [...this.foundToMarkAgain];
    return [...this.lostDiceFound].filter(([id]) => this.removals.has(id)).map(([, found]) => found);
  }

  /**
   * Why this referee was rebuilt from the log, while its first look has not yet lined the arena
   * up with the game's nor ruled a throw from it; `null` otherwise. A view changed before that
   * look keeps the cause (a reload whose first picture is a photo opened after the demo is
   * still a reload: the photo may hold a throw made meanwhile).
   */
  get firstLookPending(): ResumeCause | null {
    return this.lookingAfterResume ? this.resumedAfter : null;
  }

  /** The game state (plain JSON). */
  get state(): StrikeState {
    return this.referee.state;
  }

  /** Whether the game is over (a winner, or the tournament's last round scored). */
  get over(): boolean {
    return this.referee.state.phase === 'over';
  }

  /** The game's event log. */
  get events(): readonly StrikeEvent[] {
    return this.referee.events;
  }

  /** What the referee is asking the players, or `null`. */
  get question(): LiveQuestion | null {
    return this.asking;
  }

  /**
   * The thrower's choice to throw another die or pass, while it is what the game waits for
   * (src/referee/strikeReferee.ts `throwAgainChoice`: the `throwAgain` announcement), for the
   * page to show as the current thing to do: it stands through another player's leaving,
   * which is said after it. `null` while a throw or question waits for the players, or when
   * no such choice stands.
   */
  get throwAgainChoice(): StrikeAnnouncement | null {
    if (this.pending || this.asking !== null) return null;
    return this.referee.throwAgainChoice;
  }

  /**
   * Whether the referee holds a throw unruled until the players answer on screen
   * (`confirmThrow`): nothing the camera sees next answers it, so a recording being played
   * should wait for the answer. Every other question is also settled by what the players do
   * in the arena (a start die put in, dice put back, the next throw).
   */
  get waitsForAnswer(): boolean {
    return this.asking?.kind === 'confirmThrow';
  }

  /**
   * Whether {@link pass} ends the turn now: the rules take a pass (after at least one throw:
   * strike-en.txt, "Different numbers on all dice"), and no throw waits for its faces (it is the
   * thrower's: a pass would give it to the next player).
   */
  get canPass(): boolean {
    return !this.pending && !this.waitsForAnswer && !this.asksWhetherMissedDieFound && strike.legalActions(this.state).includes('pass');
  }

  /**
   * Whether {@link dieMissed} can rule now: the rules let a die fly off now (src/referee/strikeReferee.ts
   * `missedDieRefusal`: the thrower is to throw one die at a time, not all their dice after a big
   * hit, whose dice missing from view are asked about, see {@link missingFromAllIn}), and no throw or question about the arena waits
   * for the players (the question about dice set down beside the arena does not hold the game:
   * helper 171 found the turn stuck under it).
   */
  get canRuleMissedDie(): boolean {
    return this.baseline !== null && !this.pending && (this.asking === null || this.asking.kind === 'besideArena')
      && missedDieRefusal(this.state) === null;
  }

  /**
   * The players say the thrower's die flew out of sight and never landed in the arena (off the
   * table, under the sofa): the camera sees no change, so it is ruled here as a throw of one die
   * outside the arena, the arena as it lies. "Any dice which fly out of the arena (or never land
   * in it) must be removed … This unfortunate event does not automatically end your turn"
   * (strike-en.txt, That was probably niX!): the rules then let the thrower throw again or pass.
   * Does nothing when {@link canRuleMissedDie} is false (helper 167: the turn was stuck, Pass refused
   * before a throw, and the next die thrown was counted as the first). {@link undo} takes it back
   * until the next throw is ruled (pressed by mistake, or the die turns up).
   */
  dieMissed(): RefereeStep {
    if (!this.canRuleMissedDie || !this.baseline) return emptyStep();
    const before = { marks: this.marks(), beforeRuling: [...this.marksBeforeRuling], missedNotSetDown: this.missedNotSetDown };
    const besideAsked = this.asking?.kind === 'besideArena' ? { asking: this.asking, beforeBeside: this.beforeBeside } : null;
    this.forgetBesideArena(); // the dice set down stay set down
    const step = this.ruleThrow(this.given.over(this.baseline), true, false, 1);
    if (step.rejected) {
      if (besideAsked) ({ asking: this.asking, beforeBeside: this.beforeBeside } = besideAsked);
      return step;
    }
    this.change = 'throw';
    this.missedNotSetDown += 1;
    // Only the throw said missed last can be taken back: one ruled before it cannot, once another throw was ruled.
    if (this.state.lastThrow?.before.lastThrow?.missed !== true) this.marksBeforeMissed = [];
    this.marksBeforeMissed.push(before);
    return step;
  }

  /**
   * Whether {@link retire} can rule now: the rules take a player leaving (between throws, once
   * the start die is in: src/rules/common/retire.ts), and no throw or question waits for the players.
   */
  get canRetire(): boolean {
    return !this.pending && !this.waitsForAnswer && !this.asksWhetherMissedDieFound && strike.legalActions(this.state).includes('retirePlayer');
  }

  /**
   * The player at `seat` leaves the game (src/rules/common/retire.ts, our reading: no rulebook
   * has it). The arena is as it lies (its dice stay); when it was his turn, the next player's
   * starts, as after a pass. `undo` takes it back. Does nothing when {@link canRetire} is false.
   * @returns the step, or a rejected one when the rules refuse (a seat not in the game: `bad-action`)
   */
  retire(seat: number): RefereeStep {
    if (!this.canRetire) return emptyStep();
    const before = {
      marks: this.marks(),
      beside: this.asking?.kind === 'besideArena' ? { asking: this.asking, beforeBeside: this.beforeBeside } : null,
      missedNotSetDown: this.missedNotSetDown,
    };
    const asked = this.asking;
    const step = this.referee.act({ type: 'retirePlayer', seat });
    if (step.rejected) return step;
    const turnPassed = step.events.some((event) => event.type === 'turnStarted');
    const roundEnded = step.events.some((event) => event.type === 'roundStarted');
    this.beforeRetirements.push(turnPassed || roundEnded ? before : null);
    if (turnPassed) this.turnPassedOn(asked);
    // A tournament round it ended: every die in view is to take out before the next start die.
    if (roundEnded && this.baseline) this.markRemovals(this.baseline);
    return step;
  }

  /**
   * After the thrower's turn ended without a throw ({@link pass}, {@link retire}): the dice beside
   * the arena asked about were set down, a die said missed and still lost stays lost (the next
   * player's die beside the arena is asked about: helper 172), and a question about a new view
   * (`asked`, the question before) names the next player, whose throw it would be.
   */
  private turnPassedOn(asked: LiveQuestion | null): void {
    this.forgetBesideArena();
    this.missedNotSetDown = 0;
    this.rewordNewView(asked);
  }

  /** A question `asked` about a new view's dice, asked anew naming the player whose turn it now is. */
  private rewordNewView(asked: LiveQuestion | null): void {
    if (asked?.kind === 'unexplained' && asked.params.cause === 'newView' && this.asking === asked) {
      this.asking = question('unexplained', newViewParams(this.state, asked.params.seen), asked.dieIds);
    }
  }

  /**
   * Whether `undo` takes back a correction now (a face correction, or one that ruled a throw
   * again), or a retirement: there is one, and no throw waits to be confirmed.
   */
  get canUndo(): boolean {
    return !this.pending && strike.legalActions(this.state).includes('undo');
  }

  /**
   * What {@link undo} takes back now, for the Undo button to say it: `missedDie` the die said
   * flown out of sight ({@link dieMissed}), `retirement` a player's leaving ({@link retire}),
   * `correction` the last correction; `null` when {@link canUndo} is false
   * (src/rules/strike/apply.ts `undoTakesBack`).
   */
  get undoTakesBack(): 'correction' | 'missedDie' | 'retirement' | null {
    if (!this.canUndo) return null;
    const kind = undoTakesBack(this.state);
    return kind === 'missedThrow' ? 'missedDie' : kind === 'retirement' ? 'retirement' : 'correction';
  }

  /** Dice the rules took out of play that the players still have to remove from the arena: none once the game is over (helper 150: a blue X left beside "Ann wins"). */
  get toRemove(): DieId[] {
    if (this.state.phase === 'over') return [];
    return [...this.removals].sort((a, b) => a - b);
  }

  /**
   * With `holdThrowWhileTakeOutLies` (a recording): the dice an earlier ruling took out of play
   * that lay in the arena at the last settle, whose change like a throw was therefore not ruled
   * (sorted ids); empty when none was held.
   */
  get heldForTakeOut(): readonly DieId[] {
    return this.held;
  }

  /** What the last snapshot was taken for, or `null` before the first. */
  get lastChange(): LiveChange | null {
    return this.change;
  }

  /** Faces the players gave to dice in view (answers and corrections), by die: what the referee rules with rather than the reading. */
  get givenFaces(): ReadonlyMap<DieId, Face> {
    return this.given.faces();
  }

  /**
   * Whether the players can set die `id`'s face now: a die of the throw waiting for confirmation,
   * or a die in play that {@link correct} can correct.
   */
  canSetFace(id: DieId): boolean {
    if (this.pending?.snapshot.dice.some((die) => die.id === id)) return true;
    // A change the rules cannot explain, or a die come in after one said lost, is answered first (as {@link correct} says).
    return this.asking?.kind !== 'unexplained' && !this.asksWhetherMissedDieFound && (this.arenaIndexOf(id) !== null || this.removedIndexOf(id) !== null);
  }

  /**
   * Whether die `id` is one of the dice of the throw waiting for the players' confirmation (asked
   * about or not): a face the players give it is an answer ({@link answer}), not a correction.
   */
  isBeingConfirmed(id: DieId): boolean {
    return this.pending?.snapshot.dice.some((die) => die.id === id) ?? false;
  }

  /**
   * A snapshot taken after the camera moved (`cameraMove`, src/tracking/types.ts): every snapshot
   * kept from before (the arena ruled against, the last one, a throw waiting for its faces, …) is
   * moved into the new picture's pixels by it, once, whatever its age, so that a die that lay still
   * is where it lay; the snapshot is returned without its move, which is applied.
   */
  private followCamera(snapshot: ArenaSnapshot): ArenaSnapshot {
    const { cameraMove, ...read } = snapshot;
    if (!cameraMove) return snapshot;
    const moved = (kept: ArenaSnapshot): ArenaSnapshot => snapshotAfterCameraMove(kept, cameraMove);
    if (this.baseline) this.baseline = moved(this.baseline);
    if (this.latest) this.latest = moved(this.latest);
    if (this.beforeBeside) this.beforeBeside = moved(this.beforeBeside);
    if (this.refusedThrow) this.refusedThrow = moved(this.refusedThrow);
    if (this.pending) this.pending = { ...this.pending, snapshot: moved(this.pending.snapshot) };
    return read;
  }

  /** The players' answers so far to a `confirmThrow` question. */
  get answers(): ReadonlyMap<DieId, DieAnswer> {
    return this.pending?.answers ?? new Map();
  }

  /** A new stable snapshot of the settled arena: rule on what changed since the last one. */
  onSnapshot(given: ArenaSnapshot): RefereeStep {
    const read = this.followCamera(given);
    this.latestRead = read;
    this.held = [];
    const givenBefore = this.given.all();
    // A face the players gave stands while the camera still reads the die as it did then: a die
    // gone, or read otherwise (knocked by a throw, turned), is read again.
    this.given.dropReadOtherwise(read);
    this.askedBack.giveBackGivenFaces(read, this.baseline, this.given);
    if (this.state.phase === 'startDie') {
      this.forgetGivenFaces(); // a new round: every die is thrown afresh
      this.takenOutUnasked = 0;
    }
    const snapshot = withSteadyFaces(this.baseline, this.given.over(read), this.config.minConfidence);
    const previous = this.latest;
    this.latest = snapshot;
    const step: RefereeStep = emptyStep();
    if (this.state.phase === 'over') {
      this.change = 'over';
      return step;
    }
    if (this.state.phase === 'startDie') {
      this.change = 'startDie';
      return this.placeStartDie(snapshot);
    }
    if (read.outsideOnly && previous && this.baseline && !this.pending && !this.lookingAfterResume && sameDiceInArena(previous, snapshot)) {
      // Only beside the arena did anything change (the picture read again for it:
      // src/vision/motionGate.ts, 5): dice set down or picked up there are out of play, and a
      // question about the arena stands (helpers 145, 146). A throw waiting for its faces is ruled as ever.
      this.onlyBesideChanged(this.baseline, snapshot);
      return step;
    }
    if (!this.baseline || this.lookingAfterResume) return this.firstLook(snapshot, read);
    if (this.pending) {
      if (read.outsideOnly && previous && sameDiceInArena(previous, snapshot)) this.setDownWhileWaiting(snapshot);
      const waiting = this.ruleWaitingThrow(snapshot);
      if (waiting === 'waits') {
        this.change = 'none';
        return step;
      }
      // The throw waiting is ruled: the arena now is ruled against it, as the next settle.
      if (waiting) return waiting.rejected ? waiting : mergeSteps(waiting, this.onSnapshot(read));
    }
    this.releaseReusedIds(snapshot);
    for (const id of [...this.setDown]) if (!snapshot.dice.some((die) => die.id === id)) this.setDown.delete(id);
    // Dice asked back that came back: the same dice, under their new tracker ids.
    const putBack = this.askedBack.withPutBack(this.baseline, snapshot, this.rerolls);
    this.baseline = putBack.before;
    const diff = diffSnapshots(this.baseline, snapshot);
    this.change = diff.kind;
    if (read.outsideOnly && diff.kind === 'throw' && onlySetDownBeside(diff.changes)) {
      // Dice that came to lie beside the arena while nothing in it moved (the picture was read
      // again for them: src/vision/motionGate.ts, 5) were set down there, out of play (a stock
      // die, a die carried out of view): a throw lands in the arena or crosses it (helper 145).
      const before = this.baseline;
      this.baseline = snapshot;
      this.change = 'none';
      this.askWhetherThrown(before, snapshot);
      return step;
    }
    switch (diff.kind) {
      case 'none':
      case 'rearranged':
        this.baseline = snapshot;
        if (this.asking?.kind !== 'confirmThrow') this.asking = null;
        if (putBack.back > 0) this.change = 'putBack';
        this.askedBack.forget();
        return step;
      case 'removed':
        return this.ruleRemoved(snapshot, diff.removed, givenBefore, putBack.back);
      case 'throw':
        if (this.askWhetherMissedDieFound(snapshot, diff.changes)) return step;
        return this.ruleThrowChange(snapshot, diff.changes, givenBefore, putBack.back);
      case 'unexplained':
        return this.ruleUnexplainedChange(this.baseline, snapshot, diff.changes, givenBefore, putBack.back);
    }
  }

  /**
   * A settle where only dice beside the arena changed, nothing in it (`before`: the baseline):
   * the baseline takes the dice beside the arena as they lie now; dice to take out that lay
   * there and are gone were taken out (helper 151); dice that came may be a throw that missed
   * the arena ({@link askWhetherThrown}).
   */
  private onlyBesideChanged(before: ArenaSnapshot, snapshot: ArenaSnapshot): void {
    this.baseline = withDiceBeside(before, snapshot);
    const gone = [...this.removals].filter((id) => !snapshot.dice.some((die) => die.id === id));
    for (const id of gone) this.removals.delete(id);
    for (const id of [...this.setDown]) if (!snapshot.dice.some((die) => die.id === id)) this.setDown.delete(id);
    this.change = gone.length > 0 ? 'removed' : 'none';
    this.askWhetherThrown(before, snapshot);
  }

  /**
   * The first arena seen (a game's first settle after its start die, or a resumed game's look
   * until it lines up): a throw made meanwhile is ruled ({@link ruleThrownSinceSave}); fewer
   * dice than the game's are asked about; else the arena is lined up with the game's and
   * becomes the baseline.
   * @param snapshot the settle with the faces the players gave; `read` as the camera read it
   */
  private firstLook(snapshot: ArenaSnapshot, read: ArenaSnapshot): RefereeStep {
    const found = this.lostDiceFoundAgain(snapshot);
    if (found.length > 0) return this.lineUpFirstLook(read, found);
    if (this.askAfterResumeWhetherMissedDieFound(snapshot)) return emptyStep();
    const thrown = this.lookingAfterResume && this.state.phase === 'throw' ? this.ruleThrownSinceSave(snapshot) : null;
    if (thrown) {
      this.besideToAskAgain = null; // a throw made meanwhile: the players went on
      return thrown;
    }
    // Fewer dice in the arena than the game's (whatever they show: one misread as X or
    // unreadable is lined up with the game's faces): not lined up with it, but asked about, and
    // each settle is a first look until the game's dice show (a reload while the camera looked away).
    const seen = snapshot.dice.filter((die) => die.inArena).length;
    if (this.lookingAfterResume && (this.state.phase === 'throw' || this.state.phase === 'reroll') && seen < this.state.arena.length) {
      this.change = 'unexplained';
      const player = this.state.players[this.state.current]!.name;
      this.asking = question('unexplained', { cause: 'newView', seen, arena: this.state.arena.length, player }, []);
      return emptyStep();
    }
    return this.lineUpFirstLook(read);
  }

  /**
   * The first look lines the arena last `read` up with the game's and takes it as the baseline,
   * with the earlier lost dice `found` again ({@link lostDiceFoundAgain}) kept apart from the
   * line-up and marked to take out, as when the players said whose they are ({@link earlierLostDieFound}).
   */
  private lineUpFirstLook(read: ArenaSnapshot, found: readonly { die: SnapshotDie; lost: FoundLostDie }[] = []): RefereeStep {
    this.lookingAfterResume = false;
    this.foundToMarkAgain = [];
    this.pending = null;
    if (this.asking?.kind === 'unexplained') this.asking = null;
    this.change = 'baseline';
    this.baseline = this.lineUp({ ...read, dice: read.dice.filter((die) => !found.some((f) => f.die.id === die.id)) });
    for (const { die, lost } of found) {
      this.baseline = withDie(this.baseline, die);
      this.removals.add(die.id);
      this.lostDiceFound.set(die.id, lost);
      // The loss it accounts for (marked at resume, die unknown then) now knows the die.
      const loss = [...this.lossesFound].find(([before, id]) => id === null && this.state.players[before.current]?.name === lost.lostBy);
      if (loss) this.lossesFound.set(loss[0], die.id);
    }
    this.latest = this.baseline;
    this.askBesideAgain(this.baseline);
    return emptyStep();
  }

  /**
   * At the first look after a reload, the earlier lost dice found saved with the game
   * ({@link resume} `found`) lying in the arena again: the arena holds the game's dice and as
   * many dice more as were found at most, and every die left over once the game's arena faces
   * are matched shows the face of one found (a die moved, turned or taken out: none, the arena
   * ruled as ever).
   * @returns the dice found again with what was saved of each, none when they are not all there
   */
  private lostDiceFoundAgain(snapshot: ArenaSnapshot): { die: SnapshotDie; lost: FoundLostDie }[] {
    if (!this.lookingAfterResume || this.foundToMarkAgain.length === 0) return [];
    const inArena = snapshot.dice.filter((die) => !takenOutBefore(die));
    const extra = inArena.length - this.state.arena.length;
    if (extra < 1 || extra > this.foundToMarkAgain.length) return [];
    const left = [...inArena].sort((a, b) => a.id - b.id);
    for (const face of this.state.arena) {
      const i = left.findIndex((die) => die.face === face);
      if (i >= 0) left.splice(i, 1);
    }
    if (left.length !== extra) return [];
    const saved = [...this.foundToMarkAgain];
    const found: { die: SnapshotDie; lost: FoundLostDie }[] = [];
    for (const die of left) {
      const i = saved.findIndex((lost) => lost.face === die.face);
      if (i < 0) return [];
      found.push({ die, lost: saved.splice(i, 1)[0]! });
    }
    return found;
  }

  /**
   * After a reload, the `besideArena` question saved with the game ({@link resume}) asked again
   * at the first look lined up (`baseline`): about dice beside the arena showing its dice's faces
   * (tracker ids start afresh; a die unreadable then stands for any), no longer dice to take out,
   * and against the arena without them, as before the reload. Dropped when those dice are not all
   * there (picked up meanwhile), when another question stands, or when the rules would not take
   * them as the current player's throw (another turn: the players went on).
   */
  private askBesideAgain(baseline: ArenaSnapshot): void {
    const asked = this.besideToAskAgain;
    this.besideToAskAgain = null;
    if (!asked || this.asking || this.state.phase !== 'throw' || this.state.players[this.state.current]?.name !== asked.player) return;
    const found = diceShowing(asked.dice.map((die) => die.face), baseline.dice.filter((die) => !die.inArena && !this.setDown.has(die.id)));
    if (!found || throwCountRefusal(this.state, found.length) !== null) return;
    for (const die of found) this.removals.delete(die.id);
    this.beforeBeside = { ...baseline, dice: baseline.dice.filter((die) => !found.includes(die)) };
    this.change = 'setDown';
    this.asking = question('besideArena', { dice: found.map(questionDie), player: asked.player }, found.map((die) => die.id));
  }

  /**
   * A settle whose change from the baseline is like a throw (src/referee/snapshotDiff.ts): dice
   * to take out set down beside the arena in view (new tracker ids, {@link setDownDice}) are a
   * removal, not a throw, also when another die was lifted unasked (helper 140); anything else
   * is ruled as a throw.
   * @param givenBefore the faces the players had given, before this settle dropped those of dice gone
   * @param back how many dice asked back this settle put back (the change is then `putBack`)
   */
  private ruleThrowChange(snapshot: ArenaSnapshot, changes: DiceChanges, givenBefore: ReadonlyMap<DieId, GivenFace>, back: number): RefereeStep {
    const setDown = this.setDownNotThrown(snapshot, setDownDice(changes, this.removals));
    for (const id of setDown) this.setDown.add(id);
    const { appeared, vanished, changed } = changes;
    // Dice to take out set down beside the box in view while another die was lifted unasked
    // (helper 140): the removal, and the die asked back.
    const liftedToo = vanished.filter((die) => !this.removals.has(die.id));
    if (setDown.length === appeared.length && changed.length === 0 && liftedToo.length > 0 && liftedToo.every((die) => die.inArena && !this.rerolls.has(die.id))) {
      return this.ruleRemoved(snapshot, vanished, givenBefore, back);
    }
    if (setDown.length === appeared.length && changed.length === 0 && vanished.every((die) => this.removals.has(die.id))) {
      // Only dice taken out as the rules said, set down beside the arena in view: a removal, not a throw.
      this.change = back > 0 ? 'putBack' : 'removed';
      for (const die of vanished) this.removals.delete(die.id);
      this.baseline = snapshot;
      this.asking = null;
      this.askedBack.forget();
      return emptyStep();
    }
    if (this.config.holdThrowWhileTakeOutLies) {
      const lying = snapshot.dice.filter((die) => die.inArena && this.removals.has(die.id) && !this.setDown.has(die.id)).map((die) => die.id);
      if (lying.length > 0) {
        // Not ruled: the throw is ruled once they are gone, from the arena ruled last.
        const arenaKey = arenaSeen(snapshot.dice);
        this.held = lying.sort((a, b) => a - b);
        if (this.heldArena === arenaKey) this.change = 'none';
        this.heldArena = arenaKey;
        return emptyStep();
      }
    }
    this.heldArena = null;
    return this.ruleThrow(snapshot);
  }

  /**
   * Of the dice outside the arena taken for dice to take out set down beside it (`setDown`,
   * {@link setDownDice}, most likely first), those that are not the throw's: all of them, unless
   * a throw is seen (a die thrown counted without them) whose count the rules refuse
   * ({@link throwCountRefusal}) and allow with some of them counted as thrown out of the arena.
   * The fewest such dice are then the throw's, the least likely set down first. Photos show this:
   * after a big hit the thrower must throw every die (strike-en.txt, "The big hit!"), and a photo
   * taken after the collected dice were lifted and the throw made shows a die just outside the
   * arena that is one of the throw's, not a collected die set down (helper 248; the CLI's
   * `referee` rules such photos by the same count, src/referee/strikeReferee.ts `thrownOut`).
   * @param snapshot the settle ruled
   * @param setDown the dice taken as set down, tracker ids
   * @returns the ids still taken as set down
   */
  private setDownNotThrown(snapshot: ArenaSnapshot, setDown: readonly DieId[]): DieId[] {
    if (setDown.length === 0 || this.state.phase !== 'throw' || !this.baseline) return [...setDown];
    const without = (s: ArenaSnapshot, ids: ReadonlySet<DieId>): ArenaSnapshot => ({ ...s, dice: s.dice.filter((die) => !ids.has(die.id)) });
    const before = without(this.baseline, new Set([...this.removals, ...this.rerolls]));
    const thrownWith = (kept: readonly DieId[]): number => {
      const seen = throwArena(before, without(snapshot, new Set([...this.removals, ...this.setDown, ...kept])));
      return seen.arena.length + seen.out + seen.leaning - this.state.arena.length;
    };
    const thrown = thrownWith(setDown);
    if (thrown < 1 || throwCountRefusal(this.state, thrown) === null) return [...setDown];
    for (let kept = setDown.length - 1; kept >= 0; kept--) {
      if (throwCountRefusal(this.state, thrownWith(setDown.slice(0, kept))) === null) return setDown.slice(0, kept);
    }
    return [...setDown];
  }

  /**
   * A settle whose change from the baseline (`before`) no rule explains (src/referee/snapshotDiff.ts):
   * dice to take out carried beside the arena in view are set down, taken out as the rules said;
   * any other such change is asked about (`unexplained` {cause: 'change'}).
   * @param givenBefore the faces the players had given, before this settle dropped those of dice gone
   * @param back how many dice asked back this settle put back (the change is then `putBack`)
   */
  private ruleUnexplainedChange(before: ArenaSnapshot, snapshot: ArenaSnapshot, changes: DiceChanges, givenBefore: ReadonlyMap<DieId, GivenFace>, back: number): RefereeStep {
    // Dice to take out carried beside the box in view, the camera following them across the
    // rim (same ids, faces kept): set down, taken out as the rules said (helper 140). Any die
    // gone besides is ruled as a removal: asked back when the rules did not call for it.
    const { changed, appeared, vanished } = changes;
    const setAside = changed.filter((c) => this.removals.has(c.id) && c.inArenaBefore && !c.inArenaAfter && c.faceBefore === c.faceAfter);
    if (setAside.length > 0 && setAside.length === changed.length && appeared.length === 0) {
      for (const c of setAside) {
        this.removals.delete(c.id);
        this.setDown.add(c.id);
      }
      const setDownNow = new Map(snapshot.dice.filter((die) => setAside.some((c) => c.id === die.id)).map((die) => [die.id, die]));
      this.baseline = { ...before, dice: before.dice.map((die) => setDownNow.get(die.id) ?? die) };
      return this.ruleRemoved(snapshot, vanished, givenBefore, back);
    }
    const params: LiveQuestionParams['unexplained'] = { cause: 'change', ...unexplainedChange(changes) };
    // Worded by the dice's faces (src/referee/messages/strike-questions.ts), not snapshotDiff's tracker ids.
    this.asking = question('unexplained', params, changes.changed.map((c) => c.id));
    return emptyStep();
  }

  /**
   * Dice taken out of the arena since the baseline (`removed`, as they lay), no die thrown: those
   * the rules called for are gone as said; any other die that lay in the arena was taken out
   * unasked, and is asked back (live play: the baseline keeps it, `askedBack.withPutBack` knows it
   * when it comes back), or, with `unseenDiceOut` (nobody to answer), counted out of the arena
   * by the next throw. Dice outside the arena are out of play: picking one up (a die set down
   * beside the box) matters to no rule.
   * @param givenBefore the faces the players had given, before this settle dropped those of dice gone
   * @param back how many dice asked back this settle put back (the change is then `putBack`)
   */
  private ruleRemoved(snapshot: ArenaSnapshot, removed: readonly SnapshotDie[], givenBefore: ReadonlyMap<DieId, GivenFace>, back: number): RefereeStep {
    const step: RefereeStep = emptyStep();
    this.change = 'removed';
    const unexpected = removed.filter((die) => die.inArena && !this.removals.has(die.id) && !this.rerolls.has(die.id));
    if (unexpected.length > 0) {
      this.asking = question('unexpectedRemoval', { dice: unexpected.map(questionDie) }, unexpected.map((die) => die.id));
      if (!this.config.unseenDiceOut) {
        this.askedBack.ask(unexpected, givenBefore);
        return step;
      }
      // Nobody to put them back: the arena is taken as it lies, and the next throw counts them out.
      this.takenOutUnasked += unexpected.length;
      for (const die of removed) {
        this.removals.delete(die.id);
        this.rerolls.delete(die.id);
      }
      this.baseline = snapshot;
      return step;
    }
    for (const die of removed) {
      this.removals.delete(die.id);
      this.rerolls.delete(die.id);
    }
    this.baseline = snapshot;
    this.asking = null;
    if (back > 0) this.change = 'putBack';
    this.askedBack.forget();
    return step;
  }

  /**
   * After dice beside the arena were taken as set down (nothing in the arena moved): when more
   * dice lie beside it than before and the rules would take that many as the thrower's throw
   * (`throwCountRefusal`: one die where the edition throws one, all of them after a big hit),
   * asks whether they were a throw that missed the arena (`besideArena`, answered by
   * {@link treatAsThrow}). Another question standing is not replaced. A `besideArena` question
   * stands while its dice lie there and no more dice lie beside the arena than before, or than
   * the rules would take with them as one throw (others set down: {@link treatAsThrow} leaves
   * them set down); else it is asked again about every die come beside the arena since the arena
   * it asked against, or ends when the rules would not take them all, or when none came. A correction that rules the
   * last throw again, its undo, and a pass end it too.
   * Helpers 142, 147 and 154 found such throws; a hand setting a die down looks the same to the
   * camera (helper 149), so the players say which.
   * @param before the arena the game agreed with before the dice came
   */
  private askWhetherThrown(before: ArenaSnapshot, snapshot: ArenaSnapshot): void {
    if (cameBeside(before, snapshot).more) this.change = 'setDown';
    let asked = before;
    if (this.asking?.kind === 'besideArena' && this.beforeBeside) {
      // The question stands while its dice lie there and no other die came; else it is asked again.
      const { dieIds } = this.asking;
      const stays = dieIds.every((id) => snapshot.dice.some((die) => die.id === id && !die.inArena));
      // Others moved beside it (a die re-tracked), or set down and taken back: no more dice there than before.
      if (stays && !cameBeside(before, snapshot).more) return;
      // Another die set down beside it that the rules would not take with its dice as one throw
      // (a stock die set down): the question stands about its own dice, also once that die is
      // taken back (it ended there, and was not asked again).
      if (stays && throwCountRefusal(this.state, cameBeside(this.beforeBeside, snapshot).arrived.length) !== null) return;
      asked = this.beforeBeside;
      this.asking = null;
      this.beforeBeside = null;
    }
    const { arrived, more } = cameBeside(asked, snapshot);
    if (more && arrived.length <= this.missedNotSetDown) {
      // The dice said to have flown out of sight, found and put next to the box: already ruled.
      this.missedNotSetDown -= arrived.length;
      return;
    }
    if (!more || this.asking || this.state.phase !== 'throw' || throwCountRefusal(this.state, arrived.length) !== null) return;
    this.beforeBeside = asked;
    const player = this.state.players[this.state.current]!.name;
    this.asking = question('besideArena', { dice: arrived.map(questionDie), player }, arrived.map((die) => die.id));
  }

  /**
   * A settle like a throw while the die said flown out of sight last ({@link dieMissed}) can still
   * be taken back ({@link undoTakesBack} `missedDie`: no throw since): when exactly one die came
   * into the arena (found and put there, or come to rest in view after rolling at the edge of
   * the picture), the players are asked whether it is that die (`missedDieFound`, answered by
   * {@link missedDieFound}) before it is ruled, since ruled as the next throw it could no longer
   * be taken back. Not asked where nobody answers (`askWhenUnsure` false: a recording), nor
   * again about an arena answered for.
   * @returns whether the question stands (the arena is then not ruled)
   */
  private askWhetherMissedDieFound(snapshot: ArenaSnapshot, changes: DiceChanges): boolean {
    if (!this.config.askWhenUnsure || this.undoTakesBack !== 'missedDie' || this.lastLossFound) return false;
    const came = changes.appeared.filter((die) => die.inArena && !this.setDown.has(die.id));
    const arenaKey = arenaSeen(snapshot.dice);
    if (came.length !== 1 || this.missedFoundAnswered === arenaKey) return false;
    const [die] = came as [SnapshotDie];
    if (this.asking?.kind === 'missedDieFound' && this.asking.dieIds[0] === die.id && this.asking.params.die.face === die.face) {
      this.change = 'none'; // the same die lying there: the question stands, said once
      return true;
    }
    this.asking = question('missedDieFound', this.missedDieFoundParams(die), [die.id]);
    return true;
  }

  /**
   * The first look after a reload ({@link resume} `reload`) while the die said flown out of sight
   * last can still be taken back ({@link undoTakesBack} `missedDie`), when the arena holds the
   * game's dice and one die more: that die came into the arena, so the players are asked whether
   * it is the lost die (`missedDieFound`), as {@link askWhetherMissedDieFound} asks while the
   * page stays; a reload while the question stood, or while the die came to rest, ruled it as the
   * next throw ({@link ruleThrownSinceSave}), which Undo could no longer take back. Nothing is
   * saved for it: the game's log tells that the lost die can be taken back. The die asked about
   * is the one left over once the game's arena faces are matched (the newest tracker id among
   * those left when the faces changed). The first look stands while the question does: each
   * answer looks again at the arena last read ({@link missedDieFound}: Yes, the game undone, the
   * die is the thrower's throw made meanwhile; No, the next throw), and the same arena answered
   * is not asked about again. Not asked after a view change (the players say whether its arena
   * is a throw), nor where nobody answers (`askWhenUnsure` false).
   * @returns whether the question stands (the arena is then not ruled)
   */
  private askAfterResumeWhetherMissedDieFound(snapshot: ArenaSnapshot): boolean {
    if (!this.lookingAfterResume || this.resumedAfter !== 'reload' || !this.config.askWhenUnsure) return false;
    if (this.state.phase !== 'throw' || this.undoTakesBack !== 'missedDie' || this.lastLossFound) return false;
    const inArena = snapshot.dice.filter((die) => !takenOutBefore(die));
    if (inArena.length !== this.state.arena.length + 1 || isArenaWithDiceToTakeOut(this.state, inArena)) return false;
    if (this.missedFoundAnswered === arenaSeen(snapshot.dice)) return false;
    const left = [...inArena].sort((a, b) => a.id - b.id);
    for (const face of this.state.arena) {
      const i = left.findIndex((die) => die.face === face);
      if (i >= 0) left.splice(i, 1);
    }
    const die = left[left.length - 1]!;
    this.change = 'none';
    if (this.asking?.kind === 'missedDieFound' && this.asking.dieIds[0] === die.id && this.asking.params.die.face === die.face) return true;
    this.asking = question('missedDieFound', this.missedDieFoundParams(die), [die.id]);
    return true;
  }

  /**
   * The `missedDieFound` question's facts about `die`: the thrower of the die said flown out of
   * sight last (`player`, the one Yes takes back: the rules' `undo` takes back the last missed
   * throw only, src/rules/strike/apply.ts), the player whose throw it is otherwise (`next`), and
   * the throwers of the dice said flown out of sight just before it (`earlier`, oldest first),
   * which stay out of the game whatever the answer: the arena is then ruled as a throw, after
   * which no missed throw before it can be taken back (helper 223: Yes said "no die lost" and the
   * other lost die could no longer be taken back, unsaid).
   */
  private missedDieFoundParams(die: SnapshotDie): LiveQuestionParams['missedDieFound'] {
    const name = (seat: number): string => this.state.players[seat]?.name ?? '';
    const thrower = this.state.lastThrow?.before.current ?? this.state.current;
    // The throws said missed before the last one (asked about only while the last is one), but those whose die was found: accounted for.
    const earlier = this.lostThrows().slice(0, -1).filter((lost) => !this.lossesFound.has(lost.before)).map((lost) => name(lost.seat));
    return { die: questionDie(die), player: name(thrower), next: name(this.state.current), ...(earlier.length > 0 ? { earlier } : {}) };
  }

  /** Whether the `missedDieFound` question stands ({@link askWhetherMissedDieFound}). */
  private get asksWhetherMissedDieFound(): boolean {
    return this.asking?.kind === 'missedDieFound';
  }

  /**
   * Whether `answer`, given to the `missedDieFound` question `about` (its params as the page
   * showed them), is one the question standing now offers ({@link missedDieFound}): that question
   * still stands (the same die, id and face, the same thrower, next player and earlier throwers),
   * and the answer is Yes, No, or a name of its {@link othersWithDieLost}; `false` otherwise. A
   * page's answer that is not (a button of the question before, clicked as it changed) is stale:
   * {@link missedDieFound} would throw for a name, or answer the new question (helper 242: a late
   * "Ann's die" marked the next die come in as Ann's).
   */
  offersMissedDieFoundAnswer(answer: MissedDieFoundAnswer, about: MissedDieFoundQuestion): boolean {
    const asked = this.asking;
    if (asked?.kind !== 'missedDieFound' || !sameMissedDieFoundQuestion(asked.params, about)) return false;
    return typeof answer !== 'object' || othersWithDieLost(asked.params).includes(answer.lostBy);
  }

  /**
   * The players answer the `missedDieFound` question (strike-en.txt, "That was probably niX!"):
   * - `true`: the die that came into the arena is the one said flown out of sight last: that die
   *   is taken back as {@link undo} takes it back (the game as before it, a pass after it taken
   *   back too) and the arena is ruled as the thrower's throw;
   * - `false`: it is another die: the arena is ruled as the next throw (the current player's),
   *   as it would be had nobody asked;
   * - `{lostBy}`: it is the die `lostBy` said flown out of sight before the last one (a name of
   *   {@link othersWithDieLost}): out of the game as ruled then ("Any dice which fly out of the
   *   arena (or never land in it) must be removed and placed next to the box"), and the throws
   *   since cannot be taken back for it (the rules' `undo` takes back the last missed throw
   *   only, src/rules/strike/apply.ts): it is marked to take out, nothing ruled, the last die
   *   said lost still lost ({@link undo} can still take it back).
   * @returns the step of the undo and the ruling (empty when no such question stands)
   * @throws Error when `lostBy` names no player of {@link othersWithDieLost} (nothing changed)
   */
  missedDieFound(answer: MissedDieFoundAnswer): RefereeStep {
    const asked = this.asking;
    if (asked?.kind !== 'missedDieFound' || !this.latest || !this.latestRead) return emptyStep();
    if (typeof answer === 'object' && !othersWithDieLost(asked.params).includes(answer.lostBy)) {
      throw new Error(`"${answer.lostBy}" is not a player whose die was said flown out of sight before ${asked.params.player}'s (${othersWithDieLost(asked.params).join(', ') || 'none'})`);
    }
    this.missedFoundAnswered = arenaSeen(this.latest.dice);
    this.asking = null;
    if (typeof answer === 'object') return this.earlierLostDieFound(asked.dieIds[0]!, answer.lostBy);
    if (!answer) return this.onSnapshot(this.latestRead);
    // As undo takes the lost die back, then the arena last read ruled again against the game as
    // undone (missedTakenBack). Said: the taking back, then the throw; where the game stood before
    // the die came in is not said, the throw says where it stands now (it said the same line twice).
    const undone = this.referee.act({ type: 'undo' });
    if (undone.rejected) return undone;
    return mergeSteps({ ...undone, announcements: undone.announcements.filter((said) => said.type === 'missedUndone') }, this.missedTakenBack(asked.dieIds[0]));
  }

  /**
   * The die `id` that came into the arena is one said flown out of sight before the last
   * ({@link missedDieFound} {lostBy}): it is marked to take out, and the arena last read is
   * ruled against the arena with it (any other change asked about as ever). At a resumed game's
   * first look, the arena without it is lined up with the game's first. Kept to save with the
   * game while it is to take out ({@link lostDiceFoundToSave}), with `lostBy`, whose it is.
   */
  private earlierLostDieFound(id: DieId, lostBy: string): RefereeStep {
    const read = this.latestRead!;
    const found = this.latest!.dice.find((die) => die.id === id);
    if (!found) return this.onSnapshot(read);
    if (this.lookingAfterResume || !this.baseline) {
      this.lookingAfterResume = false;
      this.change = 'baseline';
      this.baseline = this.lineUp({ ...read, dice: read.dice.filter((die) => die.id !== id) });
    }
    this.baseline = withDie(this.baseline, found);
    this.removals.add(id);
    // Those no longer to take out are forgotten (taken out, or ruled otherwise since).
    for (const other of [...this.lostDiceFound.keys()]) if (!this.removals.has(other)) this.lostDiceFound.delete(other);
    this.lostDiceFound.set(id, { face: found.face, lostBy });
    this.markLossFound(lostBy, id, false);
    return this.onSnapshot(read);
  }

  /**
   * The throws said missed that {@link undo} can still take back, one after another (the rules'
   * `lastThrow` while `missed`, then its `before`'s), oldest first, each with its thrower's seat.
   */
  private lostThrows(): { before: StrikeState; seat: number }[] {
    const lost: { before: StrikeState; seat: number }[] = [];
    for (let last = this.state.lastThrow; last?.missed === true; last = last.before.lastThrow) lost.unshift({ before: last.before, seat: last.before.current });
    return lost;
  }

  /**
   * Records that the die `lostBy` said flown out of sight was found ({@link lossesFound}): the
   * oldest of that player's throws said missed not yet found, before the last one (as the
   * `missedDieFound` question's `earlier` names them) or, `withLast`, among all (after a reload,
   * later losses may have been taken back since). Those no longer in the chain are forgotten.
   */
  private markLossFound(lostBy: string, id: DieId | null, withLast: boolean): void {
    const chain = this.lostThrows();
    for (const before of [...this.lossesFound.keys()]) if (!chain.some((lost) => lost.before === before)) this.lossesFound.delete(before);
    const candidates = withLast ? chain : chain.slice(0, -1);
    const loss = candidates.find((lost) => this.state.players[lost.seat]?.name === lostBy && !this.lossesFound.has(lost.before));
    if (loss) this.lossesFound.set(loss.before, id);
  }

  /** Whether the die said flown out of sight last (what {@link undo} takes back) was found since ({@link lossesFound}). */
  private get lastLossFound(): boolean {
    const last = this.state.lastThrow;
    return last?.missed === true && this.lossesFound.has(last.before);
  }

  /** Ends a `besideArena` question standing, if any: the dice stay set down. */
  private forgetBesideArena(): void {
    if (this.asking?.kind !== 'besideArena') return;
    this.asking = null;
    this.beforeBeside = null;
  }

  /**
   * The players say what die `id` of the throw waiting for confirmation shows.
   * @throws Error when no throw is waiting or the die is not in it
   */
  answer(id: DieId, answer: DieAnswer): void {
    if (!this.pending) throw new Error('no throw is waiting for confirmation');
    if (!this.pending.snapshot.dice.some((die) => die.id === id)) throw new Error(`die ${id} is not in the throw being confirmed`);
    this.pending.answers.set(id, answer);
  }

  /**
   * The players confirm the throw waiting for confirmation (with their answers): rule on it.
   * @param readThen the faces given stand while the camera reads the dice as when the throw was
   *   asked about (a die knocked since by the next throw is read again), not as now
   */
  confirm(readThen = false): RefereeStep {
    if (!this.pending) return emptyStep();
    const { snapshot, answers } = this.pending;
    const dice = snapshot.dice.map((die): SnapshotDie => {
      const given = answers.get(die.id);
      if (given === undefined) return { ...die, confidence: Math.max(die.confidence, this.config.minConfidence) };
      // A leaning die is re-rolled: its next face is read, not given.
      if (given !== 'leaning') this.given.set(die.id, { face: given, readAs: readThen ? die.face : this.faceRead(die.id) });
      return { ...die, face: given === 'leaning' ? null : given, confidence: 1 };
    });
    this.pending = null;
    this.asking = null;
    return this.ruleThrow({ ...snapshot, dice }, true);
  }

  /**
   * The throw waiting for the players' answer, at a later settle (`snapshot`), while every die of
   * it lies where it lay, its sure dice showing the faces read then:
   * - a doubtful die not answered that the camera now reads surely (a blur or a glare gone)
   *   takes that face as its answer; the answers given stay;
   * - once all its doubtful dice are answered so, the throw is ruled as {@link confirm} rules it;
   * - when dice appeared besides (the next throw made: the players went on unanswered, a
   *   recording played on), it is ruled first, dice still unanswered as read (as Confirm does),
   *   so that the game keeps step with the arena; the arena now is then ruled against it;
   * - otherwise it still waits (`'waits'`), answers kept.
   * Any other change (a die of it picked up, moved, read otherwise) is left to the usual
   * comparison with the arena before the throw (null), which asks about the new arena.
   * @returns the ruling's step, `'waits'`, or null
   */
  private ruleWaitingThrow(snapshot: ArenaSnapshot): RefereeStep | 'waits' | null {
    const { snapshot: asked, answers, doubtful } = this.pending!;
    const { changes } = diffSnapshots(asked, snapshot);
    const inPlace = changes.vanished.length === 0 && changes.moved.length === 0
      && changes.changed.every((c) => doubtful.includes(c.id) && c.inArenaBefore === c.inArenaAfter);
    if (!inPlace) return null;
    const readSurely = doubtful.filter((id) => {
      const now = snapshot.dice.find((die) => die.id === id);
      return !answers.has(id) && now !== undefined && now.face !== null && now.confidence >= this.config.minConfidence;
    });
    for (const id of readSurely) answers.set(id, snapshot.dice.find((die) => die.id === id)!.face!);
    const nextThrow = changes.appeared.some((die) => die.inArena);
    if (nextThrow) return this.confirm(true);
    return doubtful.every((id) => answers.has(id)) ? this.confirm() : 'waits';
  }

  /**
   * Dice that came to lie beside the arena, nothing in it moving, while a throw waits for its
   * faces (the picture read again for them: src/vision/motionGate.ts, 5): set down there, out of
   * play, as when no throw waits. They join the throw's snapshot as dice set down, so that the
   * throw, once ruled, leaves them beside the arena and the next throw does not count them
   * (helper 151). The throw's own dice beside the arena were in its snapshot already.
   */
  private setDownWhileWaiting(snapshot: ArenaSnapshot): void {
    const waiting = this.pending!;
    const setDown = snapshot.dice.filter((die) => !die.inArena && !waiting.snapshot.dice.some((known) => known.id === die.id));
    for (const die of setDown) this.setDown.add(die.id);
    waiting.snapshot = { ...waiting.snapshot, dice: [...waiting.snapshot.dice, ...setDown].sort((x, y) => x.id - y.id) };
  }

  /**
   * Takes the latest snapshot as the arena the game agrees with, without a ruling (the players
   * say the change does not matter, or nobody can be asked). Clears the question.
   */
  accept(): void {
    if (this.latest) this.baseline = this.latest;
    this.asking = null;
    this.pending = null;
  }

  /**
   * The players rule an unexplained change as a throw after all; or, where the rules refused an
   * all-in throw because dice are missing (`must-throw-all`, see {@link canCountMissingOut}),
   * they say the missing dice flew out of the arena: the throw is ruled with them outside it; or,
   * where two dice lie where the start die should lie alone (see `startDieOfTwo`), one is placed
   * as the start die and the other ruled as the first player's throw; or the dice that came
   * beside the arena while nothing in it moved (`besideArena`) are ruled as the thrower's
   * throw, out of the arena.
   */
  treatAsThrow(): RefereeStep {
    const startDie = this.startDieOfTwo();
    if (startDie && this.latest) {
      // The start die placed alone, then the other die ruled as the first throw.
      const latest = this.latest;
      const placed = this.placeStartDie({ ...latest, dice: latest.dice.filter((die) => die.id === startDie.id || !die.inArena) });
      return placed.rejected ? placed : mergeSteps(placed, this.ruleThrow(latest));
    }
    if (!this.latest || !(this.canRuleAsThrow || this.canCountMissingOut)) return emptyStep();
    if (this.asking?.kind === 'besideArena' && this.beforeBeside) {
      // The dice beside the arena were the thrower's throw that missed it: ruled against the arena
      // before they came; refused after all, the dice stay set down (the arena as it lies).
      const setDown = this.baseline;
      // Dice set down beside the arena since the question stay set down: not the throw's.
      const asked = new Set(this.asking.dieIds);
      this.baseline = setDown ? withDiceBeside(this.beforeBeside, { ...setDown, dice: setDown.dice.filter((die) => !asked.has(die.id)) }) : this.beforeBeside;
      this.beforeBeside = null;
      this.asking = null;
      this.change = 'throw';
      // Faces the players gave since stand (helper 158: a correction made while the question stood).
      const ruled = this.ruleThrow(this.given.over(this.latest));
      if (ruled.rejected) {
        this.baseline = setDown;
        this.asking = null;
        this.change = 'setDown';
      }
      return ruled;
    }
    const refused = this.canCountMissingOut ? this.refusedThrow : null;
    this.asking = null;
    // The refused throw as the players confirmed it (its doubtful dice answered): not asked again.
    return refused ? this.ruleThrow(refused, true, true) : this.ruleThrow(this.latest);
  }

  /**
   * Whether the question asked is about a change that may still be a throw ({@link treatAsThrow}):
   * one the rules could not explain, a new view's extra dice the thrower could have thrown, or
   * two dice where the start die should be (the start die and a first throw made before the
   * referee looked: a slow start, see `startDieOfTwo`), or dice that came beside the arena while
   * nothing in it moved (`besideArena`); not an arena the rules refused as a throw, nor a new
   * view with more dice than that, or with fewer dice than the game's.
   */
  get canRuleAsThrow(): boolean {
    if (this.startDieOfTwo()) return true;
    const asked = this.asking;
    if (asked?.kind === 'besideArena') return true;
    if (asked?.kind !== 'unexplained' || asked.params.cause === 'refused') return false;
    return !(asked.params.cause === 'newView' && (asked.params.refusal || asked.params.seen < asked.params.arena));
  }

  /**
   * Whether the question asked is about an all-in throw refused for dice missing from view
   * (`must-throw-all` with fewer dice than the thrower's stock), which {@link treatAsThrow} can
   * rule with the missing dice counted outside the arena.
   */
  get canCountMissingOut(): boolean {
    return this.missingFromAllIn !== null;
  }

  /**
   * Of an all-in throw refused for dice missing from view ({@link canCountMissingOut}), how many
   * of the thrower's `stock` dice are `missing` (not in view); `null` when no such question stands.
   */
  get missingFromAllIn(): { missing: number; stock: number } | null {
    const asked = this.asking;
    if (asked?.kind !== 'unexplained' || asked.params.cause !== 'refused' || asked.params.refusal.code !== 'must-throw-all') return null;
    const { thrown, stock } = asked.params.refusal.params as { thrown?: number; stock?: number };
    return typeof thrown === 'number' && typeof stock === 'number' && thrown > 0 && thrown < stock ? { missing: stock - thrown, stock } : null;
  }

  /**
   * The current player ends his turn (the Pass button). A question about a new view's extra
   * dice then names the next player: a throw the players rule from it is that player's.
   */
  pass(): RefereeStep {
    if (this.pending || this.asksWhetherMissedDieFound) {
      // The throw waiting (or the die come in after one said lost) is the thrower's, or the
      // next throw: a pass now would give it to the next player.
      const params: StrikeRefereeRefusalParams['answer-first'] = { passing: true };
      return { ...emptyStep(), rejected: { code: 'answer-first', message: 'First confirm the throw or answer the question about it, then pass', params } };
    }
    const asked = this.asking;
    const step = this.referee.pass();
    this.forgetSpentRetirements();
    if (!step.rejected) this.turnPassedOn(asked);
    return step;
  }

  /**
   * A player says die `id`, already ruled on, shows `face`: a correction event (undoable), or,
   * when the arena cannot hold it (an X, a face another die shows), the last throw ruled again
   * (not undoable, as no throw is): the dice its new ruling takes out become dice to remove.
   * @returns a rejected step when the die is not in the arena (`no-such-die` {dieId}, see
   *   `StrikeRefereeRefusalParams`), while a throw waits to be confirmed or a question about it
   *   stands (`answer-first`), or when the rules refuse
   */
  correct(id: DieId, face: Face): RefereeStep {
    if (this.pending || this.asking?.kind === 'unexplained' || this.asksWhetherMissedDieFound) {
      const params: StrikeRefereeRefusalParams['answer-first'] = {};
      return { ...emptyStep(), rejected: { code: 'answer-first', message: 'First confirm the throw or answer the question about it, then correct a die', params } };
    }
    const arenaIndex = this.arenaIndexOf(id);
    const removedIndex = arenaIndex === null ? this.removedIndexOf(id) : null;
    const index = arenaIndex ?? removedIndex;
    if (index === null) {
      const params: StrikeRefereeRefusalParams['no-such-die'] = { dieId: id };
      return { ...emptyStep(), rejected: { code: 'no-such-die', message: `die ${id} is not one of the dice in play`, params } };
    }
    const marks = this.marks();
    const roundEnded = this.state.phase === 'startDie'; // a tournament round's last throw corrected
    const step = this.referee.act({ type: 'correctFace', index, face, ...(removedIndex !== null ? { removed: true } : {}) });
    if (step.rejected) return step;
    const ruledAgain = step.events.some((event) => event.type === 'throwRuledAgain');
    if (ruledAgain) this.forgetBesideArena(); // whose throw it could be may have changed (helper 158)
    const given = { face, readAs: this.faceRead(id) };
    if (ruledAgain) {
      this.marksBeforeRuling.push(marks);
      this.given.set(id, given);
    } else this.given.correct(id, given);
    this.setBaselineFace(id, face);
    if (ruledAgain) {
      this.given.endCorrections(); // a throw ended the engine's corrections
      // Back in the round that ended, every die in view was to take out for the next: counted anew.
      if (roundEnded) this.removals.clear();
      // A die the last ruling took out, read right, may stay in the arena, and the dice taken out with it too: marked anew.
      if (removedIndex !== null) for (const marked of this.lastRulingMarked) this.removals.delete(marked);
      const added = this.markRemovals({ ...this.baseline!, dice: this.baseline!.dice.filter((die) => !this.removals.has(die.id)) });
      const inArena = new Set(this.baseline!.dice.filter((die) => die.inArena).map((die) => die.id));
      this.lastRulingMarked = new Set([...[...this.lastRulingMarked].filter((marked) => this.removals.has(marked)), ...[...added].filter((id) => inArena.has(id))]);
    }
    return step;
  }

  /**
   * Takes back the last correction: the die is ruled with the face it had before, or, for a
   * correction that ruled the last throw again, the game and the dice to remove are as before it;
   * with no correction left, a die said flown out of sight ({@link dieMissed}) until the next
   * throw: the game, the dice to remove and the faces given are as before it, and the arena last
   * read is ruled again against it (a die that turned up in the arena meanwhile is the throw).
   * While the `missedDieFound` question stands (that die is what Undo takes back), it answers it
   * Yes ({@link missedDieFound}): the same game, and the thrower's choice is said once, not also
   * for the game as it stood before the die came in (the page's U: src/app/shortcutKeys.ts).
   * @returns a rejected step (`answer-first` {undoing}) while a throw waits to be confirmed: the
   *   arena it is ruled against stays as it is. (Under a question about an arena the rules could
   *   not explain, an undo takes that arena again with the game as undone.)
   */
  undo(): RefereeStep {
    if (this.pending) {
      const params: StrikeRefereeRefusalParams['answer-first'] = { undoing: true };
      return { ...emptyStep(), rejected: { code: 'answer-first', message: 'First confirm the throw or answer the question about it, then undo the correction', params } };
    }
    // The die said lost taken back while asked whether the die come in is that one: the answer Yes, said as it.
    if (this.asksWhetherMissedDieFound) return this.missedDieFound(true);
    const lastLost = this.state.lastThrow?.missed === true ? this.state.lastThrow.before : null;
    const step = this.referee.act({ type: 'undo' });
    if (step.rejected) return step;
    if (step.events.some((event) => event.type === 'missedThrowUndone')) {
      const unfound = this.forgetLossFound(lastLost);
      if (unfound === null) return mergeSteps(step, this.missedTakenBack());
      // Its die found is then the throw (as Yes rules it): where the game stands is said once, by the throw.
      return mergeSteps({ ...step, announcements: step.announcements.filter((said) => said.type === 'missedUndone') }, this.missedTakenBack(undefined, unfound));
    }
    if (step.events.some((event) => event.type === 'retirementUndone')) {
      this.retirementTakenBack();
      return step;
    }
    if (step.events.some((event) => event.type === 'rulingUndone')) {
      this.forgetBesideArena();
      const marks = this.marksBeforeRuling.pop();
      if (!marks) return mergeSteps(step, this.lineUpAgain());
      this.restoreMarks(marks);
      return step;
    }
    const undone = this.given.popCorrection();
    const event = step.events.find((e) => e.type === 'correctionUndone');
    if (event?.type !== 'correctionUndone') return step;
    if (!undone) return mergeSteps(step, this.lineUpAgain());
    this.given.takeBack(undone);
    this.setBaselineFace(undone.id, event.to);
    return step;
  }

  /**
   * An {@link undo} took back the throw said missed whose state before it is `lastLost`: a find
   * of its die ({@link lossesFound}) is forgotten with it, so that one die is not accounted for
   * twice (found, and its loss undone: helper 242): the die is no longer to take out.
   * @returns the tracker id of the die found for it, if any, still in view
   */
  private forgetLossFound(lastLost: StrikeState | null): DieId | null {
    if (!lastLost || !this.lossesFound.has(lastLost)) return null;
    const id = this.lossesFound.get(lastLost) ?? null;
    this.lossesFound.delete(lastLost);
    if (id === null) return null;
    this.lostDiceFound.delete(id);
    return id;
  }

  /**
   * Empties {@link beforeRetirements} once the rules can take no retirement back (their
   * `retiredFrom` cleared by a throw, a pass or a start die: src/rules/common/retire.ts), so that
   * what each leaving changed here is not kept for the rest of the game.
   */
  private forgetSpentRetirements(): void {
    if (!this.state.retiredFrom) this.beforeRetirements.length = 0;
  }

  /**
   * After the undo of a retirement: what it changed here is put back (the dice it marked to take
   * out of a round it ended, the question about dice beside the arena it ended unless another
   * stands now, the dice said missed not yet set down), and a question about a new view names
   * the thrower again. A retirement made before this referee was rebuilt from the log left
   * nothing to put back but that question's wording.
   */
  private retirementTakenBack(): void {
    const asked = this.asking;
    const before = this.beforeRetirements.pop();
    if (before) {
      this.restoreMarks(before.marks);
      if (before.beside && this.asking === null) ({ asking: this.asking, beforeBeside: this.beforeBeside } = before.beside);
      this.missedNotSetDown = before.missedNotSetDown;
    }
    this.rewordNewView(asked);
  }

  /**
   * After the undo of a die said flown out of sight: the marks from before it put back (or, said
   * before this referee was rebuilt from the log, the arena lined up again), an earlier lost die
   * found since kept to take out ({@link earlierLostDieFound}), and the arena last read ruled
   * against the game as it now stands.
   * @param cameIn the die the players said is the lost one ({@link missedDieFound} Yes), if any:
   *   where no marks were kept (said before a reload), the arena is lined up without it, then the
   *   arena last read ruled, so that it is the thrower's throw as without the reload (helper 244:
   *   lined up with it, it was marked to take out, no throw ruled)
   * @param unfound the die found for the throw taken back ({@link forgetLossFound}), if any: no
   *   longer to take out, so that the arena last read rules it as the thrower's throw, as Yes would
   * @returns the step of that ruling (empty when nothing changed)
   */
  private missedTakenBack(cameIn?: DieId, unfound?: DieId | null): RefereeStep {
    this.forgetBesideArena();
    const before = this.marksBeforeMissed.pop();
    if (!before) return this.lineUpAgain(cameIn ?? unfound ?? undefined);
    // Dice marked since it was said: only earlier lost dice found ({@link earlierLostDieFound}), still out of the game (but the one found of the throw taken back).
    const found = (this.latest?.dice ?? []).filter((die) => this.removals.has(die.id) && !before.marks.removals.has(die.id) && die.id !== unfound);
    this.restoreMarks(before.marks);
    for (const die of found) {
      this.removals.add(die.id);
      if (this.baseline) this.baseline = withDie(this.baseline, die);
    }
    this.marksBeforeRuling.splice(0, this.marksBeforeRuling.length, ...before.beforeRuling);
    this.missedNotSetDown = before.missedNotSetDown;
    this.refusedArena = null;
    this.refusedThrow = null;
    return this.latestRead ? this.onSnapshot(this.latestRead) : emptyStep();
  }

  /**
   * After the undo of a correction made before this referee was rebuilt from the log (a reload,
   * another video or camera opened mid-game), whose marks were not saved: the dice last read are
   * lined up with the game's arena again, as at a first look (dice read otherwise are given the
   * game's faces; dice beyond its arena are to take out). While the first look itself is still
   * to come (its arena asked about), that look is taken again on the dice last read, with the
   * game as the undo leaves it: its question was about the game before.
   * @param without a die come into the arena since the game's arena (the lost die found,
   *   {@link missedTakenBack}): left out of the line-up, then the arena last read is ruled
   *   against it (the die is a throw, not a die beyond the game's arena to take out)
   * @returns the first look's step, or with `without` the ruling's (empty when lined up, or before any settle)
   */
  private lineUpAgain(without?: DieId): RefereeStep {
    if (!this.latestRead) return emptyStep();
    if (this.lookingAfterResume) {
      if (this.asking?.kind === 'unexplained') this.asking = null;
      this.refusedArena = null;
      this.refusedThrow = null;
      this.removals.clear();
      return this.onSnapshot(this.latestRead);
    }
    this.removals.clear();
    this.rerolls.clear();
    this.askedBack.forget();
    this.forgetGivenFaces();
    const read = this.latestRead;
    this.baseline = this.lineUp({ ...read, dice: read.dice.filter((die) => die.id !== without) });
    this.latest = this.baseline;
    return without === undefined ? emptyStep() : this.onSnapshot(read);
  }

  /**
   * The first arena of a resumed game, lined up with the game state it resumes
   * (src/referee/resumeLineUp.ts `lineUpWithState`): dice read otherwise than the state's arena
   * get the state's faces, dice the rules took out before the reload are to remove.
   * @param read the snapshot as the camera read it
   */
  private lineUp(read: ArenaSnapshot): ArenaSnapshot {
    const { toRemove, given } = lineUpWithState(this.state, read);
    for (const id of toRemove) this.removals.add(id);
    for (const [id, face] of given) this.given.set(id, face);
    // The dice to take out lying in the arena stand for those the last ruling took out: correctable.
    this.lastRulingMarked = new Set(read.dice.filter((die) => die.inArena && this.removals.has(die.id)).map((die) => die.id));
    return this.given.over(read);
  }

  /**
   * The first look at a resumed game, when its arena holds more dice than the game's and not
   * just dice the last ruling took out (a collected pair not yet picked up): dice thrown while
   * the page was away (reloaded mid-throw, or the next photo opened after a reload). They are
   * ruled as a throw from the game's arena, every die in the arena counted (whatever faces the
   * old ones now show: a throw turns them); dice outside it, and X dice, lie from before (the
   * rules took them out already). A throw the rules refuse is asked about, and each settle is a
   * first look until the arena lines up with the game's or a throw is ruled.
   * @returns the throw's step, or `null` when the arena holds no more dice than the game's
   */
  private ruleThrownSinceSave(snapshot: ArenaSnapshot): RefereeStep | null {
    const inArena = snapshot.dice.filter((die) => !takenOutBefore(die));
    if (inArena.length <= this.state.arena.length || isArenaWithDiceToTakeOut(this.state, inArena)) return null;
    for (const die of snapshot.dice) if (takenOutBefore(die)) this.removals.add(die.id);
    this.baseline = { tMs: snapshot.tMs, dice: [] };
    if (this.resumedAfter === 'viewChange') {
      // Another recording's arena, or a throw made while the view changed: the players say.
      this.change = 'unexplained';
      this.asking = question('unexplained', newViewParams(this.state, inArena.length), inArena.map((die) => die.id));
      return emptyStep();
    }
    this.change = 'throw';
    return this.ruleThrow(snapshot);
  }

  /** The face the camera last read on die `id` (`null`: unreadable or not in view). */
  private faceRead(id: DieId): Face | null {
    return this.latestRead?.dice.find((die) => die.id === id)?.face ?? null;
  }

  /** Forgets the faces the players gave and the corrections to undo. */
  private forgetGivenFaces(): void {
    this.given.clear();
    this.marksBeforeRuling.length = 0;
  }

  /**
   * Dice to take out whose tracker id `snapshot` gives to a die showing another face: the die
   * was taken out and another thrown where it lay, in one settle (a hand in view between the
   * two), and the tracker matched them by place. The baseline keeps the die taken out under a
   * fresh id of its own (negative: never a tracker's), so that the new die counts as thrown.
   */
  private releaseReusedIds(snapshot: ArenaSnapshot): void {
    for (const id of [...this.removals]) {
      const ruled = this.baseline?.dice.find((die) => die.id === id);
      const now = snapshot.dice.find((die) => die.id === id);
      if (!this.baseline || !ruled || !now || now.face === null || now.face === ruled.face) continue;
      const fresh = this.nextFreshId--;
      this.baseline = { ...this.baseline, dice: this.baseline.dice.map((die) => (die.id === id ? { ...die, id: fresh } : die)) };
      this.removals.delete(id);
      this.removals.add(fresh);
    }
  }

  /** A copy of what the referee has marked: dice to remove, faces given, corrections, baseline. */
  private marks(): RefereeMarks {
    return { removals: new Set(this.removals), lastRulingMarked: new Set(this.lastRulingMarked), given: this.given.copy(), baseline: this.baseline };
  }

  /**
   * Puts back marks taken by {@link marks}, less the dice taken away since they were taken (gone
   * from the latest snapshot): a correction ruled the throw again, the players took out what the
   * first ruling called for, and the correction is undone. Those dice are neither to take out
   * nor in the arena the next throw is ruled from.
   */
  private restoreMarks(marks: RefereeMarks): void {
    const latest = this.latest;
    const gone = new Set([...marks.removals].filter((id) => latest !== null && !latest.dice.some((die) => die.id === id)));
    this.removals = new Set([...marks.removals].filter((id) => !gone.has(id)));
    this.lastRulingMarked = new Set([...marks.lastRulingMarked].filter((id) => !gone.has(id)));
    this.given.restore(marks.given);
    const restored = marks.baseline && { ...marks.baseline, dice: marks.baseline.dice.filter((die) => !gone.has(die.id)) };
    // Dice set down beside the arena since stay set down, not thrown (helper 158).
    this.baseline = restored && this.baseline ? withDiceBeside(restored, this.baseline) : restored;
  }

  /** Sets die `id`'s face in the baseline (a correction or its undo). */
  private setBaselineFace(id: DieId, face: Face | null): void {
    const withFace = (snapshot: ArenaSnapshot): ArenaSnapshot => ({ ...snapshot, dice: snapshot.dice.map((die) => (die.id === id ? { ...die, face } : die)) });
    if (this.baseline) this.baseline = withFace(this.baseline);
    if (this.beforeBeside) this.beforeBeside = withFace(this.beforeBeside);
  }

  /**
   * Of two dice in the arena where the round's start die should be, the one taken for the start
   * die when the players rule the other as the first throw ({@link treatAsThrow}): a die surely
   * read with a number (the start die shows one, strike-en.txt "Setup"), the surer of two; `null`
   * when the start-die question does not stand over exactly two dice in the arena, or neither
   * can be the start die, and in a recording (no one to answer). More dice are not offered: the
   * throws between them are unknown (Ann throwing again after all differed, or Bob after her pass).
   */
  private startDieOfTwo(): SnapshotDie | null {
    if (this.asking?.kind !== 'startDie' || this.state.phase !== 'startDie' || !this.latest) return null;
    return this.startDieOf(this.latest.dice.filter((die) => die.inArena));
  }

  /** Of the dice `inArena`, the one {@link startDieOfTwo} takes for the start die, or `null` (src/referee/startDie.ts `startDieOf`). */
  private startDieOf(inArena: readonly SnapshotDie[]): SnapshotDie | null {
    return startDieOf(inArena, this.state, new Set([...this.removals, ...this.rerolls]), this.config);
  }

  /**
   * A settled arena while the round waits for its start dice: one die more in the arena than the
   * start dice placed so far (the rules' `startDiceDue`: one in all, or one per player), read,
   * is placed by the rules, which take it, have it rolled again (a rolled start die showing X:
   * harry-potter-strike-en.txt, Setup) or refuse it (a placed one showing X: strike-en.txt,
   * Setup); any other arena, and a refused die, is asked about (`startDie`).
   */
  private placeStartDie(snapshot: ArenaSnapshot): RefereeStep {
    const inArena = snapshot.dice.filter((die) => die.inArena);
    const placed = this.state.arena.length;
    const fresh = newStartDice(inArena, this.state.arena);
    const [die] = fresh;
    // An X lying where it lay: the rolled start die not yet rolled again (said once); or a die of
    // the last round marked to take out, lying as it lay (helpers 162, 171): nothing for the rules to place.
    const lyingX = die?.face === 'X' && die.id === this.startDieShowedX;
    const leftover = die !== undefined && isLeftover(die, this.baseline, new Set([...this.removals, ...this.rerolls]));
    const step = inArena.length === placed + 1 && fresh.length === 1 && die?.face != null && !lyingX && !leftover
      ? this.referee.act({ type: 'placeStartDie', face: die.face })
      : null;
    this.forgetSpentRetirements();
    if (lyingX) return emptyStep();
    if (!step || step.rejected?.code === 'x-start-die') {
      // An arena emptied: a question about the dice that lay there no longer applies (helper 139).
      if (inArena.length === placed && this.asking?.kind === 'startDie') this.asking = null;
      if (inArena.length > placed) {
        // Two dice, one of them surely numbered: perhaps the start die and a first throw.
        const thrower = this.startDieOf(inArena) ? { thrower: this.state.players[this.state.firstPlayer]!.name } : {};
        // The dice pointed at: the one die due, refused or unread, or the two of a throw perhaps
        // made before the referee looked; not every die when their number is the problem (helper
        // 185: 22 dice each outlined and listed "in question", where no face set fixes anything).
        const pointed = inArena.length === placed + 1 || 'thrower' in thrower ? inArena.map((d) => d.id) : [];
        this.asking = question('startDie', { dice: inArena.map(questionDie), ...thrower }, pointed);
      }
      return emptyStep();
    }
    this.asking = null;
    // A rolled start die showing X: the rules have it rolled again, and the next arena shows it anew.
    if (step.events.some((event) => event.type === 'startDieShowedX')) {
      this.startDieShowedX = die!.id;
      return step;
    }
    this.startDieShowedX = null;
    if (!step.rejected) {
      this.baseline = snapshot;
      this.lookingAfterResume = false; // the start die's arena is this view's own
      this.askedBack.forget();
      // A round starts on a fresh arena: a die of the last round the tracker matched by place
      // to the start die is not one to take out, and those left outside the arena no longer matter.
      this.removals.clear();
      this.rerolls.clear();
      this.missedNotSetDown = 0;
    }
    return step;
  }

  /**
   * Rules on a throw, or asks first when a die of it is unreadable or doubtful.
   * @param confirmed the players confirmed its faces (no die is asked about)
   * @param playersSayFlewOut the players say the dice of an all-in throw not in view flew out
   * @param missedDice dice the players say were thrown out of sight, counted outside the arena ({@link dieMissed})
   *   (src/referee/strikeReferee.ts `observe`)
   */
  private ruleThrow(snapshot: ArenaSnapshot, confirmed = false, playersSayFlewOut = false, missedDice = 0): RefereeStep {
    // A die asked back and read unsure when it came back is known by the face answered for it.
    const putBack = this.askedBack.withPutBack(this.baseline!, snapshot, this.rerolls);
    const baseline = putBack.before;
    const outBefore = new Set(baseline.dice.filter((die) => !die.inArena).map((die) => die.id));
    const without = (s: ArenaSnapshot, ids: ReadonlySet<DieId>): ArenaSnapshot => ({ ...s, dice: s.dice.filter((die) => !ids.has(die.id)) });
    const before = without(baseline, new Set([...this.removals, ...this.rerolls]));
    const after = without(snapshot, new Set([...this.removals, ...this.setDown]));
    const doubtful = after.dice.filter((die) => die.inArena && (die.face === null || die.confidence < this.config.minConfidence));
    if (!confirmed && doubtful.length > 0 && this.config.askWhenUnsure) {
      this.pending = { snapshot, answers: new Map(), doubtful: doubtful.map((die) => die.id) };
      this.asking = question('confirmThrow', { dice: doubtful.map(questionDie) }, doubtful.map((die) => die.id));
      return emptyStep();
    }
    this.pending = null; // a throw ruled (or refused) supersedes one that waited
    const putBackOnly = putBack.back > 0 && ['none', 'rearranged'].includes(diffSnapshots(before, after).kind);
    if (putBackOnly) {
      // Only dice asked back, put back: no throw. Dice the rules took out that are gone were taken out as said.
      for (const die of baseline.dice) if (!snapshot.dice.some((d) => d.id === die.id)) this.removals.delete(die.id);
      this.baseline = snapshot;
      this.asking = null;
      this.askedBack.forget();
      this.change = 'putBack';
      return emptyStep();
    }
    const seen = throwArena(before, after);
    const step = this.referee.observe({ ...seen, out: seen.out + this.takenOutUnasked + missedDice }, { ...(playersSayFlewOut ? { playersSayFlewOut } : {}), ...(missedDice > 0 ? { missed: true } : {}) });
    this.forgetSpentRetirements();
    if (step.rejected) {
      const { code, message, params } = step.rejected;
      // The same arena refused again at the next settle: the question stands, and is not logged
      // or said again.
      const arenaKey = JSON.stringify(after.dice.map((die) => [die.id, die.face, die.inArena]));
      const standing = this.asking?.kind === 'unexplained' && this.asking.params.cause === 'refused';
      if (standing && this.refusedArena === arenaKey) return emptyStep();
      this.refusedArena = arenaKey;
      this.refusedThrow = snapshot;
      this.asking = question('unexplained', { cause: 'refused', refusal: { code, message, params } }, after.dice.map((die) => die.id));
      return step;
    }
    this.baseline = snapshot;
    this.takenOutUnasked = 0;
    this.missedNotSetDown = 0; // dieMissed counts its own die after this
    this.askedBack.forget(); // counted out of the arena by this throw (throwArena: dice gone from view)
    this.lookingAfterResume = false;
    this.asking = null;
    this.refusedArena = null;
    this.refusedThrow = null;
    this.given.endCorrections(); // the engine's corrections end with the throw too
    this.marksBeforeRuling.length = 0;
    // Dice to take out that were taken out with the throw (in one go) are no longer to remove.
    for (const id of [...this.removals]) if (!snapshot.dice.some((die) => die.id === id)) this.removals.delete(id);
    const marked = this.markRemovals({ ...after, dice: after.dice.filter((die) => die.inArena || !outBefore.has(die.id)) });
    this.lastRulingMarked = new Set(after.dice.filter((die) => die.inArena && marked.has(die.id)).map((die) => die.id));
    return step;
  }

  /**
   * After a ruling, the dice in view that are no longer in play: every die of `after` that
   * the state's arena faces do not account for is to be removed (X, out of the arena,
   * collected), except unreadable dice while the rules wait for re-rolls.
   * @returns the dice it marked that were not marked before
   */
  private markRemovals(after: ArenaSnapshot): Set<DieId> {
    this.rerolls.clear();
    const before = new Set(this.removals);
    const left = [...this.state.arena];
    for (const die of after.dice) {
      if (this.setDown.has(die.id)) continue;
      const i = die.inArena && die.face !== null ? left.indexOf(die.face) : -1;
      if (i >= 0) left.splice(i, 1);
      else if (die.inArena && die.face === null && this.state.phase === 'reroll') this.rerolls.add(die.id);
      else this.removals.add(die.id);
    }
    return new Set([...this.removals].filter((id) => !before.has(id)));
  }

  /**
   * The engine's index, among the dice the last throw's settling took out of the arena
   * (`lastThrow.removed`), of die `id`: one the last ruling marked to take out that still lies in
   * the arena, by the face it was ruled with (dice with equal faces are interchangeable); `null`
   * for any other die, once one of those dice was taken away, and before a round's start die
   * (but for the round's ending throw).
   */
  private removedIndexOf(id: DieId): number | null {
    const removed = this.state.lastThrow?.removed ?? [];
    const die = this.baseline?.dice.find((d) => d.id === id);
    // Before a round's start die, only the last round's ending throw (until that start die).
    const roundEnded = this.state.phase === 'startDie' && this.state.lastThrow?.endedArena !== undefined;
    if (!die || !die.inArena || !this.lastRulingMarked.has(id) || !this.removals.has(id) || (this.state.phase === 'startDie' && !roundEnded)) return null;
    // Read right, the dice taken out may come back into play: all of them must still lie in the
    // arena, where the camera sees them (one taken away could not be followed).
    const inView = new Set(this.latest?.dice.filter((d) => d.inArena).map((d) => d.id) ?? []);
    if ([...this.lastRulingMarked].some((marked) => !inView.has(marked))) return null;
    // After a reload the marked dice are only those in view: as many as the throw took out must be.
    if ([...this.lastRulingMarked].filter((marked) => this.removals.has(marked)).length < removed.length) return null;
    const read = this.faceRead(id);
    if (this.over && read !== die.face && read !== this.given.get(id)?.readAs) return null;
    const index = removed.indexOf(die.face as Face);
    return index >= 0 ? index : null;
  }

  /** The engine's arena index of die `id` (dice with equal faces are interchangeable). */
  private arenaIndexOf(id: DieId): number | null {
    const die = this.baseline?.dice.find((d) => d.id === id);
    // Before a tournament round's start die, the last round's arena (its dice are all to take out
    // for the new round, but its last throw may still be corrected).
    const ended = this.state.phase === 'startDie' ? this.state.lastThrow?.endedArena : undefined;
    if (!die || (!ended && this.removals.has(id)) || !die.inArena) return null;
    // Once the game is over the arena is no longer followed: only a die still read as it was
    // when the game ended (or as when its face was given) is that die.
    const read = this.faceRead(id);
    if (this.over && read !== die.face && read !== this.given.get(id)?.readAs) return null;
    const index = (ended ?? this.state.arena).indexOf(die.face);
    return index >= 0 ? index : null;
  }
}

/** What the live referee has marked about the dice in view, saved so that an undo can restore it. */
interface RefereeMarks {
  removals: Set<DieId>;
  lastRulingMarked: Set<DieId>;
  /** The faces given and the face corrections to undo. */
  given: GivenFacesCopy;
  baseline: ArenaSnapshot | null;
}

/** The {@link StrikeReferee} options of a live referee's config. */
function refereeOptions(config: Partial<LiveRefereeConfig>): StrikeRefereeOptions {
  return {
    keepThrowing: config.keepThrowing ?? DEFAULT_LIVE_REFEREE_CONFIG.keepThrowing,
    unseenDiceOut: config.unseenDiceOut ?? DEFAULT_LIVE_REFEREE_CONFIG.unseenDiceOut,
  };
}

/**
 * Whether two `missedDieFound` questions' params are the same question: the same die (tracker
 * id and face read), thrower (`player`), `next` player and `earlier` throwers, in order.
 */
function sameMissedDieFoundQuestion(a: MissedDieFoundQuestion, b: MissedDieFoundQuestion): boolean {
  const earlierA = a.earlier ?? [];
  const earlierB = b.earlier ?? [];
  return a.die.id === b.die.id && a.die.face === b.die.face && a.player === b.player && a.next === b.next
    && earlierA.length === earlierB.length && earlierA.every((name, i) => name === earlierB[i]);
}
