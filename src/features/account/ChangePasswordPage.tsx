import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useChangePassword, type ChangePasswordInput } from '../../api/account.ts';
import { Limits } from '../../contract/constants.ts';
import { ChangePasswordSchema } from '../../contract/schemas.ts';
import { TextField } from '../../components/form/fields.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { notify } from '../../components/toast/notify.tsx';
import styles from './Account.module.css';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  usePageMeta({ title: 'Change Password' });
  return (
    <AccountLayout title="Change Password">
      {() => <ChangePasswordForm />}
    </AccountLayout>
  );
}

function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isValid, isSubmitted },
  } = useForm<ChangePasswordInput>({
    resolver: valibotResolver(ChangePasswordSchema),
    mode: 'all',
    defaultValues: EMPTY,
  });

  const shown = (name: keyof ChangePasswordInput) => (touchedFields[name] || isSubmitted ? errors[name]?.message : undefined);

  const onSubmit = handleSubmit((values) => {
    // Spec section 8: info toast with the message; a refusal is the API client's error toast.
    changePassword.mutate(values, {
      onSuccess: (message) => {
        notify.info(message);
        reset(EMPTY);
      },
    });
  });

  return (
    <form className={`${styles.card} ${styles.form} ${styles.narrowForm}`} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>
        Choose a password of at least {Limits.passwordMin} characters. You stay logged in here; other devices are logged out.
      </p>
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        maxLength={Limits.password}
        error={shown('currentPassword')}
        {...register('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        maxLength={Limits.password}
        error={shown('newPassword')}
        {...register('newPassword', { deps: ['confirmPassword'] })}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        maxLength={Limits.password}
        error={shown('confirmPassword')}
        {...register('confirmPassword')}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!isValid || changePassword.isPending}>
          {changePassword.isPending ? 'Updating…' : 'Update Password'}
        </button>
      </div>
    </form>
  );
}
