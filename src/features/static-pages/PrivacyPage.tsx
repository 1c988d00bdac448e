import { contactEmail } from '../../lib/site-contact.ts';
import { Link } from '@tanstack/react-router';
import { layoutMessages } from '../../components/layout/layout-messages.ts';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { staticMessages } from './static-messages.ts';
import styles from './StaticPage.module.css';

export function PrivacyPage() {
  const t = staticMessages.privacy;
  usePageMeta({ title: t.title });
  // The site's name as the page's language writes it ('بسیرا' in Urdu).
  const name = layoutMessages.brandName;
  const mail = <a href={`mailto:${contactEmail()}`}>{contactEmail()}</a>;

  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>{t.title}</p>
          <h1>{t.heading(name)}</h1>
          <p className={styles.lead}>{t.lead}</p>
        </div>
      </div>

      <div className={`container ${styles.page}`}>
        <article className={styles.prose}>
          <p className={styles.updated}>{t.updated}</p>

          <h2>{t.whoTitle}</h2>
          <p>
            {t.who(name)} {mail}
            {t.whoEnd}
          </p>

          <h2>{t.canUseTitle(name)}</h2>
          <p>{t.canUse(name)}</p>

          <h2>{t.keepTitle}</h2>
          <ul>
            <li>
              <strong>{t.accountLabel}</strong> {t.account}
            </li>
            <li>
              <strong>{t.listingsLabel}</strong> {t.listings}
            </li>
            <li>
              <strong>{t.enquiriesLabel}</strong> {t.enquiries}
            </li>
            <li>
              <strong>{t.technicalLabel}</strong> {t.technical}
            </li>
          </ul>

          <h2>{t.photosTitle}</h2>
          <p>{t.photos}</p>

          <h2>{t.useTitle}</h2>
          <ul>
            <li>{t.use1}</li>
            <li>{t.use2}</li>
            <li>{t.use3}</li>
            <li>{t.use4}</li>
            <li>{t.use5(name)}</li>
          </ul>
          <p>{t.noSale}</p>

          <h2>{t.seeTitle}</h2>
          <p>{t.see(name)}</p>

          <h2>{t.deviceTitle}</h2>
          <p>{t.device(name)}</p>

          <h2>{t.howLongTitle}</h2>
          <p>{t.howLong}</p>

          <h2>{t.choicesTitle}</h2>
          <p>
            {t.choices} {mail}
            {t.choicesEnd}
          </p>

          <h2>{t.changesTitle}</h2>
          <p>{t.changes}</p>

          <p>
            {t.questions} <Link to="/contact-us">{t.contactUs}</Link>
            {t.realPerson}
          </p>
        </article>
      </div>
    </>
  );
}
