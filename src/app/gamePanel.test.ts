import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { CLASSIC } from '../rules/strike/index.ts';
import { LiveStrikeReferee } from '../referee/liveStrikeReferee.ts';
import type { SnapshotDie } from '../tracking/types.ts';
import { GamePanel } from './GamePanel.tsx';
import { UI_TEXT } from './i18n/uiText.ts';
import { UiTextContext } from './i18n/language.ts';

/** A die with id `id` at column `id` (40 px apart), showing `face`. */
const die = (id: number, face: Face): SnapshotDie => ({ id, box: [id * 40, 100, id * 40 + 20, 120], face, confidence: 0.95, inArena: true });
let clock = 0;
const noop = () => undefined;

/** The panel's HTML for `live`'s game. */
const panelHtml = (live: LiveStrikeReferee, language: 'en' | 'fr' = 'en'): string => renderToStaticMarkup(createElement(UiTextContext.Provider, { value: UI_TEXT[language] }, createElement(GamePanel, {
  live, language, log: [], onPass: noop, onUndo: noop, onConfirm: noop, onTreatAsThrow: noop, onDieMissed: noop, onMissedDieFound: noop, onRetire: noop, onNewGame: noop, onPickDie: noop,
})));

/** The scoreboard's rows as text: name, then dice or "out", then points. */
function scoreboard(live: LiveStrikeReferee): string[] {
  const html = panelHtml(live);
  const list = html.slice(html.indexOf('data-testid="players"'), html.indexOf('</ul>'));
  return [...list.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((row) => [...row[1]!.matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]).join(' | '));
}

