/**
 * The live Strike referee's questions to the players (src/referee/liveStrikeReferee.ts asks
 * them): their kinds, the facts each carries as plain JSON (for wording it in any language,
 * src/referee/messages/strike-questions.ts), and how one is made from the dice concerned.
 */
import type { Face } from '../core/types.ts';
import type { Refusal } from '../rules/engine.ts';
import type { DieId, SnapshotDie } from '../tracking/types.ts';
import type { DiceChanges } from './snapshotDiff.ts';
import * as questionTexts from './messages/strike-questions.ts';

/**
 * Something the referee needs the players to settle, with the dice concerned.
 * - `confirmThrow`: some dice of the throw are unreadable or doubtful; set their faces (or say
 *   they are leaning) and confirm.
 * - `startDie`: the arena should hold exactly one start die (with two, perhaps the start die and
 *   a first throw made before the referee looked: src/referee/liveStrikeReferee.ts `treatAsThrow`);
 *   its `dieIds` are the one die due (refused or unread) or those two, none when more dice lie
 *   there: their number is the problem, not any die's face.
 * - `unexplained`: the arena changed in a way that is neither a throw, a rearrangement nor a
 *   removal; put it back, or rule it as a throw.
 * - `unexpectedRemoval`: dice were taken out that the rules did not call for; put them back.
 * - `besideArena`: dice came to lie beside the arena while nothing in it moved; rule them as a
 *   throw that missed the arena, or leave them set down there.
 * - `missedDieFound`: one die came into the arena while a die said flown out of sight can still
 *   be taken back; say whether it is that die, or, when another player's die was said flown out
 *   of sight just before it, whose lost die it is (src/referee/liveStrikeReferee.ts `missedDieFound`).
 */
export type LiveQuestion = {
  [K in keyof LiveQuestionParams]: {
    kind: K;
    /**
     * What to ask, in English; the same text as src/referee/render.ts `renderQuestion` gives
     * for `en` (other languages are worded from `params`).
     */
    message: string;
    /** The question's facts as plain JSON, for wording it in any language. */
    params: LiveQuestionParams[K];
    /** Dice to highlight (tracker ids). */
    dieIds: DieId[];
  };
}[keyof LiveQuestionParams];

/** A die a question is about: its tracker id (as the overlay shows it) and face as read (`null`: unreadable). */
export interface QuestionDie {
  id: DieId;
  face: Face | null;
}

/**
 * The facts of an arena change the rules cannot explain, from src/referee/snapshotDiff.ts
 * `DiceChanges` (dice by tracker id, faces `null` when unreadable): dice that turned from
 * one face to another, dice that crossed the arena's rim (`into`: came back into the arena,
 * else left it; `face` as last read), and dice that vanished from view (`face` as last seen).
 * The players are told of them by face: tracker ids are numbers nobody sees.
 */
export interface UnexplainedChange {
  turned: { id: DieId; from: Face | null; to: Face | null }[];
  crossed: { id: DieId; into: boolean; face: Face | null }[];
  vanished: { id: DieId; face: Face | null }[];
}

