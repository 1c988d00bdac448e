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
import { WarningIcon } from '../../components/icons/icons.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { isImageFile, shrinkPhoto } from './photo.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import styles from './Account.module.css';

const PREVIEW_PX = 96;
const PREVIEW_SIZE = '192x192';

export function EditProfilePage() {
  usePageMeta({ title: 'Edit Profile' });
  return (
    <AccountLayout title="Edit Profile">
      {(user) => <EditProfile userName={user.UserName} />}
    </AccountLayout>
  );
}

function EditProfile({ userName }: { userName: string }) {
  const { data, isError, refetch, isFetching } = useQuery(profileQuery(userName));

  if (!data) {
    if (isError) {
      return (
        <StatusMessage
          role="alert"
          icon={<WarningIcon aria-hidden="true" />}
          title="Your profile could not be loaded"
          text="Please check your connection and try again."
          action={
            <button type="button" className="btn btn-primary" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </button>
          }
        />
      );
    }
    return (
      <div className={styles.card} role="status">
        <span className="visually-hidden">Loading your profile…</span>
        <div className={styles.skeletonForm} aria-hidden="true" />
      </div>
    );
  }
  // Mounted once the profile is here, so the form starts from the saved values.
  return <ProfileForm profile={data} />;
}

/** The shared field's wrapper class: success once a touched or changed field is valid (spec section 2). */
type FieldState = 'error' | 'valid' | undefined;

function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const photoInputId = useId();
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
          // Spec section 8: the server's message as info; the header and panel follow the stored user.
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
            Profile Photo
          </label>
          <input
            id={photoInputId}
            type="file"
            accept="image/*"
            className={styles.fileInput}
            onChange={onPhoto}
            aria-describedby={`${photoInputId}-hint`}
          />
          <p id={`${photoInputId}-hint`} className={styles.hint}>
            {photo ? `${photo.name} will be saved with your changes.` : 'A clear photo of your face helps buyers trust you.'}
          </p>
        </div>
      </div>

      <div className={styles.grid}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={Limits.name}
          className={wrapperClass(fields.FirstName.fieldState)}
          error={fields.FirstName.error}
          {...register('FirstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          maxLength={Limits.name}
          className={wrapperClass(fields.LastName.fieldState)}
          error={fields.LastName.error}
          {...register('LastName')}
        />
        <TextField
          label="User Name"
          value={profile.UserName}
          readOnly
          className={styles.readOnly}
          hint="Your user name cannot be changed."
        />
        <TextField
          label="Email Address"
          type="email"
          value={profile.EmailAddress}
          readOnly
          className={styles.readOnly}
          hint="Your e-mail address cannot be changed."
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={Limits.phone}
          className={wrapperClass(fields.Phone.fieldState)}
          error={fields.Phone.error}
          {...phone}
          onChange={(event) => {
            // Digits only (spec section 2): anything else is dropped as it is typed or pasted.
            event.target.value = event.target.value.replace(/\D+/g, '');
            void phone.onChange(event);
          }}
        />
      </div>
      <TextAreaField
        label="Address"
        autoComplete="street-address"
        rows={2}
        maxLength={Limits.address}
        className={wrapperClass(fields.Address.fieldState)}
        error={fields.Address.error}
        {...register('Address')}
      />
      <TextAreaField
        label="About Me"
        rows={4}
        className={wrapperClass(fields.About.fieldState)}
        error={fields.About.error}
        {...register('About')}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!isValid || formState.isSubmitting || save.isPending}>
          {save.isPending || formState.isSubmitting ? 'Saving…' : 'Save Changes'}
        </button>
        <Link to="/account/profile" className="btn btn-ghost">
          Cancel
        </Link>
      </div>
    </form>
  );
}
