/**
 * Whether a game set up on the live page is the demo recording's own game (demo/game.json,
 * demo/dice-game.json), and, where it is not, what the page says about it. The demo is a
 * recording: only a game like its own is refereed on it.
 */
import { DEFAULT_RULES } from '../rules/dice-game/index.ts';
import type { DemoGameSetup } from './frameSources.ts';
import { editionName, type UiText } from './i18n/uiText.ts';
import type { DemoNote, GameSetup } from './SetupScreen.tsx';

/**
 * Whether a game set up as `choice` is the demo recording's own game: its game, player count,
 * and edition (Strike, not a tournament) or points to win (the dice game).
 */
export function fitsDemo(choice: GameSetup, demo: DemoGameSetup): boolean {
  if (choice.players.length !== demo.players.length) return false;
  if (demo.game === 'dice-game') return choice.game === 'dice-game' && (choice.targetScore ?? DEFAULT_RULES.targetScore) === demo.targetScore;
  return choice.game === 'strike' && (choice.edition ?? 'classic') === demo.edition && choice.tournament !== true;
}

/**
 * Why a game unlike `demo`'s is not refereed on its recording, in `t`'s words (`text`), and the
 * set-up like the demo's (`like`: its game, players, and edition or points to win).
 */
export function demoMismatch(demo: DemoGameSetup, t: UiText): DemoNote {
  return demo.game === 'dice-game'
    ? { text: t.notice.diceGameDemoMismatch(demo.players.length, demo.targetScore), like: { game: 'dice-game', players: demo.players, targetScore: demo.targetScore } }
    : { text: t.notice.demoMismatch(editionName(t, demo.edition), demo.players.length), like: { game: 'strike', edition: demo.edition, players: demo.players, tournament: false } };
}
