import { describe, expect, it } from 'vitest';
import { en, fr } from './cli.ts';

describe('command-line texts', () => {
  it('heads each photo with what was seen', () => {
    const seen = { arena: ['2', '5', 'X'], out: 1, leaning: 2 };
    expect(en.arenaHeading('a.png', seen)).toBe('── a.png: 3 in the arena: 2 5 X; 1 outside; 2 unreadable');
    expect(fr.arenaHeading('a.png', seen)).toBe("── a.png : 3 dans l'arène : 2 5 X ; 1 dehors ; 2 illisibles");
    expect(en.arenaHeading('a.png', { arena: [], out: 0, leaning: 0 })).toBe('── a.png: 0 in the arena');
    expect(fr.arenaHeading('a.png', { arena: [], out: 0, leaning: 1 })).toBe("── a.png : 0 dans l'arène ; 1 illisible");
  });

  it('explains dice a game is not played with', () => {
    expect(en.wrongDieKind('Strike', 'd6', ['strike', 'strike-x2'])).toBe(
      'Strike is played with strike (1 2 3 4 5 X) or strike-x2 (X 2 3 4 5 6) dice, not d6 (1 2 3 4 5 6). '
      + 'Use --die-kind strike or strike-x2; --die-kind d6 only makes sense for `dice-referee read` or a game played with d6 dice.');
    expect(fr.wrongDieKind('Strike', 'd6', ['strike'])).toBe(
      'Strike se joue avec des dés strike (1 2 3 4 5 X), pas d6 (1 2 3 4 5 6). '
      + "Choisissez --die-kind strike ; --die-kind d6 n'a de sens que pour `dice-referee read` ou un jeu qui se joue avec des dés d6.");
  });

  it('sums up a review with singulars, plurals and decimal commas', () => {
    const figures = { settled: 1, throws: 12, durationMs: 61_250, elapsedMs: 4_040, speed: 15.2 };
    expect(en.reviewSummary(figures)).toBe('1 settled arena, 12 throws ruled, 61.3 s of video reviewed in 4.0 s (15.2× real time)');
    expect(fr.reviewSummary(figures)).toBe('1 arène stabilisée, 12 lancers arbitrés, 61,3 s de vidéo analysées en 4,0 s (15,2× le temps réel)');
  });

  it('names players, what changed and the closing line when nothing could be ruled', () => {
    expect([en.defaultPlayer(2), fr.defaultPlayer(2)]).toEqual(['Player 2', 'Joueur 2']);
    expect([en.change('rearranged'), fr.change('rearranged'), fr.change('something new')]).toEqual(['rearranged', 'dés déplacés', 'something new']);
    expect(en.noneRuled(3)).toBe('No photo could be ruled: all 3 were refused or could not be read.');
    expect(fr.noneRuled(1)).toBe("Aucune photo n'a pu être arbitrée : la seule photo a été refusée ou n'a pas pu être lue.");
    expect(fr.namesMismatch(1, 2)).toBe('--names donne 1 nom pour 2 joueurs');
  });
});
