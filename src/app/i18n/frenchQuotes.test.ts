import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRefusal } from '../../referee/render.ts';
import { fr } from './fr.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The lines of `text` (a source file) with a plain space (U+0020) inside « », as `line: text`. */
function plainSpaced(text: string): string[] {
  return text.split('\n').map((line, i) => `${i + 1}: ${line.trim()}`).filter((line) => /« | »/.test(line));
}

describe('French guillemets', () => {
  it('are held to their words by no-break spaces, never plain ones that a line may end at ("puis «" / "Commencer »")', () => {
    expect(plainSpaced(readFileSync(path.join(ROOT, 'src/app/i18n/fr.ts'), 'utf8'))).toEqual([]);
    const messages = path.join(ROOT, 'src/referee/messages');
    for (const file of readdirSync(messages).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      expect(plainSpaced(readFileSync(path.join(messages, file), 'utf8')).map((line) => `${file}:${line}`)).toEqual([]);
    }
  });

  it('words the texts with U+00A0 inside « »', () => {
    expect(fr.notice.demoGameOver).toBe('La démonstration est terminée, sa partie gagnée. Appuyez sur «\u00a0Nouvelle partie\u00a0», puis «\u00a0Commencer\u00a0», pour la revoir.');
    expect(renderRefusal('dice-game', { code: 'bad-face', message: '', params: { face: 'X' } } as never, 'fr')).toContain('pas «\u00a0X\u00a0»');
  });
});
