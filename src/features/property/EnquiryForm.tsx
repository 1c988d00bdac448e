import { useId, useState, type ClipboardEvent, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { InferInput } from 'valibot';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { randomId } from '../../lib/random-id.ts';
import { sendOrQueue } from '../../offline/outbox/queue.ts';
import { fieldProblemOf } from '../../offline/outbox/logic.ts';
import { reopenedEnquiry, settleReopenedEnquiry } from '../../offline/outbox/reopen.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Limits } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { localize } from '../../contract/i18n.ts';
import { EnquirySchema, type EnquiryInput } from '../../contract/schemas.ts';
import type { CurrentUser, PropertyDetails } from '../../contract/types.ts';
import { describedBy, FieldShell, TextField } from '../../components/form/fields.tsx';
import fieldStyles from '../../components/form/fields.module.css';
import { MailIcon } from '../../components/icons/icons.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { localMobile } from '../../lib/phone-links.ts';
import { propertyMessages as m } from './property-messages.ts';
import styles from './PropertyPage.module.css';
import { useContractForm } from '../../components/form/useContractForm.ts';

type EnquiryValues = InferInput<typeof EnquirySchema>;
type VisibleField = 'fullName' | 'emailAddress' | 'phoneNumber' | 'message';

const resolver = valibotResolver(EnquirySchema);

const VISIBLE_FIELDS: readonly VisibleField[] = ['fullName', 'emailAddress', 'phoneNumber', 'message'];
/** The visible field a refusal names (the server's spelling may differ in case), or null (PropertyId, none). */
const visibleFieldNamed = (name: string | null): VisibleField | null => VISIBLE_FIELDS.find((f) => f.toLowerCase() === name?.toLowerCase()) ?? null;

interface Refusal {
  field: VisibleField;
  message: string;
  value: string;
}

/** A stored '+92 300 1234567' becomes the local '03001234567' the field and the owner expect. */
function phoneDigits(phone: string): string {
  return (localMobile(phone) ?? phone.replace(/\D/g, '')).slice(0, Limits.phone);
}

function defaultsFor(property: PropertyDetails, user: CurrentUser | null): EnquiryValues {
  return {
    PropertyId: property.PropertyId,
    PropertyUrl: property.PropertyUrl,
    subject: property.Title,
    ownerEmail: property.EmailAddress,
    // A signed-in visitor should not have to type who they are again.
    fullName: user ? `${user.FirstName} ${user.LastName}`.trim() : '',
    emailAddress: user?.EmailAddress ?? '',
    phoneNumber: phoneDigits(user?.PhoneNumber ?? ''),
    message: '',
  };
}

/** What the visitor typed; the listing's own fields come from the listing as it is now. */
const pick = ({ fullName, emailAddress, phoneNumber, message }: EnquiryInput): Pick<EnquiryValues, VisibleField> => ({
  fullName,
  emailAddress,
  phoneNumber,
  message,
});

// Spec 5: the phone field takes digits only; paste and drop are blocked outright.
const blockNonDigitKey = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
  }
};
// Phone keyboards often send no useful key code; beforeinput carries the actual text.
const blockNonDigitInput = (event: FormEvent<HTMLInputElement>) => {
  const data = (event.nativeEvent as InputEvent).data;
  if (data && /\D/.test(data)) event.preventDefault();
};
const block = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => event.preventDefault();

function failureText(error: unknown): string {
  if (error instanceof NetworkError) return m.enquiry.offline;
  if (error instanceof ApiError) return error.envelope?.Message?.trim() || Messages.badRequestFallback;
  return Messages.badRequestFallback;
}

