/**
 * Texts Strike and Harry Potter Strike say alike, in English and French: the announcements
 * both engines make with the same params about the same table events (src/rules/common/
 * announce.ts, and `turn`). French words from /work/shared/rules/strike-fr.txt: arène,
 * hors-jeu. Spread into the games' tables (strike.ts, hp-strike.ts).
 */
import { count, countFr, many, text, toPlayer, type Params } from './format.ts';

/** The announcement types worded alike in both games. */
export type StrikeTableMessageType = 'startDieX' | 'turn' | 'xRemoved' | 'outRemoved' | 'tournamentWinner' | 'retired' | 'retirementUndone';

/** A message table for those types: announcement type → `(params) => text`. */
export type StrikeTableMessages = Record<StrikeTableMessageType, (params: Params) => string>;

/** English texts. */
export const en: StrikeTableMessages = {
  startDieX: () => 'The start die shows X: roll it again.',
  turn: (p) => `${text(p.player)}'s turn.`,
  xRemoved: (p) => `X! ${count(p.count, 'die is', 'dice are')} out of the game.`,
  outRemoved: (p) => `${count(p.count, 'die', 'dice')} left the arena: out of the game.`,
  // Fewer points is better in a tournament (strike-en.txt, Alternative Game End: "the player with the fewest points is the winner"; harry-potter-strike-en.txt, Tournament rules): said, as 0 points reads as nothing won.
  // Won because every other player left (common/retire.ts, our reading): the totals do not decide it, so that is said instead.
  tournamentWinner: (p) => `${text(p.players)} ${many(p.players) ? 'share the win' : 'wins the tournament'} with ${count(p.total, 'point', 'points')}${many(p.players) ? ' each' : ''}: ${p.othersLeft === true ? 'every other player has left the game' : 'fewest points wins'}.`,
  retired: (p) => `${text(p.player)} retires from the game.`,
  retirementUndone: (p) => `Undone: ${text(p.player)} is back in the game.`,
};

/** French texts. */
export const fr: StrikeTableMessages = {
  startDieX: () => 'Le dé de départ montre un X : relancez-le.',
  turn: (p) => `${toPlayer(text(p.player), true)} de jouer.`,
  xRemoved: (p) => `X ! ${Number(p.count) === 1 ? '1 dé est hors-jeu' : `${text(p.count)} dés sont hors-jeu`}.`,
  outRemoved: (p) => `${Number(p.count) === 1 ? "1 dé est sorti de l'arène : il est" : `${text(p.count)} dés sont sortis de l'arène : ils sont`} hors-jeu.`,
  // strike-fr.txt, Variante avec un système de points: the winner "aura marqué le moins de points possible".
  tournamentWinner: (p) => `${text(p.players, ' et ')} ${many(p.players) ? 'partagent la victoire' : 'remporte le tournoi'} avec ${countFr(p.total, 'point', 'points')}${many(p.players) ? ' chacun' : ''}\u00a0: ${p.othersLeft === true ? 'tous les autres joueurs ont quitté la partie' : "le moins de points l'emporte"}.`,
  retired: (p) => `${text(p.player)} se retire de la partie.`,
  retirementUndone: (p) => `Annulé\u00a0: ${text(p.player)} revient dans la partie.`,
};
