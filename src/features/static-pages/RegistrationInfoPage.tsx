import { Link } from '@tanstack/react-router';
import { MailIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import styles from './StaticPage.module.css';

export function RegistrationInfoPage() {
  usePageMeta({ title: 'Confirm your e-mail' });

  return (
    <div className="container">
      <section className={styles.notice} aria-labelledby="registration-info-title">
        <span className={styles.noticeIcon}>
          <MailIcon aria-hidden="true" />
        </span>
        <h1 id="registration-info-title">Thank you for registering!</h1>
        <p>
          Please check your e-mail to confirm your account. We have sent you a link; open it and your account will be
          ready to use.
        </p>
        <p>Can't find the e-mail? It can take a few minutes to arrive, and sometimes it lands in the spam folder.</p>
        <Link to="/login-register" className="btn btn-primary">
          Go to Log In
        </Link>
      </section>
    </div>
  );
}
