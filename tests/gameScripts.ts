/**
 * Scripted Strike games the CLI and browser tests both render (training-data/gameVideo).
 */
import { lookOfSeed, SCRIPT_FORMAT, type GameScript } from '../training-data/gameVideo/index.ts';

/**
 * Ann throws a 4 beside the start die 2; then a die comes to lie beside the arena from Bob's
 * edge of the table, crossing none of it (rendered as a throw landing outside): nothing in the
 * arena moves. The picture is read again for it; it is taken as set down there (a stock die),
 * and the referee asks whether it was Bob's throw that missed the arena (helpers 145, 154). Bob
 * picks it up and throws a 1 into the arena: his throw when the die beside was set down; Ann's
 * when it was his throw that missed (it ended his turn).
 */
export const DIE_BESIDE_ARENA: GameScript = {
  format: SCRIPT_FORMAT, game: 'strike', edition: 'classic', players: ['Ann', 'Bob'], keepThrowing: false, seed: 1, look: lookOfSeed(1),
  steps: [
    { kind: 'placeStartDie', face: '2' },
    { kind: 'throw', dice: ['4'], by: 0 },
    { kind: 'throw', dice: [], outside: ['5'], by: 1 },
    { kind: 'collect', dice: [2], by: 1 },
    { kind: 'throw', dice: ['1'], by: 1 },
  ],
};
