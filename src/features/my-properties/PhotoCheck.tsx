/**
 * "Photo-checked" on the owner's side: the state line and action of a listing in My Properties, and
 * the screen where the owner sends fresh photos that show the house or plot number.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { photoCheckQuery, useRequestPhotoCheck } from '../../api/photo-checks.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { PHOTO_CHECK_MAX_PHOTOS, type PhotoCheckStatus } from '../../contract/photo-check-limits.ts';
import { FieldShell, describedBy } from '../../components/form/fields.tsx';
import { InfoIcon, ShieldCheckIcon } from '../../components/icons/icons.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { Spinner } from '../../components/status/Spinner.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { latinLang } from '../../lib/text-script.ts';
import { photoCheckMessages as m } from './photo-check-messages.ts';
import styles from './MyProperties.module.css';

/** The state in words: not requested, waiting, checked until a date, refused with the reason. */
export function photoCheckText(s: PhotoCheckStatus): string {
  switch (s.State) {
    case 'Waiting': return m.state.Waiting;
    case 'Checked': return m.state.Checked(s.Until ? formatShortDate(new Date(s.Until)) : '');
    case 'Refused': return m.state.Refused(s.Reason ?? '');
    case 'Lapsed': return m.state.Lapsed;
    default: return m.state.None;
  }
}

/** A listing's line in My Properties, with the way to the request screen. */
export function PhotoCheckLine({ propertyId, status }: { propertyId: number; status: PhotoCheckStatus }) {
  return (
    <p className={styles.photoCheck}>
      <span className={`${styles.photoCheckState} ${status.State === 'Checked' ? styles.photoChecked : ''}`}>
        {status.State === 'Checked' ? <ShieldCheckIcon aria-hidden="true" /> : null}
        <span dir="auto">{photoCheckText(status)}</span>
      </span>
      {' '}
      <Link to="/account/properties/photo-check/$id" params={{ id: String(propertyId) }} className={styles.photoCheckLink}>
        {m.action}
      </Link>
    </p>
  );
}

const route = getRouteApi('/account/properties/photo-check/$id');

export function PhotoCheckPage() {
  usePageMeta({ title: m.title });
  const { id } = route.useParams();
  const propertyId = Number(id);
  return (
    <AccountLayout title={m.title}>
      {Number.isInteger(propertyId) && propertyId > 0 ? <PhotoCheckScreen propertyId={propertyId} /> : <NotFound />}
    </AccountLayout>
  );
}

function NotFound() {
  return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.server.notYours} />;
}

function PhotoCheckScreen({ propertyId }: { propertyId: number }) {
  const check = useQuery(photoCheckQuery(propertyId));
  const send = useRequestPhotoCheck(propertyId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const photosId = useId();

  if (check.isPending) {
    return <div className={styles.loading} role="status"><Spinner /><span>{m.loading}</span></div>;
  }
  if (!check.data) {
    // A listing that is not the person's (404) says so; anything else can be retried.
    if (check.error instanceof ApiError && check.error.status === 404) return <NotFound />;
    return <LoadFailed title={m.loadFailed} text={m.checkConnection} onRetry={() => void check.refetch()} retrying={check.isFetching} primary />;
  }
  const data = check.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!photos.length) return setError(m.server.noPhotos);
    if (photos.length > PHOTO_CHECK_MAX_PHOTOS) return setError(m.server.tooManyPhotos);
    setError(undefined);
    send.mutate(photos, {
      onSuccess: (answer) => {
        notify.success(answer.Message);
        setPhotos([]);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status < 500) setError(e.message);
      },
    });
  };

  return (
    <div className={styles.checkPage}>
      <h2 className={styles.checkTitle} dir="auto" lang={latinLang(data.Title)}>{data.Title}</h2>
      <p className={`${styles.photoCheckState} ${data.State === 'Checked' ? styles.photoChecked : ''}`} role="status">
        {data.State === 'Checked' ? <ShieldCheckIcon aria-hidden="true" /> : null}
        <span dir="auto">{photoCheckText(data)}</span>
      </p>
      <p>{m.intro}</p>
      <p className={styles.checkPrivate}>{m.private}</p>
      {data.CanRequest ? (
        <form className={styles.answerForm} onSubmit={submit} noValidate aria-label={m.title}>
          <FieldShell controlId={photosId} label={m.photosLabel} hint={m.photosHint} error={error}>
            <input
              id={photosId}
              type="file"
              accept="image/jpeg,image/png"
              multiple
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(photosId, m.photosHint, error)}
              onChange={(e) => {
                setPhotos([...(e.target.files ?? [])]);
                setError(undefined);
              }}
            />
          </FieldShell>
          {photos.length ? <p className={styles.confirmed}>{m.chosen(photos.length)}</p> : null}
          <div className={styles.answerActions}>
            <button type="submit" className="btn btn-primary" disabled={send.isPending}>{send.isPending ? m.sending : m.send}</button>
          </div>
        </form>
      ) : null}
      {data.Photos.length ? (
        <section aria-labelledby={`${photosId}-sent`}>
          <h3 id={`${photosId}-sent`} className={styles.reportsLabel}>{m.sentPhotos}</h3>
          <ul className={styles.checkPhotos}>
            {data.Photos.map((src, i) => (
              <li key={src}>
                <img src={imageUrl(src, ImageSizes.thumb)} alt={m.sentPhotoAlt(i + 1)} width={160} height={120} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to="/account/properties" hash="ActiveProperty">{m.back}</Link>
      </p>
    </div>
  );
}
