/**
 * The review's timeline: one row per settled arena with its time, what changed, the dice read
 * (each a button that opens the face picker; left to right, src/review/listedDice.ts), dice showing a face the chosen dice lack, and the
 * rulings that followed; arenas the rules
 * could not explain are marked "refused". Clicking a row shows its frame: its time (a button, the
 * keyboard's way), or anywhere on it but its other controls (README: "Click a throw to see its
 * frame"; helper 187: a click on the entry's words did nothing).
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { facesShown, outsideKindCounts } from '../../core/outsideKind.ts';
import type { Face } from '../../core/types.ts';
import { renderAnnouncement, renderRefusal, type Language } from '../../referee/render.ts';
import { diceThatFit } from '../../rules/games.ts';
import type { AnyTimelineEntry, Leaving, LeavingUnused, MissedAtUnused, ThrownUnused } from '../../review/gameReview.ts';
import { listedDice } from '../../review/listedDice.ts';
import { notTakenOutNotes } from '../../review/notTakenOutNotes.ts';
import type { ReviewSetup } from '../../review/report.ts';
import { clock } from '../../review/report.ts';
import { useUiText } from '../i18n/language.ts';
import { isCorrected } from './reviewState.ts';
import type { FaceCorrections } from '../../review/gameRecord.ts';
import { useFollowEntry } from './useFollowEntry.ts';

/** Props of {@link Timeline}. */
export interface TimelineProps {
  /** The game refereed (its refusals are worded by its rules). */
  game: ReviewSetup['game'];
  entries: readonly AnyTimelineEntry[];
  /**
   * The entries as analysed, before corrections (same indices): a die showing another face
   * than it was read with is marked corrected, there and where its correction stands after.
   */
  analysed: readonly AnyTimelineEntry[];
  /** Language of the rulings and of the refusals' texts (the review's language). */
  language: Language;
  /** Corrected dice, by entry index then die id. */
  corrections: FaceCorrections;
  /** The entry whose frame is shown, or `null`. */
  selected: number | null;
  /** The entry the video's current time falls in (while playing or stepping), or `null`. */
  current: number | null;
  /** No seeking or correcting (while the video is analysed). */
  busy: boolean;
  /** Show entry `index`'s frame. */
  onSelect(index: number): void;
  /** Correct die `dieId` of entry `index`. */
  onDie(index: number, dieId: number): void;
  /** Rule the arena of the entry at `tMs` (its time, ms) as a throw where the referee took none (TimelineEntry `mayBeThrow`), or (false) take that back. */
  onRuleAsThrow(tMs: number, asThrow: boolean): void;
  /** Times (ms) of the entries whose arena the user ruled as a throw. */
  thrown: ReadonlySet<number>;
  /** Of those, the ones the timeline ruled again can no longer rule as throws, with why (GameReview `thrownUnused`). */
  thrownRefused: ReadonlyMap<number, ThrownUnused['why']>;
  /** Strike: times (ms) of the entries after whose arena the user said a die flew out of sight (TimelineEntry `missed`). */
  missed: ReadonlySet<number>;
  /** Of those, the ones after which no single die could be thrown, with why (GameReview `missedAtUnused`). */
  missedRefused: ReadonlyMap<number, MissedAtUnused['why']>;
  /** Say (true) or take back (false) that after the arena of the entry at `tMs` (its time, ms) a die flew out of sight. */
  onDieMissed(tMs: number, said: boolean): void;
  /** The players' names in seat order (the set-up ruled with). */
  players: readonly string[];
  /** Players the user said left the game just after an entry's arena (its time, ms; their seat), TimelineEntry `left`. */
  left: readonly Leaving[];
  /** Of those, the ones the rules could not rule there, with why (GameReview `leftUnused`). */
  leftRefused: readonly LeavingUnused[];
  /** Say (true) or take back (false) that the player at `seat` left the game just after the arena of the entry at `tMs` (its time, ms). */
  onPlayerLeft(tMs: number, seat: number, said: boolean): void;
  /**
   * Changed when the user acts on the player (play, a step, a seek, an entry clicked) or an
   * analysis starts: the entry that matters is kept in view again, though they had scrolled away.
   */
  followAgain: number;
  /**
   * A face picker to show under the dice of entry `entry` (the die clicked there being corrected),
   * when there is no picture to open it on: a review reopened from its game record without its
   * video (ReviewPage). Absent: none (the picker opens on the picture).
   */
  picker?: { entry: number; menu: ReactNode } | null;
}

