import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { afterNextFrame } from './afterNextFrame';

interface ModalDialogOptions {
  /**
   * Draw the dialog before the page behind turns inert: the frame after `open` shows it in the top layer as a popover,
   * and it turns modal just after that frame. Making the page inert restyles every element of it (about 2 ms at 1× on
   * a category page, a quarter of opening search), which the opening frame then does not wait for. Where popovers are
   * missing, the dialog opens modal at once.
   */
  drawFirst?: boolean;
}

const isShown = (dialog: HTMLDialogElement) => dialog.open || dialog.matches(':popover-open');

/**
 * Opens and closes a native <dialog> as a modal with `open`: the page behind turns inert, focus moves to
 * `initialFocus` (or the dialog's first control), and on closing it goes back to whatever had it before. A dialog
 * that leaves the page while open (the search overlay goes with its `?search=`) hands focus back the same way,
 * unless something else has taken it meanwhile.
 */
export function useModalDialog(
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
  { drawFirst = false }: ModalDialogOptions = {},
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const cancelModal = useRef<() => void>(undefined);

  // Before the browser draws: the frame that shows the dialog's content shows it open (over an inert page, or with
  // `drawFirst` in the top layer only), and a render in a transition (whose effects wait until after that frame)
  // does not paint the dialog a frame late.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !isShown(dialog)) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (drawFirst && typeof dialog.showPopover === 'function') {
        dialog.popover = 'manual';
        dialog.showPopover();
        cancelModal.current = afterNextFrame(() => turnModal(dialog));
      } else dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && isShown(dialog)) {
      cancelModal.current?.();
      if (dialog.open) dialog.close();
      else dialog.hidePopover();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open, initialFocus, drawFirst]);

  useEffect(
    () => () => {
      cancelModal.current?.();
      const target = opener.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && target?.isConnected) target.focus();
    },
    [],
  );

  return dialogRef;
}

/**
 * A dialog drawn as a popover turns modal, keeping the control that has focus in it: leaving the popover hands focus
 * back to what had it before, and the modal's own focusing takes its first control.
 */
function turnModal(dialog: HTMLDialogElement) {
  const focused = document.activeElement;
  dialog.hidePopover();
  dialog.removeAttribute('popover');
  dialog.showModal();
  if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
}
