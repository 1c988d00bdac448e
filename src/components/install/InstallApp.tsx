import { useId, useState } from 'react';
import { isIosBrowser, promptInstall, useCanInstall } from '../../offline/install-prompt.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './InstallApp.module.css';

/**
 * "Install app": the browser's own dialog where it offers one (Android Chrome, desktop Chromium),
 * short instructions on iPhone and iPad, and nothing at all elsewhere or once installed.
 */
export function InstallApp() {
  const canInstall = useCanInstall();
  const [ios] = useState(isIosBrowser);
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();

  if (canInstall) {
    return (
      <div className={styles.install}>
        <button type="button" className={`btn btn-accent ${styles.button}`} onClick={() => void promptInstall()}>
          <DownloadIcon />
          {w.install.button}
        </button>
        <p className={styles.hint}>{w.install.hint}</p>
      </div>
    );
  }

  if (!ios) return null;

  return (
    <div className={styles.install}>
      <button
        type="button"
        className={`btn btn-accent ${styles.button}`}
        aria-expanded={showSteps}
        aria-controls={stepsId}
        onClick={() => setShowSteps((shown) => !shown)}
      >
        <DownloadIcon />
        {w.install.button}
      </button>
      <ol id={stepsId} className={styles.steps} hidden={!showSteps}>
        <li>
          {w.install.tap} <strong>{w.install.share}</strong> <ShareIcon /> {w.install.shareWhere}
        </li>
        <li>
          {w.install.choose} <strong>{w.install.addToHome}</strong>
          {w.install.then} <strong>{w.install.add}</strong>
          {w.install.end}
        </li>
      </ol>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </svg>
  );
}
