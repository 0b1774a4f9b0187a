/**
 * The setup screen: which game, which edition, how many players, their names and seat order.
 * It only gathers choices; the rules engine validates them when the game starts.
 */
import { useEffect, useRef, useState } from 'react';
import { gameInfo, GAMES } from '../rules/games.ts';
import { useUiText } from './i18n/language.ts';

/** What the players chose. */
export interface GameSetup {
  /** Game id (src/rules/games.ts). */
  game: string;
  /** Edition preset id, for games with editions. */
  edition?: string;
  /** Names in seat order; the first starts. */
  players: string[];
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
}

const DEFAULT_NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana'];

/** Ids of the games the camera referee plays. */
const LIVE_GAMES = GAMES.filter((g) => g.camera).map((g) => g.id);

/** The form. */
export function SetupScreen({ initial, onStart, onCancel, error }: SetupScreenProps) {
  const [game, setGame] = useState(initial?.game ?? 'strike');
  const [edition, setEdition] = useState(initial?.edition ?? 'classic');
  const [names, setNames] = useState<string[]>(initial?.players ?? DEFAULT_NAMES.slice(0, 2));
  const info = gameInfo(game);
  const t = useUiText().setup;
  const gameName = (id: string) => t.gameNames[id] ?? gameInfo(id).name;
  // The form takes the keyboard focus when it opens (its first field), as a dialog does.
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  const setCount = (count: number) => {
    setNames((current) => Array.from({ length: count }, (_, i) => current[i] ?? DEFAULT_NAMES[i] ?? t.player(i)));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= names.length) return;
    setNames((current) => {
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  };
  const chooseGame = (id: string) => {
    const next = gameInfo(id);
    setGame(id);
    setCount(Math.min(Math.max(names.length, next.minPlayers), next.maxPlayers));
  };

  return (
    <form
      className="setup"
      data-testid="setup"
      onSubmit={(event) => {
        event.preventDefault();
        onStart({ game, edition: info.editions ? edition : undefined, players: names.map((name) => name.trim()) });
      }}
    >
      <h2>{t.title}</h2>
      <label>
        {t.game}{' '}
        <select ref={firstField} value={game} onChange={(e) => chooseGame(e.target.value)} data-testid="setup-game">
          {GAMES.map((g) => <option key={g.id} value={g.id}>{gameName(g.id)}</option>)}
        </select>
      </label>
      {info.editions && (
        <label>
          {t.edition}{' '}
          <select value={edition} onChange={(e) => setEdition(e.target.value)} data-testid="setup-edition">
            {Object.entries(info.editions).map(([id, name]) => <option key={id} value={id}>{t.editionNames[id] ?? name}</option>)}
          </select>
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
      <ol className="seats">
        {names.map((name, i) => (
          <li key={i}>
            <input
              value={name}
              aria-label={t.nameLabel(i)}
              onChange={(e) => setNames((current) => current.map((n, j) => (j === i ? e.target.value : n)))}
              data-testid="setup-name"
            />
            <button type="button" onClick={() => move(i, i - 1)} aria-label={t.moveUp(name)} disabled={i === 0}>↑</button>
            <button type="button" onClick={() => move(i, i + 1)} aria-label={t.moveDown(name)} disabled={i === names.length - 1}>↓</button>
          </li>
        ))}
      </ol>
      <p className="muted">{t.firstStarts}</p>
      {!info.camera && (
        <p className="notice" data-testid="setup-not-live">
          {t.notLive(gameName(game), info.rulebook, LIVE_GAMES.map(gameName))}
        </p>
      )}
      {error && <p className="error" role="alert">{error}</p>}
      <div className="actions">
        <button type="submit" data-testid="setup-start" disabled={!info.camera}>{t.start}</button>
        {onCancel && <button type="button" className="secondary" onClick={onCancel}>{t.cancel}</button>}
      </div>
    </form>
  );
}
