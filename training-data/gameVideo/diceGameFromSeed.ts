/**
 * Random legal dice games (the-dice-game-en.txt) as arena scenes, for videos that the review of
 * a recorded dice game is measured on (`npm run bench:review -- --game dice-game`) and tested
 * with: each roll shown still, then the same arena with the dice set aside taken out, a hand
 * passing between scenes (sceneFrames.ts). The game is played by the rules engine itself, so
 * its announcements are the rulings a referee must give; nobody presses Bank, as on a
 * recording: a bank is seen as the next player's six dice rolled.
 */
import type { Face } from '../../src/core/types.ts';
import { renderAnnouncement } from '../../src/referee/render.ts';
import { bankRefusal, bestKeep, diceGame, hasScore, type DiceGameAction, type DiceGameEvent, type DiceGameState } from '../../src/rules/dice-game/index.ts';
import { fold } from '../../src/rules/engine.ts';
import { randomScene, seededRandom, type ArenaScene } from '../arenaScene.ts';

/** A dice game played out as scenes. */
export interface DiceGamePlay {
  /** Player names in seat order. */
  players: string[];
  /** Points to win. */
  targetScore: number;
  /** Each scene and how long it is held still, in seconds (sceneFrames.ts plays them). */
  scenes: [ArenaScene, number][];
  /** What the rules announced, in English, in order: the rulings a review must give. */
  rulings: string[];
  /** The game's event log (plain JSON). */
  events: DiceGameEvent[];
  /** Whether the game was played to its winner (else it stopped after `maxRolls` rolls). */
  finished: boolean;
}

/** Options of {@link diceGameFromSeed}. */
export interface DiceGameFromSeedOptions {
  /** How many players (1–8; default 2), named Ann, Bob, Cara, …. */
  players?: number;
  /** Points to win (default 1000: a game of a minute or two). */
  targetScore?: number;
  /** The game stops after this many rolls, won or not (default 40). */
  maxRolls?: number;
  /** Picture size in pixels and the dice's side (default 640 × 360, 40 px, as the demo). */
  width?: number;
  height?: number;
  sizePx?: number;
  /** How long each scene is held still, in seconds (default 2.4, as the demo). */
  holdS?: number;
}

const NAMES = ['Ann', 'Bob', 'Cara', 'Dan', 'Eve', 'Finn', 'Gus', 'Hal'];

/** Mats and arena walls a game is played on, one picked by the seed: grey (the demo's), green and blue felt, wood, red. */
const MATS: readonly { mat: string; wall: string }[] = [
  { mat: '#5b6169', wall: '#202226' },
  { mat: '#2e6b3a', wall: '#3b2414' },
  { mat: '#2b4f7a', wall: '#15181c' },
  { mat: '#8a6a45', wall: '#4a3520' },
  { mat: '#7a2e2e', wall: '#1c1c1c' },
];
const D6: readonly Face[] = ['1', '2', '3', '4', '5', '6'];

/**
 * A random dice game from `seed` (the same seed, the same game), on one of five mats: the rolls are random; each
 * roll's best scoring dice are set aside (scoring.ts `bestKeep`); the player banks once the
 * rules allow it and the turn holds at least a random 300–700 points, or two dice or fewer are
 * left, but never right after all six dice scored (hot dice: the next six dice would be the
 * same turn's, and a recording shows no bank), nor a bank that would end the game (nobody rolls
 * after it: a recording cannot show it), so a game ends on a last final turn's "No score!" or
 * six of a kind. Scenes: an empty arena, then each roll, and after a roll that scores the arena
 * with the dice set aside taken out.
 * @throws RuleError when the engine refuses an action (a bug of this generator)
 */
export function diceGameFromSeed(seed: number, options: DiceGameFromSeedOptions = {}): DiceGamePlay {
  const { players: count = 2, targetScore = 1000, maxRolls = 40, width = 640, height = 360, sizePx = 40, holdS = 2.4 } = options;
  const random = seededRandom(seed);
  const players = NAMES.slice(0, count);
  const size = { width, height, sizePx };
  const empty: ArenaScene = { ...randomScene([], { ...size, seed }), ...MATS[seed % MATS.length]!, dice: [] };
  const scenes: [ArenaScene, number][] = [[empty, holdS]];
  let sceneSeed = seed * 1000;
  const table = (faces: readonly Face[]): ArenaScene => ({ ...randomScene(faces, { ...size, seed: ++sceneSeed }), mat: empty.mat, wall: empty.wall, arena: empty.arena });

  let events: DiceGameEvent[] = diceGame.setup({ players, targetScore });
  let state: DiceGameState = fold(diceGame, events);
  const rulings = events.flatMap((event, i) => diceGame.announce(event, fold(diceGame, events.slice(0, i + 1)))).map((a) => renderAnnouncement('dice-game', a, 'en'));
  const act = (action: DiceGameAction): void => {
    const produced = diceGame.apply(state, action);
    for (const event of produced) {
      state = diceGame.reduce(state, event);
      rulings.push(...diceGame.announce(event, state).map((a) => renderAnnouncement('dice-game', a, 'en')));
    }
    events = [...events, ...produced];
  };

  let rolls = 0;
  let bankAt = 0;
  while (state.winners === null && rolls < maxRolls) {
    const { turn } = state;
    // A turn rolls from its start, and again after dice are set aside and not banked.
    if (turn.phase === 'toRoll' || turn.phase === 'kept') {
      if (turn.phase === 'toRoll' && turn.points === 0) bankAt = 300 + Math.floor(random() * 5) * 100;
      const rolled = table(Array.from({ length: turn.diceLeft }, () => D6[Math.floor(random() * 6)]!));
      // The referee lists a roll's dice from left to right (src/referee/liveDiceGameReferee.ts), and so does the game here.
      const leftToRight = [...rolled.dice].sort((a, b) => a.x - b.x);
      const faces = leftToRight.map((die) => die.face);
      scenes.push([rolled, holdS]);
      rolls += 1;
      act({ type: 'roll', faces });
      if (!hasScore(faces) || state.winners !== null) continue; // a farkle (the next roll is the next player's), or six of a kind
      // The leftmost dice of each face kept are the ones set aside.
      const setAside = new Set<(typeof leftToRight)[number]>();
      for (const face of bestKeep(faces)) setAside.add(leftToRight.find((die) => die.face === face && !setAside.has(die))!);
      scenes.push([{ ...rolled, dice: rolled.dice.filter((die) => !setAside.has(die)) }, holdS]);
      act({ type: 'keep', faces: leftToRight.filter((die) => setAside.has(die)).map((die) => die.face) });
      const after = state.turn;
      // A bank that ends the game is never seen on a recording (nobody rolls after it): the player rolls on.
      const mayBank = bankRefusal(state) === null && after.diceLeft !== 6 && !diceGame.apply(state, { type: 'bank' }).some((event) => event.type === 'gameWon');
      if (mayBank && (after.points >= bankAt || after.diceLeft <= 2)) act({ type: 'bank' });
    } else {
      throw new Error(`diceGameFromSeed: unexpected turn phase ${turn.phase}`);
    }
  }
  return { players, targetScore, scenes, rulings, events, finished: state.winners !== null };
}
