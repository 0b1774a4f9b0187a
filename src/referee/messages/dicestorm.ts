/**
 * Dicestorm announcement texts in English and French, keyed by announcement type (see
 * src/rules/dicestorm/announce.ts for the params each type carries). Wording follows the
 * rulebook (dicestorm-en.txt): warriors, hits, clan, Tide of Battle, Restoration.
 */
import type { Announcement } from '../../rules/engine.ts';
import { de, text, toPlayer } from './format.ts';

/** Renders one announcement's params as a sentence. */
export type MessageText = (params: Announcement['params']) => string;

/** Joins a list param (`string[]`/`number[]`) for speech; a scalar is shown as is. */
function list(value: Announcement['params'][string] | undefined, and: string): string {
  if (!Array.isArray(value)) return String(value ?? '');
  const items = value.map(String);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** `n word(s)` in English. */
function plural(n: unknown, word: string): string {
  return `${String(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** `1 die` / `n dice` in English, with an optional adjective before the noun. */
function diceCount(n: unknown, adjective = ''): string {
  return `${String(n)}${adjective} ${n === 1 ? 'die' : 'dice'}`;
}

/** `n mot(s)` in French (0 and 1 take the singular). */
function pluriel(n: unknown, mot: string): string {
  return `${String(n)}\u00a0${mot}${typeof n === 'number' && n > 1 ? 's' : ''}`;
}

const KIND_FR: Record<string, string> = { white: 'blanc', black: 'noir', red: 'rouge', green: 'vert' };

/** English texts by announcement type. */
export const en: Record<string, MessageText> = {
  gameSetUp: (p) => `Dicestorm: ${list(p.players, 'and')}, ${plural(p.dice, 'warrior')} each. Roll to see who goes first.`,
  firstPlayerRolled: (p) => `${list(p.players, 'and')} rolled ${list(p.faces, 'and')}.`,
  rollOffTied: (p) => `Tie between ${list(p.players, 'and')}: roll again.`,
  turnBegan: (p) => `Turn ${p.turn}: ${p.player} battles ${p.opponent}.`,
  battleRolled: (p) => `${p.attacker} scores ${plural(p.attackerHits, 'hit')}, ${p.defender} scores ${plural(p.defenderHits, 'hit')}.`,
  faceCorrected: (p) => `Corrected: ${p.player}'s die ${p.die} shows ${p.to}, not ${p.from}.`,
  correctionUndone: (p) => `Correction undone: ${p.player}'s die ${p.die} shows ${p.face} again.`,
  hitsAllocated: (p) => (p.count === 0 ? `${p.player} removes none of ${p.opponent}'s dice.` : `${p.player} removes ${p.opponent}'s dice showing ${list(p.faces, 'and')}.`),
  battleResolved: (p) => `${p.attacker} loses ${plural(p.attackerLost, 'warrior')} (${p.attackerLeft} left), ${p.defender} loses ${plural(p.defenderLost, 'warrior')} (${p.defenderLeft} left).`,
  clanEliminated: (p) => `${p.player} has no warriors left and is out of the game.`,
  gameWon: (p) => `${p.player} wins: the last clan standing!`,
  gameDrawn: (p) => `The last armies fell together: ${list(p.players, 'and')} share the game.`,
  tideReshuffled: (p) => `The Tide of Battle pile is empty: ${plural(p.count, 'discarded card')} shuffled back.`,
  tideDeckEmpty: () => `No Tide of Battle card left to draw.`,
  tideDrawn: (p) => `${p.player} draws ${p.card}, cost ${diceCount(p.cost)}: pay or pass to the right.`,
  tidePassed: (p) => `${p.from} passes the card to ${p.to}.`,
  tideCostReduced: (p) => `The card came back around: its cost drops to ${p.cost}.`,
  tideBought: (p) => `${p.player} pays ${p.cost} for ${p.card} (${p.left} left).`,
  tideTakenFree: (p) => `${p.player} takes ${p.card} for free.`,
  tideDiscarded: (p) => `Nobody took ${p.card}; it is discarded.`,
  tidePlayed: (p) => `${p.player} plays ${p.card}.${p.unknownEffect ? ' Apply its effect by hand.' : ''}`,
  warriorsAdded: (p) => `${p.player} adds ${diceCount(p.count, ` ${String(p.kind)}`)}${p.count !== p.requested ? ` (${p.requested} called for; the rest are not available)` : ''}.`,
  restorationPlayed: (p) => `${p.player} plays Restoration: ${plural(p.added, 'warrior')} back, ${p.dice} in all.`,
};

/** French texts by announcement type. */
export const fr: Record<string, MessageText> = {
  gameSetUp: (p) => `Dicestorm : ${list(p.players, 'et')}, ${pluriel(p.dice, 'guerrier')} chacun. Lancez un dé pour savoir qui commence.`,
  firstPlayerRolled: (p) => `${list(p.players, 'et')} ont fait ${list(p.faces, 'et')}.`,
  rollOffTied: (p) => `Égalité entre ${list(p.players, 'et')} : relancez.`,
  turnBegan: (p) => `Tour ${p.turn} : ${p.player} attaque ${p.opponent}.`,
  battleRolled: (p) => `${p.attacker} marque ${pluriel(p.attackerHits, 'touche')}, ${p.defender} marque ${pluriel(p.defenderHits, 'touche')}.`,
  faceCorrected: (p) => `Correction : le dé ${p.die} ${de(String(p.player))} montre ${p.to}, pas ${p.from}.`,
  correctionUndone: (p) => `Correction annulée : le dé ${p.die} ${de(String(p.player))} montre de nouveau ${p.face}.`,
  hitsAllocated: (p) => (p.count === 0 ? `${p.player} ne retire aucun dé ${de(String(p.opponent))}.` : `${p.player} retire les dés ${de(String(p.opponent))} montrant ${list(p.faces, 'et')}.`),
  battleResolved: (p) => `${p.attacker} perd ${pluriel(p.attackerLost, 'guerrier')} (reste ${p.attackerLeft}), ${p.defender} perd ${pluriel(p.defenderLost, 'guerrier')} (reste ${p.defenderLeft}).`,
  clanEliminated: (p) => `${p.player} n'a plus de guerriers et sort du jeu.`,
  gameWon: (p) => `${p.player} gagne : le dernier clan debout !`,
  gameDrawn: (p) => `Les dernières armées sont tombées ensemble : ${list(p.players, 'et')} se partagent la partie.`,
  tideReshuffled: (p) => `La pioche Tide of Battle est vide : ${pluriel(p.count, 'carte')} défaussée(s) remélangée(s).`,
  tideDeckEmpty: () => `Plus aucune carte Tide of Battle à piocher.`,
  tideDrawn: (p) => `${p.player} pioche ${p.card}, coût ${pluriel(p.cost, 'dé')} : payez ou passez à droite.`,
  tidePassed: (p) => `${p.from} passe la carte ${toPlayer(text(p.to))}.`,
  tideCostReduced: (p) => `La carte a fait le tour : son coût baisse à ${p.cost}.`,
  tideBought: (p) => `${p.player} paie ${p.cost} pour ${p.card} (reste ${p.left}).`,
  tideTakenFree: (p) => `${p.player} prend ${p.card} gratuitement.`,
  tideDiscarded: (p) => `Personne n'a pris ${p.card} : elle est défaussée.`,
  tidePlayed: (p) => `${p.player} joue ${p.card}.${p.unknownEffect ? ' Appliquez son effet à la main.' : ''}`,
  warriorsAdded: (p) => `${p.player} ajoute ${pluriel(p.count, 'dé')} ${KIND_FR[String(p.kind)] ?? p.kind}${typeof p.count === 'number' && p.count > 1 ? 's' : ''}${p.count !== p.requested ? ` (${p.requested} demandés ; les autres ne sont pas disponibles)` : ''}.`,
  restorationPlayed: (p) => `${p.player} joue Restoration : ${pluriel(p.added, 'guerrier')} de retour, ${p.dice} en tout.`,
};
