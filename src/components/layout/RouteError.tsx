import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { usePageMeta } from './usePageMeta.ts';
import styles from './RouteStates.module.css';

export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  usePageMeta({ title: 'Something went wrong' });
  // `=== false`: Node 21+ has a navigator without onLine, and the server renders this too.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  return (
    <section className={`container ${styles.error}`} aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong</h1>
      <p>
        {offline
          ? 'You seem to be offline and this page has not been saved on this device yet. Connect and try again.'
          : 'This page could not be shown. Please try again in a moment.'}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </button>
        <Link to="/" className="btn btn-outline">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
