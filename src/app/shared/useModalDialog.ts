import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Opens and closes a native <dialog> as a modal with `open`: the page behind turns inert, focus moves to
 * `initialFocus` (or the dialog's first control), and on closing it goes back to whatever had it before. A dialog
 * that leaves the page while open (the search overlay goes with its `?search=`) hands focus back the same way,
 * unless something else has taken it meanwhile.
 */
export function useModalDialog(
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Before the browser draws: the frame that shows the dialog's content shows it open, over an inert page, and a
  // render in a transition (whose effects wait until after that frame) does not paint the dialog a frame late.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open, initialFocus]);

  useEffect(
    () => () => {
      const target = opener.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && target?.isConnected) target.focus();
    },
    [],
  );

  return dialogRef;
}
