import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { myPropertiesQuery, useDeleteProperty, useMarkSold } from '../../api/listings-write.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes, ListingStatus, ModerationStatus } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import type { MyPropertyItem } from '../../contract/types.ts';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { HomeIcon, InfoIcon, PlusIcon } from '../../components/icons/icons.tsx';
import { ACCOUNT_TITLE_ID, AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { ConfirmAvailableButton, FreshnessNote, isExpired } from './Freshness.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatPrice } from '../../lib/price.ts';
import { useTabs } from '../../components/tabs/useTabs.ts';
import { InsightSlot } from './insight/InsightSlot.tsx';
import { ReportsAboutMine } from './ReportsAboutMine.tsx';
import { PhotoCheckLine } from './PhotoCheck.tsx';
import styles from './MyProperties.module.css';
import { myPropertiesMessages as m } from './my-properties-messages.ts';
import { Spinner } from '../../components/status/Spinner.tsx';

interface Tab {
  status: ListingStatus;
  /** The URL fragment that opens this tab (docs/product.md, section 2); its label and texts are looked up by it. */
  hash: keyof typeof m.tabs;
  empty: 'emptyActive' | 'emptyPending' | 'emptyRejected' | 'emptySold';
}

const TABS: readonly Tab[] = [
  { status: ListingStatus.Active, hash: 'ActiveProperty', empty: 'emptyActive' },
  { status: ListingStatus.Pending, hash: 'PendingProperty', empty: 'emptyPending' },
  { status: ListingStatus.Rejected, hash: 'RejectedProperty', empty: 'emptyRejected' },
  { status: ListingStatus.Sold, hash: 'SoldProperty', empty: 'emptySold' },
];

const DEFAULT_TAB = TABS[0] as Tab;
const tabId = (tab: Tab) => `tab-${tab.hash}`;
const PANEL_ID = 'my-properties-panel';

export function MyPropertiesPage() {
  usePageMeta({ title: m.title });
  return (
    <AccountLayout title={m.title}>
      <MyProperties />
    </AccountLayout>
  );
}

function MyProperties() {
  const navigate = useNavigate();
  const hash = useLocation({ select: (l) => l.hash });
  const current = TABS.find((t) => t.hash.toLowerCase() === hash.toLowerCase()) ?? DEFAULT_TAB;
  const panelRef = useRef<HTMLDivElement>(null);

  // The hash names a tab, not a place on the page, and the router does not scroll to the top of a
  // page opened with a hash: after the listing form (whose button is far down) the page opened at
  // the form's scroll position, over the footer, with the new listing off screen. Opening the page
  // starts at its top; on a phone, where the account panel stands above the list and the toast
  // would cover the first listing, at the page's title. Back and Forward still get their place
  // back, as the router restores it after this.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const title = document.getElementById(ACCOUNT_TITLE_ID);
    if (title && title.getBoundingClientRect().top > window.innerHeight / 3) title.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, []);

  // Replace: tabs are views of one page, Back should leave the page rather than step through tabs.
  const tabProps = useTabs(TABS, current, (tab: Tab) => {
    void navigate({ to: '/account/properties', hash: tab.hash, replace: true, resetScroll: false, hashScrollIntoView: false });
  });

  return (
    <div className={styles.wrap}>
      <ReportsAboutMine />
      <div className={styles.topRow}>
        <div role="tablist" aria-label={m.tabList} className={styles.tabs}>
          {TABS.map((tab) => (
            <button key={tab.hash} {...tabProps(tab)} id={tabId(tab)} aria-controls={PANEL_ID} className={styles.tab}>
              {m.tabs[tab.hash]}
            </button>
          ))}
        </div>
        <Link to="/property/forms/submit" className={`btn btn-outline ${styles.addLink}`}>
          <PlusIcon aria-hidden="true" />
          {m.add}
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
  // Marking sold cannot be undone from here, so it is asked first, like Delete.
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
        <Spinner />
        <span>{m.loading[tab.hash]}</span>
      </div>
    );
  }
  // Saved data is shown whatever happened to its refresh: the banner says it is saved.
  if (!list.data) {
    return (
      <LoadFailed title={m.failed} text={m.checkConnection} onRetry={() => void list.refetch()} retrying={list.isFetching} primary />
    );
  }
  if (!list.data.length) {
    return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={Messages[tab.empty]} />;
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
          // Taken off the site by reports or by our team: no public page, no edit, no sale.
          const moderated = item.Status === ModerationStatus.UnderReview || item.Status === ModerationStatus.Hidden;
          // Left search for want of a confirmation: no public page until renewed.
          const live = active && !moderated && !isExpired(item);
          return (
            <li key={item.PropertyId}>
              <article className={styles.item} aria-labelledby={titleId}>
                <div className={styles.photo}>
                  {item.Image ? (
                    <img
                      src={imageUrl(item.Image, ImageSizes.thumb)}
                      alt={m.photoAlt(item.Title)}
                      width={160}
                      height={120}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.noPhoto} aria-label={m.noPhoto} role="img">
                      <HomeIcon aria-hidden="true" />
                    </span>
                  )}
                </div>
                <div className={styles.body}>
                  <h3 id={titleId} className={styles.title} dir="auto">
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
                  {item.PhotoCheck && !moderated && !isExpired(item) ? <PhotoCheckLine propertyId={item.PropertyId} status={item.PhotoCheck} /> : null}
                  <p className={styles.description} dir="auto">{item.Description}</p>
                  <p className={styles.meta}>
                    <span className={`${styles.price} tabular`}>{formatPrice(item.Price, item.Purpose)}</span>
                    {Number.isNaN(created.getTime()) ? null : (
                      <span>
                        {m.added} <time dateTime={item.CreateDate}>{m.addedOn(created)}</time>
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
                        {soldBusyId === item.PropertyId ? m.marking : m.markSold}
                      </button>
                    ) : null}
                    {moderated ? null : (
                      <Link
                        to="/property/forms/submit/$id"
                        params={{ id: String(item.PropertyId) }}
                        className="btn btn-outline"
                      >
                        {m.edit}
                      </Link>
                    )}
                    <button type="button" className={`btn btn-ghost ${styles.delete}`} onClick={() => setToDelete(item)}>
                      {m.delete}
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
        confirmLabel={m.delete}
        tone="danger"
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => panelRef.current}
      >
        <p>{Messages.deleteQuestion}</p>
        {toDelete ? <p className={styles.dialogTitle} dir="auto">{toDelete.Title}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={toSell !== null}
        title={Messages.markSoldTitle}
        confirmLabel={m.markSold}
        busy={markSold.isPending}
        onConfirm={onSold}
        onCancel={() => setToSell(null)}
        fallbackFocus={() => panelRef.current}
      >
        <p>{Messages.markSoldQuestion}</p>
        {toSell ? <p className={styles.dialogTitle} dir="auto">{toSell.Title}</p> : null}
      </ConfirmDialog>
    </>
  );
}