/** The list. */
export function Timeline({ game, entries, analysed, language, corrections, selected, current, busy, onSelect, onDie, onRuleAsThrow, thrown, thrownRefused, missed, missedRefused, onDieMissed, players, left, leftRefused, onPlayerLeft, followAgain, picker }: TimelineProps) {
  const list = useRef<HTMLOListElement>(null);
  const t = useUiText().review.timeline;
  const placed = useMemo(() => leavingPlaces(entries, left), [entries, left]);
  const missedPlaced = useMemo(() => displaced(entries, missed), [entries, missed]);
  const thrownPlaced = useMemo(() => displaced(entries, [...thrown].filter((tMs) => thrownRefused.has(tMs))), [entries, thrown, thrownRefused]);
  // The entry the player shows: where the per-entry toggles and the list of players who could leave are offered.
  // The one picked first: it is picked at once, while the video's entry (current) follows only once the seek to
  // it lands (0.2 to 1 s), and the page clears the pick whenever the player moves elsewhere (play, a step, the
  // time bar: ReviewPage); else the video's entry.
  const shownEntry = selected ?? current;
  // The entry that matters kept in view, the list and the window scrolled to it (useFollowEntry.ts):
  // the one picked, else the one the player is in, else while analysing the newest.
  useFollowEntry(list, selected ?? current ?? (busy ? entries.at(-1)?.index ?? null : null), followAgain);
  // A player's leaving ruled or taken back from the keyboard: the button pressed goes (Rule their leaving is
  // disabled once its player is ruled; Undo goes with its note), so the focus goes where the user goes on
  // (helper 215: it fell to the page's top). Ruled: on its Undo; taken back: on the entry's picker, else its time.
  const focusAfterLeaving = useRef<{ index: number; seat: number | null } | null>(null);
  useEffect(() => {
    const wanted = focusAfterLeaving.current;
    if (wanted === null) return;
    const item = list.current?.querySelector(`[data-testid="timeline-entry"][data-index="${wanted.index}"]`);
    const target = wanted.seat !== null ? item?.querySelector(`[data-testid="timeline-left-undo"][data-seat="${wanted.seat}"]`)
      : item?.querySelector('[data-testid="timeline-player-left"]') ?? item?.querySelector('[data-testid="timeline-seek"]');
    // Not there yet (a render before the one that rules the leaving): wanted still, at the next render.
    if (!(target instanceof HTMLElement) || (target as HTMLButtonElement).disabled) return;
    focusAfterLeaving.current = null;
    target.focus();
  });
  /** Says (or takes back) a player's leaving after the entry `index` at `tMs`, the focus then kept in that entry. */
  const playerLeft = (index: number, tMs: number, seat: number, said: boolean) => {
    focusAfterLeaving.current = { index, seat: said ? seat : null };
    onPlayerLeft(tMs, seat, said);
  };

  // Every face read in the arena up to each entry: dice suggested instead must have them all.
  const facesUpTo = useMemo(() => {
    const seen = new Set<Face>();
    return entries.map((entry) => {
      for (const face of facesShown(entry.dice)) seen.add(face);
      return [...seen];
    });
  }, [entries]);

  // Dice taken out that still lie in the arena: said whole under the first entry they hold, as the CLI's review says
  // it (src/review/notTakenOutNotes.ts), and shortly under the later ones, with the time of that first entry.
  const notTakenOut = useMemo(() => notTakenOutPlaces(entries), [entries]);

  return (
    <>
    {/* A heading to jump to, for a screen reader (helper 163): the page's only other one is its title. */}
    <h2 className="visually-hidden" id="timeline-heading">{t.heading}</h2>
    <ol className="timeline" ref={list} aria-labelledby="timeline-heading" data-testid="timeline">
      {entries.map((entry, position) => {
        const refusal = entry.rejected ? renderRefusal(game, entry.rejected, language) : null;
        const classes = ['entry', entry.index === selected ? 'selected' : '', entry.index === current ? 'current' : '', entry.rejected ? 'refused' : ''];
        return (
          <li key={entry.index} className={classes.join(' ').trim()} onClick={(event) => { if (!busy && isPlainClick(event)) onSelect(entry.index); }} aria-current={entry.index === selected ? 'true' : undefined} data-index={entry.index} data-t-ms={Math.round(entry.tMs)} data-change={entry.change} data-testid="timeline-entry">
            <div className="entry-head">
              <button type="button" className="seek" onClick={() => onSelect(entry.index)} disabled={busy} data-testid="timeline-seek" title={t.showFrame} aria-label={t.seekLabel(clock(entry.tMs, language), t.change[entry.change])}>
                {clock(entry.tMs, language)}
              </button>
              <span className="change">{t.change[entry.change]}</span>
              {refusal !== null && <span className="badge refused" title={refusal} data-testid="timeline-refused">{t.refused}</span>}
            </div>
            {entry.dice.length > 0 && (
              <div className="entry-dice">
                <span className="dice-caption">{t.diceInView}</span>
                {/* Left to right, every game, in the order the CLI's review lists them in (src/review/listedDice.ts):
                    the dice game's roll order ("Ann rolled 4 3 2 1 5 1"); Strike's were listed by track id, which
                    the page and the CLI number differently (helper 193). */}
                {listedDice(entry.dice).map((die) => {
                  const corrected = isCorrected(corrections, analysed, entry.index, die);
                  const madeByCorrection = entry.index >= analysed.length;
                  const title = madeByCorrection ? t.correctBefore : t.dieTitle(corrected, die.confidence, die.inArena, die.read);
                  return (
                    <button
                      key={die.id}
                      type="button"
                      className={`die${die.inArena ? '' : ' out'}${corrected ? ' corrected' : ''}${die.face === null ? ' unreadable' : ''}`}
                      title={title}
                      aria-label={t.dieLabel(die.face ?? '?', title)}
                      disabled={busy || madeByCorrection}
                      onClick={() => onDie(entry.index, die.id)}
                      data-testid="timeline-die"
                      data-die-id={die.id}
                    >
                      {die.face ?? '?'}
                    </button>
                  );
                })}
              </div>
            )}
            {/* No picture to open the face picker on (a record reopened without its video): it opens here, under the die clicked. */}
            {picker?.entry === entry.index && <div className="entry-picker">{picker.menu}</div>}
            {[...outsideKindCounts(entry.dice)].map(([face, count]) => (
              <p key={face} className="why" data-testid="timeline-outside-kind">{t.outsideKind(face, count, outsideKindHint(facesUpTo[entry.index] ?? [], game))}</p>
            ))}
            {/* What a live referee would have asked comes before the rulings that followed without an answer. */}
            {entry.question && !entry.rejected && <p className="why">{t.wouldAsk(entry.question)}</p>}
            {/* Dice an earlier ruling took out still lay in the arena: the referee ruled no throw here (src/review/gameReview.ts).
                Said whole under the first entry they hold; a later one says it shortly, pointing at that first entry (helper 231). */}
            {entry.notTakenOut && (() => {
              const { dice, atMs } = entry.notTakenOut;
              const first = notTakenOut[position] ?? null;
              return first === null
                ? <p className="why" data-testid="timeline-not-taken-out">{t.notTakenOut(dice, clock(atMs, language))}</p>
                : <p className="why" data-testid="timeline-not-taken-out-again">{t.notTakenOutAgain(dice, clock(atMs, language), clock(first, language))}</p>;
            })()}
            {/* Dice that came beside the arena while nothing in it moved (taken as set down), or a change the rules could not explain: the user may say it was a throw. */}
            {entry.mayBeThrow === true && !entry.rejected && (
              <button type="button" className="secondary" onClick={() => onRuleAsThrow(entry.tMs, true)} disabled={busy} data-testid="timeline-rule-as-throw">{t.ruleAsThrow}</button>
            )}
            {entry.mayBeThrow === 'ruled' && (
              <p className="why" data-testid="timeline-ruled-as-throw">
                {t.ruledAsThrow}{' '}
                <button type="button" className="secondary" onClick={() => onRuleAsThrow(entry.tMs, false)} disabled={busy} data-testid="timeline-not-a-throw">{t.notAThrow}</button>
              </p>
            )}
            {/* An arena the user ruled as a throw that the timeline ruled again can no longer rule so (a correction or a
                leaving now ends the game before it, or shows no possible throw there): noted under its entry, or, when
                the timeline has no entry there any more, under the last before it (notedUnder), with a button to take it back. */}
            {[...(thrown.has(entry.tMs) ? [entry.tMs] : []), ...(thrownPlaced.get(entry.tMs) ?? [])].flatMap((at) => {
              const why = thrownRefused.get(at);
              return why === undefined ? [] : [(
                <p key={at} className="why" data-testid="timeline-thrown-refused">
                  {t.thrownRefused(why, at === entry.tMs ? null : clock(at, language))}{' '}
                  <button type="button" className="secondary" onClick={() => onRuleAsThrow(at, false)} disabled={busy} data-testid="timeline-thrown-undo">{t.thrownUndo}</button>
                </p>
              )];
            })}
            {entry.rulings.length > 0 && (
              <ul className="rulings">
                {/* Worded in the page's language now (an analysis still running keeps the language it started in). */}
                {entry.rulings.map((ruling, i) => <li key={i} data-testid="timeline-ruling">{renderAnnouncement(game, ruling, language)}</li>)}
              </ul>
            )}
            {refusal !== null && <p className="why">{t.cannotExplain(refusal)}</p>}
            {/* Strike: a die thrown after this arena that flew out of sight (off the table), which no frame shows. The
                rules rule it (src/review/gameReview.ts, the live referee's dieMissed); its rulings are among those above. */}
            {game === 'strike' && entry.change !== 'setup' && (entry.mayMiss === true || missed.has(entry.tMs) || missedPlaced.has(entry.tMs)) && (() => {
              // Keyed by the entry's own time, as Rule it as a throw is: sample times are fractional (k / fps s), helper 172.
              // Offered where the referee says a die could fly off after the arena (mayMiss), and wherever it was said.
              // The toggle only under the entry the player shows (helper 184: under every entry, 13 on the demo,
              // the timeline grew long on a phone); what was said stays noted under its entry, or, when the
              // timeline ruled again has no entry there any more, under the last before it (notedUnder), with
              // its time and a button to take it back.
              const tMs = entry.tMs;
              const said = missed.has(tMs);
              const why = missedRefused.get(tMs);
              const note = entry.missed ? <p className="why" data-testid="timeline-missed">{t.missedRuled}</p>
                : said && why ? <p className="why" data-testid="timeline-missed-refused">{t.missedRefused(why, null)}</p> : null;
              const displacedHere = (missedPlaced.get(tMs) ?? []).map((at) => (
                <p key={at} className="why" data-testid="timeline-missed-refused">
                  {t.missedRefused(missedRefused.get(at) ?? 'noArena', clock(at, language))}{' '}
                  <button type="button" className="secondary" onClick={() => onDieMissed(at, false)} disabled={busy} data-testid="timeline-missed-undo">{t.missedUndo}</button>
                </p>
              ));
              if (entry.index !== shownEntry && note === null && displacedHere.length === 0) return null;
              return (
                <div className="entry-missed">
                  {note}
                  {displacedHere}
                  {entry.index === shownEntry && (
                    <button type="button" className="secondary" aria-pressed={said} onClick={() => onDieMissed(tMs, !said)} disabled={busy} title={t.dieMissedTitle} data-testid="timeline-die-missed">{t.dieMissed}</button>
                  )}
                </div>
              );
            })()}
            {/* A player who went home after this arena (src/rules/common/retire.ts, our reading): said under the entry the
                player shows, as a die out of sight is; what was said stays noted under its entry (or the last before it,
                notedUnder), with a button to take it back. */}
            {entry.change !== 'setup' && (() => {
              const noted = left.filter((leaving) => placed.get(leaving) === entry.tMs);
              const said = left.filter((leaving) => leaving.tMs === entry.tMs);
              if ((entry.index !== shownEntry || entry.mayLeave === undefined) && noted.length === 0) return null;
              // Offered: the players the rules would let leave here (mayLeave: none once the game is won, nor one already out).
              const stillIn = players.map((name, seat) => ({ name, seat })).filter(({ seat }) => entry.mayLeave?.includes(seat) === true && !said.some((leaving) => leaving.seat === seat));
              return (
                <div className="entry-left" data-testid="timeline-left">
                  {noted.map(({ tMs, seat }) => {
                    // The page forgets a leaving whose seat goes (fewer players: ReviewPage), so a seat names a player
                    // here; the seat number stands in only should one not.
                    const who = players[seat] ?? String(seat + 1);
                    // A leaving refused ruled nothing, so nobody comes back: its button only forgets what was said (leftForget).
                    const refused = leftRefused.find((leaving) => leaving.tMs === tMs && leaving.seat === seat);
                    return (
                      <p key={`${tMs}/${seat}`} className="why" data-testid={refused ? 'timeline-left-refused' : 'timeline-left-ruled'}>
                        {refused ? t.leftRefused(who, refused.why, tMs === entry.tMs ? null : clock(tMs, language)) : t.leftRuled(who)}{' '}
                        <button type="button" className="secondary" onClick={() => playerLeft(entry.index, tMs, seat, false)} disabled={busy} data-seat={seat} data-testid="timeline-left-undo">{refused ? t.leftForget(who) : t.leftUndo(who)}</button>
                      </p>
                    );
                  })}
                  {entry.index === shownEntry && stillIn.length > 0 && (
                    <LeftPicker players={stillIn} busy={busy} onPick={(seat) => playerLeft(entry.index, entry.tMs, seat, true)} />
                  )}
                </div>
              );
            })()}
          </li>
        );
      })}
    </ol>
    </>
  );
}

