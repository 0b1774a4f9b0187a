/**
 * The Strike referee: drives the rules engine from settled arenas (one after each throw) and
 * collects what to announce. The rules stay in src/rules/strike; the log lives in a
 * {@link GameSession}.
 */
import { announceThrowAgain, isNumbered, REROLL_NOT_PUT_BACK_FACE, startDiceDue, strike, throwCountRefusal, type StrikeAction, type StrikeAnnouncement, type StrikeConfig, type StrikeEvent, type StrikeState } from '../rules/strike/index.ts';
import type { Face } from '../core/types.ts';
import { emptyStep, GameSession, mergeSteps, type SessionStep } from './gameSession.ts';
import * as refusalTexts from './messages/strike-refusals.ts';
import { mostDiceBeforeStart } from './startDie.ts';
import { newFaces, type SettledArena } from './throwFromReading.ts';

/**
 * Events after which the thrower's choice to throw again or pass, where it still stands, is
 * said again in place of the rules' closing "Ann's turn." ({@link StrikeReferee.act}): a die said
 * flown out of sight taken back, and a player coming back (Undo of a leaving). Another player's
 * leaving itself is said alone (src/rules/strike/announce.ts: it changes nothing for the thrower).
 */
const CHOICE_SAID_AGAIN_AFTER: ReadonlySet<StrikeEvent['type']> = new Set(['missedThrowUndone', 'retirementUndone']);

/** What one referee step did. */
export type RefereeStep = SessionStep<StrikeEvent>;

/**
 * Params of the refusals the Strike referees add to the engine's (whose shapes are in
 * src/rules/strike/refusals.ts), by code:
 * - `reroll-not-placed` {expected}: the arena did not gain exactly the `expected` re-rolled
 *   dice beside the dice already there ({@link StrikeReferee});
 * - `no-start-die` {out, leaning}: the game waits for its start die and the arena shows no die
 *   lying flat in it (`out` dice outside it, `leaning` not flat) ({@link StrikeReferee});
 * - `start-die-not-alone` {inArena, startDice}: the game waits for its `startDice` start dice
 *   (placed and due) and the arena holds `inArena` dice, more than they and a first throw of one
 *   die (src/referee/startDie.ts `mostDiceBeforeStart`: the live referee asks for exactly one
 *   start die) ({@link StrikeReferee});
 * - `no-such-die` {dieId}: a correction names tracked die `dieId` (a track id from
 *   src/tracking, not an arena index), which is not in play (src/referee/liveStrikeReferee.ts).
 *   The engine's `no-such-die` has {index, arenaDice} instead;
 * - `answer-first` {undoing?, passing?}: a correction, an undo or a pass while the live referee
 *   waits for the players to confirm a throw or answer a question about it
 *   (src/referee/liveStrikeReferee.ts): a correction that ruled the last throw again, or a pass,
 *   could give the waiting throw to another player.
 */
export type StrikeRefereeRefusalParams = {
  'reroll-not-placed': { expected: number };
  'no-start-die': { out: number; leaning: number };
  'start-die-not-alone': { inArena: number; startDice: number };
  'no-such-die': { dieId: number };
  /** `undoing`: an undo was asked for, not a correction; `passing`: a pass. */
  'answer-first': { undoing?: true; passing?: true };
};

/**
 * Why a die cannot be ruled thrown out of sight ({@link StrikeReferee.missedDieRefusal}):
 * `startDie`, `reroll`, `allIn`, `over` or `unseenFaces`.
 */
export type MissedDieRefusal = 'startDie' | 'reroll' | 'allIn' | 'over' | 'unseenFaces';

/** Referee options. */
export interface StrikeRefereeOptions {
  /**
   * When all dice differ after a throw, the thrower throws again (true: the referee says he may
   * throw another die or pass, and waits) or passes (false, default). The rulebook leaves it to
   * him (strike-en.txt, Different numbers on all dice); a photo sequence cannot tell, so the
   * referee assumes one or the other.
   */
  keepThrowing?: boolean;
  /**
   * The dice of an all-in throw that are not in view count as outside the arena (true: photos
   * and recordings, where no later view will show them; see {@link withUnseenDiceOut}), or the
   * arena is refused until they show (false, default: live play, where a heap of dice may still
   * spread or a hand hide some).
   */
  unseenDiceOut?: boolean;
  /**
   * Dice outside the arena may lie beside it rather than have left it with this throw (true:
   * photos, where nothing follows a die from one photo to the next, so an X die taken out and
   * set beside the box, or a player's stock, shows in every later photo): only as many count as
   * thrown out as the throw needs, the fewest the rules' counts allow (see {@link thrownOut}).
   * False (default): every die outside the arena left it with this throw (the live referee
   * passes only the dice that newly left it).
   */
  diceBesideArena?: boolean;
}

