/**
 * The live referee of the dice game (Farkle style, /work/shared/rules/the-dice-game-en.txt):
 * turns the tracker's stable snapshots of the arena (one per settle) into the engine's
 * `roll` and `keep` actions, takes `bank` and corrections as the players' intents, and asks
 * the players when it is unsure (an unreadable or doubtful die, dice set aside that do not
 * score, a roll of the wrong number of dice) instead of guessing. Rules stay in
 * src/rules/dice-game; this file only maps dice with identities onto the engine's actions.
 *
 * How the table is read (ids from src/tracking, "in the arena" = `inArena`):
 * - Roll: while the player must or may roll (turn phase `toRoll` or `kept`), a settled
 *   snapshot that differs from the one before it like a roll does, and holds exactly as many
 *   dice in the arena as the player must roll, is the roll: `roll` with their faces, left to
 *   right (roll order = the engine's die index, so "die 1" is the leftmost). Like a roll =
 *   at least half the dice in the arena are new there (a new track, unless it lies where a
 *   die with its face was lost) or moved more than `rollMoveDieSizes` (the tracker keeps ids
 *   across a roll, src/tracking/dieTracker.ts), and some die is new, or the faces changed
 *   (as a multiset, so two swapped tracks are no change), or every die moved far or shows
 *   another face (dice rolled onto the faces they showed). Pushing a few
 *   dice, putting a few dice down beside the others, or a face read differently where a die
 *   lay is not a roll. A change like a roll with the wrong number of dice in the arena is
 *   asked about (`wrongCount`).
 * - Keep: after a roll (phase `rolled`), the dice of the roll no longer in the arena (gone
 *   from view, or put down outside the arena) while every other die of the roll still shows
 *   its face are the dice set aside: `keep` with their faces as ruled (corrections
 *   included). A new die showing the face of a missing die of the roll is that die put
 *   back when the players were asked to, or when it lies where the missing one lay (a lost
 *   track); a die that moved and shows another face is asked about (`changed`). If the rules refuse the keep (a die that does not score) the
 *   referee asks (`refusedKeep`, those dice highlighted): put them back, or correct a
 *   misread face, after which the keep is ruled again.
 * - More of the same roll: after the keep, before the next roll, dice of the roll that leave
 *   the arena while others of it stay are set aside too when, with those set aside before,
 *   they score (`keep` again: the engine scores the roll's dice together, a 1 then a 5, or
 *   three 5s one at a time); the rest taken out all at once too when it all scores with them
 *   (hot dice). Dice that do not score are being picked up for the next roll, and from then
 *   on none is taken as set aside. A die set aside from the roll (of its first keep too, while
 *   another stays set aside: "may choose to only keep the 1 and re-roll the 5's") brought back
 *   into the arena is put back (`putBack`); so are the last of them (those not seen lying
 *   outside the arena; the first keep's only while dice set aside lie in view) when the next
 *   roll has as many more dice than due (or, after hot dice they made, fewer than six): they
 *   were picked up to be rolled again.
 * - Set aside and rolled at once: a settle that shows fewer dice than the roll (or its rest
 *   after a keep) and looks like a roll (at least half of them new or moved far, and not
 *   showing just the faces the roll less a possible keep has: those were pushed, not rolled)
 *   is dice set aside and the others rolled before the camera saw the keep; one that shows
 *   as many dice as the rules give back after hot dice (six), all new or moved, is the whole
 *   roll set aside, when it all scores, and six dice rolled. The rules say which dice could
 *   have been set aside (src/rules/dice-game `keepChoices`): when only one set of faces could,
 *   that keep and the roll are ruled; when several could, the players are asked which
 *   (`keptWhich`, {@link LiveDiceGameReferee.chooseKept}); when none could, the roll changed
 *   (`changed`) or has the wrong count (`wrongCount`).
 * - Bank is the players' intent ({@link LiveDiceGameReferee.bank}); with nobody to press it
 *   (`bankWhenNextTurnRolls`: a recording, photos), a roll of a new turn's six dice after dice
 *   were set aside, which no keep explains, is the turn banked and the next player's roll; and
 *   six new dice after a roll not all scoring, its best keep set aside and the turn banked.
 *   Corrections name a die of the last roll by its id ({@link LiveDiceGameReferee.correct}) and
 *   are undoable.
 */
import { leftToRight } from '../core/box.ts';
import type { Homography } from '../core/homography.ts';
import type { Face } from '../core/types.ts';
import { withoutFaces } from '../core/faceMultiset.ts';
import type { Refusal } from '../rules/engine.ts';
import { bankRefusal, diceGame, DICE_COUNT, keepChoices, mostPointsKeep, nextPlayer, undoTakesBack, type DiceGameAction, type DiceGameConfig, type DiceGameEvent, type DiceGameState } from '../rules/dice-game/index.ts';
import { distanceDieSizes } from '../tracking/dieTracker.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';
import { emptyStep, GameSession, mergeSteps, type SessionStep } from './gameSession.ts';
import { dieAfterCameraMove, snapshotAfterCameraMove } from './followCamera.ts';
import { en as questionsEn, type DiceGameQuestionTexts } from './messages/dice-game-questions.ts';
import { DEFAULT_SNAPSHOT_DIFF_CONFIG } from './snapshotDiff.ts';
import { checkSnapshot, inArena, moved, readFace, sameArena, sameDiceInPlace, sameFaces, sameItems } from './snapshotCompare.ts';

/** What one step of the live dice-game referee did (events, announcements, refusal). */
export type DiceGameStep = SessionStep<DiceGameEvent>;

/**
 * Params of the refusals this referee adds to the engine's (src/rules/dice-game/apply.ts),
 * by code:
 * - `no-such-die` {dieId}: a correction names tracked die `dieId` (a track id from
 *   src/tracking, not a roll index), which is not a die of the last roll;
 * - `unreadable-die` {dieIds}: the players confirmed a roll while dice they were asked
 *   about are still unreadable (track ids);
 * - `no-such-choice` {choice}: the players picked choice `choice` (0-based) of dice set aside
 *   while no `keptWhich` question with that choice stands;
 * - `no-keep-explains` {inArena}: the players said the `inArena` dice in the arena were rolled
 *   after dice were set aside, but no set of scoring dice of the roll leaves that many to roll;
 * - `rolled-already` {}: Bank pressed while a roll waits for confirmation: the dice are rolled,
 *   and the turn can no longer bank before that roll is ruled (the-dice-game-en.txt, "Taking a turn").
 */
export type DiceGameRefereeRefusalParams = {
  'no-such-die': { dieId: number };
  'unreadable-die': { dieIds: number[] };
  'no-such-choice': { choice: number };
  'no-keep-explains': { inArena: number };
  /** `then`: a correction of the last roll, or its undo, was asked for (not a bank). */
  'rolled-already': { then?: 'correct' | 'undo' };
  /** Bank pressed while the dice lying at the first look, as many as must be rolled, are asked about (`notARoll`): nothing is rolled yet. */
  'roll-not-ruled': Record<string, never>;
};

/** Tunables of the live dice-game referee. */
export interface LiveDiceGameConfig {
  /**
   * A die read with a voted confidence (0–1, see src/tracking/faceVoter.ts) below this is
   * confirmed with the players before the roll is ruled (as src/referee/liveStrikeReferee.ts).
   */
  minConfidence: number;
  /**
   * Ask the players about unreadable or doubtful dice before ruling (live play). When false
   * (nobody to ask) doubtful dice are ruled as read, a roll with an unreadable die waits
   * for the next settle, and dice set aside and the others rolled after the roll changed are
   * ruled as such (nobody was asked to put the roll back).
   */
  askWhenUnsure: boolean;
  /**
   * When every die in the arena moved more than this (in die sizes, centre distance, see
   * src/tracking/dieTracker.ts `distanceDieSizes`) with no face changed, that is a roll that
   * happened to show the same faces, not a push. Default 1: a push nudges, a roll scatters.
   */
  rollMoveDieSizes: number;
  /**
   * A die of the roll missing from the arena and a new die showing the same face within
   * this distance (die sizes) of where it lay are one die whose track was lost (a hand over
   * it), not a die set aside and another put in. Default 0.5 die size; negative: never
   * (photos, whose dice are all new: a die rolled where one of the same face lay is another).
   */
  sameDieDieSizes: number;
  /**
   * Nobody presses Bank (a recording, photos): after dice were set aside, a roll of as many dice
   * as a new turn starts with, which no keep of the turn explains, is the turn banked and the
   * next player's roll, when the rules let the turn bank (a bank that ends the game: its end).
   * Default false: the players bank.
   */
  bankWhenNextTurnRolls: boolean;
}

/**
 * Default: live play, ask under 0.6 (as Strike: liveStrikeReferee.ts `DEFAULT_LIVE_REFEREE_CONFIG`,
 * where the measurement is), 1 die size for a roll, 0.5 for a lost track.
 */
export const DEFAULT_LIVE_DICE_GAME_CONFIG: Readonly<LiveDiceGameConfig> = {
  minConfidence: 0.6, askWhenUnsure: true, rollMoveDieSizes: 1, sameDieDieSizes: 0.5, bankWhenNextTurnRolls: false,
};

