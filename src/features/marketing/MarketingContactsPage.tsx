import { useEffect, useState, type ClipboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { isAbortError } from '../../api/errors.ts';
import { isMarketingPhoneRegistered } from '../../api/marketing.ts';
import { randomId } from '../../lib/random-id.ts';
import { sendOrQueue } from '../../offline/outbox/queue.ts';
import { reopenedEntry, settleReopened } from '../../offline/outbox/reopen.ts';
import { localize } from '../../contract/i18n.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Limits } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { MarketingPhoneQuery } from '../../contract/schemas.ts';
import { TextField } from '../../components/form/fields.tsx';
import { PhoneIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { notify } from '../../components/toast/notify.tsx';
import { isDigits, keepDigits, normalisePhone, typesNonDigit } from '../../contract/phone.ts';
import styles from './MarketingContactsPage.module.css';
import { marketingMessages as m } from './marketing-messages.ts';
import { useContractForm } from '../../components/form/useContractForm.ts';

// The server's own rule for the number, so the form never sends what the server would refuse.
const MarketingSchema = v.object({ PhoneNumber: MarketingPhoneQuery.entries.PhoneNumber });
type MarketingValues = v.InferInput<typeof MarketingSchema>;
type MarketingInput = v.InferOutput<typeof MarketingSchema>;

type CheckStatus = 'none' | 'checking' | 'taken' | 'free' | 'unknown';

interface CheckResult {
  phone: string;
  status: Exclude<CheckStatus, 'none' | 'checking'>;
}

/**
 * Spec 5: the registered check runs once a number has 11 or more characters, and only for a number the
 * server would accept, since asking about anything else only earns a 400.
 */
const needsCheck = (phone: string): boolean =>
  phone.length >= Limits.marketingPhoneCheckFrom && v.is(MarketingSchema.entries.PhoneNumber, phone);

/** A clipboard or drop text as a number for this field, or null when it is not one. */
function asPhone(text: string): string | null {
  const phone = normalisePhone(text);
  return isDigits(phone) && phone.length <= Limits.phone ? phone : null;
}

export function MarketingContactsPage() {
  usePageMeta({ title: m.tabTitle });
  const user = useCurrentUser();
  const fullName = user ? `${user.FirstName} ${user.LastName}`.trim() : '';
  // A number the server refused, reopened from the outbox ("Edit"): the field holds it again with the
  // server's words, and the refused entry stays in the outbox until the corrected one goes.
  const [reopened, setReopened] = useState(() => reopenedEntry('marketing'));

  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isValid, isSubmitting },
    shown,
  } = useContractForm<MarketingValues, MarketingInput>(valibotResolver(MarketingSchema), {
    defaultValues: { PhoneNumber: reopened?.request.phoneNumber ?? '' },
  });

  const phone = useWatch({ control, name: 'PhoneNumber' });
  const [check, setCheck] = useState<CheckResult | null>(null);
  const status: CheckStatus = check?.phone === phone ? check.status : needsCheck(phone) ? 'checking' : 'none';

  useEffect(() => {
    if (!needsCheck(phone)) return;
    // Each new value cancels the previous check, so a late answer never lands on a different number.
    const controller = new AbortController();
    isMarketingPhoneRegistered(phone, controller.signal).then(
      (taken) => {
        // A free number is said beside the field ("not on the list yet"). The specification's toast for
        // it, 'Mobile number added successfully.', read as if the number were added before Add was
        // pressed; only the answer to Add says a number was added (docs/product.md, section 8).
        setCheck({ phone, status: taken ? 'taken' : 'free' });
      },
      (error: unknown) => {
        // Offline or a server fault: the number stays allowed and registering gives the verdict.
        if (!isAbortError(error)) setCheck({ phone, status: 'unknown' });
      },
    );
    return () => controller.abort();
  }, [phone]);

  const putNumber = (number: string) => {
    setValue('PhoneNumber', number, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  };

  // Spec: clicking the field pastes what was copied. Browsers may ask or refuse; a refusal leaves the
  // field as it is and the user types instead.
  const pasteFromClipboard = () => {
    if (typeof navigator.clipboard?.readText !== 'function') return;
    navigator.clipboard.readText().then(
      (text) => {
        const number = asPhone(text);
        if (number) putNumber(number);
      },
      () => undefined,
    );
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const number = asPhone(event.clipboardData.getData('text'));
    if (number) putNumber(number);
  };

  const onSubmit = async ({ PhoneNumber }: MarketingInput): Promise<void> => {
    let added = false;
    let queued = false;
    // One key per registration, kept by every retry: the contact is added once however often it goes.
    const idempotencyKey = randomId();
    try {
      const outcome = await sendOrQueue({
        request: { kind: 'marketing', name: fullName, phoneNumber: PhoneNumber },
        idempotencyKey,
        // The list belongs to signed-in staff; queued, it goes with whoever is signed in then.
        needsLogin: true,
      });
      queued = outcome.status === 'queued';
      // A bare boolean: false means the number was not added.
      added = outcome.status === 'sent' && Boolean(outcome.value);
    } catch {
      added = false;
    }
    if ((added || queued) && reopened) {
      void settleReopened(reopened.id).catch(() => undefined);
      setReopened(null);
    }
    // Queued: the outbox has said it is saved, and nothing failed.
    if (added) notify.success(Messages.marketingAdded, undefined, { id: 'marketing-result' });
    else if (!queued) notify.error(Messages.marketingNotAdded, undefined, { id: 'marketing-result' });
    // Spec: the form is cleared after every attempt, successful or not.
    reset();
    setCheck(null);
  };

  const field = register('PhoneNumber');
  // The server's refusal is about the one number the form has: it shows until the number changes.
  const refusal = reopened?.problem && phone === reopened.request.phoneNumber ? localize(reopened.problem) : undefined;
  const error =
    status === 'taken' ? m.taken : shown('PhoneNumber') ?? refusal;
  const hint =
    status === 'checking'
      ? m.checking
      : status === 'free'
        ? m.free
        : error
          ? undefined
          : m.hint;
  const canSubmit = isValid && !isSubmitting && fullName !== '' && status !== 'taken' && status !== 'checking';

  return (
    <div className={`container ${styles.page}`}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-labelledby="marketing-title"
      >
        <span className={styles.icon}>
          <PhoneIcon aria-hidden="true" />
        </span>
        <div>
          <p className={styles.eyebrow}>{m.eyebrow}</p>
          <h1 id="marketing-title" className={styles.title}>
            {m.title}
          </h1>
          <p className={styles.lead}>
            {m.lead}
          </p>
        </div>

        <TextField
          label={m.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={Limits.phone}
          required
          hint={hint}
          error={error}
          {...field}
          onClick={pasteFromClipboard}
          onPaste={onPaste}
          onKeyDown={(event) => {
            if (typesNonDigit(event)) event.preventDefault();
          }}
          onChange={(event) => {
            // Phone keyboards and drops skip the key filter; what reaches the field is cleaned here.
            const cleaned = keepDigits(normalisePhone(event.target.value));
            if (cleaned !== event.target.value) event.target.value = cleaned;
            return field.onChange(event);
          }}
        />

        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!canSubmit} aria-busy={isSubmitting}>
          {m.add}
        </button>
        {fullName ? <p className={styles.owner}>{m.owner(fullName)}</p> : null}
      </form>
    </div>
  );
}
