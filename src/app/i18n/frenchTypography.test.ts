import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as changes from '../../referee/messages/changes.ts';
import * as cli from '../../referee/messages/cli.ts';
import * as damaged from '../../referee/messages/damaged.ts';
import * as diceGame from '../../referee/messages/dice-game.ts';
import * as diceGameQuestions from '../../referee/messages/dice-game-questions.ts';
import * as diceGameRefusals from '../../referee/messages/dice-game-refusals.ts';
import * as dicestorm from '../../referee/messages/dicestorm.ts';
import * as editions from '../../referee/messages/editions.ts';
import * as hpStrike from '../../referee/messages/hp-strike.ts';
import * as keepThrowing from '../../referee/messages/keepThrowing.ts';
import * as notRuled from '../../referee/messages/notRuled.ts';
import * as players from '../../referee/messages/players.ts';
import * as report from '../../referee/messages/report.ts';
import * as strike from '../../referee/messages/strike.ts';
import * as strikeQuestions from '../../referee/messages/strike-questions.ts';
import * as strikeRefusals from '../../referee/messages/strike-refusals.ts';
import * as strikeTable from '../../referee/messages/strike-table.ts';
import { fr } from './fr.ts';
import { frenchSpacingFaults } from './noBreak.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MESSAGES = 'src/referee/messages';
/** A declaration or property of French texts by its name: `fr`, `frX`, `xFr`, `FR_X`, `X_FR`, `dés`, `pluriel`. */
const FRENCH_NAME = /^fr$|^fr[A-Z]|Fr$|Fr[A-Z]|^FR_|_FR$|^dés$|^pluriel$/;

/**
 * The text of every string literal and template piece of `file` in French code (all of fr.ts;
 * elsewhere under a French name), as `line: text`; and, after each placeholder, what follows it
 * with the placeholder as a count (`2`): `${n} images` as `2 images`, and `${n} ${n < 2 ? 'dé' : 'dés'}`
 * as `2 dé` and `2 dés`, so that a count's unit after a plain space is found ({@link frenchSpacingFaults}).
 */
function frenchLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const allFrench = file.endsWith('/fr.ts');
  const french = (node: ts.Node): boolean => {
    for (let at: ts.Node | undefined = node; at; at = at.parent) {
      if ((ts.isVariableDeclaration(at) || ts.isFunctionDeclaration(at) || ts.isPropertyAssignment(at)) && at.name
        && (ts.isIdentifier(at.name) || ts.isStringLiteral(at.name)) && FRENCH_NAME.test(at.name.text)) return true;
    }
    return false;
  };
  const found: string[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) && (allFrench || french(node))) {
      found.push(`${line(node)}: ${node.getText(source)}`);
    }
    // A placeholder that writes a text of its own (`${n === 1 ? 'un dé' : 'des dés'}`) is no count.
    if (ts.isTemplateSpan(node) && literalValues(node.expression).length === 0 && (allFrench || french(node))) {
      const after = node.literal.text;
      const spans = (node.parent as ts.TemplateExpression).templateSpans;
      const next = spans[spans.indexOf(node) + 1];
      // Only a space between two placeholders: what the next one may write follows the count.
      const follows = after === ' ' && next ? literalValues(next.expression).map((text) => ` ${text}`) : [after];
      for (const text of follows) found.push(`${line(node)}: 2${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The texts `node` may write where they are literals: a string, a template's head, either branch
 * of a condition (`n < 2 ? 'dé' : 'dés'`: dé, dés); [] for anything else (a count, a call).
 */
function literalValues(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text];
  if (ts.isParenthesizedExpression(node)) return literalValues(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalValues(node.whenTrue), ...literalValues(node.whenFalse)];
  return [];
}

/**
 * A stand-in for any argument: a number (2) or a string ("2") wherever it is read, an empty
 * list's methods, and any property another stand-in, so that a message function can be called
 * without knowing its params' shapes.
 */
function anything(): unknown {
  const target = function stand() {} as unknown as Record<PropertyKey, unknown>;
  const standIn = new Proxy(target, {
    get: (_t, key) => {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 2 : '2');
      if (key === Symbol.iterator) return [][Symbol.iterator];
      if (key === 'length') return 2;
      if (key === 'then') return undefined;
      return anything();
    },
    apply: () => anything(),
  });
  STAND_INS.add(standIn);
  return standIn;
}

/** The stand-ins made: what a function gives back that is one is no text. */
const STAND_INS = new WeakSet<object>();

/** Arguments to try a message function with: stand-ins, then plain values that take the other branches. */
const TRIES: readonly unknown[][] = [
  Array<unknown>(6).fill(undefined).map(anything),
  [1, 1, 1, 1, 1, 1],
  [2, 3, 4, 5, 6, 7],
  [0, 0, 0, 0, 0, 0],
  ['Ann', 'Bob', 'Cat', 'a.jpg', 'b', 'c'],
  [true, true, true, true, true, true],
  [false, false, false, false, false, false],
];

/** Every text `value` gives (itself, its members', and what its functions return on {@link TRIES}), as `where: text`. */
function texts(value: unknown, where: string, out: string[], depth = 0): string[] {
  if (depth > 6 || ((typeof value === 'object' || typeof value === 'function') && value !== null && STAND_INS.has(value))) return out;
  if (typeof value === 'string') out.push(`${where}: ${value}`);
  else if (typeof value === 'function') {
    for (const args of TRIES) {
      try {
        texts((value as (...a: unknown[]) => unknown)(...args), `${where}()`, out, depth + 1);
      } catch {
        // Params of another shape: the other tries, and the literal scan, cover it.
      }
    }
  } else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${where}[${i}]`, out, depth + 1));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, member] of Object.entries(value)) texts(member, `${where}.${key}`, out, depth + 1);
  }
  return out;
}

