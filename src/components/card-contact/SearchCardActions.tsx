import type { ListingItem } from '../../contract/types.ts';
import { listingRef } from '../../contract/listing-ref.ts';
import type { CompareItem } from '../../lib/compare.ts';
import { CompareButton } from '../compare/CompareButton.tsx';
import { CardContact } from './CardContact.tsx';
import { cardContactMessages as m } from './card-contact-messages.ts';
import styles from './CardContact.module.css';

/**
 * A result card's own actions, loaded apart from the card in one chunk (the home page's first load
 * carries none of them): Compare with the listing's reference beside it, then Call and WhatsApp.
 */
export function SearchCardActions({ listing, compareItem, describedBy }: { listing: ListingItem; compareItem: () => CompareItem; describedBy: string }) {
  return (
    <>
      <div className={styles.compareRow}>
        <CompareButton propertyId={listing.PropertyId} item={compareItem} />
        <span className={`${styles.ref} tabular`}>{m.ref(listingRef(listing.PropertyId))}</span>
      </div>
      {listing.ContactPhoneNumber ? <CardContact propertyId={listing.PropertyId} mask={listing.ContactPhoneNumber} describedBy={describedBy} /> : null}
    </>
  );
}
