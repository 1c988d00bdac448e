import { Link } from '@tanstack/react-router';
import { layoutMessages } from '../../components/layout/layout-messages.ts';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { staticMessages } from './static-messages.ts';
import styles from './StaticPage.module.css';

export function AboutPage() {
  const t = staticMessages.about;
  usePageMeta({ title: t.title });
  // The site's name as the page's language writes it ('بسیرا' in Urdu).
  const brand = layoutMessages.brandName;

  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>{t.title}</p>
          <h1>{t.heading}</h1>
          <p className={styles.lead}>{t.lead(brand)}</p>
        </div>
      </div>

      <div className={`container ${styles.page}`}>
        <div className={styles.prose}>
          <p>{t.p1(brand)}</p>
          <p>{t.p2}</p>
          <p>{t.p3(brand)}</p>
        </div>

        <ul className={styles.values}>
          <li className={styles.value}>
            <h2>{t.honestTitle}</h2>
            <p>{t.honestText}</p>
          </li>
          <li className={styles.value}>
            <h2>{t.pakistanTitle}</h2>
            <p>{t.pakistanText}</p>
          </li>
          <li className={styles.value}>
            <h2>{t.phoneTitle}</h2>
            <p>{t.phoneText}</p>
          </li>
        </ul>

        <div className={styles.actions}>
          <Link to="/properties" className="btn btn-primary">
            {staticMessages.browse}
          </Link>
          <Link to="/contact-us" className="btn btn-outline">
            {t.talk}
          </Link>
        </div>
      </div>
    </>
  );
}