/**
 * Something the referee needs the players to settle, with the dice concerned (track ids).
 * - `confirmRoll`: some dice of the roll are unreadable or doubtful; click each to set its
 *   face, then confirm.
 * - `refusedKeep`: the dice set aside do not all score; put them back, set aside only
 *   scoring dice (or correct a misread face).
 * - `wrongCount`: the dice were rolled, but not as many as the player must roll.
 * - `changed`: the dice of the roll changed before any was set aside (re-rolled, turned or
 *   another die added); put them back as rolled, or {@link LiveDiceGameReferee.accept}.
 * - `restoreRoll`: a resumed game waits for dice to be kept from a roll the camera has not
 *   seen; put the roll's dice back in the arena.
 * - `notARoll`: dice lay in the arena when the referee first looked (a game just started or
 *   resumed, a photo opened first) and a roll is due: they are no roll; pick them up and roll,
 *   or say they are the roll ({@link LiveDiceGameReferee.ruleAsRoll}).
 * - `notKept`: after a keep, dice of the roll taken out of the arena do not score with those
 *   set aside, so they are taken as picked up to roll; a misread scoring die among them can be
 *   corrected ({@link LiveDiceGameReferee.correct}), and it is then set aside.
 * - `keptWhich`: dice were set aside and the others rolled within one settle, and more than one
 *   set of faces could have been set aside, or the dice could be the next player's roll after a
 *   bank; the players pick the set ({@link LiveDiceGameReferee.chooseKept}), then the roll in the
 *   arena is ruled, or press Bank. No die in view is pointed at (`dieIds` empty).
 */
export type DiceGameQuestion = {
  [K in keyof DiceGameQuestionParams]: {
    kind: K;
    /**
     * What to ask, in English; the same text as src/referee/render.ts `renderQuestion` gives
     * for `en` (other languages are worded from `params`).
     */
    message: string;
    /** The question's facts as plain JSON, for wording it in any language. */
    params: DiceGameQuestionParams[K];
    /** Dice to highlight (those not in the latest snapshot cannot be drawn). */
    dieIds: DieId[];
  };
}[keyof DiceGameQuestionParams];

/**
 * Params of each question kind (plain JSON; die ids are tracker ids, faces `null` when
 * unreadable):
 * - `confirmRoll` {dice}: the dice of the roll the players are asked to check;
 * - `refusedKeep` {player, faces, allDice, refusal}: `player` set aside dice showing `faces`
 *   (as ruled) and the rules refused (`refusal`, src/rules/dice-game/apply.ts); `allDice`:
 *   every die of the roll left the arena;
 * - `wrongCount` {player, mustRoll, inArena, seen, notKept}: `player` must roll `mustRoll` dice and
 *   `inArena` lie in the arena, showing `seen` (`null`: unreadable), so that each such roll is
 *   told from the last; `notKept`: faces of dice of the last roll taken out after a keep
 *   that did not score as read (when fewer dice lie there than due: one may be a misread
 *   scoring die set aside, which a correction sets aside), else empty; `nextRoll`: the player
 *   who rolls next if the turn banks, when that player rolls as many dice as lie there (the
 *   turn may have banked unseen: {@link LiveDiceGameReferee.bank} then rules them), else null;
 * - `changed` {player, roll, notBanked, nextRoll}: the dice of `player`'s roll (faces as ruled) changed;
 *   `notBanked`: when nobody presses Bank (`bankWhenNextTurnRolls`) and a new turn's six dice
 *   lie there, why they are not `nextPlayer`'s roll: the turn's best keep would make `points`,
 *   under the `minimum` a bank needs (the-dice-game-en.txt, "Taking a turn"), else null;
 *   `nextRoll`: when the players press Bank (live) and as many dice lie there as a new turn rolls,
 *   which the roll's best keep (`keep`, faces) lets the turn bank before: the player whose roll
 *   they are if `player` set those aside and banked unseen (a photo of the keep never taken;
 *   {@link LiveDiceGameReferee.bank} then rules the keep, the bank and the roll), else null;
 * - `restoreRoll` {player, roll, nextRoll}: a resumed game waits for dice kept from the roll `roll`;
 *   `nextRoll` as for `changed`: six other dice lie there, and `player` may have set aside
 *   `keep` and banked while the page was away, so that they are `player`'s roll of the next turn.
 * - `notARoll` {player, inArena, mustRoll}: `inArena` dice lay in the arena at the first look while `player` must roll `mustRoll`.
 * - `notKept` {player, faces}: `player` took out dice showing `faces` (as ruled) after a keep,
 *   which do not score with the dice set aside.
 * - `keptWhich` {player, choices, rolled, nextRoll}: `player` set aside dice and rolled `rolled`
 *   dice at once; `choices` are the sets of faces the rules take as set aside (most points first,
 *   src/rules/dice-game `keepChoices`); `nextRoll`: the player whose roll they are if the turn
 *   banked instead (six dice after a keep, the rest all scoring: hot dice, or a bank nobody
 *   pressed; {@link LiveDiceGameReferee.bank} then rules them), else null.
 */
export type DiceGameQuestionParams = {
  confirmRoll: { dice: { id: DieId; face: Face | null }[] };
  refusedKeep: { player: string; faces: Face[]; allDice: boolean; refusal: Refusal };
  wrongCount: { player: string; mustRoll: number; inArena: number; seen: (Face | null)[]; notKept: Face[]; nextRoll: string | null };
  changed: {
    player: string; roll: Face[]; notBanked: { nextPlayer: string; points: number; minimum: number } | null;
    nextRoll: { player: string; keep: Face[] } | null;
  };
  restoreRoll: { player: string; roll: Face[]; nextRoll: { player: string; keep: Face[] } | null };
  notARoll: { player: string; inArena: number; mustRoll: number };
  notKept: { player: string; faces: Face[] };
  keptWhich: { player: string; choices: Face[][]; rolled: number; nextRoll: string | null };
};

/**
 * What the last snapshot was taken for: the first arena of a game (`baseline`), nothing
 * changed (`none`), dice only pushed (`moved`), dice taken out or picked up with no ruling
 * (`removed`), a roll (`roll`, also when it waits for confirmation), dice set aside
 * (`keep`, also when refused), dice set aside put back (`putBack`), a roll of the wrong count (`wrongCount`), the roll's dice
 * changed (`changed`), or the game is over (`over`).
 */
export type DiceGameChange = 'baseline' | 'none' | 'moved' | 'removed' | 'roll' | 'keep' | 'putBack' | 'wrongCount' | 'changed' | 'over';

/** The dice of the last roll as the camera saw them. */
interface RollDice {
  /** Track ids in roll order (index = the engine's die index). */
  order: DieId[];
  /** Each die as last seen while the roll stood (position, face as read). */
  seen: Map<DieId, SnapshotDie>;
  /** Other dice in the arena the players said to leave out of the roll ({@link LiveDiceGameReferee.accept}). */
  ignored: Set<DieId>;
}

/** A die set aside from the last roll: its track id (null in a resumed game), face as ruled, and whether the roll's first keep took it. */
interface KeptDie {
  id: DieId | null;
  face: Face;
  first: boolean;
}

/**
 * What the referee follows of the turn beside the rules' state (the last roll's dice, its rest,
 * the dice set aside from it, those taken out that did not score, the question standing): what
 * a player's leaving on his own turn drops and its undo puts back.
 */
interface FollowedTurn {
  roll: RollDice | null;
  rest: Map<DieId, Face> | null;
  keptFromRoll: KeptDie[];
  notKept: { id: DieId; face: Face }[];
  restAfterNotKept: Map<DieId, Face> | null;
  asking: DiceGameQuestion | null;
}

/** Referees a live game of the dice game from snapshots. */
export class LiveDiceGameReferee {
  private readonly config: LiveDiceGameConfig;
  /** The last snapshot the referee has taken in (what the next one is compared with). */
  private baseline: ArenaSnapshot | null = null;
  /** The latest snapshot seen. */
  private latest: ArenaSnapshot | null = null;
  /** The dice of the last roll while it may be kept from or corrected, else null. */
  private roll: RollDice | null = null;
  /**
   * The dice of the last roll still in the arena after a keep, with their ruled faces, while
   * more of them may be set aside (see the module docstring), else null.
   */
  private rest: Map<DieId, Face> | null = null;
  /**
   * The dice set aside from the last roll, in order: track id (null for a game resumed, whose
   * dice were not seen leave), face, and whether the roll's first keep set it aside (any of
   * them may be put back, but not all: src/rules/dice-game `putBack`).
   */
  private keptFromRoll: KeptDie[] = [];
  /**
   * Dice of the last roll taken out after a keep that did not score as read (taken as picked
   * up to roll), with their ruled faces, until the next roll is ruled: a correction of one
   * sets it aside after all (see {@link LiveDiceGameReferee.correct}).
   */
  private notKept: { id: DieId; face: Face }[] = [];
  /** The roll's rest still in the arena when the dice of `notKept` were taken out (see `rest`). */
  private restAfterNotKept: Map<DieId, Face> | null = null;
  /** A roll waiting for the players' confirmation, with the faces they gave so far. */
  private pending: { snapshot: ArenaSnapshot; answers: Map<DieId, Face> } | null = null;
  private asking: DiceGameQuestion | null = null;
  private change: DiceGameChange | null = null;
  /**
   * What each retirement not yet taken back dropped of the turn this referee followed (see
   * {@link retire}), newest last, for {@link undo} to put back; `null` for a retirement of a
   * player whose turn it was not (nothing dropped). Emptied once no retirement can be taken
   * back (the rules' `retiredFrom` gone: the next roll, keep or bank; {@link rule}).
   */
  private readonly beforeRetirements: (FollowedTurn | null)[] = [];

  private constructor(
    private readonly session: GameSession<DiceGameConfig, DiceGameState, DiceGameAction, DiceGameEvent>,
    config: Partial<LiveDiceGameConfig>,
  ) {
    this.config = { ...DEFAULT_LIVE_DICE_GAME_CONFIG, ...config };
  }

  /**
   * Starts a new game; the first settled arena is taken as it lies, the next roll is ruled.
   * @throws RuleError `bad-config` when the configuration is impossible (src/rules/dice-game/config.ts)
   */
  static start(game: DiceGameConfig, config: Partial<LiveDiceGameConfig> = {}): { live: LiveDiceGameReferee; step: DiceGameStep } {
    const { session, step } = GameSession.start(diceGame, game);
    return { live: new LiveDiceGameReferee(session, config), step };
  }

