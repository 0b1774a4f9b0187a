import { FACES_OF_KIND, type DieKind } from '../core/types.ts';

/** The die kinds the CLI accepts for `--die-kind` (keys of {@link FACES_OF_KIND}). */
export const DIE_KINDS = Object.keys(FACES_OF_KIND) as DieKind[];

/**
 * Narrows a `--die-kind` value to a {@link DieKind}.
 * @throws Error naming the accepted kinds when `value` is not one
 */
export function parseDieKind(value: string): DieKind {
  if ((DIE_KINDS as string[]).includes(value)) return value as DieKind;
  throw new Error(`unknown die kind "${value}" (expected one of ${DIE_KINDS.join(', ')})`);
}
