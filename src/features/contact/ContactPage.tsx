import { contactEmail } from '../../lib/site-contact.ts';
import { SITE_CONTACT } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../components/icons/icons.tsx';
import { telHref } from '../../components/layout/TopBar.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { ContactForm } from './ContactForm.tsx';
import { OfficeMap } from './OfficeMap.tsx';
import styles from './ContactPage.module.css';

export function ContactPage() {
  usePageMeta({ title: 'Contact Us' });

  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>Contact Us</p>
          <h1>We would love to hear from you</h1>
          <p className={styles.lead}>
            A question about a listing, your account or working with us? Call, write, or send a message below.
          </p>
        </div>
      </div>

      <div className={`container ${styles.layout}`}>
        <section className={`${styles.card} ${styles.office}`} aria-labelledby="office-title">
          <OfficeMap />
          <div className={styles.officeBody}>
            <h2 id="office-title" className={styles.cardTitle}>
              Our office
            </h2>
            <p className={styles.startup}>{Messages.contactStartup}</p>
            <ul className={styles.details}>
              <li>
                <span className={styles.detailIcon}>
                  <PhoneIcon aria-hidden="true" />
                </span>
                <span className={styles.detailText}>
                  <span className={styles.detailLabel}>Phone</span>
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
                  <span className={styles.detailLabel}>Web</span>
                  <a href={`https://${SITE_CONTACT.web}`}>{SITE_CONTACT.web}</a>
                </span>
              </li>
              <li>
                <span className={styles.detailIcon}>
                  <MailIcon aria-hidden="true" />
                </span>
                <span className={styles.detailText}>
                  <span className={styles.detailLabel}>E-mail</span>
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