  /**
   * Resumes a saved game from its event log; the next settled arena is taken as it lies (in
   * the middle of a roll, its dice must lie in the arena as rolled, see `restoreRoll`).
   * @throws Error when the log is empty, does not start with `gameStarted` or does not fold
   */
  static resume(log: readonly DiceGameEvent[], config: Partial<LiveDiceGameConfig> = {}): LiveDiceGameReferee {
    if (log[0]?.type !== 'gameStarted') throw new Error('a saved dice game starts with its gameStarted event');
    return new LiveDiceGameReferee(GameSession.resume(diceGame, log), config);
  }

  /** The game state (plain JSON, src/rules/dice-game/types.ts). */
  get state(): DiceGameState {
    return this.session.state;
  }

  /** Whether the game is over: its winners are known (`state.winners`, several on a tie). */
  get over(): boolean {
    return this.session.state.winners !== null;
  }

  /** The game's event log. */
  get events(): readonly DiceGameEvent[] {
    return this.session.events;
  }

  /** What the referee is asking the players, or `null`. */
  get question(): DiceGameQuestion | null {
    return this.asking;
  }

  /**
   * Whether the referee holds a roll unruled until the players answer on screen: the faces of
   * doubtful dice (`confirmRoll`), or which dice were set aside (`keptWhich`). Nothing the
   * camera sees next answers these, so a recording being played should wait for the answer.
   * Every other question is also settled by what the players do in the arena (dice put back,
   * picked up, rolled again).
   */
  get waitsForAnswer(): boolean {
    return this.asking?.kind === 'confirmRoll' || this.asking?.kind === 'keptWhich';
  }

  /** Dice the rules took out of play still to be removed: none in the dice game (same API as Strike's referee). */
  get toRemove(): DieId[] {
    return [];
  }

  /** What the last snapshot was taken for, or `null` before the first. */
  get lastChange(): DiceGameChange | null {
    return this.change;
  }

  /** The players' answers so far to a `confirmRoll` question. */
  get answers(): ReadonlyMap<DieId, Face> {
    return this.pending?.answers ?? new Map();
  }

  /**
   * Whether more dice of the last roll may still be set aside and the camera watches for them:
   * the rules take more, and no die of the roll's rest was picked up to roll since (before the
   * first look at a resumed game: as the rules say).
   */
  get canSetAsideMore(): boolean {
    if (this.state.turn.phase !== 'kept' || !diceGame.legalActions(this.state).includes('keep')) return false;
    return this.baseline === null || (this.rest !== null && this.rest.size > 0);
  }

  /** Track ids of the last roll's dice in roll order (index = die index of corrections), or `[]`. */
  get rollDice(): DieId[] {
    return this.roll ? [...this.roll.order] : [];
  }

  /**
   * A new stable snapshot of the settled arena: rule on what changed since the last one.
   * @throws RangeError when the snapshot has the same die id twice
   */
  onSnapshot(given: ArenaSnapshot): DiceGameStep {
    checkSnapshot(given, 'LiveDiceGameReferee.onSnapshot: the snapshot');
    // Kept without its camera move, which moves what was kept before it (once).
    const { cameraMove, ...snapshot } = given;
    if (cameraMove) this.followCamera(cameraMove);
    this.latest = snapshot;
    if (this.state.winners !== null) {
      this.change = 'over';
      return emptyStep();
    }
    if (this.pending) {
      const { snapshot: asked, answers } = this.pending;
      if (sameArena(asked, snapshot)) {
        this.change = 'none';
        return emptyStep();
      }
      this.pending = null;
      this.asking = null;
      if (sameDiceInPlace(asked, snapshot, this.config.rollMoveDieSizes)) {
        // The same dice where they lay, read anew: the same roll, perhaps readable now.
        this.change = 'roll';
        return this.proposeRoll(snapshot, answers);
      }
      // The dice changed while the players were asked: what lies there now is a fresh look.
      this.baseline = asked;
    }
    if (!this.baseline) {
      this.change = 'baseline';
      this.baseline = snapshot;
      if (this.state.turn.phase === 'rolled' && !this.roll) return this.adoptRollOrRuleRolled(snapshot);
      else if (this.state.turn.phase !== 'rolled' && this.state.winners === null && !this.adoptRest(snapshot)) this.askNotARoll(snapshot);
      return emptyStep();
    }
    if (this.state.turn.phase === 'rolled') return this.onRolledArena(snapshot);
    return this.onRollDue(snapshot);
  }

  /**
   * The camera moved since the last snapshot (src/tracking/types.ts `ArenaSnapshot.cameraMove`):
   * every box kept from earlier snapshots (the arena compared with, the roll waiting for
   * confirmation, where the last roll's dice lay) is moved by `homography` (3 × 3, row-major, from
   * the old frame pixels to the new ones), once, so that every later comparison is in the new
   * picture's pixels: dice that lay still are not taken for moved, rolled or new. Before, a
   * zoom or a pan made every die seem moved far, so that the rest of a roll lying still was ruled
   * rolled, and a die whose track was lost was no longer found where it lay.
   */
  private followCamera(homography: Homography): void {
    if (this.baseline) this.baseline = snapshotAfterCameraMove(this.baseline, homography);
    if (this.pending) this.pending = { ...this.pending, snapshot: snapshotAfterCameraMove(this.pending.snapshot, homography) };
    if (this.roll) this.roll.seen = new Map([...this.roll.seen].map(([id, die]) => [id, dieAfterCameraMove(die, homography)]));
  }

  /**
   * The players say die `id` of the roll waiting for confirmation shows `face`.
   * @throws Error when no roll is waiting or the die is not in it
   */
  answer(id: DieId, face: Face): void {
    if (!this.pending) throw new Error('no roll is waiting for confirmation');
    if (!inArena(this.pending.snapshot).some((die) => die.id === id)) throw new Error(`die ${id} is not in the roll being confirmed`);
    this.pending.answers.set(id, face);
  }

  /**
   * The players confirm the roll waiting for confirmation (with their answers): rule on it.
   * @returns a rejected step (`unreadable-die` {dieIds}) while a die asked about is still
   *   unreadable; an empty step when no roll is waiting
   */
  confirm(): DiceGameStep {
    if (!this.pending) return emptyStep();
    const { snapshot, answers } = this.pending;
    const unanswered = inArena(snapshot).filter((die) => !answers.has(die.id) && readFace(die) === null);
    if (unanswered.length > 0) {
      const params: DiceGameRefereeRefusalParams['unreadable-die'] = { dieIds: unanswered.map((die) => die.id) };
      return {
        ...emptyStep(),
        rejected: { code: 'unreadable-die', message: `set the face of ${unanswered.length === 1 ? 'the unreadable die' : `the ${unanswered.length} unreadable dice`} first`, params },
      };
    }
    this.pending = null;
    this.asking = null;
    return this.ruleRoll(snapshot, answers);
  }

  /**
   * Takes the latest snapshot as the arena the game agrees with, without a ruling (the players
   * say the change does not matter): the dice of a standing roll are first paired with its
   * places by face where they can be (see `pairByFace`: a place no die takes counts as set
   * aside at the next look), then show what the camera reads, their ruled faces unchanged, and
   * other dice in the arena are not part of it. A roll waiting for confirmation is dropped.
   * Clears the question.
   */
  accept(): void {
    if (this.latest) {
      this.baseline = this.latest;
      const roll = this.roll;
      if (roll && this.state.turn.phase === 'rolled') {
        this.pairByFace(inArena(this.latest).filter((die) => !roll.ignored.has(die.id)));
        for (const die of inArena(this.latest)) {
          if (roll.seen.has(die.id)) roll.seen.set(die.id, die);
          else roll.ignored.add(die.id);
        }
      }
    }
    this.asking = null;
    this.pending = null;
  }

  /**
   * The players say the dice in the arena are a roll: those found lying there at the first look
   * (the `notARoll` question: rolled just before the game was started or resumed, or a photo of
   * the roll opened after Start), ruled as the roll due (asking, as for any roll, about
   * doubtful faces or a count other than due); or, when the dice of a roll changed before any
   * was set aside (the `changed` question), or the dice that seem set aside do not score (the
   * `refusedKeep` question: the rolled dice landed where dice of the roll with their faces lay,
   * so the others look set aside), dice set aside and the others rolled (the rules then say
   * which were set aside, or the players are asked).
   * @returns the step; empty when no such question stands, or when the dice lying at the first
   *   look are not as many as must be rolled (not offered: {@link canRuleAsRoll}); rejected
   *   (`no-keep-explains`) when no set of scoring dice set aside explains the dice in the arena
   */
  ruleAsRoll(): DiceGameStep {
    const snapshot = this.latest;
    const kind = this.asking?.kind;
    if (!snapshot || (kind !== 'notARoll' && kind !== 'changed' && kind !== 'refusedKeep')) return emptyStep();
    // Dice lying at the first look that are not as many as must be rolled are no roll to rule: not offered.
    if (kind === 'notARoll' && !this.firstLookRollOffered) return emptyStep();
    if (kind === 'changed' || kind === 'refusedKeep') {
      const step = this.setAsideAndRolled(snapshot, inArena(snapshot));
      if (step) return step;
      const params: DiceGameRefereeRefusalParams['no-keep-explains'] = { inArena: inArena(snapshot).length };
      return { ...emptyStep(), rejected: { code: 'no-keep-explains', message: `no set of scoring dice set aside leaves the ${params.inArena} dice in the arena to roll`, params } };
    }
    this.asking = null;
    this.baseline = snapshot;
    return this.onThrown(snapshot);
  }

