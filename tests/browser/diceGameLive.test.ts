/**
 * The dice game at the table in the system Chromium (on the bundled demo picture, which never
 * changes, so no roll is seen): the setup screen offers it for the camera, the panel shows
 * the scores, the turn and the Bank button (key B, refused before any die is set aside, in the
 * chosen language, which the page's own words follow too), and the game is kept in IndexedDB and
 * resumed after a reload, in the language chosen before it. On generated photos, the dice of a roll
 * seen changed are marked `changed` in the dice table, and *Keep the roll as ruled* keeps it.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../src/core/types.ts';
import { keep, play, roll, start } from '../../src/rules/dice-game/testing.ts';
import { randomSynthScene, synthSceneSvg } from '../../training-data/synthScene.ts';
import { afterPaint, storedSavedGame, storeSavedGame } from './appPages.ts';
import { hasChromium } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

if (!hasChromium) console.warn('dice game browser test skipped: no Chromium at /usr/bin/chromium (apt-get install -y chromium)');
const BYLER = path.resolve(import.meta.dirname, '../../../shared/data/byler-d6/train');
const hasShared = existsSync(path.join(BYLER, 'annotations.json'));
if (!hasShared) console.warn('dice game photo browser test skipped: ../shared/data/byler-d6 is absent');

describe.skipIf(!hasChromium)('the dice game in the web app', () => {
  const session = useAppSession();

  it('starts a live dice game, refuses a bank before any roll, and resumes it after a reload', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}?source=demo`);
    await page.getByTestId('new-game').click();
    // The menu says which games the camera referees, and which have only their rules engine.
    expect(await page.getByTestId('setup-game').locator('optgroup').evaluateAll((groups) => groups.map((group) => [
      (group as HTMLOptGroupElement).label, [...group.children].map((option) => option.textContent)]))).toEqual([
      ['Refereed by the camera', ['Strike', 'The dice game (Farkle)']],
      ['Not refereed yet: the camera cannot read their dice', ['Harry Potter Strike', 'Dicestorm']],
    ]);
    // Who starts, as each rulebook says it (helper 167: Strike's eldest player, clockwise).
    expect(await page.getByTestId('setup-first-starts').textContent()).toBe('The eldest player starts, as the rulebook says: put them first, then the others clockwise.');
    await page.getByTestId('setup-game').selectOption('hp-strike');
    await expect.poll(() => page.getByTestId('setup-not-live').textContent()).toBe(
      'The camera cannot referee Harry Potter Strike yet: its dice show spell symbols, which the dice reader does not know. It referees Strike and the dice game (Farkle).',
    );
    expect(await page.getByTestId('setup-start').isDisabled()).toBe(true);
    await page.getByTestId('setup-game').selectOption('dice-game');
    expect(await page.getByTestId('setup-not-live').count()).toBe(0);
    expect(await page.getByTestId('setup-first-starts').textContent()).toBe('The first player starts; play goes down the list.'); // the dice game's rulebook says nothing
    expect(await page.getByTestId('setup-tournament').count()).toBe(0);
    expect(await page.getByTestId('setup-target').inputValue()).toBe('5000');
    await page.getByTestId('setup-target').fill('1e9');
    await page.getByTestId('setup-start').click();
    expect(await page.getByTestId('setup-error').textContent()).toBe('Points to win: a whole number from 500 to 100000, in steps of 50.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('setup-target'); // the field it is about (helper 163)
    await page.getByTestId('setup-target').fill('3000');
    // A name past 30 characters is cut there, and the form says so (helper 160).
    expect(await page.getByTestId('setup-name-cut').count()).toBe(0);
    await page.getByTestId('setup-name').first().fill('Zoé-Marie-Anne-Charlotte de la Fontaine');
    expect(await page.getByTestId('setup-name').first().inputValue()).toBe('Zoé-Marie-Anne-Charlotte de la');
    expect(await page.getByTestId('setup-name-cut').textContent()).toBe('A name keeps its first 30 characters: the rest is cut.');
    await page.getByTestId('setup-name').first().fill('Zoé');
    expect(await page.getByTestId('setup-name-cut').count()).toBe(0);
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('log-say').allTextContents()).toEqual(['New game: Zoé and Bob. Play to 3000 points: once a player reaches them, everyone else gets one final turn.', "Zoé's turn (0 points)."]);
    expect(await page.getByTestId('players').innerText()).toMatch(/Zoé\s+0 pts\s+Leaves\s+Bob\s+0 pts\s+Leaves/);
    expect(await page.getByTestId('turn').innerText()).toBe('This turn: 0\u00a0pts · roll 6 dice');
    expect(await page.getByTestId('bank').isDisabled()).toBe(true);

    await page.getByTestId('language').selectOption('fr');
    expect(await page.getByTestId('turn').innerText()).toBe('Ce tour : 0 pt · lancez 6 dés');
    expect(await page.getByTestId('players').innerText()).toMatch(/Zoé\s+0\u00a0pt\s+Quitte la partie\s+Bob\s+0\u00a0pt\s+Quitte la partie$/); // 0 in the singular, as French counts (helper 160)
    // The log is worded again in the language chosen.
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(["Nouvelle partie : Zoé et Bob. Partie en 3000 points : dès qu'un joueur les atteint, chacun des autres joue un dernier tour.", 'Au tour de Zoé (0 point).']);
    expect(await page.getByTestId('bank').innerText()).toBe('Marquer (B)');
    expect(await page.getByTestId('new-game').innerText()).toBe('Nouvelle partie');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('heading', { name: 'Dice Referee' }).click(); // keys typed in a select are not shortcuts
    // The referee's first look, at the still demo arena's 8 dice (no roll of 6: asked about), is
    // taken before the keys are counted: on a loaded machine the vision worker starts late, and
    // its question, said aloud, would be counted with them.
    await expect.poll(() => page.getByTestId('question').textContent(), { timeout: 60_000 })
      .toBe("Zoé doit lancer 6 dés, mais 8 sont dans l'arène : lancez les 6 dés.");
    // What the referee says aloud, counted (speechSynthesis.speak replaced by a recorder).
    await page.evaluate(() => {
      const spoken: string[] = [];
      (window as unknown as { spoken: string[] }).spoken = spoken;
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => { spoken.push(utterance.text); };
    });
    const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
    await page.keyboard.press('b');
    // Said beside the panel and aloud, not written into the game's log (nor saved with it).
    // Before any roll: nothing to bank yet (helper 229: not "after setting aside", which a bank right after a roll does not need).
    await expect.poll(() => page.getByTestId('intent-refused').textContent()).toBe("Rien à marquer pour l'instant dans ce tour\u00a0: lancez d'abord les dés.");
    expect(await spoken()).toEqual(["Rien à marquer pour l'instant dans ce tour\u00a0: lancez d'abord les dés."]);
    expect(await page.getByTestId('log-refused').count()).toBe(0);
    // P is Strike's key: the page says what ends a turn here instead, aloud too, not in the log.
    await page.keyboard.press('p');
    await expect.poll(() => page.getByTestId('intent-refused').textContent())
      .toBe('P sert à passer à Strike : au jeu de dés on ne passe pas. Un tour finit en marquant (B), ou sur un lancer qui ne rapporte rien.');
    expect(await spoken()).toHaveLength(2);
    expect(await page.getByTestId('log-refused').count()).toBe(0);
    // No shortcut with a modifier key (Ctrl+B), nor while the set-up form hides the game.
    await page.keyboard.press('Control+b');
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup').click({ position: { x: 4, y: 4 } }); // away from its fields
    await page.keyboard.press('b');
    await page.getByRole('button', { name: 'Annuler' }).click();
    // The keys are handled (or not) as they are pressed: a frame drawn after the form closed shows all they did.
    await afterPaint(page);
    expect(await spoken()).toHaveLength(2);
    expect(await page.getByTestId('log-refused').count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByTestId('log-info').first().textContent(), { timeout: 30_000 }).toMatch(/^Reprise de la partie enregistrée le /);
    expect(await page.getByTestId('language').inputValue()).toBe('fr');
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(["Nouvelle partie : Zoé et Bob. Partie en 3000 points : dès qu'un joueur les atteint, chacun des autres joue un dernier tour.", 'Au tour de Zoé (0 point).']);
    // The refused Bank was no part of the game: it is not resumed with it.
    expect(await page.getByTestId('log-refused').count()).toBe(0);
    expect(await page.getByTestId('intent-refused').count()).toBe(0);
    expect(await page.getByTestId('players').innerText()).toMatch(/Zoé\s+0\u00a0pt\s+Quitte la partie\s+Bob\s+0\u00a0pt\s+Quitte la partie$/);
    expect(await page.getByTestId('bank').count()).toBe(1);
    // A new game after the reload starts from the resumed game's choices.
    await page.getByTestId('new-game').click();
    expect(await page.getByTestId('setup-game').inputValue()).toBe('dice-game');
    expect(await page.getByTestId('setup-name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['Zoé', 'Bob']);
    expect(await page.getByTestId('setup-target').inputValue()).toBe('3000');
    await page.getByTestId('language').selectOption('en');
    await page.close();
  }, 150_000);

  it('says when the game was last played after each reload, not when the reload saved it again (helper 234)', async () => {
    // Ann rolled and set a 1 aside, played two hours ago.
    const game = play(start(['Ann', 'Bob']), roll('123356'), keep('1'));
    const playedAt = Date.now() - 2 * 3600_000;
    const page = await session.context.newPage();
    await page.goto(`${session.url}?source=demo`);
    await storeSavedGame(page, { game: 'dice-game', log: game.log, said: [], savedAt: playedAt });
    const expected = `Resumed the game saved ${await page.evaluate((t) => new Date(t).toLocaleString(navigator.languages.find((tag) => tag.toLowerCase().split('-')[0] === 'en') ?? 'en'), playedAt)}.`;
    await page.reload();
    await expect.poll(() => page.getByTestId('log-info').first().textContent(), { timeout: 30_000 }).toBe(expected);
    // A photo opened after the reload saves the game again (its view, its first look to come) ...
    const photo = path.join(tmpdir(), 'h234-resumed-arena.png');
    await sharp(Buffer.from(synthSceneSvg(randomSynthScene(900_234, { width: 640, height: 480, faces: ['2'], count: 1, sizePx: 60, unreadableShare: 0 })))).png().toFile(photo);
    await page.getByTestId('file-input').setInputFiles(photo);
    await expect.poll(async () => (await storedSavedGame(page) as { savedAt: number }).savedAt, { timeout: 30_000 }).toBeGreaterThan(playedAt);
    // ... yet the next reload still says when the game was last played, not that save's time.
    await page.reload();
    await expect.poll(() => page.getByTestId('log-info').first().textContent(), { timeout: 30_000 }).toBe(expected);
    await storeSavedGame(page, undefined);
    await page.close();
  }, 120_000);

  /**
   * A new page on the still demo arena with a dice game started from its form: Ann (first name)
   * and the form's second player, played to 5000 points (the form offers the choices of the game
   * before, on this browser).
   */
  async function diceGameStarted(): Promise<Page> {
    const page = await session.context.newPage();
    await page.goto(`${session.url}?source=demo`);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-name').first().fill('Ann');
    await page.getByTestId('setup-target').fill('5000');
    await page.getByTestId('setup-start').click();
    return page;
  }

  it.skipIf(!hasShared)('rules a photo of the roll opened after Start once the players say it is the roll, and dice set aside and rolled that look left lying', async () => {
    const page = await diceGameStarted();
    await expect.poll(() => page.getByTestId('log-say').allTextContents()).toEqual(['New game: Ann and Bob. Play to 5000 points: once a player reaches them, everyone else gets one final turn.', "Ann's turn (0 points)."]);
    // B before any roll: refused beside the panel, until the referee asks something else.
    await page.getByRole('heading', { name: 'Dice Referee' }).click();
    await page.keyboard.press('b');
    await expect.poll(() => page.getByTestId('intent-refused').count()).toBe(1);
    // Six dice, 6 6 1 5 1 1 from left to right (byler-d6): at the referee's first look they lay in the arena already.
    await page.getByTestId('file-input').setInputFiles(path.join(BYLER, 'IMG_20191209_100155.jpg'));
    await expect.poll(() => page.getByTestId('question').textContent(), { timeout: 60_000 })
      .toContain("The 6 dice were in the arena when the referee first looked, so it did not see them rolled. If they are Ann's roll, say so; if not, pick them up and roll.");
    expect(await page.getByTestId('intent-refused').count()).toBe(0);
    // Its key, R, named on the button, answers it from where the focus is, on the file button
    // that opened the photo (helper 234: the button was 10 Tabs away).
    expect(await page.getByTestId('rule-as-roll').innerText()).toBe('They are the roll: rule it (R)');
    await page.getByRole('button', { name: 'Open photo or video…' }).focus();
    await page.keyboard.press('r');
    await expect.poll(() => page.getByTestId('log-say').allTextContents()).toEqual([
      'New game: Ann and Bob. Play to 5000 points: once a player reaches them, everyone else gets one final turn.', "Ann's turn (0 points).", 'Ann rolled 6 6 1 5 1 1.',
    ]);
    expect(await page.getByTestId('question').count()).toBe(0);
    expect(await page.getByTestId('turn').innerText()).toBe('This turn: 0\u00a0pts · rolled 6 6 1 5 1 1 (worth up to 350): set aside scoring dice, then roll again');
    // Then a 1 and a 5 (IMG_20191208_112704): 1 1 1 5 set aside and two dice rolled, but the two
    // landed where the roll's 1 and 5 lay, so 6 6 1 1 look set aside, which the rules refuse.
    await page.getByTestId('file-input').setInputFiles(path.join(BYLER, 'IMG_20191208_112704.jpg'));
    await expect.poll(() => page.getByTestId('question').textContent(), { timeout: 60_000 }).toContain('cannot all be set aside: the 6s score nothing.');
    // The dice asked about lie out of view: named by their faces, not by numbers of the dice table's rows.
    expect((await page.getByTestId('asked-die').allTextContents()).sort()).toEqual(['Taken out: 1', 'Taken out: 1', 'Taken out: 6', 'Taken out: 6']);
    await page.getByTestId('rule-as-rolled').click();
    await expect.poll(() => page.getByTestId('log-say').allTextContents()).toEqual([
      'New game: Ann and Bob. Play to 5000 points: once a player reaches them, everyone else gets one final turn.', "Ann's turn (0 points).", 'Ann rolled 6 6 1 5 1 1.',
      'Ann keeps 1 1 1 5 for 350: 350 this turn.', expect.stringMatching(/^Ann rolled (1 5|5 1)\.$/),
    ]);
    expect(await page.getByTestId('question').count()).toBe(0);
    await page.close();
  }, 150_000);

  it('marks the dice of a roll seen changed "changed", not "to check", and keeps the roll as ruled when told (helper 251)', async () => {
    const page = await diceGameStarted();
    // One generated arena: Ann's roll, then the same arena with two of its dice turned (moved
    // 0.75 of a die and showing other faces), read surely.
    const scene = randomSynthScene(900_251, { width: 640, height: 480, faces: ['6', '5', '2', '1', '1', '2'], count: 6, sizePx: 55, unreadableShare: 0 });
    expect(scene.dice.map((d) => d.face)).toEqual(['6', '5', '2', '1', '1', '2']);
    const turn = (d: (typeof scene.dice)[number], face: Face) => ({ ...d, face, y: d.y + (d.y + 41 <= 400 ? 41 : -41) });
    const photo = async (name: string, dice: typeof scene.dice) => {
      const file = path.join(tmpdir(), `h251-${name}.png`);
      await sharp(Buffer.from(synthSceneSvg({ ...scene, dice }))).png().toFile(file);
      await page.getByTestId('file-input').setInputFiles(file);
    };
    await photo('roll', scene.dice);
    await expect.poll(() => page.getByTestId('question').textContent(), { timeout: 60_000 }).toContain('The 6 dice were in the arena when the referee first looked');
    await page.getByTestId('rule-as-roll').click();
    // One 1 is read unsurely (0.52): asked about before the roll is ruled, and confirmed.
    await expect.poll(() => page.getByTestId('question').textContent()).toBe('Check this die: click it to set its face, then confirm.Die 5: 1?Confirm roll');
    expect(await page.getByTestId('die-unsure').count()).toBe(1);
    await page.getByTestId('confirm').click();
    const rolled = `Ann rolled ${[...scene.dice].sort((a, b) => a.x - b.x).map((d) => d.face).join(' ')}.`;
    const said = ['New game: Ann and Bob. Play to 5000 points: once a player reaches them, everyone else gets one final turn.', "Ann's turn (0 points).", rolled];
    await expect.poll(() => page.getByTestId('log-say').allTextContents()).toEqual(said);
    await photo('changed', [turn(scene.dice[0]!, '3'), turn(scene.dice[1]!, '4'), ...scene.dice.slice(2)]);
    await expect.poll(() => page.getByTestId('question').textContent(), { timeout: 60_000 }).toContain("The dice of Ann's roll changed before any was set aside");
    // The dice table's Referee column, by face read: the two turned dice "changed" (before, "to check").
    const marks = async () => (await page.getByTestId('die-row').evaluateAll((rows) => rows.map((row) => [
      row.getAttribute('data-face'), row.querySelector('[data-testid=die-mark]')?.textContent]))).sort();
    expect(await marks()).toEqual([['1', ''], ['1', ''], ['2', ''], ['2', ''], ['3', 'changed'], ['4', 'changed']]);
    await page.getByTestId('language').selectOption('fr');
    expect((await marks()).filter(([, mark]) => mark !== '')).toEqual([['3', 'changé'], ['4', 'changé']]);
    await page.getByTestId('language').selectOption('en');
    // Keep the roll as ruled: the question goes, and the roll stands as it was ruled.
    await page.getByRole('button', { name: 'Keep the roll as ruled' }).click();
    await expect.poll(() => page.getByTestId('question').count()).toBe(0);
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(said);
    expect(await page.getByTestId('turn').innerText()).toContain(`rolled ${rolled.slice('Ann rolled '.length, -1)}`);
    expect(await page.getByTestId('die-mark').count()).toBe(0); // no die marked: the Referee column goes
    expect((await marks()).map(([face]) => face)).toEqual(['1', '1', '2', '2', '3', '4']);
    await page.close();
  }, 120_000);

  it('says why Bank is greyed once dice are set aside: below the first bank\'s 400 points', async () => {
    // Ann rolled 1 2 3 3 5 6 and set the 1 aside: 100 points (a game saved so, as after a reload).
    const game = play(start(['Ann', 'Bob']), roll('123356'), keep('1'));
    expect(game.state.turn).toMatchObject({ phase: 'kept', points: 100 });
    const page = await session.context.newPage();
    await page.goto(`${session.url}?source=demo`);
    await page.evaluate(async (saved) => {
      // idb-keyval's default store (src/app/savedGame.ts).
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const put = db.transaction('keyval', 'readwrite').objectStore('keyval').put(saved, 'dice-referee/current-game');
        put.onsuccess = () => resolve();
        put.onerror = () => reject(put.error);
      });
      db.close();
    }, { game: 'dice-game', log: game.log, savedAt: Date.now() });
    await page.reload();
    await expect.poll(() => page.getByTestId('bank-refusal').textContent(), { timeout: 30_000 })
      .toBe('You need at least 400 points this turn to bank (you have 100).');
    expect(await page.getByTestId('bank').isDisabled()).toBe(true);
    // The 5 of that roll may still be set aside.
    expect(await page.getByTestId('turn').innerText()).toBe('This turn: 100\u00a0pts · set aside more scoring dice of the roll, or roll 5 dice');
    await page.getByTestId('language').selectOption('fr');
    expect(await page.getByTestId('turn').innerText()).toBe("Ce tour : 100 pts · mettez de côté d'autres dés du lancer qui marquent, ou lancez 5 dés");
    expect(await page.getByTestId('bank-refusal').textContent()).toBe('Il faut au moins 400 points ce tour pour marquer (vous en avez 100).');
    await page.getByTestId('language').selectOption('en');
    await page.close();
  }, 120_000);
});
