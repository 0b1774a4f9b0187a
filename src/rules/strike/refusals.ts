/**
 * Every refusal players can meet in Strike: its code and the shape of its params (the
 * engine's {@link RuleError} `params`, plain JSON). src/referee/messages/strike-refusals.ts
 * words each code in English and French from these params; the engine's own English sentence
 * stays in `message`. Die indices (`index`, `other`) are 0-based arena indices, as
 * `correctFace.index` gives them; texts count dice from 1.
 *
 * Codes not listed here are programming or configuration errors (`bad-action`,
 * `unknown-edition`, `edition-chart-missing`, `bad-edition`): their English sentence is all
 * there is.
 */
import type { BadPlayersParams } from '../common/players.ts';
import { RuleError } from '../engine.ts';
import type { DicePerThrow } from './editions.ts';

/** A refusal without parts. */
export type NoParams = Record<string, never>;

/**
 * The die whose face was checked: the start die, a re-rolled die put back, arena die
 * `index` of a throw (`arena`), or arena die `index` named by a correction (`corrected`).
 */
export type CheckedDie =
  | { die: 'start' | 'rerolled' }
  | { die: 'arena' | 'corrected'; index: number };

/**
 * Params of each Strike refusal, by code (rulebook: /work/shared/rules/strike-en.txt):
 * - `game-over` {}: the game (or tournament) is decided;
 * - `bad-players` (src/rules/common/players.ts): not a list of non-empty names, or `names`
 *   repeat;
 * - `player-count` {edition, min, max, source, playerCount}: the edition's chart has no row
 *   for `playerCount` players (`edition` is its name, `source` where the chart comes from);
 * - `not-enough-dice` {stage: 'setup', playerCount, perPlayer, startDice, totalDice, edition}:
 *   the stocks (+ `startDice`, 0 or 1) need more than the edition's `totalDice`;
 *   {stage: 'throw', player, thrown, stock}: `thrown` dice appeared but `player` holds `stock`;
 * - `not-now` {action}: `action` has nothing to act on in this phase;
 * - `impossible-face` {die, index?, face, faces}: `face` is not one of the dice's `faces`;
 * - `x-start-die` {}: a placed start die shows X (Setup);
 * - `start-dice-differ` {face}: a start die already shows `face` (one per player, all differ);
 * - `start-die-first` {}: a throw before the start die is placed;
 * - `reroll-pending` {count}: `count` dice that did not lie flat are still to be put back;
 * - `not-a-throw` {count}: the arena shows the same `count` dice, moved but not thrown;
 * - `dice-missing` {missing, before, inArena, out, leaning}: the arena held `before` dice, the
 *   throw accounts for `inArena` + `out` + `leaning`, `missing` fewer;
 * - `must-throw-all` {player, thrown, stock}: after a big hit `player` throws all `stock` dice;
 * - `wrong-throw-count` {thrown, allowed}: `thrown` dice appeared, the edition allows exactly
 *   one or at least one per throw (`allowed`, see `StrikeEdition.dicePerThrow`);
 * - `must-throw-first` {player}: `player` passes without having thrown;
 * - `no-such-die` {index, arenaDice}: a correction names die `index` of an arena of `arenaDice`;
 * - `x-correction` {index}: a correction to X with only start dice in the arena (after a throw it rules that throw again);
 * - `no-change` {index, face}: die `index` already shows `face`;
 * - `correction-makes-match` {index, face, other}: die `other` already shows `face`, with only
 *   start dice in the arena (one per player: they all differ; after a throw it rules that throw again);
 * - `nothing-to-undo` {}: no correction since the last throw, nor a throw said missed, nor a retirement to take back;
 * - `round-scored` {round}: a correction of round `round`'s last throw, once the next round has
 *   started, that would not change its ruling (only one that does is taken: the round is scored).
 */
export type StrikeRefusalParams = {
  'game-over': NoParams;
  'bad-players': BadPlayersParams;
  'player-count': { edition: string; min: number; max: number; source: string; playerCount: number };
  'not-enough-dice':
    | { stage: 'setup'; playerCount: number; perPlayer: number; startDice: number; totalDice: number; edition: string }
    | { stage: 'throw'; player: string; thrown: number; stock: number };
  'not-now': { action: 'placeStartDie' | 'placeRerolledDie' | 'pass' | 'correctFace' | 'retirePlayer' };
  'impossible-face': CheckedDie & { face: string; faces: string[] };
  'x-start-die': NoParams;
  'start-dice-differ': { face: string };
  'start-die-first': NoParams;
  'reroll-pending': { count: number };
  'not-a-throw': { count: number };
  'dice-missing': { missing: number; before: number; inArena: number; out: number; leaning: number };
  'must-throw-all': { player: string; thrown: number; stock: number };
  'wrong-throw-count': { thrown: number; allowed: DicePerThrow };
  'must-throw-first': { player: string };
  'no-such-die': { index: number; arenaDice: number };
  'no-such-removed-die': { index: number; removedDice: number };
  'x-correction': { index: number };
  'no-change': { index: number; face: string };
  'correction-makes-match': { index: number; face: string; other: number };
  'nothing-to-undo': NoParams;
  'round-scored': { round: number };
};

/** A code of {@link StrikeRefusalParams}. */
export type StrikeRefusalCode = keyof StrikeRefusalParams;

/**
 * The {@link RuleError} of a Strike refusal, its params checked against its code's shape.
 * @param message the English sentence, arena dice counted from 1
 * @param params the parts, die indices 0-based
 */
export function refuse<C extends StrikeRefusalCode>(code: C, message: string, params: StrikeRefusalParams[C]): RuleError {
  return new RuleError(code, message, params);
}
