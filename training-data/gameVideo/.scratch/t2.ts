import { loadPhotoDice } from '../photoDice.ts';
const t0 = performance.now();
const c = await loadPhotoDice();
console.log(c.length, performance.now() - t0);
