/**
 * How turns, games and tournament rounds end in Strike and HP Strike, which share these rules
 * (strike-en.txt, Game End and Alternative Game End; harry-potter-strike-en.txt, Ending the
 * game and Tournament rules). Each step emits events into the engine's emitter, which folds
 * them as it goes, so every step sees the state its predecessors left.
 */
import { nextSeat } from './seats.ts';
import type { DiceBox, TableEvent, TableState, TurnEndReason } from './table.ts';

/** What the shared steps need of an engine's `Emitter` (common/emitter.ts). */
export interface TableEmitter {
  /** State after the events emitted so far. */
  readonly state: TableState;
  /** Records `event` and folds it into `state`. */
  emit(event: TableEvent): void;
}

/**
 * The `roundStarted` event for `round` (from 1): everybody receives his stock from the box's
 * chart, the rest stays in the box (strike-fr.txt: "rangez le reste des dés"; HP Strike: one
 * of them becomes the start die); round r is started by seat r−1 so that in a tournament each
 * player starts once (harry-potter-strike-en.txt, Tournament rules: "each player will be the
 * starting player once"). A retired player (common/retire.ts, our reading) is dealt no dice, the
 * chart read for the players left, and his round is started by the next seat not retired.
 * @param box the dice in play (a missing chart entry deals 0 dice)
 * @param players the seats (only `retired` is read), or their count (none retired), ≥ 1
 */
export function roundStartedEvent(box: DiceBox, players: number | readonly { retired?: boolean }[], round: number): TableEvent {
  const seats = typeof players === 'number' ? Array.from({ length: players }, () => ({ retired: false })) : players;
  const inPlay = seats.filter((p) => p.retired !== true).length;
  const perPlayer = box.dicePerPlayer?.[String(inPlay)] ?? 0;
  const stocks = seats.map((p) => (p.retired === true ? 0 : perPlayer));
  const starter = (round - 1) % seats.length;
  return {
    type: 'roundStarted',
    round,
    firstPlayer: seats[starter]!.retired === true ? nextSeat(seats.map((p) => ({ eliminated: p.retired === true })), starter) : starter,
    stocks,
    setAside: box.totalDice - perPlayer * inPlay,
  };
}

/**
 * Ends the current player's turn for `reason`. A player whose turn ends with an empty stock
 * is eliminated (strike-en.txt, Game End; HP Strike, Ending the game); when one player is left
 * he wins ({@link finishGame}).
 * @param box the dice in play, to deal the next tournament round
 * @returns true when the game is over; false when the engine starts the next player's turn
 *   (who is next and whether he must throw all his dice depend on the game)
 */
export function closeTurn(em: TableEmitter, reason: TurnEndReason, box: DiceBox): boolean {
  const player = em.state.current;
  em.emit({ type: 'turnEnded', player, reason });
  if (em.state.players[player]!.stock === 0) {
    const playersLeft = em.state.players.filter((p) => !p.eliminated).length - 1;
    em.emit({ type: 'playerEliminated', player, playersLeft });
  }
  const inGame = em.state.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]));
  if (inGame.length !== 1) return false;
  finishGame(em, inGame[0]!, box);
  return true;
}

/**
 * The last player with dice wins (strike-en.txt, Game End). In a tournament the round is
 * scored: each eliminated player gets the number of players still in when he went out, the
 * winner 0; the next round is dealt from `box`; after as many rounds as players the lowest
 * total wins, ties shared (strike-en.txt, Alternative Game End; harry-potter-strike-en.txt,
 * Tournament rules). `othersLeft`: the game ends because every other player left it
 * (common/retire.ts), which the announcement says in place of "the last player with dice".
 */
export function finishGame(em: TableEmitter, winner: number, box: DiceBox, othersLeft = false): void {
  em.emit({ type: 'gameWon', player: winner, round: em.state.round, ...(othersLeft ? { othersLeft: true as const } : {}) });
  scoreRound(em, [winner], box);
}

/**
 * After a game is decided (the state's phase is `over`): in a tournament, scores the round,
 * each of `winners` 0 and every other player the points he went out with, then deals the
 * next round from `box` or, after the last, names the lowest totals the winners (Tournament
 * rules; strike-en.txt, Alternative Game End). Outside a tournament it does nothing.
 * @param winners seats that won the game: one, or (HP Strike, src/rules/hp-strike/settle.ts)
 *   those sharing it
 */
export function scoreRound(em: TableEmitter, winners: readonly number[], box: DiceBox): void {
  const s = em.state;
  if (!s.tournament) return;
  const points = s.roundPoints.map((p, seat) => (winners.includes(seat) ? 0 : p));
  const totals = s.players.map((p, seat) => p.points + points[seat]!);
  em.emit({ type: 'roundScored', round: s.round, points, totals });
  if (othersAllLeft(s)) {
    // Won because the others left (common/retire.ts, our reading): said so, not "fewest points wins".
    em.emit({ type: 'tournamentWon', players: s.players.flatMap((p, seat) => (p.retired === true ? [] : [seat])), totals, othersLeft: true });
    return;
  }
  if (s.round < s.rounds) {
    em.emit(roundStartedEvent(box, s.players, s.round + 1));
    return;
  }
  const best = Math.min(...totals);
  em.emit({ type: 'tournamentWon', players: totals.flatMap((t, seat) => (t === best ? [seat] : [])), totals });
}

/**
 * Whether every player but one (or all) has left the game (common/retire.ts, our reading): fewer
 * than two seats not retired. A tournament then ends once the round is scored, won by the one
 * still in whatever the totals ({@link scoreRound}'s `tournamentWon` with `othersLeft`).
 */
export function othersAllLeft(state: TableState): boolean {
  return state.players.filter((p) => p.retired !== true).length < 2;
}
