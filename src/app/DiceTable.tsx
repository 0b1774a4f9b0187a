/** The list of dice in the latest reading: face, confidence, in or out of the arena, box. */
import type { ArenaReading } from '../core/types.ts';
import { dieColour } from './drawOverlay.ts';
import { useUiText } from './i18n/language.ts';

/** Props of {@link DiceTable}. */
export interface DiceTableProps {
  /** Reading to list; shows a placeholder while `null`. */
  reading: ArenaReading | null;
}

/** A table with one row per die (rows carry `data-face` for tests and tools). */
export function DiceTable({ reading }: DiceTableProps) {
  const t = useUiText().diceTable;
  if (!reading) return <p className="muted">{t.reading}</p>;
  if (reading.dice.length === 0) return <p className="muted" data-testid="no-dice">{t.noDice}</p>;
  return (
    <table className="dice" data-testid="dice-table">
      <thead>
        <tr><th>#</th><th>{t.face}</th><th>{t.confidence}</th><th>{t.arena}</th><th>{t.box}</th></tr>
      </thead>
      <tbody>
        {reading.dice.map((die, i) => (
          <tr key={i} data-testid="die-row" data-face={die.face ?? ''}>
            <td><span className="swatch" style={{ background: dieColour(die) }} />{i + 1}</td>
            <td className="face">{die.face ?? '?'}</td>
            <td>{die.confidence.toFixed(2)}</td>
            <td>{die.inArena ? t.in : t.out}</td>
            <td className="box">{die.box.map((v) => Math.round(v)).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
