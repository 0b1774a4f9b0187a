/**
 * The game-video script: plain JSON saying who plays, how the table looks, and what happens
 * in front of the camera, step by step (a start die placed, throws, hands collecting dice,
 * hands passing over, dice pushed around, pauses). The renderer turns it into frames; the
 * Strike rules engine turns its throws into the rulings a referee must announce.
 *
 * Dice are numbered from 0 in order of appearance: the start die is die 0, and each throw
 * numbers its `dice` first, then its `outside` dice.
 */
import { FACES_OF_KIND, type Face } from '../../src/core/types.ts';
import { COLOUR_FAMILIES, type ColourFamily } from './photoDice.ts';

/** Format tag of {@link GameScript}. */
export const SCRIPT_FORMAT = 'dice-referee/game-script@1';

/** A colour as `#rrggbb`. */
export type Hex = string;

/** Mat textures the renderer can draw. */
export const MAT_TEXTURES = ['plain', 'felt', 'cloth', 'wood'] as const;

/** One of {@link MAT_TEXTURES}. */
export type MatTexture = (typeof MAT_TEXTURES)[number];

/**
 * How the table looks. Lengths are fractions of the frame height (so a script renders the
 * same at any resolution of the same aspect ratio).
 */
export interface Look {
  /** The mat inside the arena: colour, texture and texture contrast 0–1. */
  mat: { colour: Hex; texture: MatTexture; textureStrength: number };
  /** The arena wall, a ring around the mat: colour and thickness (0.02–0.08). */
  wall: { colour: Hex; thickness: number };
  /** Inner radii of the (elliptic) arena, 0.3–0.75 across and 0.3–0.44 down. */
  arena: { rx: number; ry: number };
  /** The table around the arena, where dice thrown out land. */
  table: Hex;
  /**
   * Lighting: overall brightness 0.6–1.3, a linear gradient of strength 0–0.5 (gain varies
   * by ± strength across the frame) rising towards `gradientAngleDeg` (0 = right, 90 =
   * down), and warmth −1 (cold, bluish) … 1 (warm, yellowish).
   */
  lighting: { brightness: number; gradientAngleDeg: number; gradientStrength: number; warmth: number };
  /**
   * The dice: their colour families (each die keeps one, cycling through the list by die
   * number) and their side length (0.06–0.1).
   */
  dice: { colours: ColourFamily[]; size: number };
  /** Skin colour of the hands. */
  skin: Hex;
  /** Sensor noise amplitude in grey levels, 0–3 (0 = settled frames are identical). */
  noise: number;
}

/** An old die moved by a throw: it shows `face` afterwards, outside the arena if `outside`. */
export interface Knock {
  /** Die number. */
  die: number;
  /** Face it shows once settled. */
  face: Face;
  /** Knocked out of the arena (default false). */
  outside?: boolean;
}

/**
 * One step of the script. `by` (optional, default 0) is the seat of the player whose hand
 * or throw it is: it comes from that player's edge of the frame.
 * - `placeStartDie`: a hand puts die 0 in the arena showing `face`.
 * - `throw`: new dice tumble in and settle: `dice` (faces) inside the arena, `outside`
 *   (faces) outside it; old dice listed in `knocked` are pushed and may turn over or leave.
 * - `collect`: a hand reaches in and takes `dice` (numbers) away.
 * - `handPass`: a hand sweeps over the arena and leaves, changing nothing.
 * - `rearrange`: a hand pushes `dice` (default all dice on the table) to new places; faces
 *   stay (not a throw).
 * - `pause`: nothing happens for `ms` milliseconds (the settled stretch lasts longer).
 */
export type ScriptStep =
  | { kind: 'placeStartDie'; face: Face; by?: number }
  | { kind: 'throw'; dice: Face[]; outside?: Face[]; knocked?: Knock[]; by?: number }
  | { kind: 'collect'; dice: number[]; by?: number }
  | { kind: 'handPass'; by?: number }
  | { kind: 'rearrange'; dice?: number[]; by?: number }
  | { kind: 'pause'; ms: number };

/** The kind of a step. */
export type StepKind = ScriptStep['kind'];

