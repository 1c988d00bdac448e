import { useState } from 'react';
import { useAppOutdated } from '../../api/server-version.ts';
import { updateNow } from '../../offline/app-update.ts';
import { UpdateMessages } from './update-messages.ts';
import styles from './OutdatedBanner.module.css';

/**
 * Shown once this app has met a server release it is too old for (src/api/server-version.ts): the
 * pages it cannot read show their own error with a retry, and this says why and offers the update.
 */
export function OutdatedBanner() {
  const outdated = useAppOutdated();
  const [updating, setUpdating] = useState(false);
  if (!outdated) return null;
  return (
    <div className={styles.banner} role="alert">
      <strong>{UpdateMessages.title}</strong> <span>{UpdateMessages.text}</span>{' '}
      <button
        type="button"
        className="btn btn-primary"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void updateNow();
        }}
      >
        {updating ? UpdateMessages.updating : UpdateMessages.updateNow}
      </button>
    </div>
  );
}
