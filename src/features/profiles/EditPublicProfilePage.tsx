import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { myProfileQuery, useSaveProfilePhoto, useSavePublicProfile } from '../../api/profiles.ts';
import { allLocationsQuery, dropDownDataQuery, locationsQuery } from '../../api/reference.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { localize } from '../../contract/i18n.ts';
import { PROFILE_AREAS_MAX, PROFILE_BIO_MAX, PROFILE_NAME_MAX, type MyProfile } from '../../contract/profiles.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { cityLabel } from '../../lib/reference-labels.ts';
import { profileMessages as pm } from './profile-messages.ts';
import styles from './Profiles.module.css';

const m = pm.edit;

/** /account/public-profile: what others see at /agents/<slug>, and whether they see it at all. */
export function EditPublicProfilePage() {
  usePageMeta({ title: m.title });
  return (
    <AccountLayout title={m.title}>
      {(user) => <EditPublicProfile userName={user.UserName} />}
    </AccountLayout>
  );
}

function EditPublicProfile({ userName }: { userName: string }) {
  const { data, isError, refetch, isFetching } = useQuery(myProfileQuery(userName));
  if (!data) {
    return isError
      ? <LoadFailed title={m.loadFailed} text={pm.loadFailedText} onRetry={() => void refetch()} retrying={isFetching} primary retryLabel={pm.tryAgain} />
      : <p role="status" className={styles.muted}>…</p>;
  }
  // Mounted once the profile is here, so the form starts from the saved values.
  return <ProfileForm profile={data} userName={userName} />;
}

/** The field a refusal names, and its message in the page's language. */
function fieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const data = error.envelope?.Data as { Field?: string; Message?: string } | undefined;
  return { field: data?.Field ?? '', message: localize(data?.Message ?? error.message) };
}

function ProfileForm({ profile, userName }: { profile: MyProfile; userName: string }) {
  const save = useSavePublicProfile(userName);
  const savePhoto = useSaveProfilePhoto(userName);
  const photoId = useId();
  const [isPublic, setPublic] = useState(profile.Public);
  const [name, setName] = useState(profile.DisplayName);
  const [bio, setBio] = useState(profile.Bio);
  const [areas, setAreas] = useState<number[]>(profile.Areas);
  const [city, setCity] = useState(0);
  const [area, setArea] = useState(0);
  const options = useQuery(dropDownDataQuery()).data;
  const cityAreas = useQuery(locationsQuery(city)).data ?? [];
  const allAreas = useQuery(allLocationsQuery(areas.length > 0)).data ?? [];
  const areaName = (id: number) => allAreas.find((l) => l.Id === id)?.Text ?? cityAreas.find((l) => l.Id === id)?.Text ?? String(id);
  const error = fieldError(save.error) ?? fieldError(savePhoto.error);
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ Public: isPublic, DisplayName: name, Bio: bio, Areas: areas, RemovePhoto: false }, {
      onSuccess: () => notify.success(localize('Your profile is saved.')),
    });
  };
  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) savePhoto.mutate(file, { onSuccess: () => notify.success(m.photoSaved) });
  };
  const removePhoto = () => save.mutate({ Public: isPublic, DisplayName: name, Bio: bio, Areas: areas, RemovePhoto: true });
  const addArea = () => {
    if (area && !areas.includes(area) && areas.length < PROFILE_AREAS_MAX) setAreas([...areas, area]);
    setArea(0);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>{m.intro}</p>
      {!profile.Public ? <p className={styles.hint} role="note">{m.privateNow}</p>
        : profile.Shown ? <p><Link to="/agents/$slug" params={{ slug: profile.Slug }}>{m.view}</Link></p>
          : <p className={styles.hint} role="note">{m.notYetShown}</p>}

      <div className={styles.photoRow}>
        <Avatar src={profile.PhotoUrl ? imageUrl(profile.PhotoUrl, '192x192') : ''} name={name || profile.DefaultName} size={96} />
        <div className={styles.actions}>
          <label htmlFor={photoId} className="btn btn-outline">{m.uploadPhoto}</label>
          <input id={photoId} type="file" accept="image/*" className="visually-hidden" onChange={onPhoto} aria-describedby={`${photoId}-hint`} />
          {profile.PhotoUrl ? <button type="button" className="btn btn-ghost" onClick={removePhoto}>{m.removePhoto}</button> : null}
        </div>
        <p id={`${photoId}-hint`} className={styles.hint}>{m.photoHint}</p>
        {errorOf('file') ? <p role="alert" className={styles.hint}>{errorOf('file')}</p> : null}
      </div>

      <label className={styles.check}>
        <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} aria-describedby="public-hint" />
        <span>{m.public}</span>
      </label>
      <p id="public-hint" className={styles.hint}>{m.publicHint}</p>

      <TextField label={m.displayName} name="DisplayName" value={name} maxLength={PROFILE_NAME_MAX} dir="auto"
        hint={m.displayNameHint(profile.DefaultName)} error={errorOf('DisplayName')} onChange={(e) => setName(e.target.value)} />
      <TextAreaField label={m.bio} name="Bio" value={bio} maxLength={PROFILE_BIO_MAX} rows={5} dir="auto"
        hint={m.bioHint} error={errorOf('Bio')} onChange={(e) => setBio(e.target.value)} />

      <fieldset className={styles.form}>
        <legend>{m.areas}</legend>
        <p className={styles.hint}>{m.areasHint}</p>
        {areas.length ? (
          <ul className={styles.chosen}>
            {areas.map((id) => (
              <li key={id}>
                <bdi dir="auto">{areaName(id)}</bdi>
                <button type="button" aria-label={m.removeArea(areaName(id))} onClick={() => setAreas(areas.filter((a) => a !== id))}>×</button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.row}>
          <SelectField label={m.city} name="AreaCity" value={city ? String(city) : ''} onChange={(e) => { setCity(Number(e.target.value)); setArea(0); }}>
            <option value="">—</option>
            {(options?.Cities ?? []).map((c) => <option key={c.Id} value={c.Id}>{cityLabel(c.Text)}</option>)}
          </SelectField>
          <SelectField label={m.area} name="Area" value={area ? String(area) : ''} disabled={!city} error={errorOf('Areas')} onChange={(e) => setArea(Number(e.target.value))}>
            <option value="">—</option>
            {cityAreas.map((l) => <option key={l.Id} value={l.Id}>{l.Text}</option>)}
          </SelectField>
          <button type="button" className="btn btn-outline" onClick={addArea} disabled={!area || areas.length >= PROFILE_AREAS_MAX}>{m.addArea}</button>
        </div>
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>{save.isPending ? m.saving : m.save}</button>
      </div>
    </form>
  );
}
