import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Face } from '../src/core/types.ts';
import { sceneOfIndex } from './make-synth.ts';
import { contrasts, EMBLEM_ONE_SHARE, EMBLEM_SHAPES, emblemSvg, faceMarksSvg, LARGE_ONE_SHARE, LIGHT_TEXT_SHARE, MAX_SIDE_OFFSET, PIPS_LIKE_FLOOR_SHARE, randomSynthScene, STEEP_MAX_SIDE_OFFSET, synthLabels, synthSceneSvg, X_STYLES, xMarkSvg, type SynthDie, type SynthScene } from './synthScene.ts';

const ALL_FACES: Face[] = ['1', '2', '3', '4', '5', '6', 'X'];

/** Many generated scenes, as make-synth.ts draws them. */
const SCENES: SynthScene[] = Array.from({ length: 300 }, (_, i) => sceneOfIndex(1, i));
const DICE: SynthDie[] = SCENES.flatMap((s) => s.dice);

describe('synthetic scenes', () => {
  it('are reproducible from a seed and differ between seeds', () => {
    const a = randomSynthScene(42, { width: 640, height: 480 });
    expect(randomSynthScene(42, { width: 640, height: 480 })).toEqual(a);
    expect(synthSceneSvg(randomSynthScene(42, { width: 640, height: 480 }))).toBe(synthSceneSvg(a));
    expect(randomSynthScene(43, { width: 640, height: 480 })).not.toEqual(a);
  });

  it('labels every forced face in order, with its top-face box around the die centre', () => {
    const scene = randomSynthScene(5, { width: 640, height: 480, faces: ALL_FACES, sizePx: 40, unreadableShare: 0 });
    const labels = synthLabels(scene);
    expect(labels.map((l) => l.label)).toEqual(ALL_FACES);
    for (const label of labels) {
      const die = scene.dice[label.die]!;
      const [x0, y0, x1, y1] = label.box;
      const a = (die.angleDeg * Math.PI) / 180;
      const side = die.sizePx * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
      expect((x0 + x1) / 2).toBeCloseTo(die.x, 6);
      expect((y0 + y1) / 2).toBeCloseTo(die.y, 6);
      expect(x1 - x0).toBeCloseTo(side, 6);
      expect(y1 - y0).toBeCloseTo(side, 6);
    }
  });

  it('rejects a frame size that is not a positive integer', () => {
    expect(() => randomSynthScene(1, { width: 0, height: 480 })).toThrow(/positive integers/);
  });

  it('covers 10–200 px dice, empty scenes, touching dice, translucent and marbled dice, clutter (a keyboard too) and glare', () => {
    const sizes = DICE.map((d) => d.sizePx);
    expect(Math.min(...sizes)).toBeLessThan(12);
    expect(Math.max(...sizes)).toBeGreaterThan(150);
    expect(SCENES.some((s) => s.dice.length === 0)).toBe(true);
    expect(SCENES.some((s) => s.dice.length >= 15)).toBe(true);
    const touching = SCENES.some((s) => s.dice.some((a, i) => s.dice.some((b, j) => i < j && a.pose === 'flat' && b.pose === 'flat'
      && Math.hypot(a.x - b.x, a.y - b.y) < ((a.sizePx + b.sizePx) / 2) * 1.1)));
    expect(touching).toBe(true);
    expect(DICE.some((d) => d.opacity < 0.9)).toBe(true);
    expect(DICE.some((d) => d.marbled)).toBe(true);
    for (const kind of ['dot', 'paper', 'cable', 'coin', 'hand', 'text', 'keys'] as const) expect(SCENES.some((s) => s.clutter.some((c) => c.kind === kind))).toBe(true);
    expect(SCENES.some((s) => s.glares.length > 0)).toBe(true);
  });

  it('gives some dice pips of the mat\'s colour, only where they show on the body', () => {
    const holey = SCENES.flatMap((s) => s.dice.filter((d) => d.pip === s.floor));
    expect(holey.length / DICE.length).toBeGreaterThan(PIPS_LIKE_FLOOR_SHARE * 0.4);
    expect(holey.length / DICE.length).toBeLessThan(PIPS_LIKE_FLOOR_SHARE * 1.2);
    for (const die of holey) expect(contrasts(die.pip, die.body)).toBe(true);
    expect(contrasts('hsl(220,70%,40%)', 'hsl(350,60%,35%)')).toBe(true); // blue die, red mat
    expect(contrasts('hsl(40,10%,90%)', 'hsl(0,0%,92%)')).toBe(false); // ivory die, white board
    expect(() => contrasts('#fff', 'hsl(0,0%,92%)')).toThrow(/not an hsl/);
  });

  it('marks the 1 face of some dice with a large pip or an emblem, and no other face', async () => {
    const share = (kind: string): number => DICE.filter((d) => d.oneMark.kind === kind).length / DICE.length;
    expect(share('large')).toBeGreaterThan(LARGE_ONE_SHARE * 0.6);
    expect(share('large')).toBeLessThan(LARGE_ONE_SHARE * 1.4);
    expect(share('emblem')).toBeGreaterThan(EMBLEM_ONE_SHARE * 0.5);
    expect(share('emblem')).toBeLessThan(EMBLEM_ONE_SHARE * 1.5);
    const scene = randomSynthScene(3, { width: 200, height: 160, faces: ['1'], sizePx: 80, unreadableShare: 0 });
    const plainDie: SynthDie = { ...scene.dice[0]!, x: 100, y: 80, angleDeg: 0, body: '#ffffff', pip: '#000000', edge: '#cccccc', opacity: 1, marbled: null, pipStyle: 'flat', blurPx: 0, highlight: null, sideOffset: [0, 0], oneMark: { kind: 'pip' } };
    for (const shape of EMBLEM_SHAPES) {
      const die: SynthDie = { ...plainDie, oneMark: { kind: 'emblem', shape, size: 0.6 } };
      for (const face of ['2', '3', '4', '5', '6', 'X'] as const) expect(faceMarksSvg(die, face, 80, 'p')).toBe(faceMarksSvg(plainDie, face, 80, 'p'));
      expect(faceMarksSvg(die, '1', 80, 'p')).toBe(emblemSvg(shape, 48, '#000000', '#ffffff'));
      // Rendered, the emblem covers more than twice the largest pip (radius 0.11 of the side).
      const plain: SynthScene = { ...scene, dice: [die], glares: [], clutter: [], light: { angleDeg: 0, strength: 0, tint: '#000', tintOpacity: 0 }, texture: 'plain', floor: '#ffffff', wall: '#ffffff' };
      const { data } = await sharp(Buffer.from(synthSceneSvg(plain))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let dark = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i]! < 100) dark++;
      expect(dark, shape).toBeGreaterThan(2 * Math.PI * (0.11 * 80) ** 2);
    }
    const large: SynthDie = { ...plainDie, oneMark: { kind: 'large', radius: 0.2, colour: 'hsl(355,80%,40%)' } };
    expect(faceMarksSvg(large, '1', 80, 'p')).toBe('<circle r="16" fill="hsl(355,80%,40%)"/>');
    expect(faceMarksSvg(large, '5', 80, 'p')).toBe(faceMarksSvg(plainDie, '5', 80, 'p'));
  });

  it('prints text dark or light, some of it bold', () => {
    const texts = SCENES.flatMap((s) => s.clutter.filter((c) => c.kind === 'text'));
    const light = texts.filter((t) => Number(/,(\d+)%\)$/.exec(t.colour)![1]) >= 75);
    expect(light.length / texts.length).toBeGreaterThan(LIGHT_TEXT_SHARE * 0.5);
    expect(light.length / texts.length).toBeLessThan(LIGHT_TEXT_SHARE * 1.5);
    expect(texts.some((t) => t.bold) && texts.some((t) => !t.bold)).toBe(true);
  });

  it('shows the side faces, with pips, of dice seen at an angle', () => {
    const tilted = DICE.filter((d) => d.pose === 'flat' && Math.hypot(...d.sideOffset) > 0.25 * d.sizePx);
    expect(tilted.length).toBeGreaterThan(100);
    const scene = SCENES.find((s) => s.dice.some((d) => tilted.includes(d)))!;
    const die = scene.dice.find((d) => tilted.includes(d))!;
    const svg = synthSceneSvg({ ...scene, dice: [die] });
    // Two or more side faces, each drawn twice (body colour, then shade), and pip groups mapped onto them.
    expect((svg.match(/<polygon points="[^"]*" fill="#000"/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect(svg).toMatch(/<g transform="matrix\(/);
    const flat = synthSceneSvg({ ...scene, dice: [{ ...die, sideOffset: [0, 0] }] });
    expect(flat).not.toMatch(/<g transform="matrix\(/);
  });

  it('sees dice from steeper views only when asked, leaning dice showing more side than top, with the same scenes otherwise', () => {
    const side = (d: SynthDie): number => Math.hypot(...d.sideOffset) / d.sizePx;
    let steepest = 0;
    for (let seed = 0; seed < 60; seed++) {
      const plain = randomSynthScene(seed, { width: 320, height: 240 });
      const steep = randomSynthScene(seed, { width: 320, height: 240, steepViews: true });
      expect(steep.dice.map((d) => [d.x, d.y, d.face, d.pose])).toEqual(plain.dice.map((d) => [d.x, d.y, d.face, d.pose]));
      for (const d of plain.dice) expect(side(d)).toBeLessThanOrEqual(MAX_SIDE_OFFSET + 1e-9);
      for (const d of steep.dice) {
        expect(side(d)).toBeLessThanOrEqual(STEEP_MAX_SIDE_OFFSET + 1e-9);
        steepest = Math.max(steepest, side(d));
        // A leaning die's side (sin) shows at least 1.1 times its top (cos): no flat die (≤ 0.9) looks like it.
        if (d.pose === 'leaning') expect(Math.tan((d.leanDeg * Math.PI) / 180)).toBeGreaterThanOrEqual(1.1);
      }
    }
    expect(steepest).toBeGreaterThan(MAX_SIDE_OFFSET + 0.1);
  });

  it('marks leaning, stacked, blurred and cut-off dice unreadable', () => {
    const labels = SCENES.flatMap((s) => synthLabels(s).map((l) => ({ l, die: s.dice[l.die]!, scene: s })));
    const unreadable = labels.filter((x) => x.l.label === 'unreadable');
    expect(unreadable.length).toBeGreaterThan(50);
    for (const { l, die, scene } of labels) {
      const cut = l.box[0] <= 0 || l.box[1] <= 0 || l.box[2] >= scene.width || l.box[3] >= scene.height;
      if (die.pose !== 'flat' || die.blurPx > 0.08 * die.sizePx) expect(l.label).toBe('unreadable');
      else if (!cut) expect(l.label).toBe(die.face);
    }
    expect(unreadable.some((x) => x.die.pose === 'leaning')).toBe(true);
    expect(unreadable.some((x) => x.die.pose === 'stacked')).toBe(true);
    expect(unreadable.some((x) => x.die.blurPx > 0.08 * x.die.sizePx)).toBe(true);
  });

  it('draws X in every style, each differently', () => {
    const xDice = DICE.filter((d) => d.face === 'X');
    expect(new Set(xDice.map((d) => d.xStyle))).toEqual(new Set(X_STYLES));
    const marks = X_STYLES.map((style) => xMarkSvg(style, 40, '#000'));
    expect(new Set(marks).size).toBe(X_STYLES.length);
  });

  it('draws all faces the same way: only the marks differ, and X dice look like the others', () => {
    const scene = randomSynthScene(9, { width: 400, height: 300, faces: ['3'], sizePx: 60, unreadableShare: 0 });
    const die = scene.dice[0]!;
    const svgOf = (face: Face): string => synthSceneSvg({ ...scene, dice: [{ ...die, face }] });
    const base = svgOf('3').replace(faceMarksSvg(die, '3', die.sizePx, 'd0p'), '');
    for (const face of ALL_FACES) {
      expect(svgOf(face).replace(faceMarksSvg({ ...die, face }, face, die.sizePx, 'd0p'), '')).toBe(base);
    }
    // Across scenes, X dice share the other faces' sizes, colours and translucency.
    const xDice = DICE.filter((d) => d.face === 'X');
    const others = DICE.filter((d) => d.face !== 'X');
    expect(xDice.length / DICE.length).toBeGreaterThan(0.1);
    expect(xDice.length / DICE.length).toBeLessThan(0.2);
    const median = (v: number[]): number => v.sort((a, b) => a - b)[v.length >> 1]!;
    expect(median(xDice.map((d) => d.sizePx)) / median(others.map((d) => d.sizePx))).toBeGreaterThan(0.75);
    expect(median(xDice.map((d) => d.sizePx)) / median(others.map((d) => d.sizePx))).toBeLessThan(1.33);
    const share = (dice: SynthDie[], f: (d: SynthDie) => boolean): number => dice.filter(f).length / dice.length;
    expect(Math.abs(share(xDice, (d) => d.opacity < 1) - share(others, (d) => d.opacity < 1))).toBeLessThan(0.08);
    expect(Math.abs(share(xDice, (d) => d.body.endsWith(',0%)') || /,\s?[89]\d%\)$/.test(d.body)) - share(others, (d) => d.body.endsWith(',0%)') || /,\s?[89]\d%\)$/.test(d.body)))).toBeLessThan(0.1);
  });

  it('renders pips where the layout puts them', async () => {
    const scene = randomSynthScene(3, { width: 200, height: 160, faces: ['1'], sizePx: 80, unreadableShare: 0 });
    const die: SynthDie = { ...scene.dice[0]!, x: 100, y: 80, angleDeg: 0, body: '#ffffff', pip: '#000000', edge: '#cccccc', opacity: 1, marbled: null, pipStyle: 'flat', blurPx: 0, highlight: null, sideOffset: [0, 0], oneMark: { kind: 'pip' } };
    const plain: SynthScene = { ...scene, dice: [die], glares: [], clutter: [], light: { angleDeg: 0, strength: 0, tint: '#000', tintOpacity: 0 }, texture: 'plain', floor: '#404040', wall: '#404040' };
    const { data, info } = await sharp(Buffer.from(synthSceneSvg(plain))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number): number => data[(y * info.width + x) * 3]!;
    expect(at(100, 80)).toBeLessThan(40); // the single pip
    expect(at(100 + 24, 80 - 24)).toBeGreaterThan(215); // body where a 2's pip would be
    expect(at(5, 5)).toBeGreaterThan(50); // floor
    expect(at(5, 5)).toBeLessThan(80);
  });

  it('casts long, hard shadows in some scenes, all in the light\'s direction', async () => {
    const long = SCENES.filter((s) => Math.hypot(s.shadow.dx, s.shadow.dy) > 0.5);
    expect(long.length).toBeGreaterThan(60); // of 300: a low light in about a third of scenes
    expect(long.length).toBeLessThan(150);
    // One white die on a plain grey floor, its shadow a die side long toward +x.
    const scene = randomSynthScene(3, { width: 240, height: 160, faces: ['1'], sizePx: 40, unreadableShare: 0 });
    const die: SynthDie = { ...scene.dice[0]!, x: 80, y: 80, angleDeg: 30, pose: 'flat', body: '#ffffff', pip: '#000000', edge: '#cccccc', opacity: 1, marbled: null, blurPx: 0, highlight: null, sideOffset: [0, 0] };
    const lit: SynthScene = {
      ...scene, dice: [die], glares: [], clutter: [], texture: 'plain', floor: '#c0c0c0', wall: '#c0c0c0',
      light: { angleDeg: 0, strength: 0, tint: '#000', tintOpacity: 0 }, shadow: { dx: 1, dy: 0, blur: 0, opacity: 0.6 },
    };
    const { data, info } = await sharp(Buffer.from(synthSceneSvg(lit))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number): number => data[(y * info.width + x) * 3]!;
    expect(at(80 + 45, 80)).toBeLessThan(110); // a die side past the centre: in the shadow (192 × 0.4 = 77)
    expect(at(80 - 45, 80)).toBeGreaterThan(180); // the other way: lit floor
    expect(at(80, 80 + 45)).toBeGreaterThan(180);
  });

  it('casts die-shaped shadows only when asked, under low lights, with the same scenes otherwise', async () => {
    for (let seed = 0; seed < 40; seed++) {
      const plain = randomSynthScene(seed, { width: 320, height: 240 });
      const shaped = randomSynthScene(seed, { width: 320, height: 240, dieShadows: true });
      const low = Math.hypot(plain.shadow.dx, plain.shadow.dy) >= 0.5;
      expect(plain.shadow.dieShaped).toBeUndefined();
      expect({ ...shaped, shadow: { ...shaped.shadow, dieShaped: undefined } }).toEqual({ ...plain, shadow: { ...plain.shadow, dieShaped: undefined } });
      expect(shaped.shadow.dieShaped === true).toBe(low);
    }
    // One die turned 45° on a plain floor, its shadow 1.5 sides long toward +x: the square at the
    // shadow's end is dark at its far corner, which a band as wide as the die does not reach.
    const scene = randomSynthScene(3, { width: 240, height: 160, faces: ['1'], sizePx: 40, unreadableShare: 0 });
    const die: SynthDie = { ...scene.dice[0]!, x: 60, y: 80, sizePx: 40, cornerRadius: 0.1, angleDeg: 45, pose: 'flat', body: '#ffffff', pip: '#000000', edge: '#cccccc', opacity: 1, marbled: null, blurPx: 0, highlight: null, sideOffset: [0, 0] };
    const lit = (dieShaped: boolean): SynthScene => ({
      ...scene, dice: [die], glares: [], clutter: [], texture: 'plain', floor: '#c0c0c0', wall: '#c0c0c0',
      light: { angleDeg: 0, strength: 0, tint: '#000', tintOpacity: 0 }, shadow: { dx: 1.5, dy: 0, blur: 0, opacity: 0.6, dieShaped },
    });
    const grey = async (s: SynthScene, x: number, y: number): Promise<number> => {
      const { data, info } = await sharp(Buffer.from(synthSceneSvg(s))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return data[(y * info.width + x) * 3]!;
    };
    // The end square's corner toward +x: 60 + 60 + 20√2 ≈ 148 px; 142 is inside it, past the
    // round end of a band (60 + 60 + 20 = 140).
    expect(await grey(lit(true), 142, 80)).toBeLessThan(110);
    expect(await grey(lit(false), 142, 80)).toBeGreaterThan(180);
    // Across the band, 26 px off its axis (half the turned square's width is 28 px, half the
    // round-ended band's 20): in the shadow only when it is die-shaped.
    expect(await grey(lit(true), 90, 80 + 26)).toBeLessThan(110);
    expect(await grey(lit(false), 90, 80 + 26)).toBeGreaterThan(180);
  });
});