/**
 * The time (ms) of the entry under which something said at `tMs` (a leaving, a die out of sight:
 * their entry's time) is noted: its own entry's; where the timeline ruled again has no entry at
 * that time any more (the game now ends before it, and the arenas after the end get none), the
 * last entry before it, else the first after the set-up, so that what was said, refused there,
 * can still be read and taken back. `undefined` without such entries.
 * @param arenas the timeline's entries but the set-up, in time order
 */
function notedUnder(arenas: readonly AnyTimelineEntry[], tMs: number): number | undefined {
  return (arenas.filter((entry) => entry.tMs <= tMs).at(-1) ?? arenas[0])?.tMs;
}

/** The time (ms) of the entry each leaving said (`left`) is noted under ({@link notedUnder}); none without entries. */
function leavingPlaces(entries: readonly AnyTimelineEntry[], left: readonly Leaving[]): Map<Leaving, number> {
  const arenas = entries.filter((entry) => entry.change !== 'setup');
  const places = new Map<Leaving, number>();
  for (const leaving of left) {
    const under = notedUnder(arenas, leaving.tMs);
    if (under !== undefined) places.set(leaving, under);
  }
  return places;
}

/**
 * The times (ms) of entries something was said at (a die out of sight, an arena ruled as a
 * throw) that the timeline ruled again no longer has, by the time of the entry they are noted
 * under instead ({@link notedUnder}).
 */
