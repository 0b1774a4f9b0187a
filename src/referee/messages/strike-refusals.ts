/**
 * Texts of Strike's refusals in English and French: why the rules refused an action or a
 * set-up. The engine (src/rules/strike/apply.ts, setup.ts, src/rules/common/) gives each
 * refusal as a code and one English sentence whose arena dice are counted from 0 (its
 * internal indices); the referee (src/referee/strikeReferee.ts) adds `reroll-not-placed`.
 * Players count dice from 1, as the `read` table and the `corrected` announcement do, so
 * each pattern below reads the engine's sentence back into its parts and words it again,
 * with die numbers + 1. French words from /work/shared/rules/strike-fr.txt: arène, réserve,
 * lancer, grand lancer, relancer, Mise en place, Comment jouer ?
 */

/** A refusal as the rules give it (src/referee/gameSession.ts `SessionStep.rejected`). */
export interface Refusal {
  /** Stable reason code, e.g. `"wrong-throw-count"`. */
  code: string;
  /** The engine's English sentence. */
  message: string;
}

/** One refusal wording: the engine's sentence as a pattern, and the texts from its parts. */
interface RefusalText {
  code: string;
  /** Matches the whole engine sentence; its groups are the parts the texts use. */
  pattern: RegExp;
  en: (parts: string[]) => string;
  fr: (parts: string[]) => string;
}

/** An engine die index (0-based, as text) counted from 1; anything not a whole number as is. */
export function dieNumber(index: string): string {
  return /^-?\d+$/.test(index) ? String(Number(index) + 1) : index;
}

/** "1 die" / "3 dice". */
function dice(n: string): string {
  return `${n} ${n === '1' ? 'die' : 'dice'}`;
}

/** "1 dé" / "3 dés" (0 and 1 take the singular in French). */
function dés(n: string): string {
  return `${n} ${Number(n) <= 1 ? 'dé' : 'dés'}`;
}

/** French for the engine's name of the die a face was checked on. */
function whichDieFr(what: string): string {
  const inArena = /^Die (\S+) in the arena$/.exec(what);
  if (inArena) return `Dé ${dieNumber(inArena[1]!)} de l'arène`;
  const corrected = /^Die (\S+)$/.exec(what);
  if (corrected) return `Dé ${dieNumber(corrected[1]!)}`;
  if (what === 'Start die') return 'Dé de départ';
  if (what === 'Re-rolled die') return 'Dé relancé';
  return what;
}

/** The engine's name of the die a face was checked on, dice counted from 1. */
function whichDieEn(what: string): string {
  return what.replace(/^Die (\S+)/, (_, index: string) => `Die ${dieNumber(index)}`);
}

/** Fixed sentences: code, engine sentence, French. */
const FIXED: readonly [string, string, string][] = [
  ['not-now', 'The start die is already in the arena', "Le dé de départ est déjà dans l'arène"],
  ['not-now', 'No die is waiting to be re-rolled', "Aucun dé n'attend d'être relancé"],
  ['not-now', 'Nobody can pass now', 'Personne ne peut passer son tour maintenant'],
  ['not-now', 'Faces can be corrected only between throws', "Les faces ne se corrigent qu'entre deux lancers"],
  ['x-start-die', 'The start die must show a numbered face, not X (strike-en.txt, Setup)',
    'Le dé de départ doit montrer un chiffre, pas un X (strike-fr.txt, Mise en place)'],
  ['start-die-first', 'The start die must be placed before the first throw', 'Le dé de départ doit être placé avant le premier lancer'],
  ['wrong-throw-count', '0 dice appeared but at least 1 must be thrown', "Aucun nouveau dé n'est apparu, mais il faut en lancer au moins un"],
  ['nothing-to-undo', 'There is no correction since the last throw to undo (a throw is never undone)',
    "Aucune correction à annuler depuis le dernier lancer (un lancer ne s'annule jamais)"],
  ['game-over', 'The game is over', 'La partie est terminée'],
];

