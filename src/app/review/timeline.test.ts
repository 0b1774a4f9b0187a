import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnyTimelineEntry } from '../../review/gameReview.ts';
import { Timeline, type TimelineProps } from './Timeline.tsx';
import { fr } from '../i18n/fr.ts';

const noop = () => undefined;

/** A Strike throw entry at `index` (1.2 s apart) after which a die could fly off (`mayMiss`) and any of three players leave (`mayLeave`). */
const entry = (index: number, extra: Partial<AnyTimelineEntry> = {}): AnyTimelineEntry => ({
  index, tMs: index * 1200, change: index === 0 ? 'setup' : 'throw', events: [], rulings: [], mayMiss: true, mayLeave: [0, 1, 2],
  dice: index === 0 ? [] : [{ id: 1, box: [10, 10, 30, 30], face: '3', confidence: 0.9, inArena: true }],
  ...extra,
});

/** The timeline's HTML for 4 entries, with `props` over the defaults (nothing selected or current). */
function html(props: Partial<TimelineProps> = {}): string {
  const entries = [0, 1, 2, 3].map((i) => entry(i));
  return renderToStaticMarkup(createElement(Timeline, {
    game: 'strike', entries, analysed: entries, language: 'en', corrections: new Map(), selected: null, current: null, busy: false,
    onSelect: noop, onDie: noop, onRuleAsThrow: noop, thrown: new Set<number>(), thrownRefused: new Map(), missed: new Set<number>(), missedRefused: new Map(), onDieMissed: noop,
    players: ['Ann', 'Bob', 'Cleo'], left: [], leftRefused: [], onPlayerLeft: noop, followAgain: 0, ...props,
  }));
}

/** The data-index of each entry holding the "die lost out of sight" toggle, and the toggles' texts. */
function toggles(markup: string): { at: string[]; texts: string[] } {
  const items = markup.split('<li ').slice(1).filter((item) => item.includes('data-testid="timeline-entry"'));
  const at = items.filter((item) => item.includes('data-testid="timeline-die-missed"')).map((item) => /data-index="(\d+)"/.exec(item)![1]!);
  const texts = [...markup.matchAll(/data-testid="timeline-die-missed">([^<]*)</g)].map((m) => m[1]!);
  return { at, texts };
}

describe('Timeline: the toggle for a die lost out of sight', () => {
  it('is offered only under the entry the player shows (the one picked, else the video\'s), worded as an action', () => {
    expect(toggles(html()).at).toEqual([]);
    expect(toggles(html({ selected: 2 }))).toEqual({ at: ['2'], texts: ['Count a die lost out of sight after this arena'] });
    expect(toggles(html({ current: 3 })).at).toEqual(['3']);
    // Entry 1 just picked while the video is still at entry 3 (the seek not landed yet): under entry 1 at once.
    expect(toggles(html({ selected: 1, current: 3 })).at).toEqual(['1']);
  });

  it('keeps what was said noted under its entry while another entry is shown', () => {
    const entries = [entry(0), entry(1, { missed: 1, missedFrom: 0 }), entry(2), entry(3)];
    const markup = html({ entries, analysed: entries, missed: new Set([1200]), current: 3 });
    expect(toggles(markup).at).toEqual(['3']);
    expect(markup.match(/data-testid="timeline-missed"/g)).toHaveLength(1);
  });

  it('notes a die said lost at an entry the timeline ruled again no longer has (the game now ends before it) under the last entry before it, with its time, why, and a button to take it back', () => {
    // Said after an arena at 00:06.0 that no longer has an entry (entries at 0, 1.2, 2.4 and 3.6 s); refused there, the game over.
    const markup = html({ missed: new Set([6000]), missedRefused: new Map([[6000, 'over' as const]]) });
    const under = (index: number) => markup.split('<li ').slice(1).find((item) => item.includes(`data-index="${index}"`))!;
    expect([...under(3).matchAll(/data-testid="timeline-missed-refused">([^<]*)</g)].map((m) => m[1])).toEqual(['No single die could be thrown after the arena at 00:06.0 (the game is over): nothing was ruled. ']);
    expect(under(3)).toContain('data-testid="timeline-missed-undo">Undo the die lost out of sight<');
    expect(markup.match(/data-testid="timeline-missed-refused"/g)).toHaveLength(1);
    // In French too.
    expect(fr.review.timeline.missedRefused('over', '00:06,0')).toBe("Aucun dé seul ne pouvait être lancé après l'arène de 00:06,0 (la partie est finie)\u00a0: rien n'a été arbitré.");
    expect(fr.review.timeline.missedUndo).toBe('Annuler le dé perdu de vue');
  });
});

