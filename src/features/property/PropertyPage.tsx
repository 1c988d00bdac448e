import { FavouriteButton } from '../../components/favourite/FavouriteButton.tsx';
import { ShareButtons } from './ShareButtons.tsx';
import { favouriteFromCard } from '../../offline/favourites-store.ts';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useRouter } from '@tanstack/react-router';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { propertyDetailsQuery } from '../../api/listings.ts';
import type { PropertyDetails, UnavailableListing } from '../../contract/types.ts';
import { Messages } from '../../contract/messages.ts';
import { possessionLabels } from '../../contract/possession-label-messages.ts';
import { possessionMessages } from '../../contract/possession-messages.ts';
import { InstalmentsLine, PossessionTerm } from '../../components/possession/PossessionTerms.tsx';
import {
  CheckCircleIcon,
  ChevronLeftIcon,
  HomeIcon,
  LocationIcon,
  SearchIcon,
  WarningIcon,
} from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import type { ShareMeta } from '../../contract/share-meta.ts';
import { imageSource } from '../../contract/api-paths.ts';
import { slugify } from '../../lib/slug.ts';
import { resultsHrefOf } from '../../components/listing-card/results-state.ts';
import { LoadFailed } from '../../components/status/StatusMessage.tsx';
import { PlaceText } from '../../components/listing-card/PlaceText.tsx';
import { SchemeNotice } from '../../components/listing-card/SchemeNotice.tsx';
import { useAreaText, ListingFacts } from '../../components/listing-card/ListingFacts.tsx';
import { ownerFigureText } from '../../lib/area-text.ts';
import { latinLang } from '../../lib/text-script.ts';
import { formatPublishDate, formatShortDate } from '../../lib/dates.ts';
import { confirmedAvailableText } from '../../lib/freshness.ts';
import { DEFAULT_LOAN_PRESET, defaultInstalmentFor } from '../../lib/loan.ts';
import { formatPrice, priceInWords } from '../../lib/price.ts';
import { listingRef } from '../../contract/listing-ref.ts';
import { hasRooms } from '../../lib/rooms.ts';
import { useRecentView } from '../../offline/recently-viewed/useRecentView.ts';
import { recordEvent } from '../../offline/insight-events.ts';
import { AskingPrice } from './AskingPrice.tsx';
import { ListingBadges } from '../../components/badges/ListingBadges.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';
import { ResponseFigure } from './ResponseFigure.tsx';
import { ReportListing } from './ReportListing.tsx';
import { PropertyMap } from './PropertyMap.tsx';
import { cardMessages } from '../../components/listing-card/card-messages.ts';
import { ImageSlider } from './ImageSlider.tsx';
import { ContactPhone } from './ContactPhone.tsx';
import { propertyMessages as m } from './property-messages.ts';
import { cityLabel, featureLabel, purposeLabel, typeLabel } from '../../lib/reference-labels.ts';
import styles from './PropertyPage.module.css';

const Gallery = lazy(() => import('../../components/gallery/Gallery.tsx').then((m) => ({ default: m.Gallery })));

/** "Back to results": history back when the results page is the previous entry, so it comes back as it was. */
function BackToResults({ href }: { href: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href });
  };
  return (
    <a href={href} className={styles.back} onClick={onClick}>
      <ChevronLeftIcon aria-hidden="true" />
      {m.backToResults}
    </a>
  );
}

/** What a pasted link of the listing shows: price and area in words, the kind and place, its first photo. */
function listingPreview(property: PropertyDetails): ShareMeta {
  const kind = m.preview.kind(typeLabel(property.Type), purposeLabel(property.Purpose));
  const price = formatPrice(property.Price, property.Purpose);
  // The owner's own figure: a preview is read by whoever the link is sent to, in no one's unit.
  const area = property.Area > 0 ? ownerFigureText(property.Area, property.AreaUnit) : '';
  const place = [property.Location, property.City ? cityLabel(property.City) : ''].filter(Boolean).join(cardMessages.separator);
  const photo = property.ImageUrl || property.Images[0] || '';
  return {
    title: place ? m.preview.title(price, area, kind, place) : m.preview.titleNoPlace(price, area, kind),
    description: `${property.Title}. ${property.Description}`,
    ...(photo ? { image: imageSource(photo).upload } : {}),
    type: 'article',
  };
}

