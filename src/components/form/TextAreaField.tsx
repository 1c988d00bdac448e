import { useId, type TextareaHTMLAttributes } from 'react';
import { localize } from '../../contract/i18n.ts';
import fieldStyles from './fields.module.css';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** Extra class for the textarea itself, e.g. the submit form's 128 px height cap. */
  textareaClassName?: string;
}

/**
 * The multi-line companion to TextField, with the same label, hint and error wiring. React 19 passes
 * `ref` as a prop, so react-hook-form's register works through the spread.
 */
export function TextAreaField({ label, hint, error, className, textareaClassName, id, ...textarea }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const described = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={controlId}
        className={`${fieldStyles.input} ${fieldStyles.textarea} ${textareaClassName ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        dir="auto"
        {...textarea}
      />
      {hint ? (
        <p id={`${controlId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className={fieldStyles.error}>
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}
