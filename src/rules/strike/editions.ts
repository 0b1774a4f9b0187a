/**
 * Strike editions as data: how many dice, which faces, how the start die is placed, how many
 * dice a throw may hold. Rules differ between editions only through these fields, never
 * through code paths.
 *
 * Sources: /work/shared/rules/strike-en.txt and strike-fr.txt (the classic 31-dice rulebook),
 * harry-potter-strike-en.txt (the rolled start die, "If you roll X, reroll it"). The 2020 and
 * Impact dice-per-player charts are NOT in those rulebooks: their presets carry
 * `dicePerPlayer: null` and `setup` refuses them until the caller supplies the chart.
 */
import type { Face } from '../../core/types.ts';
import { FACES_OF_KIND } from '../../core/types.ts';
import { RuleError } from '../engine.ts';

/**
 * How the game's first die gets into the arena.
 * - `placed`: one extra die placed by hand showing any numbered face, never X
 *   (strike-fr.txt, Mise en place: "Placez 1 dé au milieu de l'arène"; strike-en.txt, Setup,
 *   read the same way).
 * - `rolled`: one extra die rolled into the arena, rolled again while it shows X
 *   (harry-potter-strike-en.txt, Setup).
 * - `onePerPlayer`: every player, in seat order from the first player, places one die of his
 *   own stock, all numbered and all different (issue 4). strike-en.txt's Setup can be read so
 *   ("Each player receives dice as their stock … and places one die into the arena showing any
 *   numbered face"), where the French rulebook places one die in all; taking the die from the
 *   player's stock is this project's reading (31 dice could not give five players six dice
 *   each plus five extra dice).
 */
export type StartDieMode = 'placed' | 'rolled' | 'onePerPlayer';

/**
 * How many dice one throw holds (outside a big hit, where it is always the whole stock).
 * - `exactlyOne`: "On your turn you must throw one die" (strike-en.txt, Playing the Game).
 * - `atLeastOne`: any number from 1 to the stock (issue 4 option).
 */
export type DicePerThrow = 'exactlyOne' | 'atLeastOne';

/** The faces a Strike die can show: `strike` = 1–5 + X, `strike-x2` = X + 2–6 (core/types.ts). */
export type StrikeDieKind = 'strike' | 'strike-x2';

/**
 * One edition of Strike, plain JSON.
 */
export interface StrikeEdition {
  /** Preset id, e.g. `"classic"`. */
  id: string;
  /** Human name, e.g. `"Strike (31 dice)"`. */
  name: string;
  /** Where these numbers come from (rulebook file + section), or what is missing. */
  source: string;
  /** Faces of the dice. */
  dieKind: StrikeDieKind;
  /** Dice in the box (31 in the classic edition: strike-en.txt, Game Contents). */
  totalDice: number;
  /**
   * Dice each player receives as his stock, keyed by player count ("2".."5"); the keys are
   * also the legal player counts. `null` when the rulebooks do not give the chart.
   */
  dicePerPlayer: Record<string, number> | null;
  /** How the first die gets into the arena. */
  startDie: StartDieMode;
  /** How many dice one throw holds. */
  dicePerThrow: DicePerThrow;
  /** Fields of this preset that no rulebook in /work/shared/rules confirms. Empty when cited. */
  unverified: string[];
}

/**
 * The classic edition: 31 dice with faces 1–5 and X, stocks 2→9, 3→8, 4→7, 5→6 players, one
 * start die placed showing a number, one die per throw.
 * Source: strike-en.txt (Game Contents, Setup, Playing the Game); strike-fr.txt (Matériel,
 * Mise en place table). Faces 1–5 + X follow core/types.ts (`strike`); note that the
 * rulebook's own "Example of a turn" shows a 6 ("one each of 2, 3, 4 and 6"), which fits
 * X + 2–6 dice ({@link CLASSIC_X2}) better: the rulebooks do not list the faces.
 */
export const CLASSIC: StrikeEdition = {
  id: 'classic',
  name: 'Strike (31 dice)',
  source: 'strike-en.txt: Game Contents, Setup, Playing the Game; strike-fr.txt: Mise en place',
  dieKind: 'strike',
  totalDice: 31,
  dicePerPlayer: { '2': 9, '3': 8, '4': 7, '5': 6 },
  startDie: 'placed',
  dicePerThrow: 'exactlyOne',
  unverified: [],
};

/**
 * The classic chart with dice showing X and 2–6 (the X replaces the 1; core/types.ts
 * `strike-x2`, issue 3). Only the faces differ from {@link CLASSIC}; no rulebook here
 * describes this edition.
 */
