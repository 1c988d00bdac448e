import { valibotResolver } from '@hookform/resolvers/valibot';
import { useChangePassword, type ChangePasswordInput } from '../../api/account.ts';
import { Limits } from '../../contract/constants.ts';
import { ChangePasswordSchema } from '../../contract/schemas.ts';
import { TextField } from '../../components/form/fields.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { notify } from '../../components/toast/notify.tsx';
import styles from './Account.module.css';
import { accountMessages as m } from './account-messages.ts';
import { useContractForm } from '../../components/form/useContractForm.ts';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  usePageMeta({ title: m.changePassword });
  return (
    <AccountLayout title={m.changePassword}>
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
    formState: { isValid },
    shown,
  } = useContractForm<ChangePasswordInput>(valibotResolver(ChangePasswordSchema), {
    defaultValues: EMPTY,
  });


  const onSubmit = handleSubmit((values) => {
    // docs/product.md, section 8: info toast with the message; a refusal is the API client's error toast.
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
        {m.passwordHint(Limits.passwordMin)}
      </p>
      <TextField
        label={m.currentPassword}
        type="password"
        autoComplete="current-password"
        maxLength={Limits.password}
        error={shown('currentPassword')}
        {...register('currentPassword')}
      />
      <TextField
        label={m.newPassword}
        type="password"
        autoComplete="new-password"
        maxLength={Limits.password}
        error={shown('newPassword')}
        {...register('newPassword', { deps: ['confirmPassword'] })}
      />
      <TextField
        label={m.confirmPassword}
        type="password"
        autoComplete="new-password"
        maxLength={Limits.password}
        error={shown('confirmPassword')}
        {...register('confirmPassword')}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!isValid || changePassword.isPending}>
          {changePassword.isPending ? m.updating : m.update}
        </button>
      </div>
    </form>
  );
}
