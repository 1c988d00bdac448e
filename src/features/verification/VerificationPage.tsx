import { useEffect, useState } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { decideProperty, type Decision } from '../../api/listings-write.ts';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { Messages } from '../../contract/messages.ts';
import { ErrorIcon, InfoIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import styles from './Verification.module.css';
import { verificationMessages as m } from './verification-messages.ts';
import { localize } from '../../contract/i18n.ts';
import { Spinner } from '../../components/status/Spinner.tsx';

type Outcome = { kind: 'info' | 'error'; text: string };

/**
 * A link's key works once, so one call per link and page load: a second render (React's strict
 * mode, a quick re-mount) must share the first call's answer rather than spend the key again.
 */
const calls = new Map<string, Promise<Outcome>>();

/** The server's answer in the page's language: its two answers that name the listing are matched here, others go through `localize`. */
function shownText(text: string): string {
  const named = /^The property "([\s\S]*)" is (approved and now live|rejected)\.$/.exec(text);
  if (!named) return localize(text);
  const title = named[1] ?? '';
  return named[2] === 'rejected' ? m.rejected(title) : m.approved(title);
}

function decideOnce(decision: Decision, key: string, email: string): Promise<Outcome> {
  const id = `${decision}\n${key}\n${email}`;
  let call = calls.get(id);
  if (!call) {
    call = decideProperty(decision, key, email).then(
      (answer): Outcome => (answer.IsSuccess ? { kind: 'info', text: answer.Message } : { kind: 'error', text: answer.Message || Messages.badRequestFallback }),
      (error: unknown): Outcome => {
        if (error instanceof ApiError) return { kind: 'error', text: error.status >= 500 ? Messages.serverErrorText : error.message };
        if (error instanceof NetworkError) return { kind: 'error', text: m.offline };
        return { kind: 'error', text: Messages.badRequestFallback };
      },
    );
    calls.set(id, call);
  }
  return call;
}

function VerificationPage({ decision }: { decision: Decision }) {
  usePageMeta({ title: m.titles[decision] });
  const { key, email } = useSearch({ strict: false });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    const done = (result: Outcome) => {
      if (!current) return;
      setOutcome(result);
      // docs/product.md, section 2: the result text is shown as an info message; a bad link as an error.
      if (result.kind === 'info') notify.info(shownText(result.text), undefined, { id: `verification:${decision}` });
      else notify.error(shownText(result.text), undefined, { id: `verification:${decision}` });
    };
    if (!key || !email) done({ kind: 'error', text: m.incomplete });
    else void decideOnce(decision, key, email).then(done);
    return () => {
      current = false;
    };
  }, [decision, key, email]);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{m.titles[decision]}</h1>
      {outcome === null ? (
        <div className={styles.loading} role="status">
          <Spinner />
          <span>{m.working[decision]}</span>
        </div>
      ) : (
        <StatusMessage
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          icon={outcome.kind === 'error' ? <ErrorIcon aria-hidden="true" className={styles.errorIcon} /> : <InfoIcon aria-hidden="true" />}
          title={shownText(outcome.text)}
          action={
            <Link to="/" className="btn btn-primary">
              {m.home}
            </Link>
          }
        />
      )}
    </div>
  );
}

export function ApprovePropertyPage() {
  return <VerificationPage decision="approve" />;
}

export function RejectPropertyPage() {
  return <VerificationPage decision="reject" />;
}
