import sharp from 'sharp';
import { loadPhotoDice, COLOUR_FAMILIES } from '../photoDice.ts';
const t0 = performance.now();
const crops = await loadPhotoDice();
console.log('crops', crops.length, (performance.now() - t0).toFixed(0), 'ms');
const table: Record<string, Record<string, number>> = {};
for (const c of crops) { (table[c.family] ??= {})[c.face] = (table[c.family]![c.face] ?? 0) + 1; }
console.log(table);
// contact sheet: rows = family, up to 24 crops each at 64px cells
const cell = 72, cols = 20;
const rows = COLOUR_FAMILIES.length;
const W = cell * cols, H = cell * rows;
const sheet = Buffer.alloc(W * H * 4, 0);
for (let i = 0; i < W * H; i++) { sheet[i*4]=0; sheet[i*4+1]=160; sheet[i*4+2]=160; sheet[i*4+3]=255; }
COLOUR_FAMILIES.forEach((fam, r) => {
  crops.filter((c) => c.family === fam).slice(0, cols).forEach((c, k) => {
    for (let y = 0; y < Math.min(c.height, cell); y++) for (let x = 0; x < Math.min(c.width, cell); x++) {
      const s = (y * c.width + x) * 4; const a = c.rgba[s+3]! / 255;
      const d = ((r * cell + y) * W + k * cell + x) * 4;
      for (let ch = 0; ch < 3; ch++) sheet[d+ch] = Math.round(c.rgba[s+ch]! * a + sheet[d+ch]! * (1-a));
    }
  });
});
await sharp(sheet, { raw: { width: W, height: H, channels: 4 } }).png().toFile('/tmp/sheet.png');
