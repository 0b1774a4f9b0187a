import sharp from 'sharp';
import { scriptFromSeed } from '../scriptFromSeed.ts';
import { renderGame } from '../renderGame.ts';
const seed = Number(process.argv[2] ?? 1);
const script = scriptFromSeed(seed, { maxThrows: Number(process.argv[3] ?? 12) });
const game = await renderGame(script, { diceSource: (process.argv[4] as any) ?? 'auto' });
const tl = game.timeline;
const big = tl.stretches.reduce((a, b) => (b.dice.length > a.dice.length ? b : a));
const step = tl.steps.find((s) => s.step === big.afterStep)!;
const frames = [big.startFrame, Math.floor((step.startMs + 150) * 15 / 1000), Math.floor((step.startMs + 400) * 15 / 1000), Math.floor((step.startMs + 700) * 15 / 1000)];
for (const [k, i] of frames.entries()) {
  const f = game.frame(i);
  // draw truth boxes in the first one
  if (k === 0) for (const d of big.dice) { const [x0, y0, x1, y1] = d.box.map(Math.round); for (let x = x0; x <= x1; x++) for (const y of [y0, y1]) { const o = (y * f.width + x) * 4; f.data[o] = 255; f.data[o+1] = 0; f.data[o+2] = 255; } for (let y = y0; y <= y1; y++) for (const x of [x0, x1]) { const o = (y * f.width + x) * 4; f.data[o] = 255; f.data[o+1] = 0; f.data[o+2] = 255; } }
  await sharp(Buffer.from(f.data.buffer), { raw: { width: f.width, height: f.height, channels: 4 } }).png().toFile(`/tmp/gv/b${k}.png`);
}
console.log(big.dice.map((d) => `${d.id}:${d.face}${d.inArena ? '' : '(out)'}`).join(' '));
