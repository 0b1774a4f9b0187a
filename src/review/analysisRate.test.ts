import { describe, expect, it } from 'vitest';
import { analysisFps } from './analysisRate.ts';

describe('analysisFps', () => {
  it('keeps the rate asked for unless the video clearly has fewer frames (the CLI and the browser alike)', () => {
    expect(analysisFps(15, 30)).toBe(15);
    expect(analysisFps(1000, 30)).toBe(30);
    expect(analysisFps(30, 29.97)).toBe(30);
    expect(analysisFps(60, 29.97)).toBe(29.97);
    expect(analysisFps(60, 1000 / 33.3667)).toBe(29.97);
    expect(analysisFps(15, Number.NaN)).toBe(15);
  });
});
