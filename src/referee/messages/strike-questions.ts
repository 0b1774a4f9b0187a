/**
 * Texts of the live Strike referee's questions to the players (src/referee/liveStrikeReferee.ts
 * `LiveQuestion`) in English and French: one table per language, question kind → text from
 * the question's params (`LiveQuestionParams`). Dice are named by their tracker ids, as the
 * overlay labels them; faces `null` are unreadable dice. The English texts are the referee's
 * own `message` (tested). French words from /work/shared/rules/strike-fr.txt: arène, dé de
 * départ, lancer, retirer, hors de l'arène; refusals quoted in a question are worded by
 * src/referee/messages/strike-refusals.ts.
 */
import type { Face } from '../../core/types.ts';
import type { Refusal } from '../../rules/engine.ts';
import type { LiveQuestionParams, QuestionDie } from '../liveStrikeReferee.ts';

/** One language's question texts: for every kind, a function from its params to the text. */
export type StrikeQuestionTexts = {
  readonly [K in keyof LiveQuestionParams]: (params: LiveQuestionParams[K], wordRefusal: (refusal: Refusal) => string) => string;
};

/** "a, b and c" with the language's last joining word. */
function list(items: readonly string[], and: string, none: string): string {
  if (items.length <= 1) return items[0] ?? none;
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** A face for the English diff facts: the face, or "unreadable". */
function faceEn(face: Face | null): string {
  return face ?? 'unreadable';
}

/** A face for the French diff facts: the face, or "illisible". */
function faceFr(face: Face | null): string {
  return face ?? 'illisible';
}

/** "die 3 turned from 4 to 2; die 5 left the arena; dice 1, 2 vanished" (as src/referee/snapshotDiff.ts words it). */
function changeEn(p: Extract<LiveQuestionParams['unexplained'], { cause: 'change' }>): string {
  const parts: string[] = [];
  if (p.turned.length > 0) parts.push(p.turned.map((t) => `die ${t.id} turned from ${faceEn(t.from)} to ${faceEn(t.to)}`).join(', '));
  if (p.crossed.length > 0) parts.push(p.crossed.map((c) => `die ${c.id} ${c.into ? 'came back into' : 'left'} the arena`).join(', '));
  if (p.vanished.length > 0) parts.push(`${p.vanished.length === 1 ? 'die' : 'dice'} ${p.vanished.join(', ')} vanished`);
  return `${parts.join('; ')}, with no new die thrown`;
}

/** The same facts in French. */
function changeFr(p: Extract<LiveQuestionParams['unexplained'], { cause: 'change' }>): string {
  const parts: string[] = [];
  if (p.turned.length > 0) parts.push(p.turned.map((t) => `le dé ${t.id} est passé de ${faceFr(t.from)} à ${faceFr(t.to)}`).join(', '));
  if (p.crossed.length > 0) parts.push(p.crossed.map((c) => `le dé ${c.id} ${c.into ? "est revenu dans l'arène" : "est sorti de l'arène"}`).join(', '));
  if (p.vanished.length > 0) {
    parts.push(p.vanished.length === 1 ? `le dé ${p.vanished[0]} a disparu` : `les dés ${p.vanished.join(', ')} ont disparu`);
  }
  return `${parts.join(' ; ')}, sans qu'aucun nouveau dé soit lancé`;
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
    if (face === null) return n === 1 ? 'un dé illisible' : `${many} dés illisibles`;
    return n === 1 ? `un ${face}` : `${many} ${face}`;
  }), 'et', 'aucun dé');
}

/** The live Strike referee's questions in English (the referee's `message`). */
export const en: StrikeQuestionTexts = {
  confirmThrow: (p) => {
    const one = p.dice.length === 1;
    return `Check ${one ? 'this die' : 'these dice'}: click ${one ? 'it' : 'each'} to set its face (or mark it leaning), then confirm.`;
  },
  startDie: () => 'Put exactly one start die in the arena, showing a number.',
  unexplained: (p, wordRefusal) => (p.cause === 'change'
    ? `The arena changed in a way the rules cannot explain: ${changeEn(p)}.`
    : `This cannot be the arena after a throw. ${wordRefusal(p.refusal)}.`),
  unexpectedRemoval: (p) => {
    const one = p.dice.length === 1;
    const start = diceEn(p.dice);
    return `${start.charAt(0).toUpperCase()}${start.slice(1)} ${one ? 'was' : 'were'} taken out, but the rules did not call for ${one ? 'it' : 'them'}: put ${one ? 'it' : 'them'} back.`;
  },
};

/** The live Strike referee's questions in French (strike-fr.txt). */
export const fr: StrikeQuestionTexts = {
  confirmThrow: (p) => (p.dice.length === 1
    ? 'Vérifiez ce dé : cliquez dessus pour indiquer sa face (ou dites qu\'il n\'est pas à plat), puis confirmez.'
    : 'Vérifiez ces dés : cliquez sur chacun pour indiquer sa face (ou dites qu\'il n\'est pas à plat), puis confirmez.'),
  startDie: () => "Placez un seul dé de départ dans l'arène, sur une face chiffrée.",
  unexplained: (p, wordRefusal) => (p.cause === 'change'
    ? `L'arène a changé d'une façon que les règles n'expliquent pas : ${changeFr(p)}.`
    : `Ce ne peut pas être l'arène après un lancer. ${wordRefusal(p.refusal)}.`),
  unexpectedRemoval: (p) => {
    const one = p.dice.length === 1;
    const start = diceFr(p.dice);
    return `${start.charAt(0).toUpperCase()}${start.slice(1)} ${one ? 'a été retiré' : 'ont été retirés'}, mais les règles ne le demandaient pas : remettez-${one ? 'le' : 'les'} dans l'arène.`;
  },
};
