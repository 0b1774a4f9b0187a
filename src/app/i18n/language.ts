/**
 * The pages' language: one choice for the referee's voice and the app's words, kept in
 * `localStorage` so that a reload, and the review page, open in it; the browser's language the
 * first time (French when it prefers French, else English).
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { Language } from '../../referee/render.ts';
import { UI_TEXT, type UiText } from './uiText.ts';

/** `localStorage` key of the chosen language. */
const STORAGE_KEY = 'dice-referee.language';

/**
 * The language to open in: the one chosen last, else the first of the browser's preferred
 * languages (`navigator.languages`, BCP 47 tags) that we speak, else English.
 */
export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'fr') return saved;
  } catch {
    // Storage refused (private mode, sandboxed frame): fall back on the browser's language.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr' || primary === 'en') return primary;
  }
  return 'en';
}

/**
 * The locale to write dates and numbers in for `language`: the browser's first preferred
 * locale of that language (en-GB writes 1/12/2026, en-US 12/1/2026), else the bare language.
 * @param preferred the browser's preferred locales, BCP 47 tags (default `navigator.languages`)
 */
export function localeFor(language: Language, preferred: readonly string[] = navigator.languages ?? [navigator.language]): string {
  return preferred.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}

/** Remembers `language` for the next page opened (see {@link initialLanguage}). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered; the choice still holds for this page.
  }
}

/**
 * Keeps `<html lang>` on `language`, so that screen readers and the browser's hyphenation follow
 * it, and the window's title on `title` (in that language) when one is given.
 */
export function useDocumentLanguage(language: Language, title?: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
    if (title !== undefined) document.title = title;
  }, [language, title]);
}

/** React state for the language: its value and a setter that remembers the choice. */
export function useLanguage(): [Language, (language: Language) => void] {
  const [language, setState] = useState<Language>(initialLanguage);
  useDocumentLanguage(language);
  const setLanguage = useCallback((next: Language) => {
    setState(next);
    rememberLanguage(next);
  }, []);
  return [language, setLanguage];
}

/** The words of the page's language, for the components below its provider. English by default. */
export const UiTextContext = createContext<UiText>(UI_TEXT.en);

/** The words of the page's language (see {@link UiTextContext}). */
export function useUiText(): UiText {
  return useContext(UiTextContext);
}