  /**
   * The active player stops and banks the turn's points (the Bank button, key B); refused
   * (`rolled-already`) while a roll waits for confirmation, and (`roll-not-ruled`) while the dice
   * lying at the first look, as many as the player must roll, are asked about (`notARoll`: the
   * turn has no roll yet). Any question about the turn's dice is
   * dropped with it. Pressed while
   * the dice in the arena are asked about as too many to roll (`wrongCount`), or as dice rolled
   * after more were set aside (`keptWhich`), but are as many as the next player rolls (the
   * question's `nextRoll`), they are then ruled as that player's roll.
   */
  bank(): DiceGameStep {
    if (this.pending) {
      const params: DiceGameRefereeRefusalParams['rolled-already'] = {};
      return { ...emptyStep(), rejected: { code: 'rolled-already', message: 'the dice are rolled already: confirm the roll first', params } };
    }
    const asked = this.asking;
    // Only where the players can say so: as many dice lie there as the player must roll (else: roll them, `nothing-rolled`).
    if (this.firstLookRollOffered && this.state.turn.phase === 'toRoll') {
      const params: DiceGameRefereeRefusalParams['roll-not-ruled'] = {};
      return { ...emptyStep(), rejected: { code: 'roll-not-ruled', message: 'the dice in the arena are not ruled a roll yet: say first whether they are the roll', params } };
    }
    if ((asked?.kind === 'changed' || asked?.kind === 'restoreRoll') && asked.params.nextRoll !== null && this.state.turn.phase === 'rolled' && this.latest) {
      // The roll's best keep set aside and the turn banked, unseen: the dice in the arena are the next roll.
      const latest = this.latest;
      const step = this.keptAndBanked(latest, inArena(latest).filter((die) => !this.roll?.ignored.has(die.id)));
      if (step) {
        this.baseline = latest;
        return step;
      }
    }
    const stop = this.stopAtRoll();
    if (stop) {
      // Stopping at a roll takes its points (the-dice-game-en.txt, "Taking a turn": "the option
      // with every roll to either stop and take the points"): its scoring dice set aside, the
      // most points there are (a player who stops keeps every scoring die), then banked; refused
      // as that bank would be (under the turn's minimum…). Before, Bank right after a roll was
      // refused until a picture showed the dice set aside, which a player with photos seldom
      // has (helper 141).
      if (stop.refusal) return { ...emptyStep(), rejected: stop.refusal };
      const kept = this.rule({ type: 'keep', faces: stop.faces });
      if (kept.rejected) return kept;
      this.roll = null;
      return mergeSteps(kept, this.bank());
    }
    const step = this.rule({ type: 'bank' });
    if (!step.rejected) {
      this.rest = null;
      this.keptFromRoll = [];
      this.notKept = [];
      this.restAfterNotKept = null;
      this.asking = null;
      this.pending = null;
      if ((asked?.kind === 'wrongCount' || asked?.kind === 'keptWhich') && asked.params.nextRoll !== null && this.latest && !this.over) {
        return mergeSteps(step, this.onThrown(this.latest));
      }
    }
    return step;
  }

  /**
   * A player says die `id` of the last roll shows `face`: a correction event (undoable),
   * after which the roll's outcome is ruled again (src/rules/dice-game/apply.ts). A keep the
   * rules refused is tried again with the corrected faces.
   * @returns a rejected step while a roll waits for confirmation (`rolled-already`: its dice are
   *   answered, {@link answer}; the last roll is not ruled again under it), when the die is not
   *   one of the last roll (`no-such-die` {dieId}) or the rules refuse (`same-face`,
   *   `no-roll-to-correct`, `bad-face`…)
   */
  correct(id: DieId, face: Face): DiceGameStep {
    if (this.pending) {
      const params: DiceGameRefereeRefusalParams['rolled-already'] = { then: 'correct' };
      return { ...emptyStep(), rejected: { code: 'rolled-already', message: 'the dice are rolled already: confirm the roll first', params } };
    }
    if (this.notKept.some((kept) => kept.id === id)) return this.correctNotKept(id, face);
    const index = this.roll?.order.indexOf(id) ?? -1;
    if (index < 0 || this.state.lastRoll === null) {
      const params: DiceGameRefereeRefusalParams['no-such-die'] = { dieId: id };
      return { ...emptyStep(), rejected: { code: 'no-such-die', message: `die ${id} is not one of the dice of the last roll`, params } };
    }
    return this.retryKeep(this.rule({ type: 'correctFace', index, face }));
  }

  /**
   * A die taken out after a keep that did not score as read (`notKept`) shows `face`: the
   * correction (`correctRest`) and, when the die now scores with those set aside, its keep. A
   * roll asked about for having too few dice is then ruled, if it now has as many as due. A
   * correction that makes the roll six of a kind ends the game there (nothing more to keep); one
   * that takes such a win back leaves the die taken as picked up, as before it.
   * @returns the steps; rejected when the rules refuse the correction or the keep (the die
   *   then stays taken as picked up, its face corrected)
   */
  private correctNotKept(id: DieId, face: Face): DiceGameStep {
    const taken = this.notKept.find((kept) => kept.id === id)!;
    const wonBefore = this.state.winners !== null;
    const corrected = this.rule({ type: 'correctRest', from: taken.face, to: face });
    if (corrected.rejected) return corrected;
    taken.face = face;
    if (this.state.winners !== null) {
      this.asking = null;
      this.change = 'over';
      return corrected;
    }
    if (wonBefore) {
      this.change = 'removed';
      this.asking = this.notKeptQuestion();
      return corrected;
    }
    const kept = this.rule({ type: 'keep', faces: [face] });
    if (kept.rejected) return mergeSteps(corrected, kept);
    this.notKept = this.notKept.filter((other) => other !== taken);
    this.keptFromRoll.push({ id, face, first: false });
    this.change = 'keep';
    const asked = this.asking?.kind;
    if (asked === 'notKept') {
      // Asked while the rest lay as it was: it is watched again for more dice set aside.
      this.rest = this.restAfterNotKept;
      this.asking = this.notKept.length > 0 ? this.notKeptQuestion() : null;
    }
    const now = this.latest ? inArena(this.latest) : [];
    if (asked === 'wrongCount' && this.latest && now.length === this.state.turn.diceLeft) {
      this.asking = null;
      this.change = 'roll';
      return mergeSteps(mergeSteps(corrected, kept), this.proposeRoll(this.latest, new Map()));
    }
    return mergeSteps(corrected, kept);
  }

  /**
   * The players say which dice were set aside when dice were set aside and the others rolled at
   * once (the `keptWhich` question): choice `choice` of its `choices` is kept, and the roll in
   * the arena is ruled (or asked about, when dice in it are unreadable).
   * @returns the keep's and the roll's steps; a rejected step (`no-such-choice` {choice}) when
   *   no such question stands or it has no such choice
   */
  chooseKept(choice: number): DiceGameStep {
    const faces = this.asking?.kind === 'keptWhich' ? this.asking.params.choices[choice] : undefined;
    if (!faces || !this.latest) {
      const params: DiceGameRefereeRefusalParams['no-such-choice'] = { choice };
      return { ...emptyStep(), rejected: { code: 'no-such-choice', message: `there is no choice ${choice} of dice set aside to pick`, params } };
    }
    return this.keepThenRoll(faces, this.latest);
  }

  /**
   * Dice set aside and the others rolled within one settle, the `rolled` dice of `snapshot`
   * being the roll: rules the keep and the roll when the rules allow one set of dice set aside,
   * asks which when they allow several.
   * @param onlyIfOne rule it only when the rules allow one set, never ask (the dice may be no roll)
   * @returns the steps, or null when the rules allow none (no scoring dice could be the missing
   *   ones), or several with `onlyIfOne`
   */
  private setAsideAndRolled(snapshot: ArenaSnapshot, rolled: readonly SnapshotDie[], onlyIfOne = false, shuffled = false): DiceGameStep | null {
    const pool = this.rollPool();
    const choices = this.setAsideChoices(rolled.length);
    if (choices.length === 0) return null;
    // The dice left showing just what the roll less a set of those choices shows were pushed
    // while dice were set aside (the tracker lost them), not rolled: no roll to rule. (Not for
    // photos, `sameDieDieSizes` < 0: no die is followed, and such dice may be rolled ones; nor
    // when `shuffled`: dice the tracker followed moved far showing other faces, which a pushed
    // die does not: they were rolled onto the faces the roll showed.)
    const faces = rolled.map(readFace);
    const pushed = faces.every((face) => face !== null) && choices.some((choice) => sameItems(withoutFaces(pool, choice), faces as Face[]));
    if (pushed && this.config.sameDieDieSizes >= 0 && !shuffled) return null;
    // After a keep, the dice could also be the next player's roll after a bank nobody pressed.
    const banked = this.state.turn.phase === 'kept' && this.config.askWhenUnsure ? this.afterBank() : null;
    const nextRoll = banked !== null && banked.winners === null && banked.turn.diceLeft === rolled.length ? banked.players[banked.turn.player]! : null;
    if (choices.length === 1 && nextRoll === null) return this.keepThenRoll(choices[0]!, snapshot);
    if (onlyIfOne) return null;
    const name = this.state.players[this.state.active]!;
    this.change = 'keep';
    // It asks about dice set aside, out of view: the rolled dice in view are not in doubt.
    this.asking = question('keptWhich', { player: name, choices, rolled: rolled.length, nextRoll }, []);
    return emptyStep();
  }

  /** The dice dice are set aside from now: the last roll's, or its rest after a keep. */
  private rollPool(): Face[] {
    const { turn } = this.state;
    return (turn.phase === 'rolled' ? turn.roll : turn.lastKeep?.rest) ?? [];
  }

  /**
   * The sets of faces the rules allow to have been set aside from {@link rollPool} with the
   * others rolled, leaving `rolled` dice to roll: fewer dice than the pool, the missing ones;
   * as many or more, all of them (hot dice, and the dice the rules then give back).
   */
  private setAsideChoices(rolled: number): Face[][] {
    const pool = this.rollPool();
    const count = rolled < pool.length ? pool.length - rolled : pool.length;
    return keepChoices(this.state, count).filter((faces) => this.diceLeftAfterKeep(faces) === rolled);
  }

