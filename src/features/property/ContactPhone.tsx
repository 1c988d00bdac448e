import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { phoneRevealQuery } from '../../api/phone-reveal.ts';
import { localize } from '../../contract/i18n.ts';
import type { PropertyDetails } from '../../contract/types.ts';
import { PhoneIcon, WhatsAppIcon } from '../../components/icons/icons.tsx';
import { recordEvent } from '../../offline/insight-events.ts';
import { deviceId } from '../../offline/reports.ts';
import { displayPhone, telHref, whatsappHref } from '../../lib/phone-links.ts';
import { propertyMessages as m } from './property-messages.ts';
import styles from './PropertyPage.module.css';

function problemOf(error: unknown): string {
  if (error instanceof NetworkError) return m.phone.offline;
  // The 429 says what the person can still do (sign in, send a message); its Urdu is in the API catalog.
  if (error instanceof ApiError && error.envelope?.Message) return localize(error.envelope.Message.trim());
  return m.phone.failed;
}

/**
 * The owner's number: the details answer carries only a mask, so the page (and the server's HTML, and
 * every saved copy) holds none of it. A tap asks for it (counted for the owner, limited per address);
 * Call and WhatsApp need the number, so they come with it. Once shown it is kept on the device with
 * the saved query cache, so the listing read offline later still shows it; a listing whose number was
 * never shown has only the mask offline, and the message form below works without it.
 */
export function ContactPhone({ property }: { property: PropertyDetails }) {
  const { data, error, isFetching, refetch } = useQuery(phoneRevealQuery(property.PropertyId, deviceId));
  const [asked, setAsked] = useState(false);
  const callRef = useRef<HTMLAnchorElement>(null);
  const phone = data?.PhoneNumber ?? '';
  // The button the person pressed is gone once the number is there: focus moves to what comes next.
  useEffect(() => {
    if (asked && phone) callRef.current?.focus();
  }, [asked, phone]);

  if (!property.ContactPhoneNumber) return null;
  if (!phone) {
    return (
      <>
        <p className={`${styles.contactPhone} tabular`}>
          <span aria-hidden="true" dir="ltr">{property.ContactPhoneNumber}</span>
          <span className="visually-hidden">{m.phone.hidden}</span>
        </p>
        <div className={styles.contactActions}>
          <button
            type="button"
            className="btn btn-primary"
            aria-busy={isFetching}
            disabled={isFetching}
            onClick={() => {
              setAsked(true);
              void refetch();
            }}
          >
            <PhoneIcon aria-hidden="true" />
            {isFetching ? m.phone.showing : m.phone.show}
          </button>
        </div>
        {error && !isFetching ? <p className={styles.contactProblem} role="alert">{problemOf(error)}</p> : null}
      </>
    );
  }
  const whatsapp = whatsappHref(phone);
  return (
    <>
      <p className={`${styles.contactPhone} ${styles.contactPhoneShown} tabular`}><span dir="ltr">{displayPhone(phone)}</span></p>
      <div className={styles.contactActions}>
        <a ref={callRef} className="btn btn-primary" href={telHref(phone)} onClick={() => recordEvent(property.PropertyId, 'call')}>
          <PhoneIcon aria-hidden="true" />
          {m.call}
        </a>
        {whatsapp ? (
          <a
            className={`btn ${styles.whatsapp}`}
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => recordEvent(property.PropertyId, 'whatsapp')}
          >
            <WhatsAppIcon aria-hidden="true" />
            {m.whatsapp}
          </a>
        ) : null}
      </div>
    </>
  );
}
