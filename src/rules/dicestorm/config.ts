/**
 * Dicestorm configuration: table, edition data and the house-rule choices where the
 * rulebook (/work/shared/rules/dicestorm-en.txt) is silent.
 *
 * Seats: `players[0..n-1]` are listed **clockwise** around the table, so seat `i + 1` sits
 * to the LEFT of seat `i` and seat `i - 1` to its RIGHT (indices mod n). "The opponent to
 * your right" (Battle Phase) and "pass it to the right" (Draw Phase) both mean the nearest
 * seat counter-clockwise that still has dice.
 */
import { RuleError } from '../engine.ts';
import type { Army, TideCardSpec } from './types.ts';
import { WARRIOR_KINDS } from './types.ts';

/** Game configuration as given by the players. Only `players` is required. */
export interface DicestormConfig {
  /** Player names, 2–4, clockwise around the table (Setup: "2-4 players"). */
  players: string[];
  /** Seat that starts when the roll for first player was made off the engine; omitted = the
   * engine runs the roll-off (Setup: "Roll to see who goes first"). */
  firstPlayer?: number;
  /** Overrides of {@link DicestormRules}; missing keys take {@link DEFAULT_RULES}. */
  rules?: Partial<DicestormRules>;
}

/** Every rule parameter and house-rule choice, resolved; stored in the state. */
export interface DicestormRules {
  /** Starting white dice by player count. Setup: 2 → 15, 3 → 10, 4 → 7. */
  startingDice: Record<string, number>;
  /** A die at or above this face is a hit. Battle Phase: "five or higher counts as a hit". */
  hitFace: number;
  /** Dice in the box. Components: 30 white d6, 1 black d6, 2 red d8, 1 green d10. */
  components: Army;
  /** Tide of Battle deck size. Components: 14 mini-cards. */
  tideDeckSize: number;
  /** Known Tide of Battle cards by id. The rulebook's "Explanations of the Tide of Battle
   * cards" are missing from our copy, so the default is empty: an unlisted card is drawn
   * with its printed cost in the action and has effect `unknown`. */
  tideCards: Record<string, TideCardSpec>;
  /** Turn order. Silent in the rulebook; default `left` (clockwise), the usual convention. */
  turnDirection: 'left' | 'right';
  /** Whether a player must keep removing dice while any opponent die still fits the hits
   * left. Battle Phase only says "may decide which of the opponent's dice the hits affect":
   * default false (any set whose faces sum to at most the hits is legal). */
  hitsMustBeUsed: boolean;
  /** When no opponent die can be removed (every face above the hits), record the empty
   * allocation at once. Convenience, default true; false makes players confirm it, which
   * leaves time for face corrections before the battle resolves. */
  autoAllocateWhenNoChoice: boolean;
  /** Whether a player may pay a card's cost with their last die (and be out at once,
   * Losing). Silent; default false: the cost must be less than the dice you have. */
  mayPayLastWarrior: boolean;
  /** What happens at cost 0 (Draw Phase: "may be taken for free"). `drawerTakes` (default):
   * the drawer takes it when it comes back at 0. `passAround`: at 0 it goes round once more,
   * any player may take it, and if it comes back again it is discarded. */
  zeroCostCard: 'drawerTakes' | 'passAround';
  /** Who wins when the last two armies destroy each other in one battle (hits are dealt
   * simultaneously, Battle Phase example). Silent; default `draw` (shared result). With
   * `hitFace` 5 this cannot happen (a side that scores h hits shows faces summing to at
   * least 5h + (dice − h) > the other side's hits), so it matters only for a lower house
   * `hitFace`. */
  mutualElimination: 'draw' | 'attackerWins' | 'defenderWins';
  /** When Restoration may be played. Cards: "Other cards can be played at any time as long
   * as the player still has dice" → default `anyTime`; `ownTurnBeforeRoll` is stricter. */
  restorationTiming: 'anyTime' | 'ownTurnBeforeRoll';
}

/** Defaults, each from the rulebook section cited on {@link DicestormRules}. */
export const DEFAULT_RULES: DicestormRules = {
  startingDice: { '2': 15, '3': 10, '4': 7 },
  hitFace: 5,
  components: { white: 30, black: 1, red: 2, green: 1 },
  tideDeckSize: 14,
  tideCards: {},
  turnDirection: 'left',
  hitsMustBeUsed: false,
  autoAllocateWhenNoChoice: true,
  mayPayLastWarrior: false,
  zeroCostCard: 'drawerTakes',
  mutualElimination: 'draw',
  restorationTiming: 'anyTime',
};

/**
 * Merges the overrides onto the defaults and checks the table.
 * @returns the rules and the starting dice per player
 * @throws RuleError `bad-config` for 0–1 or 5+ players, a missing starting-dice entry,
 *   more white dice needed than the box holds, a hit face, deck size, component count or
 *   card cost that is not a whole number in range, or a first player out of range.
 */
export function resolveConfig(config: DicestormConfig): { rules: DicestormRules; startingDice: number } {
  const rules: DicestormRules = { ...DEFAULT_RULES, ...config.rules };
  const n = config.players.length;
  if (n < 2 || n > 4) throw new RuleError('bad-config', `Dicestorm is for 2-4 players, got ${n}.`);
  const startingDice = rules.startingDice[String(n)];
  if (startingDice === undefined || !Number.isInteger(startingDice) || startingDice < 1) {
    throw new RuleError('bad-config', `No starting dice count for ${n} players in rules.startingDice.`);
  }
  if (startingDice * n > rules.components.white) {
    throw new RuleError('bad-config', `${n} players need ${startingDice * n} white dice; the box has ${rules.components.white}.`);
  }
  if (!Number.isInteger(rules.hitFace) || rules.hitFace < 1) {
    throw new RuleError('bad-config', `rules.hitFace must be a whole number ≥ 1, got ${rules.hitFace}.`);
  }
  if (!Number.isInteger(rules.tideDeckSize) || rules.tideDeckSize < 0) {
    throw new RuleError('bad-config', `rules.tideDeckSize must be a whole number ≥ 0, got ${rules.tideDeckSize}.`);
  }
  for (const kind of WARRIOR_KINDS) {
    if (!Number.isInteger(rules.components[kind]) || rules.components[kind] < 0) {
      throw new RuleError('bad-config', `rules.components.${kind} must be a whole number ≥ 0.`);
    }
  }
  for (const [id, spec] of Object.entries(rules.tideCards)) {
    if (!Number.isInteger(spec.cost) || spec.cost < 0) {
      throw new RuleError('bad-config', `Tide of Battle card "${id}" has cost ${spec.cost}; need a whole number ≥ 0.`);
    }
  }
  const first = config.firstPlayer;
  if (first !== undefined && (!Number.isInteger(first) || first < 0 || first >= n)) {
    throw new RuleError('bad-config', `firstPlayer ${first} is not a seat (0..${n - 1}).`);
  }
  return { rules, startingDice };
}