describe('Timeline: an arena ruled as a throw that the timeline ruled again can no longer rule so', () => {
  /** The texts of the notes under entry `index`. */
  const notes = (markup: string, index: number) => {
    const item = markup.split('<li ').slice(1).find((it) => it.includes(`data-index="${index}"`))!;
    return [...item.matchAll(/data-testid="timeline-thrown-refused">([^<]*)<button[^>]*data-testid="timeline-thrown-undo">([^<]*)</g)].map((m) => [m[1], m[2]]);
  };

  it('notes it under its entry, or under the last entry before it when the timeline has none there any more, with why and a button to take it back', () => {
    // Said at 2.4 s (no possible throw there now) and at 6.0 s (after the game's end: entries at 0, 1.2, 2.4 and 3.6 s).
    const markup = html({ thrown: new Set([2400, 6000]), thrownRefused: new Map([[2400, 'notThrow' as const], [6000, 'over' as const]]) });
    expect(notes(markup, 2)).toEqual([['This arena could no longer be ruled as a throw (the referee no longer sees a possible throw there): nothing was ruled. ', 'Undo the arena ruled as a throw']]);
    expect(notes(markup, 3)).toEqual([['The arena at 00:06.0 could no longer be ruled as a throw (the game is over): nothing was ruled. ', 'Undo the arena ruled as a throw']]);
    expect(markup.match(/data-testid="timeline-thrown-refused"/g)).toHaveLength(2);
    // One still ruled as a throw has no such note.
    expect(html({ thrown: new Set([2400]) })).not.toContain('timeline-thrown-refused');
    // In French too.
    expect(fr.review.timeline.thrownRefused('over', '00:06,0')).toBe("L'arène de 00:06,0 ne pouvait plus être comptée comme un lancer (la partie est finie)\u00a0: rien n'a été arbitré.");
    expect(fr.review.timeline.thrownUndo).toBe("Annuler l'arène comptée comme un lancer");
  });
});

