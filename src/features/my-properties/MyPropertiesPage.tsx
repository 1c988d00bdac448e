import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { myPropertiesQuery, useDeleteProperty, useMarkSold } from '../../api/listings-write.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes, ListingStatus, ModerationStatus } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import type { MyPropertyItem } from '../../contract/types.ts';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { HomeIcon, InfoIcon, PlusIcon, WarningIcon } from '../../components/icons/icons.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { ConfirmAvailableButton, FreshnessNote, isExpired } from './Freshness.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { InsightSlot } from './insight/InsightSlot.tsx';
import styles from './MyProperties.module.css';

interface Tab {
  status: ListingStatus;
  /** The URL fragment that opens this tab (spec section 2). */
  hash: string;
  label: string;
  empty: string;
}

const TABS: readonly Tab[] = [
  { status: ListingStatus.Active, hash: 'ActiveProperty', label: 'Active', empty: Messages.emptyActive },
  { status: ListingStatus.Pending, hash: 'PendingProperty', label: 'Pending', empty: Messages.emptyPending },
  { status: ListingStatus.Rejected, hash: 'RejectedProperty', label: 'Rejected', empty: Messages.emptyRejected },
  { status: ListingStatus.Sold, hash: 'SoldProperty', label: 'Sold', empty: Messages.emptySold },
];

const DEFAULT_TAB = TABS[0] as Tab;
const tabId = (tab: Tab) => `tab-${tab.hash}`;
const PANEL_ID = 'my-properties-panel';

export function MyPropertiesPage() {
  usePageMeta({ title: 'My Properties' });
  return (
    <AccountLayout title="My Properties">
      <MyProperties />
    </AccountLayout>
  );
}

