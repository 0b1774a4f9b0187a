import sharp from 'sharp';
import { generateGame } from '../scriptFromSeed.ts';
import { expectedRulings } from '../rulings.ts';
import { renderGame } from '../renderGame.ts';
import { renderAnnouncement } from '../../../src/referee/render.ts';
const seed = Number(process.argv[2] ?? 1);
const { script, announcements } = generateGame(seed, { maxThrows: Number(process.argv[3] ?? 1e9) });
const rulings = expectedRulings(script);
const a = announcements.map((x) => renderAnnouncement('strike', x));
const b = rulings.map((r) => r.text);
console.log('steps', script.steps.length, 'throws', script.steps.filter(s=>s.kind==='throw').length, 'rulings', b.length, 'same', JSON.stringify(a) === JSON.stringify(b));
console.log(b.slice(0, 12).join('\n'));
console.log(JSON.stringify(script.look));
const t0 = performance.now();
const game = await renderGame(script, { diceSource: (process.argv[4] as any) ?? 'auto' });
console.log('prep', (performance.now() - t0).toFixed(0), 'ms', game.timeline.frameCount, 'frames', game.timeline.diceSource);
const t1 = performance.now();
let n = 0;
for await (const f of game) { n++; }
const dt = performance.now() - t1;
console.log('render', n, 'frames in', dt.toFixed(0), 'ms =', (n / dt * 1000).toFixed(1), 'fps');
const tl = game.timeline;
const pick = [tl.stretches[3]!.startFrame, tl.stretches[3]!.startFrame - 5, tl.steps[2]!.startMs, ];
const frames = [tl.stretches[2]!.startFrame, Math.round((tl.steps[1]!.startMs + 300) * 15 / 1000), Math.round((tl.steps[1]!.startMs + 600) * 15 / 1000), tl.stretches.at(-1)!.startFrame];
const hand = tl.steps.find(s => s.kind === 'collect');
if (hand) frames.push(Math.round((hand.startMs + (hand.endMs - hand.startMs) * 0.4) * 15 / 1000));
for (const [k, i] of frames.entries()) {
  const f = game.frame(i);
  await sharp(Buffer.from(f.data.buffer), { raw: { width: f.width, height: f.height, channels: 4 } }).png().toFile(`/tmp/gv/f${k}.png`);
}
console.log(JSON.stringify(tl.stretches.at(-1)!.dice.slice(0, 3)));
