/**
 * Options the evaluation scripts share (evalModels.ts, showErrors.ts, outsideKind.ts,
 * bench/arena.ts), for their commander command lines (src/cli/scriptCommand.ts).
 */
import { Option } from 'commander';
import { choiceParser, DIE_KINDS, listParser } from '../src/cli/options.ts';
import { SOURCE_NAMES, type SourceName } from './sources.ts';

/** Which photos of each source `--split` picks: held out, training, or all. */
export type Split = 'held' | 'train' | 'all';

/**
 * `--sources <names>`: photo sources of ../shared/data, comma-separated, each one of
 * {@link SOURCE_NAMES} (a name not there is a usage error).
 * @param defaults the sources read when the option is not given
 * @param what what the sources are, for the help (e.g. "photo sources with boxes")
 */
export function sourcesOption(defaults: readonly SourceName[] = SOURCE_NAMES, what = 'photo sources'): Option {
  return new Option('--sources <names>', `${what}, comma-separated (of ${SOURCE_NAMES.join(', ')})`)
    .argParser(listParser(choiceParser(SOURCE_NAMES))).default([...defaults], defaults.join(','));
}

/** `--split <split>`: which photos of each source are read ({@link Split}), `defaultSplit` when not given. */
export function splitOption(defaultSplit: Split): Option {
  return new Option('--split <split>', 'which photos of each source: held out, training, or all').choices(['held', 'train', 'all']).default(defaultSplit);
}

/** `--die-kind <kind>`: which faces the dice can show (src/cli/options.ts `DIE_KINDS`), d6 when not given. */
export function dieKindOption(): Option {
  return new Option('--die-kind <kind>', 'which faces the dice can show').choices(DIE_KINDS).default('d6');
}
