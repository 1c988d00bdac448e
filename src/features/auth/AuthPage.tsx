import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { CheckCircleIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import styles from './Auth.module.css';

type Tab = 'login' | 'register';

const TABS: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: 'login', label: 'Log In' },
  { id: 'register', label: 'Register' },
];

const BENEFITS = [
  'List homes, plots and shops for free',
  'Follow every listing from review to sold',
  'Keep your contact details and photo up to date',
];

const loginRouteApi = getRouteApi('/login-register');

interface Props {
  initial: Tab;
  returnUrl?: string;
}

/**
 * Log In and Register as real tabs (WAI-ARIA tabs pattern). Only the chosen panel is rendered, so
 * the page has one "Password" field at a time for password managers, screen readers and tests.
 */
function AuthPage({ initial, returnUrl }: Props) {
  const [tab, setTab] = useState<Tab>(initial);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  usePageMeta({ title: tab === 'login' ? 'Log In' : 'Register' });

  const select = (next: Tab, focus: boolean) => {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    const target = next === null ? undefined : TABS[next];
    if (!target) return;
    event.preventDefault();
    select(target.id, true);
  };

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.intro} aria-labelledby={`${baseId}-title`}>
        <h1 id={`${baseId}-title`}>{tab === 'login' ? 'Welcome back' : 'Join Basera'}</h1>
        <p>
          {tab === 'login'
            ? 'Log in to manage your listings, keep your profile up to date and add new properties.'
            : 'Create a free account to list your properties and follow their progress in one place.'}
        </p>
        <ul className={styles.benefits}>
          {BENEFITS.map((text) => (
            <li key={text}>
              <CheckCircleIcon aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.card}>
        <div role="tablist" aria-label="Log in or register" className={styles.tabs} onKeyDown={onKeyDown}>
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={tab === t.id ? `${baseId}-panel-${t.id}` : undefined}
              tabIndex={tab === t.id ? 0 : -1}
              className={styles.tab}
              onClick={() => select(t.id, false)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          className={styles.panel}
        >
          {tab === 'login' ? <LoginForm returnUrl={returnUrl} /> : <RegisterForm />}
        </div>
      </div>
    </div>
  );
}

export function LoginPage() {
  const { returnUrl } = loginRouteApi.useSearch();
  return <AuthPage initial="login" returnUrl={returnUrl} />;
}

export function RegistrationPage() {
  return <AuthPage initial="register" />;
}