/** Referees one game of Strike from a sequence of settled arenas. */
export class StrikeReferee {
  private session: GameSession<StrikeConfig, StrikeState, StrikeAction, StrikeEvent> | undefined;
  private readonly keepThrowing: boolean;
  private readonly unseenDiceOut: boolean;
  private readonly diceBesideArena: boolean;

  constructor(private readonly config: StrikeConfig, options: StrikeRefereeOptions = {}) {
    this.keepThrowing = options.keepThrowing ?? false;
    this.unseenDiceOut = options.unseenDiceOut ?? false;
    this.diceBesideArena = options.diceBesideArena ?? false;
  }

  /**
   * A referee for a game already in progress, rebuilt from its saved event log.
   * @throws Error when the log is empty or does not fold
   */
  static resume(log: readonly StrikeEvent[], options: StrikeRefereeOptions = {}): StrikeReferee {
    const first = log[0];
    if (!first || first.type !== 'gameStarted') throw new Error('a saved Strike game starts with its gameStarted event');
    const referee = new StrikeReferee({ players: first.players, edition: first.edition, tournament: first.tournament }, options);
    referee.session = GameSession.resume(strike, log);
    return referee;
  }

  /** The game state now (plain JSON). @throws Error before {@link start} */
  get state(): StrikeState {
    return this.game().state;
  }

  /** The game's event log so far. */
  get events(): readonly StrikeEvent[] {
    return this.session?.events ?? [];
  }

  /**
   * The thrower's choice to throw another die or pass, while it stands (keepThrowing, and every
   * die differs after a throw this turn: {@link announceThrowAgain}), as the `throwAgain`
   * announcement said after that throw; `null` otherwise (keepThrowing off, or before a throw
   * this turn, or once the game is over). Another player's leaving leaves it standing.
   * @throws Error before {@link start}
   */
  get throwAgainChoice(): StrikeAnnouncement | null {
    return this.keepThrowing ? announceThrowAgain(this.game().state) : null;
  }

  /**
   * Sets up the game. By default it also places the start die(s) unseen, for photo
   * sequences where the first throw's photo shows them; a live referee passes
   * `placeStartDie: false` and places the start die from what the camera sees.
   * @throws RuleError when the configuration is impossible
   */
  start(options: { placeStartDie?: boolean } = {}): RefereeStep {
    const { session, step } = GameSession.start(strike, this.config);
    this.session = session;
    while ((options.placeStartDie ?? true) && session.state.phase === 'startDie' && !step.rejected) {
      mergeSteps(step, session.act({ type: 'placeStartDie', face: null }));
    }
    return step;
  }

  /**
   * The arena has settled after a throw (or after re-rolled dice were put back): rule on it.
   * A reading the rules cannot explain is rejected and the game stays as it was.
   * @param options.unseenDiceOut overrides the referee's own {@link StrikeRefereeOptions.unseenDiceOut}
   *   for this arena
   * @param options.playersSayFlewOut the players say the dice of an all-in throw not in view flew
   *   out: they are counted out however many they are (not only when half the stock shows:
   *   {@link withUnseenDiceOut})
   * @param options.missed the players say the throw's die flew out of sight (the live referee's
   *   `dieMissed`): the rules' `throw` with `missed`, which `undo` can take back
   */
  observe(seen: SettledArena, options: { unseenDiceOut?: boolean; playersSayFlewOut?: boolean; missed?: boolean } = {}): RefereeStep {
    const game = this.game();
    if (game.state.phase === 'startDie') return this.placeStartDice(seen);
    if (game.state.phase === 'reroll') return this.placeRerolled(seen);
    const thrower = game.state.current;
    const settle = (arena: SettledArena): SettledArena => (options.playersSayFlewOut ? withUnseenDiceOut(game.state, arena, true)
      : (options.unseenDiceOut ?? this.unseenDiceOut) ? withUnseenDiceOut(game.state, arena) : arena);
    const { arena, out, leaning } = settle(this.diceBesideArena ? thrownOut(game.state, seen, settle) : seen);
    const step = game.act({ type: 'throw', arena, out, leaning, ...(options.missed === true ? { missed: true as const } : {}) });
    if (!step.rejected) this.afterThrow(step, thrower);
    return step;
  }

