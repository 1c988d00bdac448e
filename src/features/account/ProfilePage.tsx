import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { profileQuery } from '../../api/account.ts';
import type { Profile } from '../../contract/types.ts';
import { useCurrentUser } from '../../api/session.ts';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed } from '../../components/status/StatusMessage.tsx';
import styles from './Account.module.css';
import { accountMessages as m } from './account-messages.ts';

/** The rows shown, in order; each label is looked up when the page renders. */
const ROWS: ReadonlyArray<keyof typeof m.rows & keyof Profile> = ['FirstName', 'LastName', 'UserName', 'EmailAddress', 'Phone', 'Address', 'About'];

export function ProfilePage() {
  const user = useCurrentUser();
  // docs/product.md, section 2: the tab title is the full name plus "Profile".
  usePageMeta({ title: user ? m.profileTab(`${user.FirstName} ${user.LastName}`) : m.profile });

  return (
    <AccountLayout title={m.myProfile}>
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
          {m.information}
        </h2>
        <Link to="/account/profile/edit" className="btn btn-outline">
          {m.editProfile}
        </Link>
      </div>
      {isError && !data ? (
        <LoadFailed title={m.failed} text={m.checkConnection} onRetry={() => void refetch()} retrying={isFetching} primary />
      ) : (
        <dl className={styles.details}>
          {ROWS.map((key) => {
            const value = data?.[key]?.trim();
            return (
              <div key={key} className={styles.detail}>
                <dt>{m.rows[key]}</dt>
                <dd>
                  {isPending ? (
                    <span className={styles.skeleton} aria-hidden="true" />
                  ) : value ? (
                    // The user's own words, in whichever script they typed them; the row keeps the page's alignment.
                    <bdi>{value}</bdi>
                  ) : (
                    <span className={styles.empty}>{m.notAdded}</span>
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
