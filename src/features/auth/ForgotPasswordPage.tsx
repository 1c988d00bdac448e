import { useState } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForgotPassword } from '../../api/account.ts';
import { Limits } from '../../contract/constants.ts';
import { ForgotPasswordSchema } from '../../contract/schemas.ts';
import { TextField } from '../../components/form/fields.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { notify } from '../../components/toast/notify.tsx';
import styles from './Auth.module.css';
import { authMessages as m } from './auth-messages.ts';
import { useContractForm } from '../../components/form/useContractForm.ts';

interface Values {
  EmailAddress: string;
}

export function ForgotPasswordPage() {
  usePageMeta({ title: m.forgot.tabTitle });
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isValid },
    shown,
  } = useContractForm<Values>(valibotResolver(ForgotPasswordSchema), {
    defaultValues: { EmailAddress: '' },
  });

  const onSubmit = handleSubmit(({ EmailAddress }) => {
    forgot.mutate(EmailAddress, {
      onSuccess: (message) => {
        // docs/product.md, section 8: the server's message, as info (it reads the same whether or not the account exists).
        notify.info(message);
        setSentTo(EmailAddress);
        reset();
      },
    });
  });

  const error = shown('EmailAddress');

  return (
    <div className={`container ${styles.narrow}`}>
      <div className={styles.card}>
        <div className={styles.body}>
          <h1 className={styles.cardTitle}>{m.forgot.title}</h1>
          <p className={styles.lead}>
            {m.forgot.lead}
          </p>
          <form className={`${styles.form} ${styles.spaced}`} onSubmit={onSubmit} noValidate>
            <TextField
              label={m.userNameOrEmail}
              dir="ltr"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={Limits.email}
              error={error}
              {...register('EmailAddress')}
            />
            <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!isValid || forgot.isPending}>
              {forgot.isPending ? m.forgot.sending : m.forgot.send}
            </button>
            <p className={styles.note} role="status">
              {sentTo ? m.forgot.sentTo(sentTo) : null}
              {m.forgot.spam}
            </p>
          </form>
          <p className={styles.back}>
            <Link to="/login-register">{m.forgot.back}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