  /**
   * A ruled throw after which every die differs: the thrower may go on or pass (the referee's
   * keepThrowing says which: a pass, or the `throwAgain` announcement added to `step`).
   */
  private afterThrow(step: RefereeStep, thrower: number): void {
    const game = this.game();
    const after = game.state;
    if (after.phase !== 'throw' || after.current !== thrower || after.throwsThisTurn === 0) return;
    if (!this.keepThrowing) {
      mergeSteps(step, game.act({ type: 'pass' }));
    } else {
      const choice = announceThrowAgain(after);
      if (choice) step.announcements.push(choice);
    }
  }

  /**
   * Why {@link dieMissed} cannot rule now, or `null` when it can: `startDie` the game waits for
   * its start die, `reroll` for a die re-rolled and put back, `allIn` the thrower is to throw
   * every die at once after a big hit (the dice of that throw not in view are counted out of
   * the arena with it: {@link withUnseenDiceOut}), `over` the game is won, `unseenFaces` a die of
   * the arena was placed unseen (its face unknown, so the arena cannot be ruled as it lies).
   */
  get missedDieRefusal(): MissedDieRefusal | null {
    return missedDieRefusal(this.state);
  }

  /**
   * The players say the thrower's die flew out of sight and never landed in the arena (off the
   * table): no photo or view shows it, so it is ruled as a throw of one die outside the arena,
   * the arena as the rules left it. "Any dice which fly out of the arena (or never land in it)
   * must be removed … This unfortunate event does not automatically end your turn"
   * (strike-en.txt, That was probably niX!): the thrower then throws again or passes, as after
   * any throw whose dice all differ (the referee's keepThrowing). The live referee's
   * counterpart, which rules the arena the camera sees, is src/referee/liveStrikeReferee.ts
   * `dieMissed`.
   * Does nothing (an empty step) when {@link missedDieRefusal} says why it cannot rule now.
   * @returns the step (the rules' events and announcements; their refusal, if any)
   */
  dieMissed(): RefereeStep {
    if (this.missedDieRefusal !== null) return emptyStep();
    const game = this.game();
    const thrower = game.state.current;
    const arena = game.state.arena.filter((face): face is Face => face !== null);
    const step = game.act({ type: 'throw', arena, out: 1, leaning: 0, missed: true });
    if (!step.rejected) this.afterThrow(step, thrower);
    return step;
  }

  /** The current player ends his turn. */
  pass(): RefereeStep {
    return this.game().act({ type: 'pass' });
  }

  /**
   * Any other Strike action (start die, corrections, undo), as the players ask for it. A
   * correction that rules the last throw again (`throwRuledAgain`) is followed as a throw is.
   * An undo that takes the game back to a thrower's choice to throw again or pass (a die said
   * flown out of sight taken back), and the undo of a player's leaving while the thrower still
   * has that choice, say that choice again, as it was said before (`throwAgain`, not the rules'
   * "Ann's turn.", which would sound like a new turn: keepThrowing). Another player's leaving
   * is said alone (the rules' announce.ts), the choice standing as it was.
   */
  act(action: StrikeAction): RefereeStep {
    const step = this.game().act(action);
    const again = step.events.find((event) => event.type === 'throwRuledAgain');
    if (again && !step.rejected) this.afterThrow(step, again.player);
    if (step.events.some((event) => CHOICE_SAID_AGAIN_AFTER.has(event.type))) this.choiceSaidAgain(step);
    return step;
  }

  /**
   * After an undo, the rules' closing "whose turn it is" (src/rules/strike/announce.ts
   * `whereTheGameStands`) replaced by the thrower's choice where the game stands at one
   * (keepThrowing: every die differs after a throw this turn, {@link announceThrowAgain}).
   */
  private choiceSaidAgain(step: RefereeStep): void {
    const choice = this.throwAgainChoice;
    const last = step.announcements.at(-1);
    if (choice && last?.type === 'turn') step.announcements[step.announcements.length - 1] = choice;
  }

