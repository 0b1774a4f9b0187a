/**
 * Texts of Harry Potter Strike's announcements (src/rules/hp-strike/announce.ts) in English
 * and French: one function per announcement type, from its params to a sentence. Spell names
 * stay as printed on the dice (harry-potter-strike-en.txt); French words follow
 * src/referee/messages/strike.ts (arène, hors-jeu, en lice); "sorcier" for wizard.
 */
import type { HpStrikeAnnouncementType } from '../../rules/hp-strike/index.ts';
import { count, countFr, groups, scores, text, type Params } from './format.ts';
import { en as tableEn, fr as tableFr } from './strike-table.ts';

/** A message table: announcement type → `(params) => text`. */
export type HpStrikeMessages = Record<HpStrikeAnnouncementType, (params: Params) => string>;

/** "Accio! Confundo!" */
function spells(value: Params[string] | undefined): string {
  return (Array.isArray(value) ? value : [value]).map((s) => `${String(s)}!`).join(' ');
}

/** English texts (with those worded alike in both Strike games: strike-table.ts). */
export const en: HpStrikeMessages = {
  ...tableEn,
  roundStart: (p) => (Number(p.rounds) > 1
    ? `Game ${text(p.round)} of ${text(p.rounds)}: ${text(p.player)} starts. Roll the start die into the arena.`
    : `New game: ${text(p.player)} starts. Roll the start die into the arena.`),
  expelliarmus: (p) => (Number(p.dice) === 1
    ? `Expelliarmus! The arena is empty: ${text(p.player)} must throw their last die.`
    : `Expelliarmus! The arena is empty: ${text(p.player)} must throw all ${text(p.dice)} dice.`),
  shift: (p) => `${Number(p.count) === 1 ? 'A die is' : `${text(p.count)} dice are`} not lying flat: shift the arena until ${Number(p.count) === 1 ? 'it falls' : 'they fall'} flat.`,
  spells: (p) => `${text(p.player)} casts ${spells(p.spells)}`,
  immobulusHeld: (p) => `Immobulus: ${count(p.count, 'die stays', 'dice stay')} in the arena until the combination is broken; other spells do not go off.`,
  immobulusBroken: () => 'The Immobulus combination is broken.',
  relashio: (p) => `Relashio! ${text(p.players)}: each throw one die into the arena now.`,
  match: (p) => `${text(p.player)} collects ${groups(p, ' and ', 'symbols')} (${count(p.dice, 'die', 'dice')}).`,
  accio: (p) => `Accio: ${text(p.player)} may take one more die (${text(p.symbols, ' or ')}).`,
  accioTaken: (p) => `${text(p.player)} takes the ${text(p.symbol)} die.`,
  accioDeclined: (p) => `${text(p.player)} takes no extra die.`,
  tower: (p) => `Wingardium Leviosa! Stack the ${text(p.count)} dice left into one tower.`,
  confundo: (p) => `Confundo! Play now goes ${p.clockwise === true ? 'clockwise' : 'counterclockwise'}.`,
  pass: (p) => `${text(p.player)} ends their turn.`,
  eliminated: (p) => `${text(p.player)} has no dice left: stunned and out (${count(p.playersLeft, 'wizard', 'wizards')} left).`,
  // A leaving that ends the tournament too: the tournament's winner line says why (tournamentWinner), said once.
  winner: (p) => `${text(p.player)} ${p.round === undefined ? 'is the champion' : `wins game ${text(p.round)}`}${p.tournamentEnds === true ? '' : `: ${p.othersLeft === true ? 'every other wizard has left the game' : p.othersOut === true ? 'every other wizard is out or has left the game' : 'the last wizard with dice'}`}!`,
  sharedWin: (p) => `Nobody has dice left: ${text(p.players, ' and ')}, stunned by the same throw, share the win${p.round === undefined ? '' : ` of game ${text(p.round)}`}.`,
  roundScores: (p) => `Scores after game ${text(p.round)}: ${scores(p)}.`,
  corrected: (p) => `Corrected: die ${text(p.die)} shows ${text(p.symbol)}.`,
  correctionUndone: (p) => `Correction undone: die ${text(p.die)} shows ${text(p.symbol)} again.`,
};

