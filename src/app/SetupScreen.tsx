/**
 * The setup screen: which game, which edition, how many players, their names and seat order.
 * It only gathers choices; the rules engine validates them when the game starts.
 */
import { useEffect, useRef, useState } from 'react';
import { NAME_MAX_LENGTH, tidyPlayerName } from '../core/playerName.ts';
import { refusedNameSeats } from '../rules/common/players.ts';
import { DEFAULT_RULES, isTargetScoreChoice, TARGET_SCORE_CHOICES } from '../rules/dice-game/index.ts';
import { gameInfo, GAMES } from '../rules/games.ts';
import { CLASSIC, classicDicePerPlayer, dicePerPlayerAllowed, EDITIONS, maxDicePerPlayer } from '../rules/strike/index.ts';
import { useUiText } from './i18n/language.ts';
import { editionName, type UiText } from './i18n/uiText.ts';
import { SeatList } from './SeatList.tsx';
import { useReturnFocus } from './useReturnFocus.ts';

/** What the players chose. */
export interface GameSetup {
  /** Game id (src/rules/games.ts). */
  game: string;
  /** Edition preset id, for games with editions. */
  edition?: string;
  /** Names in seat order; the first starts. */
  players: string[];
  /** Strike: play a tournament (as many rounds as players, fewest points wins; strike-en.txt, Alternative Game End). */
  tournament?: boolean;
  /**
   * Strike: dice each player starts with, for an edition whose chart no rulebook here gives
   * (`dicePerPlayer: null` in src/rules/strike/editions.ts): the players read it from their box.
   */
  dicePerPlayer?: number;
  /** The dice game: banked points that end the game (the-dice-game-en.txt, Ending the game: 5000). */
  targetScore?: number;
}

/** Whether Strike edition `id` has no dice-per-player chart, so the players give their stock. */
function needsStock(id: string): boolean {
  return EDITIONS[id]?.dicePerPlayer === null;
}

/** Props of {@link SetupScreen}. */
export interface SetupScreenProps {
  /** The choices to start from (e.g. the last game's). */
  initial?: GameSetup;
  /** Called with the players' choices when they press Start. */
  onStart(setup: GameSetup): void;
  /** Called when they close the screen without starting. */
  onCancel?(): void;
  /** Why the last start was refused (a rule error), shown on the screen. */
  error?: string | null;
  /** The players of a game in progress, which Start would end (the screen says so); none when there is none. */
  replaces?: readonly string[] | null;
  /**
   * On the demo: why a game of these choices would not be refereed on its recording (said under
   * the form as the choices change, before Start, with a button that sets the form like the demo),
   * or `null` when it would be. Choosing another game sets the form like that game's demo.
   */
  demoNote?: ((choice: GameSetup) => DemoNote | null) | null;
}

/** Why a game is not refereed on the demo (`text`), and the set-up like the demo's (`like`) of the game chosen. */
export interface DemoNote {
  text: string;
  like: GameSetup;
}

const DEFAULT_NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana'];

/** Why the numbers typed cannot start a game (worded in the page's language) and which field it is about. */
interface FormError {
  field: 'stock' | 'target';
  say(words: UiText['setup']): string;
}

/** The id of the form's error message, which the field it is about points to (`aria-describedby`). */
const ERROR_ID = 'setup-error';

/** Ids of the games the camera referee plays. */
const LIVE_GAMES = GAMES.filter((g) => g.camera).map((g) => g.id);

