import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { profileQuery } from '../../api/account.ts';
import type { Profile } from '../../contract/types.ts';
import { useCurrentUser } from '../../api/session.ts';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { WarningIcon } from '../../components/icons/icons.tsx';
import styles from './Account.module.css';

const ROWS: ReadonlyArray<{ key: keyof Profile; label: string }> = [
  { key: 'FirstName', label: 'First Name' },
  { key: 'LastName', label: 'Last Name' },
  { key: 'UserName', label: 'User Name' },
  { key: 'EmailAddress', label: 'Email Address' },
  { key: 'Phone', label: 'Phone' },
  { key: 'Address', label: 'Address' },
  { key: 'About', label: 'About' },
];

export function ProfilePage() {
  const user = useCurrentUser();
  // Spec section 2: the tab title is the full name plus "Profile".
  usePageMeta({ title: user ? `${user.FirstName} ${user.LastName} Profile` : 'Profile' });

  return (
    <AccountLayout title="My Profile">
      {(signedIn) => <AccountInformation userName={signedIn.UserName} />}
    </AccountLayout>
  );
}

function AccountInformation({ userName }: { userName: string }) {
  const { data, isPending, isError, refetch, isFetching } = useQuery(profileQuery(userName));

  return (
    <section className={styles.card} aria-labelledby="account-information" aria-busy={isPending}>
      <div className={styles.cardHeader}>
        <h2 id="account-information" className={styles.cardTitle}>
          Account Information
        </h2>
        <Link to="/account/profile/edit" className="btn btn-outline">
          Edit Profile
        </Link>
      </div>
      {isError && !data ? (
        <StatusMessage
          role="alert"
          icon={<WarningIcon aria-hidden="true" />}
          title="Your profile could not be loaded"
          text="Please check your connection and try again."
          action={
            <button type="button" className="btn btn-primary" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </button>
          }
        />
      ) : (
        <dl className={styles.details}>
          {ROWS.map((row) => {
            const value = data?.[row.key]?.trim();
            return (
              <div key={row.key} className={styles.detail}>
                <dt>{row.label}</dt>
                <dd>
                  {isPending ? (
                    <span className={styles.skeleton} aria-hidden="true" />
                  ) : value ? (
                    value
                  ) : (
                    <span className={styles.empty}>Not added yet</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
