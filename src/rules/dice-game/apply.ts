/**
 * The dice game's actions: which events each causes, or why it is refused, and which are legal
 * now. Rulebook: /work/shared/rules/the-dice-game-en.txt ("Taking a turn", "Scoring").
 */
import type { Face } from '../../core/types.ts';
import { containsFaces, withoutFaces } from '../../core/faceMultiset.ts';
import { dieNumber } from '../common/arena.ts';
import { RuleError } from '../engine.ts';
import { bankEvents, bankRefusal, endTurn, rollOutcome, sixOfAKindWin } from './flow.ts';
import { reduce } from './reduce.ts';
import { bestKeep, D6_FACES, scoreKeep } from './scoring.ts';
import type { DiceGameAction, DiceGameEvent, DiceGameState, LastKeep } from './types.ts';

/**
 * The refusal of dice set aside that do not all score: `setAside` are the dice that would lie
 * set aside (all of them score 0 together, {@link scoreKeep}), `faces` the dice the players
 * moved. Its params name the dice that score nothing (`idle`: those of `faces` left out of the
 * best-scoring set, {@link bestKeep}), e.g. one 2 of 2 2 2 2 5 ("4 or 5 of a kind … hold no
 * extra value", rulebook "Scoring").
 */
function nonScoring(faces: readonly Face[], setAside: readonly Face[]): RuleError {
  const unused = withoutFaces(setAside, bestKeep(setAside));
  const idle = withoutFaces(unused, withoutFaces(unused, faces)); // those of them among `faces`
  const message = faces.length === 1 ? `The ${faces[0]} scores nothing. Keep only scoring dice.`
    : idle.length === faces.length ? `None of ${faces.join(' ')} scores. Keep only scoring dice.`
      : `Not every die of ${faces.join(' ')} scores: ${idleDice(faces, idle)} nothing. Keep only scoring dice.`;
  return new RuleError('non-scoring-die', message, { faces: [...faces], idle });
}

/**
 * The refusal of dice put back that would leave set aside dice that do not all score:
 * `faces` put back, `stay` the dice that would stay set aside (scoring 0 together). Its params
 * name the dice of `stay` that score nothing (`idle`), which the player would have to put back
 * too (or, when all of `stay` is idle, cannot: "For each roll you must have at least 1 scoring
 * die", rulebook "Taking a turn").
 */
function leavesNonScoring(faces: readonly Face[], stay: readonly Face[]): RuleError {
  const idle = withoutFaces(stay, bestKeep(stay));
  const message = stay.length === 1 ? `Putting back ${faces.join(' ')} would leave ${stay[0]} set aside, which scores nothing.`
    : idle.length === stay.length ? `Putting back ${faces.join(' ')} would leave ${stay.join(' ')} set aside, and none of them scores.`
    : `Putting back ${faces.join(' ')} would leave ${stay.join(' ')} set aside, and ${idleDice(stay, idle)} nothing: put ${idle.length === 1 ? 'it' : 'them'} back too.`;
  return new RuleError('put-back-leaves-non-scoring', message, { faces: [...faces], stay: [...stay], idle });
}

/**
 * Which of `faces` score nothing, `idle` of them, with its verb, in English: "the 4 scores",
 * "one 2 scores" (of 2 2 2 2 5), "the 4 and the 6 score", "the 3s score", "2 of the 6s score".
 * @param faces the dice set aside, e.g. `['2','2','2','2','5']`
 * @param idle those of them that score nothing, e.g. `['2']` (a sub-multiset of `faces`)
 */
