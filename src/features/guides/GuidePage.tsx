import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { areaGuideQuery } from '../../api/guides.ts';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed } from '../../components/status/StatusMessage.tsx';
import { currentLocale } from '../../contract/i18n.ts';
import { Purpose } from '../../contract/constants.ts';
import type { AreaGuide, GuideFigures } from '../../contract/guides.ts';
import type { ShareMeta } from '../../contract/share-meta.ts';
import { formatPrice, groupDigits } from '../../lib/price.ts';
import { cityLabel } from '../../lib/reference-labels.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { TrendChart } from './TrendChart.tsx';
import { guideMessages as m } from './guide-messages.ts';
import styles from './Guides.module.css';

const TYPE = { house: 1, flat: 2, plot: 7 } as const;
const UNIT = { marla: 1, kanal: 2 } as const;

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
let urduMonth: Intl.DateTimeFormat | undefined;

/** 'Mar 2026', or in Urdu 'مارچ 2026', from '2026-03'. */
function monthLabel(month: string): string {
  const [y, mo] = month.split('-').map(Number);
  if (!y || !mo) return month;
  if (currentLocale() === 'ur') {
    urduMonth ??= new Intl.DateTimeFormat('ur-PK', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return urduMonth.format(new Date(Date.UTC(y, mo - 1, 1)));
  }
  return `${EN_MONTHS[mo - 1] ?? ''} ${y}`;
}

/** The place as the page names it: a society as listed, a city in the page's language. */
function placeName(guide: AreaGuide): string {
  return guide.Area ? `${guide.Area.Name}, ${cityLabel(guide.City.Name)}` : cityLabel(guide.City.Name);
}

function guidePreview(guide: AreaGuide): ShareMeta {
  const place = placeName(guide);
  const sale = guide.Sale.MedianPerMarla === null ? m.previewNone : m.perMarla(formatPrice(guide.Sale.MedianPerMarla));
  const rent = guide.Rent.MedianPerMarla === null ? m.previewNone : m.perMarlaMonth(formatPrice(guide.Rent.MedianPerMarla));
  return {
    title: m.title(place),
    description: m.preview(place, sale, rent),
    ...(guide.Image ? { image: guide.Image } : {}),
    type: 'article',
  };
}

export function CityGuidePage() {
  const { city } = useParams({ from: '/guides/$city' });
  return <GuidePage city={city} />;
}

export function AreaGuidePage() {
  const { city, area } = useParams({ from: '/guides/$city/$area' });
  return <GuidePage city={city} area={area} />;
}

function GuidePage({ city, area }: { city: string; area?: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(areaGuideQuery(city, area));
  const notFound = isError && error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageMeta({
    title: data ? m.title(placeName(data)) : notFound ? m.notFoundTitle : m.loading,
    share: data ? guidePreview(data) : undefined,
  });

  let content;
  if (data) {
    content = <GuideView guide={data} />;
  } else if (isPending) {
    content = <p className={styles.loading} aria-busy="true">{m.loading}</p>;
  } else if (notFound) {
    content = (
      <section className={styles.section}>
        <h1>{m.notFoundTitle}</h1>
        <p>{m.notFoundText}</p>
        <Link to="/properties" className="btn btn-primary">{m.searchProperties}</Link>
      </section>
    );
  } else {
    content = (
      <LoadFailed
        title={m.failedTitle}
        text={error instanceof NetworkError ? m.failedText : m.failedText}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <div className={`container ${styles.page}`}>{content}</div>;
}

function Figures({ title, figures, rent }: { title: string; figures: GuideFigures; rent: boolean }) {
  const price = (value: number) => formatPrice(value);
  const worded = (value: number) => (rent ? m.perMarlaMonth(price(value)) : m.perMarla(price(value)));
  const trend = figures.Trend.filter((t) => t.MedianPerMarla !== null);
  const first = trend[0];
  const last = trend.at(-1);
  const headingId = rent ? 'guide-rent' : 'guide-sale';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {figures.MedianPerMarla !== null ? (
        <>
          <p className={styles.median}>{worded(figures.MedianPerMarla)}</p>
          <p className={styles.muted}>{m.medianOf(groupDigits(figures.Listings), figures.Listings)}</p>
        </>
      ) : figures.Listings > 0 ? (
        <>
          <p className={styles.median}>{m.fewForMedian}</p>
          <p className={styles.muted}>{m.fewListings(groupDigits(figures.Listings), figures.Listings)}</p>
        </>
      ) : (
        <p className={styles.muted}>{m.noMedian}</p>
      )}
      <h3>{m.trendTitle}</h3>
      {first && last && trend.length >= 2 ? (
        <>
          <TrendChart
            values={figures.Trend.map((t) => t.MedianPerMarla)}
            months={figures.Trend.map((t) => monthLabel(t.Month))}
            format={price}
            summary={m.trendSummary(price(first.MedianPerMarla ?? 0), monthLabel(first.Month), price(last.MedianPerMarla ?? 0), monthLabel(last.Month))}
          />
          <p className={styles.caption}>{m.trendCaption}</p>
        </>
      ) : (
        <p className={styles.muted}>{m.trendEmpty}</p>
      )}
    </section>
  );
}

function GuideView({ guide }: { guide: AreaGuide }) {
  const place = placeName(guide);
  const where: SearchCriteria = { City: guide.City.Id, ...(guide.Area ? { Location: [guide.Area.Id] } : {}) };
  const searches: Array<{ label: string; search: SearchCriteria }> = [
    { label: m.search.housesSale(place), search: { ...where, Purpose: Purpose.ForSale, PropertyType: TYPE.house } },
    { label: m.search.housesRent(place), search: { ...where, Purpose: Purpose.ForRent, PropertyType: TYPE.house } },
    { label: m.search.marlaHouses(5, place), search: { ...where, Purpose: Purpose.ForSale, PropertyType: TYPE.house, AreaUnit: UNIT.marla, MinArea: 5, MaxArea: 5 } },
    { label: m.search.marlaHouses(10, place), search: { ...where, Purpose: Purpose.ForSale, PropertyType: TYPE.house, AreaUnit: UNIT.marla, MinArea: 10, MaxArea: 10 } },
    { label: m.search.kanalHouses(place), search: { ...where, Purpose: Purpose.ForSale, PropertyType: TYPE.house, AreaUnit: UNIT.kanal, MinArea: 1, MaxArea: 1 } },
    { label: m.search.plotsSale(place), search: { ...where, Purpose: Purpose.ForSale, PropertyType: TYPE.plot } },
    { label: m.search.flatsRent(place), search: { ...where, Purpose: Purpose.ForRent, PropertyType: TYPE.flat } },
  ];
  const city = cityLabel(guide.City.Name);
  return (
    <article className={styles.guide}>
      <header className={styles.head}>
        {guide.Area ? (
          <nav aria-label={m.cityGuide(city)}>
            <Link to="/guides/$city" params={{ city: guide.City.Slug }} className={styles.up}>{m.cityGuide(city)}</Link>
          </nav>
        ) : null}
        <h1>{m.heading(place)}</h1>
        <p>{m.intro(place)}</p>
        <p className={styles.live}>{m.liveListings(groupDigits(guide.LiveListings), guide.LiveListings)}</p>
        <p className={styles.note} role="note">{m.askingNote}</p>
      </header>
      <div className={styles.columns}>
        <Figures title={m.sale} figures={guide.Sale} rent={false} />
        <Figures title={m.rent} figures={guide.Rent} rent />
      </div>
      <section className={styles.section} aria-labelledby="guide-searches">
        <h2 id="guide-searches">{m.popularSearches}</h2>
        <ul className={styles.links}>
          {searches.map((s) => (
            <li key={s.label}><Link to="/properties" search={s.search}>{s.label}</Link></li>
          ))}
        </ul>
      </section>
      {guide.Areas.length ? (
        <section className={styles.section} aria-labelledby="guide-areas">
          <h2 id="guide-areas">{m.areasTitle(city)}</h2>
          <ul className={styles.links}>
            {guide.Areas.map((a) => (
              <li key={a.Id}>
                <Link to="/guides/$city/$area" params={{ city: guide.City.Slug, area: a.Slug }}>
                  <span dir="auto">{a.Name}</span>
                </Link>{' '}
                <span className={styles.muted}>{m.areaListings(groupDigits(a.Listings), a.Listings)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
