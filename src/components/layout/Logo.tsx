import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { imageUrl } from '../../contract/api-paths.ts';
import { LOGO } from '../../contract/constants.ts';
import { HomeIcon } from '../icons/icons.tsx';
import styles from './Logo.module.css';
import { layoutMessages as m } from './layout-messages.ts';

const LOGO_SRC = imageUrl(LOGO.upload, LOGO.size, LOGO.quality);

interface Props {
  /** Light text for dark backgrounds (footer). */
  inverse?: boolean;
  showTagline?: boolean;
  onNavigate?: () => void;
}

export function Logo({ inverse = false, showTagline = true, onNavigate }: Props) {
  // The logo comes from the image service; offline before it was cached, a drawn mark stands in.
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/" className={`${styles.logo} ${inverse ? styles.inverse : ''}`} onClick={onNavigate}>
      {failed ? (
        <span className={`${styles.mark} ${styles.drawnMark}`} aria-hidden="true">
          <HomeIcon />
        </span>
      ) : (
        <img className={styles.mark} src={LOGO_SRC} width={50} height={50} alt="" onError={() => setFailed(true)} />
      )}
      <span className={styles.text}>
        <span className={styles.name}>{m.brandName}</span>
        {showTagline ? <span className={styles.tagline}>{m.tagline}</span> : null}
      </span>
    </Link>
  );
}
