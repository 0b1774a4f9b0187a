/**
 * How a Strike edition's name lies on a page in Chromium: whether it is written whole
 * (src/app/i18n/noBreak.ts `keepTogether`) and where its lines break. Shared by the live page's
 * and the review page's browser tests.
 */
import type { Page } from 'playwright-core';
import { keepTogether } from '../../src/app/i18n/noBreak.ts';

/**
 * How a Strike edition's `name` lies in the element of `testId` on `page`: `kept`, whether the
 * element's text holds it as the live page writes it (src/app/i18n/noBreak.ts `keepTogether`:
 * no-break spaces inside its parentheses, a word joiner after its en dash); `lines`, how many
 * lines it spans; `badBreaks`, each line break inside it that falls elsewhere than at one of the
 * plain spaces `keepTogether` leaves (as `before|after`). The name is found whichever spaces the
 * page gave it.
 */
export function editionNameLines(page: Page, testId: string, name: string): Promise<{ kept: boolean; lines: number; badBreaks: string[] }> {
  return page.getByTestId(testId).evaluate((element, kept) => {
    const nodes: { node: Text; from: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      nodes.push({ node, from: text.length });
      text += node.data;
    }
    const plain = (c: string) => (c === '\u00a0' ? ' ' : c);
    // The text's characters but word joiners, with their places in the text.
    const shown = [...text].map((c, at) => ({ c, at })).filter(({ c }) => c !== '\u2060');
    const wanted = [...kept].filter((c) => c !== '\u2060');
    const start = shown.map(({ c }) => plain(c)).join('').indexOf(wanted.map(plain).join(''));
    if (start < 0) return { kept: false, lines: 0, badBreaks: [`not found in ${text}`] };
    const lineOf = (at: number) => {
      const { node, from } = nodes.filter((n) => n.from <= at).at(-1)!;
      const range = document.createRange();
      range.setStart(node, at - from);
      range.setEnd(node, at - from + 1);
      return Math.round(range.getClientRects()[0]?.top ?? Number.NaN);
    };
    const tops = wanted.map((_, j) => lineOf(shown[start + j]!.at));
    const badBreaks: string[] = [];
    for (let j = 1; j < wanted.length; j++) {
      if (tops[j] !== tops[j - 1] && !Number.isNaN(tops[j]!) && !Number.isNaN(tops[j - 1]!) && wanted[j - 1] !== ' ' && wanted[j] !== ' ') {
        badBreaks.push(`${wanted.slice(0, j).join('')}|${wanted.slice(j).join('')}`);
      }
    }
    return { kept: text.includes(kept), lines: new Set(tops.filter((top) => !Number.isNaN(top))).size, badBreaks };
  }, keepTogether(name));
}
