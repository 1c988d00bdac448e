import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SearchIcon } from '../icons/icons.tsx';
import { usePageMeta } from '../layout/usePageMeta.ts';
import { StatusMessage } from '../status/StatusMessage.tsx';
import { listsMessages } from '../../lib/lists-messages.ts';
import styles from './DeviceListPage.module.css';

export interface DeviceListPageProps {
  title: string;
  intro: ReactNode;
  /** Buttons beside the heading that act on the whole list ("Clear"), shown only when it has items. */
  actions?: ReactNode;
  /** `loading` while the device's store is read; `empty` shows the empty state that leads to search. */
  status: 'loading' | 'empty' | 'ready';
  empty: { icon: ReactNode; title: string; text: string };
  /** The list, when there is one. */
  children?: ReactNode;
  /** What follows the list whatever its state (the account's alerts under the saved searches). */
  after?: ReactNode;
}

/**
 * The frame of the pages that list what this device keeps (favourites, saved searches, recently
 * viewed, compare): the heading and what the page keeps, then "loading", an empty state that leads
 * to search, or the list. One frame, so the four read and behave alike, online or not.
 */
export function DeviceListPage({ title, intro, actions, status, empty, children, after }: DeviceListPageProps) {
  usePageMeta({ title });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>{title}</h1>
        <p>{intro}</p>
        {actions && status === 'ready' ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {status === 'loading' ? (
        <p role="status">{listsMessages.loading}</p>
      ) : status === 'empty' ? (
        <StatusMessage
          icon={empty.icon}
          title={empty.title}
          text={empty.text}
          action={
            <Link to="/properties" className="btn btn-primary">
              <SearchIcon aria-hidden="true" />
              {listsMessages.searchProperties}
            </Link>
          }
        />
      ) : (
        children
      )}
      {after}
    </div>
  );
}
