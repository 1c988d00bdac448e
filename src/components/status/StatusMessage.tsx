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

/** Empty, offline and failure states inside a page section. */
export function StatusMessage({ title, text, icon, action, role = 'status' }: Props) {
  return (
    <div className={styles.box} role={role}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
