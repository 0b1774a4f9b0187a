/**
 * Strike beside the picture: whose turn it is, every player's stock, the thrower's choice to throw
 * again or pass while it stands (LiveStrikeReferee `throwAgainChoice`), what the referee asks,
 * the Pass and Undo buttons, and the log of rulings (the dice game has its own panel,
 * DiceGamePanel.tsx, sharing {@link RefereeQuestion}, {@link PanelActions} and {@link RefereeLog}).
 */
import { memo, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { othersWithDieLost, type LiveStrikeReferee, type MissedDieFoundAnswer, type MissedDieFoundQuestion } from '../referee/liveStrikeReferee.ts';
import { renderAnnouncement, renderQuestion, type Language } from '../referee/render.ts';
import { retirementToUndo, winnersOf } from '../rules/strike/index.ts';
import { focusInView } from './focusInView.ts';
import { useUiText } from './i18n/language.ts';
import { playerActions } from './playerActions.ts';
import type { LogLine } from './useLiveGame.ts';
import { useReturnFocus } from './useReturnFocus.ts';

/** Props of {@link GamePanel}. */
export interface GamePanelProps {
  /** The live referee whose state (players, stocks, turn, question) the panel shows. */
  live: LiveStrikeReferee;
  /** Language of the referee's question (src/referee/render.ts `renderQuestion`). */
  language: Language;
  /** The referee's announcements and refusals, oldest first (src/app/useLiveGame.ts, at most 200). */
  log: LogLine[];
  /** *Pass* (or **P**): the thrower ends the turn (LiveStrikeReferee `pass`). */
  onPass(): void;
  /** *Undo* (or **U**): takes back the last correction, or the die said flown out of sight (LiveStrikeReferee `undo`, `undoTakesBack`). */
  onUndo(): void;
  /** *Confirm*: the faces given for a throw waiting on the players are final (LiveStrikeReferee `confirm`). */
  onConfirm(): void;
  /** *Rule it as a throw*: the arena the question is about was a throw (LiveStrikeReferee `treatAsThrow`). */
  onTreatAsThrow(): void;
  /** *Die flew out of sight*: the thrower's die never landed in view (LiveStrikeReferee `dieMissed`). */
  onDieMissed(): void;
  /**
   * *Yes, it is that die* / *No, another die*: the die come into the arena is the one said flown
   * out of sight, or not; where another player's die was said lost before it, *Bob's die* /
   * *Ann's die* / *None*: whose lost die it is (`{lostBy}`), or none (LiveStrikeReferee `missedDieFound`);
   * `about`: the question the button was shown for (a late click on a question since changed is ignored).
   */
  onMissedDieFound(answer: MissedDieFoundAnswer, about: MissedDieFoundQuestion): void;
  /** *Leaves* on a player's row, confirmed: the player at `seat` leaves the game (LiveStrikeReferee `retire`). */
  onRetire(seat: number): void;
  /** *New game*: opens the set-up form. */
  onNewGame(): void;
  /** Opens the face picker for die `id` (the dice asked about are buttons too, for the keyboard). */
  onPickDie(id: number): void;
  /** The dice table's row number of each die in view, by die id (DiceTable.tsx `diceTableRows`). */
  dieRows?: ReadonlyMap<number, number>;
  /**
   * How many of the dice to take out are marked in blue on the picture (src/app/refereeMarks.ts:
   * those still in view); the arena line points at them only. Default: every die to take out.
   */
  markedToRemove?: number;
}

/** Scoreboard, question, controls and log. */
export function GamePanel({ live, language, log, onPass, onUndo, onConfirm, onTreatAsThrow, onDieMissed, onMissedDieFound, onRetire, onNewGame, onPickDie, dieRows, markedToRemove = live.toRemove.length }: GamePanelProps) {
  const { state, question } = live;
  const { pass: canPass, undo: canUndo } = playerActions({ game: 'strike', live });

  const heading = useFocusOnMount<HTMLHeadingElement>();
  const text = useUiText();
  const t = text.panel;
  // *Die flew out of sight* pressed, awaiting its confirmation: the game's event count then (any ruling since ends the asking).
  const [confirmingMissed, setConfirmingMissed] = useState<number | null>(null);
  // *Leaves* pressed on a seat's row, awaiting its confirmation: that seat and the game's event count then.
  const [confirmingRetire, setConfirmingRetire] = useState<{ seat: number; events: number } | null>(null);
  const retiring = confirmingRetire !== null && confirmingRetire.events === live.events.length && live.canRetire ? confirmingRetire.seat : null;
  // A tournament is won on points over its rounds (ties shared), not by its last round's winner.
  const winnerNames = winnersOf(state).map((seat) => state.players[seat]?.name ?? '');
  // A finished tournament ranks on points: nobody is shown out for its last round, nor its dice left.
  const tournamentOver = state.tournament && state.phase === 'over';
  const shownOut = (player: { eliminated: boolean }) => player.eliminated && !tournamentOver;
  // A tournament ended because every other player left (src/rules/common/turns.ts scoreRound): its winner is not the fewest points.
  const wonByLeaving = tournamentOver && live.events.some((event) => event.type === 'tournamentWon' && event.othersLeft === true);
  // A tournament's next round, before its start die: who won the round before stays said.
  const nextRound = state.tournament && state.phase === 'startDie' && state.round > 1;
  const lastRoundWinner = nextRound ? state.lastRoundWinner : null;
  // Undo taking back a die said flown out of sight names its thrower (the rules' last throw's); one taking back a player's leaving, that player.
  const undoKind = live.undoTakesBack;
  const undoneSeat = undoKind === 'missedDie' ? state.lastThrow?.before.current ?? state.current : undoKind === 'retirement' ? retirementToUndo(state) : null;
  // The thrower's choice to throw another die or pass, from the referee's state (not the log's last line: another
  // player's leaving is said after it, and the choice still stands, its Pass button with it).
  const choice = live.throwAgainChoice;
  const undoing = (undoKind === 'missedDie' || undoKind === 'retirement') && undoneSeat !== null ? { kind: undoKind, name: state.players[undoneSeat]?.name ?? '' } : undefined;
  return (
    <section className="game" data-testid="game">
      <h2 ref={heading} tabIndex={-1} data-focus-home>
        {state.phase === 'over'
          ? (winnerNames.length > 0 ? t.wins(winnerNames) : t.nobodyWins)
          : state.phase === 'startDie' ? (nextRound ? t.roundStartDie(state.round, state.rounds, state.edition.startDie) : t.placeStartDie(state.edition.startDie)) : t.turn(state.players[state.current]?.name ?? '')}
      </h2>
      {lastRoundWinner !== null && (
        <p className="muted" data-testid="round-won">{t.roundWonBy(state.players[lastRoundWinner]?.name ?? '', state.round - 1)}</p>
      )}
      <ul className="players" data-testid="players">
        {state.players.map((player, seat) => (
          <li key={seat} className={[seat === state.current && state.phase !== 'over' ? 'current' : '', shownOut(player) ? 'out' : ''].join(' ')}>
            <span>{player.name}</span>
            {/* A player who went home is out like an eliminated one (common/retire.ts), marked as the dice game's panel marks him. */}
            {!tournamentOver && <span data-testid="stock">{shownOut(player) ? (player.retired === true ? t.retiredMark : t.out) : text.dice(player.stock)}</span>}
            {state.tournament && <span>{text.points(player.points)}</span>}
            {/* A player who has to go home (our reading: no rulebook has it); confirmed below the list. */}
            {!player.eliminated && state.phase !== 'over' && live.canRetire && (
              <button type="button" className="secondary retire" onClick={() => setConfirmingRetire({ seat, events: live.events.length })}
                aria-expanded={retiring === seat} aria-label={t.retireTitle(player.name)} title={t.retireTitle(player.name)} data-testid="retire">{t.retire}</button>
            )}
          </li>
        ))}
      </ul>
      {/* A tournament is won on the fewest points: said under its final scores, where the winner's 0 reads as nothing won. */}
      {tournamentOver && <p className="muted" data-testid="fewest-points-wins">{wonByLeaving ? t.othersLeftWin : t.fewestPointsWins}</p>}
      {retiring !== null && (
        <RetireConfirm name={state.players[retiring]?.name ?? ''} game="strike" onYes={() => {
          setConfirmingRetire(null);
          onRetire(retiring);
        }} onNo={() => setConfirmingRetire(null)} />
      )}
      {/* Once the game is over there is no arena to keep: no count, nothing to take out. */}
      {state.phase !== 'over' && (
        <p className="muted" data-testid="arena-count">
          {/* Before the start die the rules' arena is empty whatever lies there: no count. After a
              ruling, the count is the arena once the dice marked blue are taken out. */}
          {[
            state.phase !== 'startDie' ? t.arena(state.arena.length, markedToRemove, live.waitsForAnswer) : markedToRemove > 0 && t.takeOut(markedToRemove),
            state.mustThrowAll && t.bigHit,
          ].filter(Boolean).join(' · ').replace(/^./, (first) => first.toUpperCase())}
        </p>
      )}
      {choice && <p className="choice" data-testid="throw-again-choice">{renderAnnouncement('strike', choice, language)}</p>}
      {question && (
        <RefereeQuestion message={renderQuestion('strike', question, language)}>
          {question.kind === 'confirmThrow' && <AskedDice dieIds={question.dieIds} answers={live.answers} read={readFaces(question.params.dice)} rows={dieRows} onPickDie={onPickDie} />}
          {question.kind === 'confirmThrow' && <button type="button" onClick={onConfirm} data-testid="confirm">{t.confirmThrow}</button>}
          {/* A change the rules could not explain, or a new view's extra dice, may still be a throw; an arena they refused as one, or more dice than the player could throw, cannot. */}
          {live.canRuleAsThrow && (
            <button type="button" onClick={onTreatAsThrow} data-testid="rule-as-throw">{t.ruleAsThrow}</button>
          )}
          {/* A die come into the arena after one said flown out of sight: that die (taken back, the thrower's throw) or another (the next throw). */}
          {question.kind === 'missedDieFound' && othersWithDieLost(question.params).length === 0 && (
            <>
              {/* Keys: U (it undoes the lost die, as Yes does) and N (No / Non): src/app/shortcutKeys.ts `livePageShortcut`. */}
              <button type="button" onClick={() => onMissedDieFound(true, question.params)} title={t.keyboard('U')} data-testid="missed-die-found-yes">{t.missedDieFoundYes}<KeyHint shortcut="U" /></button>
              <button type="button" className="secondary" onClick={() => onMissedDieFound(false, question.params)} title={t.keyboard('N')} data-testid="missed-die-found-no">{t.missedDieFoundNo}<KeyHint shortcut="N" /></button>
            </>
          )}
          {/* Another player's die said lost before it may be the one: whose it is, one button per thrower (the last one's U, as Yes), or none (N). */}
          {question.kind === 'missedDieFound' && othersWithDieLost(question.params).length > 0 && (
            <>
              <button type="button" onClick={() => onMissedDieFound(true, question.params)} title={t.keyboard('U')} data-testid="missed-die-found-yes">{t.missedDieFoundOf(question.params.player)}<KeyHint shortcut="U" /></button>
              {othersWithDieLost(question.params).map((name) => (
                <button key={name} type="button" className="secondary" onClick={() => onMissedDieFound({ lostBy: name }, question.params)} data-testid="missed-die-found-other">{t.missedDieFoundOf(name)}</button>
              ))}
              <button type="button" className="secondary" onClick={() => onMissedDieFound(false, question.params)} title={t.keyboard('N')} data-testid="missed-die-found-no">{t.missedDieFoundNone}<KeyHint shortcut="N" /></button>
            </>
          )}
          {/* An all-in throw refused for dice missing from view: the players may say they flew out. */}
          {live.missingFromAllIn && (
            <button type="button" onClick={onTreatAsThrow} data-testid="count-missing-out">{t.countMissingOut(live.missingFromAllIn.missing, live.missingFromAllIn.stock)}</button>
          )}
        </RefereeQuestion>
      )}
      <PanelActions canUndo={canUndo} onUndo={onUndo} onNewGame={onNewGame} over={state.phase === 'over'} undoing={undoing}>
        <button type="button" onClick={onPass} disabled={!canPass} title={t.keyboard('P')} data-testid="pass">{t.pass}<KeyHint shortcut="P" /></button>
        {/* A die off the table changes nothing the camera sees: the players say so (helper 167), and confirm it (helper 175). */}
        {live.canRuleMissedDie && <button type="button" className="secondary" onClick={() => setConfirmingMissed(live.events.length)} aria-expanded={confirmingMissed === live.events.length} title={t.dieMissedTitle} data-testid="die-missed">{t.dieMissed}</button>}
      </PanelActions>
      {live.canRuleMissedDie && confirmingMissed === live.events.length && (
        <DieMissedConfirm name={state.players[state.current]?.name ?? ''} onYes={() => {
          setConfirmingMissed(null);
          onDieMissed();
        }} onNo={() => setConfirmingMissed(null)} />
      )}
      <RefereeLog log={log} language={language} />
    </section>
  );
}

/**
 * Escape pressed inside a confirmation (*Leaves*, *Die flew out of sight*) answers it as its Cancel
 * does, and goes no further (the page's own Escape ends the arena's editing).
 */
function cancelOnEscape(event: KeyboardEvent, cancel: () => void): void {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  cancel();
}

/**
 * Asks the players to confirm that the thrower's die (`name`'s) flew out of sight: the button sits
 * beside *Pass*, and the die counted out stays so until *Undo* takes it back (src/rules/strike/apply.ts
 * `undo`: until the next throw).
 * *Count it out* takes the focus, so that Enter confirms and a stray click on the button that
 * opened it does not (helper 175).
 */
function DieMissedConfirm({ name, onYes, onNo }: { name: string; onYes(): void; onNo(): void }) {
  const t = useUiText().panel;
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => focusInView(yes.current), []);
  useReturnFocus();
  return (
    <div className="question" role="group" aria-label={t.dieMissed} data-testid="die-missed-confirm" onKeyDown={(event) => cancelOnEscape(event, onNo)}>
      <p>{t.dieMissedConfirm(name)}</p>
      <button type="button" ref={yes} onClick={onYes} data-testid="die-missed-yes">{t.dieMissedYes}</button>
      <button type="button" className="secondary" onClick={onNo} data-testid="die-missed-no">{t.dieMissedNo}</button>
    </div>
  );
}

