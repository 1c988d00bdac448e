import { localize } from '../../contract/i18n.ts';
import type { ReactNode } from 'react';
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
