/**
 * The review page opens a game record it exported again (*Open a record…*): the demo recording
 * (public/demo/game.webm) is analysed and a die corrected, the record exported and opened in a
 * new tab without the video (the timeline and rulings shown, an entry clicked says the video is
 * needed), exported again unchanged; a file that is not a record is refused with the review kept;
 * the record's video opened next shows its frames without a new analysis, and another video is
 * reviewed anew with a notice. A record of the demo keeps its review when *Demo game* opens the
 * demo (its only way in), and a record opened while a video is still opening is not analysed over.
 * A die of a record opened without its video is corrected from the timeline, the picker under it;
 * a record of the demo says to press *Demo game* to open its video. The review shown is kept
 * through a reload (src/app/review/keptReview.ts): offered when the page opens again, reopened with
 * its corrections, or dismissed and forgotten; a kept record that no longer opens is dropped, and
 * storage blocked leaves the page working.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settleFrames } from '../../src/review/fakeSettles.ts';
import { GameReview } from '../../src/review/gameReview.ts';
import { KEPT_REVIEW_KEY } from '../../src/app/review/keptReview.ts';
import { GAME_RECORD_FORMAT, recordedEntry, recordJson, type GameRecord } from '../../src/review/report.ts';
import { pageWithBlockedStorage } from './appPages.ts';
import { hasChromium, waitShown } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

const DEMO = path.resolve(import.meta.dirname, '../../public/demo/game.webm');
const OTHER = path.resolve(import.meta.dirname, '../../public/demo/dice-game.webm');
/** What the page shows instead of the element a test waits for. */
const REVIEW_STATE = ['review-error', 'review-progress', 'review-time'];