export function EnquiryForm({ property }: { property: PropertyDetails }) {
  const user = useCurrentUser();
  const headingId = useId();
  const messageId = useId();
  // An enquiry the server refused, reopened from the outbox to be corrected and sent again.
  const [reopened, setReopened] = useState(() => reopenedEnquiry(property.PropertyId));
  const defaults = reopened ? { ...defaultsFor(property, user), ...pick(reopened.input) } : defaultsFor(property, user);

  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setFocus,
    shown,
  } = useContractForm<EnquiryValues, EnquiryInput>(resolver, { mode: 'onTouched', defaultValues: defaults });

  // The last refusal that named one of the visible fields (the reopened entry's, then any later one)
  // and what that field held: its words stay beside the field until it is changed, also when a
  // reopened enquiry is refused again (docs/product.md, section 8, 'Messages per flow').
  const [refusal, setRefusal] = useState<Refusal | null>(() => {
    const field = visibleFieldNamed(reopened?.field ?? null);
    return reopened?.problem && field ? { field, message: reopened.problem, value: reopened.input[field] } : null;
  });
  const refusedValue = refusal ? watch(refusal.field) : undefined;
  const errorOf = (name: VisibleField): string | undefined =>
    shown(name) ?? (refusal?.field === name && refusedValue === refusal.value ? refusal.message : undefined);

  // Offline or on a server hiccup the enquiry waits in the outbox; one key per enquiry, kept by every retry.
  const enquiry = useMutation({
    mutationFn: (input: EnquiryInput) => {
      const idempotencyKey = randomId();
      return sendOrQueue({
        request: { kind: 'enquiry', input },
        idempotencyKey,
        // Signed in, it carries the account's bearer (the thread goes to "My enquiries"), so it waits for
        // that account as a queued reply does; signed out, anyone's worker may send it, and the buyer
        // follows the thread by the link in the mail.
        needsLogin: user !== null,
      });
    },
  });

  const settleReopened = () => {
    setRefusal(null);
    if (!reopened) return;
    void settleReopenedEnquiry(reopened.id).catch(() => undefined);
    setReopened(null);
  };

  const onSubmit = handleSubmit((values) => {
    enquiry.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.status === 'queued') {
          settleReopened();
          // The outbox has told the user; the form clears as after a success.
          reset(defaultsFor(property, user));
          return;
        }
        const envelope = outcome.value;
        if (envelope.IsSuccess) {
          settleReopened();
          notify.info(envelope.Message);
          reset(defaultsFor(property, user));
        } else {
          notify.error(envelope.Message || Messages.badRequestFallback);
        }
      },
      onError: (error) => {
        const named = error instanceof ApiError ? fieldProblemOf(error.envelope) : null;
        const field = visibleFieldNamed(named?.field ?? null);
        if (!named || !field) {
          notify.error(failureText(error));
          return;
        }
        setRefusal({ field, message: named.message, value: getValues(field) });
        setFocus(field);
      },
    });
  });

  const phone = register('phoneNumber');
  const messageError = errorOf('message');

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {m.enquiry.title}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {reopened?.problem && !visibleFieldNamed(reopened.field) ? (
          <p className={fieldStyles.error} role="alert">
            {localize(reopened.problem)}
          </p>
        ) : null}
        <input type="hidden" {...register('subject')} />
        <input type="hidden" {...register('ownerEmail')} />
        <TextField
          label={m.enquiry.fullName}
          autoComplete="name"
          maxLength={Limits.listingFullName}
          error={errorOf('fullName')}
          {...register('fullName')}
        />
        <TextField
          label={m.enquiry.email}
          type="email"
          autoComplete="email"
          maxLength={Limits.email}
          error={errorOf('emailAddress')}
          {...register('emailAddress')}
        />
        <TextField
          label={m.enquiry.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={Limits.phone}
          placeholder="03001234567"
          error={errorOf('phoneNumber')}
          {...phone}
          onChange={(event) => {
            // Autofill can still bring "+92 300 ..." in; keep only the digits it contains.
            const clean = event.target.value.replace(/\D/g, '').slice(0, Limits.phone);
            if (clean !== event.target.value) event.target.value = clean;
            void phone.onChange(event);
          }}
          onKeyDown={blockNonDigitKey}
          onBeforeInput={blockNonDigitInput}
          onPaste={block}
          onDrop={block}
        />
        {/*
          The shell's error goes through localize, as every field's does: the schema's messages are
          read from the catalog when the schema module loads, after the page's language is set
          (src/main.tsx), so on Urdu pages they are Urdu already and stay as they are; English ones
          (a server's) become Urdu where a catalog has them (docs/product.md, section 8). No `dir`:
          the placeholder keeps the page's direction, as before.
        */}
        <FieldShell controlId={messageId} label={m.enquiry.message} error={messageError}>
          <textarea
            id={messageId}
            className={`${fieldStyles.input} ${styles.textarea}`}
            rows={5}
            maxLength={2000}
            placeholder={m.enquiry.messagePlaceholder}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy(messageId, undefined, messageError)}
            {...register('message')}
          />
        </FieldShell>
        <button type="submit" className={`btn btn-accent ${styles.send}`} disabled={enquiry.isPending} aria-busy={enquiry.isPending || undefined}>
          <MailIcon aria-hidden="true" />
          {enquiry.isPending ? m.enquiry.sending : m.enquiry.send}
        </button>
      </form>
    </section>
  );
}
