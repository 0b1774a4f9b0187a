import { generateGame } from '../scriptFromSeed.ts';
import { expectedRulings } from '../rulings.ts';
import { scheduleGame } from '../schedule.ts';
import { planGame } from '../plan.ts';
import { renderAnnouncement } from '../../../src/referee/render.ts';
const t0 = performance.now();
for (let seed = 1; seed <= 40; seed++) {
  for (const players of [2, 3, 5]) {
  for (const opts of [{}, { keepThrowing: true }, { splitCollects: true, edition: 'classic-x2' as const }]) {
    const { script, announcements } = generateGame(seed, { players, ...opts });
    const r = expectedRulings(script);
    const same = JSON.stringify(announcements.map((a) => renderAnnouncement('strike', a))) === JSON.stringify(r.map((x) => x.text));
    if (!same) console.log('MISMATCH', seed, players, opts);
    planGame(script, 16 / 9);
    if (players === 2 && Object.keys(opts).length === 0 && seed <= 10) console.log(seed, 'throws', script.steps.filter((s) => s.kind === 'throw').length, 'min', (scheduleGame(script).durationMs / 60000).toFixed(1), r.at(-1)!.text);
  }
  }
}
console.log('ms', performance.now() - t0);
