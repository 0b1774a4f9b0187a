/** A small menu to set a die's face: the die kind's faces, and "leaning" when asked. */
import { useEffect, useRef } from 'react';
import { FACES_OF_KIND, type DieKind, type Face } from '../core/types.ts';
import type { DieAnswer } from '../referee/liveStrikeReferee.ts';
import { useUiText } from './i18n/language.ts';

/** Props of {@link FacePicker}. */
export interface FacePickerProps {
  dieKind: DieKind;
  /** Offer "leaning" (not lying flat) besides the faces. */
  allowLeaning: boolean;
  /** The face the die shows now, highlighted. */
  current: Face | null;
  onPick(answer: DieAnswer): void;
  onClose(): void;
}

/**
 * The menu. It scrolls into view and takes the keyboard focus when it opens (on its current face,
 * or its first button); Escape closes it wherever the focus is.
 */
export function FacePicker({ dieKind, allowLeaning, current, onPick, onClose }: FacePickerProps) {
  const menu = useRef<HTMLDivElement>(null);
  const t = useUiText().facePicker;
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    element.scrollIntoView?.({ block: 'nearest' });
    (element.querySelector<HTMLButtonElement>('button.current') ?? element.querySelector<HTMLButtonElement>('button'))?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div ref={menu} className="face-picker" role="dialog" aria-label={t.label} data-testid="face-picker">
      <span>{t.shows}</span>
      {FACES_OF_KIND[dieKind].map((face) => (
        <button key={face} type="button" className={face === current ? 'current' : ''} onClick={() => onPick(face)}>{face}</button>
      ))}
      {allowLeaning && <button type="button" onClick={() => onPick('leaning')}>{t.leaning}</button>}
      <button type="button" className="secondary" onClick={onClose}>{t.cancel}</button>
    </div>
  );
}