describe('GamePanel', () => {
  it('shows a finished tournament on points only: no player out, no dice left', () => {
    const edition = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition, tournament: true });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '3')] });
    // Round 2 awaits its start die: the heading says which round, and who won the one before stays said.
    const between = panelHtml(live);
    expect(/<h2[^>]*>([^<]*)<\/h2>/.exec(between)?.[1]).toBe('Round 2 of 2: place the start die');
    expect(/data-testid="round-won">([^<]*)</.exec(between)?.[1]).toBe('Bob won round 1.');
    // Round 2 under way: dice left, nobody out; the turn's buttons shown.
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(3, '5')] });
    expect(scoreboard(live)).toEqual(['Ann | 1 die | 1 pt', 'Bob | 1 die | 0 pts']);
    expect(panelHtml(live)).toContain('data-testid="pass"');
    expect(panelHtml(live)).toContain('>Undo correction<span class="key-hint"> (U)</span>');
    expect(panelHtml(live)).not.toContain('data-testid="round-won"');
    expect(panelHtml(live)).not.toContain('data-testid="fewest-points-wins"');
    // Bob's die beside the start die, no pair: Bob is out, and the tournament is over.
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(3, '5'), die(4, '2')] });
    expect(live.state.phase).toBe('over');
    expect(scoreboard(live)).toEqual(['Ann | 1 pt', 'Bob | 1 pt']);
    // Under the final scores: fewer points is better (strike-en.txt, Alternative Game End).
    expect(/data-testid="fewest-points-wins">([^<]*)</.exec(panelHtml(live))?.[1]).toBe('In a tournament the fewest points wins.');
    expect(/data-testid="fewest-points-wins">([^<]*)</.exec(panelHtml(live, 'fr'))?.[1]).toBe('En tournoi, le moins de points l&#x27;emporte.');
    // No arena line once the game is over (before: "Arena as ruled: 2 dice once the 2 dice in blue are taken out").
    expect(panelHtml(live)).not.toContain('data-testid="arena-count"');
    // Nor the turn's buttons (helper 160: a disabled Pass under "… win"): New game stays.
    expect(panelHtml(live)).not.toContain('data-testid="pass"');
    expect(panelHtml(live)).not.toContain('>Undo correction<');
    expect(panelHtml(live)).toContain('>New game<');
  });

  it('marks a player who went home "left", not "out" as an eliminated one, in English and French (as the dice game\'s panel)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob', 'Cleo'] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    live.retire(1);
    expect(scoreboard(live)).toEqual(['Ann | 8 dice', 'Bob | left', 'Cleo | 8 dice']);
    const fr = panelHtml(live, 'fr');
    expect(fr.slice(fr.indexOf('data-testid="players"'), fr.indexOf('</ul>'))).toContain('<span data-testid="stock">a quitté</span>');
  });

  it('says under the final scores of a tournament ended by leavings that the one still in wins, not the fewest points', () => {
    const edition = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 2, '3': 2, '4': 2, '5': 2 } };
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob', 'Cleo'], edition, tournament: true });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    live.retire(1);
    live.retire(2);
    expect(live.state.phase).toBe('over');
    expect(/data-testid="fewest-points-wins">([^<]*)</.exec(panelHtml(live))?.[1]).toBe('Every other player has left the game: the one still in wins, whatever the points.');
    expect(/data-testid="fewest-points-wins">([^<]*)</.exec(panelHtml(live, 'fr'))?.[1]).toBe('Tous les autres joueurs ont quitté la partie\u00a0: le dernier en lice gagne, quels que soient les points.');
  });

  it("keeps showing the thrower's choice to throw again or pass, with Pass, after another player leaves (h232), in English and French", () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob', 'Cleo'] });
    const choice = (language: 'en' | 'fr' = 'en') => /data-testid="throw-again-choice">([^<]*)</.exec(panelHtml(live, language))?.[1];
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    expect(choice()).toBeUndefined(); // no throw yet this turn
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '3')] });
    expect(choice()).toBe('Every die differs: Ann may throw another die or pass.');
    // Cleo leaves: said alone (the log's last line), the choice still stands and is shown, Pass with it.
    live.retire(2);
    expect(choice()).toBe('Every die differs: Ann may throw another die or pass.');
    expect(choice('fr')).toBe('Tous les dés sont différents\u00a0: Ann peut lancer un autre dé ou passer son tour.');
    expect(panelHtml(live)).toContain('<button type="button" title="Keyboard: P" data-testid="pass">');
    // Ann passes: Bob's turn, no choice before his throw.
    live.pass();
    expect(choice()).toBeUndefined();
  });

  it('counts the arena as ruled, and says so while a throw waits to be checked (the dice in view are more)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    const arenaLine = () => /data-testid="arena-count">([^<]*)</.exec(panelHtml(live))?.[1];
    expect(arenaLine()).toBe('Arena as ruled: 1 die');
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), { ...die(2, '2'), face: null }] });
    expect(live.question?.kind).toBe('confirmThrow');
    expect(arenaLine()).toBe('Arena as ruled: 1 die, before the throw being checked');
    live.answer(2, '2');
    live.confirm();
    expect(arenaLine()).toBe('Arena as ruled: 2 dice');
  });

  it('offers "Die flew out of sight" while the thrower throws one die and nothing waits for the players (helper 167)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    expect(panelHtml(live)).not.toContain('data-testid="die-missed"'); // no start die yet
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    expect(panelHtml(live)).toContain('title="The die thrown never landed in view (off the table): count it out of the arena, as the rules say, and go on" data-testid="die-missed">Die flew out of sight<');
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), { ...die(2, '2'), face: null }] });
    expect(panelHtml(live)).not.toContain('data-testid="die-missed"'); // a throw waits for its faces
  });

  it('names what Undo takes back: the die said flown out of sight, then a correction made since, in English and French', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '2')] });
    /** The Undo button's title and text (without the key hint). */
    const undoButton = (language: 'en' | 'fr' = 'en') => /<button type="button"(?: disabled="")? title="([^"]*)">([^<]*)<span class="key-hint"> \(U\)/.exec(panelHtml(live, language))?.slice(1);
    expect(undoButton()).toEqual(['Keyboard: U', 'Undo correction']);
    live.dieMissed();
    expect(live.undoTakesBack).toBe('missedDie');
    expect(undoButton()).toEqual(["Takes back Ann&#x27;s die said to have flown out of sight, and what was ruled after it: the game as before it. Keyboard: U", 'Undo die out of sight']);
    expect(undoButton('fr')).toEqual(["Reprend le dé d&#x27;Ann dit envolé hors de vue, et ce qui a été arbitré après\u00a0: la partie comme avant. Clavier\u00a0: U", 'Annuler le dé hors de vue']);
    // A face corrected since is undone first: Undo says so, then the die again.
    live.correct(2, '3');
    expect(live.undoTakesBack).toBe('correction');
    expect(undoButton()).toEqual(['Keyboard: U', 'Undo correction']);
    expect(undoButton('fr')).toEqual(['Clavier\u00a0: U', 'Annuler la correction']);
    live.undo();
    expect(undoButton()?.[1]).toBe('Undo die out of sight');
    live.undo();
    expect(live.undoTakesBack).toBeNull();
    expect(undoButton()?.[1]).toBe('Undo correction');
  });

  it('points at the dice in blue only while the picture marks them (helper 137: taken out, then a refused arena)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '3')] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '3'), die(3, '3')] });
    expect(live.toRemove).toEqual([2, 3]);
    const arenaLine = (markedToRemove?: number) => /data-testid="arena-count">([^<]*)</.exec(renderToStaticMarkup(createElement(GamePanel, {
      live, language: 'en', log: [], onPass: noop, onUndo: noop, onConfirm: noop, onTreatAsThrow: noop, onDieMissed: noop, onMissedDieFound: noop, onRetire: noop, onNewGame: noop, onPickDie: noop, markedToRemove,
    })))?.[1];
    expect(arenaLine()).toBe('Arena as ruled: 1 die once the 2 dice in blue are taken out');
    expect(arenaLine(2)).toBe('Arena as ruled: 1 die once the 2 dice in blue are taken out');
    // The 3s taken out of the picture (no blue mark left), whatever lies there now.
    expect(arenaLine(0)).toBe('Arena as ruled: 1 die');
  });

  it('asks whether a die come into the arena after one said flown out of sight is that die, with a Yes and a No button, in English and French', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '2')] });
    live.dieMissed();
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '2'), die(3, '5')] });
    const buttons = (html: string) => [...html.matchAll(/<button[^>]*data-testid="(missed-die-found-(?:yes|no))"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
    // The keys that answer, U (Yes: the undo of the lost die) and N (No / Non), hinted after each answer and in its title.
    const keys = (html: string) => [...html.matchAll(/<button[^>]*title="([^"]*)"[^>]*data-testid="missed-die-found-(?:yes|no)"[^>]*>[^<]*<span class="key-hint">([^<]*)</g)].map((m) => [m[1], m[2]]);
    const en = panelHtml(live);
    expect(/data-testid="question-text">([^<]*)</.exec(en)?.[1]).toBe("A 5 came into the arena: is it Ann&#x27;s die that flew out of sight? If so, it is Ann&#x27;s throw, no die lost; if not, it is Ann&#x27;s next throw.");
    expect(buttons(en)).toEqual([['missed-die-found-yes', 'Yes, it is that die'], ['missed-die-found-no', 'No, another die']]);
    expect(keys(en)).toEqual([['Keyboard: U', ' (U)'], ['Keyboard: N', ' (N)']]);
    // Pass waits for the answer.
    expect(/<button[^>]*data-testid="pass"[^>]*>/.exec(en)?.[0]).toContain('disabled');
    const fr = panelHtml(live, 'fr');
    expect(/data-testid="question-text">([^<]*)</.exec(fr)?.[1]).toBe("Un 5 est arrivé dans l&#x27;arène\u00a0: est-ce le dé d&#x27;Ann envolé hors de vue\u00a0? Si oui, c&#x27;est le lancer d&#x27;Ann, aucun dé n&#x27;est perdu\u00a0; sinon, c&#x27;est le lancer suivant d&#x27;Ann.");
    expect(buttons(fr)).toEqual([['missed-die-found-yes', "Oui, c&#x27;est ce dé"], ['missed-die-found-no', 'Non, un autre dé']]);
    expect(keys(fr)).toEqual([['Clavier\u00a0: U', ' (U)'], ['Clavier\u00a0: N', ' (N)']]);
    // Answered: no question, no buttons.
    live.missedDieFound(true);
    expect(buttons(panelHtml(live))).toEqual([]);
  });

  it("asks whose lost die it is when Ann's die was said flown out of sight, she passed, then Bob's: a button per thrower (Bob's U), and None (N), in English and French", () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '2')] });
    live.dieMissed();
    live.pass();
    live.dieMissed();
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4'), die(2, '2'), die(3, '5')] });
    // Each answer's test id, its text, and its key hint (none for Ann's).
    const buttons = (html: string) => [...html.matchAll(/<button[^>]*data-testid="(missed-die-found-[a-z]+)"[^>]*>([^<]*)(?:<span class="key-hint">([^<]*)<)?/g)].map((m) => [m[1], m[2], m[3] ?? '']);
    const en = panelHtml(live);
    expect(/data-testid="question-text">([^<]*)</.exec(en)?.[1]).toMatch(/^A 5 came into the arena: is it a die said to have flown out of sight, and whose\? /);
    expect(buttons(en)).toEqual([['missed-die-found-yes', 'Bob&#x27;s die', ' (U)'], ['missed-die-found-other', 'Ann&#x27;s die', ''], ['missed-die-found-no', 'None: another die', ' (N)']]);
    expect(buttons(panelHtml(live, 'fr'))).toEqual([['missed-die-found-yes', 'Le dé de Bob', ' (U)'], ['missed-die-found-other', 'Le dé d&#x27;Ann', ''], ['missed-die-found-no', 'Aucun\u00a0: un autre dé', ' (N)']]);
    // Ann's answered: no question, no buttons, her die marked to take out.
    live.missedDieFound({ lostBy: 'Ann' });
    expect(buttons(panelHtml(live))).toEqual([]);
    expect(live.toRemove).toEqual([3]);
  });

  it('offers to rule a new view as a throw only when the player could have thrown its dice', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot({ tMs: (clock += 1000), dice: [die(1, '4')] });
    const events = JSON.parse(JSON.stringify(live.events)) as typeof live.events;
    // One die more than the game's arena: Ann's throw, perhaps.
    const one = LiveStrikeReferee.resume(events, {}, 'viewChange');
    one.onSnapshot({ tMs: (clock += 1000), dice: [die(5, '4'), die(6, '2')] });
    expect(panelHtml(one)).toContain('data-testid="rule-as-throw"');
    // Three more, where Ann may throw one die at a time: said why, and no button.
    const three = LiveStrikeReferee.resume(events, {}, 'viewChange');
    three.onSnapshot({ tMs: (clock += 1000), dice: [die(5, '4'), die(6, '2'), die(7, '3'), die(8, '5')] });
    const html = panelHtml(three);
    expect(html).toContain("which cannot be Ann&#x27;s throw: 3 dice appeared but exactly 1 may be thrown");
    expect(html).not.toContain('data-testid="rule-as-throw"');
  });
});