export function PropertyPage() {
  const { propertyUrl } = useParams({ from: '/property/$propertyUrl' });
  const resultsHref = useLocation({ select: (location) => resultsHrefOf(location.state) });
  const query = useQuery(propertyDetailsQuery(propertyUrl));
  const { data, isPending, isError, error, refetch, isFetching } = query;
  // Kept on the device for "Recently viewed", and the stored copy answers when offline.
  useRecentView(propertyUrl, query);
  // A mangled address (400) is as unavailable as a removed listing (404): neither is worth a retry.
  const notFound = isError && error instanceof ApiError && (error.status === 404 || error.status === 400);
  // Hidden after visitors' reports: not gone, and the page says so.
  const underReview = notFound && error instanceof ApiError && (error.envelope?.Data as UnavailableListing | null | undefined)?.UnderReview === true;

  // A sold or removed listing says so, even when a saved copy of it is still on the device.
  usePageMeta({
    title: underReview ? Messages.underReviewTitle : notFound ? m.notFoundTitle : data?.Title ?? (isError ? m.property : m.loadingTitle),
    share: data && !notFound ? listingPreview(data) : undefined,
  });

  let content;
  if (data && !notFound) {
    content = <PropertyView property={data} />;
  } else if (isPending) {
    content = <PropertySkeleton />;
  } else if (underReview) {
    content = (
      <section className={styles.notFound} aria-labelledby="property-under-review">
        <span className={styles.notFoundIcon}>
          <WarningIcon aria-hidden="true" />
        </span>
        <h1 id="property-under-review">{Messages.underReviewTitle}</h1>
        <p>{Messages.underReviewText} {m.underReviewMore}</p>
        <Link to="/properties" className="btn btn-primary">
          <SearchIcon aria-hidden="true" />
          {m.searchProperties}
        </Link>
      </section>
    );
  } else if (notFound) {
    content = (
      <section className={styles.notFound} aria-labelledby="property-not-found">
        <span className={styles.notFoundIcon}>
          <HomeIcon aria-hidden="true" />
        </span>
        <h1 id="property-not-found">{m.unavailableTitle}</h1>
        <p>{m.unavailableText}</p>
        <Link to="/properties" className="btn btn-primary">
          <SearchIcon aria-hidden="true" />
          {m.searchProperties}
        </Link>
      </section>
    );
  } else {
    const offline = error instanceof NetworkError;
    content = (
      <div className={styles.errorBox}>
        <h1 className="visually-hidden">{m.property}</h1>
        <LoadFailed title={offline ? m.offlineTitle : m.failedTitle} text={offline ? m.offlineText : m.failedText} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      {resultsHref ? (
        <nav aria-label={m.back} className={styles.backRow}>
          <BackToResults href={resultsHref} />
        </nav>
      ) : null}
      {content}
    </div>
  );
}

/** The area guide of the listing's society, or of its city when it names none: asking prices per Marla there. */
function GuideLink({ city, location }: { city: string; location: string }) {
  const citySlug = slugify(city);
  const areaSlug = slugify(location);
  // The society's name is the listing's own data (often Latin on an Urdu page): isolated and marked
  // as such on its own, so the city after it keeps the page's reading order.
  const place = location ? <><span dir="auto">{location}</span>{cardMessages.separator}{cityLabel(city)}</> : cityLabel(city);
  const [before = '', after = ''] = m.areaGuide('\u0000').split('\u0000');
  // One span round it all: the link is a flex box, and each loose piece would be an item of its own.
  const label = <span>{before}{place}{after}</span>;
  return (
    <p className={styles.guideLink}>
      {areaSlug
        ? <Link to="/guides/$city/$area" params={{ city: citySlug, area: areaSlug }}>{label}</Link>
        : <Link to="/guides/$city" params={{ city: citySlug }}>{label}</Link>}
    </p>
  );
}

function PropertyView({ property }: { property: PropertyDetails }) {
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const enlargeRef = useRef<HTMLButtonElement>(null);
  const areaText = useAreaText();

  const beds = roomsFact(property.BedRooms, m.bedroomsFact);
  const baths = roomsFact(property.BathRooms, m.bathroomsFact);
  const isRent = property.Purpose === 'For Rent';
  const place = Boolean(property.Location || property.City);
  const published = formatPublishDate(property.PublishDate);
  const confirmed = confirmedAvailableText(property.ConfirmedAt);
  // One view for the owner's figures. An effect, so the server's rendering never
  // counts; the server counts a device once a day and never the owner, so a re-render costs nothing.
  useEffect(() => recordEvent(property.PropertyId, 'view'), [property.PropertyId]);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.badges}>
            <span className={`${styles.badge} ${isRent ? styles.rent : styles.sale}`}>{purposeLabel(property.Purpose)}</span>
            {property.Type ? <span className={`${styles.badge} ${styles.type}`}>{typeLabel(property.Type)}</span> : null}
            <span className={`${styles.ref} tabular`}>{m.ref(listingRef(property.PropertyId))}</span>
          </div>
          <h1 className={styles.title}>
            <span dir="auto" lang={latinLang(property.Title)}>{property.Title}</span>
          </h1>
          {place ? (
            <p className={styles.place}>
              <LocationIcon aria-hidden="true" />
              <span>
                <PlaceText location={property.Location} city={property.City} />
              </span>
            </p>
          ) : null}
          {property.City ? <GuideLink city={property.City} location={property.Location} /> : null}
          <ListingBadges verifications={property.Verifications} className={styles.checks} />
          {property.Project ? (
            <p className={styles.project}>
              {m.partOfProject}{' '}
              <Link to="/projects/$project" params={{ project: property.Project.Slug }}><span dir="auto">{property.Project.Name}</span></Link>
            </p>
          ) : null}
        </div>
        <div className={styles.summary}>
          <p className={`${styles.price} tabular`}><PriceText price={property.Price} purpose={property.Purpose} /></p>
          <div className={styles.keep}>
            <FavouriteButton
              propertyId={property.PropertyId}
              item={() => favouriteFromCard(property, property.ImageUrl || property.Images[0] || '')}
              variant="plain"
            />
            <ShareButtons title={property.Title} price={property.Price} purpose={property.Purpose} propertyUrl={property.PropertyUrl} />
          </div>
          <ListingFacts area={property.Area} areaUnit={property.AreaUnit} beds={beds} baths={baths} className={styles.facts} label={m.keyFacts} />
          {isRent ? null : <InstalmentLink price={property.Price} />}
        </div>
      </header>

      {property.Scheme ? <div className={styles.scheme}><SchemeNotice scheme={property.Scheme} full /></div> : null}

      <div className={styles.layout}>
        <div className={styles.main}>
          <ImageSlider
            images={property.Images}
            title={property.Title}
            onEnlarge={setGalleryIndex}
            enlargeRef={enlargeRef}
          />

          <section className={styles.section} aria-labelledby="overview-title">
            <h2 id="overview-title" className={styles.sectionTitle}>
              {m.overview}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{m.type}</dt>
                <dd>{typeLabel(property.Type)}</dd>
              </div>
              <div>
                <dt>{m.purpose}</dt>
                <dd>{purposeLabel(property.Purpose)}</dd>
              </div>
              <div>
                <dt>{m.price}</dt>
                <dd className={`tabular ${styles.priceValue}`}><PriceText price={property.Price} purpose={property.Purpose} /></dd>
              </div>
              {property.Area > 0 ? (
                <div>
                  <dt>{m.area}</dt>
                  <dd className="tabular">{areaText(property.Area, property.AreaUnit)}</dd>
                </div>
              ) : null}
              {beds ? (
                <div>
                  <dt>{m.bedrooms}</dt>
                  <dd className="tabular">{property.BedRooms}</dd>
                </div>
              ) : null}
              {baths ? (
                <div>
                  <dt>{m.bathrooms}</dt>
                  <dd className="tabular">{property.BathRooms}</dd>
                </div>
              ) : null}
              {property.Possession?.Status ? (
                // The whole row: its explanation opens under it, too long for half a phone's width.
                <div className={styles.wideFact}>
                  <dt>{possessionLabels.label}</dt>
                  <dd><PossessionTerm status={property.Possession.Status} /></dd>
                </div>
              ) : null}
              {property.Possession?.InstalmentsPaid !== undefined ? (
                <div className={styles.wideFact}>
                  <dt>{possessionMessages.instalmentsTitle}</dt>
                  <dd><InstalmentsLine info={property.Possession} /></dd>
                </div>
              ) : null}
              <div>
                <dt>{m.location}</dt>
                <dd>
                  <span dir="auto">{property.Location || '—'}</span>
                </dd>
              </div>
              <div>
                <dt>{m.city}</dt>
                <dd>{cityLabel(property.City)}</dd>
              </div>
              {published ? (
                <div>
                  <dt>{m.added}</dt>
                  <dd>
                    <time dateTime={property.PublishDate}>{published}</time>
                  </dd>
                </div>
              ) : null}
              {property.PriceReduced ? (
                <div>
                  <dt>{m.priceReduced}</dt>
                  <dd className={styles.reduced}>
                    {m.priceReducedText(
                      formatPrice(property.PriceReduced.From - property.Price, property.Purpose),
                      formatShortDate(new Date(property.PriceReduced.At)),
                      formatPrice(property.PriceReduced.From, property.Purpose),
                    )}
                  </dd>
                </div>
              ) : null}
              {confirmed ? (
                <div>
                  <dt>{m.availability}</dt>
                  <dd>
                    <time dateTime={property.ConfirmedAt}>{confirmed}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            {/* Beside the price and area it is worked from, below the photos: not a second headline price. */}
            {property.AskingComparison ? <AskingPrice comparison={property.AskingComparison} rent={isRent} /> : null}
          </section>

          <section className={styles.section} aria-labelledby="description-title">
            <h2 id="description-title" className={styles.sectionTitle}>
              {m.description}
            </h2>
            {/* Text, never HTML: owners type it; line breaks are kept by CSS. */}
            <p className={styles.description} dir="auto" lang={latinLang(property.Description)}>{property.Description}</p>
          </section>

          {property.OtherFeatures.length > 0 ? (
            <section className={styles.section} aria-labelledby="features-title">
              <h2 id="features-title" className={styles.sectionTitle}>
                {m.features}
              </h2>
              <ul className={styles.features}>
                {property.OtherFeatures.map((feature) => (
                  <li key={feature}>
                    <CheckCircleIcon aria-hidden="true" />
                    {featureLabel(feature)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {property.MapPin ? (
            <PropertyMap
              pin={property.MapPin}
              place={[property.Location, property.City ? cityLabel(property.City) : ''].filter(Boolean).join(cardMessages.separator)}
            />
          ) : null}
        </div>

        <aside className={styles.aside} aria-label={m.contactOwner}>
          <p className={styles.safety} role="note">
            <WarningIcon aria-hidden="true" />
            <span>{Messages.safetyNotice}</span>
          </p>
          <section className={styles.card} aria-labelledby="contact-title">
            <h2 id="contact-title" className={styles.cardTitle}>
              {m.contact}
            </h2>
            <p className={styles.contactName}>
              {/* The profile link says the name the profile shows; the listing's own contact name follows when it differs. */}
              {property.PosterSlug && property.PosterName ? (
                <Link to="/agents/$slug" params={{ slug: property.PosterSlug }} className={styles.posterLink}>
                  <span dir="auto" lang={latinLang(property.PosterName)}>{property.PosterName}</span>
                </Link>
              ) : <span dir="auto" lang={latinLang(property.ContactFullName)}>{property.ContactFullName}</span>}
              {property.PosterKind ? <span className={styles.posterKind} data-kind={property.PosterKind}>{cardMessages.posterKind[property.PosterKind]}</span> : null}
            </p>
            {property.PosterSlug && property.PosterName && property.PosterName !== property.ContactFullName ? (
              <p className={styles.agencyLine}>
                {m.contactPerson} <span dir="auto" lang={latinLang(property.ContactFullName)}>{property.ContactFullName}</span>
              </p>
            ) : null}
            {property.Agency ? (
              <p className={styles.agencyLine}>
                <Link to="/agencies/$slug" params={{ slug: property.Agency.Slug }} className={styles.posterLink}>
                  <span dir="auto" lang={latinLang(property.Agency.Name)}>{property.Agency.Name}</span>
                </Link>
              </p>
            ) : null}
            <ResponseFigure propertyId={property.PropertyId} />
            <ContactPhone key={property.PropertyId} property={property} />
          </section>
          <EnquiryForm key={property.PropertyId} property={property} />
          <ReportListing key={`report-${property.PropertyId}`} property={property} />
        </aside>
      </div>

      {galleryIndex !== null ? (
        <Suspense fallback={null}>
          <Gallery
            images={property.Images}
            title={property.Title}
            startIndex={galleryIndex}
            onClose={() => setGalleryIndex(null)}
            returnFocusTo={enlargeRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * 'Monthly instalment from PKR …': the loan calculator's default example (the bank
 * rate, 20 % down, 20 years; src/lib/loan.ts) applied to this price, linking to the calculator with
 * those figures filled in so they can be changed.
 */
function InstalmentLink({ price }: { price: number }) {
  const instalment = defaultInstalmentFor(price);
  // A price of a few rupees (a placeholder) would read 'from PKR 0'.
  if (instalment === null || instalment < 1) return null;
  const preset = DEFAULT_LOAN_PRESET;
  return (
    <p className={styles.instalment}>
      <Link
        to="/tools/loan"
        search={{ preset: preset.id, price: String(price), down: String(preset.downPercent), rate: String(preset.rate), years: String(preset.years) }}
      >
        {m.instalment(priceInWords(instalment))}
      </Link>
      <span className={styles.instalmentTerms}>
        {m.instalmentTerms(preset.downPercent, preset.rate, preset.years)}
      </span>
    </p>
  );
}

/** '3 Bedrooms' ('3 بیڈ روم'); null when empty, as for plots. */
function roomsFact(value: string | null | undefined, worded: (n: string) => string): string | null {
  if (!hasRooms(value)) return null;
  const v = value.trim();
  return /^\d+\+?$/.test(v) ? worded(v) : v;
}

function PropertySkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {m.loading}
      </p>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.main}>
          <div className={`${styles.skelLine} ${styles.skelTitle} ${styles.shimmer}`} />
          <div className={`${styles.skelPhoto} ${styles.shimmer}`} />
          <div className={`${styles.skelLine} ${styles.shimmer}`} />
          <div className={`${styles.skelLine} ${styles.skelShort} ${styles.shimmer}`} />
        </div>
        <div className={styles.aside}>
          <div className={`${styles.skelCard} ${styles.shimmer}`} />
        </div>
      </div>
    </div>
  );
}

/**
 * "PKR 14 Thousand/month" may wrap between its words or before "/month", never inside a word: a
 * narrow column broke it as "Thousand/mon th".
 */
function PriceText({ price, purpose }: { price: number; purpose: string }) {
  const [amount, per] = formatPrice(price, purpose).split('/');
  return (
    <>
      {amount}
      {per ? (
        <>
          <wbr />/{per}
        </>
      ) : null}
    </>
  );
}