/**
 * Asks the players to confirm that `name` leaves the game, with what it does in `game`: in Strike
 * out like an eliminated player (src/rules/common/retire.ts), in the dice game his score stays but
 * cannot win (src/rules/dice-game/apply.ts `retire`); Undo takes it back. The yes button takes the
 * focus, as {@link DieMissedConfirm}'s, so that Enter confirms. Shared with the dice game's panel.
 */
export function RetireConfirm({ name, game, onYes, onNo }: { name: string; game: 'strike' | 'dice-game'; onYes(): void; onNo(): void }) {
  const t = useUiText().panel;
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => focusInView(yes.current), []);
  useReturnFocus();
  const diceGame = game === 'dice-game';
  return (
    <div className="question" role="group" aria-label={diceGame ? t.retireTitleDiceGame(name) : t.retireTitle(name)} data-testid="retire-confirm" onKeyDown={(event) => cancelOnEscape(event, onNo)}>
      <p>{diceGame ? t.retireConfirmDiceGame(name) : t.retireConfirm(name)}</p>
      <button type="button" ref={yes} onClick={onYes} data-testid="retire-yes">{t.retireYes(name)}</button>
      <button type="button" className="secondary" onClick={onNo} data-testid="retire-no">{t.retireNo}</button>
    </div>
  );
}

