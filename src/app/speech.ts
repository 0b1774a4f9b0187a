/**
 * Speaks announcements with the browser's speechSynthesis (Web Speech API), in English or
 * French, unless muted. Silently does nothing where the API is missing.
 */
import { useCallback, useState } from 'react';
import type { Language } from '../referee/render.ts';

/** localStorage key of the voice switch ('off' when muted), so a reload does not speak again. */
const MUTED_KEY = 'dice-referee/voice';

/** BCP 47 tags for the referee's languages. */
const VOICE_LANG: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR' };

/** Whether this browser can speak. */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/**
 * Queues `text` to be spoken in `language` (after anything already queued).
 * @returns whether it was queued (false when muted or unsupported)
 */
export function speak(text: string, language: Language, muted: boolean): boolean {
  if (muted || !canSpeak()) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = VOICE_LANG[language];
  const voice = window.speechSynthesis.getVoices().find((v) => v.lang.startsWith(language));
  if (voice) utterance.voice = voice;
  window.speechSynthesis.speak(utterance);
  return true;
}

/** Stops anything being spoken (e.g. when muting). */
export function hush(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

/** Whether the players turned the voice off on this device (localStorage; on when unknown or blocked). */
export function loadMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'off';
  } catch {
    return false;
  }
}

/**
 * The voice switch, remembered on this device: `[muted, setMuted]`. Muting also stops what is
 * being said.
 */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setState] = useState(loadMuted);
  const setMuted = useCallback((next: boolean) => {
    setState(next);
    if (next) hush();
    try {
      localStorage.setItem(MUTED_KEY, next ? 'off' : 'on');
    } catch {
      // Not remembered; the switch still holds for this page.
    }
  }, []);
  return [muted, setMuted];
}
