import styles from './RouteStates.module.css';
import { layoutMessages as m } from './layout-messages.ts';
import { Spinner } from '../status/Spinner.tsx';

/** Shown only when a page's code takes a while to arrive (slow connections). */
export function RoutePending() {
  return (
    <div className={`container ${styles.pending}`} role="status">
      <Spinner />
      <span>{m.loading}</span>
    </div>
  );
}
