import { FavouriteButton } from '../favourite/FavouriteButton.tsx';
import { favouriteFromCard } from '../../offline/favourites-store.ts';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import type { ListingCard as ListingCardData, ListingItem } from '../../contract/types.ts';
import { NearImage } from '../near-image/NearImage.tsx';
import { useLowBandwidth } from '../near-image/use-low-bandwidth.ts';
import { latinLang } from '../../lib/text-script.ts';
import { formatPublishDate } from '../../lib/dates.ts';
import { confirmedAvailableText } from '../../lib/freshness.ts';
import { formatPrice } from '../../lib/price.ts';
import { bathsText, bedsText, purposeLabel, typeLabel } from '../../lib/reference-labels.ts';
import { cardMessages as m } from './card-messages.ts';
import { CameraIcon, HomeIcon, LocationIcon, UserIcon } from '../icons/icons.tsx';
import './results-state.ts';
import styles from './ListingCard.module.css';
import { ListingFacts } from './ListingFacts.tsx';
import { PlaceText } from './PlaceText.tsx';
import { ListingBadges } from '../badges/ListingBadges.tsx';
import { SchemeNotice } from './SchemeNotice.tsx';
import { possessionLabels } from '../../contract/possession-label-messages.ts';

// The gallery is only needed after a tap on a photo, so it is not part of the page's first load.
const Gallery = lazy(() => import('../gallery/Gallery.tsx').then((m) => ({ default: m.Gallery })));
const SearchCardActions = lazy(() => import('../card-contact/SearchCardActions.tsx').then((m) => ({ default: m.SearchCardActions })));

export type ListingCardVariant = 'home' | 'search';

interface CommonProps {
  /** Cards in the first visible row load their photo at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** Heading level of the title inside its section. */
  headingLevel?: 'h2' | 'h3';
}

interface HomeProps extends CommonProps {
  variant?: 'home';
  listing: ListingCardData;
}

/** A result row: the main photo, a description excerpt and a Details button; horizontal from tablets up. */
interface SearchProps extends CommonProps {
  variant: 'search';
  listing: ListingItem;
  /** The results URL, remembered by the detail page for its "Back to results" link. */
  resultsHref?: string;
}

type Props = HomeProps | SearchProps;

const widthOf = (size: string): string => size.split('x')[0] ?? '';


const IMAGE_SIZES = {
  home: '(min-width: 1200px) 384px, (min-width: 768px) 50vw, 100vw',
  search: '(min-width: 768px) 300px, 100vw',
} as const;

