/**
 * The dice game beside the picture: whose turn it is, every player's banked score, the turn's
 * points and what the player must do next, what the referee asks, the Bank and Undo buttons,
 * and the log of rulings. It renders the referee's state and sends intents; whether Bank is
 * allowed now comes from the rules (src/rules/dice-game `legalActions`).
 */
import type { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import { renderQuestion, type Language } from '../referee/render.ts';
import { diceGame } from '../rules/dice-game/index.ts';
import { AskedDice, PanelActions, RefereeLog, RefereeQuestion, useFocusOnMount } from './GamePanel.tsx';
import type { LogLine } from './useLiveGame.ts';

/** Props of {@link DiceGamePanel}. */
export interface DiceGamePanelProps {
  live: LiveDiceGameReferee;
  /** Language of the referee's question (src/referee/render.ts `renderQuestion`). */
  language: Language;
  log: LogLine[];
  onBank(): void;
  onUndo(): void;
  onConfirm(): void;
  onAccept(): void;
  onNewGame(): void;
  /** Opens the face picker for die `id` (see GamePanel.tsx `AskedDice`). */
  onPickDie(id: number): void;
}

/** "3 dice" / "1 die". */
function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** Scoreboard, turn, question, controls and log of the dice game. */
export function DiceGamePanel({ live, language, log, onBank, onUndo, onConfirm, onAccept, onNewGame, onPickDie }: DiceGamePanelProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { state, question } = live;
  const { turn } = state;
  const over = state.winners !== null;
  const name = state.players[state.active] ?? '';
  const canBank = diceGame.legalActions(state).includes('bank');
  const canUndo = (state.lastRoll?.corrections.length ?? 0) > 0;
  const winners = (state.winners ?? []).map((seat) => state.players[seat]).join(' and ');
  const next = turn.phase === 'rolled'
    ? `rolled ${turn.roll?.join(' ') ?? ''}: set aside scoring dice`
    : turn.phase === 'kept' ? `roll ${dice(turn.diceLeft)} or bank` : `roll ${dice(turn.diceLeft)}`;

  return (
    <section className="game" data-testid="game">
      <h2 ref={heading} tabIndex={-1}>
        {over ? `${winners} ${(state.winners?.length ?? 0) > 1 ? 'win' : 'wins'}` : `${name}’s turn${turn.finalTurn ? ' (final turn)' : ''}`}
      </h2>
      <ul className="players" data-testid="players">
        {state.players.map((player, seat) => (
          <li key={seat} className={seat === state.active && !over ? 'current' : ''}>
            <span title={player}>{player}</span>
            <span data-testid="score">{state.scores[seat]} pts</span>
          </li>
        ))}
      </ul>
      {!over && (
        <p className="muted" data-testid="turn">
          This turn: <strong data-testid="turn-points">{turn.points}</strong> pts · {next}
          {state.finalRound && ` · first to ${state.rules.targetScore}: ${state.players[state.finalRound.triggeredBy]} (${state.finalRound.score})`}
        </p>
      )}
      {question && (
        <RefereeQuestion message={renderQuestion('dice-game', question, language)}>
          {question.kind === 'confirmRoll' && <AskedDice dieIds={question.dieIds} answers={live.answers} onPickDie={onPickDie} />}
          {question.kind === 'confirmRoll' && <button type="button" onClick={onConfirm} data-testid="confirm">Confirm roll</button>}
          {question.kind === 'changed' && <button type="button" onClick={onAccept}>Keep the roll as ruled</button>}
        </RefereeQuestion>
      )}
      <PanelActions canUndo={canUndo} onUndo={onUndo} onNewGame={onNewGame}>
        <button type="button" onClick={onBank} disabled={!canBank} title="Keyboard: B" data-testid="bank">Bank (B)</button>
      </PanelActions>
      <RefereeLog log={log} />
    </section>
  );
}
