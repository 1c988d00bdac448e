import { useState } from 'react';
import { notify } from '../../components/toast/notify.tsx';
import { WhatsAppIcon } from '../../components/icons/icons.tsx';
import { formatPrice } from '../../lib/price.ts';
import { propertyMessages as m } from './property-messages.ts';
import styles from './ShareButtons.module.css';

interface Props {
  title: string;
  price: number;
  purpose: string;
  propertyUrl: string;
}

/** The short text a listing is shared with: title, price in words, link. */
export function shareText(p: Props, origin: string): { text: string; url: string } {
  return { text: `${p.title} — ${formatPrice(p.price, p.purpose)}`, url: `${origin}/property/${p.propertyUrl}` };
}

/**
 * Share: the phone's own share sheet where the browser has one (Web Share API); elsewhere, copy the
 * link or send it on WhatsApp, which is how most people here pass a listing on.
 */
export function ShareButtons(props: Props) {
  const [open, setOpen] = useState(false);
  const { text, url } = shareText(props, typeof window === 'undefined' ? '' : window.location.origin);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: props.title, text, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; other errors fall back to the links.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((v) => !v);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(m.share.copied, undefined, { id: 'share-copied' });
    } catch {
      notify.warning(m.share.notCopied, url, { id: 'share-copied' });
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} aria-expanded={open} onClick={() => void share()}>
        {m.share.share}
      </button>
      {open ? (
        <div className={styles.options}>
          <button type="button" className={styles.button} onClick={() => void copy()}>
            {m.share.copy}
          </button>
          <a
            className={`${styles.button} ${styles.whatsapp}`}
            href={`https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon aria-hidden="true" />
            {m.share.whatsapp}
          </a>
        </div>
      ) : null}
    </div>
  );
}
