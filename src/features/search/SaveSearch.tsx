import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { notify } from '../../components/toast/notify.tsx';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { saveSearch } from '../../offline/saved-searches.ts';
import { saveSearchForAddress, saveSearchToAccount } from '../../api/saved-searches.ts';
import * as v from 'valibot';
import { useCurrentUser } from '../../api/session.ts';
import { NetworkError } from '../../api/errors.ts';
import { withModule } from '../../lib/lazy-load.ts';
import { SavedSearchByEmailSchema, type AlertFrequency } from '../../contract/schemas.ts';
import { searchMessages } from './search-messages.ts';
import styles from './SaveSearch.module.css';

const NAME_MAX = 60;
const m = searchMessages.save;

function FrequencySelect({ id, value, onChange, withOff = false }: {
  id: string; value: AlertFrequency; onChange: (f: AlertFrequency) => void; withOff?: boolean;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as AlertFrequency)}>
      <option value="Instant">{m.instant}</option>
      <option value="Daily">{m.daily}</option>
      <option value="Weekly">{m.weekly}</option>
      {withOff ? <option value="Off">{m.never}</option> : null}
    </select>
  );
}

/** 'Save this search' on the results page: the exact criteria, under a name. */
export function SaveSearch({ criteria }: { criteria: SearchCriteria }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('Instant');
  const [busy, setBusy] = useState(false);
  const [byEmail, setByEmail] = useState(true);
  const [byPush, setByPush] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState('');
  const user = useCurrentUser();
  const inputId = useId();
  const alertsId = useId();
  const addressId = useId();
  const addressErrorId = useId();
  const canPush = typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window && 'serviceWorker' in navigator;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    let inAccount = false;
    let pushOn = false;
    let toConfirm = false;
    const emailTo = address.trim();
    if (!user && emailTo && frequency !== 'Off') {
      // Without an account, alerts by e-mail need a confirmed address.
      const checked = v.safeParse(SavedSearchByEmailSchema.entries.EmailAddress, emailTo);
      if (!checked.success) {
        setAddressError(checked.issues[0].message);
        return;
      }
      setAddressError('');
      setBusy(true);
      try {
        await saveSearchForAddress(name.trim(), criteria, frequency, emailTo);
        toConfirm = true;
      } catch (error) {
        setBusy(false);
        if (!(error instanceof NetworkError)) return;
      }
      setBusy(false);
    }
    if (user) {
      // In the account too: that is where the alert mails come from.
      setBusy(true);
      try {
        if (byPush && frequency !== 'Off') {
          // Asked now, on the person's own Save, never on page load.
          const push = await import('../../offline/push.ts');
          const outcome = await push.enablePush();
          push.tellOutcome(outcome);
          pushOn = outcome === 'on';
        }
        await saveSearchToAccount(name.trim(), criteria, frequency, { email: byEmail, push: pushOn });
        inAccount = true;
      } catch (error) {
        setBusy(false);
        // Offline it is still kept on this phone; a refusal is shown by the API client and the form stays.
        if (!(error instanceof NetworkError)) return;
      }
      setBusy(false);
    }
    saveSearch(name, criteria);
    setSaved(true);
    setOpen(false);
    notify.success(
      m.savedTitle,
      inAccount && frequency !== 'Off' && (byEmail || pushOn)
        ? m.willNotify(byEmail, pushOn, frequency)
        : toConfirm
          ? m.confirmMail
          : (user || emailTo) && !inAccount
          ? m.keptOnPhone
          : m.showsNew,
      { id: 'search-saved' },
    );
    withModule(() => import('../../offline/install-moment.ts'), (m) => m.noteSaved());
  };

  if (saved) {
    return (
      <Link to="/saved-searches" className={styles.link}>
        {m.savedSearches}
      </Link>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        {m.open}
      </button>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={inputId}>{m.name}</label>
      <input
        id={inputId}
        value={name}
        maxLength={NAME_MAX}
        placeholder={m.namePlaceholder}
        onChange={(e) => setName(e.target.value)}
        autoFocus
      />
      {user ? (
        <>
          <label htmlFor={alertsId}>{m.tellMe}</label>
          <FrequencySelect id={alertsId} value={frequency} onChange={setFrequency} withOff />
          {frequency !== 'Off' ? (
            <fieldset className={styles.channels}>
              <legend>{m.how}</legend>
              <label>
                <input type="checkbox" checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} /> {m.byEmail}
              </label>
              {canPush ? (
                <label>
                  <input type="checkbox" checked={byPush} onChange={(e) => setByPush(e.target.checked)} /> {m.byPush}
                </label>
              ) : null}
            </fieldset>
          ) : null}
        </>
      ) : (
        <>
          <label htmlFor={addressId}>{m.emailMe}</label>
          <input
            id={addressId}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={address}
            placeholder="you@example.com"
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? addressErrorId : undefined}
            onChange={(e) => setAddress(e.target.value)}
          />
          {addressError ? <p id={addressErrorId} className={styles.error}>{addressError}</p> : null}
          {address.trim() ? (
            <>
              <label htmlFor={alertsId}>{m.howOften}</label>
              <FrequencySelect id={alertsId} value={frequency} onChange={setFrequency} />
            </>
          ) : null}
        </>
      )}
      <button type="submit" className={styles.button} disabled={!name.trim() || busy}>
        {busy ? m.saving : m.save}
      </button>
      <button type="button" className={styles.cancel} onClick={() => setOpen(false)}>
        {m.cancel}
      </button>
    </form>
  );
}