/**
 * Params of each question kind (plain JSON; die ids are tracker ids):
 * - `confirmThrow` {dice}: the unreadable or doubtful dice of the throw;
 * - `startDie` {dice, thrower?}: the dice in the arena when exactly one numbered start die should
 *   be; `thrower` names the player who starts when the dice are two, one of them surely read
 *   numbered: that die and a first throw made before the referee looked (src/referee/liveStrikeReferee.ts `treatAsThrow`);
 * - `unexplained` {cause: 'change', …{@link UnexplainedChange}}: the snapshot diff's facts,
 *   or {cause: 'refused', refusal}: the rules refused the arena as a throw (the engine's
 *   refusal, worded by src/referee/render.ts `renderRefusal`), or {cause: 'newView', seen,
 *   arena, player, refusal?}: the first look through another video or camera opened mid-game shows
 *   `seen` dice in the arena where the game has `arena` (a throw by `player`, or another game;
 *   not a throw when the rules' `refusal` says `player` could not have thrown that many);
 * - `unexpectedRemoval` {dice}: the dice taken out that the rules did not call for;
 * - `besideArena` {dice, player}: dice came to lie beside the arena while nothing in it moved,
 *   taken as set down there (a stock die, a die carried aside); they may be `player`'s throw
 *   that missed the arena, touching nothing in it, which src/referee/liveStrikeReferee.ts `treatAsThrow`
 *   rules (strike-en.txt, "That was probably niX!": dice that "never land in it" are out);
 * - `missedDieFound` {die, player, next, earlier?}: `die` came into the arena, alone, after `player`'s die
 *   was said to have flown out of sight (src/referee/liveStrikeReferee.ts `dieMissed`) and before
 *   any other throw: if it is that die, the lost die is taken back and `die` is `player`'s throw;
 *   if not, it is the next throw, `next`'s (the player whose turn it is: `player` again, or the
 *   one after a pass). `earlier`: the throwers' names of dice said flown out of sight just
 *   before it (oldest first), which stay out of the game either way (only the last missed throw
 *   is taken back: src/rules/strike/apply.ts `undo`); absent when there were none. When
 *   `earlier` names players other than `player` ({@link othersWithDieLost}), the die may be one
 *   of theirs: the question then asks whose lost die it is, one answer per such player, whose
 *   die stays out of the game (taken out of the arena) while `player`'s stays lost.
 *   strike-en.txt, "That was probably niX!".
 */
export type LiveQuestionParams = {
  confirmThrow: { dice: QuestionDie[] };
  startDie: { dice: QuestionDie[]; thrower?: string };
  unexplained: ({ cause: 'change' } & UnexplainedChange) | { cause: 'refused'; refusal: Refusal } | { cause: 'newView'; seen: number; arena: number; player: string; refusal?: Refusal };
  unexpectedRemoval: { dice: QuestionDie[] };
  besideArena: { dice: QuestionDie[]; player: string };
  missedDieFound: { die: QuestionDie; player: string; next: string; earlier?: string[] };
};

/**
 * A question of kind `kind` about dice `dieIds` (tracker ids), its English `message` worded
 * from `params` by src/referee/messages/strike-questions.ts, as every language is.
 */
export function question<K extends keyof LiveQuestionParams>(kind: K, params: LiveQuestionParams[K], dieIds: DieId[]): LiveQuestion {
  const word = questionTexts.en[kind] as questionTexts.StrikeQuestionTexts[K];
  return { kind, message: word(params, (refusal) => refusal.message), params, dieIds } as LiveQuestion;
}

/**
 * The players other than `player` whose die was said flown out of sight just before `player`'s
 * and is still out (the question's `earlier`, each named once, oldest first): the die come into
 * the arena may be one of theirs, and the `missedDieFound` question then asks whose it is (one
 * answer per name: src/referee/liveStrikeReferee.ts `missedDieFound` {lostBy}). Empty when only
 * `player` lost dice: the question asks whether it is `player`'s, yes or no.
 */
export function othersWithDieLost(params: LiveQuestionParams['missedDieFound']): string[] {
  return [...new Set(params.earlier ?? [])].filter((name) => name !== params.player);
}

/** A die as a question names it: tracker id and face as read. */
export function questionDie(die: SnapshotDie): QuestionDie {
  return { id: die.id, face: die.face };
}

/** The players' facts of a change no rule explains (as snapshotDiff.ts words its `reason`). */
export function unexplainedChange({ changed, vanished }: DiceChanges): UnexplainedChange {
  return {
    turned: changed.filter((c) => c.faceBefore !== c.faceAfter).map((c) => ({ id: c.id, from: c.faceBefore, to: c.faceAfter })),
    crossed: changed.filter((c) => c.inArenaBefore !== c.inArenaAfter).map((c) => ({ id: c.id, into: c.inArenaAfter, face: c.faceAfter })),
    vanished: vanished.map((die) => ({ id: die.id, face: die.face })),
  };
}
