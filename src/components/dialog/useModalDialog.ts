import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the container's focusable elements. A modal dialog makes the page
 * inert, but Tab could still leave for the browser's own UI. Shared by every dialog and the gallery.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab') return;
  const focusable = [...(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog>, shared by every dialog: shown with showModal (the page behind is
 * inert), Tab kept inside, `initialFocus` focused when it opens, and focus given back to what opened
 * it when it closes or is unmounted while open (or to `fallbackFocus` when that is gone by then).
 */
export function useModalDialog(open: boolean, initialFocus: RefObject<HTMLElement | null>, fallbackFocus?: () => HTMLElement | null) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  const fallbackRef = useRef(fallbackFocus);
  useEffect(() => {
    fallbackRef.current = fallbackFocus;
  });
  useEffect(() => {
    if (!open) return;
    return () => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
      else fallbackRef.current?.()?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => keepTabInside(event, dialogRef.current);

  return { dialogRef, onKeyDown };
}
