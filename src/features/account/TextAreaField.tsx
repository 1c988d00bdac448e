import { useId, type TextareaHTMLAttributes } from 'react';
import fieldStyles from '../../components/form/fields.module.css';
import styles from './Account.module.css';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
}

/** A multi-line companion to the shared TextField, with the same label, hint and error wiring. */
export function TextAreaField({ label, hint, error, className, id, ...textarea }: Props) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const described = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={controlId}
        className={`${fieldStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      {hint ? (
        <p id={`${controlId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
