import { Link } from '@tanstack/react-router';
import { HomeIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import styles from './StaticPage.module.css';

/** Stands in for spec screens that are not built yet, so their links never dead-end. */
export function ComingSoonPage() {
  usePageMeta({ title: 'Coming soon' });

  return (
    <div className="container">
      <section className={styles.notice} aria-labelledby="coming-soon-title">
        <span className={styles.noticeIcon}>
          <HomeIcon aria-hidden="true" />
        </span>
        <h1 id="coming-soon-title">This page is on its way</h1>
        <p>We are putting the finishing touches to it. In the meantime, have a look at the newest properties.</p>
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>
      </section>
    </div>
  );
}