export const CLASSIC_X2: StrikeEdition = {
  ...CLASSIC,
  id: 'classic-x2',
  name: 'Strike (31 dice, X and 2–6)',
  source: 'strike-en.txt chart; faces X + 2–6 from issue 3 (no rulebook in /work/shared/rules)',
  dieKind: 'strike-x2',
  unverified: ['dieKind'],
};

/**
 * The 2020 "Strike Dice Game": start die rolled and rolled again on X. Its dice-per-player
 * chart and box count are not in /work/shared/rules, so `dicePerPlayer` is `null`: supply
 * it, e.g. `{ ...STRIKE_2020, dicePerPlayer: { '2': 9, ... } }`. The start-die rule is the
 * one printed in harry-potter-strike-en.txt (Setup) for the same family of games.
 */
export const STRIKE_2020: StrikeEdition = {
  id: '2020',
  name: 'Strike Dice Game (2020)',
  source: 'start die: harry-potter-strike-en.txt, Setup; chart: not in the rulebooks, configure it',
  dieKind: 'strike',
  totalDice: 31,
  dicePerPlayer: null,
  startDie: 'rolled',
  dicePerThrow: 'exactlyOne',
  unverified: ['dieKind', 'totalDice', 'dicePerPlayer', 'startDie'],
};

/**
 * "Impact: Battle of Elements" played as plain Strike. Its chart and box count are not in
 * /work/shared/rules (third-party pages report fewer dice than the classic box, which is not
 * a rulebook), so `dicePerPlayer` is `null` and `totalDice` must be checked against the box.
 */
export const IMPACT: StrikeEdition = {
  id: 'impact',
  name: 'Impact: Battle of Elements (as Strike)',
  source: 'not in the rulebooks: configure dicePerPlayer and totalDice',
  dieKind: 'strike',
  totalDice: 31,
  dicePerPlayer: null,
  startDie: 'rolled',
  dicePerThrow: 'exactlyOne',
  unverified: ['dieKind', 'totalDice', 'dicePerPlayer', 'startDie'],
};

/**
 * Every preset in menu order: the classic box first. (Kept as a list because an object's key
 * "2020" would be enumerated before the others: JavaScript orders integer-like keys first.)
 */
export const EDITION_LIST: readonly StrikeEdition[] = [CLASSIC, CLASSIC_X2, STRIKE_2020, IMPACT];

/** Every preset by id. */
export const EDITIONS: Readonly<Record<string, StrikeEdition>> = {
  classic: CLASSIC,
  'classic-x2': CLASSIC_X2,
  '2020': STRIKE_2020,
  impact: IMPACT,
};

/**
 * Preset `id` for a game of `players` players: the preset's id, or, for a box whose
 * dice-per-player chart no rulebook here gives (`dicePerPlayer` null: 2020, Impact), the preset
 * with `dicePerPlayer` dice each as its chart (the players say how many they start with; the
 * set-up screen and the CLI's `--dice-per-player`). An unknown id, or a missing count, is left
 * for the rules' set-up to refuse (`unknown-edition`, `edition-chart-missing`).
 */
export function editionForPlayers(id: string, players: number, dicePerPlayer?: number): string | StrikeEdition {
  const preset = EDITIONS[id];
  if (!preset || preset.dicePerPlayer !== null || dicePerPlayer === undefined) return id;
  return { ...preset, dicePerPlayer: { [String(players)]: dicePerPlayer } };
}

/**
 * The fewest players of any Strike game: "The last player with dice remaining wins"
 * (strike-en.txt, Game Idea), so one player alone has won before a throw.
 */
export const MIN_STRIKE_PLAYERS = 2;

/**
 * The fewest and most players `edition` is played by: the player counts its dice-per-player
 * chart gives (classic: 2–5, strike-en.txt, Setup); for a box whose chart the players give
 * (2020, Impact; also with the one row {@link editionForPlayers} gives it), from
 * {@link MIN_STRIKE_PLAYERS} to as many as its dice give one each (31 dice, a start die from
 * the box: 2–30); 0–0 for an edition without a chart that is no such box.
 */
export function playerCountRange(edition: StrikeEdition): { min: number; max: number } {
  if (EDITIONS[edition.id]?.dicePerPlayer === null && Object.keys(edition.dicePerPlayer ?? {}).length <= 1) {
    return { min: MIN_STRIKE_PLAYERS, max: edition.totalDice - startDiceFromBox(edition) };
  }
  const counts = Object.keys(edition.dicePerPlayer ?? {}).map(Number).sort((a, b) => a - b);
  return { min: counts[0] ?? 0, max: counts.at(-1) ?? 0 };
}