  /**
   * The game waits for its start dice (started with `placeStartDie: false`): the first dice
   * seen flat in the arena are the start dice (Setup: "place it in the arena as the start
   * die"); dice the rules still need and the photo lacks are placed unseen; one further die
   * makes the photo the arena after the first throw, which is then ruled as such. An arena
   * holding more dice than that (src/referee/startDie.ts `mostDiceBeforeStart`, the live
   * referee's rule too) is refused whole (`start-die-not-alone`): nothing is placed. Which die
   * was the start die does not matter: the rules keep the arena's faces, not their places.
   * A lone start die showing X, where the edition rolls it, is to be rolled again: nothing is
   * placed, and the next arena's die is the start die.
   */
  private placeStartDice(seen: SettledArena): RefereeStep {
    const game = this.game();
    if (seen.arena.length === 0) {
      // Nothing to take as the start die: the photo is skipped rather than a die placed unseen,
      // which would make the next photo's start die look like the same die unmoved.
      const params: StrikeRefereeRefusalParams['no-start-die'] = { out: seen.out, leaning: seen.leaning };
      return { events: [], announcements: [], rejected: { code: 'no-start-die', message: refusalTexts.en['no-start-die'](params), params } };
    }
    const startDice = game.state.arena.length + startDiceDue(game.state);
    const inArena = seen.arena.length + seen.leaning;
    if (inArena > mostDiceBeforeStart(game.state)) {
      // Which die is the start die, and which throws came after it, cannot be told: the live
      // referee asks for exactly one start die (src/referee/liveStrikeReferee.ts `placeStartDie`).
      const params: StrikeRefereeRefusalParams['start-die-not-alone'] = { inArena, startDice };
      return { events: [], announcements: [], rejected: { code: 'start-die-not-alone', message: refusalTexts.en['start-die-not-alone'](params), params } };
    }
    const step: RefereeStep = emptyStep();
    // A start die shows a numbered face (strike-en.txt, Setup): the numbered dice are taken
    // first, whatever order the reader listed the dice in; an X among them is the first throw's.
    const faces = [...seen.arena.filter(isNumbered), ...seen.arena.filter((face) => !isNumbered(face))];
    let used = 0;
    while (game.state.phase === 'startDie' && used < faces.length) {
      const placed = game.act({ type: 'placeStartDie', face: faces[used++]! });
      if (mergeSteps(step, placed).rejected) return step;
      // A rolled start die showing X is rolled again (harry-potter-strike-en.txt, Setup): the next arena shows it.
      if (placed.events.some((event) => event.type === 'startDieShowedX')) return step;
    }
    while (game.state.phase === 'startDie') {
      if (mergeSteps(step, game.act({ type: 'placeStartDie', face: null })).rejected) return step;
    }
    // Dice outside the arena beside a lone start die are dice set beside it where they may be.
    const besideOnly = this.diceBesideArena && used === seen.arena.length && seen.leaning === 0;
    if (!besideOnly && (used < seen.arena.length || seen.out > 0 || seen.leaning > 0)) mergeSteps(step, this.observe(seen));
    return step;
  }

  /**
   * Re-rolled dice were placed: their faces are those the arena gained. Once the last is placed
   * the throw is settled, and followed as a throw is (a pass, or the thrower may go on).
   */
  private placeRerolled(seen: SettledArena): RefereeStep {
    const game = this.game();
    const before = game.state.arena.filter((face) => face !== null);
    const found = newFaces(before, seen.arena);
    const expected = game.state.leaning;
    // A re-rolled die showing X goes next to the box (the rules' REROLL_NOT_PUT_BACK_FACE): in
    // photos, the dice not put back, as many newly outside the arena as are missing, show it.
    const missing = found === null ? 0 : expected - found.length;
    const besideX = this.diceBesideArena && missing > 0 && seen.leaning === 0 && seen.out - (seen.outStill ?? 0) >= missing;
    const placed = found && besideX ? [...found, ...Array.from({ length: missing }, (): Face => REROLL_NOT_PUT_BACK_FACE)] : found;
    // Put back leaning again (no new face, as many dice not flat as awaited): roll it again.
    if (placed !== null && placed.length === 0 && seen.leaning >= expected) {
      return { events: [], announcements: [{ type: 'reroll', params: { count: expected } }] };
    }
    if (placed === null || placed.length !== expected) {
      const params: StrikeRefereeRefusalParams['reroll-not-placed'] = { expected };
      return {
        events: [], announcements: [],
        rejected: {
          code: 'reroll-not-placed',
          message: refusalTexts.en['reroll-not-placed'](params),
          params,
        },
      };
    }
    const step: RefereeStep = emptyStep();
    const thrower = game.state.current;
    for (const face of placed) {
      if (mergeSteps(step, game.act({ type: 'placeRerolledDie', face })).rejected) return step;
    }
    // The last die put back completes the throw: every die differing, the thrower passes or may go on.
    this.afterThrow(step, thrower);
    return step;
  }

