/**
 * Random but legal Strike game scripts: the faces thrown are random, and the real rules
 * engine (src/rules/strike) decides what follows each throw — X dice and dice outside the
 * arena removed, matches collected, big hits (the next player throws his whole stock), turns,
 * eliminations, the winner — so the script's hands take away exactly what the rules remove.
 */
import type { Face } from '../../src/core/types.ts';
import type { Announcement } from '../../src/rules/engine.ts';
import { announceThrowAgain, strike, type StrikeAction, type StrikeEvent, type StrikeState } from '../../src/rules/strike/index.ts';
import { seededRandom } from '../arenaScene.ts';
import { colourFamily, COLOUR_FAMILIES, type ColourFamily } from './photoDice.ts';
import { hexRgb } from './compose.ts';
import { facesOfEdition, MAT_TEXTURES, SCRIPT_FORMAT, type GameScript, type Knock, type Look, type ScriptStep, type TableDie } from './script.ts';

/** Options of {@link scriptFromSeed}. */
export interface ScriptOptions {
  /** Player count (2–5, named Ann, Bob, Cleo, Dev, Eve) or names; default 2. */
  players?: number | string[];
  /** Strike edition; default `classic` (faces 1–5 and X). */
  edition?: GameScript['edition'];
  /** See `GameScript.keepThrowing`; default false (all dice different → the thrower passes). */
  keepThrowing?: boolean;
  /** Stop after this many throws (default: play the game to its winner). */
  maxThrows?: number;
  /** Sprinkle hand passes, rearranged dice and pauses between throws (default true). */
  extras?: boolean;
  /**
   * Sometimes take the dice after a throw in two hand visits (X and outside dice first,
   * then the match), leaving an in-between settled arena no throw explains (default false).
   */
  splitCollects?: boolean;
  /** Parts of the look to fix instead of drawing them at random. */
  look?: Partial<Look>;
}

/** How often things happen (per throw or per die); tuned for lively, still readable games. */
export const CHANCES = {
  /** A thrown die lands outside the arena. */
  outside: 0.07,
  /** A throw knocks old dice (when there are any), and then a second one too. */
  knock: 0.22,
  secondKnock: 0.3,
  /** A knocked die leaves the arena. */
  knockedOut: 0.12,
  /** Before a throw: a hand passes over, dice are pushed around, a pause. */
  handPass: 0.1,
  rearrange: 0.06,
  pause: 0.1,
  /** Collecting in two visits, with `splitCollects`. */
  split: 0.5,
} as const;

/** Default player names. */
const NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve'];

/** Mat colours seen on dice trays and arenas: felt green, blue, red, grey, beige, black, teal, purple, brown. */
const MATS = ['#2f6b3a', '#24466e', '#7a2330', '#5b6169', '#b9a98a', '#26282b', '#1f5f62', '#4a3563', '#6b4a2f'];
/** Arena wall colours. */
const WALLS = ['#1b1b1e', '#3b2a1e', '#8a8f96', '#c9c2b3', '#5a1e1e', '#20304a'];
/** Table colours. */
const TABLES = ['#8b6b4a', '#d8d4cc', '#3a3f44', '#a07850', '#6e6259', '#c2b59b'];
/** Skin tones. */
const SKINS = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d9a066'];

/** Typical body colour of each family's dice (byler-d6 photos, eyeballed medians), for contrast with the mat. */
const FAMILY_BODY: Readonly<Record<ColourFamily, [number, number, number]>> = {
  white: [230, 230, 225], black: [40, 40, 45], red: [190, 30, 35], green: [30, 140, 60],
  yellow: [220, 190, 40], blue: [30, 90, 170], purple: [100, 40, 150],
};

