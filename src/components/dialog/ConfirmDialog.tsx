import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './ConfirmDialog.module.css';

interface Props {
  open: boolean;
  title: string;
  /** The question (docs/product.md, section 9: a "question" dialog). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for actions that cannot be undone. */
  tone?: 'danger' | 'default';
  /** The action is running: both buttons wait, the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when what opened the dialog is gone by then (e.g. a deleted item's button). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal question on the native <dialog>: the page behind is inert, Escape cancels, Tab stays inside,
 * the safe choice (cancel) has focus when it opens, and focus goes back to what opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, tone = 'default', busy = false, onConfirm, onCancel, fallbackFocus }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const { dialogRef, onKeyDown } = useModalDialog(open, cancelRef, fallbackFocus);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: our state closes the dialog, so React and the element never disagree.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <div className={styles.body}>
        <span className={`${styles.icon} ${tone === 'danger' ? styles.iconDanger : ''}`} aria-hidden="true">
          ?
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={textId} className={styles.text}>
          {children}
        </div>
      </div>
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled while busy: the focused button keeps focus. */}
        <button
          ref={cancelRef}
          type="button"
          className="btn btn-ghost"
          onClick={() => !busy && onCancel()}
          aria-disabled={busy || undefined}
        >
          {cancelLabel ?? w.dialog.cancel}
        </button>
        <button
          type="button"
          className={`btn ${tone === 'danger' ? styles.danger : 'btn-primary'}`}
          onClick={() => !busy && onConfirm()}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {busy ? w.dialog.wait : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
