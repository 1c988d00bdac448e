import { useEffect, useRef, useState } from 'react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { confirmAndSignIn } from '../../api/account.ts';
import { NetworkError } from '../../api/errors.ts';
import { Messages } from '../../contract/messages.ts';
import { MailIcon, WarningIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import styles from './Auth.module.css';
import { authMessages as m } from './auth-messages.ts';
import { currentLocale } from '../../contract/i18n.ts';
import { getCurrentUser } from '../../api/session.ts';
import { afterLoginPath } from '../../components/layout/account-links.ts';

const routeApi = getRouteApi('/registration/confirmation');


/** docs/product.md, section 2: confirms on load; success signs the user in and opens the profile. */
export function ConfirmationPage() {
  usePageMeta({ title: m.confirmation.title });
  const { key, returnUrl } = routeApi.useSearch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; canRetry: boolean } | null>(
    key ? null : { message: m.confirmation.incomplete, canRetry: false },
  );
  const [attempt, setAttempt] = useState(0);
  // A key works once: StrictMode's second effect run must not spend another request on it.
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (!key || started.current === attempt) return;
    started.current = attempt;
    confirmAndSignIn(key).then(
      (message) => {
        // The server's welcome names the user; on Urdu pages the same words are said in Urdu.
        const user = getCurrentUser();
        notify.success(Messages.congratulations, currentLocale() !== 'en' && user ? m.confirmation.confirmed(user.FirstName) : message);
        // Sent to register by a page (an invitation), the person goes back to it, now signed in.
        if (returnUrl) void navigate({ href: afterLoginPath(returnUrl), replace: true });
        else void navigate({ to: '/account/profile', replace: true });
      },
      // The API client has shown the server's message as an error toast; the panel says what next.
      (error: unknown) =>
        setFailure(
          error instanceof NetworkError
            ? { message: m.confirmation.offline, canRetry: true }
            : { message: error instanceof Error ? error.message : Messages.badRequestFallback, canRetry: false },
        ),
    );
  }, [key, attempt, navigate, returnUrl]);

  return (
    <div className={`container ${styles.narrow}`}>
      <h1 className="visually-hidden">{m.confirmation.title}</h1>
      {failure ? (
        <StatusMessage
          role="alert"
          icon={<WarningIcon aria-hidden="true" />}
          // A non-breaking hyphen keeps "e-mail" on one line on narrow screens.
          title={m.confirmation.failed}
          text={failure.message}
          action={
            failure.canRetry ? (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {m.confirmation.tryAgain}
              </button>
            ) : (
              <Link to="/login-register" className="btn btn-primary">
                {m.confirmation.goToLogin}
              </Link>
            )
          }
        />
      ) : (
        <StatusMessage icon={<MailIcon aria-hidden="true" />} title={Messages.confirmationInProgress} />
      )}
    </div>
  );
}
