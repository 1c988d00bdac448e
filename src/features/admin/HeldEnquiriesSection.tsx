import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHeldEnquiriesQuery, deleteHeldEnquiry, releaseHeldEnquiry } from '../../api/admin.ts';
import { ApiError } from '../../api/errors.ts';
import { adminKeys } from '../../api/query-keys.ts';
import type { AdminHeldEnquiry } from '../../contract/enquiries.ts';
import { localize } from '../../contract/i18n.ts';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatPublishDate } from '../../lib/dates.ts';
import { Badge } from './shared.tsx';
import { heldEnquiriesMessages as m } from './held-enquiries-messages.ts';
import styles from './Admin.module.css';

/** The "Held enquiries" queue: oldest first, each with its listing, sender's name and words, to release or delete. */
export function HeldEnquiriesSection() {
  const queue = useQuery(adminHeldEnquiriesQuery());
  if (queue.isPending) return <p role="status" className={styles.muted}>{m.loading}</p>;
  if (!queue.data) {
    return <LoadFailed title={m.loadFailed} text={m.checkConnection} onRetry={() => void queue.refetch()} retrying={queue.isFetching} primary retryLabel={m.tryAgain} />;
  }
  if (!queue.data.length) return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.empty} />;
  return (
    <>
      <p className={styles.muted}>{m.waiting(queue.data.length)} {m.intro}</p>
      <ol className={styles.queue}>
        {queue.data.map((item) => <li key={item.ThreadId}><HeldItem item={item} /></li>)}
      </ol>
    </>
  );
}

function HeldItem({ item }: { item: AdminHeldEnquiry }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const titleId = `held-${item.ThreadId}-title`;
  const done = (message: string) => {
    notify.success(localize(message));
    setConfirming(false);
    void client.invalidateQueries({ queryKey: adminKeys.all });
  };
  const failed = (e: Error) => {
    // Decided meanwhile by another admin: the queue is read again.
    if (e instanceof ApiError && (e.status === 404 || e.status === 409)) void client.invalidateQueries({ queryKey: adminKeys.heldEnquiries });
    setConfirming(false);
    notify.error(localize(e.message));
  };
  const release = useMutation({ mutationFn: releaseHeldEnquiry, onSuccess: (r) => done(r.Message), onError: failed });
  const remove = useMutation({ mutationFn: deleteHeldEnquiry, onSuccess: (r) => done(r.Message), onError: failed });
  const busy = release.isPending || remove.isPending;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle} dir="auto">
          {item.ListingLive ? <a href={`/property/${item.PropertyUrl}`} target="_blank" rel="noreferrer">{item.PropertyTitle}</a> : item.PropertyTitle}
        </h2>
        <p className={styles.muted}>
          #{item.ThreadId} · {m.from} <bdi dir="auto">{item.BuyerName}</bdi> · {formatPublishDate(item.ReceivedAt).toLowerCase()}
          {' · '}<Badge tone="warn">{m.reason[item.Reason]}</Badge>
          {item.ListingLive ? null : <> · <Badge>{m.listingOff}</Badge></>}
        </p>
      </header>
      <section aria-label={m.messageLabel}>
        {/* The sender's words as text: React escapes them, so a pasted tag or link is shown, never run or followed. */}
        <p className={styles.description} dir="auto">{item.Message}</p>
      </section>
      <div className={styles.actions}>
        <div className={styles.buttons}>
          <button type="button" className="btn btn-primary" disabled={busy} aria-label={m.releaseFor(item.BuyerName)}
            onClick={() => release.mutate({ ThreadId: item.ThreadId })}>
            {m.release}
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} aria-label={m.deleteFor(item.BuyerName)} onClick={() => setConfirming(true)}>
            {m.delete}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={m.deleteTitle}
        confirmLabel={m.deleteConfirm}
        cancelLabel={m.cancel}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ ThreadId: item.ThreadId })}
        onCancel={() => setConfirming(false)}
      >
        <p dir="auto">{m.deleteText(item.BuyerName, item.PropertyTitle)}</p>
      </ConfirmDialog>
    </article>
  );
}
