import { describe, expect, it } from 'vitest';
import { DEMO_GAME_FILE_NAMES, demoOfFileName } from './frameSources.ts';

describe('demoOfFileName', () => {
  it('names the demo recording of each review-page file name (DEMO_GAME_FILE_NAMES), none for another file', () => {
    expect(demoOfFileName(DEMO_GAME_FILE_NAMES.strike)).toBe('strike');
    expect(demoOfFileName(DEMO_GAME_FILE_NAMES['dice-game'])).toBe('dice-game');
    expect(demoOfFileName('game.webm')).toBeNull();
    expect(demoOfFileName('toString')).toBeNull();
  });
});