  private game(): GameSession<StrikeConfig, StrikeState, StrikeAction, StrikeEvent> {
    if (!this.session) throw new Error('the referee has not started the game yet');
    return this.session;
  }
}

/**
 * Why no die can be ruled thrown out of sight in `state` (a die that never landed in the arena,
 * strike-en.txt, That was probably niX!), or `null` when one can: only a thrower who is to throw
 * one die throws one that flies off ({@link MissedDieRefusal} lists the reasons). Shared by
 * {@link StrikeReferee.dieMissed} and the review (src/review/gameReview.ts, whose live referee's
 * `canRuleMissedDie` also waits for questions to be answered).
 */
export function missedDieRefusal(state: StrikeState): MissedDieRefusal | null {
  if (state.phase === 'over') return 'over';
  if (state.phase === 'startDie') return 'startDie';
  if (state.phase === 'reroll') return 'reroll';
  if (state.mustThrowAll) return 'allIn';
  if (state.arena.some((face) => face === null)) return 'unseenFaces';
  return null;
}

/**
 * `seen`, with the dice of an all-in throw that are not in view counted as outside the arena:
 * after a big hit the thrower throws his whole stock at once (strike-en.txt, The big hit!), and
 * dice that fly out of the camera's view have left the arena ("That was probably niX!": dice
 * that fly out are removed). Without this a photo missing one of them could never be ruled, and
 * the game would wait for a throw that already happened. Fewer than half the stock in view is
 * more likely one die thrown by mistake, or a view taken too soon, than dice lost: that arena,
 * and any other, is `seen` as it is (the rules then refuse it: `must-throw-all`), unless
 * `playersSaid` (the players say the missing dice flew out: any number of them).
 */
export function withUnseenDiceOut(state: StrikeState, seen: SettledArena, playersSaid = false): SettledArena {
  const stock = state.players[state.current]?.stock ?? 0;
  const inView = seen.arena.length + seen.out + seen.leaning;
  if (state.phase !== 'throw' || !state.mustThrowAll || state.arena.length > 0 || (!playersSaid && inView * 2 < stock) || inView >= stock) return seen;
  return { ...seen, out: seen.out + stock - inView };
}

/**
 * `seen` with only as many of its dice outside the arena counted as thrown out as the throw
 * needs, where some may lie beside the arena instead (photos: an X die taken out and set beside
 * the box, a player's stock; {@link StrikeRefereeOptions.diceBesideArena}): the fewest for which
 * the rules' counts allow the throw ({@link throwCountRefusal}: exactly one die thrown in every
 * edition the rulebooks give, the whole stock after a big hit), counted after `settle` (the
 * dice of an all-in throw not in view), and never those that lay there in the last photo
 * (`outStill`). None, when a die thrown landed in the arena; one, when the arena gained none
 * and a die lies outside where none lay. All the newly outside when no count is allowed (the
 * rules then say why).
 * In an edition that lets several dice be thrown (`atLeastOne`, none in the rulebooks) a die
 * thrown out beside others landing in the arena is not counted out.
 * @param state the game before the throw
 * @param seen the settled arena, `out` every die outside the arena in view
 * @param settle what the referee does to an arena before the rules see it
 */
export function thrownOut(state: StrikeState, seen: SettledArena, settle: (arena: SettledArena) => SettledArena = (arena) => arena): SettledArena {
  const newlyOut = Math.max(0, seen.out - (seen.outStill ?? 0));
  for (let out = 0; out < newlyOut; out++) {
    const counted = settle({ ...seen, out });
    const thrown = counted.arena.length + counted.out + counted.leaning - state.arena.length;
    if (thrown >= 1 && throwCountRefusal(state, thrown) === null) return { ...seen, out };
  }
  return { ...seen, out: newlyOut };
}
