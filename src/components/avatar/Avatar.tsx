import { useState } from 'react';
import styles from './Avatar.module.css';

/** Bundled default picture for people without a photo (spec: "default avatar when no image"). */
export const DEFAULT_AVATAR_SRC = '/avatar.png';

interface Props {
  /** Full URL of the person's photo; empty means none. */
  src: string | null | undefined;
  name: string;
  size: number;
  className?: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/**
 * A round photo that falls back to the default avatar, and to initials if even that cannot load
 * (offline before the avatar was cached), so there is never a broken-image icon.
 */
export function Avatar({ src, name, size, className }: Props) {
  const candidates = src ? [src, DEFAULT_AVATAR_SRC] : [DEFAULT_AVATAR_SRC];
  const [failed, setFailed] = useState(0);
  const current = candidates[failed];
  const box = { width: size, height: size };

  if (!current) {
    return (
      <span className={`${styles.avatar} ${styles.initials} ${className ?? ''}`} style={{ ...box, fontSize: size * 0.38 }} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      key={current}
      className={`${styles.avatar} ${className ?? ''}`}
      src={current}
      alt=""
      width={size}
      height={size}
      style={box}
      loading="lazy"
      decoding="async"
      onError={() => setFailed((n) => n + 1)}
    />
  );
}