  /**
   * Whether the roll waiting for dice to be set aside can still end in a bank this turn: with
   * its best keep set aside (`mostPointsKeep`) the rules would take a bank (`bankRefusal`: the
   * turn's minimum, a final turn's score to beat). False when no roll waits.
   */
  get rollCanBank(): boolean {
    const stop = this.stopAtRoll();
    return stop !== null && stop.refusal === null;
  }

  /**
   * Stopping at the roll that waits for dice to be set aside: its best keep (`mostPointsKeep`:
   * a player who stops keeps every scoring die) and the rules' refusal of the bank after it
   * (`bankRefusal`), or null; null when no roll waits or it scores nothing.
   */
  private stopAtRoll(): { faces: Face[]; refusal: Refusal | null } | null {
    const best = this.state.turn.phase === 'rolled' ? mostPointsKeep(this.state) : null;
    return best && { faces: best.faces, refusal: bankRefusal(played(this.state, { type: 'keep', faces: best.faces })) };
  }

  /**
   * Whether {@link ruleAsRoll} can rule the arena of the `changed` or `refusedKeep` question as
   * dice set aside and the others rolled (some set of scoring dice leaves the dice in the arena
   * to roll).
   */
  get canRuleAsRolled(): boolean {
    const kind = this.asking?.kind;
    return (kind === 'changed' || kind === 'refusedKeep') && this.latest !== null && this.setAsideChoices(inArena(this.latest).length).length > 0;
  }
  /**
   * Whether the question standing offers to rule the dice in the arena as the roll
   * ({@link ruleAsRoll}; the page's *They are the roll: rule it* or *Dice were set aside and
   * these rolled: rule it*, key R): the dice lying at the first look are as many as must be
   * rolled (`notARoll`), or some set of scoring dice set aside explains them ({@link canRuleAsRolled}).
   */
  get canRuleAsRoll(): boolean {
    return this.firstLookRollOffered || this.canRuleAsRolled;
  }

  /** Whether the `notARoll` question stands with as many dice lying in the arena as the player must roll (they may be the roll). */
  private get firstLookRollOffered(): boolean {
    const asked = this.asking;
    return asked?.kind === 'notARoll' && asked.params.inArena === asked.params.mustRoll;
  }


  /**
   * Nobody to press Bank (photos, a recording), and `now`, all new, are as many dice as a new
   * turn rolls: the player set aside the roll's scoring dice and banked, and the next player
   * rolled. A player who banks keeps every scoring die there is (more kept is more banked), so
   * the keep is the choice worth the most points.
   * @returns the keep, the bank and the next player's roll; null when no keep lets the turn bank
   *   and leaves the next player `now`'s count to roll
   */
  private keptAndBanked(snapshot: ArenaSnapshot, now: readonly SnapshotDie[]): DiceGameStep | null {
    const best = mostPointsKeep(this.state);
    if (!best) return null;
    const after = played(this.state, { type: 'keep', faces: best.faces });
    if (bankRefusal(after) !== null) return null;
    const banked = played(after, { type: 'bank' });
    if (banked.winners === null && banked.turn.diceLeft !== now.length) return null;
    const kept = this.rule({ type: 'keep', faces: best.faces });
    if (kept.rejected) return null;
    this.roll = null;
    const bank = mergeSteps(kept, this.bank());
    return this.over ? bank : mergeSteps(bank, this.onThrown(snapshot));
  }

  /**
   * Why `inArena` dice lying there after a roll are not the next player's roll, when they are as
   * many as a new turn rolls (six) and the turn could not bank even with the roll's best keep
   * (under the least points a bank needs); else null.
   */
  private notBanked(inArena: number): DiceGameQuestionParams['changed']['notBanked'] {
    const best = mostPointsKeep(this.state);
    if (inArena !== DICE_COUNT || !best) return null;
    const after = played(this.state, { type: 'keep', faces: best.faces });
    const refusal = bankRefusal(after);
    const next = nextPlayer(after);
    if (refusal?.code !== 'below-minimum' || next === null) return null;
    const { minimum } = refusal.params as { minimum: number };
    return { nextPlayer: this.state.players[next]!, points: after.turn.points, minimum };
  }

  /**
   * Whether `inArena` dice lying there after a roll could be the next player's roll once the roll's
   * best keep was set aside and the turn banked (as {@link keptAndBanked} would rule them).
   * @returns that player and the keep, or null
   */
  private keptAndBankedRoll(inArena: number): DiceGameQuestionParams['changed']['nextRoll'] {
    const best = mostPointsKeep(this.state);
    if (inArena !== DICE_COUNT || !best) return null;
    const after = played(this.state, { type: 'keep', faces: best.faces });
    if (bankRefusal(after) !== null) return null;
    const banked = played(after, { type: 'bank' });
    if (banked.winners !== null || banked.turn.diceLeft !== inArena) return null;
    return { player: banked.players[banked.turn.player]!, keep: [...best.faces] };
  }

  /** The game once this turn banks, or null when the rules do not let it bank now. */
  private afterBank(): DiceGameState | null {
    if (bankRefusal(this.state) !== null) return null;
    return played(this.state, { type: 'bank' });
  }

  /** How many dice the player rolls next once `faces` (a keep the rules take) are set aside. */
  private diceLeftAfterKeep(faces: Face[]): number {
    return played(this.state, { type: 'keep', faces }).turn.diceLeft;
  }

  /** Sets aside `faces` of the roll (or of its rest), then rules the roll `snapshot` shows. */
  private keepThenRoll(faces: Face[], snapshot: ArenaSnapshot): DiceGameStep {
    const kept = this.rule({ type: 'keep', faces });
    if (kept.rejected) return kept;
    this.asking = null;
    this.roll = null;
    this.baseline = snapshot;
    this.change = 'roll';
    return mergeSteps(kept, this.proposeRoll(snapshot, new Map()));
  }

  /** The {@link DiceGameQuestion} `notKept` about the dice taken out that did not score (`notKept`). */
  private notKeptQuestion(): DiceGameQuestion {
    const faces = this.notKept.map((kept) => kept.face);
    return question('notKept', { player: this.state.players[this.state.active]!, faces }, this.notKept.map((kept) => kept.id));
  }

  /**
   * Takes back the last correction of the last roll (a keep refused is tried again), or a
   * player's leaving ({@link retire}: the turn it ended goes on as this referee followed it).
   * @returns a rejected step (`rolled-already` {then: 'undo'}) while a roll waits for
   *   confirmation: the last roll, and the turn it ended, are not ruled again under it
   */
  undo(): DiceGameStep {
    if (this.pending) {
      const params: DiceGameRefereeRefusalParams['rolled-already'] = { then: 'undo' };
      return { ...emptyStep(), rejected: { code: 'rolled-already', message: 'the dice are rolled already: confirm the roll first', params } };
    }
    const step = this.session.act({ type: 'undo' }); // not rule(): its record is popped below, after the act
    if (!step.rejected && step.events.some((event) => event.type === 'retirementUndone')) {
      // The turn the leaving ended goes on as this referee followed it (a retirement made before a reload left nothing to put back).
      const followed = this.beforeRetirements.pop();
      if (followed) ({ roll: this.roll, rest: this.rest, keptFromRoll: this.keptFromRoll, notKept: this.notKept, restAfterNotKept: this.restAfterNotKept, asking: this.asking } = followed);
      return step;
    }
    return this.retryKeep(step);
  }

  /**
   * After a correction or its undo: rules again on dice set aside that the rules refused, or
   * on a roll whose dice seemed to change (the corrected face may be what the camera reads).
   */
  private retryKeep(step: DiceGameStep): DiceGameStep {
    const kind = this.asking?.kind;
    if (step.rejected || (kind !== 'refusedKeep' && kind !== 'changed')) return step;
    if (this.state.turn.phase !== 'rolled' || !this.latest) {
      this.asking = null;
      return step;
    }
    return mergeSteps(step, this.onRolledArena(this.latest));
  }

