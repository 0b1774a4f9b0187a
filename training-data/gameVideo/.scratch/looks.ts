import sharp from 'sharp';
import { scriptFromSeed } from '../scriptFromSeed.ts';
import { renderGame } from '../renderGame.ts';
const tiles: Buffer[] = [];
const W = 320, H = 180;
for (let seed = 1; seed <= 12; seed++) {
  const s = scriptFromSeed(seed, { maxThrows: 8 });
  const game = await renderGame(s, { diceSource: seed % 4 === 0 ? 'synthetic' : 'photo' });
  const tl = game.timeline;
  const st = tl.stretches.reduce((a, b) => (b.dice.length >= a.dice.length ? b : a));
  const f = game.frame(st.startFrame + 2);
  tiles.push(await sharp(Buffer.from(f.data.buffer), { raw: { width: 640, height: 360, channels: 4 } }).resize(W, H).raw().toBuffer());
}
const sheet = Buffer.alloc(W * 4 * H * 3 * 4);
tiles.forEach((t, k) => { const cx = (k % 4) * W, cy = Math.floor(k / 4) * H; for (let y = 0; y < H; y++) t.copy(sheet, ((cy + y) * W * 4 + cx) * 4, y * W * 4, (y + 1) * W * 4); });
await sharp(sheet, { raw: { width: W * 4, height: H * 3, channels: 4 } }).png().toFile('/tmp/gv/looks.png');
