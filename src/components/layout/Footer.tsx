import { contactEmail } from '../../lib/site-contact.ts';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { SITE_CONTACT } from '../../contract/constants.ts';
import { isIosBrowser, useCanInstall } from '../../offline/install-prompt.ts';
import { ArrowUpIcon, FacebookIcon, GlobeIcon, MailIcon, PhoneIcon, YoutubeIcon } from '../icons/icons.tsx';
import { Logo } from './Logo.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { telHref } from './TopBar.tsx';
import styles from './Footer.module.css';
import { layoutMessages as m } from './layout-messages.ts';

export const TOP_ANCHOR_ID = 'top';

const InstallApp = lazy(() => import('../install/InstallApp.tsx').then((m) => ({ default: m.InstallApp })));

/** The install button's code loads only where there is something to offer: most visits have none. */
function InstallOffer() {
  const canInstall = useCanInstall();
  const [ios] = useState(isIosBrowser);
  return canInstall || ios ? (
    <Suspense fallback={null}>
      <InstallApp />
    </Suspense>
  ) : null;
}

function backToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
  // Keyboard users continue from the top of the page, not from the footer.
  document.getElementById(TOP_ANCHOR_ID)?.focus({ preventScroll: true });
}

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {m.footer.about(m.brandName)}
          </h2>
          <Logo inverse />
          <p>{m.footer.blurb(m.brandName)}</p>
          <InstallOffer />
        </section>

        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {m.footer.helpfulLinks}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/property/forms/submit">{m.footer.addProperty}</Link>
            </li>
            <li>
              <Link to="/contact-us">{m.footer.contact}</Link>
            </li>
            <li>
              <Link to="/about-us">{m.footer.about2}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{m.footer.privacy}</Link>
            </li>
            <li>
              <Link to="/recently-viewed">{m.footer.recentlyViewed}</Link>
            </li>
            <li>
              <Link to="/favourites">{m.footer.favourites}</Link>
            </li>
            <li>
              <Link to="/compare">{m.footer.compare}</Link>
            </li>
            <li>
              <Link to="/saved-searches">{m.footer.savedSearches}</Link>
            </li>
            <li>
              <Link to="/tools">{m.footer.tools}</Link>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {m.footer.contactDetails}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref} className={styles.withIcon}>
                <PhoneIcon aria-hidden="true" />
                <span className="tabular" dir="ltr">{SITE_CONTACT.phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${contactEmail()}`} className={styles.withIcon}>
                <MailIcon aria-hidden="true" />
                <span translate="no">{contactEmail()}</span>
              </a>
            </li>
            <li>
              <a href={`https://${SITE_CONTACT.web}`} className={styles.withIcon}>
                <GlobeIcon aria-hidden="true" />
                <span translate="no">{SITE_CONTACT.web}</span>
              </a>
            </li>
          </ul>
        </section>

        <section className={styles.column} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {m.footer.followUs}
          </h2>
          <ul className={styles.social}>
            <li>
              <a href={SITE_CONTACT.facebook} target="_blank" rel="noopener noreferrer" aria-label={m.onFacebook}>
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href={SITE_CONTACT.youtube} target="_blank" rel="noopener noreferrer" aria-label={m.onYoutube}>
                <YoutubeIcon />
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{m.footer.rights(year, m.brandName)}</p>
          <a href={`#${TOP_ANCHOR_ID}`} className={styles.toTop} onClick={backToTop}>
            <ArrowUpIcon aria-hidden="true" />
            {m.footer.backToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