  /** A snapshot while the player must (`toRoll`) or may (`kept`) roll. */
  private onRollDue(snapshot: ArenaSnapshot): DiceGameStep {
    const before = inArena(this.baseline!);
    const now = inArena(snapshot);
    const beforeById = new Map(before.map((die) => [die.id, die]));
    const lost = before.filter((die) => !now.some((d) => d.id === die.id));
    this.followRest(lost, now);
    const added = now.filter((die) => !beforeById.has(die.id) && !this.isLostTrack(die, lost));
    const kept = now.filter((die) => beforeById.has(die.id));
    const facesChanged = !sameFaces(kept, kept.map((die) => beforeById.get(die.id)!));
    const moves = (die: SnapshotDie) => distanceDieSizes(die.box, beforeById.get(die.id)!.box);
    const isFar = (die: SnapshotDie) => moves(die) > this.config.rollMoveDieSizes;
    // A die that moved far or shows another face no longer lies as it lay: when none does, the
    // dice were rolled though they show the same faces (the tracker may pair a rolled die with
    // the one of another face that lay nearest, so one of them seems to have turned in place).
    const turned = (die: SnapshotDie) => {
      const face = readFace(die);
      const was = readFace(beforeById.get(die.id)!);
      return face !== null && was !== null && face !== was;
    };
    // A die that shows another face and lies more than half a die from where it lay was rolled,
    // though it landed near (the last die of a turn rolled again beside its place kept its track:
    // helper 164's generated game 6), where a misread die moves by nothing.
    const movedFar = kept.filter((die) => isFar(die) || (turned(die) && moves(die) > this.config.sameDieDieSizes)).length;
    const noneAsItLay = kept.length === now.length && kept.every((die) => isFar(die) || turned(die));
    const thrown = now.length > 0 && added.length + movedFar >= Math.ceil(now.length / 2)
      && (added.length > 0 || facesChanged || noneAsItLay);
    if (!thrown) {
      this.change = now.length < before.length ? 'removed' : moved(kept, beforeById, DEFAULT_SNAPSHOT_DIFF_CONFIG.minMoveDieSizes) ? 'moved' : 'none';
      this.baseline = snapshot;
      const watching = this.rest !== null;
      if (this.change === 'removed') {
        const step = this.keepMore(lost, now);
        if (step) return step;
      }
      const back = this.putBackReturned(added, snapshot);
      if (back) return back;
      // A question about a roll's dice is moot once they are being picked up.
      // (Dice asked about as too many, or as no roll, stand until dice are taken out.)
      const standsUntilRemoved = this.asking?.kind === 'wrongCount' || this.asking?.kind === 'notARoll';
      if (this.asking && (!standsUntilRemoved || this.change === 'removed')) this.asking = null;
      // Dice of the rest just taken out that do not score, while others of it stay: being
      // picked up to roll, or a misread scoring die set aside. Say so; a correction keeps it.
      if (watching && this.rest === null && this.notKept.length > 0 && now.length > 0) this.asking = this.notKeptQuestion();
      return emptyStep();
    }
    this.baseline = snapshot;
    // The dice of the last roll are rolled: no more of them are set aside. Those taken out
    // after the first keep and rolled with the others were picked up to roll, not kept.
    this.rest = null;
    const putBack = this.putBackRolled(snapshot);
    if (putBack) return mergeSteps(putBack, this.onThrown(snapshot));
    return this.onThrown(snapshot);
  }

  /** A snapshot that looks like a roll while one is due: rule it, or ask about its count. */
  private onThrown(snapshot: ArenaSnapshot): DiceGameStep {
    const now = inArena(snapshot);
    const { diceLeft, player } = this.state.turn;
    // Too few dice, just after dice that did not score were taken out: one may be a misread
    // scoring die set aside (its correction sets it aside, and this roll is ruled).
    const notKept = now.length < diceLeft ? this.notKept.filter((kept) => !now.some((die) => die.id === kept.id)) : [];
    // Another count than due after a keep, no die seen taken out that did not score: more dice
    // of the roll set aside and the others rolled at once (all of them, hot dice, and six rolled).
    if (now.length > 0 && now.length !== diceLeft && this.state.turn.lastKeep !== null && notKept.length === 0) {
      const step = this.setAsideAndRolled(snapshot, now);
      if (step) return step;
    }
    // As many dice as the next player rolls once this turn banks: the turn may have banked unseen.
    const banked = this.afterBank();
    const nextRoll = now.length !== diceLeft && notKept.length === 0 && banked !== null && banked.winners === null && now.length === banked.turn.diceLeft
      ? banked.players[banked.turn.player]! : null;
    if (nextRoll !== null && this.config.bankWhenNextTurnRolls) {
      // Nobody to press Bank: the turn banked, and the next player rolled.
      const bank = this.bank();
      if (!bank.rejected) return mergeSteps(bank, this.onThrown(snapshot));
    }
    if (this.config.bankWhenNextTurnRolls && banked?.winners && now.length === DICE_COUNT && now.length !== diceLeft && notKept.length === 0) {
      // A new turn's six dice after a bank that ends the game (a final turn past the score to
      // beat, a player alone reaching the target): the turn banked and the game is over.
      const bank = this.bank();
      if (!bank.rejected) {
        this.change = 'over';
        return bank;
      }
    }
    if (now.length !== diceLeft) {
      this.change = 'wrongCount';
      const params = { player: this.state.players[player]!, mustRoll: diceLeft, inArena: now.length, seen: now.map((die) => die.face), notKept: notKept.map((kept) => kept.face), nextRoll };
      this.asking = question('wrongCount', params, [...now.map((die) => die.id), ...notKept.map((kept) => kept.id)]);
      return emptyStep();
    }
    this.change = 'roll';
    return this.proposeRoll(snapshot, new Map());
  }

  /**
   * Dice of the last roll's rest gone from the arena (`lost`, against the dice `now` there)
   * while others of it stay: set them aside too when the rules take them, and say so.
   * @returns the keep's step, or null when it is no keep (nothing of the rest gone, all of it
   *   gone, or dice that do not score: being picked up, and the rest no longer watched)
   */
  private keepMore(lost: readonly SnapshotDie[], now: readonly SnapshotDie[]): DiceGameStep | null {
    const rest = this.rest;
    if (!rest || this.state.turn.phase !== 'kept' || this.state.turn.lastKeep === null) return null;
    const gone = lost.filter((die) => rest.has(die.id));
    if (gone.length === 0) return null;
    const faces = gone.map((die) => rest.get(die.id)!);
    // The whole rest taken out at once is being picked up to roll, unless it all scores with the
    // dice set aside before (hot dice: all six counted, the better play); the rules say which.
    const step = this.rule({ type: 'keep', faces });
    if (step.rejected) {
      this.rest = null;
      // Some of the rest left while others stay: a misread scoring die set aside, perhaps.
      if (step.rejected.code === 'non-scoring-die' && gone.length < rest.size) {
        this.notKept = gone.map((die, i) => ({ id: die.id, face: faces[i]! }));
        this.restAfterNotKept = new Map([...rest].filter(([id]) => !gone.some((die) => die.id === id)));
      }
      return null;
    }
    for (const die of gone) rest.delete(die.id);
    this.keptFromRoll.push(...gone.map((die, i) => ({ id: die.id, face: faces[i]!, first: false })));
    this.change = 'keep';
    this.asking = null;
    if (this.state.turn.lastKeep === null) this.rest = null;
    return step;
  }

  /** Dice of the rest whose track was lost where they lay (`lost`) are still there, under the new ids of `now`. */
  private followRest(lost: readonly SnapshotDie[], now: readonly SnapshotDie[]): void {
    const rest = this.rest;
    if (!rest) return;
    for (const die of now) {
      const old = lost.find((d) => rest.has(d.id) && this.isLostTrack(die, [d]));
      if (old && !rest.has(die.id)) {
        rest.set(die.id, rest.get(old.id)!);
        rest.delete(old.id);
      }
    }
  }

  /**
   * Dice set aside from the last roll that may have been put back or rolled: not seen lying
   * outside the arena in `snapshot`, in the order they were set aside.
   */
  private keptNotSeen(snapshot: ArenaSnapshot): KeptDie[] {
    return this.keptFromRoll.filter((kept) => kept.id === null || !snapshot.dice.some((die) => die.id === kept.id && !die.inArena));
  }

  /** Puts back the dice `taken` of those set aside (`putBack`) and forgets them. @returns the step, or null when the rules refuse */
  private putBackKept(taken: readonly KeptDie[]): DiceGameStep | null {
    const step = this.rule({ type: 'putBack', faces: taken.map((kept) => kept.face) });
    if (step.rejected) return null;
    this.keptFromRoll = this.keptFromRoll.filter((kept) => !taken.includes(kept));
    return step;
  }

  /**
   * A roll of another count than due, just after dice were set aside one at a time: as many of
   * the last of them (not seen lying outside the arena) as explain the count were picked up to
   * be rolled again, not kept (also dice that made hot dice). Puts them back. Dice of the first
   * keep count only while the camera sees dice set aside lying outside the arena: then a die
   * of it not seen there was picked up; otherwise it may just lie out of view.
   * @returns the step, or null when the count is not explained so
   */
  private putBackRolled(snapshot: ArenaSnapshot): DiceGameStep | null {
    const { phase, lastKeep, diceLeft } = this.state.turn;
    const rolled = inArena(snapshot).length;
    if (phase !== 'kept' || !lastKeep || rolled === diceLeft) return null;
    const notSeen = this.keptNotSeen(snapshot);
    const asideInView = notSeen.length < this.keptFromRoll.length;
    const candidates = asideInView ? notSeen : notSeen.filter((kept) => !kept.first);
    const count = rolled - lastKeep.rest.length;
    if (count < 1 || count > candidates.length) return null;
    return this.putBackKept(candidates.slice(-count));
  }

  /**
   * Dice new in the arena (`added`, before the next roll) that are dice set aside from the
   * roll, put back: the same track, or one showing such a die's face. Puts them back (the rules
   * refuse to put back all of them: one scoring die stays).
   * @returns the step, or null when none is
   */
  private putBackReturned(added: readonly SnapshotDie[], snapshot: ArenaSnapshot): DiceGameStep | null {
    const rest = this.rest;
    if (!rest || this.state.turn.phase !== 'kept' || added.length === 0) return null;
    const candidates = this.keptNotSeen(snapshot);
    const taken: KeptDie[] = [];
    const returned: SnapshotDie[] = [];
    for (const die of added) {
      const face = readFace(die);
      const free = candidates.filter((kept) => !taken.includes(kept));
      const kept = free.find((k) => k.id === die.id) ?? free.filter((k) => k.face === face).at(-1);
      if (!kept || face === null) continue;
      taken.push(kept);
      returned.push(die);
    }
    if (taken.length === 0) return null;
    const step = this.putBackKept(taken);
    if (!step) return null;
    for (const die of returned) rest.set(die.id, readFace(die)!);
    this.change = 'putBack';
    this.asking = null;
    return step;
  }

