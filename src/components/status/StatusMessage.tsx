import { localize } from '../../contract/i18n.ts';
import type { ReactNode } from 'react';
import { WarningIcon } from '../icons/icons.tsx';
import { sharedUiMessages as m } from '../shared-ui-messages.ts';
import styles from './StatusMessage.module.css';

interface Props {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** 'alert' for failures the user should hear about at once. */
  role?: 'status' | 'alert';
}

/** Empty, offline and failure states inside a page section; a fixed English text (a server's answer) shows in the page's language. */
export function StatusMessage({ title, text, icon, action, role = 'status' }: Props) {
  return (
    <div className={styles.box} role={role}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <p className={styles.title}>{localize(title)}</p>
      {text ? <p className={styles.text}>{localize(text)}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

interface LoadFailedProps {
  title: string;
  text?: string;
  onRetry: () => void;
  /** The retry is under way: the button waits. */
  retrying: boolean;
  /** The page's main action (a page that shows nothing else) rather than a section's. */
  primary?: boolean;
  /** The button's words where the page around it is not translated (the admin console is English only). */
  retryLabel?: string;
}

/**
 * A read that failed, said as an alert with one 'Try again' (the same on every page and section). In this
 * module rather than its own: the home page shows both, and a chunk of a few hundred bytes costs its
 * own overhead in the first load (README 'First-load budget').
 */
export function LoadFailed({ title, text, onRetry, retrying, primary = false, retryLabel }: LoadFailedProps) {
  return (
    <StatusMessage
      role="alert"
      icon={<WarningIcon aria-hidden="true" />}
      title={title}
      text={text}
      action={
        <button type="button" className={primary ? 'btn btn-primary' : 'btn btn-outline'} onClick={onRetry} disabled={retrying}>
          {retryLabel ?? m.tryAgain}
        </button>
      }
    />
  );
}
