/**
 * What follows a throw in HP Strike, in rulebook order: X and out removal, then the spells
 * of the matching groups and their effects. Source: harry-potter-strike-en.txt, Playing the
 * Game and the spell sections (Immobulus, Relashio, Accio, Wingardium Leviosa, Confundo).
 */
import type { Face } from '../../core/types.ts';
import { matchGroups } from '../common/arena.ts';
import { Emitter, diceInArena, endTurn, finishGame, seatsInPlayOrder, shareGame } from './flow.ts';
import { HP_FACES, SPELL_ORDER, faceOf, spellOf, type Spell } from './spells.ts';
import type { HpStrikeState, MatchGroup } from './types.ts';

/**
 * Removes X dice, then dice out of the arena ("X: Remove any dice showing X … After removing
 * these dice, check for matching symbols"; "WARNING! Dice that miss the arena … are
 * immediately removed"), and notes a standing Immobulus combination broken by the throw.
 * Returns the matching groups left and whether Immobulus dice stood before (Immobulus).
 */
function clearArena(em: Emitter): { groups: MatchGroup[]; stood: boolean } {
  const player = em.state.current;
  const xCount = em.state.arena.filter((f) => f === 'X').length;
  if (xCount > 0) em.emit({ type: 'xDiceRemoved', player, count: xCount });
  if (em.state.outside > 0) em.emit({ type: 'outOfArenaRemoved', player, count: em.state.outside });
  const stood = em.state.immobulus > 0;
  const immobulusFace = faceOf(em.state.rules, 'immobulus');
  if (stood && em.state.arena.filter((f) => f === immobulusFace).length < 2) em.emit({ type: 'immobulusBroken', player });
  return { groups: matchGroups(em.state.arena, HP_FACES), stood };
}

/** Marks the Immobulus group as held in the arena when its count changed. */
function hold(em: Emitter, group: MatchGroup): void {
  if (em.state.immobulus !== group.count) em.emit({ type: 'immobulusHeld', player: em.state.current, count: group.count });
}

/**
 * Settles the arena after the active wizard's throw (every die flat):
 * 1. X dice, then dice out of the arena, removed (Playing the Game);
 * 2. a new Immobulus match (or, with `standingImmobulus: 'freezes'`, any standing one) is
 *    held in the arena, other groups are collected without their spells, the turn ends
 *    (Immobulus); a standing combination the throw added a die to is a new match too: the
 *    thrower's die matched, and "this new die cannot be removed either" (Immobulus; "If you
 *    have made a match … Your turn is over"); one the throw left as it was just keeps its dice;
 * 3. otherwise the spells of the matching groups go off in the listed order (Relashio first,
 *    before anything is collected), the groups are collected, the turn ends;
 * 4. with no match the turn goes on: a wizard with no dice left ends it ("I'm out of dice!"),
 *    one facing an empty arena must throw all his dice next (Expelliarmus!).
 */
export function settleThrow(em: Emitter): void {
  const player = em.state.current;
  const rules = em.state.rules;
  const { groups, stood } = clearArena(em);
  const immobulus = groups.find((g) => spellOf(rules, g.face) === 'immobulus');
  const others = groups.filter((g) => g !== immobulus);
  const joined = stood && immobulus !== undefined && immobulus.count > em.state.immobulus;
  if (immobulus && (!stood || joined || rules.standingImmobulus === 'freezes')) {
    em.emit({ type: 'spellsCast', player, spells: ['immobulus'] });
    hold(em, immobulus);
    if (others.length > 0) em.emit({ type: 'matchCollected', player, groups: others });
    endTurn(em, 'match');
    return;
  }
  if (immobulus) hold(em, immobulus);
  if (others.length === 0) {
    if (em.state.players[player]!.stock === 0) endTurn(em, 'emptyStock');
    else if (diceInArena(em.state) === 0) em.emit({ type: 'expelliarmus', player });
    return;
  }
  const spells = SPELL_ORDER.filter((spell) => others.some((g) => spellOf(rules, g.face) === spell));
  em.emit({ type: 'spellsCast', player, spells });
  if (spells.includes('relashio')) {
    const throwers = seatsInPlayOrder(em.state, player).filter((seat) => em.state.players[seat]!.stock > 0);
    em.emit({ type: 'relashioCalled', player, throwers });
    return;
  }
  em.emit({ type: 'matchCollected', player, groups: others });
  castSpellsAfter(em, 'relashio');
}

/**
 * Settles the arena after the Relashio group throw: X and out dice removed, then "the active
 * wizard collects all matching symbols" and "any spell matches made by this throw do not take
 * effect" (Relashio), so a new Immobulus pair is collected too; only a combination that stood
 * before keeps its dice. Wizards left with no dice are stunned and out ("I'm out of dice!");
 * when that leaves nobody with dice the game ends shared (our ruling: {@link stun}).
 * Then the spells listed after Relashio that the first throw cast go off.
 */
