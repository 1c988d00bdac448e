import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import styles from './StaticPage.module.css';

export function NotFoundPage() {
  usePageMeta({ title: 'Page not found' });

  return (
    <div className="container">
      <section className={styles.notice} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">We couldn't find that page</h1>
        <p>The link may be old or mistyped. Let's get you back to finding a home.</p>
        <div className={styles.actions}>
          <Link to="/" className="btn btn-primary">
            Go to the home page
          </Link>
          <Link to="/properties" className="btn btn-outline">
            Browse properties
          </Link>
        </div>
      </section>
    </div>
  );
}
