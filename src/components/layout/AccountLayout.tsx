import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLogout } from '../../offline/logout.ts';
import { useCurrentUser } from '../../api/session.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { DEFAULT_AVATAR } from '../../contract/constants.ts';
import type { CurrentUser } from '../../contract/types.ts';
import { Avatar } from '../avatar/Avatar.tsx';
import { StatusMessage } from '../status/StatusMessage.tsx';
import { MY_PROPERTIES_PATH } from './account-links.ts';
import styles from './AccountLayout.module.css';
import { layoutMessages as m } from './layout-messages.ts';
import { accountNavMessages as nav } from './account-nav-messages.ts';

/** Drawn at 72 px; the variant is twice that for sharp phone screens. */
const PANEL_AVATAR_PX = 72;
const PANEL_AVATAR_SIZE = '144x144';

interface Props {
  /** The page's own heading, shown beside the panel. */
  title: string;
  /** The page's content; as a function it receives the signed-in user. */
  children: ReactNode | ((user: CurrentUser) => ReactNode);
}

/**
 * Every account page: the shared left panel (docs/product.md, section 2: full name, photo, Manage Account, Manage
 * Listings, Change Password, Log Out) and the page's content. Content renders only while signed in,
 * so a logout (here or in another tab) unmounts the page's per-user queries instead of refetching them.
 */
/** The id of an account page's title, which a page may scroll to. */
export const ACCOUNT_TITLE_ID = 'account-page-title';

export function AccountLayout({ title, children }: Props) {
  const user = useCurrentUser();
  const logout = useLogout();
  const fullName = user ? `${user.FirstName} ${user.LastName}`.trim() : '';

  return (
    <div className={`container ${styles.page}`}>
      <aside className={styles.panel} aria-label={m.yourAccount}>
        {user ? (
          <div className={styles.person}>
            <Avatar
              src={imageUrl(user.ImageUrl || DEFAULT_AVATAR, PANEL_AVATAR_SIZE)}
              name={fullName}
              size={PANEL_AVATAR_PX}
              className={styles.avatar}
            />
            <div className={styles.who}>
              <p className={styles.name}>{fullName}</p>
              {user.UserName ? <p className={styles.userName}>@{user.UserName}</p> : null}
            </div>
          </div>
        ) : null}

        <nav aria-label={m.account} className={styles.nav}>
          <div className={styles.group}>
            <h2 className={styles.groupTitle}>{m.manageAccount}</h2>
            <ul className={styles.links}>
              <li>
                <Link to="/account/profile" className={styles.link} activeProps={{ className: styles.active }} activeOptions={{ exact: true }}>
                  {m.myProfile}
                </Link>
              </li>
              <li>
                <Link to="/account/profile/edit" className={styles.link} activeProps={{ className: styles.active }}>
                  {m.edit}
                </Link>
              </li>
              <li>
                <Link to="/account/public-profile" className={styles.link} activeProps={{ className: styles.active }}>
                  {nav.publicProfile}
                </Link>
              </li>
              <li>
                <Link to="/account/agency" className={styles.link} activeProps={{ className: styles.active }}>
                  {nav.agency}
                </Link>
              </li>
            </ul>
          </div>
          <div className={styles.group}>
            <h2 className={styles.groupTitle}>{m.manageListings}</h2>
            <ul className={styles.links}>
              <li>
                <Link to={MY_PROPERTIES_PATH} className={styles.link} activeProps={{ className: styles.active }}>
                  {m.myProperties}
                </Link>
              </li>
              <li>
                <Link to="/property/forms/submit" className={styles.link}>
                  {m.submitNew}
                </Link>
              </li>
              <li>
                <Link to="/account/enquiries" className={styles.link} activeProps={{ className: styles.active }}>
                  {m.enquiries}
                </Link>
              </li>
              <li>
                <Link to="/account/my-enquiries" className={styles.link} activeProps={{ className: styles.active }}>
                  {m.myEnquiries}
                </Link>
              </li>
            </ul>
          </div>
          <ul className={`${styles.links} ${styles.standalone}`}>
            <li>
              <Link to="/account/change-password" className={styles.link} activeProps={{ className: styles.active }}>
                {m.changePassword}
              </Link>
            </li>
            <li>
              <button type="button" className={`${styles.link} ${styles.logout}`} onClick={logout}>
                {m.logOut}
              </button>
            </li>
          </ul>
        </nav>
      </aside>

      <section className={styles.content} aria-labelledby={ACCOUNT_TITLE_ID}>
        <h1 id={ACCOUNT_TITLE_ID} className={styles.title}>
          {title}
        </h1>
        {user ? (
          typeof children === 'function' ? children(user) : children
        ) : (
          <StatusMessage
            title={m.loggedOutTitle}
            text={m.loggedOutText}
            action={
              <Link to="/login-register" className="btn btn-primary">
                {m.logIn}
              </Link>
            }
          />
        )}
      </section>
    </div>
  );
}