/**
 * What the referee asks the players, with the answer buttons the game offers (`children`). Only
 * the question's sentence is an alert: a screen reader says it when it comes or changes, not
 * again at each answer given on its buttons.
 */
export function RefereeQuestion({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="question" data-testid="question">
      <p role="alert" data-testid="question-text">{message}</p>
      {children}
    </div>
  );
}

/**
 * A ref whose element takes the keyboard focus when it first appears: a game panel's heading
 * (`tabIndex={-1}`) when a game starts, so that Tab goes on to the game's buttons rather than
 * from the top of the page.
 */
export function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const element = useRef<T>(null);
  useEffect(() => focusInView(element.current), []);
  return element;
}

/**
 * The numbers a question's dice `dieIds` are named by: their dice table rows (`rows`, by die
 * id) when the table lists them all; `null` for each when the table lists none of them (dice
 * taken out of view: a number would name a die of the table); else 1, 2… in the question's
 * order (never a mix, which could name two dice alike).
 */
export function askedDieNumbers(dieIds: readonly number[], rows?: ReadonlyMap<number, number>): (number | null)[] {
  if (rows && dieIds.every((id) => rows.has(id))) return dieIds.map((id) => rows.get(id)!);
  if (rows && rows.size > 0 && dieIds.every((id) => !rows.has(id))) return dieIds.map(() => null);
  return dieIds.map((_, i) => i + 1);
}

