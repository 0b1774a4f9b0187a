/**
 * Names of the Strike editions (src/rules/strike/editions.ts) in each language: the engine's
 * own `name` is the English one; French names follow strike-fr.txt's words (dés, X et 2–6).
 */
import { EDITIONS } from '../../rules/strike/editions.ts';
import type { Language } from '../render.ts';

/** French names by edition id; an edition missing here is named as in English. */
export const FR_EDITION_NAMES: Readonly<Record<string, string>> = {
  classic: 'Strike (31 dés)',
  'classic-x2': 'Strike (31 dés, X et 2–6)',
  '2020': 'Strike Dice Game (2020)',
  impact: 'Impact : Battle of Elements (comme Strike)',
};

/** The name of Strike edition `id` in `language`; an unknown id is given back as it is. */
export function editionNameIn(id: string, language: Language): string {
  return (language === 'fr' ? FR_EDITION_NAMES[id] : undefined) ?? EDITIONS[id]?.name ?? id;
}
