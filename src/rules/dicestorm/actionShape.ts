/**
 * The shape each Dicestorm action must have (src/rules/dicestorm/types.ts `DicestormAction`),
 * checked before any rule is: an action built by hand or read from a file that lacks a field,
 * or gives a face as text, is refused with the field named, never half applied (helper 152).
 */
import { RuleError } from '../engine.ts';

type Fields = Record<string, unknown>;

/** A RuleError `bad-action` naming `field` of `type` and what it must be. */
function badField(type: string, field: string, what: string, value: unknown): RuleError {
  return new RuleError('bad-action', `${type}.${field} must be ${what}, got ${JSON.stringify(value) ?? 'nothing'}.`, { action: type, field });
}

function wholeNumber(type: string, fields: Fields, field: string): void {
  const value = fields[field];
  if (!Number.isInteger(value)) throw badField(type, field, 'a whole number', value);
}

function wholeNumbers(type: string, fields: Fields, field: string): void {
  const value = fields[field];
  if (!Array.isArray(value) || !value.every((n) => Number.isInteger(n))) throw badField(type, field, 'a list of whole numbers', value);
}

function rolledDice(type: string, fields: Fields, field: string): void {
  const value = fields[field];
  const isDie = (die: unknown): boolean => typeof die === 'object' && die !== null
    && typeof (die as Fields).kind === 'string' && Number.isInteger((die as Fields).face);
  if (!Array.isArray(value) || !value.every(isDie)) {
    throw badField(type, field, 'a list of rolled dice like {"kind":"white","face":3} (faces as whole numbers)', value);
  }
}

/**
 * Checks that `action` is an object with a known `type` and the fields that type needs, of the
 * right kinds: whole numbers for seats, indices and faces, lists where lists are due.
 * @throws RuleError `bad-action` {action?, field?} naming the first field that is wrong, or
 *   the unknown type
 */
export function checkActionShape(action: unknown): void {
  if (typeof action !== 'object' || action === null || typeof (action as Fields).type !== 'string') {
    throw new RuleError('bad-action', 'An action must be an object with a type.');
  }
  const fields = action as Fields;
  const type = fields.type as string;
  switch (type) {
    case 'rollForFirst': wholeNumbers(type, fields, 'faces'); return;
    case 'rollBattle': rolledDice(type, fields, 'attackerDice'); rolledDice(type, fields, 'defenderDice'); return;
    case 'allocateHits': wholeNumber(type, fields, 'by'); wholeNumbers(type, fields, 'dice'); return;
    case 'correctFace': for (const field of ['seat', 'index', 'face']) wholeNumber(type, fields, field); return;
    case 'drawTide':
      if (typeof fields.card !== 'string') throw badField(type, 'card', 'the card\'s name', fields.card);
      if (fields.cost !== undefined) wholeNumber(type, fields, 'cost');
      return;
    case 'buyTide':
      if (fields.payWith !== undefined && (!Array.isArray(fields.payWith) || !fields.payWith.every((kind) => typeof kind === 'string'))) {
        throw badField(type, 'payWith', 'a list of warrior kinds like ["white","black"]', fields.payWith);
      }
      return;
    case 'playTide': wholeNumber(type, fields, 'seat'); wholeNumber(type, fields, 'card'); return;
    case 'playRestoration': wholeNumber(type, fields, 'seat'); return;
    case 'undo':
    case 'passTide':
      return;
    default:
      throw new RuleError('bad-action', `Unknown Dicestorm action "${type}".`, { action: type });
  }
}
