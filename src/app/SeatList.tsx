/**
 * The players' names in seat order, each with ↑ and ↓ to move the player one seat up or down:
 * the live page's New game form and the review page's set-up both list their players with it.
 * It only edits the list of names; the rules engine checks them when a game starts.
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import { NAME_MAX_LENGTH } from '../core/playerName.ts';
import { useUiText } from './i18n/language.ts';

/** Props of {@link SeatList}. */
export interface SeatListProps {
  /** Names in seat order; the first starts. */
  names: readonly string[];
  /** Called with the names after a name is typed or a player moved. */
  onChange(names: string[]): void;
  /** Called, besides {@link onChange}, when the players in seats `from` and `to` (0-based) swap places with ↑ or ↓. */
  onMove?(from: number, to: number): void;
  /** The accessible name of seat `seat`'s field (0-based). */
  nameLabel(seat: number): string;
  /** The hint shown in seat `seat`'s field while it is empty, if any. */
  placeholder?(seat: number): string;
  /** The fields whose names a refusal shown is about: marked invalid and pointing to it (`errorId`). */
  invalidSeats?: readonly number[];
  /** The id of the refusal shown, for {@link invalidSeats}. */
  errorId?: string;
  /** The `data-testid` of each name field. */
  nameTestId: string;
  /** The list element, for a form that focuses a seat's field. */
  listRef?: Ref<HTMLOListElement>;
}

/** Names with the players in seats `from` and `to` swapped. */
export function swapSeats(names: readonly string[], from: number, to: number): string[] {
  const next = [...names];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The list. */
export function SeatList({ names, onChange, onMove, nameLabel, placeholder, invalidSeats = [], errorId, nameTestId, listRef }: SeatListProps) {
  const t = useUiText().setup;
  // A player moved up or down keeps the focus: on the same arrow in the seat it moved to (the
  // other arrow at either end of the list).
  const seats = useRef<HTMLOListElement | null>(null);
  const [moved, setMoved] = useState<{ to: number; up: boolean } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const [up, down] = seats.current?.children[moved.to]?.querySelectorAll('button') ?? [];
    const wanted = moved.up ? up : down;
    (wanted && !wanted.disabled ? wanted : moved.up ? down : up)?.focus();
    setMoved(null);
  }, [moved]);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= names.length) return;
    onChange(swapSeats(names, from, to));
    onMove?.(from, to);
    setMoved({ to, up: to < from });
  };
  const setList = (element: HTMLOListElement | null) => {
    seats.current = element;
    if (typeof listRef === 'function') listRef(element);
    else if (listRef) listRef.current = element;
  };
  return (
    <ol className="seats" ref={setList}>
      {names.map((name, i) => (
        <li key={i}>
          <input
            value={name}
            placeholder={placeholder?.(i)}
            maxLength={NAME_MAX_LENGTH}
            aria-label={nameLabel(i)}
            {...(invalidSeats.includes(i) && errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            onChange={(e) => onChange(names.map((n, j) => (j === i ? e.target.value : n)))}
            data-testid={nameTestId}
          />
          <button type="button" onClick={() => move(i, i - 1)} aria-label={t.moveUp(name)} disabled={i === 0}>↑</button>
          <button type="button" onClick={() => move(i, i + 1)} aria-label={t.moveDown(name)} disabled={i === names.length - 1}>↓</button>
        </li>
      ))}
    </ol>
  );
}
