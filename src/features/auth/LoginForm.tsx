import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLogin } from '../../api/account.ts';
import { Limits } from '../../contract/constants.ts';
import { LoginSchema, type LoginInput } from '../../contract/schemas.ts';
import { afterLoginPath } from '../../components/layout/account-links.ts';
import { TextField } from '../../components/form/fields.tsx';
import styles from './Auth.module.css';
import { authMessages as m } from './auth-messages.ts';
import { useContractForm } from '../../components/form/useContractForm.ts';

interface Props {
  returnUrl: string | undefined;
}

export function LoginForm({ returnUrl }: Props) {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { isValid },
    shown,
  } = useContractForm<LoginInput>(valibotResolver(LoginSchema), {
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    // A failed login is already toasted by the API client with the server's message.
    login.mutate(values, {
      onSuccess: () => {
        void navigate({ href: afterLoginPath(returnUrl), replace: true });
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={m.userNameOrEmail}
        dir="ltr"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={Limits.loginUserName}
        error={shown('username')}
        {...register('username')}
      />
      <TextField
        label={m.password}
        type="password"
        autoComplete="current-password"
        maxLength={Limits.password}
        error={shown('password')}
        {...register('password')}
      />
      <div className={styles.row}>
        <Link to="/forgot-password" className={styles.quiet}>
          {m.forgotLink}
        </Link>
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!isValid || login.isPending}>
        {login.isPending ? m.loggingIn : m.logIn}
      </button>
    </form>
  );
}
