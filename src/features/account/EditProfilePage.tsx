import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { profileQuery, useSaveProfile } from '../../api/account.ts';
import type { Profile } from '../../contract/types.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { DEFAULT_AVATAR, IMAGE_TYPE_WARNING_MS, Limits } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { ProfileSchema, type ProfileInput } from '../../contract/schemas.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { isImageFile, shrinkPhoto } from './photo.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import styles from './Account.module.css';
import { accountMessages as m } from './account-messages.ts';
import { currentLocale } from '../../contract/i18n.ts';

const PREVIEW_PX = 96;
const PREVIEW_SIZE = '192x192';

export function EditProfilePage() {
  usePageMeta({ title: m.editProfile });
  return (
    <AccountLayout title={m.editProfile}>
      {(user) => <EditProfile userName={user.UserName} />}
    </AccountLayout>
  );
}

function EditProfile({ userName }: { userName: string }) {
  const { data, isError, refetch, isFetching } = useQuery(profileQuery(userName));

  if (!data) {
    if (isError) {
      return (
        <LoadFailed title={m.failed} text={m.checkConnection} onRetry={() => void refetch()} retrying={isFetching} primary />
      );
    }
    return (
      <div className={styles.card} role="status">
        <span className="visually-hidden">{m.loading}</span>
        <div className={styles.skeletonForm} aria-hidden="true" />
      </div>
    );
  }
  // Mounted once the profile is here, so the form starts from the saved values.
  return <ProfileForm profile={data} />;
}

/** The shared field's wrapper class: success once a touched or changed field is valid (docs/product.md, section 2). */
type FieldState = 'error' | 'valid' | undefined;

function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const photoInputId = useId();
  const urdu = currentLocale() !== 'en';
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    getFieldState,
    formState,
  } = useForm<ProfileInput>({
    resolver: valibotResolver(ProfileSchema),
    mode: 'all',
    defaultValues: {
      FirstName: profile.FirstName,
      LastName: profile.LastName,
      Phone: profile.Phone,
      Address: profile.Address,
      About: profile.About,
    },
  });
  const { isValid, isSubmitted } = formState;

  // The preview is a local object URL: free it when it is replaced or the page closes.
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const state = (name: keyof ProfileInput): { fieldState: FieldState; error: string | undefined } => {
    const { invalid, isTouched, isDirty, error } = getFieldState(name, formState);
    const seen = isTouched || isDirty || isSubmitted;
    if (!seen) return { fieldState: undefined, error: undefined };
    return invalid ? { fieldState: 'error', error: error?.message } : { fieldState: 'valid', error: undefined };
  };
  const wrapperClass = (s: FieldState) => (s === 'valid' ? styles.valid : undefined);

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      notify.warning(Messages.onlyImages, undefined, { id: 'only-images', duration: IMAGE_TYPE_WARNING_MS });
      event.target.value = '';
      return;
    }
    setPhoto(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    const upload = photo ? await shrinkPhoto(photo) : null;
    save.mutate(
      { input: values, photo: upload },
      {
        onSuccess: ({ Message }) => {
          // docs/product.md, section 8: the server's message as info; the header and panel follow the stored user.
          notify.info(Message);
          void navigate({ to: '/account/profile' });
        },
      },
    );
  });

  const phone = register('Phone');
  const fields = {
    FirstName: state('FirstName'),
    LastName: state('LastName'),
    Phone: state('Phone'),
    Address: state('Address'),
    About: state('About'),
  };
  const fullName = `${profile.FirstName} ${profile.LastName}`;

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <div className={styles.photoRow}>
        <Avatar
          key={preview ?? profile.ImageUrl}
          src={preview ?? imageUrl(profile.ImageUrl || DEFAULT_AVATAR, PREVIEW_SIZE)}
          name={fullName}
          size={PREVIEW_PX}
          className={styles.preview}
        />
        <div className={styles.photoPick}>
          <label htmlFor={photoInputId} className={styles.photoLabel}>
            {m.photo}
          </label>
          <input
            id={photoInputId}
            type="file"
            accept="image/*"
            // The browser writes its own button ('Choose File') in its own language: Urdu pages hide it
            // behind a button of ours, whose words come from the catalog.
            className={urdu ? styles.fileInputHidden : styles.fileInput}
            onChange={onPhoto}
            aria-describedby={`${photoInputId}-hint`}
          />
          {urdu ? (
            <label htmlFor={photoInputId} className={`btn btn-outline ${styles.fileButton}`}>
              {m.choosePhoto}
            </label>
          ) : null}
          <p id={`${photoInputId}-hint`} className={styles.hint}>
            {photo ? m.photoChosen(photo.name) : m.photoHint}
          </p>
        </div>
      </div>

      <div className={styles.grid}>
        <TextField
          label={m.firstName}
          autoComplete="given-name"
          maxLength={Limits.name}
          className={wrapperClass(fields.FirstName.fieldState)}
          error={fields.FirstName.error}
          {...register('FirstName')}
        />
        <TextField
          label={m.lastName}
          autoComplete="family-name"
          maxLength={Limits.name}
          className={wrapperClass(fields.LastName.fieldState)}
          error={fields.LastName.error}
          {...register('LastName')}
        />
        <TextField
          label={m.userName}
          value={profile.UserName}
          dir="ltr"
          readOnly
          className={styles.readOnly}
          hint={m.userNameFixed}
        />
        <TextField
          label={m.email}
          type="email"
          value={profile.EmailAddress}
          readOnly
          className={styles.readOnly}
          hint={m.emailFixed}
        />
        <TextField
          label={m.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={Limits.phone}
          className={wrapperClass(fields.Phone.fieldState)}
          error={fields.Phone.error}
          {...phone}
          onChange={(event) => {
            // Digits only (docs/product.md, section 2): anything else is dropped as it is typed or pasted.
            event.target.value = event.target.value.replace(/\D+/g, '');
            void phone.onChange(event);
          }}
        />
      </div>
      <TextAreaField
        label={m.address}
        autoComplete="street-address"
        rows={2}
        maxLength={Limits.address}
        className={wrapperClass(fields.Address.fieldState)}
        error={fields.Address.error}
        {...register('Address')}
      />
      <TextAreaField
        label={m.aboutMe}
        rows={4}
        className={wrapperClass(fields.About.fieldState)}
        error={fields.About.error}
        {...register('About')}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!isValid || formState.isSubmitting || save.isPending}>
          {save.isPending || formState.isSubmitting ? m.saving : m.save}
        </button>
        <Link to="/account/profile" className="btn btn-ghost">
          {m.cancel}
        </Link>
      </div>
    </form>
  );
}