  /**
   * A roll is in the arena: rule it, or first ask about the dice that are unreadable or read
   * with a low confidence and that the players have not answered for.
   */
  private proposeRoll(snapshot: ArenaSnapshot, answers: Map<DieId, Face>): DiceGameStep {
    const dice = inArena(snapshot);
    const doubtful = dice.filter((die) => !answers.has(die.id) && (readFace(die) === null || die.confidence < this.config.minConfidence));
    const wait = this.config.askWhenUnsure ? doubtful.length > 0 : doubtful.some((die) => readFace(die) === null);
    if (wait) {
      // Ask; or, with nobody to ask, wait without a question for a settle where every die reads.
      const kept = new Map([...answers].filter(([id]) => dice.some((die) => die.id === id)));
      this.pending = { snapshot, answers: kept };
      const asked = dice.filter((die) => kept.has(die.id) || doubtful.includes(die));
      this.asking = !this.config.askWhenUnsure ? null
        : question('confirmRoll', { dice: asked.map((die) => ({ id: die.id, face: readFace(die) })) }, asked.map((die) => die.id));
      return emptyStep();
    }
    this.asking = null;
    return this.ruleRoll(snapshot, answers);
  }

  /** Rules the roll `snapshot` shows, with the players' `answers` over what was read. */
  private ruleRoll(snapshot: ArenaSnapshot, answers: ReadonlyMap<DieId, Face>): DiceGameStep {
    const dice = leftToRight(inArena(snapshot));
    const faces = dice.map((die) => answers.get(die.id) ?? readFace(die)!);
    const step = this.rule({ type: 'roll', faces });
    this.baseline = snapshot;
    if (!step.rejected) {
      this.rest = null;
      this.keptFromRoll = [];
      this.notKept = [];
      this.restAfterNotKept = null;
    }
    if (!step.rejected) this.roll = { order: dice.map((die) => die.id), seen: new Map(dice.map((die) => [die.id, die])), ignored: new Set() };
    return step;
  }

  /** A snapshot while the player must set aside scoring dice of the roll. */
  private onRolledArena(snapshot: ArenaSnapshot): DiceGameStep {
    this.baseline = snapshot;
    // A resumed game whose roll the camera has not seen yet (asked to put it back): at every look, not only the first.
    if (!this.roll) return this.adoptRollOrRuleRolled(snapshot);
    const roll = this.roll;
    const now = inArena(snapshot).filter((die) => !roll.ignored.has(die.id));
    const wasMoved = moved(now, roll.seen, DEFAULT_SNAPSHOT_DIFF_CONFIG.minMoveDieSizes);
    // Asked to put the roll back, the players did: its dice are known by their faces, whatever
    // track ids the tracker gave them while they were moved.
    if (this.asking?.kind === 'changed') this.pairByFace(now);
    let missing = roll.order.filter((id) => !now.some((die) => die.id === id));
    // After asking for dice to be put back, a die showing the face of a missing die of the
    // roll is that die; otherwise only one lying where it lay (its track was lost). With nobody
    // to ask (photos, a recording), nobody puts them back: a die is that die only where it lay.
    const askedBack = this.config.askWhenUnsure && this.asking !== null && this.asking.kind !== 'confirmRoll';
    const strangers: SnapshotDie[] = [];
    for (const die of now) {
      if (roll.seen.has(die.id)) continue;
      const face = readFace(die);
      const twin = face === null ? undefined : missing.find((id) => {
        const old = roll.seen.get(id)!;
        if (this.ruledFace(id) !== face && old.face !== face) return false;
        return askedBack || distanceDieSizes(old.box, die.box) <= this.config.sameDieDieSizes;
      });
      if (twin === undefined) {
        strangers.push(die);
        continue;
      }
      roll.order[roll.order.indexOf(twin)] = die.id;
      roll.seen.delete(twin);
      roll.seen.set(die.id, die);
      missing = missing.filter((id) => id !== twin);
    }
    // A die showing another face where it lay is a misreading (it keeps its ruled face); one
    // that also moved was turned or re-rolled.
    const turned = now.filter((die) => {
      const old = roll.seen.get(die.id);
      return old !== undefined && die.face !== old.face && readFace(die) !== this.ruledFace(die.id)
        && distanceDieSizes(old.box, die.box) > this.config.sameDieDieSizes;
    });
    if (strangers.length > 0 || turned.length > 0) {
      // Most of the dice new or moved far: dice set aside and the others rolled at once, or the
      // whole roll set aside (hot dice) and six rolled (not once the players were asked to put
      // the roll back: dice put back part-way could look so; with nobody to ask, photos or a
      // recording, nobody puts them back, and a keep and a roll after a change are ruled).
      const rolledFar = now.filter((die) => {
        const old = roll.seen.get(die.id);
        return !old || distanceDieSizes(old.box, die.box) > this.config.rollMoveDieSizes;
      });
      if (!(askedBack && this.asking?.kind === 'changed') && rolledFar.length >= Math.ceil(now.length / 2)) {
        // Two or more followed dice that moved showing other faces (a push keeps a die's face): shuffled by a roll.
        const shuffled = turned.length >= 2;
        const step = this.setAsideAndRolled(snapshot, now, false, shuffled) ?? (this.config.bankWhenNextTurnRolls ? this.keptAndBanked(snapshot, now) : null);
        if (step) return step;
      }
      this.change = 'changed';
      const params: DiceGameQuestionParams['changed'] = {
        player: this.state.players[this.state.active]!, roll: [...this.state.turn.roll!], notBanked: this.config.bankWhenNextTurnRolls ? this.notBanked(now.length) : null,
        nextRoll: this.config.bankWhenNextTurnRolls ? null : this.keptAndBankedRoll(now.length),
      };
      this.asking = question('changed', params, [...turned, ...strangers].map((die) => die.id));
      return emptyStep();
    }
    for (const die of now) {
      const old = roll.seen.get(die.id)!;
      roll.seen.set(die.id, readFace(die) === this.ruledFace(die.id) ? die : { ...die, face: old.face });
    }
    if (missing.length === 0) {
      this.change = wasMoved ? 'moved' : 'none';
      this.asking = null;
      return emptyStep();
    }
    this.change = 'keep';
    const setAside = roll.order.filter((id) => missing.includes(id));
    const faces = setAside.map((id) => this.ruledFace(id));
    const left = new Map(roll.order.filter((id) => !missing.includes(id)).map((id) => [id, this.ruledFace(id)]));
    const step = this.rule({ type: 'keep', faces });
    if (step.rejected) {
      const again = this.asking?.kind === 'refusedKeep' && sameItems(this.asking.dieIds, setAside);
      this.asking = question('refusedKeep', {
        player: this.state.players[this.state.active]!, faces, allDice: setAside.length === roll.order.length,
        refusal: { code: step.rejected.code, message: step.rejected.message, params: step.rejected.params },
      }, setAside);
      return again ? emptyStep() : step;
    }
    this.asking = null;
    this.roll = null;
    this.rest = this.state.turn.lastKeep === null ? null : left;
    this.keptFromRoll = setAside.map((id, i) => ({ id, face: faces[i]!, first: true }));
    return step;
  }

  /**
   * A resumed game in the middle of a roll whose dice the camera has not seen: takes the arena's
   * dice as the roll's ({@link adoptRoll}), or, other dice than the roll's lying there, dice set
   * aside and the others rolled while the page was away (all six set aside, hot dice, and six
   * rolled), when the rules allow it. Dice showing only faces of the roll may be some of its dice,
   * the others hidden or not put back yet: taken as rolled only when a single set of dice set
   * aside explains them.
   */
  private adoptRollOrRuleRolled(snapshot: ArenaSnapshot): DiceGameStep {
    this.adoptRoll(snapshot);
    const now = inArena(snapshot);
    const faces = now.map(readFace);
    const rollFaces = this.state.turn.roll ?? [];
    const newFaces = faces.some((face) => face === null) || withoutFaces(faces as Face[], rollFaces).length > 0;
    const step = this.asking?.kind === 'restoreRoll' && now.length > 0 ? this.setAsideAndRolled(snapshot, now, !newFaces) : null;
    return step ?? emptyStep();
  }

  /**
   * A resumed game in the middle of a roll: takes the arena's dice as the roll's when their
   * faces are the roll's (unreadable dice fill the faces left), else asks for them.
   */
  private adoptRoll(snapshot: ArenaSnapshot): void {
    const faces = this.state.turn.roll ?? [];
    const dice = leftToRight(inArena(snapshot));
    const order: (DieId | undefined)[] = faces.map(() => undefined);
    const free = new Set(dice);
    for (const [i, face] of faces.entries()) {
      const die = [...free].find((d) => readFace(d) === face);
      if (die) {
        order[i] = die.id;
        free.delete(die);
      }
    }
    for (const [i] of faces.entries()) {
      const die = order[i] === undefined ? [...free].find((d) => readFace(d) === null) : undefined;
      if (die) {
        order[i] = die.id;
        free.delete(die);
      }
    }
    if (dice.length === faces.length && order.every((id) => id !== undefined)) {
      this.roll = { order: order as DieId[], seen: new Map(dice.map((die) => [die.id, die])), ignored: new Set() };
      this.asking = null;
      return;
    }
    const nextRoll = this.config.bankWhenNextTurnRolls ? null : this.keptAndBankedRoll(dice.length);
    this.asking = question('restoreRoll', { player: this.state.players[this.state.active]!, roll: [...faces], nextRoll }, []);
  }

  /**
   * A game resumed after dice were set aside from a roll: the arena's dice are the rest of
   * that roll when they show its faces (more of them may then be set aside).
   * @returns whether they were taken as the rest
   */
  private adoptRest(snapshot: ArenaSnapshot): boolean {
    const lastKeep = this.state.turn.phase === 'kept' ? this.state.turn.lastKeep : null;
    const dice = inArena(snapshot);
    const key = (faces: readonly (Face | null)[]) => faces.map((face) => face ?? '?').sort().join();
    if (!lastKeep || dice.length === 0 || key(dice.map(readFace)) !== key(lastKeep.rest)) return false;
    this.rest = new Map(dice.map((die) => [die.id, readFace(die)!]));
    this.keptFromRoll = lastKeep.faces.map((face, i) => ({ id: null, face, first: i === 0 }));
    return true;
  }