export function settleRelashio(em: Emitter): void {
  const player = em.state.current;
  const { groups, stood } = clearArena(em);
  const held = stood ? groups.find((g) => spellOf(em.state.rules, g.face) === 'immobulus') : undefined;
  if (held) hold(em, held);
  const collected = groups.filter((g) => g !== held);
  if (collected.length > 0) em.emit({ type: 'matchCollected', player, groups: collected });
  stun(em, true);
  if (em.state.phase === 'over' || em.state.phase === 'startDie') return;
  castSpellsAfter(em, 'relashio');
}

/**
 * Eliminates every wizard other than the active one left with no dice by the Relashio group
 * throw, in play order ("If you run out of dice, you've been stunned and are out of the
 * game"); the game ends at once when one wizard is left ("The game ends immediately when only
 * one player has any dice left"). Points follow `rules.simultaneousElimination`.
 *
 * When the throw (once the active wizard has collected) leaves nobody in the game with dice,
 * the active wizard included, the rulebook does not say who wins: it ends the game when "only
 * one player has any dice left" and names "that player" champion, and here none has. OUR
 * RULING, not the book's: every wizard still in ran out of dice in the same simultaneous
 * throw, so all of them are stunned at once and none outlasted the others; they share the
 * win (`gameShared`, 0 tournament points each, as the tournament's ties are shared:
 * Tournament rules). The active wizard is not named champion with no dice, and the spells
 * listed after Relashio do not go off.
 *
 * Except while an Accio cast by the same throw can still give the active wizard a die: the
 * spells the active throw cast go off "in the order listed" (Playing the Game), and Relashio
 * stops only the spells of matches "made by this throw" (the group throw), so Accio, listed
 * after Relashio, goes off even when the group throw broke its pair, and its "one additional
 * die" (Accio) can leave him the one wizard with dice. Then nobody is stunned yet: the wizards
 * left without dice are counted once the Accio die is taken or declined ({@link castSpellsAfter}
 * calls this again with `beforeAccio` false); that call changes nothing when this one did not
 * wait.
 * @param beforeAccio true when called right after the group throw, before Accio goes off
 */
function stun(em: Emitter, beforeAccio: boolean): void {
  const s = em.state;
  const inPlay = seatsInPlayOrder(s, s.current);
  if (inPlay.every((seat) => s.players[seat]!.stock === 0)) {
    if (beforeAccio && s.spells.includes('accio') && accioFaces(s).length > 0) return;
    shareGame(em, inPlay);
    return;
  }
  const stunned = seatsInPlayOrder(s, s.current).filter((seat) => seat !== s.current && s.players[seat]!.stock === 0);
  const inGame = seatsInPlayOrder(s, s.current).length;
  stunned.forEach((seat, i) => {
    const playersLeft = s.rules.simultaneousElimination === 'shared' ? inGame - stunned.length : inGame - i - 1;
    em.emit({ type: 'playerEliminated', player: seat, playersLeft });
  });
  if (stunned.length > 0 && inGame - stunned.length === 1) finishGame(em, s.current);
}

/**
 * Carries out the cast spells listed after `after` (rulebook order), then ends the turn:
 * - Accio: "may also collect one additional die": offered when a die that is not held by
 *   Immobulus is left (the turn waits for `accioPick`); after a Relashio group throw that left
 *   nobody with dice, the wizards it stunned are counted once Accio is done (`stun`), and the
 *   game may end there;
 * - Wingardium Leviosa: "If there are any dice left in the arena, stack them to make one
 *   tall tower" (two or more dice; held Immobulus dice stay where they are);
 * - Confundo: "reverse the play order".
 */
export function castSpellsAfter(em: Emitter, after: Spell): void {
  const player = em.state.current;
  if (after === 'accio' && em.state.spells.includes('relashio')) {
    stun(em, false);
    if (em.state.phase === 'over' || em.state.phase === 'startDie') return;
  }
  for (const spell of SPELL_ORDER.slice(SPELL_ORDER.indexOf(after) + 1)) {
    const s = em.state;
    if (!s.spells.includes(spell)) continue;
    if (spell === 'accio') {
      const faces = accioFaces(s);
      if (faces.length > 0) {
        em.emit({ type: 'accioOffered', player, faces });
        return;
      }
    } else if (spell === 'wingardiumLeviosa') {
      const loose = diceInArena(s) - s.immobulus;
      if (loose >= 2) em.emit({ type: 'towerStacked', player, count: loose });
    } else if (spell === 'confundo') {
      em.emit({ type: 'playOrderReversed', player, clockwise: !s.clockwise });
    }
  }
  endTurn(em, 'match');
}

/** Faces Accio may take: dice that count in the arena, seen, and not held by Immobulus. */
export function accioFaces(state: HpStrikeState): Face[] {
  const held = state.immobulus > 0 ? faceOf(state.rules, 'immobulus') : null;
  return HP_FACES.filter((f) => f !== held && state.arena.includes(f));
}

