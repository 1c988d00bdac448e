import { ImageSizes } from '../../contract/constants.ts';
import { MANY_LISTINGS_PER_PHONE, type ListingMatch } from '../../contract/duplicates.ts';
import type { AdminPendingItem } from '../../contract/admin.ts';
import { formatPrice } from '../../lib/price.ts';
import { Badge, consoleImage } from './shared.tsx';
import { listingStatusLabel } from './status-label.ts';
import { duplicatesMessages as m } from './duplicates-messages.ts';
import styles from './Admin.module.css';

/** The matches another account's photos make: the console's Approve names each once it is ticked. */
export const copiedPhotos = (item: AdminPendingItem): ListingMatch[] => item.Matches.filter((x) => x.Kind === 'photo' && !x.SameOwner);

const headline = (x: ListingMatch) => x.Kind === 'photo'
  ? (x.SameOwner ? m.ownPhotosMatch(x.PropertyId) : m.photosMatch(x.PropertyId))
  : (x.SameOwner ? m.ownTextMatch(x.PropertyId) : m.textMatch(x.PropertyId));

/**
 * What a pending listing repeats, each finding with the two listings side by side: the matching
 * photos (or the other listing's first photo), titles, prices and owners, so the admin judges the
 * copy with both in view.
 */
export function DuplicateComparison({ item }: { item: AdminPendingItem }) {
  const manyOnPhone = item.PhoneLiveListings > MANY_LISTINGS_PER_PHONE;
  if (!item.Matches.length && !manyOnPhone) return null;
  return (
    <section className={styles.matches} aria-label={m.heading}>
      <h3>{m.heading}</h3>
      {manyOnPhone ? <p className={styles.matchNote}><Badge tone="warn">{m.phoneListings(item.PhoneLiveListings)}</Badge></p> : null}
      {item.Matches.map((x) => (
        <figure key={`${x.Kind}-${x.PropertyId}`} className={styles.match} aria-label={headline(x)}>
          <figcaption className={styles.matchHead}>
            <Badge tone={x.SameOwner ? 'brand' : 'warn'}>{headline(x)}</Badge>
            <span className={styles.muted}>{x.Kind === 'photo' ? (x.Score === 0 ? m.samePhoto : m.bitsApart(x.Score)) : m.alike(Math.round(x.Score * 100))}</span>
          </figcaption>
          <div className={styles.pair}>
            <Side
              label={m.thisListing(item.PropertyId)} image={x.Kind === 'photo' ? x.Image : item.Images[0] ?? null}
              title={item.Title} price={formatPrice(item.Price, item.Purpose)} owner={item.Owner.UserName ?? item.Owner.FullName}
            />
            <Side
              label={m.otherListing(x.PropertyId)} image={x.MatchImage} title={x.Title} price={formatPrice(x.Price, x.Purpose)} owner={x.OwnerName}
              status={x.Deleted ? m.deleted : listingStatusLabel(x.Status)} href={x.Status === 'Active' && !x.Deleted ? `/property/${x.PropertyUrl}` : undefined}
            />
          </div>
        </figure>
      ))}
    </section>
  );
}

function Side({ label, image, title, price, owner, status, href }: {
  label: string; image: string | null; title: string; price: string; owner: string; status?: string; href?: string | undefined;
}) {
  return (
    <div className={styles.side}>
      <p className={styles.sideLabel}>{label}</p>
      {image
        ? <a href={consoleImage(image, ImageSizes.full)} target="_blank" rel="noreferrer"><img src={consoleImage(image, ImageSizes.tile)} alt={`${label}: ${title}`} width={300} height={200} loading="lazy" decoding="async" /></a>
        : <p className={styles.muted}>{m.noPhoto}</p>}
      <p className={styles.sideTitle}>{href ? <a href={href} target="_blank" rel="noreferrer">{title}</a> : title}</p>
      <p className={styles.muted}>
        <span className="tabular">{price}</span> · {m.by(owner)}{status ? <> · {status}</> : null}
      </p>
    </div>
  );
}
