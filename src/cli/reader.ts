/**
 * The die reader the CLI uses: the trained models in `models/` (src/vision/models), or the
 * classical OpenCV reader when they cannot load or `DICE_READER=classical` asks for it.
 * OpenCV.js is loaded either way: the arena is proposed with it. OpenCV.js, tfjs and the models
 * load only when {@link createReader} is called (about 1.2 s of imports here, session 32), so
 * that `--help` and usage errors answer at once.
 */
import type { ArenaReading, DieKind, RgbaFrame } from '../core/types.ts';
import { CLI_MESSAGES, type FileProblem } from '../referee/messages/cli.ts';
import { checkGivenArena } from '../vision/arenaOutline.ts';
import type { DieReader } from '../vision/dieReader.ts';
import type { OpenCv } from '../vision/opencv.ts';

/** A ready reader and the OpenCV.js instance the pipeline also needs. */
export interface CliReader {
  cv: OpenCv;
  reader: DieReader;
  /** Why the trained models are not used, when they are not. */
  fallback?: string;
  /**
   * Reads a still picture: in the arena given (`[N,2]` corners in its pixels, `--arena`; cut at
   * the picture's edge where it runs off), or else in one proposed from its floor.
   * @throws ArenaRefusedError when the arena given makes no arena on this picture
   */
  readStill(frame: RgbaFrame, dieKind: DieKind, arena?: readonly (readonly [number, number])[]): Promise<StillReading>;
  dispose(): void;
}

/** A still picture's reading, with the arena its dice were counted in or out of. */
export interface StillReading extends ArenaReading {
  /** The arena's corners, `[N,2]` `[x, y]` in the picture's pixels, in order round the rim. */
  arena: [number, number][];
  /**
   * Where the arena came from: `user` given (`--arena`, corners off the picture moved onto its
   * edge), `floor` proposed from the floor (src/vision/arena.ts), `fallback` the whole picture
   * minus a margin (no floor found).
   */
  arenaSource: 'user' | 'floor' | 'fallback';
  /** The arena given ran off the picture and was cut at its edge (src/vision/arenaOutline.ts `checkGivenArena`). */
  arenaCut?: boolean;
}

/** The arena given for a picture makes no arena on it (src/vision/arenaOutline.ts `checkArena`). */
export class ArenaRefusedError extends Error {
  /** Why, for the messages in each language (kind `arena-refused`). */
  readonly problem: FileProblem;

  constructor(problem: Extract<FileProblem, { kind: 'arena-refused' }>) {
    super(`the --arena outline is not used on this ${problem.width}×${problem.height} picture (${problem.reason})`);
    this.name = 'ArenaRefusedError';
    this.problem = problem;
  }
}

/** The values `DICE_READER` may take. */
export const READER_METHODS = ['model', 'classical'] as const;

/**
 * Why the environment's `DICE_READER` cannot be used (a value not in {@link READER_METHODS}),
 * or `null` when it is one of them or unset.
 */
export function readerMethodProblem(value: string | undefined = process.env.DICE_READER): string | null {
  if (value === undefined || value === '' || (READER_METHODS as readonly string[]).includes(value)) return null;
  return CLI_MESSAGES.en.badReaderMethod(value, READER_METHODS);
}

/** Which reader the environment asks for: `DICE_READER=classical|model` (default `model`). */
function requestedMethod(): 'classical' | 'model' {
  return process.env.DICE_READER === 'classical' ? 'classical' : 'model';
}

/**
 * Loads OpenCV.js and the die reader (trained models unless they fail to load).
 * @throws Error when OpenCV.js cannot start
 */
export async function createReader(): Promise<CliReader> {
  const [{ loadOpenCvNode }, { classicalReader }, { proposeArena }] = await Promise.all([
    import('../vision/opencv-node.ts'), import('../vision/dieReader.ts'), import('../vision/arena.ts'),
  ]);
  const cv = await loadOpenCvNode();
  let reader: DieReader = classicalReader(cv);
  let fallback: string | undefined;
  if (requestedMethod() === 'model') {
    try {
      const { openNodeModelReader } = await import('../vision/models/nodeReader.ts');
      const model = await openNodeModelReader();
      reader = { method: 'model', read: (frame, options = {}) => model.read(frame, { dieKind: options.dieKind, arena: options.arena?.map(([x, y]) => [x, y]) }), dispose: () => model.dispose() };
    } catch (error) {
      fallback = `the trained models could not load (${error instanceof Error ? error.message : String(error)}); using the classical reader`;
    }
  } else {
    fallback = 'DICE_READER=classical';
  }
  return {
    cv,
    reader,
    ...(fallback ? { fallback } : {}),
    readStill: async (frame, dieKind, given) => {
      let arena: [number, number][];
      let arenaSource: StillReading['arenaSource'];
      let arenaCut = false;
      if (given) {
        const checked = checkGivenArena(given, frame.width, frame.height);
        if ('refused' in checked) throw new ArenaRefusedError({ kind: 'arena-refused', reason: checked.refused, width: frame.width, height: frame.height });
        arena = checked.arena;
        arenaSource = 'user';
        arenaCut = checked.cut;
      } else {
        const proposal = proposeArena(cv, frame);
        arena = proposal.polygon.map(([x, y]): [number, number] => [x, y]);
        arenaSource = proposal.source;
      }
      return { ...(await reader.read(frame, { dieKind, arena })), arena, arenaSource, ...(arenaCut ? { arenaCut } : {}) };
    },
    dispose: () => reader.dispose(),
  };
}
