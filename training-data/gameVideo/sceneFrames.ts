/**
 * Videos made of the project's own arena scenes (training-data/arenaScene.ts) held still, with
 * a hand passing between them: fixtures for tests of games that the scripted Strike videos
 * (renderGame.ts) do not play, such as the dice game.
 */
import sharp from 'sharp';
import type { Face, RgbaFrame } from '../../src/core/types.ts';
import { LiveDiceGameReferee } from '../../src/referee/liveDiceGameReferee.ts';
import { renderAnnouncement } from '../../src/referee/render.ts';
import type { ArenaSnapshot, SnapshotDie } from '../../src/tracking/types.ts';
import { dieBox, randomScene, sceneSvg, type ArenaScene } from '../arenaScene.ts';

/**
 * The scene as an `H×W×4` RGBA frame, with a hand (a skin-coloured bar, 120 px wide, from the
 * bottom edge) reaching `reach` (0–1) of the way up.
 */
export async function sceneFrame(scene: ArenaScene, reach = 0): Promise<RgbaFrame> {
  let svg = sceneSvg(scene);
  if (reach > 0) {
    const top = Math.round(scene.height * (1 - 0.8 * reach));
    const left = Math.round(scene.width / 2 - 60);
    svg = svg.replace('</svg>', `<rect x="${left}" y="${top}" width="120" height="${scene.height}" rx="40" fill="#c68642"/></svg>`);
  }
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * Frames at `fps` frames/s of each scene held still for its seconds, a hand passing out over
 * the one before and in over the next (12 frames) before every scene but the first.
 */
export async function* sceneFrames(states: readonly [ArenaScene, number][], fps: number): AsyncGenerator<RgbaFrame> {
  for (const [i, [scene, seconds]] of states.entries()) {
    if (i > 0) {
      const before = states[i - 1]![0];
      for (let k = 1; k <= 6; k++) yield await sceneFrame(before, k / 6);
      for (let k = 6; k >= 1; k--) yield await sceneFrame(scene, k / 6);
    }
    const still = await sceneFrame(scene);
    for (let k = 0; k < Math.round(seconds * fps); k++) yield still;
  }
}

/** A short scripted dice game of arena scenes, and the faces of each roll from left to right (the referee's roll order). */
export interface DiceGameScenes {
  /** Each scene and how long it is held, in seconds. */
  states: [ArenaScene, number][];
  /** Faces of Ann's first roll, Bob's roll, Ann's second roll and the rest she rolled. */
  rolled: { annRoll: Face[]; bobRoll: Face[]; annAgain: Face[]; annRest: Face[] };
}

/**
 * Two turns of Ann and one of Bob in the dice game (the-dice-game-en.txt), 640 × 360 with
 * 36 px dice, nobody pressing Bank: an empty arena; Ann rolls 1 5 1 3 1 5; her 1s and 5s are
 * set aside (400), the 3 left where it lay; six new dice (she banked, and Bob rolled
 * 2 6 3 6 4 2: no score); Ann rolls 1 1 5 2 3 4; four new dice 2 3 4 6 (two set aside, 1 1 or
 * 1 5, and four rolled at once: no score). Each scene is held 2 s (the first 1 s), a hand
 * passing between them (0.8 s at 15 frames/s: 15 s in all).
 */
export function diceGameScenes(): DiceGameScenes {
  const size = { width: 640, height: 360, sizePx: 36 };
  const empty: ArenaScene = { ...randomScene([], { ...size, seed: 1 }), dice: [] };
  const table = (faces: Face[], seed: number): ArenaScene => ({ ...randomScene(faces, { ...size, seed }), mat: empty.mat, wall: empty.wall, arena: empty.arena });
  const annRoll = table(['1', '5', '1', '3', '1', '5'], 7);
  const annKept = { ...annRoll, dice: annRoll.dice.filter((d) => d.face === '3') };
  const bobRoll = table(['2', '6', '3', '6', '4', '2'], 11);
  const annAgain = table(['1', '1', '5', '2', '3', '4'], 13);
  const annRest = table(['2', '3', '4', '6'], 17);
  const leftToRight = (scene: ArenaScene): Face[] => [...scene.dice].sort((a, b) => a.x - b.x).map((d) => d.face);
  return {
    states: [[empty, 1], [annRoll, 2], [annKept, 2], [bobRoll, 2], [annAgain, 2], [annRest, 2]],
    rolled: { annRoll: leftToRight(annRoll), bobRoll: leftToRight(bobRoll), annAgain: leftToRight(annAgain), annRest: leftToRight(annRest) },
  };
}

/** The dice game the demo recording shows (`public/demo/dice-game.webm`): its players and points to win. */
export const DICE_GAME_DEMO = { players: ['Ann', 'Bob'], targetScore: 500 } as const;

/**
 * The demo dice game (the-dice-game-en.txt), played to its winner by Ann and Bob to
 * {@link DICE_GAME_DEMO}'s 500 points, 640 × 360 with 40 px dice, nobody pressing Bank: an
 * empty arena; Ann rolls 1 1 5 2 3 4 and sets aside 1 1 5 (250), rolls her 3 dice (5 2 6) and
 * sets aside the 5 (300), rolls 2 (1 3) and sets aside the 1 (400, her first score's minimum);
 * six new dice: she banked 400, and Bob rolled 2 2 3 4 6 6, no score; Ann rolls 5 5 5 2 3 4 and
 * sets aside the three 5s (500); six new dice: she banked (900, past 500: the final round), and
 * Bob's final turn rolls 2 3 3 4 6 6, no score: Ann wins. Each scene is held 2.4 s, a hand
 * passing between them (0.8 s at 15 frames/s): about 40 s in all.
 */
export function diceGameDemoScenes(): [ArenaScene, number][] {
  const size = { width: 640, height: 360, sizePx: 40 };
  const empty: ArenaScene = { ...randomScene([], { ...size, seed: 1 }), dice: [] };
  const table = (faces: Face[], seed: number): ArenaScene => ({ ...randomScene(faces, { ...size, seed }), mat: empty.mat, wall: empty.wall, arena: empty.arena });
  /** The scene with the dice of `faces` taken out (the first of each face listed), the rest where they lay. */
  const setAside = (scene: ArenaScene, faces: Face[]): ArenaScene => {
    const left = [...scene.dice];
    for (const face of faces) left.splice(left.findIndex((d) => d.face === face), 1);
    return { ...scene, dice: left };
  };
  const first = table(['1', '1', '5', '2', '3', '4'], 21);
  const second = table(['5', '2', '6'], 22);
  const third = table(['1', '3'], 23);
  const again = table(['5', '5', '5', '2', '3', '4'], 25);
  const scenes: ArenaScene[] = [
    empty,
    first, setAside(first, ['1', '1', '5']),
    second, setAside(second, ['5']),
    third, setAside(third, ['1']),
    table(['2', '2', '3', '4', '6', '6'], 24),
    again, setAside(again, ['5', '5', '5']),
    table(['2', '3', '3', '4', '6', '6'], 26),
  ];
  return scenes.map((scene) => [scene, 2.4]);
}

/**
 * What a perfect reader and tracker would hand the referee for each scene held still: its
 * dice, each with its true face, confidence 1, in the arena, and an id kept by a die lying where
 * it lay in the scene before (a new id for each die that moved or came). `tMs` is when the
 * scene starts being held, in ms (at `fps`, as {@link sceneFrames} plays them).
 */
export function sceneSnapshots(states: readonly [ArenaScene, number][], fps: number): ArenaSnapshot[] {
  let nextId = 1;
  let before: { x: number; y: number; face: Face; id: number }[] = [];
  let frame = 0;
  return states.map(([scene, seconds], i) => {
    if (i > 0) frame += 12; // the hand out and in (sceneFrames)
    const tMs = (frame * 1000) / fps;
    frame += Math.round(seconds * fps);
    const placed = scene.dice.map((die) => ({
      x: die.x, y: die.y, face: die.face, id: before.find((b) => b.x === die.x && b.y === die.y && b.face === die.face)?.id ?? nextId++,
    }));
    const dice: SnapshotDie[] = scene.dice.map((die, k) => ({ id: placed[k]!.id, box: dieBox(die), face: die.face, confidence: 1, inArena: true }));
    before = placed;
    return { tMs, dice };
  });
}

/**
 * A dice game (`game`: the demo's by default) refereed from {@link sceneSnapshots} of its scenes, as on a recording
 * (nobody presses Bank: `bankWhenNextTurnRolls`): the referee at the end, each scene's
 * question (`null` where none was asked) and every announcement in English, in order — the
 * rulings the demo recording must get.
 */
export function refereeDemoScenes(states: readonly [ArenaScene, number][], fps: number, game: { players: readonly string[]; targetScore: number } = DICE_GAME_DEMO): { live: LiveDiceGameReferee; questions: (string | null)[]; rulings: string[] } {
  const { live, step } = LiveDiceGameReferee.start({ players: [...game.players], targetScore: game.targetScore }, { bankWhenNextTurnRolls: true });
  const rulings = step.announcements.map((a) => renderAnnouncement('dice-game', a, 'en'));
  const questions: (string | null)[] = [];
  for (const snapshot of sceneSnapshots(states, fps)) {
    rulings.push(...live.onSnapshot(snapshot).announcements.map((a) => renderAnnouncement('dice-game', a, 'en')));
    questions.push(live.question?.message ?? null);
  }
  return { live, questions, rulings };
}
