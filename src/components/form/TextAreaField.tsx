import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldShell, type FieldChrome } from './fields.tsx';
import fieldStyles from './fields.module.css';

interface Props extends FieldChrome, TextareaHTMLAttributes<HTMLTextAreaElement> {
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
  return (
    <FieldShell controlId={controlId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={controlId}
        className={`${fieldStyles.input} ${fieldStyles.textarea} ${textareaClassName ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, hint, error)}
        dir="auto"
        {...textarea}
      />
    </FieldShell>
  );
}
