/**
 * Texts of Strike's announcements (src/rules/strike/announce.ts) in English and French: one
 * function per announcement type, from its params to a sentence. French words from
 * /work/shared/rules/strike-fr.txt: réserve (stock), arène, hors-jeu, grand lancer (big hit),
 * en lice (still in the game).
 */
import type { StrikeAnnouncementType } from '../../rules/strike/index.ts';
import { count, countFr, de, groups, scores, text, type Params } from './format.ts';
import { en as tableEn, fr as tableFr } from './strike-table.ts';

/** A message table: announcement type → `(params) => text`. */
export type StrikeMessages = Record<StrikeAnnouncementType, (params: Params) => string>;

/** English texts (with those worded alike in both Strike games: strike-table.ts). */
export const en: StrikeMessages = {
  ...tableEn,
  roundStart: (p) => `${Number(p.rounds) > 1 ? `Round ${text(p.round)} of ${text(p.rounds)}` : 'New game'}: ${text(p.player)} starts. ${
    p.startDie === 'rolled' ? 'Roll the start die into the arena.'
      : p.startDie === 'onePerPlayer' ? 'Each player puts one of their dice in the arena, showing a number.'
        : 'Put the start die in the arena.'}`,
  throwAll: (p) => (Number(p.dice) === 1
    ? `The arena is empty: ${text(p.player)} must throw their last die.`
    : `The arena is empty: ${text(p.player)} must throw all ${text(p.dice)} dice at once.`),
  reroll: (p) => (Number(p.count) === 1
    ? 'A die is not lying flat: roll it again outside the arena and put it back showing its new face.'
    : `${text(p.count)} dice are not lying flat: roll them again outside the arena and put them back showing their new faces.`),
  match: (p) => `${text(p.player)} collects ${groups(p, ' and ')} (${count(p.dice, 'die', 'dice')}${p.collected ? `, ${text(p.collected)} already taken` : ''}). Turn over.`,
  bigHit: (p) => `Big hit! ${text(p.player)} emptied the arena.`,
  pass: (p) => `${text(p.player)} passes.`,
  throwAgain: (p) => `${Number(p.dice) === 1 ? 'No match' : 'Every die differs'}: ${text(p.player)} may throw another die or pass.`,
  eliminated: (p) => `${text(p.player)} has no dice left and is out (${count(p.playersLeft, 'player', 'players')} left).`,
  // A leaving that ends the tournament too: the tournament's winner line says why (tournamentWinner), said once.
  winner: (p) => `${text(p.player)} ${p.round === undefined ? 'wins' : `wins round ${text(p.round)}`}${p.tournamentEnds === true ? '' : `: ${p.othersLeft === true ? 'every other player has left the game' : p.othersOut === true ? 'every other player is out or has left the game' : 'the last player with dice'}`}!`,
  roundScores: (p) => `Scores after round ${text(p.round)}: ${scores(p)}.`,
  corrected: (p) => `Corrected: the ${p.from === '?' ? 'unreadable die' : `die read as ${text(p.from)}`} shows ${text(p.face)}.`,
  rulingUndone: () => 'Correction undone: the game is back as it was before it.',
  missedUndone: (p) => (p.passed === true
    ? `${text(p.player)}'s die said to have flown out of sight is taken back, and so is ${text(p.player)}'s pass after it: the game is back as it was before the die.`
    : `${text(p.player)}'s die said to have flown out of sight is taken back: the game is back as it was before it.`),
  ruledAgain: (p) => `Corrected: the ${p.from === '?' ? 'unreadable die' : `die read as ${text(p.from)}`} shows ${text(p.face)}, so ${text(p.player)}'s last throw is ruled again.`,
  correctionUndone: (p) => (p.face === '?' ? 'Correction undone: the die is unreadable again.' : `Correction undone: the die shows ${text(p.face)} again.`),
};

/** French texts (with those worded alike in both Strike games: strike-table.ts). */
export const fr: StrikeMessages = {
  ...tableFr,
  roundStart: (p) => `${Number(p.rounds) > 1 ? `Manche ${text(p.round)} sur ${text(p.rounds)}` : 'Nouvelle partie'} : ${text(p.player)} commence. ${
    p.startDie === 'rolled' ? "Lancez le dé de départ dans l'arène."
      : p.startDie === 'onePerPlayer' ? "Chaque joueur place un de ses dés dans l'arène, face chiffrée visible."
        : "Placez le dé de départ dans l'arène."}`,
  throwAll: (p) => (Number(p.dice) === 1
    ? `L'arène est vide : ${text(p.player)} doit lancer son dernier dé.`
    : `L'arène est vide : ${text(p.player)} doit lancer ses ${text(p.dice)} dés d'un coup.`),
  reroll: (p) => (Number(p.count) === 1
    ? "Un dé ne repose pas à plat : relancez-le hors de l'arène et replacez-le avec sa nouvelle face."
    : `${text(p.count)} dés ne reposent pas à plat : relancez-les hors de l'arène et replacez-les avec leur nouvelle face.`),
  match: (p) => `${text(p.player)} ajoute ${groups(p, ' et ')} à sa réserve (${countFr(p.dice, 'dé', 'dés')}${p.collected ? `, dont ${text(p.collected)} déjà pris` : ''}). Tour terminé.`,
  bigHit: (p) => `Grand lancer ! ${text(p.player)} a vidé l'arène.`,
  pass: (p) => `${text(p.player)} passe son tour.`,
  throwAgain: (p) => `${Number(p.dice) === 1 ? 'Aucune paire' : 'Tous les dés sont différents'} : ${text(p.player)} peut lancer un autre dé ou passer son tour.`,
  // strike-fr.txt, Élimination: "Dès qu'un joueur se retrouve à court de dés, il est éliminé". Not "quitte la partie": that is
  // a player going home (the Leaves button's words), which elimination must not be taken for; "sort du jeu" fits any player.
  eliminated: (p) => `${text(p.player)} est à court de dés et sort du jeu (encore ${text(p.playersLeft)} en lice).`,
  winner: (p) => `${text(p.player)} ${p.round === undefined ? 'gagne' : `gagne la manche ${text(p.round)}`}${p.tournamentEnds === true ? '' : ` : ${p.othersLeft === true ? 'tous les autres joueurs ont quitté la partie' : p.othersOut === true ? 'tous les autres joueurs sont éliminés ou ont quitté la partie' : "plus personne d'autre n'a de dés"}`} !`,
  roundScores: (p) => `Points après la manche ${text(p.round)} : ${scores(p)}.`,
  corrected: (p) => `Correction : le ${p.from === '?' ? 'dé illisible' : `dé lu comme ${text(p.from)}`} montre ${text(p.face)}.`,
  rulingUndone: () => "Correction annulée : la partie est revenue où elle en était avant.",
  missedUndone: (p) => (p.passed === true
    ? `Le dé ${de(text(p.player))} dit envolé hors de vue est repris, et ${text(p.player)} ne passe plus son tour : la partie est revenue où elle en était avant ce dé.`
    : `Le dé ${de(text(p.player))} dit envolé hors de vue est repris : la partie est revenue où elle en était avant.`),
  ruledAgain: (p) => `Correction : le ${p.from === '?' ? 'dé illisible' : `dé lu comme ${text(p.from)}`} montre ${text(p.face)}, le dernier lancer ${de(text(p.player))} est donc arbitré de nouveau.`,
  correctionUndone: (p) => (p.face === '?' ? 'Correction annulée : le dé redevient illisible.' : `Correction annulée : le dé montre de nouveau ${text(p.face)}.`),
};
