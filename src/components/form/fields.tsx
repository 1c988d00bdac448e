/**
 * Labelled form controls. The label is always visible and bound to its control (tests and screen
 * readers find fields by label); hints and errors are tied in with aria-describedby.
 */
import { localize } from '../../contract/i18n.ts';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './fields.module.css';

export interface FieldChrome {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
}

/** The control's aria-describedby: its hint and its error, when shown. */
export function describedBy(controlId: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/**
 * What every field wraps its control in (one field shell): the visible label bound
 * to the control, then the hint and the error that describedBy points at.
 */
export function FieldShell({ controlId, label, hint, error, className, children }: FieldChrome & { controlId: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className={styles.error}>
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  children,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <FieldShell controlId={controlId} label={label} hint={hint} error={error} className={className}>
      <select
        id={controlId}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, hint, error)}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/**
 * Numbers, e-mail addresses, phone numbers and passwords are typed left to right on Urdu pages too;
 * other text follows what is typed (an owner may write Urdu or English).
 */
function typedDirection({ type, inputMode }: InputHTMLAttributes<HTMLInputElement>): 'ltr' | 'auto' {
  const ltr = ['email', 'tel', 'password', 'number', 'url'].includes(type ?? '') || ['numeric', 'decimal', 'tel', 'email'].includes(inputMode ?? '');
  return ltr ? 'ltr' : 'auto';
}

export function TextField({
  label,
  hint,
  error,
  className,
  id,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <FieldShell controlId={controlId} label={label} hint={hint} error={error} className={className}>
      <input
        id={controlId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, hint, error)}
        dir={typedDirection(input)}
        {...input}
      />
    </FieldShell>
  );
}