export function idleDice(faces: readonly string[], idle: readonly string[]): string {
  const parts = [...new Set(idle)].map((face) => {
    const k = idle.filter((f) => f === face).length;
    const n = faces.filter((f) => f === face).length;
    if (k >= n) return n === 1 ? `the ${face}` : `the ${face}s`;
    return k === 1 ? `one ${face}` : `${k} of the ${face}s`;
  });
  const who = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${who} ${idle.length === 1 ? 'scores' : 'score'}`;
}

/** Checks that `faces` is a list of d6 faces. @throws RuleError `bad-face` {} or {face} */
function checkFaces(faces: unknown): asserts faces is Face[] {
  if (!Array.isArray(faces)) throw new RuleError('bad-face', 'Faces must be a list like ["1","5"].');
  for (const face of faces) {
    if (!D6_FACES.includes(face as Face)) {
      throw new RuleError('bad-face', `The dice game uses plain d6 faces 1–6, not ${JSON.stringify(face)}.`, { face: String(face) });
    }
  }
}

/**
 * @throws RuleError `not-your-turn` {active, player} (names) when `player` is given and is
 *   not the active player
 */
function checkPlayer(state: DiceGameState, player: number | undefined): void {
  if (player !== undefined && player !== state.active) {
    const name = state.players[player] ?? `seat ${player}`;
    const active = state.players[state.active]!;
    throw new RuleError('not-your-turn', `It is ${active}'s turn, not ${name}'s.`, { active, player: name });
  }
}


/** A roll of exactly the dice the player has left (6 at the start and after hot dice). */
function roll(state: DiceGameState, faces: Face[]): DiceGameEvent[] {
  const { turn } = state;
  if (turn.phase === 'rolled') {
    throw new RuleError('must-keep', 'Set aside at least one scoring die before rolling again.');
  }
  if (turn.phase === 'ended') throw new RuleError('turn-over', 'This turn is over.');
  checkFaces(faces);
  if (faces.length !== turn.diceLeft) {
    throw new RuleError('wrong-dice-count', `Expected ${turn.diceLeft} ${turn.diceLeft === 1 ? 'die' : 'dice'} to be rolled, read ${faces.length}.`,
      { expected: turn.diceLeft, read: faces.length });
  }
  const rolled: DiceGameEvent = { type: 'diceRolled', player: state.active, faces: [...faces] };
  return [rolled, ...rollOutcome(reduce(state, rolled))];
}

/**
 * Setting aside dice of the last roll: at least one, all from the roll, all counting (the
 * player "may choose to only keep" some scoring dice, "Taking a turn" *Note). Right after a
 * keep, before the next roll, more dice of the same roll may be set aside (a player who picks
 * up a 1, then a 5): the roll's dice set aside score together, as one set ("Scoring": three of
 * a kind are three dice of one roll), and the keep adds the difference. Hot dice when all six
 * dice of the cycle have now counted.
 */
function keep(state: DiceGameState, faces: Face[]): DiceGameEvent[] {
  const { turn } = state;
  const before = turn.phase === 'kept' ? turn.lastKeep : null;
  const roll = turn.phase === 'rolled' ? turn.roll : before?.rest;
  if (!roll || roll.length === 0) {
    throw new RuleError('nothing-to-keep', 'Roll the dice before setting any aside.');
  }
  checkFaces(faces);
  if (faces.length === 0) throw new RuleError('empty-keep', 'Set aside at least one scoring die.');
  if (!containsFaces(roll, faces)) {
    throw new RuleError('not-in-roll', `The roll ${roll.join(' ')} does not have ${faces.join(' ')}.`, { roll: [...roll], faces: [...faces] });
  }
  const setAside = [...(before?.faces ?? []), ...faces];
  const points = scoreKeep(setAside);
  if (points === 0) throw nonScoring(faces, setAside);
  const player = state.active;
  const added = points - (before?.points ?? 0);
  const turnPoints = turn.points + added;
  const events: DiceGameEvent[] = [{ type: 'diceKept', player, faces: [...faces], points: added, turnPoints }];
  if (faces.length === turn.diceLeft) events.push({ type: 'hotDice', player, turnPoints });
  return events;
}

/**
 * Putting back dice set aside from the last roll, to roll them again (before the next roll,
 * also after hot dice, which it then undoes): the first die set aside stays, since "for each
 * roll you must have at least 1 scoring die" ("Taking a turn"), and those that stay must still
 * score together.
 */
function putBack(state: DiceGameState, faces: Face[]): DiceGameEvent[] {
  const { turn } = state;
  const lastKeep = turn.phase === 'kept' ? turn.lastKeep : null;
  if (!lastKeep) throw new RuleError('nothing-to-put-back', 'There are no dice to put back: only dice set aside from the last roll can be, before the next roll.');
  checkFaces(faces);
  // "For each roll you must have at least 1 scoring die": any of the dice set aside may go back
  // ("he or she may choose to only keep the 1 and re-roll the 5's"), but not all of them.
  if (faces.length === 0 || faces.length >= lastKeep.faces.length || !containsFaces(lastKeep.faces, faces)) {
    throw new RuleError('not-set-aside', `Of the dice set aside from the last roll, ${lastKeep.faces.join(' ')}, at least one stays: ${faces.join(' ') || 'none'} cannot be put back.`,
      { setAside: [...lastKeep.faces], faces: [...faces] });
  }
  const stay = withoutFaces(lastKeep.faces, faces);
  const points = scoreKeep(stay);
  if (points === 0) throw leavesNonScoring(faces, stay);
  const lost = lastKeep.points - points;
  return [{ type: 'dicePutBack', player: state.active, faces: [...faces], points: lost, turnPoints: turn.points - lost }];
}

/** Whether some non-empty part of `faces` (a sub-multiset) passes `test`; at most 6 dice, 63 parts. */
function anyPart(faces: readonly Face[], test: (part: Face[], others: Face[]) => boolean): boolean {
  for (let mask = 1; mask < 1 << faces.length; mask++) {
    if (test(faces.filter((_, i) => mask & (1 << i)), faces.filter((_, i) => !(mask & (1 << i))))) return true;
  }
  return false;
}

/**
 * Whether some dice set aside from the roll could be put back: a non-empty part of them, not
 * all, that leaves a set that scores.
 */
function canPutBack(lastKeep: LastKeep | null): boolean {
  if (!lastKeep) return false;
  return anyPart(lastKeep.faces, (_, stay) => stay.length > 0 && scoreKeep(stay) > 0);
}

/**
 * Whether some dice of the roll's rest could still be set aside with those set aside from it:
 * a non-empty part of `rest` with which the set scores (the rest of a straight counts only
 * with the 1 and 5 kept before).
 */
function canKeepMore(lastKeep: LastKeep | null): boolean {
  return lastKeep !== null && anyPart(lastKeep.rest, (more) => scoreKeep([...lastKeep.faces, ...more]) > 0);
}

/** Correcting die `index` of the last roll to `face`, then the corrected roll's outcome. */
function correctFace(state: DiceGameState, index: number, face: Face): DiceGameEvent[] {
  const last = state.lastRoll;
  if (last === null) {
    throw new RuleError('no-roll-to-correct', 'Only the last roll can be corrected, before any die is kept from it.');
  }
  if (!Number.isInteger(index) || index < 0 || index >= last.faces.length) {
    throw new RuleError('bad-index', `There is no die ${dieNumber(index)} in the last roll: its dice are 1–${last.faces.length}.`,
      { index, rolled: last.faces.length });
  }
  checkFaces([face]);
  const from = last.faces[index]!;
  if (from === face) throw new RuleError('same-face', `Die ${dieNumber(index)} already shows ${face}.`, { index, face });
  const corrected: DiceGameEvent = { type: 'faceCorrected', player: last.player, index, from, to: face };
  return [corrected, ...rollOutcome(reduce(state, corrected))];
}

/**
 * Correcting a die of the roll not set aside after a keep (`lastKeep.rest`), read as `from`, to
 * `to`: a misread die the player then wants to set aside. The roll already scored, so nothing
 * else changes until a keep, unless the roll, corrected, is six of a kind: the game is won, as
 * had the die been corrected before the keep (`correctFace`). That win may be corrected in turn:
 * a correction of the rest then takes it back (reduce.ts `restFaceCorrected`).
 */
function correctRest(state: DiceGameState, from: Face, to: Face): DiceGameEvent[] {
  const lastKeep = state.turn.phase === 'kept' || state.winners !== null ? state.turn.lastKeep : null;
  if (!lastKeep || lastKeep.rest.length === 0) {
    throw new RuleError('no-rest-to-correct', 'Only a die of the last roll not set aside can be corrected this way, after a keep and before the next roll.');
  }
  checkFaces([from, to]);
  if (!lastKeep.rest.includes(from)) {
    throw new RuleError('not-in-roll', `The roll ${lastKeep.rest.join(' ')} does not have ${from}.`, { roll: [...lastKeep.rest], faces: [from] });
  }
  if (from === to) throw new RuleError('same-face', `That die already shows ${to}.`, { face: to });
  const corrected: DiceGameEvent = { type: 'restFaceCorrected', player: state.active, from, to };
  const { faces, rest } = reduce(state, corrected).turn.lastKeep!;
  return [corrected, ...sixOfAKindWin(state, [...faces, ...rest])];
}

/**
 * The seat whose retirement `undo` takes back in `state` (common/retire.ts): the player retired
 * since `retiredFrom`, when no correction of the last roll is to be taken back first; else `null`.
 */
export function retirementToUndo(state: DiceGameState): number | null {
  const before = state.retiredFrom;
  if (!before || (state.lastRoll?.corrections.length ?? 0) > 0) return null;
  const seat = state.players.findIndex((_, i) => state.retired?.[i] === true && before.retired?.[i] !== true);
  return seat >= 0 ? seat : null;
}

/**
 * What `undo` takes back in `state`, for the players' Undo to say so: `retirement` a player's
 * leaving ({@link retirementToUndo}), `correction` the last correction of the last roll; `null`
 * when `undo` is not legal now ({@link legalActions}).
 */
export function undoTakesBack(state: DiceGameState): 'correction' | 'retirement' | null {
  if (!legalActions(state).includes('undo')) return null;
  return retirementToUndo(state) !== null ? 'retirement' : 'correction';
}

/**
 * Taking back the last correction of the last roll, then the roll's outcome again; without one,
 * the last retirement (the game as it was before it, even one it ended).
 */
function undo(state: DiceGameState): DiceGameEvent[] {
  const last = state.lastRoll;
  const correction = last?.corrections.at(-1);
  const retired = retirementToUndo(state);
  if (retired !== null) return [{ type: 'retirementUndone', player: retired }];
  if (!last || !correction) throw new RuleError('nothing-to-undo', 'There is no correction to undo.');
  const undone: DiceGameEvent = {
    type: 'correctionUndone', player: last.player, index: correction.index, from: correction.to, to: correction.from,
  };
  return [undone, ...rollOutcome(reduce(state, undone))];
}

/**
 * Why the player at `seat` (from 0) cannot leave the game in `state` ({@link retire}: our
 * reading, no rulebook has it), or `null` when he can: `over` the game is won, `noSeat` the game
 * has no such seat (fewer players), `out` the player there has left, `lastPlayer` he is the only one still in.
 */
export function retireRefusal(state: DiceGameState, seat: number): 'over' | 'noSeat' | 'out' | 'lastPlayer' | null {
  if (state.winners !== null) return 'over';
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return 'noSeat';
  if (state.retired?.[seat] === true) return 'out';
  return state.players.filter((_, s) => state.retired?.[s] !== true).length < 2 ? 'lastPlayer' : null;
}

/**
 * A player leaves the game. The rulebook (the-dice-game-en.txt) has no rule for it: this is our
 * reading. He leaves the rotation; his banked score stays on the board but he cannot win; when
 * it was his turn, its points are lost, unbanked, and the next player still in plays (in the
 * final round, the next still to play a final turn, or the game ends on the highest score of
 * the players still in). When one player is left, he wins (`lastPlayerLeft`). A player alone
 * cannot retire (there would be nobody left to win).
 * @throws RuleError `bad-seat` {seat} when `seat` is no seat of a player still in, or the only one
 */
function retire(state: DiceGameState, seat: unknown): DiceGameEvent[] {
  const inGame = state.players.flatMap((_, s) => (state.retired?.[s] === true ? [] : [s]));
  const refusal = typeof seat === 'number' ? retireRefusal(state, seat) : 'out';
  if (typeof seat !== 'number' || refusal === 'noSeat' || refusal === 'out' || refusal === 'lastPlayer') {
    throw new RuleError('bad-seat', `retirePlayer.seat must be the seat of a player still in the game, with another still in: got ${JSON.stringify(seat)}`, { seat: String(seat) });
  }
  const retired: DiceGameEvent = { type: 'playerRetired', player: seat, playersLeft: inGame.length - 1 };
  const after = reduce(state, retired);
  if (inGame.length === 2) {
    const last = inGame.find((s) => s !== seat)!;
    return [retired, { type: 'gameWon', winners: [last], scores: [...after.scores], reason: 'lastPlayerLeft' }];
  }
  // Not his turn: it goes on; in the final round, the game may now have no final turn left to wait for.
  if (state.active !== seat) return [retired];
  return [retired, ...endTurn(after)];
}

/**
 * The events `action` causes in `state`. Pure. Die indices in params are 0-based (`bad-index`
 * {index, rolled}, `same-face` {index, face}); the sentences count dice from 1.
 * @throws RuleError `game-over`, `not-your-turn`, `must-keep`, `turn-over`, `bad-face`, `wrong-dice-count`,
 * `nothing-to-keep`, `empty-keep`, `not-in-roll`, `non-scoring-die`, `nothing-to-put-back`, `not-set-aside`,
 * `put-back-leaves-non-scoring`, `cannot-bank-now`,
 * `below-minimum`, `hot-dice-must-roll`, `must-surpass`, `no-roll-to-correct`, `no-rest-to-correct`, `bad-index`,
 * `same-face`, `nothing-to-undo`, `bad-seat`, `unknown-action`
 */
export function apply(state: DiceGameState, action: DiceGameAction): DiceGameEvent[] {
  // A game a retirement ended: that retirement can be undone.
  const undoesEndingRetirement = state.winners !== null && Boolean(state.retiredFrom) && action?.type === 'undo';
  if (state.winners !== null && !undoesEndingRetirement && !correctsEndingRoll(state, action)) throw new RuleError('game-over', 'The game is over.');
  switch (action?.type) {
    case 'roll':
      checkPlayer(state, action.player);
      return roll(state, action.faces);
    case 'keep':
      checkPlayer(state, action.player);
      return keep(state, action.faces);
    case 'putBack':
      checkPlayer(state, action.player);
      return putBack(state, action.faces);
    case 'bank': {
      checkPlayer(state, action.player);
      const refusal = bankRefusal(state);
      if (refusal) throw new RuleError(refusal.code, refusal.message, refusal.params);
      return bankEvents(state);
    }
    case 'correctFace':
      return correctFace(state, action.index, action.face);
    case 'correctRest':
      return correctRest(state, action.from, action.to);
    case 'undo':
      return undo(state);
    case 'retirePlayer':
      return retire(state, action.seat);
    default:
      throw new RuleError('unknown-action', `Unknown dice game action ${JSON.stringify((action as { type?: unknown })?.type)}.`);
  }
}

/**
 * Whether `action` corrects the roll that ended the game (six of a kind, or a last final turn's
 * "No score!"), or undoes such a correction: a misread that ended the game can still be put
 * right, and the game goes on from that roll ruled anew; or corrects the rest of a roll whose
 * correction after a keep made six of a kind (`lastKeep` kept). A game ended by a bank has no
 * roll left to correct (`lastRoll` is null once dice are kept).
 */
function correctsEndingRoll(state: DiceGameState, action: DiceGameAction): boolean {
  return (state.lastRoll !== null && (action?.type === 'correctFace' || action?.type === 'undo'))
    || (state.turn.lastKeep !== null && action?.type === 'correctRest');
}

/**
 * The action types legal now, in the order roll, keep, putBack, bank, correctFace, correctRest, undo, retirePlayer (while
 * two players or more are still in); once a retirement ended the game only its undo; once the game
 * is over only a correction of the roll that ended it (and its undo), else none.
 */
export function legalActions(state: DiceGameState): DiceGameAction['type'][] {
  if (state.winners !== null && state.retiredFrom) return ['undo'];
  if (state.winners !== null) {
    if (state.turn.lastKeep !== null) return ['correctRest'];
    if (state.lastRoll === null) return [];
    return state.lastRoll.corrections.length > 0 ? ['correctFace', 'undo'] : ['correctFace'];
  }
  const { phase } = state.turn;
  const legal: DiceGameAction['type'][] = [];
  if (phase === 'toRoll' || phase === 'kept') legal.push('roll');
  if (phase === 'rolled' || (phase === 'kept' && canKeepMore(state.turn.lastKeep))) legal.push('keep');
  if (phase === 'kept' && canPutBack(state.turn.lastKeep)) legal.push('putBack');
  if (bankRefusal(state) === null) legal.push('bank');
  if (state.lastRoll !== null) legal.push('correctFace');
  if (phase === 'kept' && (state.turn.lastKeep?.rest.length ?? 0) > 0) legal.push('correctRest');
  if ((state.lastRoll !== null && state.lastRoll.corrections.length > 0) || state.retiredFrom) legal.push('undo');
  if (state.players.filter((_, seat) => state.retired?.[seat] !== true).length > 1) legal.push('retirePlayer');
  return legal;
}

/**
 * Every way of setting aside `count` dice now that the rules take: the distinct face sets
 * (sorted ascending, each a `keep` the engine accepts), from the roll just made (phase
 * `rolled`) or its dice not yet set aside (phase `kept`, with those set aside before). For a
 * referee that saw dice set aside and the rest rolled at once and must know which were kept:
 * "for each roll you must have at least 1 scoring die", and only scoring dice are set aside
 * (the-dice-game-en.txt, "Taking a turn", "Scoring").
 * @param count dice set aside, 1 or more
 * @returns the choices, highest points first (then by faces); empty when none scores or there is no roll to keep from
 * @throws Error only when the engine itself fails (a `RuleError` refusing a set is caught: that set is no choice)
 */
export function keepChoices(state: DiceGameState, count: number): Face[][] {
  return scoredKeeps(state, count).map((choice) => choice.faces);
}

/**
 * The keep worth the most points now, of any number of dice: for a referee that must know what
 * the turn could still bank (the-dice-game-en.txt, "Taking a turn"; on a tie, the first of
 * {@link keepChoices}, fewest dice first).
 * @returns the faces to set aside and the points the keep scores; null when none scores or there is no roll to keep from
 */
export function mostPointsKeep(state: DiceGameState): { faces: Face[]; points: number } | null {
  let best: { faces: Face[]; points: number } | null = null;
  for (let count = 1; count <= (keepPool(state)?.length ?? 0); count++) {
    const first = scoredKeeps(state, count)[0];
    if (first && (!best || first.points > best.points)) best = first;
  }
  return best;
}

/** The dice a keep is set aside from now: the roll just made, or its dice not yet set aside; null when there is none. */
function keepPool(state: DiceGameState): readonly Face[] | null {
  const { turn } = state;
  return (turn.phase === 'rolled' ? turn.roll : turn.phase === 'kept' ? turn.lastKeep?.rest : null) ?? null;
}

/** {@link keepChoices} with the points each choice scores, highest first. */
function scoredKeeps(state: DiceGameState, count: number): { faces: Face[]; points: number }[] {
  const pool = keepPool(state);
  if (!pool || count < 1 || count > pool.length) return [];
  const sorted = [...pool].sort();
  const choices = new Map<string, { faces: Face[]; points: number }>();
  const pick = (from: number, chosen: Face[]): void => {
    if (chosen.length === count) {
      const key = chosen.join('');
      if (choices.has(key)) return;
      try {
        const kept = apply(state, { type: 'keep', faces: chosen }).find((event) => event.type === 'diceKept');
        choices.set(key, { faces: [...chosen], points: kept?.type === 'diceKept' ? kept.points : 0 });
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
      }
      return;
    }
    for (let i = from; i < sorted.length; i++) pick(i + 1, [...chosen, sorted[i]!]);
  };
  pick(0, []);
  return [...choices.values()].sort((a, b) => b.points - a.points || a.faces.join('').localeCompare(b.faces.join('')));
}