/** `found` (`where: text`) with only the texts that break the French spacing, and where. */
const faulty = (found: string[]): string[] => found.flatMap((line) => frenchSpacingFaults(line.slice(line.indexOf(': ') + 2)).map((fault) => `${line.slice(0, line.indexOf(': '))}: …${fault}…`));

describe('French spacing (src/app/i18n/noBreak.ts)', () => {
  it('finds a plain space before : ; ! ? and inside « », and none where the no-break space is', () => {
    expect(frenchSpacingFaults('Nouvelle partie : Ann. Aucun point ! Et ça ? Oui ; « Commencer »')).toEqual([
      'velle partie : Ann', ' Aucun point ! Et ', 'oint ! Et ça ? Oui', ' Et ça ? Oui ; « C', ' ça ? Oui ; « Comm', ' « Commencer »',
    ]);
    expect(frenchSpacingFaults('Nouvelle partie\u00a0: Ann. Aucun point\u00a0! «\u00a0Commencer\u00a0» à 00:19,2 sur https://x')).toEqual([]);
    // A die not read, in a list of faces, is no question mark.
    expect(frenchSpacingFaults('faces visibles\u00a0: 6 ? 2 (dehors)')).toEqual([]);
  });

  it('finds a plain space between a count and its unit, a progress bar token\'s too, and not before a word that only follows a number', () => {
    expect(frenchSpacingFaults('2 dés, 16,7 s, 1 dehors, 3 pas à plat, {value}/{total} images, {percentage} %')).toEqual([
      '2 dés, 16', '2 dés, 16,7 s, 1 ', 'és, 16,7 s, 1 dehors, 3 ', ', 1 dehors, 3 pas à plat, {v', 'at, {value}/{total} images, {p', 'al} images, {percentage} %',
    ]);
    expect(frenchSpacingFaults('2\u00a0dés, 16,7\u00a0s, {total}\u00a0images, {percentage}\u00a0%\u00a0; 3 sur 5, 2 est vide, de 2 à 6, 640 × 480, 2 s\'arrête, 12 premières')).toEqual([]);
  });

  it('holds every French literal to it: the pages (fr.ts) and the messages (src/referee/messages)', () => {
    const files = ['src/app/i18n/fr.ts', ...readdirSync(path.join(ROOT, MESSAGES)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).map((name) => `${MESSAGES}/${name}`)];
    const found = files.flatMap((file) => frenchLiterals(file).map((line) => `${file}:${line}`));
    expect(found.length).toBeGreaterThan(1000);
    expect(found.filter((line) => /[:;!?]/.test(line)).length).toBeGreaterThan(300);
    expect(faulty(found)).toEqual([]);
  });

  it('holds every French text the tables and message functions give to it', () => {
    const tables = {
      fr, cli: cli.fr, strike: strike.fr, hpStrike: hpStrike.fr, diceGame: diceGame.fr, dicestorm: dicestorm.fr, strikeTable: strikeTable.fr,
      strikeRefusals: strikeRefusals.fr, strikeQuestions: strikeQuestions.fr, diceGameRefusals: diceGameRefusals.fr, diceGameQuestions: diceGameQuestions.fr,
      report: report.fr, changes: changes.CHANGE_WORDS_FR, refused: changes.REFUSED_MARK.fr, damaged: damaged.DETAILS_MISSING.fr,
      notRefereed: notRuled.NOT_REFEREED_WHY.fr, missedDie: notRuled.MISSED_DIE_WHY.fr, editions: editions.FR_EDITION_NAMES,
      thrower: keepThrowing.THROWER_WHOSE_DICE_DIFFER.fr, keepThrowing: [keepThrowing.keepThrowingRule('fr', true), keepThrowing.keepThrowingRule('fr', false)],
      badPlayers: players.badPlayersFr,
    };
    const found = texts(tables, 'fr', []);
    expect(found.length).toBeGreaterThan(2000);
    expect(faulty(found)).toEqual([]);
  });
});
