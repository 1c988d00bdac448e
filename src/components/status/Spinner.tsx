import styles from './Spinner.module.css';

/** The one loading spinner (route changes, the form's options, My Properties, an admin link's decision); its text sits beside it. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
