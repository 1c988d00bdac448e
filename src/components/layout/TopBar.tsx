import { contactEmail } from '../../lib/site-contact.ts';
import { SITE_CONTACT } from '../../contract/constants.ts';
import { FacebookIcon, MailIcon, PhoneIcon, YoutubeIcon } from '../icons/icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LazyAreaUnitControl, useWideScreen } from '../area-unit/LazyAreaUnitControl.tsx';
import { layoutMessages as m } from './layout-messages.ts';
import styles from './TopBar.module.css';

export const telHref = `tel:${SITE_CONTACT.phone.replace(/[^\d+]/g, '')}`;

export function TopBar() {
  const wide = useWideScreen();
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.contact}>
          <li>
            <a href={telHref} className={styles.link}>
              <PhoneIcon className={styles.icon} />
              <span className="tabular" dir="ltr">{SITE_CONTACT.phone}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${contactEmail()}`} className={styles.link}>
              <MailIcon className={styles.icon} />
              <span className={styles.email} translate="no">{contactEmail()}</span>
            </a>
          </li>
        </ul>
        <ul className={styles.social}>
          <li className={styles.areaUnit}>
            <LazyAreaUnitControl when={wide} variant="bar" />
          </li>
          <li>
            <LanguageSwitch className={styles.language} />
          </li>
          <li>
            <a href={SITE_CONTACT.facebook} className={styles.iconLink} target="_blank" rel="noopener noreferrer" aria-label={m.onFacebook}>
              <FacebookIcon />
            </a>
          </li>
          <li>
            <a href={SITE_CONTACT.youtube} className={styles.iconLink} target="_blank" rel="noopener noreferrer" aria-label={m.onYoutube}>
              <YoutubeIcon />
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