/** A scripted game of Strike, plain JSON. */
export interface GameScript {
  /** Always {@link SCRIPT_FORMAT}. */
  format: typeof SCRIPT_FORMAT;
  /** The game refereed; only Strike for now. */
  game: 'strike';
  /** Strike edition id (src/rules/strike/editions.ts); both start with a placed start die. */
  edition: 'classic' | 'classic-x2';
  /** Player names in seat order; seat 0 sits at the bottom edge of the frame. */
  players: string[];
  /**
   * How the referee reads a throw whose dice all differ: the thrower goes on (true) or
   * passes (false), as `StrikeRefereeOptions.keepThrowing` (src/referee/strikeReferee.ts).
   */
  keepThrowing: boolean;
  /** Seed of everything random the renderer decides (positions, spins, photo crops, noise). */
  seed: number;
  /** How the table looks. */
  look: Look;
  /** What happens, in order. */
  steps: ScriptStep[];
}

/** A die on the table between steps: its number, face and whether it lies in the arena. */
export interface TableDie {
  /** Die number (see the module note). */
  id: number;
  /** Face it shows. */
  face: Face;
  /** Inside the arena (true) or on the table outside it (false). */
  inArena: boolean;
}

/** The faces dice of `edition` can show (src/rules/strike/editions.ts: classic = 1–5 + X). */
export function facesOfEdition(edition: GameScript['edition']): readonly Face[] {
  return FACES_OF_KIND[edition === 'classic-x2' ? 'strike-x2' : 'strike'];
}

/**
 * The dice on the table after each step, replaying the script: `tables[i]` holds the dice
 * after step i (in die-number order).
 * @throws Error naming the step when a step refers to a die that is not on the table, knocks
 *   a die twice, collects nothing, or when a face is not one of the edition's
 */
export function replayTable(script: GameScript): TableDie[][] {
  const faces = facesOfEdition(script.edition);
  const table = new Map<number, TableDie>();
  let nextId = 0;
  const tables: TableDie[][] = [];
  const checkFace = (face: unknown, where: string): Face => {
    if (!faces.includes(face as Face)) throw new Error(`${where}: "${String(face)}" is not a face of ${script.edition} dice (${faces.join(', ')})`);
    return face as Face;
  };
  script.steps.forEach((step, i) => {
    const where = `step ${i} (${step.kind})`;
    if ('by' in step && step.by !== undefined && !(Number.isInteger(step.by) && step.by >= 0 && step.by < script.players.length)) {
      throw new Error(`${where}: "by" must be a seat number 0–${script.players.length - 1}, got ${JSON.stringify(step.by)}`);
    }
    const onTable = (id: unknown, what: string): TableDie => {
      const die = typeof id === 'number' ? table.get(id) : undefined;
      if (!die) throw new Error(`${where}: ${what} ${String(id)} is not on the table (dice there: ${[...table.keys()].join(', ') || 'none'})`);
      return die;
    };
    switch (step.kind) {
      case 'placeStartDie':
        if (nextId !== 0) throw new Error(`${where}: the start die must be placed first, before any other die`);
        if (step.face === 'X') throw new Error(`${where}: the start die must show a number, not X (strike-en.txt, Setup)`);
        table.set(0, { id: 0, face: checkFace(step.face, where), inArena: true });
        nextId = 1;
        break;
      case 'throw': {
        if (!Array.isArray(step.dice)) throw new Error(`${where}: "dice" must be the list of faces of the new dice in the arena`);
        const knocked = new Set<number>();
        for (const knock of step.knocked ?? []) {
          const die = onTable(knock.die, 'knocked die');
          if (knocked.has(die.id)) throw new Error(`${where}: die ${die.id} is knocked twice`);
          knocked.add(die.id);
          table.set(die.id, { id: die.id, face: checkFace(knock.face, `${where}, knocked die ${die.id}`), inArena: knock.outside !== true });
        }
        if (step.dice.length + (step.outside ?? []).length === 0) throw new Error(`${where}: a throw needs at least one new die`);
        for (const face of step.dice) {
          table.set(nextId, { id: nextId, face: checkFace(face, where), inArena: true });
          nextId += 1;
        }
        for (const face of step.outside ?? []) {
          table.set(nextId, { id: nextId, face: checkFace(face, where), inArena: false });
          nextId += 1;
        }
        break;
      }
      case 'collect':
        if (!Array.isArray(step.dice) || step.dice.length === 0) throw new Error(`${where}: "dice" must list the dice the hand takes`);
        for (const id of step.dice) table.delete(onTable(id, 'die').id);
        break;
      case 'rearrange':
        for (const id of step.dice ?? []) onTable(id, 'die');
        if (table.size === 0) throw new Error(`${where}: there are no dice to push around`);
        break;
      case 'handPass':
        break;
      case 'pause':
        if (typeof step.ms !== 'number' || !(step.ms > 0)) throw new Error(`${where}: "ms" must be a positive number of milliseconds`);
        break;
      default:
        throw new Error(`${where}: unknown step kind "${(step as { kind: unknown }).kind}" (one of placeStartDie, throw, collect, handPass, rearrange, pause)`);
    }
    tables.push([...table.values()].sort((a, b) => a.id - b.id));
  });
  return tables;
}

