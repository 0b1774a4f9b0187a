import { useRef, type ChangeEvent, type ReactNode } from 'react';

/** Props of {@link FileButton}. */
export interface FileButtonProps {
  /** The button's text. */
  children: ReactNode;
  /** File types offered, as the input's `accept` (e.g. `video/*`). */
  accept: string;
  /** Called with the chosen file; the input is cleared so the same file can be chosen again. */
  onFile(file: File): void;
  /** `data-testid` of the hidden file input (tests set its files directly). */
  inputTestId?: string;
}

/**
 * A button that opens the browser's file chooser: a real `<button>`, so it takes keyboard focus
 * and Enter/Space like every other button (a `<label>` around a hidden input is skipped by Tab).
 */
export function FileButton({ children, accept, onFile, inputTestId }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>{children}</button>
      <input ref={input} type="file" accept={accept} hidden tabIndex={-1} onChange={changed} data-testid={inputTestId} />
    </>
  );
}