describe('Timeline: a player who left the game after an arena', () => {
  /** The data-index of each entry holding the player picker, and each picker's choices. */
  const pickers = (markup: string) => ({
    at: markup.split('<li ').slice(1).filter((item) => item.includes('data-testid="timeline-player-left"')).map((item) => /data-index="(\d+)"/.exec(item)![1]!),
    choices: [...markup.matchAll(/data-testid="timeline-player-left"[^>]*>(.*?)<\/select>/g)].map((m) => [...m[1]!.matchAll(/<option[^>]*>([^<]*)</g)].map((o) => o[1])),
  });

  it('offers a picker of the players under the entry the player shows only (not the set-up entry), labelled for the keyboard', () => {
    expect(pickers(html()).at).toEqual([]);
    expect(pickers(html({ selected: 0 })).at).toEqual([]);
    const markup = html({ selected: 2 });
    expect(pickers(markup)).toEqual({ at: ['2'], choices: [['nobody', 'Ann', 'Bob', 'Cleo']] });
    // Entry 1 just clicked, the seek to it not landed yet (the video still at entry 3): the list follows the entry picked at once.
    expect(pickers(html({ selected: 1, current: 3 })).at).toEqual(['1']);
    expect(markup).toMatch(/<span class="left-pick"><label>A player left after this arena: <select/);
    // Nothing picked yet: the button that rules it waits.
    expect(markup).toMatch(/<button type="button" class="secondary" disabled="" title="[^"]*" data-testid="timeline-player-left-rule">Rule their leaving<\/button>/);
  });

  it('notes a leaving said under its entry, with a button to take it back, and why the rules could not rule one; the picker leaves out who left there', () => {
    const markup = html({ selected: 1, left: [{ tMs: 1200, seat: 1 }, { tMs: 3600, seat: 0 }], leftRefused: [{ tMs: 3600, seat: 0, index: 1, why: 'over' }] });
    expect([...markup.matchAll(/data-testid="timeline-left-(ruled|refused)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['ruled', "Bob left the game here, as you said: ruled after this arena&#x27;s rulings. "],
      ['refused', 'Ann could not leave here (the game was already over): nothing was ruled. '],
    ]);
    // Ann's leaving was refused: nobody left, so its button forgets what was said rather than "Undo Ann leaving" (EN, FR).
    expect([...markup.matchAll(/data-testid="timeline-left-undo">([^<]*)</g)].map((m) => m[1])).toEqual(['Undo Bob leaving', 'Forget Ann&#x27;s leaving']);
    expect(fr.review.timeline.leftForget('Ann')).toBe("Oublier le départ d'Ann");
    expect(fr.review.timeline.leftForget('Bob')).toBe('Oublier le départ de Bob');
    expect(pickers(markup)).toEqual({ at: ['1'], choices: [['nobody', 'Ann', 'Cleo']] });
  });

  it('notes a leaving refused where the timeline ruled again has no entry at its time any more (the game now ends before it) under the last entry before it, with its time and the button to take it back', () => {
    // Said after an arena at 06:00.0 that no longer has an entry (entries at 0, 1.2, 2.4 and 3.6 s); and one at 0.6 s, before any arena.
    const markup = html({ left: [{ tMs: 6000, seat: 1 }, { tMs: 600, seat: 2 }], leftRefused: [{ tMs: 6000, seat: 1, index: 0, why: 'over' }, { tMs: 600, seat: 2, index: 1, why: 'noArena' }] });
    const under = (index: number) => markup.split('<li ').slice(1).find((item) => item.includes(`data-index="${index}"`))!;
    expect([...under(3).matchAll(/data-testid="timeline-left-refused">([^<]*)</g)].map((m) => m[1])).toEqual(['Bob could not leave at 00:06.0 (the game was already over): nothing was ruled. ']);
    expect(under(3)).toContain('data-testid="timeline-left-undo">Forget Bob&#x27;s leaving<');
    expect([...under(1).matchAll(/data-testid="timeline-left-refused">([^<]*)</g)].map((m) => m[1])).toEqual(['Cleo could not leave at 00:00.6 (no arena at this time): nothing was ruled. ']);
    // In French too.
    expect(fr.review.timeline.leftRefused('Bob', 'over', '00:06,0')).toBe("Bob ne pouvait pas partir à 00:06,0 (la partie était déjà finie)\u00a0: rien n'a été arbitré.");
  });

  it('offers only the players the rules would let leave there (mayLeave), and no picker once none could: the game won (helper 215)', () => {
    const entries = [entry(0), entry(1, { mayLeave: [0, 2] }), entry(2, { mayLeave: undefined }), entry(3)];
    const shown = (selected: number, props: Partial<TimelineProps> = {}) => html({ entries, analysed: entries, selected, ...props });
    expect(pickers(shown(1))).toEqual({ at: ['1'], choices: [['nobody', 'Ann', 'Cleo']] });
    expect(pickers(shown(2)).at).toEqual([]);
    // What was said there stays noted, with its Undo, though nobody more can be picked.
    const said = shown(2, { left: [{ tMs: 2400, seat: 1 }], leftRefused: [{ tMs: 2400, seat: 1, index: 0, why: 'over' }] });
    expect([pickers(said).at, [...said.matchAll(/data-testid="timeline-left-undo">([^<]*)</g)].map((m) => m[1])]).toEqual([[], ['Forget Bob&#x27;s leaving']]);
  });
});
