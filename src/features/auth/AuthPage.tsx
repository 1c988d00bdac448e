import { useId, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { CheckCircleIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { useTabs } from '../../components/tabs/useTabs.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import styles from './Auth.module.css';
import { authMessages as m } from './auth-messages.ts';

type Tab = 'login' | 'register';

const TABS: ReadonlyArray<{ id: Tab; label: 'logIn' | 'register' }> = [
  { id: 'login', label: 'logIn' },
  { id: 'register', label: 'register' },
];
const TAB_IDS = TABS.map((t) => t.id);

const loginRouteApi = getRouteApi('/login-register');
const registrationRouteApi = getRouteApi('/registration');

interface Props {
  initial: Tab;
  returnUrl?: string | undefined;
  /** The address to register with, when a page sent the person here for it (an invitation). */
  email?: string | undefined;
}

/**
 * Log In and Register as real tabs (WAI-ARIA tabs pattern). Only the chosen panel is rendered, so
 * the page has one "Password" field at a time for password managers, screen readers and tests.
 */
function AuthPage({ initial, returnUrl, email }: Props) {
  const [tab, setTab] = useState<Tab>(initial);
  const baseId = useId();
  const tabProps = useTabs(TAB_IDS, tab, setTab);
  usePageMeta({ title: tab === 'login' ? m.logIn : m.register });

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
        <div role="tablist" aria-label={m.tabList} className={styles.tabs}>
          {TABS.map((t) => (
            <button
              key={t.id}
              {...tabProps(t.id)}
              id={`${baseId}-tab-${t.id}`}
              aria-controls={tab === t.id ? `${baseId}-panel-${t.id}` : undefined}
              className={styles.tab}
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
          {tab === 'login' ? <LoginForm returnUrl={returnUrl} /> : <RegisterForm returnUrl={returnUrl} email={email} />}
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
  const { returnUrl, email } = registrationRouteApi.useSearch();
  return <AuthPage initial="register" returnUrl={returnUrl} email={email} />;
}
