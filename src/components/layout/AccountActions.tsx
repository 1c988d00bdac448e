import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/session.ts';
import { UserIcon } from '../icons/icons.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import styles from './NavBar.module.css';

interface Props {
  onNavigate: () => void;
}

/** The header's right-hand side: log in / register, or the signed-in user's menu (spec section 2). */
export function AccountActions({ onNavigate }: Props) {
  const user = useCurrentUser();
  return (
    <div className={styles.actions}>
      {user ? (
        <AccountMenu user={user} onNavigate={onNavigate} />
      ) : (
        <Link to="/login-register" className={`btn btn-ghost ${styles.login}`} onClick={onNavigate}>
          <UserIcon aria-hidden="true" />
          Log In / Register
        </Link>
      )}
      <Link to="/property/forms/submit" className="btn btn-accent" onClick={onNavigate}>
        + Add Property
      </Link>
    </div>
  );
}
