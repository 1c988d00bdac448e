import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { resetKeyQuery, useResetPassword, type ResetPasswordInput } from '../../api/account.ts';
import { ApiError } from '../../api/errors.ts';
import { Messages } from '../../contract/messages.ts';
import { Limits } from '../../contract/constants.ts';
import { ResetPasswordSchema } from '../../contract/schemas.ts';
import { TextField } from '../../components/form/fields.tsx';
import { WarningIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import styles from './Auth.module.css';
import { authMessages as m } from './auth-messages.ts';
import { useContractForm } from '../../components/form/useContractForm.ts';

const routeApi = getRouteApi('/forgot-password/reset');

export function ResetPasswordPage() {
  usePageMeta({ title: m.reset.tabTitle });
  const { key } = routeApi.useSearch();

  return (
    <div className={`container ${styles.narrow}`}>
      {key ? (
        <CheckedResetForm resetKey={key} />
      ) : (
        <>
          <h1 className="visually-hidden">{m.reset.tabTitle}</h1>
          <StatusMessage
            role="alert"
            icon={<WarningIcon aria-hidden="true" />}
            title={m.reset.incompleteTitle}
            text={m.reset.incompleteText}
            action={
              <Link to="/forgot-password" className="btn btn-primary">
                {m.reset.askNew}
              </Link>
            }
          />
        </>
      )}
    </div>
  );
}

/** A used or expired link is said at once, not after a new password was typed. */
function CheckedResetForm({ resetKey }: { resetKey: string }) {
  const check = useQuery(resetKeyQuery(resetKey));
  if (check.isPending) {
    return (
      <p className={styles.lead} role="status">
        {m.reset.checking}
      </p>
    );
  }
  if (check.isError && check.error instanceof ApiError && check.error.status === 400) {
    return (
      <>
        <h1 className="visually-hidden">{m.reset.tabTitle}</h1>
        <StatusMessage
          role="alert"
          icon={<WarningIcon aria-hidden="true" />}
          title={m.reset.unusableTitle}
          text={Messages.resetLinkInvalid}
          action={
            <Link to="/forgot-password" className="btn btn-primary">
              {m.reset.askNew}
            </Link>
          }
        />
      </>
    );
  }
  // Checked, or the check could not be made (offline): the form, whose answer will tell.
  return <ResetForm resetKey={resetKey} />;
}

function ResetForm({ resetKey }: { resetKey: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { isValid },
    shown,
  } = useContractForm<ResetPasswordInput>(valibotResolver(ResetPasswordSchema), {
    // The key travels with the form values so the shared schema checks it like the server does.
    defaultValues: { key: resetKey, newPassword: '', confirmPassword: '' },
  });


  const onSubmit = handleSubmit((values) => {
    // A used or expired key is toasted by the API client with the server's message.
    resetPassword.mutate(values, {
      onSuccess: (message) => {
        notify.info(message);
        void navigate({ to: '/login-register', replace: true });
      },
    });
  });

  return (
    <div className={styles.card}>
      <div className={styles.body}>
        <h1 className={styles.cardTitle}>{m.reset.title}</h1>
        <p className={styles.lead}>{m.reset.lead}</p>
        <form className={`${styles.form} ${styles.spaced}`} onSubmit={onSubmit} noValidate>
          <TextField
            label={m.reset.newPassword}
            type="password"
            autoComplete="new-password"
            maxLength={Limits.password}
            hint={shown('newPassword') ? undefined : m.passwordHint(Limits.passwordMin)}
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
          <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!isValid || resetPassword.isPending}>
            {resetPassword.isPending ? m.reset.updating : m.reset.update}
          </button>
        </form>
        <p className={styles.back}>
          <Link to="/forgot-password">{m.reset.askNew}</Link>
        </p>
      </div>
    </div>
  );
}
