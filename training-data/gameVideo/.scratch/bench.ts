import { scriptFromSeed } from '../scriptFromSeed.ts';
import { renderGame } from '../renderGame.ts';
for (const source of ['photo', 'synthetic'] as const) {
  let frames = 0, ms = 0, motionFrames = 0, motionMs = 0, prep = 0;
  for (let seed = 1; seed <= 4; seed++) {
    const s = scriptFromSeed(seed);
    const t0 = performance.now();
    const game = await renderGame(s, { diceSource: source });
    prep += performance.now() - t0;
    const tl = game.timeline;
    const settled = new Set<number>();
    for (const st of tl.stretches) for (let i = st.startFrame; i < st.endFrame; i++) settled.add(i);
    for (let i = 0; i < tl.frameCount; i++) {
      const a = performance.now();
      game.frame(i);
      const d = performance.now() - a;
      ms += d; frames++;
      if (!settled.has(i)) { motionMs += d; motionFrames++; }
    }
  }
  console.log(source, `prep ${(prep / 4).toFixed(0)} ms/game; all ${frames} frames ${(frames / ms * 1000).toFixed(0)} fps; motion ${motionFrames} frames ${(motionFrames / motionMs * 1000).toFixed(0)} fps`);
}