/** `#rrggbb` jittered by up to `amount` per channel. */
function jitter(hex: string, amount: number, random: () => number): string {
  const rgb = hexRgb(hex).map((c) => Math.max(0, Math.min(255, Math.round(c + (random() * 2 - 1) * amount))));
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The look a game script of `seed` gets (`scriptFromSeed`): drawn from a random stream of its
 * own, so that fixing the look leaves the game's throws as they were.
 */
export function lookOfSeed(seed: number): Look {
  return randomLook(seededRandom((seed ^ 0x3c6ef372) >>> 0));
}

/**
 * A random look: mat, wall, table, arena size, lighting, 1–3 dice colour families that
 * stand out from the mat, die size, skin tone and sensor noise.
 */
export function randomLook(random: () => number): Look {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const mat = jitter(pick(MATS), 12, random);
  const [r, g, b] = hexRgb(mat);
  const matFamily = colourFamily(r, g, b);
  // Dice must stand out: not the mat's own family, and far from the mat's colour.
  const usable = COLOUR_FAMILIES.filter((f) => f !== matFamily && Math.hypot(FAMILY_BODY[f][0] - r, FAMILY_BODY[f][1] - g, FAMILY_BODY[f][2] - b) > 110);
  const families: ColourFamily[] = [];
  const count = 1 + Math.floor(random() * 3);
  while (families.length < count) {
    const family = pick(usable);
    if (!families.includes(family)) families.push(family);
  }
  const noiseDraw = random();
  return {
    mat: { colour: mat, texture: pick(MAT_TEXTURES), textureStrength: Math.round((0.2 + random() * 0.6) * 100) / 100 },
    wall: { colour: jitter(pick(WALLS), 10, random), thickness: Math.round((0.03 + random() * 0.03) * 1000) / 1000 },
    arena: { rx: Math.round((0.5 + random() * 0.15) * 1000) / 1000, ry: Math.round((0.39 + random() * 0.04) * 1000) / 1000 },
    table: jitter(pick(TABLES), 10, random),
    lighting: {
      brightness: Math.round((0.8 + random() * 0.35) * 100) / 100,
      gradientAngleDeg: Math.round(random() * 360),
      gradientStrength: Math.round(random() * 0.3 * 100) / 100,
      warmth: Math.round((random() * 1.2 - 0.5) * 100) / 100,
    },
    dice: { colours: families, size: Math.round((0.075 + random() * 0.015) * 1000) / 1000 },
    skin: pick(SKINS),
    noise: noiseDraw < 0.4 ? 0 : noiseDraw < 0.8 ? 1 : 2,
  };
}

/** A generated game: the script and the announcements the engine made while playing it. */
export interface GeneratedGame {
  /** The script. */
  script: GameScript;
  /** Every announcement of the engine's events, in order (src/rules/strike/announce.ts). */
  announcements: Announcement[];
}

/**
 * Plays a random legal game of Strike with the rules engine and writes it as a script, keeping
 * the engine's own announcements (for checking `expectedRulings`).
 * @throws Error for a bad player list or edition (the engine's RuleError message), or
 *   `maxThrows` below 1
 */
export function generateGame(seed: number, options: ScriptOptions = {}): GeneratedGame {
  if (!Number.isInteger(seed)) throw new Error(`scriptFromSeed: the seed must be an integer, got ${seed}`);
  const maxThrows = options.maxThrows ?? Infinity;
  if (!(maxThrows >= 1)) throw new Error(`scriptFromSeed: maxThrows must be at least 1, got ${maxThrows}`);
  const random = seededRandom(seed);
  const between = (lo: number, hi: number): number => lo + random() * (hi - lo);
  const players = typeof options.players === 'object' ? options.players : NAMES.slice(0, options.players ?? 2);
  const edition = options.edition ?? 'classic';
  const keepThrowing = options.keepThrowing ?? false;
  const extras = options.extras ?? true;
  const faces = facesOfEdition(edition);
  const numbered = faces.filter((f) => f !== 'X');
  const face = (): Face => faces[Math.floor(random() * faces.length)]!;
  const look: Look = { ...lookOfSeed(seed), ...options.look };

  let state: StrikeState | null = null;
  const announcements: Announcement[] = [];
  const fold = (events: StrikeEvent[]): void => {
    for (const event of events) {
      state = strike.reduce(state, event);
      announcements.push(...strike.announce(event, state));
    }
  };
  const act = (action: StrikeAction): StrikeEvent[] => {
    const events = strike.apply(state!, action);
    fold(events);
    return events;
  };
  try {
    fold(strike.setup({ players, edition }));
  } catch (error) {
    throw new Error(`scriptFromSeed: ${(error as Error).message}`);
  }
  const now = (): StrikeState => state!;

  const steps: ScriptStep[] = [];
  const table = new Map<number, TableDie>();
  let nextId = 0;
  const startFace = numbered[Math.floor(random() * numbered.length)]!;
  // The referee places the start die unseen (src/referee/strikeReferee.ts); so does the engine here.
  act({ type: 'placeStartDie', face: null });
  steps.push({ kind: 'placeStartDie', face: startFace, by: now().firstPlayer });
  table.set(nextId, { id: nextId, face: startFace, inArena: true });
  nextId += 1;

  let throws = 0;
  while (now().phase === 'throw' && throws < maxThrows) {
    const seat = now().current;
    if (extras) {
      if (random() < CHANCES.handPass) steps.push({ kind: 'handPass', by: Math.floor(random() * players.length) });
      if (table.size > 0 && random() < CHANCES.rearrange) steps.push({ kind: 'rearrange', by: seat });
      if (random() < CHANCES.pause) steps.push({ kind: 'pause', ms: Math.round(between(400, 1500)) });
    }
    const count = now().mustThrowAll ? now().players[seat]!.stock : 1;
    const inside: Face[] = [];
    const outside: Face[] = [];
    for (let k = 0; k < count; k += 1) (random() < CHANCES.outside ? outside : inside).push(face());
    const knocked: Knock[] = [];
    const old = [...table.values()];
    if (old.length > 0 && random() < CHANCES.knock) {
      const hits = random() < CHANCES.secondKnock ? 2 : 1;
      for (let k = 0; k < hits && old.length > 0; k += 1) {
        const die = old.splice(Math.floor(random() * old.length), 1)[0]!;
        knocked.push(random() < CHANCES.knockedOut ? { die: die.id, face: face(), outside: true } : { die: die.id, face: face() });
      }
    }
    const step: ScriptStep = { kind: 'throw', dice: inside, by: seat };
    if (outside.length > 0) step.outside = outside;
    if (knocked.length > 0) step.knocked = knocked;
    steps.push(step);
    for (const k of knocked) table.set(k.die, { id: k.die, face: k.face, inArena: k.outside !== true });
    for (const f of inside) table.set(nextId, { id: nextId++, face: f, inArena: true });
    for (const f of outside) table.set(nextId, { id: nextId++, face: f, inArena: false });
    throws += 1;

    const onTable = [...table.values()];
    const events = act({
      type: 'throw',
      arena: onTable.filter((d) => d.inArena).map((d) => d.face),
      out: onTable.filter((d) => !d.inArena).length,
    });
    if (now().phase === 'over') break;
    if (now().phase === 'throw' && now().current === seat && now().throwsThisTurn > 0) {
      // Every die differs: the thrower passes, or goes on and the referee says he may
      // (src/referee/strikeReferee.ts, keepThrowing).
      const choice = announceThrowAgain(now());
      if (!keepThrowing) act({ type: 'pass' });
      else if (choice) announcements.push(choice);
    }

    // What the rules took away, die by die: X dice, dice outside, matched faces.
    const xDice = onTable.filter((d) => d.inArena && d.face === 'X').map((d) => d.id);
    const outDice = onTable.filter((d) => !d.inArena).map((d) => d.id);
    const matched = new Set(events.flatMap((e) => (e.type === 'matchCollected' ? e.groups.map((g) => g.face) : [])));
    const matchDice = onTable.filter((d) => d.inArena && matched.has(d.face)).map((d) => d.id);
    const removed = [...xDice, ...outDice, ...matchDice];
    if (removed.length === 0) continue;
    const first = [...xDice, ...outDice];
    if (options.splitCollects && first.length > 0 && matchDice.length > 0 && random() < CHANCES.split) {
      steps.push({ kind: 'collect', dice: first, by: seat });
      steps.push({ kind: 'collect', dice: matchDice, by: seat });
    } else {
      steps.push({ kind: 'collect', dice: removed, by: seat });
    }
    for (const id of removed) table.delete(id);
  }

  return {
    script: { format: SCRIPT_FORMAT, game: 'strike', edition, players: [...players], keepThrowing, seed, look, steps },
    announcements,
  };
}

/**
 * A random but legal Strike game script from `seed` (same seed and options, same script).
 * @throws Error as {@link generateGame}
 */
export function scriptFromSeed(seed: number, options: ScriptOptions = {}): GameScript {
  return generateGame(seed, options).script;
}
