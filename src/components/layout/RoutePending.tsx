import styles from './RouteStates.module.css';
import { layoutMessages as m } from './layout-messages.ts';

/** Shown only when a page's code takes a while to arrive (slow connections). */
export function RoutePending() {
  return (
    <div className={`container ${styles.pending}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{m.loading}</span>
    </div>
  );
}