/** Whether `value` is a `#rrggbb` colour. */
function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
}

/**
 * Checks that `value` is a well-formed {@link GameScript} (types, ranges, die numbers) and
 * returns it typed. Legality under the rules is checked by `expectedRulings`.
 * @param source where the script came from, for error messages (a file name)
 * @throws Error saying which field or step is wrong, prefixed with `source`
 */
export function checkScript(value: unknown, source = 'script'): GameScript {
  const fail = (what: string): never => {
    throw new Error(`${source}: ${what}`);
  };
  if (typeof value !== 'object' || value === null) fail('expected a JSON object');
  const script = value as GameScript;
  if (script.format !== SCRIPT_FORMAT) fail(`"format" must be "${SCRIPT_FORMAT}", got ${JSON.stringify(script.format)}`);
  if (script.game !== 'strike') fail(`"game" must be "strike", got ${JSON.stringify(script.game)}`);
  if (script.edition !== 'classic' && script.edition !== 'classic-x2') fail(`"edition" must be "classic" or "classic-x2", got ${JSON.stringify(script.edition)}`);
  if (!Array.isArray(script.players) || script.players.length < 2 || script.players.length > 5 || script.players.some((p) => typeof p !== 'string' || p.trim() === '')) {
    fail('"players" must list 2–5 player names');
  }
  if (typeof script.keepThrowing !== 'boolean') fail('"keepThrowing" must be true or false');
  if (!Number.isInteger(script.seed)) fail(`"seed" must be an integer, got ${JSON.stringify(script.seed)}`);
  const look = script.look;
  if (typeof look !== 'object' || look === null) fail('"look" is missing');
  const range = (v: unknown, lo: number, hi: number, field: string): void => {
    if (typeof v !== 'number' || !(v >= lo && v <= hi)) fail(`look.${field} must be a number in ${lo}–${hi}, got ${JSON.stringify(v)}`);
  };
  const colour = (v: unknown, field: string): void => {
    if (!isHex(v)) fail(`look.${field} must be a "#rrggbb" colour, got ${JSON.stringify(v)}`);
  };
  colour(look.mat?.colour, 'mat.colour');
  if (!MAT_TEXTURES.includes(look.mat?.texture)) fail(`look.mat.texture must be one of ${MAT_TEXTURES.join(', ')}`);
  range(look.mat?.textureStrength, 0, 1, 'mat.textureStrength');
  colour(look.wall?.colour, 'wall.colour');
  range(look.wall?.thickness, 0.02, 0.08, 'wall.thickness');
  range(look.arena?.rx, 0.3, 0.75, 'arena.rx');
  range(look.arena?.ry, 0.3, 0.44, 'arena.ry');
  colour(look.table, 'table');
  range(look.lighting?.brightness, 0.6, 1.3, 'lighting.brightness');
  range(look.lighting?.gradientAngleDeg, -360, 360, 'lighting.gradientAngleDeg');
  range(look.lighting?.gradientStrength, 0, 0.5, 'lighting.gradientStrength');
  range(look.lighting?.warmth, -1, 1, 'lighting.warmth');
  if (!Array.isArray(look.dice?.colours) || look.dice.colours.length === 0 || look.dice.colours.some((c) => !COLOUR_FAMILIES.includes(c))) {
    fail(`look.dice.colours must list colour families among ${COLOUR_FAMILIES.join(', ')}`);
  }
  range(look.dice?.size, 0.06, 0.1, 'dice.size');
  colour(look.skin, 'skin');
  range(look.noise, 0, 3, 'noise');
  if (!Array.isArray(script.steps)) fail('"steps" must be a list');
  try {
    replayTable(script);
  } catch (error) {
    fail((error as Error).message);
  }
  return script;
}
