import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './ContactPage.module.css';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/**
 * A labelled multi-line field matching the shared TextField (components/form has no textarea yet).
 * React 19 passes `ref` as a prop, so react-hook-form's register works through the spread.
 */
export function TextAreaField({ label, error, id, className, ...textarea }: Props) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <div className={`${styles.textField} ${className ?? ''}`}>
      <label htmlFor={controlId} className={styles.textLabel}>
        {label}
      </label>
      <textarea
        id={controlId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className={styles.textError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
