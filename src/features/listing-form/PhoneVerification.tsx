/**
 * "Phone verified" on the listing form: a code by SMS to the number typed above, entered here. A
 * signed-in owner's account remembers the number, so their next listing with it asks nothing; the
 * proof a right code hands back goes with this submission (PhoneProof), so a listing sent without an
 * account, or queued in the outbox, is verified too. Optional: a listing can be sent without it.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldErrorOf } from '../../api/account.ts';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { sendPhoneCode, verifiedPhonesQuery, verifyPhoneCode } from '../../api/phone.ts';
import { useCurrentUser } from '../../api/session.ts';
import { accountKeys } from '../../api/query-keys.ts';
import { localize } from '../../contract/i18n.ts';
import { normalisePhone, PAKISTANI_MOBILE } from '../../contract/phone.ts';
import { PHONE_CODE_LENGTH } from '../../contract/verification.ts';
import { Messages } from '../../contract/messages.ts';
import { TextField } from '../../components/form/fields.tsx';
import { ShieldCheckIcon } from '../../components/icons/icons.tsx';
import styles from './ListingForm.module.css';
import { listingFormMessages } from './listing-form-messages.ts';

const m = listingFormMessages.phoneCheck;

/** A proof from a right code, for the number it was entered for. */
export interface PhoneProof {
  phone: string;
  proof: string;
}

interface Props {
  /** The phone field's value as typed. */
  typed: string;
  proof: PhoneProof | null;
  onProof: (proof: PhoneProof) => void;
}

function problemOf(error: unknown): string {
  if (error instanceof NetworkError) return m.offline;
  const named = fieldErrorOf(error);
  if (named) return localize(named.Message);
  if (error instanceof ApiError) return localize(error.envelope?.Message?.trim() || Messages.badRequestFallback);
  return localize(Messages.badRequestFallback);
}

export function PhoneVerification({ typed, proof, onProof }: Props) {
  const phone = normalisePhone(typed);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const known = useQuery({ ...verifiedPhonesQuery(user?.UserName ?? ''), enabled: user !== null });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ phone: string; text: string } | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const titleId = useId();

  if (!PAKISTANI_MOBILE.test(phone)) return null;
  const verified = proof?.phone === phone || Boolean(user && known.data?.includes(phone));
  if (verified) {
    return (
      <p className={styles.phoneVerified} role="status">
        <ShieldCheckIcon aria-hidden="true" />
        <span>{m.verified(phone)}</span>
      </p>
    );
  }
  const waiting = sentTo === phone;
  const error = problem?.phone === phone ? problem.text : undefined;

  const send = async () => {
    setBusy('send');
    setProblem(null);
    try {
      const answer = await sendPhoneCode(phone);
      if (answer.AlreadyVerified && user) {
        await queryClient.invalidateQueries({ queryKey: accountKeys.verifiedPhones(user.UserName) });
      } else {
        setSentTo(phone);
        setCode('');
      }
    } catch (err) {
      setProblem({ phone, text: problemOf(err) });
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    setBusy('verify');
    setProblem(null);
    try {
      const answer = await verifyPhoneCode(phone, code);
      onProof({ phone, proof: answer.Proof });
      if (user) void queryClient.invalidateQueries({ queryKey: accountKeys.verifiedPhones(user.UserName) });
    } catch (err) {
      setProblem({ phone, text: problemOf(err) });
    } finally {
      setBusy(null);
    }
  };

  // Enter in the code field checks the code; it must not send the whole listing.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (busy === null) void verify();
  };

  return (
    <div className={styles.phoneCheck} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.phoneCheckTitle}>
        <ShieldCheckIcon aria-hidden="true" />
        <span>{m.title}</span>
      </p>
      {waiting ? (
        <>
          <p className={styles.note} role="status">{m.sent(phone)}</p>
          <TextField
            label={m.code}
            name="PhoneCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            onKeyDown={onKeyDown}
          />
          <div className={styles.phoneCheckActions}>
            <button type="button" className="btn btn-primary" disabled={busy !== null || code.length !== PHONE_CODE_LENGTH} onClick={() => void verify()}>
              {busy === 'verify' ? m.verifying : m.verify}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => void send()}>
              {busy === 'send' ? m.sending : m.resend}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.note}>{m.why(phone)}</p>
          <div className={styles.phoneCheckActions}>
            <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void send()}>
              {busy === 'send' ? m.sending : m.send}
            </button>
          </div>
          {error ? <p className={styles.phoneCheckError} role="alert">{error}</p> : null}
        </>
      )}
    </div>
  );
}
