import { Link } from '@tanstack/react-router';
import { MailIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { staticMessages } from './static-messages.ts';
import styles from './StaticPage.module.css';

export function RegistrationInfoPage() {
  const t = staticMessages.registration;
  usePageMeta({ title: t.title });

  return (
    <div className="container">
      <section className={styles.notice} aria-labelledby="registration-info-title">
        <span className={styles.noticeIcon}>
          <MailIcon aria-hidden="true" />
        </span>
        <h1 id="registration-info-title">{t.heading}</h1>
        <p>{t.text}</p>
        <p>{t.spam}</p>
        <Link to="/login-register" className="btn btn-primary">
          {t.login}
        </Link>
      </section>
    </div>
  );
}
