import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/session.ts';
import { UserIcon } from '../icons/icons.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import styles from './NavBar.module.css';
import { layoutMessages as m } from './layout-messages.ts';

interface Props {
  onNavigate: () => void;
}

/** The header's right-hand side: log in / register, or the signed-in user's menu (docs/product.md, section 2). */
export function AccountActions({ onNavigate }: Props) {
  const user = useCurrentUser();
  return (
    <div className={styles.actions}>
      {user ? (
        <AccountMenu user={user} onNavigate={onNavigate} />
      ) : (
        <Link to="/login-register" className={`btn btn-ghost ${styles.login}`} onClick={onNavigate}>
          <UserIcon aria-hidden="true" />
          {m.loginRegister}
        </Link>
      )}
      <Link to="/property/forms/submit" className="btn btn-accent" onClick={onNavigate}>
        {m.addProperty}
      </Link>
    </div>
  );
}