/** French texts (with those worded alike in both Strike games: strike-table.ts). */
export const fr: HpStrikeMessages = {
  ...tableFr,
  roundStart: (p) => (Number(p.rounds) > 1
    ? `Partie ${text(p.round)} sur ${text(p.rounds)} : ${text(p.player)} commence. Lancez le dé de départ dans l'arène.`
    : `Nouvelle partie : ${text(p.player)} commence. Lancez le dé de départ dans l'arène.`),
  expelliarmus: (p) => (Number(p.dice) === 1
    ? `Expelliarmus ! L'arène est vide : ${text(p.player)} doit lancer son dernier dé.`
    : `Expelliarmus ! L'arène est vide : ${text(p.player)} doit lancer ses ${text(p.dice)} dés.`),
  shift: (p) => (Number(p.count) === 1
    ? "Un dé ne repose pas à plat : bougez l'arène jusqu'à ce qu'il tombe à plat."
    : `${text(p.count)} dés ne reposent pas à plat : bougez l'arène jusqu'à ce qu'ils tombent à plat.`),
  spells: (p) => `${text(p.player)} lance ${spells(p.spells).replaceAll('!', ' !')}`,
  immobulusHeld: (p) => `Immobulus : ${Number(p.count) === 1 ? '1 dé reste' : `${text(p.count)} dés restent`} dans l'arène jusqu'à ce que la combinaison soit brisée ; les autres sorts sont sans effet.`,
  immobulusBroken: () => 'La combinaison Immobulus est brisée.',
  relashio: (p) => `Relashio ! ${text(p.players, ' et ')} : lancez chacun un dé dans l'arène, tout de suite.`,
  match: (p) => `${text(p.player)} récupère ${groups(p, ' et ', 'symbols')} (${countFr(p.dice, 'dé', 'dés')}).`,
  accio: (p) => `Accio : ${text(p.player)} peut prendre un dé de plus (${text(p.symbols, ' ou ')}).`,
  accioTaken: (p) => `${text(p.player)} prend le dé ${text(p.symbol)}.`,
  accioDeclined: (p) => `${text(p.player)} ne prend pas de dé de plus.`,
  tower: (p) => `Wingardium Leviosa ! Empilez les ${text(p.count)} dés restants en une seule tour.`,
  confundo: (p) => `Confundo ! On joue maintenant dans le sens ${p.clockwise === true ? 'horaire' : 'antihoraire'}.`,
  pass: (p) => `${text(p.player)} termine son tour.`,
  // Not "quitte la partie": those are the words of a player going home (the Leaves button); no "il": any wizard.
  eliminated: (p) => `Stupéfix ! ${text(p.player)} est à court de dés et sort du jeu (encore ${text(p.playersLeft)} en lice).`,
  winner: (p) => `${text(p.player)} ${p.round === undefined ? 'remporte la victoire' : `gagne la partie ${text(p.round)}`}${p.tournamentEnds === true ? '' : ` : ${p.othersLeft === true ? 'tous les autres sorciers ont quitté la partie' : p.othersOut === true ? 'tous les autres sorciers sont éliminés ou ont quitté la partie' : "plus personne d'autre n'a de dés"}`} !`,
  sharedWin: (p) => `Plus personne n'a de dés : ${text(p.players, ' et ')}, stupéfixés par le même lancer, partagent la victoire${p.round === undefined ? '' : ` de la partie ${text(p.round)}`}.`,
  roundScores: (p) => `Points après la partie ${text(p.round)} : ${scores(p)}.`,
  corrected: (p) => `Correction : le dé ${text(p.die)} montre ${text(p.symbol)}.`,
  correctionUndone: (p) => `Correction annulée : le dé ${text(p.die)} montre de nouveau ${text(p.symbol)}.`,
};