/** The form. */
export function SetupScreen({ initial, onStart, onCancel, error, replaces, demoNote }: SetupScreenProps) {
  const [game, setGame] = useState(initial?.game ?? 'strike');
  const [edition, setEdition] = useState(initial?.edition ?? 'classic');
  const [names, setNames] = useState<string[]>(initial?.players ?? DEFAULT_NAMES.slice(0, 2));
  const [tournament, setTournament] = useState(initial?.tournament ?? false);
  // Number fields keep what the players type (a field being retyped may be empty for a moment).
  const [stockText, setStockText] = useState<string | null>(initial?.dicePerPlayer !== undefined ? String(initial.dicePerPlayer) : null);
  const [targetText, setTargetText] = useState(String(initial?.targetScore ?? DEFAULT_RULES.targetScore));
  // The last refusal is shown until the players change something.
  const [errorStale, setErrorStale] = useState(false);
  /** Why the numbers typed cannot start a game, worded here (the browser's own checks are in its language, not the page's). */
  const [formError, setFormError] = useState<FormError | null>(null);
  /** A field's error links: `aria-invalid` and the error's id, while the error is about it. */
  const invalid = (field: FormError['field']) => (formError?.field === field ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {});
  /** The name fields a refusal shown is about (an empty name, names that repeat). */
  const refusedSeats = !formError && error && !errorStale ? refusedNameSeats(names) : [];
  useEffect(() => setErrorStale(false), [error]);
  // A set-up the rules refused for its names: the focus goes to the first name refused (helper 163).
  useEffect(() => {
    const seat = error ? refusedNameSeats(names)[0] : undefined;
    if (seat !== undefined) seats.current?.querySelectorAll<HTMLInputElement>('input')[seat]?.focus();
    // Only when a refusal comes: not as the names are typed.
  }, [error]);
  const info = gameInfo(game);
  const text = useUiText();
  const t = text.setup;
  const gameName = (id: string) => t.gameNames[id] ?? gameInfo(id).name;
  const askStock = game === 'strike' && needsStock(edition);
  const stockShown = stockText ?? String(classicDicePerPlayer(names.length));
  const maxStock = maxDicePerPlayer(EDITIONS[edition] ?? CLASSIC, names.length);
  // The form takes the keyboard focus when it opens (its first field), as a dialog does, and
  // gives it back when cancelled (to New game). It is scrolled into view whole where it fits:
  // on a phone it opens below the picture, and focusing its first field alone left Start under
  // the window's bottom edge (helper 183, 390 × 844).
  useReturnFocus();
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    firstField.current?.focus({ preventScroll: true });
    form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  /** The seats' list, whose name fields a refusal focuses. */
  const seats = useRef<HTMLOListElement>(null);

  const setCount = (count: number) => {
    setNames((current) => Array.from({ length: count }, (_, i) => current[i] ?? DEFAULT_NAMES[i] ?? t.player(i)));
  };
  const demoOfChoice = demoNote?.({
    game,
    edition: info.editions ? edition : undefined,
    players: names,
    ...(game === 'strike' ? { tournament } : {}),
    ...(game === 'dice-game' ? { targetScore: Number(targetText) } : {}),
  }) ?? null;
  /** Sets the form to `like` (the demo's game), keeping the names of the players it has. */
  const setLike = (like: GameSetup) => {
    setGame(like.game);
    if (like.edition) setEdition(like.edition);
    setNames((current) => like.players.map((name, i) => current[i] ?? name));
    setTournament(like.tournament ?? false);
    if (like.targetScore !== undefined) setTargetText(String(like.targetScore));
  };
  const chooseGame = (id: string) => {
    const next = gameInfo(id);
    // On the demo, only a game like the recording of the game chosen is refereed: the form takes
    // its set-up (the dice game's demo plays to 500 points, not the rules' 5000), so that Start
    // plays that recording for it (helper 185: the dice game started beside Strike's, unruled).
    const like = demoNote?.({ game: id, players: names, ...(id === 'dice-game' ? { targetScore: Number(targetText) } : { edition, tournament }) })?.like;
    if (like?.game === id) {
      setLike(like);
      return;
    }
    setGame(id);
    setCount(Math.min(Math.max(names.length, next.minPlayers), next.maxPlayers));
  };

  return (
    <form
      ref={form}
      className="setup"
      data-testid="setup"
      noValidate
      onChange={() => {
        setErrorStale(true);
        setFormError(null);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setErrorStale(false);
        const stock = Number(stockShown);
        const target = Number(targetText);
        const problem: FormError | null = askStock && !dicePerPlayerAllowed(EDITIONS[edition] ?? CLASSIC, names.length, stock)
          ? { field: 'stock', say: (words: typeof t) => words.dicePerPlayerRange(maxStock) }
          : game === 'dice-game' && !isTargetScoreChoice(target)
            ? { field: 'target', say: (words: typeof t) => words.targetScoreRule(TARGET_SCORE_CHOICES.min, TARGET_SCORE_CHOICES.max, TARGET_SCORE_CHOICES.step) }
            : null;
        setFormError(problem);
        if (problem) {
          // The focus goes to the field the error is about (helper 163), as the browser's own checks do.
          event.currentTarget.querySelector<HTMLElement>(`[data-testid="setup-${problem.field}"]`)?.focus();
          return;
        }
        onStart({
          game,
          edition: info.editions ? edition : undefined,
          players: names.map(tidyPlayerName),
          ...(game === 'strike' ? { tournament } : {}),
          ...(askStock ? { dicePerPlayer: stock } : {}),
          ...(game === 'dice-game' ? { targetScore: target } : {}),
        });
      }}
    >
      <h2>{t.title}</h2>
      <label>
        {t.game}{' '}
        <select ref={firstField} value={game} onChange={(e) => chooseGame(e.target.value)} data-testid="setup-game">
          <optgroup label={t.liveGames}>
            {GAMES.filter((g) => g.camera).map((g) => <option key={g.id} value={g.id}>{gameName(g.id)}</option>)}
          </optgroup>
          <optgroup label={t.notLiveGames}>
            {GAMES.filter((g) => !g.camera).map((g) => <option key={g.id} value={g.id}>{gameName(g.id)}</option>)}
          </optgroup>
        </select>
      </label>
      {info.editions && (
        <label>
          {t.edition}{' '}
          {/*
            * A menu cannot wrap its choice: "Impact: Battle of Elements (as Strike)" was cut in the
            * 284 px side panel (helper 178). The choice is shown whole, wrapped, in a box drawn like
            * a menu, the menu itself laid over it unseen: it takes the clicks, taps and keys, and is
            * what screen readers name.
            */}
          <span className="wrapped-select">
            <span className="wrapped-select-shown" aria-hidden="true" data-testid="setup-edition-shown">{editionName(text, edition)}</span>
            <select value={edition} onChange={(e) => setEdition(e.target.value)} data-testid="setup-edition">
              {info.editions.map(({ id }) => <option key={id} value={id}>{editionName(text, id)}</option>)}
            </select>
          </span>
        </label>
      )}
      <label>
        {t.players}{' '}
        <select value={names.length} onChange={(e) => setCount(Number(e.target.value))} data-testid="setup-count">
          {Array.from({ length: info.maxPlayers - info.minPlayers + 1 }, (_, i) => info.minPlayers + i).map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </label>
      <SeatList
        names={names}
        onChange={setNames}
        nameLabel={t.nameLabel}
        invalidSeats={refusedSeats}
        errorId={ERROR_ID}
        nameTestId="setup-name"
        listRef={seats}
      />
      {/* A name typed or pasted to the field's length is cut there: said so (helper 160). */}
      {names.some((name) => name.length >= NAME_MAX_LENGTH) && <p className="muted" data-testid="setup-name-cut">{t.nameMaxLength(NAME_MAX_LENGTH)}</p>}
      <p className="muted" data-testid="setup-first-starts">{t.firstStarts(info.firstPlayer)}</p>
      {askStock && (
        <>
          <label>
            {t.dicePerPlayer}{' '}
            <input
              type="number"
              required
              min={1}
              max={maxStock}
              step={1}
              value={stockShown}
              onChange={(e) => setStockText(e.target.value)}
              {...invalid('stock')}
              data-testid="setup-stock"
            />
          </label>
          <p className="muted" data-testid="setup-stock-note">{t.noChart(editionName(text, edition))}</p>
        </>
      )}
      {game === 'strike' && (
        <label className="check">
          <input type="checkbox" checked={tournament} onChange={(e) => setTournament(e.target.checked)} data-testid="setup-tournament" />
          {' '}{t.tournament(names.length)}
        </label>
      )}
      {game === 'dice-game' && (
        <label>
          {t.targetScore}{' '}
          <input
            type="number"
            required
            min={TARGET_SCORE_CHOICES.min}
            max={TARGET_SCORE_CHOICES.max}
            step={TARGET_SCORE_CHOICES.step}
            value={targetText}
            onChange={(e) => setTargetText(e.target.value)}
            {...invalid('target')}
            data-testid="setup-target"
          />
        </label>
      )}
      {!info.camera && (
        <p className="notice" data-testid="setup-not-live">
          {t.notLive(gameName(game), LIVE_GAMES.map(gameName), t.notLiveWhy[game])}
        </p>
      )}
      {(formError ?? (error && !errorStale ? error : null)) && (
        <p className="error" role="alert" id={ERROR_ID} data-testid="setup-error">{formError ? formError.say(t) : error}</p>
      )}
      {replaces && replaces.length > 0 && (
        <p className="notice" data-testid="setup-replaces">{t.replaces(replaces)}</p>
      )}
      {info.camera && demoOfChoice && (
        <p className="notice">
          <span data-testid="setup-demo-note">{demoOfChoice.text}</span>{' '}
          <button type="button" className="secondary" onClick={() => {
            setLike(demoOfChoice.like);
            // The button goes once the form is like the demo: the focus goes on to Start (helper 163), not to the page.
            startButton.current?.focus();
          }} data-testid="setup-like-demo">{t.likeDemo}</button>
        </p>
      )}
      <div className="actions">
        <button type="submit" ref={startButton} data-testid="setup-start" disabled={!info.camera}>{t.start}</button>
        {onCancel && <button type="button" className="secondary" onClick={onCancel}>{t.cancel}</button>}
      </div>
    </form>
  );
}