function MyProperties() {
  const navigate = useNavigate();
  const hash = useLocation({ select: (l) => l.hash });
  const current = TABS.find((t) => t.hash.toLowerCase() === hash.toLowerCase()) ?? DEFAULT_TAB;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelRef = useRef<HTMLDivElement>(null);

  const choose = (tab: Tab, focus = false) => {
    if (focus) tabRefs.current.get(tab.hash)?.focus();
    // Replace: tabs are views of one page, Back should leave the page rather than step through tabs.
    void navigate({ to: '/account/properties', hash: tab.hash, replace: true, resetScroll: false, hashScrollIntoView: false });
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(current);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length]
      : event.key === 'ArrowLeft' ? TABS[(index - 1 + TABS.length) % TABS.length]
      : event.key === 'Home' ? TABS[0]
      : event.key === 'End' ? TABS[TABS.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.topRow}>
        <div role="tablist" aria-label="Property status" className={styles.tabs}>
          {TABS.map((tab) => {
            const selected = tab === current;
            return (
              <button
                key={tab.hash}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.hash, el);
                  else tabRefs.current.delete(tab.hash);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={selected}
                aria-controls={PANEL_ID}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(tab)}
                onKeyDown={onTabKeyDown}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <Link to="/property/forms/submit" className={`btn btn-outline ${styles.addLink}`}>
          <PlusIcon aria-hidden="true" />
          Add Property
        </Link>
      </div>
      <div id={PANEL_ID} ref={panelRef} role="tabpanel" aria-labelledby={tabId(current)} tabIndex={-1} className={styles.panel}>
        {/* Keyed by tab: each tab's list is its own query and its own dialog state. */}
        <PropertyList key={current.hash} tab={current} panelRef={panelRef} />
      </div>
    </div>
  );
}

function PropertyList({ tab, panelRef }: { tab: Tab; panelRef: RefObject<HTMLDivElement | null> }) {
  const list = useQuery(myPropertiesQuery(tab.status));
  const remove = useDeleteProperty();
  const markSold = useMarkSold();
  const [toDelete, setToDelete] = useState<MyPropertyItem | null>(null);
  // Marking sold cannot be undone from here, so it is asked first, like Delete (issue 14, item 20).
  const [toSell, setToSell] = useState<MyPropertyItem | null>(null);

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { id: toDelete.PropertyId, from: tab.status },
      {
        onSuccess: ({ Message }) => notify.success(Message),
        onError: (error) => {
          // 404 has no catalogue toast: the property is gone already (another device, another tab).
          if (error instanceof ApiError && error.status === 404) notify.warning(error.message);
        },
        onSettled: () => setToDelete(null),
      },
    );
  };

  const onSold = () => {
    if (!toSell) return;
    markSold.mutate(toSell.PropertyId, {
      onSuccess: ({ Message }) => notify.success(Message),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) notify.warning(error.message);
      },
      onSettled: () => setToSell(null),
    });
  };

  if (list.isPending) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>Loading your {tab.label.toLowerCase()} properties…</span>
      </div>
    );
  }
  // Saved data is shown whatever happened to its refresh (issue 19, item 4): the banner says it is saved.
  if (!list.data) {
    return (
      <StatusMessage
        role="alert"
        icon={<WarningIcon aria-hidden="true" />}
        title="Your properties could not be loaded"
        text="Please check your connection and try again."
        action={
          <button type="button" className="btn btn-primary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Try again
          </button>
        }
      />
    );
  }
  if (!list.data.length) {
    return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={tab.empty} />;
  }

  const active = tab.status === ListingStatus.Active;
  const editable = tab.status !== ListingStatus.Sold;
  const soldBusyId = markSold.isPending ? markSold.variables : undefined;

  return (
    <>
      <ul className={styles.list} aria-busy={list.isFetching || undefined}>
        {list.data.map((item) => {
          const titleId = `property-${item.PropertyId}-title`;
          const created = new Date(item.CreateDate);
          // Taken off the site by reports or by our team (issue 15, item 2): no public page, no edit, no sale.
          const moderated = item.Status === ModerationStatus.UnderReview || item.Status === ModerationStatus.Hidden;
          // Left search for want of a confirmation (issue 15, item 4): no public page until renewed.
          const live = active && !moderated && !isExpired(item);
          return (
            <li key={item.PropertyId}>
              <article className={styles.item} aria-labelledby={titleId}>
                <div className={styles.photo}>
                  {item.Image ? (
                    <img
                      src={imageUrl(item.Image, ImageSizes.thumb)}
                      alt={`${item.Title}, photo 1`}
                      width={160}
                      height={120}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.noPhoto} aria-label="No photo" role="img">
                      <HomeIcon aria-hidden="true" />
                    </span>
                  )}
                </div>
                <div className={styles.body}>
                  <h3 id={titleId} className={styles.title}>
                    {live ? (
                      <Link to="/property/$propertyUrl" params={{ propertyUrl: item.PropertyUrl }}>
                        {item.Title}
                      </Link>
                    ) : (
                      item.Title
                    )}
                  </h3>
                  {moderated ? (
                    <p className={styles.moderation}>
                      <span className={styles.moderationBadge}>
                        {item.Status === ModerationStatus.UnderReview ? Messages.underReviewBadge : Messages.hiddenBadge}
                      </span>
                      <span>{item.Status === ModerationStatus.UnderReview ? Messages.underReviewOwner : Messages.hiddenOwner}</span>
                    </p>
                  ) : null}
                  {active && !moderated ? <FreshnessNote item={item} /> : null}
                  <p className={styles.description}>{item.Description}</p>
                  <p className={styles.meta}>
                    <span className={`${styles.price} tabular`}>PKR {item.PriceInWords}</span>
                    {Number.isNaN(created.getTime()) ? null : (
                      <span>
                        Added <time dateTime={item.CreateDate}>{formatShortDate(created)}</time>
                      </span>
                    )}
                  </p>
                </div>
                {editable ? (
                  <div className={styles.actions}>
                    {active && !moderated ? <ConfirmAvailableButton item={item} /> : null}
                    {live ? (
                      <button
                        type="button"
                        className="btn btn-outline"
                        onClick={() => setToSell(item)}
                        disabled={markSold.isPending}
                      >
                        {soldBusyId === item.PropertyId ? 'Marking…' : 'Mark as Sold'}
                      </button>
                    ) : null}
                    {moderated ? null : (
                      <Link
                        to="/property/forms/submit/$id"
                        params={{ id: String(item.PropertyId) }}
                        className="btn btn-outline"
                      >
                        Edit
                      </Link>
                    )}
                    <button type="button" className={`btn btn-ghost ${styles.delete}`} onClick={() => setToDelete(item)}>
                      Delete
                    </button>
                  </div>
                ) : null}
                {active ? <InsightSlot propertyId={item.PropertyId} title={item.Title} /> : null}
              </article>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={Messages.deleteTitle}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => panelRef.current}
      >
        <p>{Messages.deleteQuestion}</p>
        {toDelete ? <p className={styles.dialogTitle}>{toDelete.Title}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={toSell !== null}
        title={Messages.markSoldTitle}
        confirmLabel="Mark as Sold"
        busy={markSold.isPending}
        onConfirm={onSold}
        onCancel={() => setToSell(null)}
        fallbackFocus={() => panelRef.current}
      >
        <p>{Messages.markSoldQuestion}</p>
        {toSell ? <p className={styles.dialogTitle}>{toSell.Title}</p> : null}
      </ConfirmDialog>
    </>
  );
}
