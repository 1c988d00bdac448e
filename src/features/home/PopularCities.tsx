import type { SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { popularPlacesQuery } from '../../api/home.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { preferredImageSize } from '../../lib/bandwidth.ts';
import { packSpans } from '../../lib/grid.ts';
import { NearImage } from '../../components/near-image/NearImage.tsx';
import { useLowBandwidth } from '../../components/near-image/use-low-bandwidth.ts';
import { groupDigits } from '../../lib/price.ts';
import { slugify } from '../../lib/slug.ts';
import { homeMessages as m } from './home-messages.ts';
import { cityLabel } from '../../lib/reference-labels.ts';
import styles from './HomePage.module.css';

function hideBroken(event: SyntheticEvent<HTMLImageElement>) {
  // The tile's colour and text stand on their own; a broken-image icon would not help anyone.
  event.currentTarget.style.visibility = 'hidden';
}

export function PopularCities() {
  const { data } = useQuery(popularPlacesQuery());
  // With Data Saver or on 2G: a smaller photo, fetched only when the tile is about to be seen.
  const lowBandwidth = useLowBandwidth();
  if (!data || data.length === 0) return null;
  // The server suggests a span per tile; rows are evened out per layout (2 columns on tablets, 3 on desktops).
  const spans = data.map((city) => city.ColumnSpan);
  const tablet = packSpans(spans, 2);
  const desktop = packSpans(spans, 3);

  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="popular-cities-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="popular-cities-title">{m.citiesTitle}</h2>
          <p>{m.citiesText}</p>
        </div>
        <ul className={styles.cityGrid}>
          {data.map((city, i) => (
            <li key={city.CityId} className={styles.cityTile} data-span-md={tablet[i]} data-span-lg={desktop[i]}>
              <Link to="/property" search={{ City: city.CityId }} className={styles.cityLink}>
                {city.ImageUrl ? (
                  <NearImage
                    holdUntilNear={lowBandwidth}
                    className={styles.cityImage}
                    src={imageUrl(city.ImageUrl, preferredImageSize(ImageSizes.tile, lowBandwidth))}
                    alt=""
                    width={600}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    onError={hideBroken}
                  />
                ) : null}
                <span className={styles.cityText}>
                  <span className={styles.cityName}>{cityLabel(city.City)}</span>
                  <span className={`${styles.cityCount} tabular`}>
                    {m.propertiesCount(groupDigits(city.PropertiesCount), city.PropertiesCount)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <nav className={styles.guideLinks} aria-label={m.guidesTitle}>
          <span>{m.guidesTitle}</span>
          {data.map((city) => (
            <Link key={city.CityId} to="/guides/$city" params={{ city: slugify(city.City) }}>{cityLabel(city.City)}</Link>
          ))}
        </nav>
      </div>
    </section>
  );
}