function displaced(entries: readonly AnyTimelineEntry[], said: Iterable<number>): Map<number, number[]> {
  const arenas = entries.filter((entry) => entry.change !== 'setup');
  const places = new Map<number, number[]>();
  for (const tMs of said) {
    if (arenas.some((entry) => entry.tMs === tMs)) continue;
    const under = notedUnder(arenas, tMs);
    if (under !== undefined) places.set(under, [...(places.get(under) ?? []), tMs]);
  }
  return places;
}

/**
 * For each of `entries` (by position), where its dice taken out still in the arena are said
 * (src/review/notTakenOutNotes.ts): `null` under the first entry they hold (the whole note) or
 * an entry holding none; for a later entry the same dice hold, the time (ms) of that first entry.
 */
function notTakenOutPlaces(entries: readonly AnyTimelineEntry[]): (number | null)[] {
  const notes = notTakenOutNotes(entries);
  let first: number | null = null;
  return entries.map((entry, i) => {
    if (notes[i] === 'first') first = entry.tMs;
    return notes[i] === 'again' ? first : null;
  });
}

/**
 * The picker of a player who left after an entry's arena: a list of the players given (those the
 * rules would let leave there, the entry's `mayLeave`, not yet said to have left there), then a button that rules the one picked (a keyboard user moves through the
 * list with the arrow keys without ruling each name passed).
 */
