/**
 * Which dice the page's reader is told it sees (the faces it may give, src/core/types.ts
 * `FACES_OF_KIND`), when no game says so itself.
 */
import type { DieKind } from '../core/types.ts';
import { gameInfo } from '../rules/games.ts';
import { EDITIONS } from '../rules/strike/editions.ts';

/** A game as set up (src/app/SetupScreen.tsx `GameSetup`, frameSources.ts `DemoGameSetup`): its game id and Strike edition. */
export interface SetupDice {
  /** Game id (src/rules/games.ts); the demo game's setup has none: it is Strike. */
  game?: string;
  /** Strike edition id (src/rules/strike/editions.ts); default `classic`. */
  edition?: string;
}

/**
 * The dice a game set up as `setup` is played with: a Strike edition's (`strike` 1–5 + X or
 * `strike-x2` X + 2–6), else the game's own (src/rules/games.ts `dice`).
 * @returns undefined for a game the camera cannot read (Harry Potter Strike, Dicestorm) or an unknown id or edition
 */
export function setupDieKind(setup: SetupDice): DieKind | undefined {
  const game = setup.game ?? 'strike';
  if (game === 'strike') return EDITIONS[setup.edition ?? 'classic']?.dieKind;
  try {
    return gameInfo(game).dice;
  } catch {
    return undefined;
  }
}

/**
 * The dice to read: the game in progress's (`inGame`), else the demo game's while it plays
 * (Strike dice: its X dice read as X, not as unreadable, before Start is pressed), else the
 * last game set up on the page (a game ended or cancelled), else plain d6 (faces 1–6).
 */
export function dieKindToRead(inGame: DieKind | undefined, demoPlaying: SetupDice | null, lastSetup: SetupDice | undefined): DieKind {
  return inGame ?? (demoPlaying ? setupDieKind(demoPlaying) : undefined) ?? (lastSetup ? setupDieKind(lastSetup) : undefined) ?? 'd6';
}
