import { useCallback, useEffect } from 'react';
import { type FieldErrors, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { fieldErrorOf, useRegister } from '../../api/account.ts';
import { Limits } from '../../contract/constants.ts';
import { FieldMessages, Messages } from '../../contract/messages.ts';
import { RegisterSchema, type RegisterInput } from '../../contract/schemas.ts';
import { TextField } from '../../components/form/fields.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { useAvailability, type AvailabilityField, type AvailabilityState } from './useAvailability.ts';
import styles from './Auth.module.css';
import { authMessages as m } from './auth-messages.ts';
import { useContractForm } from '../../components/form/useContractForm.ts';

/** Read when asked: the page's language. */
const taken = (field: AvailabilityField): string =>
  field === 'UserName' ? FieldMessages.registration.userNameTaken : FieldMessages.registration.emailTaken;
/** docs/product.md, section 4: the e-mail is checked once it has at least 5 characters. */
const EMAIL_CHECK_FROM = 5;
const FIELDS = ['FirstName', 'LastName', 'UserName', 'Email', 'Password', 'ConfirmPassword'] as const;

const schemaResolver = valibotResolver(RegisterSchema);

/** Only a confirmed-free answer lets the field pass; "not asked yet" blocks silently (empty message). */
function availabilityMessage(field: AvailabilityField, state: AvailabilityState | undefined): string | null {
  if (state === 'free') return null;
  if (state === 'taken') return taken(field);
  if (state === 'failed') return m.checkFailed;
  return '';
}

function availabilityHint(state: AvailabilityState | undefined): string | undefined {
  if (state === 'checking') return m.checking;
  if (state === 'free') return m.available;
  return undefined;
}

interface Props {
  /** The page to come back to after confirming the address (carried in the confirmation mail). */
  returnUrl?: string | undefined;
  /** The address to register with (an invitation's), filled in. */
  email?: string | undefined;
}

export function RegisterForm({ returnUrl, email = '' }: Props) {
  const navigate = useNavigate();
  const registration = useRegister();
  const { checks, check, markTaken, stateOf } = useAvailability();

  // docs/product.md, section 4: "the form is invalid until the user name and email are confirmed available".
  const resolver = useCallback<Resolver<RegisterInput>>(
    async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const errors: FieldErrors<RegisterInput> = { ...result.errors };
      for (const field of ['UserName', 'Email'] as const) {
        if (errors[field]) continue;
        const message = availabilityMessage(field, stateOf(field, values[field]));
        if (message !== null) errors[field] = { type: 'availability', message };
      }
      return Object.keys(errors).length ? { values: {}, errors } : result;
    },
    [stateOf],
  );

  const {
    register,
    handleSubmit,
    trigger,
    setError,
    getValues,
    formState: { isValid },
    shown,
  } = useContractForm<RegisterInput>(resolver, {
    // Every issue, not the first per pipe: otherwise the resolver stops the schema at the first
    // empty field and 'Confirm password didn't match' waits until the rest is valid.
    criteriaMode: 'all',
    defaultValues: { FirstName: '', LastName: '', UserName: '', Email: email, Password: '', ConfirmPassword: '' },
  });

  // An answer arrived: validate again so the field shows it and the Register button follows.
  useEffect(() => {
    if (checks.UserName || checks.Email) void trigger(['UserName', 'Email']);
  }, [checks, trigger]);

  // A filled-in address (an invitation's) is checked at once, as one typed is when its field is left.
  useEffect(() => {
    if (email.trim().length >= EMAIL_CHECK_FROM) void check('Email', email);
  }, [email, check]);

  const checkUserName = (value: string) => {
    if (value.trim()) void check('UserName', value);
  };
  const checkEmail = (value: string) => {
    if (value.trim().length >= EMAIL_CHECK_FROM) void check('Email', value);
  };

  const onSubmit = handleSubmit(
    (values) => {
      registration.mutate(returnUrl ? { ...values, ReturnUrl: returnUrl } : values, {
        onSuccess: (message) => {
          notify.success(Messages.welcome, message);
          void navigate({ to: '/registration/information' });
        },
        onError: (error) => {
          // The API client has toasted the message; the field it names shows it too.
          const problem = fieldErrorOf(error);
          if (!problem) return;
          if (problem.Field === 'UserName' || problem.Field === 'Email') {
            markTaken(problem.Field, values[problem.Field]);
          } else if ((FIELDS as readonly string[]).includes(problem.Field)) {
            setError(problem.Field as keyof RegisterInput, { type: 'server', message: problem.Message });
          }
        },
      });
    },
    () => {
      // Sent with Enter before a field lost focus: ask now, the button follows the answers.
      checkUserName(getValues('UserName'));
      checkEmail(getValues('Email'));
    },
  );

  const userNameState = stateOf('UserName', getValues('UserName'));
  const emailState = stateOf('Email', getValues('Email'));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.pair}>
        <TextField
          label={m.firstName}
          autoComplete="given-name"
          maxLength={Limits.name}
          error={shown('FirstName')}
          {...register('FirstName')}
        />
        <TextField
          label={m.lastName}
          autoComplete="family-name"
          maxLength={Limits.name}
          error={shown('LastName')}
          {...register('LastName')}
        />
      </div>
      <TextField
        label={m.userName}
        dir="ltr"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={Limits.name}
        hint={shown('UserName') ? undefined : availabilityHint(userNameState)}
        error={shown('UserName')}
        {...register('UserName', { onBlur: (event: { target: HTMLInputElement }) => checkUserName(event.target.value) })}
      />
      <TextField
        label={m.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={Limits.email}
        hint={shown('Email') ? undefined : availabilityHint(emailState)}
        error={shown('Email')}
        {...register('Email', { onBlur: (event: { target: HTMLInputElement }) => checkEmail(event.target.value) })}
      />
      <TextField
        label={m.password}
        type="password"
        autoComplete="new-password"
        maxLength={Limits.password}
        hint={shown('Password') ? undefined : m.passwordHint(Limits.passwordMin)}
        error={shown('Password')}
        {...register('Password', { deps: ['ConfirmPassword'] })}
      />
      <TextField
        label={m.confirmPassword}
        type="password"
        autoComplete="new-password"
        maxLength={Limits.password}
        error={shown('ConfirmPassword')}
        {...register('ConfirmPassword')}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!isValid || registration.isPending}>
        {registration.isPending ? m.registering : m.register}
      </button>
    </form>
  );
}
