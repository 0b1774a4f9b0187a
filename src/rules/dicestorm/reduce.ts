/**
 * Folds one Dicestorm event into the state. Pure: the input state is never modified.
 * Each event carries everything it needs; the decisions are made in apply (see apply.ts).
 */
import { addArmies, armyOf, armySize, emptyArmy } from './army.ts';
import type { Army, DicestormEvent, DicestormState } from './types.ts';

/**
 * The state after `event`.
 * @throws Error when the first event is not `gameSetUp`, or a later one is (a corrupt log)
 */
export function reduce(prev: DicestormState | null, event: DicestormEvent): DicestormState {
  if (event.type === 'gameSetUp') {
    if (prev !== null) throw new Error('Dicestorm log: gameSetUp may only start a log.');
    return setUp(event);
  }
  if (prev === null) throw new Error(`Dicestorm log: the first event must be gameSetUp, got ${event.type}.`);
  const s: DicestormState = structuredClone(prev);
  switch (event.type) {
    case 'firstPlayerRolled':
      break;
    case 'rollOffTied':
      s.contenders = [...event.seats];
      break;
    case 'turnBegan':
      Object.assign(s, { active: event.seat, defender: event.defender, turn: event.turn, phase: 'battle', battle: null, offer: null, contenders: [] });
      break;
    case 'battleRolled':
      s.phase = 'allocate';
      s.battle = {
        attacker: event.attacker,
        defender: event.defender,
        dice: [structuredClone(event.attackerDice), structuredClone(event.defenderDice)],
        allocations: [null, null],
        corrections: [],
      };
      break;
    case 'faceCorrected':
    case 'correctionUndone': {
      const b = s.battle!;
      const side = event.seat === b.attacker ? 0 : 1;
      b.dice[side][event.index]!.face = event.to;
      b.allocations = [null, null];
      if (event.type === 'faceCorrected') b.corrections.push({ seat: event.seat, index: event.index, from: event.from, to: event.to });
      else b.corrections.pop();
      break;
    }
    case 'hitsAllocated': {
      const b = s.battle!;
      b.allocations[event.by === b.attacker ? 0 : 1] = [...event.dice];
      break;
    }
    case 'battleResolved':
      loseDice(s, event.attacker, armyOf(event.attackerLost));
      loseDice(s, event.defender, armyOf(event.defenderLost));
      s.battle = null;
      s.phase = 'draw';
      break;
    case 'clanEliminated':
      s.out[event.seat] = true;
      s.tideDiscards += s.hands[event.seat]!.length + s.permanents[event.seat]!.length;
      s.hands[event.seat] = [];
      s.permanents[event.seat] = [];
      break;
    case 'gameWon':
      Object.assign(s, { phase: 'over', winner: event.seat, battle: null, offer: null });
      break;
    case 'gameDrawn':
      Object.assign(s, { phase: 'over', drawnBetween: [...event.seats], battle: null, offer: null });
      break;
    case 'tideReshuffled':
      s.tidePile += event.count;
      s.tideDiscards -= event.count;
      break;
    case 'tideDeckEmpty':
      break;
    case 'tideDrawn':
      s.tidePile -= 1;
      s.phase = 'offer';
      s.offer = { card: structuredClone(event.card), drawer: event.seat, holder: event.seat, cost: event.card.spec.cost };
      break;
    case 'tidePassed':
      s.offer!.holder = event.to;
      break;
    case 'tideCostReduced':
      s.offer!.cost = event.cost;
      break;
    case 'tideBought':
      loseDice(s, event.seat, event.paid);
      s.hands[event.seat]!.push(s.offer!.card);
      s.offer = null;
      break;
    case 'tideTakenFree':
      s.hands[event.seat]!.push(s.offer!.card);
      s.offer = null;
      break;
    case 'tideDiscarded':
      s.tideDiscards += 1;
      s.offer = null;
      break;
    case 'tidePlayed': {
      const [card] = s.hands[event.seat]!.splice(event.index, 1);
      if (card!.spec.lasts === 'permanent') s.permanents[event.seat]!.push(card!);
      else s.tideDiscards += 1;
      break;
    }
    case 'warriorsAdded':
      gainDice(s, event.seat, { ...emptyArmy(), [event.kind]: event.count });
      break;
    case 'restorationPlayed':
      s.restoration[event.seat] = false;
      gainDice(s, event.seat, { ...emptyArmy(), white: event.added });
      break;
  }
  return s;
}

/** The state right after `gameSetUp`: every seat with its starting white dice (Setup). */
function setUp(event: Extract<DicestormEvent, { type: 'gameSetUp' }>): DicestormState {
  const n = event.players.length;
  const rules = structuredClone(event.rules);
  const army = { ...emptyArmy(), white: event.startingDice };
  return {
    rules,
    players: [...event.players],
    startingDice: event.startingDice,
    armies: event.players.map(() => ({ ...army })),
    supply: { ...rules.components, white: rules.components.white - n * event.startingDice },
    lost: Array<number>(n).fill(0),
    gained: Array<number>(n).fill(0),
    out: Array<boolean>(n).fill(false),
    restoration: Array<boolean>(n).fill(true),
    hands: event.players.map(() => []),
    permanents: event.players.map(() => []),
    tidePile: rules.tideDeckSize,
    tideDiscards: 0,
    phase: 'rollOff',
    contenders: event.players.map((_, i) => i),
    active: null,
    defender: null,
    turn: 0,
    battle: null,
    offer: null,
    winner: null,
    drawnBetween: [],
  };
}

/** Moves `dice` from a seat's army back to the box. */
function loseDice(s: DicestormState, seat: number, dice: Army): void {
  s.armies[seat] = addArmies(s.armies[seat]!, dice, -1);
  s.supply = addArmies(s.supply, dice);
  s.lost[seat]! += armySize(dice);
}

/** Moves `dice` from the box to a seat's army. */
function gainDice(s: DicestormState, seat: number, dice: Army): void {
  s.armies[seat] = addArmies(s.armies[seat]!, dice);
  s.supply = addArmies(s.supply, dice, -1);
  s.gained[seat]! += armySize(dice);
}
