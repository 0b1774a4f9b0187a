/**
 * Every refusal players can meet in HP Strike: its code and the shape of its params (the
 * engine's {@link RuleError} `params`, plain JSON), as src/rules/strike/refusals.ts does for
 * Strike, whose shapes these follow where the games agree. Die indices (`index`) are 0-based
 * arena indices, as `correctFace.index` gives them; the English sentences count from 1.
 * Rulebook: /work/shared/rules/harry-potter-strike-en.txt.
 *
 * Codes not listed here are programming or configuration errors (`bad-action`, `bad-rules`):
 * their English sentence is all there is.
 */
import type { BadPlayersParams } from '../common/players.ts';
import { RuleError } from '../engine.ts';
import type { HpStrikePhase } from './types.ts';

/** A refusal without parts. */
type NoParams = Record<string, never>;

/**
 * The die whose face was checked: the start die, the Accio die taken, arena die `index` of a
 * throw (`arena`), or arena die `index` named by a correction (`corrected`).
 */
export type HpCheckedDie =
  | { die: 'start' | 'accio' }
  | { die: 'arena' | 'corrected'; index: number };

/**
 * Params of each HP Strike refusal, by code:
 * - `game-over` {}; `bad-players` (src/rules/common/players.ts);
 * - `player-count` {min, max, source, playerCount}: not 2–5 wizards (Setup table);
 * - `not-now` {action, phase}: `action` is not possible while the game is in `phase`;
 * - `impossible-face` {die, index?, face, faces}: `face` is not one of the dice's `faces`;
 * - `no-tower` {stacked}: `stacked` dice reported stacked while no tower stands;
 * - `tower-grew` {stacked, tower}: `stacked` dice reported under a tower's top that had only
 *   `tower` there: a tower is made by Wingardium Leviosa alone and never grows;
 * - `dice-missing` {action, missing, before, flat, stacked, out, leaning}: the arena held
 *   `before` dice, the `action` accounts for `missing` fewer;
 * - `must-throw-all` {player, thrown, stock}: facing an empty arena `player` throws all (a
 *   pass is refused with `thrown` 0);
 * - `not-enough-dice` {stage: 'throw', player, thrown, stock};
 * - `wrong-throw-count` {thrown, throwers}: `thrown` dice appeared where `throwers` wizards
 *   each throw one (1 on a normal turn, more for Relashio);
 * - `wrong-count` {expected, got, out}: the shifted arena holds `got` dice, not `expected`;
 *   `out`: dice reported out;
 * - `must-throw-first` {player};
 * - `no-such-die` {index, arenaDice}: a correction names die `index` of an arena of
 *   `arenaDice` (as in Strike); {die: 'accio', face, faces}: no die showing `face` can be
 *   taken with Accio, only one showing one of `faces`;
 * - `x-correction` {index}, `no-change` {index, face}: as in Strike;
 * - `correction-makes-match` {index, face, matchFace, count}: `count` dice would show
 *   `matchFace`;
 * - `nothing-to-undo` {}.
 */
export type HpStrikeRefusalParams = {
  'game-over': NoParams;
  'bad-players': BadPlayersParams;
  'player-count': { min: number; max: number; source: string; playerCount: number };
  'not-now': { action: 'placeStartDie' | 'throw' | 'shiftArena' | 'relashioThrow' | 'accioPick' | 'pass' | 'correctFace' | 'retirePlayer'; phase: HpStrikePhase };
  'impossible-face': HpCheckedDie & { face: string; faces: string[] };
  'no-tower': { stacked: number };
  'tower-grew': { stacked: number; tower: number };
  'dice-missing': { action: string; missing: number; before: number; flat: number; stacked: number; out: number; leaning: number };
  'must-throw-all': { player: string; thrown: number; stock: number };
  'not-enough-dice': { stage: 'throw'; player: string; thrown: number; stock: number };
  'wrong-throw-count': { thrown: number; throwers: number };
  'wrong-count': { expected: number; got: number; out: number };
  'must-throw-first': { player: string };
  'no-such-die': { index: number; arenaDice: number } | { die: 'accio'; face: string; faces: string[] };
  'x-correction': { index: number };
  'no-change': { index: number; face: string };
  'correction-makes-match': { index: number; face: string; matchFace: string; count: number };
  'nothing-to-undo': NoParams;
};

/** A code of {@link HpStrikeRefusalParams}. */
export type HpStrikeRefusalCode = keyof HpStrikeRefusalParams;

/**
 * The {@link RuleError} of an HP Strike refusal, its params checked against its code's shape.
 * @param message the English sentence, arena dice counted from 1
 * @param params the parts, die indices 0-based
 */
export function refuse<C extends HpStrikeRefusalCode>(code: C, message: string, params: HpStrikeRefusalParams[C]): RuleError {
  return new RuleError(code, message, params);
}
