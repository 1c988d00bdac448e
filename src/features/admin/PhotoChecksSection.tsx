import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminPhotoChecksQuery, approvePhotoCheck, refusePhotoCheck } from '../../api/admin.ts';
import { ApiError } from '../../api/errors.ts';
import { adminKeys } from '../../api/query-keys.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { AdminPhotoCheckRefuseSchema } from '../../contract/photo-check.ts';
import { PHOTO_CHECK_REASON_MAX, type AdminPhotoCheckItem, type PhotoCheckMatch } from '../../contract/photo-check-limits.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatPublishDate } from '../../lib/dates.ts';
import { Badge, consoleImage } from './shared.tsx';
import { listingStatusLabel } from './status-label.ts';
import { photoChecksMessages as m } from './photo-checks-messages.ts';
import styles from './Admin.module.css';

/** The "Photo checks" queue: oldest first, the owner's check photos beside the listing's own. */
export function PhotoChecksSection() {
  const queue = useQuery(adminPhotoChecksQuery());
  if (queue.isPending) return <p role="status" className={styles.muted}>{m.loading}</p>;
  if (!queue.data) {
    return <LoadFailed title={m.loadFailed} text={m.checkConnection} onRetry={() => void queue.refetch()} retrying={queue.isFetching} primary retryLabel={m.tryAgain} />;
  }
  if (!queue.data.length) return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.empty} />;
  return (
    <>
      <p className={styles.muted}>{m.waiting(queue.data.length)} {m.intro}</p>
      <ol className={styles.queue}>
        {queue.data.map((item) => <li key={item.CheckId}><PhotoCheckItem item={item} /></li>)}
      </ol>
    </>
  );
}

function Photos({ label, photos, alt }: { label: string; photos: string[]; alt: (n: number) => string }) {
  return (
    <section className={styles.checkSide} aria-label={label}>
      <h3>{label}</h3>
      {photos.length ? (
        <ul className={styles.photos}>
          {photos.map((src, i) => (
            <li key={src}>
              <a href={consoleImage(src, ImageSizes.full)} target="_blank" rel="noreferrer">
                <img src={consoleImage(src, ImageSizes.thumb)} alt={alt(i + 1)} width={160} height={120} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : <p className={styles.muted}>{m.noPhotos}</p>}
    </section>
  );
}

function PhotoCheckItem({ item }: { item: AdminPhotoCheckItem }) {
  const titleId = `photo-check-${item.CheckId}-title`;
  const place = [item.Location, item.City].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle} dir="auto">
          {item.Status === 'Active' ? <a href={`/property/${item.PropertyUrl}`} target="_blank" rel="noreferrer">{item.Title}</a> : item.Title}
        </h2>
        <p className={styles.muted}>
          {m.requested(item.PropertyId, item.OwnerName, formatPublishDate(item.RequestedAt).toLowerCase())}
          {place ? <> · {place}</> : null} · <Badge>{listingStatusLabel(item.Status)}</Badge>
        </p>
      </header>
      <div className={styles.checkPair}>
        <Photos label={m.checkPhotos} photos={item.CheckPhotos} alt={m.checkPhotoAlt} />
        <Photos label={m.listingPhotos} photos={item.ListingPhotos} alt={m.listingPhotoAlt} />
      </div>
      {item.Matches.length ? <Copied matches={item.Matches} /> : null}
      <Decision item={item} />
    </article>
  );
}

/** Another account's listings a check photo repeats, each pair side by side. */
function Copied({ matches }: { matches: PhotoCheckMatch[] }) {
  return (
    <section className={styles.matches} aria-label={m.copiedHeading}>
      <h3>{m.copiedHeading}</h3>
      <p className={styles.matchNote}>{m.copiedNote}</p>
      {matches.map((x) => (
        <figure key={x.PropertyId} className={styles.match} aria-label={m.copiedItem(x.PropertyId, x.OwnerName)}>
          <figcaption className={styles.matchHead}>
            <Badge tone="warn">{m.copiedItem(x.PropertyId, x.OwnerName)}</Badge>
            <span className={styles.muted}>{x.Distance === 0 ? m.samePhoto : m.bitsApart(x.Distance)}</span>
          </figcaption>
          <div className={styles.pair}>
            <div className={styles.side}>
              <p className={styles.sideLabel}>{m.thisCheck}</p>
              <img src={consoleImage(x.Image, ImageSizes.tile)} alt={m.thisCheck} width={300} height={200} loading="lazy" decoding="async" />
            </div>
            <div className={styles.side}>
              <p className={styles.sideLabel}>{m.theirPhoto}</p>
              <img src={consoleImage(x.MatchImage, ImageSizes.tile)} alt={`${m.theirPhoto}: ${x.Title}`} width={300} height={200} loading="lazy" decoding="async" />
              <p className={styles.sideTitle} dir="auto">
                {x.Status === 'Active' ? <a href={`/property/${x.PropertyUrl}`} target="_blank" rel="noreferrer">{x.Title}</a> : x.Title}
              </p>
            </div>
          </div>
        </figure>
      ))}
    </section>
  );
}

function Decision({ item }: { item: AdminPhotoCheckItem }) {
  const client = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const done = (message: string) => {
    notify.success(message);
    void client.invalidateQueries({ queryKey: adminKeys.all });
  };
  const failed = (e: Error) => {
    // Decided meanwhile, or a copy found since the queue was read: the queue is read again.
    if (e instanceof ApiError && e.status === 409) void client.invalidateQueries({ queryKey: adminKeys.photoChecks });
    notify.error(e.message);
  };
  const approve = useMutation({ mutationFn: approvePhotoCheck, onSuccess: (r) => done(r.Message), onError: failed });
  const refuse = useMutation({ mutationFn: refusePhotoCheck, onSuccess: (r) => done(r.Message), onError: failed });
  const busy = approve.isPending || refuse.isPending;
  const copied = item.Matches.length > 0;

  const onRefuse = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AdminPhotoCheckRefuseSchema, { CheckId: item.CheckId, Reason: reason });
    if (!parsed.success) {
      setError(v.flatten<typeof AdminPhotoCheckRefuseSchema>(parsed.issues).nested?.Reason?.[0]);
      return;
    }
    setError(undefined);
    refuse.mutate(parsed.output);
  };

  return (
    <div className={styles.actions}>
      {!refusing ? (
        <div className={styles.buttons}>
          <button type="button" className="btn btn-primary" disabled={busy || copied} onClick={() => approve.mutate({ CheckId: item.CheckId })}>
            {m.approve}
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setRefusing(true)}>{m.refuse}</button>
        </div>
      ) : (
        <form className={styles.rejectForm} onSubmit={onRefuse} noValidate aria-label={m.refuseFor(item.Title)}>
          <TextAreaField
            label={m.reasonLabel}
            hint={m.reasonHint}
            value={reason}
            maxLength={PHOTO_CHECK_REASON_MAX}
            rows={3}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className={styles.buttons}>
            <button type="submit" className="btn btn-danger" disabled={busy}>{m.refuseSubmit}</button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => { setRefusing(false); setError(undefined); }}>{m.cancel}</button>
          </div>
        </form>
      )}
    </div>
  );
}
