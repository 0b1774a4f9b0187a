/** The list of dice in the latest reading: face, confidence, in or out of the arena, and (for diagnostics) box. */
import { boxCentre, pointInBox } from '../core/box.ts';
import type { ArenaReading, Box, Face } from '../core/types.ts';
import { dieColour } from './drawOverlay.ts';
import { useUiText } from './i18n/language.ts';

/** A face the players gave a die (a correction), where that die lies. */
export interface GivenFace {
  /** The corrected die's box `[x0, y0, x1, y1]` in the reading's frame pixels. */
  box: Box;
  /** The face the players gave it. */
  face: Face;
}

/**
 * The dice table's row number (from 1) of each tracked die, by die id: the row of `reading`
 * whose box holds the die's box centre (the table lists the reading's dice in order). Dice no
 * row holds are left out. The panels and the picture name the dice they ask about so.
 * @param dice tracked dice (ids, boxes in the reading's frame pixels)
 */
export function diceTableRows(reading: ArenaReading | null, dice: readonly { id: number; box: Box }[]): Map<number, number> {
  const rows = new Map<number, number>();
  if (!reading) return rows;
  for (const die of dice) {
    const centre = boxCentre(die.box);
    const row = reading.dice.findIndex((read) => pointInBox(centre, read.box));
    if (row >= 0) rows.set(die.id, row + 1);
  }
  return rows;
}

/** What the referee marked on a die in view (the picture's blue and magenta marks, as words). */
export interface DieMark {
  /** The marked die's box `[x0, y0, x1, y1]` in the reading's frame pixels. */
  box: Box;
  /** What the mark says, in the page's language ("take out", "take out · 3 ✓", "to check", "in question"). */
  text: string;
}

/** Props of {@link DiceTable}. */
export interface DiceTableProps {
  /** Reading to list; shows a placeholder while `null`. */
  reading: ArenaReading | null;
  /**
   * Something moves in the picture: the dice moved since `reading` (later frames were not read),
   * listed under a caption saying so; with no `reading` yet, the table waits for a still picture
   * and says so.
   */
  moving?: boolean;
  /** Add each die's box in frame pixels (a column for diagnostics). */
  showBoxes?: boolean;
  /**
   * Faces the players gave dice in view: a row whose box centre lies in one of these boxes shows
   * the given face, with the face read beside it.
   */
  given?: readonly GivenFace[];
  /**
   * The referee's marks on dice in view: a row whose box centre lies in a mark's box shows its
   * text in a column of its own (shown while any die is marked), so that what the picture says
   * by colour is also said in words.
   */
  marks?: readonly DieMark[];
  /**
   * A face read with a confidence under this (0–1) is flagged unsure, as the referee would ask
   * about it (src/referee/liveStrikeReferee.ts `DEFAULT_LIVE_REFEREE_CONFIG.minConfidence`; the
   * CLI's `*`); none flagged when absent.
   */
  unsureBelow?: number;
  /**
   * Rows (0-based) whose die's face the players can set now: their number is a button that
   * calls `onSetFace` (the face picker from the keyboard, as a click on the die opens it).
   */
  settableRows?: ReadonlySet<number>;
  /** The button of row `row` (0-based, one of `settableRows`) was pressed: open its die's face picker. */
  onSetFace?(row: number): void;
  /** The row (0-based) the pointer is on, or `null`: the picture marks its die (see `onPoint`). */
  pointed?: number | null;
  /** The pointer moved onto row `row` (0-based), or off the table (`null`). */
  onPoint?(row: number | null): void;
}

/**
 * A table with one row per die, with what the referee marked on it and, for a die whose face
 * the players can set, a button that opens the face picker (rows carry `data-face`, the face read, `data-given-face`, a
 * correction's face, and `data-box`, the box `x0,y0,x1,y1` in whole frame pixels, for tests and
 * tools). The row under the pointer is said (`onPoint`), so that the picture can mark its die.
 */
export function DiceTable({ reading, moving = false, showBoxes = false, given = [], marks = [], unsureBelow, settableRows, onSetFace, pointed = null, onPoint }: DiceTableProps) {
  const t = useUiText().diceTable;
  if (!reading) return <p className="muted" data-testid="dice-waiting">{moving ? t.waitingForStill : t.reading}</p>;
  const caption = moving ? <p className="muted" data-testid="dice-moving">{t.moving}</p> : null;
  if (reading.dice.length === 0) return <>{caption}<p className="muted" data-testid="no-dice">{t.noDice}</p></>;
  const markOf = (box: Box) => {
    const centre = boxCentre(box);
    return marks.find((mark) => pointInBox(centre, mark.box));
  };
  const showMarks = reading.dice.some((die) => markOf(die.box) !== undefined);
  return (
    <>
    {caption}
    <div className="dice-table-scroll">
    <table className={moving ? 'dice moving' : 'dice'} data-testid="dice-table">
      <caption className="visually-hidden">{t.caption}</caption>
      <thead>
        <tr><th>#</th><th>{t.face}</th><th>{t.confidence}</th><th>{t.arena}</th>{showMarks && <th>{t.referee}</th>}{showBoxes && <th>{t.box}</th>}</tr>
      </thead>
      <tbody onMouseLeave={() => onPoint?.(null)}>
        {reading.dice.map((die, i) => {
          const centre = boxCentre(die.box);
          const own = given.find((g) => pointInBox(centre, g.box));
          const corrected = own && own.face !== die.face ? own : undefined;
          const box = die.box.map((v) => Math.round(v)).join(', ');
          return (
            <tr key={i} className={i === pointed ? 'pointed' : undefined} onMouseEnter={() => onPoint?.(i)} data-testid="die-row" data-face={die.face ?? ''} data-given-face={corrected?.face} data-box={box} data-in-arena={die.inArena}>
              <td>
                <span className="swatch" style={{ background: dieColour(die) }} />
                {settableRows?.has(i)
                  ? <button type="button" className="row-die" aria-label={t.setFace(i + 1)} onClick={() => onSetFace?.(i)} onFocus={() => onPoint?.(i)} onBlur={() => onPoint?.(null)} data-testid="set-face">{i + 1}</button>
                  : i + 1}
              </td>
              <td className="face">
                {corrected ? <>{corrected.face} <span className="muted read-as">{t.readAs(die.face)}</span></> : die.face ?? '?'}
              </td>
              {/* The confidence is the reader's in the face: a die it could not read has none (its 1.00 was how sure it was of "unreadable"). */}
              <td>
                {die.face === null ? '–' : t.confidenceValue(die.confidence)}
                {die.face !== null && unsureBelow !== undefined && die.confidence < unsureBelow
                  && <span className="unsure" title={t.unsureTitle(t.confidenceValue(unsureBelow))} data-testid="die-unsure"> {t.unsure}</span>}
              </td>
              <td>{die.inArena ? t.in : t.out}</td>
              {showMarks && <td className="mark" data-testid="die-mark">{markOf(die.box)?.text ?? ''}</td>}
              {showBoxes && <td className="box">{box}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
    </div>
    </>
  );
}
