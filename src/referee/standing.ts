/**
 * Where an unfinished game stands, as the CLI says it at the end of a `referee` or `review`
 * run: the words (src/referee/messages/cli.ts `standing`, `diceGameStanding`) and the same
 * facts as plain JSON. A won game has no standing: its last rulings name the winner.
 */
import { finalTurnTarget, type DiceGameState } from '../rules/dice-game/index.ts';
import type { StrikeState } from '../rules/strike/index.ts';
import { CLI_MESSAGES } from './messages/cli.ts';
import type { Language } from './render.ts';

/** A standing: its words in one language and its facts. */
export interface Standing {
  text: string;
  /**
   * Strike: `{players: [{name, stock, eliminated, retired?, points?}], arena, current, round?, rounds?}`
   * (points and rounds in a tournament; a player who left the game, src/rules/common/retire.ts,
   * is `eliminated` with `retired: true`, absent otherwise); the dice
   * game: `{players: [{name, score, retired?}], current, turnPoints, finalTurnTarget?}` (`retired`:
   * true for a player who left the game, src/rules/dice-game/apply.ts `retire`, absent otherwise;
   * the score a final turn must go past to bank, in the final round only). `current` is a seat (0-based).
   */
  standing: Record<string, unknown>;
}

/** Where a Strike game stands, or `null` once it is over (src/rules/strike/types.ts `StrikeState`). */
export function strikeStanding(state: StrikeState, language: Language): Standing | null {
  if (state.phase === 'over') return null;
  const text = CLI_MESSAGES[language].standing(state.players, state.arena, state.players[state.current]!.name,
    state.tournament ? { round: state.round, rounds: state.rounds } : undefined);
  const players = state.players.map(({ name, stock, eliminated, retired, points }) =>
    ({ name, stock, eliminated, ...(retired === true ? { retired: true } : {}), ...(state.tournament ? { points } : {}) }));
  const round = state.tournament ? { round: state.round, rounds: state.rounds } : {};
  return { text, standing: { players, arena: state.arena, current: state.current, ...round } };
}

/** Where a dice game stands, or `null` once it is won (src/rules/dice-game/types.ts `DiceGameState`). */
export function diceGameStanding(state: DiceGameState, language: Language): Standing | null {
  if (state.winners !== null) return null;
  const players = state.players.map((name, seat) => ({ name, score: state.scores[seat] ?? 0, ...(state.retired?.[seat] === true ? { retired: true } : {}) }));
  const target = state.turn.finalTurn ? finalTurnTarget(state) : null;
  const text = CLI_MESSAGES[language].diceGameStanding(players.map((p) => ({ ...p, retired: p.retired === true })), state.players[state.turn.player]!, state.turn.points, target);
  return { text, standing: { players, current: state.turn.player, turnPoints: state.turn.points, ...(target === null ? {} : { finalTurnTarget: target }) } };
}