/** The faces the reader saw for a question's dice (`null`: none), by die id: {@link AskedDice}'s `read`. */
export function readFaces(dice: readonly { id: number; face: string | null }[]): Map<number, string | null> {
  return new Map(dice.map((die) => [die.id, die.face]));
}

/**
 * The dice a question asks about, as buttons that open the face picker (the same as clicking the
 * die in the picture, reachable with the keyboard): "Die 6: 4" with the answer given so far; for a
 * die not answered yet, the face the reader saw but was unsure of, "Die 6: 4?" (`read`, by die id:
 * confirming keeps it), or "?" when it saw none; numbered as {@link askedDieNumbers} says; dice
 * taken out of view, "Taken out: 6".
 */
export function AskedDice({ dieIds, answers, read, rows, onPickDie }: {
  dieIds: readonly number[];
  answers: ReadonlyMap<number, string>;
  read?: ReadonlyMap<number, string | null>;
  rows?: ReadonlyMap<number, number>;
  onPickDie(id: number): void;
}) {
  const text = useUiText();
  const t = text.panel;
  const number = askedDieNumbers(dieIds, rows);
  const label = (id: number): { text: string; title?: string } => {
    const given = answers.get(id);
    if (given !== undefined) return { text: given === 'leaning' ? text.facePicker.leaning : given };
    const seen = read?.get(id);
    return seen ? { text: t.unsureFace(seen), title: t.unsureFaceTitle(seen) } : { text: '?' };
  };
  return (
    <p className="asked-dice">
      {/* In the dice table's order (Die 1, Die 2…), not the tracker's. */}
      {dieIds.map((id, i) => ({ id, n: number[i] ?? null, at: i }))
        .sort((a, b) => (a.n ?? Infinity) - (b.n ?? Infinity) || a.at - b.at)
        .map(({ id, n }) => {
          const { text: shown, title } = label(id);
          return (
            <button key={id} type="button" className="secondary" title={title} onClick={() => onPickDie(id)} data-testid="asked-die">
              {n === null ? t.askedDieOut(shown) : t.askedDie(n, shown)}
            </button>
          );
        })}
    </p>
  );
}