export function ListingCard(props: Props) {
  const { listing, eager = false, headingLevel = 'h3' } = props;
  const variant = props.variant ?? 'home';
  const search = props.variant === 'search' ? props : null;
  const [galleryOpen, setGalleryOpen] = useState(false);
  const photoButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const Heading = headingLevel;

  // Results name their main photo, which need not be the first one; the gallery opens on it.
  const cover = (search?.listing.ImageUrl || undefined) ?? listing.Images[0];
  const coverIndex = cover ? Math.max(0, listing.Images.indexOf(cover)) : 0;
  const imageCount = listing.Images.length;
  const detailState = search?.resultsHref ? { resultsHref: search.resultsHref } : undefined;
  const beds = bedsText(listing.BedRooms);
  const baths = bathsText(listing.BathRooms);
  const isRent = listing.Purpose === 'For Rent';
  const published = formatPublishDate(listing.PublishDate);
  const confirmed = confirmedAvailableText(listing.ConfirmedAt);
  const location = Boolean(listing.Location || listing.City);

  // With Data Saver or on 2G only the small variant is offered, whatever the screen density.
  const lowBandwidth = useLowBandwidth();
  const photo = cover ? (
    <NearImage
      holdUntilNear={lowBandwidth && !eager}
      className={styles.image}
      src={imageUrl(cover, lowBandwidth ? ImageSizes.cardSmall : ImageSizes.card)}
      srcSet={
        lowBandwidth
          ? `${imageUrl(cover, ImageSizes.cardSmall)} ${widthOf(ImageSizes.cardSmall)}w`
          : `${imageUrl(cover, ImageSizes.cardSmall)} ${widthOf(ImageSizes.cardSmall)}w, ${imageUrl(cover, ImageSizes.card)} ${widthOf(ImageSizes.card)}w`
      }
      sizes={IMAGE_SIZES[variant]}
      width={480}
      height={360}
      alt={m.photoAlt(listing.Title, coverIndex + 1)}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      onError={(event) => {
        // The grey 4:3 box and the photo count still read well; alt text squeezed into it would not.
        event.currentTarget.style.visibility = 'hidden';
      }}
    />
  ) : (
    <span className={styles.noPhoto}>
      <HomeIcon aria-hidden="true" />
      <span>{m.noPhotos}</span>
    </span>
  );

  return (
    <article className={styles.card} data-variant={variant}>
      <div className={styles.media}>
        {imageCount > 0 ? (
          <button
            ref={photoButtonRef}
            type="button"
            className={styles.photoButton}
            onClick={() => setGalleryOpen(true)}
            aria-label={m.viewPhotos(imageCount, listing.Title)}
          >
            {photo}
          </button>
        ) : (
          photo
        )}
        <span className={`${styles.badge} ${isRent ? styles.rent : styles.sale}`}>{purposeLabel(listing.Purpose)}</span>
        {listing.Type ? <span className={styles.type}>{typeLabel(listing.Type)}</span> : null}
        <FavouriteButton
          propertyId={listing.PropertyId}
          item={() => favouriteFromCard(listing, cover ?? '')}
          className={styles.favourite}
        />
        {imageCount > 0 ? (
          <span className={styles.count} aria-hidden="true">
            <CameraIcon />
            <span className="tabular">{imageCount}</span>
          </span>
        ) : null}
      </div>

      <div className={styles.body}>
        <p className={`${styles.price} tabular`}>
          {formatPrice(listing.Price, listing.Purpose)}
        </p>
        {listing.PriceReduced ? (
          <p className={styles.reduced}>{m.priceReduced(formatPrice(listing.PriceReduced.From - listing.Price, listing.Purpose))}</p>
        ) : null}
        <ListingBadges verifications={listing.Verifications} />
        <Heading className={styles.title} id={titleId}>
          <Link
            to="/property/$propertyUrl"
            params={{ propertyUrl: listing.PropertyUrl }}
            state={detailState}
            className={styles.titleLink}
          >
            <span dir="auto" lang={latinLang(listing.Title)}>{listing.Title}</span>
          </Link>
        </Heading>
        {location ? (
          <p className={styles.location}>
            <LocationIcon aria-hidden="true" />
            <span>
              <PlaceText location={listing.Location} city={listing.City} />
            </span>
            {listing.DistanceKm === undefined ? null : (
              <span className={styles.distance}>{m.distance(listing.DistanceKm < 10 ? listing.DistanceKm.toFixed(1) : String(Math.round(listing.DistanceKm)))}</span>
            )}
          </p>
        ) : null}
        {listing.Scheme ? <SchemeNotice scheme={listing.Scheme} /> : null}

        {search?.listing.Description ? <p className={styles.description} dir="auto" lang={latinLang(search.listing.Description)}>{search.listing.Description}</p> : null}

        <ListingFacts area={listing.Area} areaUnit={listing.AreaUnit} beds={beds} baths={baths} className={styles.facts} />
        {listing.Possession?.Status || listing.Possession?.InstalmentsRemaining ? (
          <p className={styles.possession}>
            {listing.Possession.Status ? <span className={styles.possessionChip} data-status={listing.Possession.Status}>{possessionLabels.status[listing.Possession.Status]}</span> : null}
            {listing.Possession.InstalmentsRemaining ? <span className={styles.possessionChip}>{possessionLabels.left(listing.Possession.InstalmentsRemaining)}</span> : null}
          </p>
        ) : null}
        {search ? (
          // Results cards only, and loaded apart: the home page's first load stays within its budget.
          // The fallback holds the Call row's height, so nothing below moves when they come.
          <Suspense fallback={<div className={styles.actionsSpace} />}>
            <SearchCardActions
              listing={search.listing}
              describedBy={titleId}
              compareItem={() => ({
                PropertyId: listing.PropertyId, PropertyUrl: listing.PropertyUrl, Title: listing.Title, Purpose: listing.Purpose,
                Type: listing.Type, Price: listing.Price, Area: listing.Area, AreaUnit: listing.AreaUnit, BedRooms: listing.BedRooms,
                BathRooms: listing.BathRooms, Location: listing.Location, City: listing.City, ImageUrl: cover ?? '', PublishDate: listing.PublishDate,
              })}
            />
          </Suspense>
        ) : null}

        {confirmed ? <p className={styles.confirmed}>{confirmed}</p> : null}
        <div className={styles.meta}>
          <p className={styles.poster}>
            <UserIcon aria-hidden="true" />
            {listing.PosterSlug ? (
              <Link to="/agents/$slug" params={{ slug: listing.PosterSlug }} className={styles.user}>
                <span dir="auto" lang={latinLang(listing.UserName)}>{listing.UserName}</span>
              </Link>
            ) : <span className={styles.user} dir="auto" lang={latinLang(listing.UserName)}>{listing.UserName}</span>}
            {listing.PosterKind ? <span className={styles.posterKind} data-kind={listing.PosterKind}>{m.posterKind[listing.PosterKind]}</span> : null}
            {listing.Agency ? <span className={styles.agency} dir="auto" lang={latinLang(listing.Agency.Name)}>{listing.Agency.Name}</span> : null}
            {published ? (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={listing.PublishDate}>{published}</time>
              </>
            ) : null}
          </p>
          {search ? (
            <Link
              to="/property/$propertyUrl"
              params={{ propertyUrl: listing.PropertyUrl }}
              state={detailState}
              className={`btn btn-outline ${styles.details}`}
              aria-describedby={titleId}
            >
              {m.details}
            </Link>
          ) : null}
        </div>
      </div>

      {galleryOpen ? (
        <Suspense fallback={null}>
          <Gallery
            images={listing.Images}
            title={listing.Title}
            startIndex={coverIndex}
            onClose={() => setGalleryOpen(false)}
            returnFocusTo={photoButtonRef}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
