/**
 * Texts of the dice game's announcements (src/rules/dice-game/announce.ts) in English and
 * French: one function per announcement type, from its params to a sentence.
 */
import type { DiceGameAnnouncementType } from '../../rules/dice-game/index.ts';
import { count, countFr, de, text, type Params } from './format.ts';

/** A message table: announcement type → `(params) => text`. */
export type DiceGameMessages = Record<DiceGameAnnouncementType, (params: Params) => string>;

/** After a correction that turns "No score!" into a roll that scores: whose turn goes on, with what. */
const turnGoesOnEn = (p: Params): string => (p.turnPoints === undefined ? '' : ` The roll scores: ${text(p.player)}'s turn goes on (${count(p.turnPoints, 'point', 'points')} this turn).`);
const turnGoesOnFr = (p: Params): string => (p.turnPoints === undefined ? '' : ` Le lancer marque : le tour ${de(text(p.player))} continue (${countFr(p.turnPoints, 'point', 'points')} pour ce tour).`);

/** English texts. */
export const en: DiceGameMessages = {
  // Reaching the target ends the game only alone; with others it gives each one final turn ("Ending the game").
  gameStarted: (p) => (Array.isArray(p.players) && p.players.length > 1
    ? `New game: ${text(p.players)}. Play to ${count(p.targetScore, 'point', 'points')}: once a player reaches them, everyone else gets one final turn.`
    : `New game: ${text(p.players)}. Reach ${count(p.targetScore, 'point', 'points')} to win.`),
  turnStarted: (p) => `${text(p.player)}'s turn (${count(p.score, 'point', 'points')}).`,
  finalTurn: (p) => `Final turn for ${text(p.player)} (${count(p.score, 'point', 'points')}): to bank, the total must go past ${text(p.target)} points.`,
  diceRolled: (p) => `${text(p.player)} rolled ${text(p.faces, ' ', ' ')}.`,
  sixOfAKind: (p) => `Six ${text(p.face)}s on one roll: the game is over.`,
  farkle: (p) => (p.lostPoints === 0
    ? `No score! ${text(p.player)}'s turn ends.`
    : `No score! ${text(p.player)} loses the ${text(p.lostPoints)} points of this turn, and the turn.`),
  diceKept: (p) => (p.setAside === undefined
    ? `${text(p.player)} keeps ${text(p.faces, ' ', ' ')} for ${text(p.points)}: ${text(p.turnPoints)} this turn.`
    : `${text(p.player)} keeps ${text(p.faces, ' ', ' ')} too: ${text(p.setAside, ' ', ' ')} score ${text(p.setAsidePoints)}, ${text(p.turnPoints)} this turn.`),
  dicePutBack: (p) => `${text(p.player)} rolls ${text(p.faces, ' ', ' ')} again: ${text(p.turnPoints)} this turn.`,
  hotDice: (p) => (p.mayBank === false
    ? `Hot dice! All six counted: ${text(p.player)} rolls all six again (${text(p.turnPoints)} this turn).`
    : `Hot dice! All six counted: ${text(p.player)} may roll all six again, or bank (${text(p.turnPoints)} this turn).`),
  pointsBanked: (p) => `${text(p.player)} banks ${text(p.points)}: score ${text(p.score)}.`,
  finalRoundStarted: (p) => `${text(p.player)} reached ${text(p.score)} points! Everyone else gets one final turn.`,
  gameWon: (p) => {
    const winners = text(p.winners);
    const verb = Array.isArray(p.winners) && p.winners.length > 1 ? 'win' : 'wins';
    if (p.bySixOfAKind === true) return `${winners} ${verb} with six of a kind!`;
    return `${winners} ${verb} with ${count(p.score, 'point', 'points')}${p.othersLeft === true ? ': every other player has left the game' : ''}!`;
  },
  faceCorrected: (p) => `Corrected: the die read as ${text(p.from)} shows ${text(p.to)}.${turnGoesOnEn(p)}`,
  correctionUndone: (p) => `Correction undone: the die shows ${text(p.to)} again.${turnGoesOnEn(p)}`,
  retired: (p) => `${text(p.player)} retires from the game.`,
  retirementUndone: (p) => `Undone: ${text(p.player)} is back in the game.`,
  turnGoesOn: (p) => `${text(p.player)}'s turn goes on.`,
};

