import { useSyncExternalStore } from 'react';
import { subscribeTranslations, translationsMissing } from '../../contract/i18n.ts';
import { WarningIcon } from '../icons/icons.tsx';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './OfflineBanner.module.css';

/**
 * An Urdu page opened offline before the Urdu texts were ever fetched shows English words under an
 * Urdu address: it says why, in both languages, since the reader may read only one of them. It goes
 * once the texts arrive and the page renders again in Urdu (src/main.tsx, src/app.tsx).
 */
export function LanguagePending() {
  const missing = useSyncExternalStore(subscribeTranslations, translationsMissing, () => false);
  return (
    <div className={styles.region} role="status">
      {missing ? (
        <p className={styles.banner}>
          <WarningIcon aria-hidden="true" />
          <span className={styles.both}>
            <span lang="en" dir="ltr">{w.languagePending}</span>
            <span lang="ur" dir="rtl">{w.languagePendingUrdu}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
