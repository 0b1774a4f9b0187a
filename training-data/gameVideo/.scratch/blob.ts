import { scriptFromSeed } from '../scriptFromSeed.ts';
import { renderGame } from '../renderGame.ts';
function blobs(frame: any, empty: any, threshold: number, minArea: number): number {
  const { width, height } = frame; const on = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) { const o = p * 4; on[p] = Math.abs(frame.data[o] - empty.data[o]) + Math.abs(frame.data[o+1] - empty.data[o+1]) + Math.abs(frame.data[o+2] - empty.data[o+2]) > threshold ? 1 : 0; }
  let count = 0; const st: number[] = [];
  for (let s = 0; s < on.length; s++) { if (on[s] !== 1) continue; on[s] = 2; st.push(s); let area = 0;
    while (st.length) { const p = st.pop()!; area++; const x = p % width, y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) { const nx = x + dx, ny = y + dy; if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue; const q = ny * width + nx; if (on[q] === 1) { on[q] = 2; st.push(q); } } }
    if (area >= minArea) count++; }
  return count;
}
for (let seed = 1; seed <= 12; seed++) {
  const s = scriptFromSeed(seed, { maxThrows: 6 });
  const game = await renderGame(s, { diceSource: 'photo' });
  const tl = game.timeline; const empty = game.frame(0); const side = tl.dieSizePx;
  const bad: string[] = [];
  for (const st of tl.stretches) {
    const f = game.frame(st.startFrame);
    const r = [40, 60, 90, 120].map((t) => blobs(f, empty, t, side * side * 0.25));
    if (r.some((x) => x !== st.dice.length)) bad.push(`${st.index}:${st.dice.length}/${r.join(',')}`);
  }
  console.log(seed, s.look.mat.colour, s.look.dice.colours.join('+'), bad.join(' '));
}
