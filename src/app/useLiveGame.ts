/**
 * React hook for the game at the table: the live Strike referee fed by the tracker's
 * snapshots, the announcements log (spoken aloud unless muted), and the game saved in
 * IndexedDB after every event so that a reload resumes it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Face } from '../core/types.ts';
import { LiveStrikeReferee, type DieAnswer } from '../referee/liveStrikeReferee.ts';
import { renderAnnouncement, renderRefusal, type Language } from '../referee/render.ts';
import type { RefereeStep } from '../referee/strikeReferee.ts';
import { RuleError } from '../rules/engine.ts';
import type { StrikeEvent } from '../rules/strike/index.ts';
import { ArenaTracker } from '../tracking/arenaTracker.ts';
import type { ArenaSnapshot, DieId } from '../tracking/types.ts';
import type { TimedFrameResult } from '../worker/api.ts';
import { clearGame, loadGame, saveGame } from './savedGame.ts';
import type { GameSetup } from './SetupScreen.tsx';
import { speak } from './speech.ts';

/** One line of the referee's log. */
export interface LogLine {
  /** Increasing id, for React keys. */
  id: number;
  /** `say`: an announcement; `refused`: the rules refused what the camera saw; `info`: the app. */
  kind: 'say' | 'refused' | 'info';
  text: string;
}

/** The game as the page shows it, and the players' intents. */
export interface LiveGame {
  /** The referee, or `null` before a game is started or resumed. */
  live: LiveStrikeReferee | null;
  /** The latest stable snapshot of the arena (dice with ids). */
  snapshot: ArenaSnapshot | null;
  /** The log, newest last. */
  log: LogLine[];
  /**
   * Starts a new game.
   * @returns `null`, or why the rules refused the setup (in the announcement language)
   */
  start(setup: GameSetup): string | null;
  /** Feeds one processed frame. */
  onFrame(result: TimedFrameResult): void;
  pass(): void;
  undo(): void;
  answer(id: DieId, answer: DieAnswer): void;
  confirm(): void;
  treatAsThrow(): void;
  correct(id: DieId, face: Face): void;
  /** Ends the game and forgets the save. */
  end(): void;
}

/**
 * @param language language of the announcements and of the refusals logged and spoken
 * @param muted whether speech is off
 */
export function useLiveGame(language: Language, muted: boolean): LiveGame {
  const live = useRef<LiveStrikeReferee | null>(null);
  const tracker = useRef(new ArenaTracker());
  const [, setVersion] = useState(0);
  const [snapshot, setSnapshot] = useState<ArenaSnapshot | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const nextId = useRef(1);
  const voice = useRef({ language, muted });
  voice.current = { language, muted };

  const say = useCallback((kind: LogLine['kind'], texts: string[]) => {
    if (texts.length === 0) return;
    setLog((lines) => [...lines, ...texts.map((text) => ({ id: nextId.current++, kind, text }))].slice(-200));
    if (kind !== 'info') for (const text of texts) speak(text, voice.current.language, voice.current.muted);
  }, []);

  const save = useCallback(() => {
    const referee = live.current;
    if (!referee) return;
    saveGame({ game: 'strike', config: null, log: [...referee.events] }).catch((error: unknown) => {
      say('info', [`The game could not be saved on this device: ${error instanceof Error ? error.message : String(error)}`]);
    });
  }, [say]);

  /** Speaks and logs a step's announcements, saves the game, re-renders. */
  const handle = useCallback((step: RefereeStep) => {
    say('say', step.announcements.map((a) => renderAnnouncement('strike', a, voice.current.language)));
    if (step.rejected) say('refused', [renderRefusal('strike', step.rejected, voice.current.language)]);
    if (step.events.length > 0) save();
    setVersion((v) => v + 1);
  }, [say, save]);

  useEffect(() => {
    let cancelled = false;
    void loadGame().then((saved) => {
      if (cancelled || !saved || saved.game !== 'strike' || live.current) return;
      try {
        live.current = LiveStrikeReferee.resume(saved.log as StrikeEvent[]);
        say('info', [`Resumed the game saved ${new Date(saved.savedAt).toLocaleString()}.`]);
        setVersion((v) => v + 1);
      } catch (error) {
        say('info', [`The saved game could not be resumed (${error instanceof Error ? error.message : String(error)}).`]);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [say]);

  const act = useCallback((intent: (referee: LiveStrikeReferee) => RefereeStep | void) => {
    const referee = live.current;
    if (!referee) return;
    const step = intent(referee);
    if (step) handle(step);
    else setVersion((v) => v + 1);
  }, [handle]);

  return {
    live: live.current,
    snapshot,
    log,
    start(setup) {
      try {
        const { live: referee, step } = LiveStrikeReferee.start({ players: setup.players, edition: setup.edition });
        live.current = referee;
        tracker.current = new ArenaTracker();
        setSnapshot(null);
        setLog([]);
        handle(step);
        return null;
      } catch (error) {
        if (error instanceof RuleError) return renderRefusal('strike', error, voice.current.language);
        return error instanceof Error ? error.message : String(error);
      }
    },
    onFrame(result) {
      const next = tracker.current.update(result.reading, result.motion, result.tMs);
      if (!next) return;
      setSnapshot(next);
      if (live.current) handle(live.current.onSnapshot(next));
    },
    pass: () => act((r) => r.pass()),
    undo: () => act((r) => r.undo()),
    answer: (id, answer) => act((r) => r.answer(id, answer)),
    confirm: () => act((r) => r.confirm()),
    treatAsThrow: () => act((r) => r.treatAsThrow()),
    correct: (id, face) => act((r) => r.correct(id, face)),
    end() {
      live.current = null;
      void clearGame();
      setVersion((v) => v + 1);
    },
  };
}
