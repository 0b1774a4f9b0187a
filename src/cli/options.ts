import { FACES_OF_KIND, type DieKind } from '../core/types.ts';
import { CLI_MESSAGES } from '../referee/messages/cli.ts';
import type { Language } from '../referee/render.ts';
import { gameInfo } from '../rules/games.ts';
import { EDITIONS } from '../rules/strike/index.ts';

/** The die kinds the CLI accepts for `--die-kind` (keys of {@link FACES_OF_KIND}). */
export const DIE_KINDS = Object.keys(FACES_OF_KIND) as DieKind[];

/**
 * The die kinds each game the CLI referees is played with. Strike: the dice of its editions
 * (src/rules/strike/editions.ts: `strike` = 1–5 + X, `strike-x2` = X + 2–6), never plain d6.
 */
export const GAME_DIE_KINDS: Readonly<Record<string, readonly DieKind[]>> = {
  strike: [...new Set(Object.values(EDITIONS).map((edition) => edition.dieKind))],
};

/**
 * Narrows a `--die-kind` value to a {@link DieKind}.
 * @throws Error naming the accepted kinds when `value` is not one
 */
export function parseDieKind(value: string): DieKind {
  if ((DIE_KINDS as string[]).includes(value)) return value as DieKind;
  throw new Error(`unknown die kind "${value}" (expected one of ${DIE_KINDS.join(', ')})`);
}

/**
 * Checks that `game` is played with dice of `kind` (e.g. Strike with d6 would refuse every 6).
 * @param game game id, e.g. `"strike"`; a game not in {@link GAME_DIE_KINDS} accepts any kind
 * @returns why not, in `language` (src/referee/messages/cli.ts), or `null` when it is
 */
export function dieKindProblem(game: string, kind: DieKind, language: Language): string | null {
  const kinds = GAME_DIE_KINDS[game];
  if (!kinds || kinds.includes(kind)) return null;
  return CLI_MESSAGES[language].wrongDieKind(gameInfo(game).name, kind, kinds);
}