/** French texts. */
export const fr: DiceGameMessages = {
  gameStarted: (p) => (Array.isArray(p.players) && p.players.length > 1
    ? `Nouvelle partie : ${text(p.players, ' et ')}. Partie en ${countFr(p.targetScore, 'point', 'points')} : dès qu'un joueur les atteint, chacun des autres joue un dernier tour.`
    : `Nouvelle partie : ${text(p.players, ' et ')}. Atteignez ${countFr(p.targetScore, 'point', 'points')} pour gagner.`),
  turnStarted: (p) => `Au tour ${de(text(p.player))} (${countFr(p.score, 'point', 'points')}).`,
  finalTurn: (p) => `Dernier tour pour ${text(p.player)} (${countFr(p.score, 'point', 'points')}) : pour marquer, son total doit dépasser ${text(p.target)} points.`,
  diceRolled: (p) => `${text(p.player)} lance ${text(p.faces, ' ', ' ')}.`,
  sixOfAKind: (p) => `Six ${text(p.face)} d'un coup : la partie est finie.`,
  farkle: (p) => (p.lostPoints === 0
    ? `Aucun point ! Le tour ${de(text(p.player))} s'arrête.`
    : `Aucun point ! ${text(p.player)} perd les ${text(p.lostPoints)} points de ce tour, et son tour.`),
  diceKept: (p) => (p.setAside === undefined
    ? `${text(p.player)} garde ${text(p.faces, ' ', ' ')} pour ${text(p.points)} : ${text(p.turnPoints)} ce tour.`
    : `${text(p.player)} garde aussi ${text(p.faces, ' ', ' ')} : ${text(p.setAside, ' ', ' ')} font ${text(p.setAsidePoints)}, ${text(p.turnPoints)} ce tour.`),
  dicePutBack: (p) => `${text(p.player)} relance ${text(p.faces, ' ', ' ')} : ${text(p.turnPoints)} ce tour.`,
  hotDice: (p) => (p.mayBank === false
    ? `Tous les dés comptent ! ${text(p.player)} relance les six dés (${text(p.turnPoints)} ce tour).`
    : `Tous les dés comptent ! ${text(p.player)} peut relancer les six dés, ou marquer (${text(p.turnPoints)} ce tour).`),
  pointsBanked: (p) => `${text(p.player)} marque ${text(p.points)} : total ${text(p.score)}.`,
  finalRoundStarted: (p) => `${text(p.player)} atteint ${text(p.score)} points ! Chacun des autres joue un dernier tour.`,
  gameWon: (p) => {
    const winners = text(p.winners, ' et ');
    const verb = Array.isArray(p.winners) && p.winners.length > 1 ? 'gagnent' : 'gagne';
    if (p.bySixOfAKind === true) return `${winners} ${verb} avec six dés identiques !`;
    return `${winners} ${verb} avec ${countFr(p.score, 'point', 'points')}${p.othersLeft === true ? ' : tous les autres joueurs ont quitté la partie' : ''} !`;
  },
  faceCorrected: (p) => `Correction : le dé lu comme ${text(p.from)} montre ${text(p.to)}.${turnGoesOnFr(p)}`,
  correctionUndone: (p) => `Correction annulée : le dé montre de nouveau ${text(p.to)}.${turnGoesOnFr(p)}`,
  retired: (p) => `${text(p.player)} se retire de la partie.`,
  retirementUndone: (p) => `Annulé\u00a0: ${text(p.player)} revient dans la partie.`,
  turnGoesOn: (p) => `Le tour ${de(text(p.player))} continue.`,
};
