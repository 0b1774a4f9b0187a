/**
 * The games Dice Referee can referee, as data: id, name, rules engine, player counts and
 * rulebook. The setup screen and the CLI list games from here.
 */
import { FACES_OF_KIND, type DieKind, type Face } from '../core/types.ts';
import type { GameActionBase, GameEventBase, RulesEngine } from './engine.ts';
import { diceGame } from './dice-game/index.ts';
import { dicestorm } from './dicestorm/index.ts';
import { hpStrike } from './hp-strike/index.ts';
import { EDITION_LIST, strike } from './strike/index.ts';

/** A rules engine with its types erased, for lists of games. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRulesEngine = RulesEngine<any, any, GameActionBase, GameEventBase>;

/** One game on the menu. */
export interface GameInfo {
  /** Game id, equal to its engine's `game`. */
  id: string;
  /** Display name. */
  name: string;
  engine: AnyRulesEngine;
  /** Smallest and largest player count (the dice game's rulebook sets no maximum: the menu stops at 8). */
  minPlayers: number;
  maxPlayers: number;
  /** Rulebook file in ../shared/rules. */
  rulebook: string;
  /** Edition presets in menu order, where the game has editions. */
  editions?: readonly { id: string; name: string }[];
  /**
   * Whether the camera referee can play it turn by turn (src/referee/liveStrikeReferee.ts,
   * src/referee/liveDiceGameReferee.ts); the others take actions by hand.
   */
  camera: boolean;
  /**
   * The dice the camera reads for it, where the game fixes them (the dice game: plain d6,
   * the-dice-game-en.txt "rolling all 6 dice"); Strike's come from its edition (strike/editions.ts).
   */
  dice?: DieKind;
  /**
   * Who the rulebook says starts, where it says: `eldest` for Strike ("The eldest player starts
   * and turns proceed clockwise", strike-en.txt) and Harry Potter Strike ("beginning with the
   * oldest player and continuing clockwise", harry-potter-strike-en.txt, Playing the Game);
   * absent where it says nothing (the dice game, Dicestorm). The referee has the first seat start.
   */
  firstPlayer?: 'eldest';
}

/** Every game, Strike first. Player counts from each rulebook's setup section. */
export const GAMES: readonly GameInfo[] = [
  {
    id: 'strike', name: 'Strike', engine: strike, minPlayers: 2, maxPlayers: 5, rulebook: 'strike-en.txt', camera: true, firstPlayer: 'eldest',
    editions: EDITION_LIST.map(({ id, name }) => ({ id, name })),
  },
  { id: 'hp-strike', name: 'Harry Potter Strike', engine: hpStrike, minPlayers: 2, maxPlayers: 5, rulebook: 'harry-potter-strike-en.txt', camera: false, firstPlayer: 'eldest' },
  { id: 'dice-game', name: 'The dice game (Farkle)', engine: diceGame, minPlayers: 1, maxPlayers: 8, rulebook: 'the-dice-game-en.txt', camera: true, dice: 'd6' },
  { id: 'dicestorm', name: 'Dicestorm', engine: dicestorm, minPlayers: 2, maxPlayers: 4, rulebook: 'dicestorm-en.txt', camera: false },
];

/**
 * The game with this id.
 * @throws Error naming the known games when there is none
 */
export function gameInfo(id: string): GameInfo {
  const info = GAMES.find((game) => game.id === id);
  if (!info) throw new Error(`unknown game "${id}" (known: ${GAMES.map((game) => game.id).join(', ')})`);
  return info;
}

/**
 * The die kinds each game the camera referees is played with. Strike: the dice of its editions
 * (src/rules/strike/editions.ts: `strike` = 1–5 + X, `strike-x2` = X + 2–6), never plain d6;
 * the dice game: plain d6 (its `dice`).
 */
export const GAME_DIE_KINDS: Readonly<Record<string, readonly DieKind[]>> = {
  strike: [...new Set(EDITION_LIST.map((edition) => edition.dieKind))],
  'dice-game': ['d6'],
};

/**
 * The die kinds that have every face of `faces` (src/core/outsideKind.ts `facesShown`: the faces
 * dice in view show, one outside the die kind read with among them): of those `game` is played
 * with ({@link GAME_DIE_KINDS}), or of every kind (keys of `FACES_OF_KIND`) for no game (`read`)
 * or a game not listed. What the hints about dice showing a face their kind lacks suggest
 * (6s beside 1s: d6 only).
 */
export function kindsWithFaces(faces: Iterable<Face>, game?: string): DieKind[] {
  const needed = [...faces];
  const kinds = (game && GAME_DIE_KINDS[game]) || (Object.keys(FACES_OF_KIND) as DieKind[]);
  return kinds.filter((kind) => needed.every((face) => FACES_OF_KIND[kind].includes(face)));
}

/**
 * What to suggest for dice showing faces the kind read lacks ({@link kindsWithFaces}): the kinds
 * of `game` with every face of `faces`, and whether, none fitting, they are plain dice (Strike:
 * a plain d6 has them all, no edition does: 6s beside 1s).
 * @param faces every face the dice showed: in view now, and read earlier in the game
 */
export function diceThatFit(faces: Iterable<Face>, game: string): { fits: DieKind[]; plainDice: boolean } {
  const all = [...faces];
  const fits = kindsWithFaces(all, game);
  return { fits, plainDice: fits.length === 0 && game === 'strike' && kindsWithFaces(all).includes('d6') };
}
