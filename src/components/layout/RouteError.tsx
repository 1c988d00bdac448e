import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { usePageMeta } from './usePageMeta.ts';
import styles from './RouteStates.module.css';
import { layoutMessages as m } from './layout-messages.ts';

export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  usePageMeta({ title: m.error.title });
  // `=== false`: Node 21+ has a navigator without onLine, and the server renders this too.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  return (
    <section className={`container ${styles.error}`} aria-labelledby="route-error-title">
      <h1 id="route-error-title">{m.error.title}</h1>
      <p>
        {offline
          ? m.error.offline
          : m.error.failed}
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
          {m.error.retry}
        </button>
        <Link to="/" className="btn btn-outline">
          {m.error.home}
        </Link>
      </div>
    </section>
  );
}