/** The file the page downloads when `testId` is clicked. */
async function download(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** The rulings of each timeline entry listed. */
function listedRulings(page: Page): Promise<string[][]> {
  return page.getByTestId('timeline-entry').evaluateAll((items) => items.map((item) => [...item.querySelectorAll('[data-testid="timeline-ruling"]')].map((ruling) => ruling.textContent ?? '')));
}

/** Opens `text` as a record file named `name` on `page`. */
function openRecord(page: Page, name: string, text: string): Promise<void> {
  return page.getByTestId('review-record-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/**
 * Runs `change` on the object store of idb-keyval's default database (where the page keeps its
 * review, src/app/review/keptReview.ts) in `page`, and gives back what its request gave.
 */
function onKeptStore(page: Page, change: { put: string } | { get: true }): Promise<unknown> {
  return page.evaluate(([key, what]) => new Promise<unknown>((resolve, reject) => {
    const opened = indexedDB.open('keyval-store');
    opened.onupgradeneeded = () => opened.result.createObjectStore('keyval');
    opened.onsuccess = () => {
      const store = opened.result.transaction('keyval', 'put' in what ? 'readwrite' : 'readonly').objectStore('keyval');
      const request = 'put' in what ? store.put(what.put, key) : store.get(key);
      request.onsuccess = () => {
        opened.result.close();
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    };
    opened.onerror = () => reject(opened.error);
  }), [KEPT_REVIEW_KEY, change] as const);
}

/** The record's text the page keeps its review as (src/app/review/keptReview.ts), `undefined` when none is kept. */
function keptText(page: Page): Promise<unknown> {
  return onKeptStore(page, { get: true });
}

/**
 * The record, as the page exports one (without its settles: an older record), of a short Strike
 * game (Ann, Bob; the arena after each settle 3, then 3 5, then 3 5 5) reviewed from video `name`.
 */
function madeRecord(name: string): GameRecord {
  const review = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
  [['3'], ['3', '5'], ['3', '5', '5']].forEach((faces, i) => {
    for (const frame of settleFrames(faces as ('3' | '5')[], i * 1000, { settledFrames: 6 })) review.feed(frame);
  });
  return {
    format: GAME_RECORD_FORMAT,
    setup: { game: 'strike', players: ['Ann', 'Bob'], edition: 'classic', dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 },
    video: { name, durationMs: 4000, width: 400, height: 200 },
    analysis: { frames: 60, reviewedMs: 4000, complete: true, elapsedMs: 1500, speed: 2.67 },
    entries: review.entries.map(recordedEntry), events: [...review.events], corrections: [], standing: null,
  };
}

describe.skipIf(!hasChromium)('review page: a game record opened again', () => {
  const session = useAppSession();

  it('keeps the review through a reload: offered when the page opens, reopened with its correction, or dismissed and forgotten', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    await openRecord(page, 'game.review.json', recordJson(madeRecord('game.webm')));
    await page.getByTestId('review-record-without-video').waitFor();
    // A die corrected from the timeline (the record opened without its video): a 5 that was a 4.
    const entry = page.locator('[data-testid="timeline-entry"][data-change="throw"]').last();
    const index = Number(await entry.getAttribute('data-index'));
    const dieId = Number(await entry.getByTestId('timeline-die').filter({ hasText: '5' }).last().getAttribute('data-die-id'));
    await entry.locator(`[data-testid="timeline-die"][data-die-id="${dieId}"]`).click();
    await entry.getByTestId('face-picker').getByRole('button', { name: '4', exact: true }).click();
    await page.locator('[data-testid="timeline-die"].corrected').waitFor();
    const corrected = await listedRulings(page);
    // Kept as soon as it is made (before the reload: a crash would lose nothing either).
    await expect.poll(async () => (JSON.parse(String(await keptText(page))) as GameRecord).corrections).toMatchObject([{ entry: index, dieId, read: '5', face: '4' }]);

    await page.reload();
    const kept = page.getByTestId('review-kept');
    await kept.waitFor();
    expect(await kept.textContent()).toBe('Your last review, of “game.webm” (00:04.0, 1 correction), was kept. Reopen it Dismiss');
    expect(await listedRulings(page)).toEqual([]);
    await page.getByTestId('review-kept-reopen').focus();
    await page.keyboard.press('Enter');
    // Opened as *Open a record…* opens it: the notice about its video, the timeline ruled with the correction.
    await page.getByTestId('review-record-without-video').waitFor();
    // The focus went with Reopen, to the timeline (not to the page's body, back at its top).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="timeline-entry"]') !== null && document.activeElement?.tagName)).toBe('BUTTON');
    expect(await page.getByTestId('review-record-without-video').textContent()).toBe('Review opened from its game record. Open its video, “game.webm” (00:04.0), to see each arena\'s frame.');
    expect(await kept.count()).toBe(0);
    const die = page.locator(`[data-testid="timeline-entry"][data-index="${index}"] [data-testid="timeline-die"][data-die-id="${dieId}"]`);
    expect(await die.textContent()).toBe('4');
    expect(await die.getAttribute('class')).toContain('corrected');
    expect(await listedRulings(page)).toEqual(corrected);

    // In French, then dismissed: forgotten, not offered after the next reload.
    await page.getByTestId('review-language').selectOption('fr');
    await page.reload();
    await kept.waitFor();
    expect(await kept.textContent()).toBe('Votre dernière revue, de «\u00a0game.webm\u00a0» (00:04,0, 1\u00a0correction), a été gardée. La rouvrir Oublier');
    await page.getByTestId('review-kept-dismiss').focus();
    await page.keyboard.press('Enter');
    expect(await kept.count()).toBe(0);
    // With no timeline, the focus goes to the toolbar's first button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ouvrir une vidéo…');
    expect(await listedRulings(page)).toEqual([]);
    await expect.poll(() => keptText(page)).toBeUndefined();
    await page.reload();
    await page.getByTestId('review-hint').waitFor();
    await expect(kept.waitFor({ timeout: 1500 })).rejects.toThrow(/Timeout/);

    // A kept record that no longer opens (cut short): dropped with a console warning, nothing said on the page.
    await onKeptStore(page, { put: recordJson(madeRecord('game.webm')).slice(0, 300) });
    await page.reload();
    await expect.poll(() => session.journal(page).some((line) => line.includes('console warning: The review kept on this device no longer opens, and is dropped'))).toBe(true);
    expect(await kept.count()).toBe(0);
    expect(await page.getByTestId('review-error').count()).toBe(0);
    await expect.poll(() => keptText(page)).toBeUndefined();
    await page.getByTestId('review-language').selectOption('en');
    expect(session.journal(page).filter((line) => line.includes('uncaught'))).toEqual([]);
    await page.close();

    // Storage blocked (site data off): nothing kept, the review and its corrections work as before.
    const blocked = await pageWithBlockedStorage(session.context, 'indexedDB');
    await blocked.goto(`${session.url}review.html`);
    await openRecord(blocked, 'game.review.json', recordJson(madeRecord('game.webm')));
    const blockedEntry = blocked.locator(`[data-testid="timeline-entry"][data-index="${index}"]`);
    await blockedEntry.locator(`[data-testid="timeline-die"][data-die-id="${dieId}"]`).click();
    await blockedEntry.getByTestId('face-picker').getByRole('button', { name: '4', exact: true }).click();
    await expect.poll(() => listedRulings(blocked)).toEqual(corrected);
    await expect.poll(() => session.journal(blocked).some((line) => line.includes('console warning: The review could not be kept on this device'))).toBe(true);
    expect(session.journal(blocked).filter((line) => line.includes('uncaught'))).toEqual([]);
    expect(await blocked.getByTestId('review-error').count()).toBe(0);
    await blocked.close();
  }, 60_000);

  it('corrects a die of a record opened without its video: the face picker opens under it in the timeline, in view on a phone', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.url}review.html`);
    await openRecord(page, 'game.review.json', recordJson(madeRecord('game.webm')));
    await page.getByTestId('review-record-without-video').waitFor();
    const before = await listedRulings(page);
    const entry = page.locator('[data-testid="timeline-entry"][data-change="throw"]').last();
    const index = Number(await entry.getAttribute('data-index'));
    const dieId = Number(await entry.getByTestId('timeline-die').filter({ hasText: '5' }).last().getAttribute('data-die-id'));
    const die = entry.locator(`[data-testid="timeline-die"][data-die-id="${dieId}"]`);
    await die.click();
    // Under the die clicked, in the window (the page's notices are at its top, out of view).
    const picker = entry.getByTestId('face-picker');
    await picker.waitFor({ timeout: 10_000 });
    const box = (await picker.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y).toBeGreaterThan((await die.boundingBox())!.y);
    await picker.getByRole('button', { name: '4', exact: true }).click();
    await expect.poll(() => die.textContent()).toBe('4');
    expect(await die.getAttribute('class')).toContain('corrected');
    expect(await page.getByTestId('face-picker').count()).toBe(0);
    expect(await listedRulings(page)).not.toEqual(before);
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    expect(record.corrections).toMatchObject([{ entry: index, dieId, read: '5', face: '4' }]);
    await page.close();
  });

  it('says to press Demo game to open the video of a record of the demo recording, its only way in', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    await openRecord(page, 'demo-game.review.json', recordJson(madeRecord('demo-game.webm')));
    await page.getByTestId('review-record-without-video').waitFor();
    expect(await page.getByTestId('review-record-without-video').textContent()).toBe('Review opened from its game record. Press “Demo game” to open its video, “demo-game.webm” (00:04.0), and see each arena\'s frame.');
    await page.locator('[data-testid="timeline-entry"][data-change="throw"]').first().click();
    expect(await page.getByTestId('review-record-notice').textContent()).toBe('To see this arena\'s frame, press “Demo game” to open the video “demo-game.webm” (00:04.0): the record holds the dice read, not the pictures.');
    await page.close();
  });

  it('exports a corrected review, opens it again without and then with its video, and exports the same record', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    await page.getByTestId('review-file').setInputFiles(DEMO);
    await waitShown(session, page, 'review-speed', 240_000, REVIEW_STATE);
    // A die of a throw corrected to another face: the referee rules again.
    const analysed = await listedRulings(page);
    const entry = page.locator('[data-testid="timeline-entry"][data-change="throw"]').nth(1);
    const index = Number(await entry.getAttribute('data-index'));
    const die = entry.getByTestId('timeline-die').first();
    const read = (await die.textContent())!;
    const dieId = Number(await die.getAttribute('data-die-id'));
    const face = read === '2' ? '3' : '2';
    await die.click();
    await page.getByTestId('face-picker').getByRole('button', { name: face, exact: true }).click();
    await expect.poll(() => listedRulings(page)).not.toEqual(analysed);
    const first = await download(page, 'export-json');
    expect(first.name).toBe('game.review.json');
    const record = JSON.parse(first.text) as GameRecord;
    expect(record.corrections).toMatchObject([{ entry: index, dieId, read, face }]);
    expect(record.settles!.length).toBeGreaterThanOrEqual(record.entries.length - 1);
    await page.close();

    // A new tab, no video: the record's timeline, rulings and correction come back.
    const tab = await session.context.newPage();
    await tab.goto(`${session.url}review.html`);
    await openRecord(tab, 'game.review.json', first.text);
    await tab.getByTestId('review-record-without-video').waitFor();
    expect(await tab.getByTestId('review-record-without-video').textContent()).toMatch(/^Review opened from its game record\. Open its video, “game\.webm” \(\d\d:\d\d\.\d\), to see each arena's frame\.$/);
    expect(await listedRulings(tab)).toEqual(record.entries.map((e) => e.rulings.map((r) => r.text)));
    expect(await tab.locator(`[data-testid="timeline-entry"][data-index="${index}"] [data-die-id="${dieId}"]`).getAttribute('class')).toContain('corrected');
    await tab.locator(`[data-testid="timeline-entry"][data-index="${index}"]`).click();
    expect(await tab.getByTestId('review-record-notice').textContent()).toMatch(/^To see this arena's frame, open the video “game\.webm” \(\d\d:\d\d\.\d\): the record holds the dice read, not the pictures\.$/);
    expect((await download(tab, 'export-json')).text).toBe(first.text);

    // Not a record, a newer one, a damaged one: said, the review shown unchanged.
    await openRecord(tab, 'notes.json', '{"hello": "world"}');
    await expect.poll(() => tab.getByTestId('review-error').textContent()).toBe('“notes.json” was not opened: it is not a game record exported by this page (no “dice-referee/game-record” format). The review shown is unchanged.');
    await openRecord(tab, 'new.json', first.text.replace('game-record@1', 'game-record@2'));
    await expect.poll(() => tab.getByTestId('review-error').textContent()).toContain('it is a game record of a newer format (dice-referee/game-record@2)');
    await openRecord(tab, 'cut.json', first.text.slice(0, 2000));
    await expect.poll(() => tab.getByTestId('review-error').textContent()).toMatch(/^“cut\.json” was not opened: it is not a game record \(not JSON: .+\)\. The review shown is unchanged\.$/);
    expect(await listedRulings(tab)).toEqual(record.entries.map((e) => e.rulings.map((r) => r.text)));
    expect((await download(tab, 'export-json')).text).toBe(first.text);

    // Its video opened next: the frames shown, nothing analysed again, the record unchanged.
    await tab.getByTestId('review-file').setInputFiles(DEMO);
    await tab.getByTestId('review-player').waitFor();
    expect(await tab.getByTestId('review-record-without-video').count()).toBe(0);
    expect(await tab.getByTestId('review-progress').count()).toBe(0);
    expect(await listedRulings(tab)).toEqual(record.entries.map((e) => e.rulings.map((r) => r.text)));
    const tMs = record.entries[index]!.tMs;
    await tab.locator(`[data-testid="timeline-entry"][data-index="${index}"]`).click();
    await expect.poll(async () => Math.abs(Number(await tab.getByTestId('review-time').getAttribute('data-time-ms')) - tMs), { timeout: 15_000 }).toBeLessThan(100);
    expect((await download(tab, 'export-json')).text).toBe(first.text);

    // Another video: reviewed anew, said so, not mixed with the record.
    await tab.getByTestId('review-file').setInputFiles(OTHER);
    await expect.poll(() => tab.getByTestId('review-record-notice').textContent({ timeout: 30_000 })).toMatch(/^“dice-game\.webm” is not the video of the record opened \(“game\.webm”, \d\d:\d\d\.\d\): it is reviewed anew, without the record\.$/);
    await tab.close();
  }, 420_000);

  it('opens the demo recording as the video of a record of it, and keeps a record opened while a video was still opening', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    await page.getByTestId('review-demo').click();
    await waitShown(session, page, 'review-speed', 240_000, REVIEW_STATE);
    const die = page.locator('[data-testid="timeline-entry"][data-change="throw"]').nth(1).getByTestId('timeline-die').first();
    const face = (await die.textContent()) === '2' ? '3' : '2';
    await die.click();
    await page.getByTestId('face-picker').getByRole('button', { name: face, exact: true }).click();
    await page.getByTestId('clear-corrections').waitFor();
    const exported = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    await page.close();
    // The record's first player renamed since: the demo's set-up (Ann) must not come back over it.
    const renamed: GameRecord = { ...exported, setup: { ...exported.setup, players: ['Zoé', ...exported.setup.players.slice(1)] } };
    const ofAnother: GameRecord = { ...renamed, video: { ...renamed.video!, name: 'other.webm' } };

    // *Demo game* clicked, then, before the demo has opened, a record of another video: the record stays, not analysed over.
    const tab = await session.context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tab.route('**/demo/game.webm', async (route) => {
      await held;
      await route.continue();
    });
    await tab.goto(`${session.url}review.html`);
    const requested = tab.waitForRequest('**/demo/game.webm');
    await tab.getByTestId('review-demo').click();
    await requested;
    await openRecord(tab, 'other.review.json', JSON.stringify(ofAnother));
    await tab.getByTestId('review-record-without-video').waitFor();
    const rulings = await listedRulings(tab);
    expect(rulings[1]).toEqual(["Zoé's turn."]);
    const served = tab.waitForEvent('requestfinished', (request) => request.url().endsWith('/demo/game.webm'));
    release();
    await served;
    // The demo, had it opened, would be analysed at once: given a few seconds, it is not.
    await expect(tab.getByTestId('review-progress').waitFor({ timeout: 5_000 })).rejects.toThrow(/Timeout/);
    expect(await tab.getByTestId('review-player').count()).toBe(0);
    expect(await listedRulings(tab)).toEqual(rulings);

    // The record of the demo opened, then *Demo game*: its frames shown under the record's review, renamed player and correction kept.
    await openRecord(tab, 'demo-game.review.json', JSON.stringify(renamed));
    await expect.poll(() => tab.getByTestId('review-record-without-video').textContent()).toContain('“demo-game.webm”');
    const correctedDice = await tab.locator('[data-testid="timeline-die"].corrected').count();
    expect(correctedDice).toBeGreaterThan(0);
    await tab.unroute('**/demo/game.webm');
    await tab.getByTestId('review-demo').click();
    await tab.getByTestId('review-player').waitFor();
    expect(await listedRulings(tab)).toEqual(rulings);
    expect(await tab.getByTestId('review-progress').count()).toBe(0);
    expect(await tab.getByTestId('review-name').first().inputValue()).toBe('Zoé');
    expect(await tab.locator('[data-testid="timeline-die"].corrected').count()).toBe(correctedDice);
    const again = JSON.parse((await download(tab, 'export-json')).text) as GameRecord;
    expect(again.corrections).toEqual(exported.corrections);
    expect(again.setup.players[0]).toBe('Zoé');
    await tab.close();
  }, 420_000);
});