/** A regular expression matching `text` exactly. */
function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Every Strike refusal the players can meet, with its texts. */
const TEXTS: readonly RefusalText[] = [
  ...FIXED.map(([code, english, french]): RefusalText => ({ code, pattern: exactly(english), en: () => english, fr: () => french })),
  {
    code: 'impossible-face',
    pattern: /^(.+): "(.*)" is not a face of these dice \((.*)\)$/,
    en: ([what, face, faces]) => `${whichDieEn(what!)}: "${face}" is not a face of these dice (${faces})`,
    fr: ([what, face, faces]) => `${whichDieFr(what!)} : « ${face} » n'est pas une face de ces dés (${faces})`,
  },
  {
    code: 'start-dice-differ',
    pattern: /^A start die already shows (.+): the start dice must all differ$/,
    en: ([face]) => `A start die already shows ${face}: the start dice must all differ`,
    fr: ([face]) => `Un dé de départ montre déjà ${face} : les dés de départ doivent tous être différents`,
  },
  {
    code: 'reroll-pending',
    pattern: /^First place the (\d+) (?:die|dice) re-rolled outside the arena$/,
    en: ([n]) => `First place the ${dice(n!)} re-rolled outside the arena`,
    fr: ([n]) => (n === '1'
      ? "Remettez d'abord dans l'arène le dé relancé hors de l'arène"
      : `Remettez d'abord dans l'arène les ${n} dés relancés hors de l'arène`),
  },
  {
    code: 'not-a-throw',
    pattern: /^The arena shows the same (\d+) (?:die|dice): moving dice without changing their faces is not a throw$/,
    en: ([n]) => `The arena shows the same ${dice(n!)}: moving dice without changing their faces is not a throw`,
    fr: ([n]) => `L'arène montre ${n === '1' ? 'le même dé' : `les mêmes ${n} dés`} : déplacer des dés sans changer leurs faces n'est pas un lancer`,
  },
  {
    code: 'dice-missing',
    pattern: /^(\d+) (?:die|dice) missing: the arena held (\d+), the throw reports (\d+) in it, (\d+) out and (\d+) leaning$/,
    en: ([n, before, inside, out, leaning]) => `${dice(n!)} missing: the arena held ${before}, the throw reports ${inside} in it, ${out} out and ${leaning} leaning`,
    fr: ([n, before, inside, out, leaning]) => `${dés(n!)} ${Number(n) <= 1 ? 'manque' : 'manquent'} : l'arène en contenait ${before}, le lancer en compte ${inside} dedans, ${out} dehors et ${leaning} pas à plat`,
  },
  {
    code: 'must-throw-all',
    pattern: /^(\d+) (?:die|dice) appeared but after a big hit (.+) must throw all (\d+) (?:die|dice) at once$/,
    en: ([n, name, stock]) => `${dice(n!)} appeared but after a big hit ${name} must throw all ${dice(stock!)} at once`,
    fr: ([n, name, stock]) => `${appearedFr(n!)}, mais après un grand lancer ${name} doit lancer ${stock === '1' ? 'son dernier dé' : `ses ${stock} dés d'un coup`}`,
  },
  {
    code: 'not-enough-dice',
    pattern: /^(\d+) (?:die|dice) appeared but (.+) has only (\d+) in stock$/,
    en: ([n, name, stock]) => `${dice(n!)} appeared but ${name} has only ${stock} in stock`,
    fr: ([n, name, stock]) => `${appearedFr(n!)}, mais ${name} n'a que ${dés(stock!)} en réserve`,
  },
  {
    code: 'not-enough-dice',
    pattern: /^(\d+) players × (\d+) dice( \+ 1 start die)? is more than the (\d+) dice of (.+)$/,
    en: ([players, each, start, total, edition]) => `${players} players × ${each} dice${start ?? ''} is more than the ${total} dice of ${edition}`,
    fr: ([players, each, start, total, edition]) => `${players} joueurs × ${each} dés${start ? ' + 1 dé de départ' : ''}, c'est plus que les ${total} dés de ${edition}`,
  },
  {
    code: 'wrong-throw-count',
    pattern: /^(\d+) (?:die|dice) appeared but exactly 1 may be thrown$/,
    en: ([n]) => `${dice(n!)} appeared but exactly 1 may be thrown`,
    fr: ([n]) => `${appearedFr(n!)}, mais on ne lance qu'un dé à la fois`,
  },
  {
    code: 'must-throw-first',
    pattern: /^(.+) must throw before passing \(strike-en\.txt, Playing the Game\)$/,
    en: ([name]) => `${name} must throw before passing (strike-en.txt, Playing the Game)`,
    fr: ([name]) => `${name} doit lancer avant de passer son tour (strike-fr.txt, Comment jouer ?)`,
  },
  {
    code: 'no-such-die',
    pattern: /^There is no die (\S+) in the arena \(it holds (\d+) (?:die|dice)\)$/,
    en: ([index, n]) => `There is no die ${dieNumber(index!)} in the arena (it holds ${dice(n!)})`,
    fr: ([index, n]) => `Il n'y a pas de dé ${dieNumber(index!)} dans l'arène (elle en contient ${n})`,
  },
  {
    code: 'x-correction',
    pattern: /^Die (\d+) cannot show X: an X would have been removed after the throw$/,
    en: ([index]) => `Die ${dieNumber(index!)} cannot show X: an X would have been removed after the throw`,
    fr: ([index]) => `Le dé ${dieNumber(index!)} ne peut pas montrer X : un X aurait été retiré après le lancer`,
  },
  {
    code: 'no-change',
    pattern: /^Die (\d+) already shows (.+)$/,
    en: ([index, face]) => `Die ${dieNumber(index!)} already shows ${face}`,
    fr: ([index, face]) => `Le dé ${dieNumber(index!)} montre déjà ${face}`,
  },
  {
    code: 'correction-makes-match',
    pattern: /^Die (\d+) cannot show (.+): die (\d+) already shows (.+), and equal faces would have been collected$/,
    en: ([index, face, other]) => `Die ${dieNumber(index!)} cannot show ${face}: die ${dieNumber(other!)} already shows ${face}, and equal faces would have been collected`,
    fr: ([index, face, other]) => `Le dé ${dieNumber(index!)} ne peut pas montrer ${face} : le dé ${dieNumber(other!)} montre déjà ${face}, et des faces identiques auraient rejoint la réserve`,
  },
  {
    code: 'player-count',
    pattern: /^(.+) is played by (\d+)–(\d+) players \((.+)\); got (\d+)$/,
    en: ([edition, min, max, source, got]) => `${edition} is played by ${min}–${max} players (${source}); got ${got}`,
    fr: ([edition, min, max, source, got]) => `${edition} se joue de ${min} à ${max} joueurs (${source}) ; ici ${got}`,
  },
  {
    code: 'bad-players',
    pattern: /^Player names must differ: (.+)$/,
    en: ([names]) => `Player names must differ: ${names}`,
    fr: ([names]) => `Les noms des joueurs doivent être différents : ${names}`,
  },
  {
    // From the live referee (src/referee/liveStrikeReferee.ts): `id` is a track id, not an index.
    code: 'no-such-die',
    pattern: /^die (\S+) is not one of the dice in play$/,
    en: ([id]) => `die ${id} is not one of the dice in play`,
    fr: ([id]) => `le dé ${id} ne fait pas partie des dés en jeu`,
  },
  {
    code: 'reroll-not-placed',
    pattern: /^(\d+) re-rolled (?:die was|dice were) expected in the arena beside the dice already there$/,
    en: ([n]) => `${n} re-rolled ${n === '1' ? 'die was' : 'dice were'} expected in the arena beside the dice already there`,
    fr: ([n]) => (n === '1'
      ? "Le dé relancé devait revenir dans l'arène à côté des dés déjà présents"
      : `Les ${n} dés relancés devaient revenir dans l'arène à côté des dés déjà présents`),
  },
];

/** "Aucun nouveau dé n'est apparu" / "1 dé est apparu" / "3 dés sont apparus". */
function appearedFr(n: string): string {
  if (n === '0') return "Aucun nouveau dé n'est apparu";
  return n === '1' ? '1 dé est apparu' : `${n} dés sont apparus`;
}

/**
 * A Strike refusal as players read it, in English or French, arena dice counted from 1.
 * A sentence no pattern knows (a programming error such as `bad-action`, an edition error,
 * or a new engine wording: the tests play every refusal through the engine to catch those)
 * comes back as the engine wrote it.
 * @param refusal the code and English sentence from the engine (or the Strike referee)
 * @returns one sentence, without a final full stop
 */
export function strikeRefusal(refusal: Refusal, language: 'en' | 'fr'): string {
  for (const text of TEXTS) {
    if (text.code !== refusal.code) continue;
    const found = text.pattern.exec(refusal.message);
    if (found) return text[language](found.slice(1) as string[]);
  }
  return refusal.message;
}
