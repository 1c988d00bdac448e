import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronLeftIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { toolsMessages } from './tools-messages.ts';
import styles from './Tools.module.css';

/**
 * One tool's page: a way back to the index, its title and intro, the form beside its result from
 * 1024 px. `announce` is the result in one short sentence for screen readers, spoken as it changes;
 * the result itself (a 20-row table for a loan) is not a live region, or every key would read it all.
 */
export function ToolLayout({
  title,
  intro,
  form,
  result,
  announce,
}: {
  title: string;
  intro: string;
  form: ReactNode;
  result: ReactNode;
  announce: string;
}) {
  usePageMeta({ title });
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={toolsMessages.breadcrumb}>
        <Link to="/tools" className={styles.back}>
          <ChevronLeftIcon aria-hidden="true" />
          {toolsMessages.backToTools}
        </Link>
      </nav>
      <div className={styles.head}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
          {form}
        </form>
        <section className={styles.result} aria-labelledby="tool-result">
          {result}
        </section>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}

/** A group of radio choices drawn as cards, each with a line of explanation under its label. */
export function ChoiceCards<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string; note?: ReactNode }>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        // The label names the choice; its note describes it, so the name stays short for screen readers.
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-labelledby={`${id}-${option.value}`}
            aria-describedby={option.note ? `${id}-${option.value}-note` : undefined}
          />
          <span className={styles.choiceText}>
            <span id={`${id}-${option.value}`} className={styles.choiceLabel}>{option.label}</span>
            {option.note ? <span id={`${id}-${option.value}-note`} className={styles.choiceNote}>{option.note}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