  /** Dice already lying in the arena at the first look, while a roll is due: say they are no roll. */
  private askNotARoll(snapshot: ArenaSnapshot): void {
    const lying = inArena(snapshot);
    if (lying.length === 0) return;
    const params = { player: this.state.players[this.state.active]!, inArena: lying.length, mustRoll: this.state.turn.diceLeft };
    this.asking = question('notARoll', params, lying.map((die) => die.id));
  }

  /**
   * Whether the players can set die `id`'s face now: a die of the roll waiting for
   * confirmation, or a die of the last roll that {@link correct} can correct.
   */
  canSetFace(id: DieId): boolean {
    if (this.pending?.snapshot.dice.some((die) => die.id === id)) return true;
    if (this.notKept.some((kept) => kept.id === id)) return true;
    return this.state.lastRoll !== null && this.roll?.order.includes(id) === true;
  }

  /**
   * A player's action (a roll, keep, bank, put back or correction) through the rules; then, once
   * they can take no retirement back (their `retiredFrom` cleared: src/rules/dice-game/reduce.ts),
   * {@link beforeRetirements} is emptied, so that what each leaving dropped is not kept for the
   * rest of the game. `undo` and `retirePlayer` go to the session itself ({@link undo} pops its record after).
   * @returns the session's step (a refusal as `rejected`)
   */
  private rule(action: DiceGameAction): DiceGameStep {
    const step = this.session.act(action);
    if (!this.state.retiredFrom) this.beforeRetirements.length = 0;
    return step;
  }

  /**
   * Whether {@link retire} can rule now: two players or more are still in (src/rules/dice-game/apply.ts
   * `retire`), and no roll waits for confirmation.
   */
  get canRetire(): boolean {
    return !this.pending && diceGame.legalActions(this.state).includes('retirePlayer');
  }

  /**
   * The player at `seat` leaves the game (src/rules/dice-game/apply.ts `retire`, our reading):
   * when it was his turn, it ends unbanked and what this referee followed of it (the roll, the
   * dice set aside, the question about them) is dropped, as after a bank. `undo` takes it back,
   * and what was dropped with it: the turn goes on as followed before. Does nothing when
   * {@link canRetire} is false.
   */
  retire(seat: number): DiceGameStep {
    if (!this.canRetire) return emptyStep();
    const active = this.state.active === seat;
    const followed = this.followedTurn();
    const step = this.rule({ type: 'retirePlayer', seat }); // a leaving keeps the rules' retiredFrom
    if (step.rejected) return step;
    this.beforeRetirements.push(active ? followed : null);
    if (active) {
      this.roll = null;
      this.rest = null;
      this.keptFromRoll = [];
      this.notKept = [];
      this.restAfterNotKept = null;
      this.asking = null;
    }
    return step;
  }

  /** A copy of what this referee follows of the turn ({@link FollowedTurn}). */
  private followedTurn(): FollowedTurn {
    return structuredClone({
      roll: this.roll, rest: this.rest, keptFromRoll: this.keptFromRoll, notKept: this.notKept,
      restAfterNotKept: this.restAfterNotKept, asking: this.asking,
    });
  }

  /** Whether `undo` takes back a correction now: there is one, and no roll waits for confirmation. */
  get canUndo(): boolean {
    return !this.pending && diceGame.legalActions(this.state).includes('undo');
  }

  /**
   * What {@link undo} takes back now, for the Undo button to say it: `retirement` a player's
   * leaving, `correction` the last correction (src/rules/dice-game/apply.ts `undoTakesBack`);
   * `null` when {@link canUndo} is false.
   */
  get undoTakesBack(): 'correction' | 'retirement' | null {
    return this.canUndo ? undoTakesBack(this.state) : null;
  }

  /**
   * Whether `bank` banks now: the rules take it (the-dice-game-en.txt, "Taking a turn"), or the dice
   * in the arena are asked about as the roll changed (or, after a reload, as not the roll's) when
   * they may be the next player's roll after a bank unseen; never while a roll waits for confirmation.
   */
  get canBank(): boolean {
    if (this.pending) return false;
    const asked = this.asking;
    const bankUnseen = (asked?.kind === 'changed' || asked?.kind === 'restoreRoll') && asked.params.nextRoll !== null;
    return diceGame.legalActions(this.state).includes('bank') || bankUnseen || this.rollCanBank;
  }

  /**
   * Whether die `id` is one of the dice of the roll waiting for the players' confirmation (asked
   * about or not): a face the players give it is an answer ({@link answer}), not a correction of
   * the last roll's die the tracker may have given the same id.
   */
  isBeingConfirmed(id: DieId): boolean {
    return this.pending !== null && inArena(this.pending.snapshot).some((die) => die.id === id);
  }

  /**
   * The face the standing question gives die `id` where the camera may no longer show it: a die
   * of a set refused or not kept (`refusedKeep`, `notKept`: `faces` in the order of `dieIds`),
   * or one taken out after a keep and not kept (`wrongCount`: `notKept`, the last of `dieIds`);
   * `undefined` for any other die or question.
   */
  questionFace(id: DieId): Face | undefined {
    const question = this.asking;
    if (!question) return undefined;
    const at = question.dieIds.indexOf(id);
    if (at < 0) return undefined;
    if (question.kind === 'refusedKeep' || question.kind === 'notKept') return question.params.faces[at];
    if (question.kind === 'wrongCount') return question.params.notKept[at - (question.dieIds.length - question.params.notKept.length)];
    return undefined;
  }

  /**
   * Dice of the last roll whose face the rules hold differs from the one the camera read (a
   * correction), by die; none of a roll waiting for confirmation, whose dice are rolled anew
   * though the tracker may have given one of them a die of the last roll's id.
   */
  get givenFaces(): ReadonlyMap<DieId, Face> {
    const given = new Map<DieId, Face>();
    if (!this.roll) return given;
    for (const id of this.roll.order) {
      if (this.isBeingConfirmed(id)) continue;
      const ruled = this.ruledFace(id);
      if (ruled !== undefined && ruled !== this.roll.seen.get(id)?.face) given.set(id, ruled);
    }
    return given;
  }

  /**
   * Pairs the dice `now` in the arena with the standing roll's dice: a die keeps its own place
   * in the roll when it shows that place's ruled face or lies where it lay (a die misread in
   * place keeps its ruled face), and the others are paired by face, when each of them shows a
   * face the places left have (as a multiset: the roll put back, whole or less the dice set
   * aside), each taking the nearest place of its face. Places no die takes get fresh ids
   * (negative: never a tracker's), so that they count as set aside. When some die shows a face
   * no free place has, nothing changes.
   */
  private pairByFace(now: readonly SnapshotDie[]): void {
    const roll = this.roll!;
    const places = roll.order.map((id, index) => ({ id, index, face: this.ruledFace(id), old: roll.seen.get(id) }));
    const taken = new Map<number, SnapshotDie>();
    const others: SnapshotDie[] = [];
    for (const die of now) {
      const own = places.find((place) => place.id === die.id);
      const inPlace = own?.old !== undefined && distanceDieSizes(own.old.box, die.box) <= this.config.sameDieDieSizes;
      if (own && (own.face === readFace(die) || inPlace)) taken.set(own.index, die);
      else others.push(die);
    }
    const left = places.filter((place) => !taken.has(place.index)).map((place) => place.face);
    for (const die of others) {
      const face = readFace(die);
      const i = face === null ? -1 : left.indexOf(face);
      if (i < 0) return;
      left.splice(i, 1);
    }
    for (const die of others) {
      const free = places.filter((place) => !taken.has(place.index) && place.face === readFace(die));
      const distance = (place: (typeof places)[number]) => (place.old ? distanceDieSizes(place.old.box, die.box) : Infinity);
      const nearest = free.reduce((best, place) => (distance(place) < distance(best) ? place : best), free[0]!);
      taken.set(nearest.index, die);
    }
    const fresh = () => Math.min(-1, ...roll.order, ...now.map((die) => die.id)) - 1;
    const seen = new Map<DieId, SnapshotDie>();
    for (const place of places) {
      const die = taken.get(place.index);
      const id = die?.id ?? fresh();
      roll.order[place.index] = id;
      if (die) seen.set(id, die);
      else if (place.old) seen.set(id, { ...place.old, id });
    }
    roll.seen = seen;
  }

  /** The face the rules hold for die `id` of the last roll (corrections included). */
  private ruledFace(id: DieId): Face {
    const index = this.roll!.order.indexOf(id);
    return (this.state.lastRoll?.faces ?? this.state.turn.roll ?? [])[index]!;
  }

  /** Whether `die`, new in the arena, is one of the `lost` dice whose track was lost. */
  private isLostTrack(die: SnapshotDie, lost: readonly SnapshotDie[]): boolean {
    return lost.some((old) => old.face === die.face && distanceDieSizes(old.box, die.box) <= this.config.sameDieDieSizes);
  }
}

/**
 * The game `state` would be in after `action`, without playing it (to ask the rules what a keep
 * or a bank would leave).
 * @throws RuleError when the rules refuse `action`
 */
function played(state: DiceGameState, action: DiceGameAction): DiceGameState {
  return diceGame.apply(state, action).reduce(diceGame.reduce, state);
}

/**
 * A question of kind `kind` about dice `dieIds` (tracker ids), its English `message` worded
 * from `params` by src/referee/messages/dice-game-questions.ts, as every language is.
 */
function question<K extends keyof DiceGameQuestionParams>(kind: K, params: DiceGameQuestionParams[K], dieIds: DieId[]): DiceGameQuestion {
  const word = questionsEn[kind] as DiceGameQuestionTexts[K];
  return { kind, message: word(params, (refusal) => refusal.message), params, dieIds } as DiceGameQuestion;
}

