import { spawnSync } from 'node:child_process';
import { MotionGate } from './src/vision/motionGate.ts';
(async () => {
const ff = 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg';
const file = process.argv[2]!;
const W = 640, H = 360;
const r = spawnSync(ff, ['-loglevel', 'error', '-i', file, '-r', '15', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], { maxBuffer: 2 ** 31 });
const n = r.stdout.length / (W * H * 4);
const g = new MotionGate() as any;
const orig = g.isNewScene.bind(g);
g.isNewScene = (image: any, bg: any, share: number) => {
  const st = { sdA: g.greySd(bg.grey), r: g.greySd(image.grey) / g.greySd(bg.grey) };
  const res = share;
  const v = orig(image, bg, share);
  if (process.env.V) console.log('  newScene?', 'sd', st.sdA.toFixed(1), 'r', st.r.toFixed(3), 'shift', g.medianShift(image.rgb, bg.rgb).join(','), 'residual', res.toFixed(3), v);
  return v;
};
let last = '';
for (let i = 0; i < n; i++) {
  const data = new Uint8ClampedArray(r.stdout.buffer, r.stdout.byteOffset + i * W * H * 4, W * H * 4);
  const o = g.update({ width: W, height: H, data }, (i * 1000) / 15, process.env.ARENA ? JSON.parse(process.env.ARENA) : undefined, 1);
  const s = o.state;
  if (s !== last) { console.log((i / 15).toFixed(2), s, o.obstructionShare.toFixed(3)); last = s; }
}
})();
