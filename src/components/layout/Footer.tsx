import { contactEmail } from '../../lib/site-contact.ts';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { BRAND, SITE_CONTACT } from '../../contract/constants.ts';
import { isIosBrowser, useCanInstall } from '../../offline/install-prompt.ts';
import { ArrowUpIcon, FacebookIcon, GlobeIcon, MailIcon, PhoneIcon, YoutubeIcon } from '../icons/icons.tsx';
import { Logo } from './Logo.tsx';
import { telHref } from './TopBar.tsx';
import styles from './Footer.module.css';

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
            About {BRAND.name}
          </h2>
          <Logo inverse />
          <p>
            {BRAND.name} helps families across Pakistan find a place to settle. Browse homes, plots and shops for sale
            or rent, or list your own property for free, from Karachi to Gilgit.
          </p>
          <InstallOffer />
        </section>

        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Helpful Links
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/property/forms/submit">Add Property</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/recently-viewed">Recently viewed</Link>
            </li>
            <li>
              <Link to="/favourites">Favourites</Link>
            </li>
            <li>
              <Link to="/compare">Compare</Link>
            </li>
            <li>
              <Link to="/saved-searches">Saved searches</Link>
            </li>
            <li>
              <Link to="/tools">Property tools</Link>
            </li>
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Details
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref} className={styles.withIcon}>
                <PhoneIcon aria-hidden="true" />
                <span className="tabular">{SITE_CONTACT.phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${contactEmail()}`} className={styles.withIcon}>
                <MailIcon aria-hidden="true" />
                {contactEmail()}
              </a>
            </li>
            <li>
              <a href={`https://${SITE_CONTACT.web}`} className={styles.withIcon}>
                <GlobeIcon aria-hidden="true" />
                {SITE_CONTACT.web}
              </a>
            </li>
          </ul>
        </section>

        <section className={styles.column} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Follow Us
          </h2>
          <ul className={styles.social}>
            <li>
              <a href={SITE_CONTACT.facebook} target="_blank" rel="noopener noreferrer" aria-label="Basera on Facebook">
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href={SITE_CONTACT.youtube} target="_blank" rel="noopener noreferrer" aria-label="Basera on YouTube">
                <YoutubeIcon />
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {year} {BRAND.name}. All rights reserved.
          </p>
          <a href={`#${TOP_ANCHOR_ID}`} className={styles.toTop} onClick={backToTop}>
            <ArrowUpIcon aria-hidden="true" />
            Back to top
          </a>
        </div>
      </div>
    </footer>
  );
}
