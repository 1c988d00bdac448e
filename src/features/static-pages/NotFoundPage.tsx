import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { notFoundMessages as t } from './not-found-messages.ts';
import styles from './StaticPage.module.css';

export function NotFoundPage() {
  usePageMeta({ title: t.title });

  return (
    <div className="container">
      <section className={styles.notice} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t.heading}</h1>
        <p>{t.text}</p>
        <div className={styles.actions}>
          <Link to="/" className="btn btn-primary">
            {t.home}
          </Link>
          <Link to="/properties" className="btn btn-outline">
            {t.browse}
          </Link>
        </div>
      </section>
    </div>
  );
}
