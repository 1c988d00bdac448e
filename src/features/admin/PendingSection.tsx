import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminPendingQuery, approveListing, rejectListing } from '../../api/admin.ts';
import { ApiError } from '../../api/errors.ts';
import {
  ADMIN_NOTE_MAX, AdminRejectSchema, REJECT_REASONS, type AdminPendingItem, type RejectReasonCode,
} from '../../contract/admin.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { PIN_OFFSET_METRES } from '../../contract/geo.ts';
import { formatArea } from '../../lib/area.ts';
import { coordinatesText, googleMapsUrl } from '../../lib/map-links.ts';
import { formatPublishDate } from '../../lib/dates.ts';
import { formatPrice } from '../../lib/price.ts';
import { Badge, ListingSummaries, consoleImage } from './shared.tsx';
import { DuplicateComparison, copiedPhotos } from './DuplicateComparison.tsx';
import { duplicatesMessages as dm } from './duplicates-messages.ts';
import styles from './Admin.module.css';
import { adminKeys } from '../../api/query-keys.ts';

/** The Pending queue: oldest first, each listing with everything needed to decide on it. */
export function PendingSection() {
  const queue = useQuery(adminPendingQuery());
  if (queue.isPending) return <p role="status" className={styles.muted}>Loading the pending listings…</p>;
  if (!queue.data) {
    return (
      <LoadFailed title="The pending listings could not be loaded" text="Please check your connection and try again." onRetry={() => void queue.refetch()} retrying={queue.isFetching} primary retryLabel="Try again" />
    );
  }
  if (!queue.data.length) return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title="Nothing is waiting for a decision." />;
  return (
    <>
      <p className={styles.muted}>{queue.data.length} waiting, oldest first.</p>
      <ol className={styles.queue}>
        {queue.data.map((item) => <li key={item.PropertyId}><PendingListing item={item} /></li>)}
      </ol>
    </>
  );
}

