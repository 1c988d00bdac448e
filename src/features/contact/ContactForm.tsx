import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { randomId } from '../../lib/random-id.ts';
import { sendOrQueue } from '../../offline/outbox/queue.ts';
import { fieldProblemOf } from '../../offline/outbox/logic.ts';
import { ApiError } from '../../api/errors.ts';
import { reopenedEntry, settleReopened } from '../../offline/outbox/reopen.ts';
import { localize } from '../../contract/i18n.ts';
import { getCurrentUser } from '../../api/session.ts';
import { Limits } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { ContactSchema, type ContactInput } from '../../contract/schemas.ts';
import { TextField } from '../../components/form/fields.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { keepDigits, typesNonDigit } from '../../contract/phone.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { contactMessages as m } from './contact-messages.ts';
import styles from './ContactPage.module.css';
import fieldStyles from '../../components/form/fields.module.css';
import { useContractForm } from '../../components/form/useContractForm.ts';

type ContactValues = v.InferInput<typeof ContactSchema>;
type FieldName = keyof ContactValues;

const fieldRules = ContactSchema.entries;

/**
 * A signed-in visitor starts with their name, e-mail and phone filled in, but only values the form
 * accepts: errors stay hidden until a field is touched, so an invalid prefill would disable the
 * button with nothing on screen to say why.
 */
function initialValues(): ContactValues {
  const user = getCurrentUser();
  const pick = (name: 'fullName' | 'emailAddress' | 'phoneNumber', value: string | undefined): string => {
    const candidate = (value ?? '').trim();
    return candidate && v.is(fieldRules[name], candidate) ? candidate : '';
  };
  return {
    fullName: pick('fullName', user ? `${user.FirstName} ${user.LastName}` : undefined),
    emailAddress: pick('emailAddress', user?.EmailAddress),
    phoneNumber: pick('phoneNumber', user?.PhoneNumber),
    subject: '',
    message: '',
  };
}

const FIELDS: readonly FieldName[] = ['fullName', 'emailAddress', 'phoneNumber', 'subject', 'message'];

interface Refusal {
  field: FieldName;
  message: string;
  values: Partial<ContactValues>;
}

/** The form's field a refusal names (the server's spelling may differ in case), or null. */
const fieldNamed = (name: string | null): FieldName | null => FIELDS.find((f) => f.toLowerCase() === name?.toLowerCase()) ?? null;

export function ContactForm() {
  // A message the server refused, reopened from the outbox ("Edit") to be corrected and sent again:
  // the form holds what was typed, and the refused entry stays in the outbox until this one goes.
  const [reopened, setReopened] = useState(() => reopenedEntry('contact'));
  const [defaults] = useState(() => (reopened ? { ...initialValues(), ...reopened.request.input } : initialValues()));
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    setFocus,
    formState: { isValid, isSubmitting },
    shown,
  } = useContractForm<ContactValues, ContactInput>(valibotResolver(ContactSchema), { defaultValues: defaults });

  const values = useWatch({ control });
  // The last refusal that named one of the fields (the reopened entry's, then any later one), with
  // what the form held when it came: its words stay beside that field until the field is changed.
  const [refusal, setRefusal] = useState<Refusal | null>(() => {
    const field = fieldNamed(reopened?.field ?? null);
    return reopened?.problem && field ? { field, message: reopened.problem, values: reopened.request.input } : null;
  });
  const problemAt = (name: FieldName): string | undefined =>
    refusal?.field === name && values[name] === refusal.values[name] ? localize(refusal.message) : undefined;
  const errorOf = (name: FieldName): string | undefined => shown(name) ?? problemAt(name);

  const settle = () => {
    if (!reopened) return;
    void settleReopened(reopened.id).catch(() => undefined);
    setReopened(null);
  };

  const onSubmit = async (values: ContactInput): Promise<void> => {
    // One key per message, kept by every retry (the outbox's too): we never get the mail twice.
    const idempotencyKey = randomId();
    try {
      const outcome = await sendOrQueue({
        request: { kind: 'contact', input: values },
        idempotencyKey,
        needsLogin: false,
      });
      if (outcome.status === 'queued') {
        // Offline or a server hiccup: it waits in the outbox, so the form clears as after a success.
        settle();
        reset(initialValues());
        return;
      }
      const answer = outcome.value;
      if (answer?.IsSuccess) {
        settle();
        notify.info(answer.Message, undefined, { id: 'contact-sent' });
        reset(initialValues());
        return;
      }
    } catch (error) {
      // A refusal that names a field is shown there, as when the entry was reopened, also when a
      // reopened message is refused again (docs/product.md, section 8, 'Messages per flow').
      const named = error instanceof ApiError ? fieldProblemOf(error.envelope) : null;
      const field = fieldNamed(named?.field ?? null);
      if (named && field) {
        setRefusal({ field, message: named.message, values: getValues() });
        setFocus(field);
        return;
      }
      // Any other refusal, the rate limit and no connection get the spec's answer below; what was typed stays.
    }
    notify.error(Messages.contactFailure, undefined, { id: 'contact-failed' });
  };

  const phone = register('phoneNumber');

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <div>
        <h2 id="contact-form-title" className={styles.cardTitle}>
          {m.formTitle}
        </h2>
        <p className={styles.cardLead}>{m.formLead}</p>
      </div>
      {reopened?.problem && !fieldNamed(reopened.field) ? (
        <p className={fieldStyles.error} role="alert">
          {localize(reopened.problem)}
        </p>
      ) : null}

      <div className={styles.fieldGrid}>
        <TextField
          label={m.fullName}
          autoComplete="name"
          maxLength={Limits.contactField}
          error={errorOf('fullName')}
          {...register('fullName')}
        />
        <TextField
          label={m.emailAddress}
          type="email"
          autoComplete="email"
          maxLength={Limits.contactField}
          error={errorOf('emailAddress')}
          {...register('emailAddress')}
        />
        <TextField
          label={m.phoneNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={Limits.phone}
          error={errorOf('phoneNumber')}
          {...phone}
          onKeyDown={(event) => {
            if (typesNonDigit(event)) event.preventDefault();
          }}
          // Spec 5: digits only, with paste and drop blocked. Autofill and phone keyboards that skip
          // key events still land here, so the value is trimmed to its digits too.
          onPaste={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
          onChange={(event) => {
            const digits = keepDigits(event.target.value);
            if (digits !== event.target.value) event.target.value = digits;
            return phone.onChange(event);
          }}
        />
        <TextField
          label={m.subject}
          maxLength={Limits.contactField}
          error={errorOf('subject')}
          {...register('subject')}
        />
        <TextAreaField
          className={styles.wide}
          label={m.message}
          rows={5}
          error={errorOf('message')}
          {...register('message')}
        />
      </div>

      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!isValid || isSubmitting} aria-busy={isSubmitting}>
        {m.submit}
      </button>
    </form>
  );
}
