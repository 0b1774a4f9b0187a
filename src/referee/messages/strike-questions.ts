/**
 * Texts of the live Strike referee's questions to the players (src/referee/liveStrikeQuestion.ts
 * `LiveQuestion`) in English and French: one table per language, question kind → text from
 * the question's params (`LiveQuestionParams`). Dice are named by their tracker ids, as the
 * overlay labels them; faces `null` are unreadable dice. The referee words its own English
 * `message` with the English table. French words from /work/shared/rules/strike-fr.txt: arène, dé de
 * départ, lancer, retirer, hors de l'arène; refusals quoted in a question are worded by
 * src/referee/messages/strike-refusals.ts.
 */
import type { Face } from '../../core/types.ts';
import type { Refusal } from '../../rules/engine.ts';
import { othersWithDieLost, type LiveQuestionParams, type QuestionDie } from '../liveStrikeQuestion.ts';
import { countFr, de, que, text } from './format.ts';

/** One language's question texts: for every kind, a function from its params to the text. */
export type StrikeQuestionTexts = {
  readonly [K in keyof LiveQuestionParams]: (params: LiveQuestionParams[K], wordRefusal: (refusal: Refusal) => string) => string;
};

/** `text` as a sentence: a full stop added unless it ends with one, a question or an exclamation mark. */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/** "a, b and c" with the language's last joining word. */
function list(items: readonly string[], and: string, none: string): string {
  if (items.length <= 1) return items[0] ?? none;
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** A die by its face in English: "a 4", "an X", "an unreadable die". */
function dieEn(face: Face | null): string {
  return face === null ? 'an unreadable die' : `${face === 'X' ? 'an' : 'a'} ${face}`;
}

/** A die by its face in French: "un 4", "un X", "un dé illisible". */
function dieFr(face: Face | null): string {
  return face === null ? 'un dé illisible' : `un ${face}`;
}

/** "a 4 turned to 2; a 5 left the arena; a 3 and a 1 vanished": the dice by face (outlined on the picture), not by tracker id. */
function changeEn(p: Extract<LiveQuestionParams['unexplained'], { cause: 'change' }>): string {
  const parts: string[] = [];
  if (p.turned.length > 0) {
    parts.push(p.turned.map((t) => (t.to === null ? `${dieEn(t.from)} turned unreadable` : `${dieEn(t.from)} turned to ${t.to}`)).join(', '));
  }
  if (p.crossed.length > 0) parts.push(p.crossed.map((c) => `${dieEn(c.face)} ${c.into ? 'came back into' : 'left'} the arena`).join(', '));
  if (p.vanished.length > 0) parts.push(`${text(p.vanished.map((v) => dieEn(v.face)))} vanished`);
  return `${parts.join('; ')}, with no new die thrown`;
}

/** The same facts in French. */
function changeFr(p: Extract<LiveQuestionParams['unexplained'], { cause: 'change' }>): string {
  const parts: string[] = [];
  if (p.turned.length > 0) {
    parts.push(p.turned.map((t) => (t.to === null ? `${dieFr(t.from)} est devenu illisible` : `${dieFr(t.from)} est passé à ${t.to}`)).join(', '));
  }
  if (p.crossed.length > 0) parts.push(p.crossed.map((c) => `${dieFr(c.face)} ${c.into ? "est revenu dans l'arène" : "est sorti de l'arène"}`).join(', '));
  if (p.vanished.length > 0) parts.push(`${text(p.vanished.map((v) => dieFr(v.face)), ' et ')} ${p.vanished.length === 1 ? 'a disparu' : 'ont disparu'}`);
  return `${parts.join(' ; ')}, sans qu'aucun nouveau dé soit lancé`;
}

/** The dice's faces with how many dice show each, in the order first shown (null: unreadable). */
function byFace(dice: readonly QuestionDie[]): [Face | null, number][] {
  const counts = new Map<Face | null, number>();
  for (const d of dice) counts.set(d.face, (counts.get(d.face) ?? 0) + 1);
  return [...counts];
}

/** Small counts in words (2 to 6: a Strike arena's dice rarely go past that); digits above. */
const NUMBERS_EN = ['', '', 'two', 'three', 'four', 'five', 'six'];
const NUMBERS_FR = ['', '', 'deux', 'trois', 'quatre', 'cinq', 'six'];

/** "a 4, two 3s and an unreadable die", for removals. */
function diceEn(dice: readonly QuestionDie[]): string {
  return list(byFace(dice).map(([face, n]) => {
    const many = NUMBERS_EN[n] ?? String(n);
    if (face === null) return n === 1 ? 'an unreadable die' : `${many} unreadable dice`;
    return n === 1 ? `${face === 'X' ? 'an' : 'a'} ${face}` : `${many} ${face}s`;
  }), 'and', 'no die');
}

/** "un 4, deux 3 et un dé illisible". */
function diceFr(dice: readonly QuestionDie[]): string {
  return list(byFace(dice).map(([face, n]) => {
    const many = NUMBERS_FR[n] ?? String(n);
    if (face === null) return n === 1 ? 'un dé illisible' : `${many} dés illisibles`;
    return n === 1 ? `un ${face}` : `${many} ${face}`;
  }), 'et', 'aucun dé');
}

/**
 * What the players do after an arena the rules refused as a throw, and what the referee then
 * does, in English; '' where the refusal says it itself. Only `wrong-throw-count`: more dice
 * than the one thrown at a time (strike-en.txt, Playing the Game) are taken out (the die left is
 * ruled against the arena before the throw: a throw of one die), or the arena is put back as it
 * was (no change: the question ends, the game waits for the throw); no new die, the dice are put
 * back as they lay.
 */
function nextStepEn(refusal: Refusal): string {
  if (refusal.code !== 'wrong-throw-count') return '';
  const { thrown, allowed } = refusal.params as { thrown?: number; allowed?: string };
  if (thrown === 0) return ' Put the dice back as they lay: the referee then waits for the throw.';
  if (allowed !== 'exactlyOne' || typeof thrown !== 'number' || thrown < 2) return '';
  const extra = thrown - 1 === 1 ? 'the extra die' : `the ${thrown - 1} extra dice`;
  return ` Take ${extra} out of the arena: the die left is ruled as the throw. Or put the arena back as it was, then throw one die.`;
}

/** {@link nextStepEn} in French. */
function nextStepFr(refusal: Refusal): string {
  if (refusal.code !== 'wrong-throw-count') return '';
  const { thrown, allowed } = refusal.params as { thrown?: number; allowed?: string };
  if (thrown === 0) return " Remettez les dés comme ils étaient : l'arbitre attend alors le lancer.";
  if (allowed !== 'exactlyOne' || typeof thrown !== 'number' || thrown < 2) return '';
  const extra = thrown - 1 === 1 ? 'le dé en trop' : `les ${countFr(thrown - 1, 'dé', 'dés')} en trop`;
  return ` Retirez de l'arène ${extra} : le dé restant est arbitré comme le lancer. Ou remettez l'arène comme elle était, puis lancez un seul dé.`;
}

/** The live Strike referee's questions in English (the referee's `message`). */
export const en: StrikeQuestionTexts = {
  confirmThrow: (p) => {
    const one = p.dice.length === 1;
    return `Check ${one ? 'this die' : 'these dice'}: click ${one ? 'it' : 'each'} to set its face (or mark it leaning), then confirm.`;
  },
  startDie: (p) => (p.thrower
    ? `2 dice are in the arena, where the start die should lie alone. Take one out; or, if one is the start die and ${p.thrower} has thrown the other, rule it as ${p.thrower}'s throw.`
    : 'Put exactly one start die in the arena, showing a number.'),
  unexplained: (p, wordRefusal) => {
    if (p.cause === 'change') return `The arena changed in a way the rules cannot explain: ${changeEn(p)}.`;
    if (p.cause === 'newView' && p.refusal) {
      return `The new view shows ${p.seen} ${p.seen === 1 ? 'die' : 'dice'} in the arena where the game has ${p.arena}, which cannot be ${p.player}'s throw: ${sentence(wordRefusal(p.refusal))} Show the game's arena.`;
    }
    if (p.cause === 'newView' && p.seen < p.arena) {
      return `The new view shows ${p.seen} ${p.seen === 1 ? 'die' : 'dice'} in the arena where the game has ${p.arena}: show the game's arena, its dice as they lay.`;
    }
    if (p.cause === 'newView') {
      return `The new view shows ${p.seen} ${p.seen === 1 ? 'die' : 'dice'} in the arena where the game has ${p.arena}. If ${p.player} has thrown since, rule it as a throw; if not, show the game's arena.`;
    }
    return `This cannot be the arena after a throw. ${sentence(wordRefusal(p.refusal))}${nextStepEn(p.refusal)}`;
  },
  unexpectedRemoval: (p) => {
    const one = p.dice.length === 1;
    const start = diceEn(p.dice);
    return `${start.charAt(0).toUpperCase()}${start.slice(1)} ${one ? 'was' : 'were'} taken out, but the rules did not call for ${one ? 'it' : 'them'}: put ${one ? 'it' : 'them'} back.`;
  },
  besideArena: (p) => (p.dice.length === 1
    ? `A die came to lie beside the arena while nothing in it moved: taken as set down there. If it was ${p.player}'s throw and missed the arena, rule it as a throw.`
    : `${p.dice.length} dice came to lie beside the arena while nothing in it moved: taken as set down there. If they were ${p.player}'s throw and missed the arena, rule them as a throw.`),
  missedDieFound: (p) => {
    const die = dieEn(p.die.face);
    const next = p.next === p.player ? `${p.player}'s next throw` : `${p.next}'s throw`;
    const earlier = p.earlier ?? [];
    const others = othersWithDieLost(p);
    if (others.length > 0) {
      // Another player's die said lost before it may be the one (src/referee/liveStrikeReferee.ts `missedDieFound` {lostBy}).
      return `${die.charAt(0).toUpperCase()}${die.slice(1)} came into the arena: is it a die said to have flown out of sight, and whose? If ${p.player}'s, it is ${p.player}'s throw; `
        + `if ${list(others.map((name) => `${name}'s`), 'or', '')}, it stays out of the game, as it was ruled: take it out of the arena; if none of these, it is ${next}.`;
    }
    const asked = `${die.charAt(0).toUpperCase()}${die.slice(1)} came into the arena: is it ${p.player}'s die that flew out of sight? If so, it is ${p.player}'s throw`;
    if (earlier.length === 0) return `${asked}, no die lost; if not, it is ${next}.`;
    const stays = earlier.length === 1
      ? `${earlier[0]}'s ${earlier[0] === p.player ? 'other die said flown out of sight' : 'die said flown out of sight before it'} stays`
      : `The ${earlier.length} other dice said flown out of sight (thrown by ${[...new Set(earlier)].join(' and ')}) stay`;
    return `${asked}; if not, it is ${next}. ${stays} out of the game either way.`;
  },
};

/** The live Strike referee's questions in French (strike-fr.txt). */
export const fr: StrikeQuestionTexts = {
  confirmThrow: (p) => (p.dice.length === 1
    ? 'Vérifiez ce dé : cliquez dessus pour indiquer sa face (ou dites qu\'il n\'est pas à plat), puis confirmez.'
    : 'Vérifiez ces dés : cliquez sur chacun pour indiquer sa face (ou dites qu\'il n\'est pas à plat), puis confirmez.'),
  startDie: (p) => (p.thrower
    ? `2 dés sont dans l'arène, où le dé de départ devrait être seul. Retirez-en un ; ou, si l'un est le dé de départ et ${que(p.thrower)} a lancé l'autre, comptez-le comme le lancer ${de(p.thrower)}.`
    : "Placez un seul dé de départ dans l'arène, sur une face chiffrée."),
  unexplained: (p, wordRefusal) => {
    if (p.cause === 'change') return `L'arène a changé d'une façon que les règles n'expliquent pas : ${changeFr(p)}.`;
    if (p.cause === 'newView' && p.refusal) {
      return `La nouvelle vue montre ${countFr(p.seen, 'dé', 'dés')} dans l'arène, où la partie en a ${p.arena} : ce ne peut pas être un lancer ${de(p.player)}. ${sentence(wordRefusal(p.refusal))} Montrez l'arène de la partie.`;
    }
    if (p.cause === 'newView' && p.seen < p.arena) {
      return `La nouvelle vue montre ${countFr(p.seen, 'dé', 'dés')} dans l'arène, où la partie en a ${p.arena} : montrez l'arène de la partie, ses dés comme ils étaient.`;
    }
    if (p.cause === 'newView') {
      return `La nouvelle vue montre ${countFr(p.seen, 'dé', 'dés')} dans l'arène, où la partie en a ${p.arena}. Si ${p.player} a lancé depuis, comptez-le comme un lancer ; sinon, montrez l'arène de la partie.`;
    }
    return `Ce ne peut pas être l'arène après un lancer. ${sentence(wordRefusal(p.refusal))}${nextStepFr(p.refusal)}`;
  },
  unexpectedRemoval: (p) => {
    const one = p.dice.length === 1;
    const start = diceFr(p.dice);
    return `${start.charAt(0).toUpperCase()}${start.slice(1)} ${one ? 'a été retiré' : 'ont été retirés'}, mais les règles ne le demandaient pas : remettez-${one ? 'le' : 'les'} dans l'arène.`;
  },
  besideArena: (p) => (p.dice.length === 1
    ? `Un dé est venu se poser à côté de l'arène sans que rien n'y bouge : il est compté comme posé là. Si c'était le lancer ${de(p.player)}, qui a manqué l'arène, comptez-le comme un lancer.`
    : `${p.dice.length} dés sont venus se poser à côté de l'arène sans que rien n'y bouge : ils sont comptés comme posés là. Si c'était le lancer ${de(p.player)}, qui a manqué l'arène, comptez-les comme un lancer.`),
  missedDieFound: (p) => {
    const die = dieFr(p.die.face);
    const next = p.next === p.player ? `le lancer suivant ${de(p.player)}` : `le lancer ${de(p.next)}`;
    const earlier = p.earlier ?? [];
    const others = othersWithDieLost(p);
    if (others.length > 0) {
      return `${die.charAt(0).toUpperCase()}${die.slice(1)} est arrivé dans l'arène\u00a0: est-ce un dé dit envolé hors de vue, et à qui\u00a0? Si c'est celui ${de(p.player)}, c'est le lancer ${de(p.player)}\u00a0; `
        + `si c'est celui ${list(others.map(de), 'ou celui', '')}, il reste hors-jeu, comme il a été compté\u00a0: retirez-le de l'arène\u00a0; si ce n'est aucun d'eux, c'est ${next}.`;
    }
    const asked = `${die.charAt(0).toUpperCase()}${die.slice(1)} est arrivé dans l'arène\u00a0: est-ce le dé ${de(p.player)} envolé hors de vue\u00a0? Si oui, c'est le lancer ${de(p.player)}`;
    if (earlier.length === 0) return `${asked}, aucun dé n'est perdu\u00a0; sinon, c'est ${next}.`;
    const stays = earlier.length === 1
      ? (earlier[0] === p.player ? `l'autre dé ${de(p.player)} dit envolé hors de vue reste` : `le dé ${de(earlier[0]!)} dit envolé hors de vue avant lui reste`)
      : `les ${countFr(earlier.length, 'autre dé', 'autres dés')} dits envolés hors de vue (lancés par ${[...new Set(earlier)].join(' et ')}) restent`;
    return `${asked}\u00a0; sinon, c'est ${next}. Dans les deux cas, ${stays} hors-jeu.`;
  },
};
