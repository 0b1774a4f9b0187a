/**
 * A recording played on the live page waits for the players' answer. The camera's arena waits
 * for the players by itself, but a recording plays on: a throw the referee holds unruled until
 * the players answer on screen (the faces of doubtful dice, which dice were set aside) would be
 * swept away by the recording's next throw. So the recording is paused while such a question
 * stands, and plays on once it is answered, or when the players choose to go on unanswered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The recording held for an answer, and how to let it play on. */
export interface HeldRecording {
  /** Whether the recording shown is paused for the question standing. */
  held: boolean;
  /** Plays the recording on with the question unanswered; that question holds it no more. */
  playOn(): void;
}

/**
 * Pauses `video` while `question` stands, and plays it again once no question waits.
 *
 * @param video the recording shown (`null`: a camera, a photo, or nothing), whose `play()` and
 *   `pause()` this calls; one not playing when the question comes is left as it is
 * @param question a key for the question that waits for the players' answer on screen
 *   (src/app/useLiveGame.ts `questionKey`, for a referee whose `waitsForAnswer` is true), or
 *   `null` when none waits; another waiting question while held keeps the recording held
 */
export function useHoldForAnswer(video: HTMLVideoElement | null, question: string | null): HeldRecording {
  const [heldVideo, setHeldVideo] = useState<HTMLVideoElement | null>(null);
  /** The question the players chose to play on past: it does not hold the recording again. */
  const passed = useRef<string | null>(null);
  useEffect(() => {
    if (heldVideo !== null && heldVideo !== video) {
      setHeldVideo(null); // replaced by another source: the recording held is closed
      return;
    }
    if (question === null) {
      passed.current = null;
      if (heldVideo !== null) {
        void heldVideo.play().catch(() => undefined);
        setHeldVideo(null);
      }
      return;
    }
    if (heldVideo !== null || question === passed.current || !video || video.paused || video.ended) return;
    video.pause();
    setHeldVideo(video);
  }, [video, question, heldVideo]);
  const playOn = useCallback(() => {
    if (heldVideo === null) return;
    passed.current = question;
    void heldVideo.play().catch(() => undefined);
    setHeldVideo(null);
  }, [heldVideo, question]);
  return { held: heldVideo !== null && heldVideo === video, playOn };
}
