import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { phoneRevealQuery } from '../../api/phone-reveal.ts';
import { localize } from '../../contract/i18n.ts';
import { displayPhone, telHref, whatsappHref } from '../../lib/phone-links.ts';
import { recordEvent } from '../../offline/insight-events.ts';
import { deviceId } from '../../offline/reports.ts';
import { PhoneIcon, WhatsAppIcon } from '../icons/icons.tsx';
import { cardContactMessages as m } from './card-contact-messages.ts';
import styles from './CardContact.module.css';

function problemOf(error: unknown): string {
  if (error instanceof NetworkError) return m.offline;
  // The 429 says what the person can still do (sign in, send a message); its Urdu is in the API catalog.
  if (error instanceof ApiError && error.envelope?.Message) return localize(error.envelope.Message.trim());
  return m.failed;
}

interface Props {
  propertyId: number;
  /** The masked number of the search answer: a mobile's mask starts "03", so WhatsApp is offered. */
  mask: string;
  /** The card's title element, which says whose number it is. */
  describedBy: string;
}

/**
 * Call and WhatsApp on a result card, through the listing page's own flow: the answer carries only a
 * mask, a tap asks Property/RevealPhone (limited per address, counted for the owner as a number shown)
 * and the buttons become the tel: and wa.me links, with the number in place of the word; a tap on
 * those is counted as the listing page's Call and WhatsApp taps are. The number shown is kept with the
 * listing page's (one query per listing), so either place shows it once revealed. The row keeps its
 * height throughout: nothing below it moves.
 */
export function CardContact({ propertyId, mask, describedBy }: Props) {
  const { data, error, isFetching, refetch } = useQuery(phoneRevealQuery(propertyId, deviceId));
  const [wanted, setWanted] = useState<'call' | 'whatsapp' | null>(null);
  const callRef = useRef<HTMLAnchorElement>(null);
  const whatsappRef = useRef<HTMLAnchorElement>(null);
  const phone = data?.PhoneNumber ?? '';
  // The button pressed is replaced by its link: focus follows, so Enter again calls.
  useEffect(() => {
    if (phone && wanted) (wanted === 'call' ? callRef : whatsappRef).current?.focus();
  }, [phone, wanted]);

  if (!mask) return null;
  const mobile = mask.startsWith('03');
  if (!phone) {
    const ask = (kind: 'call' | 'whatsapp') => () => {
      setWanted(kind);
      void refetch();
    };
    return (
      <div className={styles.contact}>
        <div className={styles.row}>
          <button type="button" className={`btn btn-primary ${styles.action}`} aria-busy={isFetching} disabled={isFetching}
            aria-describedby={describedBy} onClick={ask('call')}>
            <PhoneIcon aria-hidden="true" />
            <span>{isFetching && wanted === 'call' ? m.showing : m.call}</span>
          </button>
          {mobile ? (
            <button type="button" className={`btn ${styles.action} ${styles.whatsapp}`} aria-busy={isFetching} disabled={isFetching}
              aria-describedby={describedBy} onClick={ask('whatsapp')}>
              <WhatsAppIcon aria-hidden="true" />
              <span>{isFetching && wanted === 'whatsapp' ? m.showing : m.whatsapp}</span>
            </button>
          ) : null}
        </div>
        {error && !isFetching ? <p className={styles.problem} role="alert">{problemOf(error)}</p> : null}
      </div>
    );
  }
  const shown = displayPhone(phone);
  const whatsapp = whatsappHref(phone);
  return (
    <div className={styles.contact}>
      <div className={styles.row}>
        <a ref={callRef} className={`btn btn-primary ${styles.action}`} href={telHref(phone)} aria-label={m.callNumber(shown)}
          aria-describedby={describedBy} onClick={() => recordEvent(propertyId, 'call')}>
          <PhoneIcon aria-hidden="true" />
          <span dir="ltr" className="tabular">{shown}</span>
        </a>
        {whatsapp ? (
          <a ref={whatsappRef} className={`btn ${styles.action} ${styles.whatsapp}`} href={whatsapp} target="_blank" rel="noopener noreferrer"
            aria-label={m.whatsappNumber(shown)} aria-describedby={describedBy} onClick={() => recordEvent(propertyId, 'whatsapp')}>
            <WhatsAppIcon aria-hidden="true" />
            <span>{m.whatsapp}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