/**
 * Dice the game's start takes from the box besides the players' stocks: 1 for a start die
 * `placed` or `rolled`, 0 for `onePerPlayer` (each player places a die of his own stock).
 */
export function startDiceFromBox(edition: StrikeEdition): number {
  return edition.startDie === 'onePerPlayer' ? 0 : 1;
}

/**
 * The most dice each of `players` players can start with from `edition`'s box: its dice less
 * {@link startDiceFromBox}, shared out evenly (31 dice, 2 players: 15). `setup` refuses more
 * (`not-enough-dice`). For a box whose chart the players give (2020, Impact).
 */
export function maxDicePerPlayer(edition: StrikeEdition, players: number): number {
  return Math.floor((edition.totalDice - startDiceFromBox(edition)) / players);
}

/**
 * Whether each of `players` players may start with `dice` dice from `edition`'s box, for a box
 * whose chart the players give (2020, Impact): a whole number from 1 to
 * {@link maxDicePerPlayer} (31 dice, 2 players: 1–15). The rules' `setup` refuses the others
 * (`bad-edition` below 1 or not whole, `not-enough-dice` past the box). Both set-up forms (the
 * live page's, the review page's) check a count with this before they ask the rules.
 */
export function dicePerPlayerAllowed(edition: StrikeEdition, players: number, dice: number): boolean {
  return Number.isInteger(dice) && dice >= 1 && dice <= maxDicePerPlayer(edition, players);
}

/**
 * The classic chart's stock for `players` players (strike-en.txt, Setup: 2→9 … 5→6), or 6
 * past the chart: a first guess where the players give the stock (an edition without a chart).
 */
export function classicDicePerPlayer(players: number): number {
  return CLASSIC.dicePerPlayer?.[String(players)] ?? 6;
}

/**
 * The classic box's preset for dice with these faces: 1–5 + X (`strike`) → `classic`, X + 2–6
 * (`strike-x2`) → `classic-x2`; any other kind → `classic`. The boxes are the same game
 * (strike-en.txt); only the faces differ.
 */
export function editionFor(dieKind: string): string {
  return dieKind === CLASSIC_X2.dieKind ? CLASSIC_X2.id : CLASSIC.id;
}

/** The faces a die of `edition` can show, in display order. */
export function facesOf(edition: StrikeEdition): readonly Face[] {
  return FACES_OF_KIND[edition.dieKind];
}

/**
 * Turns a preset id or an edition object into a checked edition with a complete chart.
 * @throws RuleError `unknown-edition` for an unknown id; `edition-chart-missing` when
 *   `dicePerPlayer` is null; `bad-edition` for a chart or box count that is not positive
 *   whole numbers or an unknown die kind, start-die mode or dice-per-throw rule.
 */
export function resolveEdition(edition: string | StrikeEdition | undefined): StrikeEdition {
  const resolved = typeof edition === 'string' || edition === undefined
    ? EDITIONS[edition ?? 'classic']
    : edition;
  if (resolved === undefined) {
    throw new RuleError('unknown-edition',
      `Unknown Strike edition "${String(edition)}"; known: ${EDITION_LIST.map((e) => e.id).join(', ')}`);
  }
  const chart = resolved.dicePerPlayer;
  if (chart === null) {
    throw new RuleError('edition-chart-missing',
      `The ${resolved.name} dice-per-player chart is not in the rulebooks; give it as edition.dicePerPlayer, e.g. { "2": 9, "3": 8 }`);
  }
  const whole = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n > 0;
  const counts = Object.entries(chart);
  if (counts.length === 0 || counts.some(([players, dice]) => !whole(Number(players)) || !whole(dice))) {
    throw new RuleError('bad-edition', `Edition ${resolved.id}: dicePerPlayer must map player counts to positive whole numbers of dice`);
  }
  if (!whole(resolved.totalDice)) throw new RuleError('bad-edition', `Edition ${resolved.id}: totalDice must be a positive whole number`);
  if (!(resolved.dieKind in FACES_OF_KIND) || resolved.dieKind === ('d6' as string)) {
    throw new RuleError('bad-edition', `Edition ${resolved.id}: dieKind must be "strike" or "strike-x2"`);
  }
  if (!['placed', 'rolled', 'onePerPlayer'].includes(resolved.startDie)) {
    throw new RuleError('bad-edition', `Edition ${resolved.id}: startDie must be placed, rolled or onePerPlayer`);
  }
  if (!['exactlyOne', 'atLeastOne'].includes(resolved.dicePerThrow)) {
    throw new RuleError('bad-edition', `Edition ${resolved.id}: dicePerThrow must be exactlyOne or atLeastOne`);
  }
  return resolved;
}
