import { contactEmail } from '../../lib/site-contact.ts';
import { SITE_CONTACT } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../components/icons/icons.tsx';
import { telHref } from '../../components/layout/TopBar.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { ContactForm } from './ContactForm.tsx';
import { OfficeMap } from './OfficeMap.tsx';
import { contactMessages as m } from './contact-messages.ts';
import styles from './ContactPage.module.css';

export function ContactPage() {
  usePageMeta({ title: m.title });

  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>{m.title}</p>
          <h1>{m.heading}</h1>
          <p className={styles.lead}>{m.lead}</p>
        </div>
      </div>

      <div className={`container ${styles.layout}`}>
        <section className={`${styles.card} ${styles.office}`} aria-labelledby="office-title">
          <OfficeMap />
          <div className={styles.officeBody}>
            <h2 id="office-title" className={styles.cardTitle}>
              {m.office}
            </h2>
            <p className={styles.startup}>{Messages.contactStartup}</p>
            <ul className={styles.details}>
              <li>
                <span className={styles.detailIcon}>
                  <PhoneIcon aria-hidden="true" />
                </span>
                <span className={styles.detailText}>
                  <span className={styles.detailLabel}>{m.phone}</span>
                  <a href={telHref} className="tabular">
                    {SITE_CONTACT.phone}
                  </a>
                </span>
              </li>
              <li>
                <span className={styles.detailIcon}>
                  <GlobeIcon aria-hidden="true" />
                </span>
                <span className={styles.detailText}>
                  <span className={styles.detailLabel}>{m.web}</span>
                  <a href={`https://${SITE_CONTACT.web}`}>{SITE_CONTACT.web}</a>
                </span>
              </li>
              <li>
                <span className={styles.detailIcon}>
                  <MailIcon aria-hidden="true" />
                </span>
                <span className={styles.detailText}>
                  <span className={styles.detailLabel}>{m.email}</span>
                  <a href={`mailto:${contactEmail()}`}>{contactEmail()}</a>
                </span>
              </li>
            </ul>
          </div>
        </section>

        <div className={`${styles.card} ${styles.formCard}`}>
          <ContactForm />
        </div>
      </div>
    </>
  );
}
