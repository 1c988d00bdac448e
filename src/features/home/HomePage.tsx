import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { hasSavedSearches } from '../../offline/saved-searches-key.ts';
import { CheckCircleIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { HeroSearch } from './HeroSearch.tsx';
import { RecentlyViewedStrip } from '../../components/recently-viewed/RecentlyViewedStrip.tsx';
import { NewlyAdded } from './NewlyAdded.tsx';
import { PopularCities } from './PopularCities.tsx';
import { Testimonials } from './Testimonials.tsx';
import { homeMessages as m } from './home-messages.ts';
import styles from './HomePage.module.css';

export function HomePage() {
  usePageMeta({ title: null, canonical: true });

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <h1 id="hero-title">{m.heroTitle}</h1>
            <p>{m.heroText}</p>
            <ul className={styles.promises}>
              <li>
                <CheckCircleIcon aria-hidden="true" />
                {m.promiseChecked}
              </li>
              <li>
                <CheckCircleIcon aria-hidden="true" />
                {m.promiseFree}
              </li>
              <li>
                <CheckCircleIcon aria-hidden="true" />
                {m.promiseSignal}
              </li>
            </ul>
          </div>
          <HeroSearch />
        </div>
      </section>

      {/* After the newest listings: it appears once read from the device, below the first screen, so it does not shift what is being read. */}
      <NewlyAdded />
      <SavedSearchesOnHome />
      <RecentlyViewedStrip />
      <PopularCities />
      <Testimonials />

      <section className={styles.cta} aria-labelledby="cta-title">
        <div className="container">
          <div className={styles.ctaInner}>
            <div>
              <h2 id="cta-title">{m.ctaTitle}</h2>
              <p>{m.ctaText}</p>
            </div>
            <Link to="/property/forms/submit" className="btn btn-accent">
              {m.addProperty}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

const SavedSearchesStrip = lazy(() => import('../../components/saved-searches/SavedSearchesStrip.tsx'));

/** The saved searches' block, and its code, only on a device that has saved a search. */
function SavedSearchesOnHome() {
  const [show, setShow] = useState(false);
  // After the first render: the server's page and the browser's first render must agree.
  useEffect(() => setShow(hasSavedSearches()), []);
  return show ? (
    <Suspense fallback={null}>
      <SavedSearchesStrip />
    </Suspense>
  ) : null;
}