/**
 * A button's keyboard shortcut `shortcut` after its name, " (P)" (src/app/usePageShortcuts.ts):
 * hidden where the primary pointer is coarse and cannot hover (a touch screen, where no key is
 * pressed: helper 178), by styles.css `.key-hint`; the button's title still names the key.
 */
export function KeyHint({ shortcut }: { shortcut: string }) {
  return <span className="key-hint">{useUiText().panel.keyHint(shortcut)}</span>;
}

/** What Undo takes back where it is not a correction: the die a thrower said flown out of sight, or a player's leaving, with that player's name. */
export interface UndoTarget {
  kind: 'missedDie' | 'retirement';
  name: string;
}

/**
 * A game panel's buttons: the game's own (`children`), then Undo correction (U) and New game; once the game is `over`, New game, and Undo while it can take a correction back.
 * `undoing`: Undo takes back the die the thrower so named said flown out of sight, or that
 * player's leaving (LiveStrikeReferee / LiveDiceGameReferee `undoTakesBack`), and its name and
 * tooltip say so, not "Undo correction".
 */
export function PanelActions({ canUndo, onUndo, onNewGame, over, undoing, children }: { canUndo: boolean; onUndo(): void; onNewGame(): void; over: boolean; undoing?: UndoTarget | undefined; children?: ReactNode }) {
  const t = useUiText().panel;
  const label = undoing?.kind === 'missedDie' ? t.undoMissed : undoing?.kind === 'retirement' ? t.undoRetired(undoing.name) : t.undo;
  const title = undoing?.kind === 'missedDie' ? t.undoMissedTitle(undoing.name, 'U') : undoing?.kind === 'retirement' ? t.undoRetiredTitle(undoing.name, 'U') : t.keyboard('U');
  // A game won keeps New game, and Undo while a correction can still be taken back: no turn's buttons (helper 160).
  return (
    <div className="actions">
      {!over && children}
      {(!over || canUndo) && <button type="button" onClick={onUndo} disabled={!canUndo} title={title}>{label}<KeyHint shortcut="U" /></button>}
      {/* Not on a phone: the page's own New game, in the toolbar, is in view there too (styles.css). */}
      <button type="button" className="secondary panel-new-game" onClick={onNewGame}>{t.newGame}</button>
    </div>
  );
}

/**
 * The log of rulings, newest last, kept scrolled to the newest line (also when a language change
 * rewraps it) within its own box: the page does not move, so a control focused below it stays
 * in view (helper 163: at 200 % zoom each ruling pushed the focused die's button out of view).
 */
export const RefereeLog = memo(function RefereeLog({ log, language }: { log: LogLine[]; language: Language }) {
  const box = useRef<HTMLOListElement>(null);
  const t = useUiText().panel;
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [log.length, language]);
  return (
    // A live region for screen readers: each new line is said (not the whole log again when the language changes).
    <div className="log-box" role="log" aria-live="polite" aria-relevant="additions" aria-label={t.log}>
      <ol className="log" ref={box} data-testid="log">
        {log.map((line) => <li key={line.id} className={line.kind} data-testid={`log-${line.kind}`}>{line.text(language)}</li>)}
      </ol>
    </div>
  );
});
