import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { CheckCircleIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import styles from './Auth.module.css';
import { authMessages as m } from './auth-messages.ts';
import { currentLocale } from '../../contract/i18n.ts';

type Tab = 'login' | 'register';

const TABS: ReadonlyArray<{ id: Tab; label: 'logIn' | 'register' }> = [
  { id: 'login', label: 'logIn' },
  { id: 'register', label: 'register' },
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
  usePageMeta({ title: tab === 'login' ? m.logIn : m.register });

  const select = (next: Tab, focus: boolean) => {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    let next: number | null = null;
    // The tabs run right to left on Urdu pages: the arrow keys follow what the eye sees.
    const [forward, back] = currentLocale() === 'ur' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    if (event.key === forward) next = (index + 1) % TABS.length;
    else if (event.key === back) next = (index - 1 + TABS.length) % TABS.length;
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
        <h1 id={`${baseId}-title`}>{tab === 'login' ? m.welcomeBack : m.join}</h1>
        <p>
          {tab === 'login' ? m.loginIntro : m.registerIntro}
        </p>
        <ul className={styles.benefits}>
          {m.benefits.map((text) => (
            <li key={text}>
              <CheckCircleIcon aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.card}>
        <div role="tablist" aria-label={m.tabList} className={styles.tabs} onKeyDown={onKeyDown}>
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
              {m[t.label]}
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
