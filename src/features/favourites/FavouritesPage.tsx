import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/session.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import type { FavouriteItem } from '../../contract/types.ts';
import { FavouriteButton } from '../../components/favourite/FavouriteButton.tsx';
import { CompareButton } from '../../components/compare/CompareButton.tsx';
import { useFavourites } from '../../components/favourite/useFavourites.ts';
import { HeartIcon, HomeIcon, LocationIcon } from '../../components/icons/icons.tsx';
import { DeviceListPage } from '../../components/device-list/DeviceListPage.tsx';
import { formatArea } from '../../lib/area.ts';
import { formatPrice } from '../../lib/price.ts';
import { favouriteNews } from '../../lib/favourite-news.ts';
import { syncFavourites } from '../../offline/favourites.ts';
import { listsMessages } from '../../lib/lists-messages.ts';
import { PlaceText } from '../../components/listing-card/PlaceText.tsx';
import { typeLabel, unitLabel } from '../../lib/reference-labels.ts';
import styles from './FavouritesPage.module.css';

const m = listsMessages.favourites;

/** /favourites: the listings kept with the heart, readable offline, with what became of each. */
export function FavouritesPage() {
  const favourites = useFavourites();
  const user = useCurrentUser();

  // Signed in and online: fetch what became of each (sold, price changes) and other devices' hearts.
  useEffect(() => {
    if (user) void syncFavourites().catch(() => undefined);
  }, [user]);

  return (
    <DeviceListPage
      title={m.title}
      intro={user ? m.inAccount : m.onDevice}
      status={favourites === null ? 'loading' : favourites.length === 0 ? 'empty' : 'ready'}
      empty={{ icon: <HeartIcon aria-hidden="true" />, title: m.emptyTitle, text: m.emptyText }}
    >
      <ul className={styles.list}>
        {favourites?.map((f) => (
          <li key={f.PropertyId}>
            <FavouriteRow favourite={f} />
          </li>
        ))}
      </ul>
    </DeviceListPage>
  );
}

function FavouriteRow({ favourite: f }: { favourite: FavouriteItem }) {
  const news = favouriteNews(f);
  const titleId = `favourite-${f.PropertyId}`;
  const place = Boolean(f.Location || f.City);
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.photo}>
        {f.ImageUrl && f.Status === 'Active' ? (
          <img src={imageUrl(f.ImageUrl, ImageSizes.cardSmall)} alt="" width={320} height={240} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noPhoto} aria-hidden="true">
            <HomeIcon />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={`${styles.price} tabular`}>{formatPrice(f.Price, f.Purpose)}</p>
        {news ? <p className={`${styles.news} ${styles[news.tone]}`}>{news.text}</p> : null}
        <h2 id={titleId} className={styles.title}>
          {f.Status === 'Active' ? (
            <Link to="/property/$propertyUrl" params={{ propertyUrl: f.PropertyUrl }} dir="auto">
              {f.Title}
            </Link>
          ) : (
            // A removed listing's words are no longer public (the server sends none): its kind stands in.
            <span dir="auto">{f.Title || (f.Type ? typeLabel(f.Type) : '')}</span>
          )}
        </h2>
        {place ? (
          <p className={styles.place}>
            <LocationIcon aria-hidden="true" />
            <span>
              <PlaceText location={f.Location} city={f.City} />
            </span>
          </p>
        ) : null}
        {f.Title ? (
          <p className={styles.meta}>
            {[f.Type ? typeLabel(f.Type) : '', f.Area ? formatArea(f.Area, unitLabel(f.AreaUnit)) : ''].filter(Boolean).join(' · ')}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {f.Status === 'Active' ? (
          <CompareButton
            propertyId={f.PropertyId}
            item={() => ({
              PropertyId: f.PropertyId, PropertyUrl: f.PropertyUrl, Title: f.Title, Purpose: f.Purpose, Type: f.Type, Price: f.Price,
              Area: f.Area, AreaUnit: f.AreaUnit, BedRooms: '', BathRooms: '', Location: f.Location, City: f.City, ImageUrl: f.ImageUrl, PublishDate: '',
            })}
          />
        ) : null}
        <FavouriteButton propertyId={f.PropertyId} item={() => f} variant="plain" />
      </div>
    </article>
  );
}