function PendingListing({ item }: { item: AdminPendingItem }) {
  const titleId = `pending-${item.PropertyId}-title`;
  const place = [item.Location, item.City].filter(Boolean).join(', ');
  const rooms = [item.BedRooms ? `${item.BedRooms} bedrooms` : '', item.BathRooms ? `${item.BathRooms} bathrooms` : ''].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>{item.Title}</h2>
        <p className={styles.muted}>
          #{item.PropertyId} · submitted {formatPublishDate(item.CreateDate).toLowerCase()}
          {item.Edited ? <> · <Badge tone="brand">Edited</Badge></> : null}
        </p>
      </header>
      {item.Images.length ? (
        <ul className={styles.photos} aria-label="Photos">
          {item.Images.map((src, i) => (
            <li key={src}>
              <a href={consoleImage(src, ImageSizes.full)} target="_blank" rel="noreferrer">
                <img src={consoleImage(src, ImageSizes.thumb)} alt={`${item.Title}, photo ${i + 1}`} width={160} height={120} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : <p className={styles.muted}>No photos.</p>}
      <DuplicateComparison item={item} />
      <dl className={styles.facts}>
        <div><dt>Type</dt><dd>{item.Type}, {item.Purpose}</dd></div>
        <div><dt>Price</dt><dd className="tabular">{formatPrice(item.Price, item.Purpose)} ({item.Price.toLocaleString('en-PK')})</dd></div>
        <div><dt>Area</dt><dd>{formatArea(item.Area, item.AreaUnit)}</dd></div>
        {rooms ? <div><dt>Rooms</dt><dd>{rooms}</dd></div> : null}
        <div><dt>Place</dt><dd>{place}</dd></div>
        {item.Pin ? <PinRow pin={item.Pin} /> : null}
        <div><dt>Contact</dt><dd>{item.ContactFullName}, {item.ContactEmail}, {item.ContactPhone}</dd></div>
        {item.Features.length ? <div><dt>Features</dt><dd>{item.Features.join(', ')}</dd></div> : null}
      </dl>
      <p className={styles.description}>{item.Description}</p>
      <section className={styles.owner} aria-label="Owner">
        <h3>Owner</h3>
        <p>
          {item.Owner.FullName}
          {item.Owner.UserName ? <> ({item.Owner.UserName})</> : <> <Badge>No account</Badge></>}
          {item.Owner.Suspended ? <> <Badge tone="warn">Suspended</Badge></> : null}
          <br />
          <span className={styles.muted}>{item.Owner.EmailAddress}{item.Owner.PhoneNumber ? ` · ${item.Owner.PhoneNumber}` : ''}</span>
        </p>
        <h4>Their other listings ({item.OwnerOtherListings.length})</h4>
        <ListingSummaries items={item.OwnerOtherListings} empty="None." />
      </section>
      <Decision item={item} />
    </article>
  );
}

/** The owner's point, to check it is where the listing says (a map app shows the surroundings). */
function PinRow({ pin }: { pin: NonNullable<AdminPendingItem['Pin']> }) {
  const point = { lat: pin.Latitude, lng: pin.Longitude };
  const url = googleMapsUrl(point);
  return (
    <div>
      <dt>Point</dt>
      <dd>
        <span className="tabular" dir="ltr" translate="no">{coordinatesText(point)}</span>
        {` (${pin.ShowExact ? 'shown exactly' : `shown as a circle of about ${PIN_OFFSET_METRES} m`})`}
        {url ? <> · <a href={url} target="_blank" rel="noopener noreferrer">Open in Google Maps</a></> : null}
      </dd>
    </div>
  );
}

function Decision({ item }: { item: AdminPendingItem }) {
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectReasonCode | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ Reason?: string; Note?: string }>({});
  // A copy of another account's photos is approved only once each comparison is ticked.
  const copied = copiedPhotos(item);
  const [compared, setCompared] = useState<number[]>([]);
  const allCompared = copied.every((x) => compared.includes(x.PropertyId));

  const done = (message: string) => {
    notify.success(message);
    void client.invalidateQueries({ queryKey: adminKeys.all });
  };
  const failed = (error: Error) => {
    // Decided meanwhile (the mailed link, another admin): the queue is refreshed to show it gone.
    if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: adminKeys.pending });
    notify.error(error.message);
  };
  const approve = useMutation({ mutationFn: approveListing, onSuccess: (r) => done(r.Message), onError: failed });
  const reject = useMutation({ mutationFn: rejectListing, onSuccess: (r) => done(r.Message), onError: failed });
  const busy = approve.isPending || reject.isPending;

  const onReject = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AdminRejectSchema, { PropertyId: item.PropertyId, Reason: reason, Note: note });
    if (!parsed.success) {
      const flat = v.flatten<typeof AdminRejectSchema>(parsed.issues).nested ?? {};
      setErrors({ Reason: flat.Reason?.[0], Note: flat.Note?.[0] });
      return;
    }
    setErrors({});
    reject.mutate(parsed.output);
  };

  const reasonName = `reason-${item.PropertyId}`;
  return (
    <div className={styles.actions}>
      {!rejecting && copied.length ? (
        <fieldset className={styles.reasons}>
          <legend>{dm.compareFirst}</legend>
          {copied.map((x) => (
            <label key={x.PropertyId} className={styles.compared}>
              <input
                type="checkbox" checked={compared.includes(x.PropertyId)}
                onChange={(e) => setCompared((c) => (e.target.checked ? [...c, x.PropertyId] : c.filter((id) => id !== x.PropertyId)))}
              />
              <span>{dm.compared(x.PropertyId)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {!rejecting ? (
        <div className={styles.buttons}>
          <button type="button" className="btn btn-primary" disabled={busy || !allCompared} onClick={() => approve.mutate({ PropertyId: item.PropertyId, Note: '', Compared: compared })}>
            Approve
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setRejecting(true)}>
            Reject…
          </button>
        </div>
      ) : (
        <form className={styles.rejectForm} onSubmit={onReject} noValidate aria-label={`Reject ${item.Title}`}>
          <fieldset className={styles.reasons} aria-describedby={errors.Reason ? `${reasonName}-error` : undefined}>
            <legend>Reason for rejecting</legend>
            {REJECT_REASONS.map((r) => (
              <label key={r.Code} className={styles.reason}>
                <input type="radio" name={reasonName} value={r.Code} checked={reason === r.Code} onChange={() => setReason(r.Code)} />
                <span>{r.Text}</span>
              </label>
            ))}
            {errors.Reason ? <p id={`${reasonName}-error`} className={styles.error}>{errors.Reason}</p> : null}
          </fieldset>
          <TextAreaField
            label={reason === 'other' ? 'Note to the owner' : 'Note to the owner (optional)'}
            hint={`Mailed to the owner with the reason. Up to ${ADMIN_NOTE_MAX} characters.`}
            value={note}
            maxLength={ADMIN_NOTE_MAX}
            rows={3}
            error={errors.Note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className={styles.buttons}>
            <button type="submit" className="btn btn-danger" disabled={busy}>Reject listing</button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => { setRejecting(false); setErrors({}); }}>Cancel</button>
          </div>
        </form>
      )}
    </div>
  );
}
