import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnyTimelineEntry } from '../../review/gameReview.ts';
import { Timeline, type TimelineProps } from './Timeline.tsx';

const noop = () => undefined;

/** A Strike throw entry at `index` (1.2 s apart) after which a die could fly off (`mayMiss`). */
const entry = (index: number, extra: Partial<AnyTimelineEntry> = {}): AnyTimelineEntry => ({
  index, tMs: index * 1200, change: index === 0 ? 'setup' : 'throw', events: [], rulings: [], mayMiss: true,
  dice: index === 0 ? [] : [{ id: 1, box: [10, 10, 30, 30], face: '3', confidence: 0.9, inArena: true }],
  ...extra,
});

/** The timeline's HTML for 4 entries, with `props` over the defaults (nothing selected or current). */
function html(props: Partial<TimelineProps> = {}): string {
  const entries = [0, 1, 2, 3].map((i) => entry(i));
  return renderToStaticMarkup(createElement(Timeline, {
    game: 'strike', entries, analysed: entries, language: 'en', corrections: new Map(), selected: null, current: null, busy: false,
    onSelect: noop, onDie: noop, onRuleAsThrow: noop, missed: new Set<number>(), missedRefused: new Map(), onDieMissed: noop, followAgain: 0, ...props,
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
  it('is offered only under the entry the player shows (current, else selected), worded as an action', () => {
    expect(toggles(html()).at).toEqual([]);
    expect(toggles(html({ selected: 2 }))).toEqual({ at: ['2'], texts: ['Count a die lost out of sight after this arena'] });
    expect(toggles(html({ selected: 1, current: 3 })).at).toEqual(['3']);
  });

  it('keeps what was said noted under its entry while another entry is shown', () => {
    const entries = [entry(0), entry(1, { missed: 1, missedFrom: 0 }), entry(2), entry(3)];
    const markup = html({ entries, analysed: entries, missed: new Set([1200]), current: 3 });
    expect(toggles(markup).at).toEqual(['3']);
    expect(markup.match(/data-testid="timeline-missed"/g)).toHaveLength(1);
  });
});
