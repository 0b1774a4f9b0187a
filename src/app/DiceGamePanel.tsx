/**
 * The dice game beside the picture: whose turn it is, every player's banked score, the turn's
 * points and what the player must do next, what the referee asks, the Bank and Undo buttons,
 * and the log of rulings. It renders the referee's state and sends intents; whether Bank is
 * allowed now comes from the rules (src/rules/dice-game `legalActions`).
 */
import { useState } from 'react';
import type { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import { renderQuestion, renderRefusal, type Language } from '../referee/render.ts';
import { bankRefusal, bestScore, finalTurnBank, retirementToUndo } from '../rules/dice-game/index.ts';
import { AskedDice, KeyHint, PanelActions, readFaces, RefereeLog, RefereeQuestion, RetireConfirm, useFocusOnMount } from './GamePanel.tsx';
import { playerActions } from './playerActions.ts';
import { useUiText } from './i18n/language.ts';
import type { LogLine } from './useLiveGame.ts';

/** Props of {@link DiceGamePanel}. */
export interface DiceGamePanelProps {
  /** The live referee whose state (scores, turn points, question) the panel shows. */
  live: LiveDiceGameReferee;
  /** Language of the referee's question (src/referee/render.ts `renderQuestion`). */
  language: Language;
  /** The referee's announcements and refusals, oldest first (src/app/useLiveGame.ts, at most 200). */
  log: LogLine[];
  /** *Bank* (or **B**): the roller banks the turn's points (LiveDiceGameReferee `bank`). */
  onBank(): void;
  /** *Undo* (or **U**): takes back the last correction (LiveDiceGameReferee `undo`). */
  onUndo(): void;
  /** *Confirm*: the faces given for a roll waiting on the players are final (LiveDiceGameReferee `confirm`). */
  onConfirm(): void;
  /** *Accept*: the players say the change asked about does not matter: the arena as seen is taken, nothing ruled (LiveDiceGameReferee `accept`). */
  onAccept(): void;
  /** The players say which of the `keptWhich` question's choices (index) was set aside. */
  onChooseKept(choice: number): void;
  /** The players say the dice in the arena are a roll (the `notARoll`, `changed` and `refusedKeep` questions: LiveDiceGameReferee `ruleAsRoll`). */
  onRuleAsRoll(): void;
  /** *Leaves* on a player's row, confirmed: the player at `seat` leaves the game (LiveDiceGameReferee `retire`). */
  onRetire(seat: number): void;
  /** *New game*: opens the set-up form. */
  onNewGame(): void;
  /** Opens the face picker for die `id` (see GamePanel.tsx `AskedDice`). */
  onPickDie(id: number): void;
  /** The dice table's row number of each die in view, by die id (DiceTable.tsx `diceTableRows`). */
  dieRows?: ReadonlyMap<number, number>;
}

/** Scoreboard, turn, question, controls and log of the dice game. */
export function DiceGamePanel({ live, language, log, onBank, onUndo, onConfirm, onAccept, onChooseKept, onRuleAsRoll, onRetire, onNewGame, onPickDie, dieRows }: DiceGamePanelProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const text = useUiText();
  const t = text.panel;
  const { state, question } = live;
  const { turn } = state;
  // *Leaves* pressed on a seat's row, awaiting its confirmation: that seat and the game's event count then.
  const [confirmingRetire, setConfirmingRetire] = useState<{ seat: number; events: number } | null>(null);
  const retiring = confirmingRetire !== null && confirmingRetire.events === live.events.length && live.canRetire ? confirmingRetire.seat : null;
  const over = state.winners !== null;
  const name = state.players[state.active] ?? '';
  // Bank is offered only when the rules would take it now; after setting dice aside, the panel
  // says why not (below the turn's minimum, a final turn short of the score to beat).
  const refusal = bankRefusal(state);
  const finalBank = finalTurnBank(state);
  const { bank: canBank, undo: canUndo, ruleAsRoll: canRuleAsRoll } = playerActions({ game: 'dice-game', live });
  // Undo taking back a player's leaving names that player.
  const retiredSeat = live.undoTakesBack === 'retirement' ? retirementToUndo(state) : null;
  const undoing = retiredSeat !== null ? { kind: 'retirement' as const, name: state.players[retiredSeat] ?? '' } : undefined;
  const winners = (state.winners ?? []).map((seat) => state.players[seat] ?? '');
  const toRoll = turn.phase === 'kept' && canBank ? t.rollOrBank(turn.diceLeft) : t.roll(turn.diceLeft);
  const next = turn.phase === 'rolled' ? t.rolled(turn.roll?.join(' ') ?? '', bestScore(turn.roll ?? []), live.rollCanBank) : live.canSetAsideMore ? t.orSetAsideMore(toRoll) : toRoll;

  return (
    <section className="game" data-testid="game">
      <h2 ref={heading} tabIndex={-1} data-focus-home>
        {over ? t.wins(winners) : turn.finalTurn ? t.finalTurn(name) : t.turn(name)}
      </h2>
      <ul className="players" data-testid="players">
        {state.players.map((player, seat) => (
          <li key={seat} className={seat === state.active && !over ? 'current' : ''}>
            <span>{player}</span>
            <span data-testid="score">{text.points(state.scores[seat] ?? 0)}</span>
            {/* A player who left: his score stays, he cannot win (apply.ts `retire`). */}
            {state.retired?.[seat] === true && <span>{t.retiredMark}</span>}
            {state.retired?.[seat] !== true && !over && live.canRetire && (
              <button type="button" className="secondary retire" onClick={() => setConfirmingRetire({ seat, events: live.events.length })}
                aria-expanded={retiring === seat} aria-label={t.retireTitleDiceGame(player)} title={t.retireTitleDiceGame(player)} data-testid="retire">{t.retire}</button>
            )}
          </li>
        ))}
      </ul>
      {retiring !== null && (
        <RetireConfirm name={state.players[retiring] ?? ''} game="dice-game" onYes={() => {
          setConfirmingRetire(null);
          onRetire(retiring);
        }} onNo={() => setConfirmingRetire(null)} />
      )}
      {!over && (
        <p className="muted" data-testid="turn">
          {t.thisTurn} <strong data-testid="turn-points">{turn.points}</strong>{'\u00a0'}{t.pointsUnit(turn.points)} · {next}
          {/* In a final turn the line below says the score to beat, and whose it is: not said twice (helper 234). */}
          {state.finalRound && !finalBank && ` · ${t.finalRound(state.rules.targetScore, state.players[state.finalRound.triggeredBy] ?? '', state.finalRound.score)}`}
        </p>
      )}
      {/* A final turn banks once past the score to beat, whatever the minimums (unless finalTurnMinimum): said instead of them. */}
      {!over && <p className="muted" data-testid="bank-minimums">{finalBank ? t.finalTurnBank(finalBank.target, finalBank.points, state.players[finalBank.holder] ?? '') : t.bankMinimums(state.rules.firstBankPoints, state.rules.minBankPoints)}</p>}
      {!over && turn.phase === 'kept' && refusal && (
        <p className="muted" data-testid="bank-refusal">{renderRefusal('dice-game', refusal, language)}</p>
      )}
      {question && (
        <RefereeQuestion message={renderQuestion('dice-game', question, language)}>
          {question.kind === 'confirmRoll' && <AskedDice dieIds={question.dieIds} answers={live.answers} read={readFaces(question.params.dice)} rows={dieRows} onPickDie={onPickDie} />}
          {/* Dice set aside that the rules refused are out of the picture: their buttons correct a misread one. */}
          {question.kind === 'refusedKeep' && !question.params.allDice && (
            <AskedDice dieIds={question.dieIds} answers={new Map(question.dieIds.map((id, i) => [id, question.params.faces[i] ?? '?']))} rows={dieRows} onPickDie={onPickDie} />
          )}
          {/* Dice taken out after a keep that did not score as read: their buttons correct a misread scoring die. */}
          {question.kind === 'notKept' && (
            <AskedDice dieIds={question.dieIds} answers={new Map(question.dieIds.map((id, i) => [id, question.params.faces[i] ?? '?']))} rows={dieRows} onPickDie={onPickDie} />
          )}
          {question.kind === 'wrongCount' && question.params.notKept.length > 0 && (
            <AskedDice dieIds={question.dieIds.slice(-question.params.notKept.length)} answers={new Map(question.dieIds.slice(-question.params.notKept.length).map((id, i) => [id, question.params.notKept[i] ?? '?']))} rows={dieRows} onPickDie={onPickDie} />
          )}
          {question.kind === 'confirmRoll' && <button type="button" onClick={onConfirm} data-testid="confirm">{t.confirmRoll}</button>}
          {/* Offered only where some set of scoring dice set aside leaves the dice in the arena to roll. */}
          {(question.kind === 'changed' || question.kind === 'refusedKeep') && canRuleAsRoll && <button type="button" onClick={onRuleAsRoll} title={t.keyboard('R')} data-testid="rule-as-rolled">{t.ruleAsRolled}<KeyHint shortcut="R" /></button>}
          {question.kind === 'changed' && <button type="button" className="secondary" onClick={onAccept}>{t.keepRoll}</button>}
          {/* Dice lying at the first look: a photo of the roll opened after Start, or a roll made just before. */}
          {/* R answers it too (helper 234: a photo opened leaves the focus 10 Tabs away). */}
          {question.kind === 'notARoll' && canRuleAsRoll && <button type="button" onClick={onRuleAsRoll} title={t.keyboard('R')} data-testid="rule-as-roll">{t.ruleAsRoll}<KeyHint shortcut="R" /></button>}
          {question.kind === 'keptWhich' && question.params.choices.map((faces, i) => (
            <button key={faces.join('')} type="button" onClick={() => onChooseKept(i)} data-testid="kept-choice">{t.setAside(faces.join(' '))}</button>
          ))}
        </RefereeQuestion>
      )}
      <PanelActions canUndo={canUndo} onUndo={onUndo} onNewGame={onNewGame} over={over} undoing={undoing}>
        <button type="button" onClick={onBank} disabled={!canBank} title={t.keyboard('B')} data-testid="bank">{t.bank}<KeyHint shortcut="B" /></button>
      </PanelActions>
      <RefereeLog log={log} language={language} />
    </section>
  );
}
