import { Link } from '@tanstack/react-router';
import { BRAND } from '../../contract/constants.ts';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import styles from './StaticPage.module.css';

export function AboutPage() {
  usePageMeta({ title: 'About Us' });

  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>About Us</p>
          <h1>A place to settle, wherever you are in Pakistan</h1>
          <p className={styles.lead}>
            {BRAND.name} means a home, a place to settle. We built it so that finding one feels less like a chore and more
            like the start of something good.
          </p>
        </div>
      </div>

      <div className={`container ${styles.page}`}>
        <div className={styles.prose}>
          <p>
            Buying, selling or renting a property is one of the biggest decisions a family makes. Yet too often it means
            endless phone calls, out-of-date listings and prices nobody can compare. {BRAND.name} brings homes, flats,
            plots and shops from across the country together in one simple place, with clear prices in PKR and the
            measures people actually use: marla, kanal and square feet.
          </p>
          <p>
            Anyone can list a property for free. Every new listing is checked by our team before it goes live, so what you
            browse is real. Owners and agents hear from genuine buyers and tenants straight through the enquiry form on
            each listing.
          </p>
          <p>
            We know connections are not always steady, so {BRAND.name} works like an app: add it to your home screen,
            keep browsing the listings you have seen when the signal drops, and draft a listing on the go.
          </p>
        </div>

        <ul className={styles.values}>
          <li className={styles.value}>
            <h2>Honest listings</h2>
            <p>Every property is reviewed before it is published, and sold properties come down.</p>
          </li>
          <li className={styles.value}>
            <h2>Made for Pakistan</h2>
            <p>Prices in lakh and crore, areas in marla and kanal, cities from Karachi to Gilgit.</p>
          </li>
          <li className={styles.value}>
            <h2>Works on any phone</h2>
            <p>Light, fast and usable offline, so a weak signal never stops your search.</p>
          </li>
        </ul>

        <div className={styles.actions}>
          <Link to="/properties" className="btn btn-primary">
            Browse properties
          </Link>
          <Link to="/contact-us" className="btn btn-outline">
            Talk to us
          </Link>
        </div>
      </div>
    </>
  );
}