function LeftPicker({ players, busy, onPick }: { players: readonly { name: string; seat: number }[]; busy: boolean; onPick(seat: number): void }) {
  const t = useUiText().review.timeline;
  const [picked, setPicked] = useState('');
  // A player no longer offered (said to have left here, or no longer free to leave) is not kept picked.
  const seat = players.some((p) => String(p.seat) === picked) ? picked : '';
  return (
    <span className="left-pick">
      <label>
        {t.playerLeft}{' '}
        <select value={seat} disabled={busy} title={t.playerLeftTitle} onChange={(event) => setPicked(event.target.value)} data-testid="timeline-player-left">
          <option value="">{t.playerLeftNone}</option>
          {players.map((p) => <option key={p.seat} value={p.seat}>{p.name}</option>)}
        </select>
      </label>{' '}
      <button type="button" className="secondary" disabled={busy || seat === ''} title={t.playerLeftTitle} onClick={() => { onPick(Number(seat)); setPicked(''); }} data-testid="timeline-player-left-rule">{t.playerLeftRule}</button>
    </span>
  );
}

/**
 * Whether a click on an entry was on the entry itself (its words, its background), not on one of
 * its controls (which do their own thing), nor the end of a drag selecting its text to copy.
 */
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  // The face picker opened under an entry (a dialog) is no part of it: a click on its caption shows no frame.
  if (target.closest('button, a, input, select, textarea, label, [role="dialog"]') !== null) return false;
  const selection = window.getSelection();
  return selection === null || selection.isCollapsed;
}

/** What an entry's note on dice of another kind suggests, from every face read up to it (rules/games.ts `diceThatFit`). */
function outsideKindHint(faces: readonly Face[], game: ReviewSetup['game']): 'otherDice' | 'plainDice' | null {
  const { fits, plainDice } = diceThatFit(faces, game);
  return fits.length > 0 ? 'otherDice' : plainDice ? 'plainDice' : null;
}
