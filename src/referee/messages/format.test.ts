import { describe, expect, it } from 'vitest';
import { de, groups, que, text, toPlayer } from './format.ts';
import { renderAnnouncement } from '../render.ts';

describe('message helpers', () => {
  it('elides French "de" before a written vowel, accented or not, and nowhere else', () => {
    expect(['Ann', 'Éva', 'Yves', 'Œdipe', 'Bob', 'Hugo', 'Yann', 'arena.png'].map(de))
      .toEqual(["d'Ann", "d'Éva", "d'Yves", "d'Œdipe", 'de Bob', 'de Hugo', 'de Yann', "d'arena.png"]);
  });

  it('contracts "de" and "à" with a French seat name, the name of a player left unnamed', () => {
    expect(['Ann', 'Bob', 'Yves', 'Joueur 2'].map(que)).toEqual(["qu'Ann", 'que Bob', "qu'Yves", 'que le joueur 2']);
    expect(['Joueur 1', 'Joueur 12', 'Joueuse', 'Joueur'].map(de)).toEqual(['du joueur 1', 'du joueur 12', 'de Joueuse', 'de Joueur']);
    expect([toPlayer('Ann'), toPlayer('Joueur 2'), toPlayer('Ann', true), toPlayer('Joueur 2', true), toPlayer('éva', true)])
      .toEqual(['à Ann', 'au joueur 2', 'À Ann', 'Au joueur 2', 'À éva']);
    // As the referee says it (before: "À Joueur 1 de jouer.").
    expect(renderAnnouncement('strike', { type: 'turn', params: { player: 'Joueur 1' } }, 'fr')).toBe('Au joueur 1 de jouer.');
    expect(renderAnnouncement('strike', { type: 'turn', params: { player: 'Bob' } }, 'fr')).toBe('À Bob de jouer.');
    expect(renderAnnouncement('dice-game', { type: 'turnStarted', params: { player: 'Joueur 2', score: 0 } }, 'fr')).toBe('Au tour du joueur 2 (0 point).');
  });

  it('joins lists and groups of faces', () => {
    expect(text(['Ann', 'Bob', 'Cleo'])).toBe('Ann, Bob and Cleo');
    expect(text(['Ann', 'Bob'], ' et ')).toBe('Ann et Bob');
    expect(groups({ faces: ['3', '5'], counts: [2, 3] }, ' and ')).toBe('2 × 3 and 3 × 5');
  });
});
