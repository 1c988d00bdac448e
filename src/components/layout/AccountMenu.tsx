import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLogout } from '../../offline/logout.ts';
import { enquiryInboxQuery } from '../../api/enquiry-first-load.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { AVATAR_SIZE, DEFAULT_AVATAR } from '../../contract/constants.ts';
import type { CurrentUser } from '../../contract/types.ts';
import { Avatar } from '../avatar/Avatar.tsx';
import { ChevronRightIcon } from '../icons/icons.tsx';
import { MY_PROPERTIES_PATH } from './account-links.ts';
import styles from './AccountMenu.module.css';
import { layoutMessages as m } from './layout-messages.ts';

/** docs/product.md, section 9: the header avatar is 40x40. */
const AVATAR_PX = 40;

interface Props {
  user: CurrentUser;
  /** Closes the mobile navigation panel around the menu. */
  onNavigate: () => void;
}

type FocusTarget = 'first' | 'last' | null;

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** The signed-in header menu, a menu button in the WAI-ARIA pattern (arrows, Home/End, Escape). */
export function AccountMenu({ user, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const router = useRouter();
  const logout = useLogout();

  const openMenu = (target: FocusTarget) => {
    setOpen(true);
    setFocusTarget(target);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus moves into the menu once it is visible (a hidden element cannot take focus).
  useEffect(() => {
    if (!open || !focusTarget) return;
    const list = menuItems(menuRef.current);
    (focusTarget === 'last' ? list.at(-1) : list[0])?.focus();
    setFocusTarget(null);
  }, [open, focusTarget]);

  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        // Only the menu closes; the mobile navigation panel around it stays open.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const chosen = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div ref={wrapRef} className={styles.account}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        <Avatar
          src={imageUrl(user.ImageUrl || DEFAULT_AVATAR, AVATAR_SIZE)}
          name={`${user.FirstName} ${user.LastName}`}
          size={AVATAR_PX}
        />
        <span className={styles.greeting}>{m.greeting(user.FirstName)}</span>
        <NewEnquiries />
        <ChevronRightIcon className={styles.chevron} aria-hidden="true" />
      </button>

      <ul id={menuId} ref={menuRef} role="menu" aria-label={m.account} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        <li role="none">
          <Link to="/account/profile" role="menuitem" tabIndex={-1} className={styles.item} onClick={chosen}>
            {m.myProfile}
          </Link>
        </li>
        <li role="none">
          <Link to={MY_PROPERTIES_PATH} role="menuitem" tabIndex={-1} className={styles.item} onClick={chosen}>
            {m.myProperties}
          </Link>
        </li>
        <li role="none">
          <Link to="/account/enquiries" role="menuitem" tabIndex={-1} className={styles.item} onClick={chosen}>
            {m.enquiries}
            <NewEnquiries />
          </Link>
        </li>
        <li role="none">
          <Link to="/account/my-enquiries" role="menuitem" tabIndex={-1} className={styles.item} onClick={chosen}>
            {m.myEnquiries}
          </Link>
        </li>
        <li role="none">
          <Link to="/account/change-password" role="menuitem" tabIndex={-1} className={styles.item} onClick={chosen}>
            {m.changePassword}
          </Link>
        </li>
        <li role="none" className={styles.separated}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${styles.item} ${styles.logout}`}
            onClick={() => {
              chosen();
              logout();
            }}
          >
            {m.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The count of enquiries waiting for the poster's reply, beside the menu's button and its Enquiries item; nothing when none. */
function NewEnquiries() {
  const { data } = useQuery(enquiryInboxQuery());
  const count = data?.NewCount ?? 0;
  if (!count) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{m.newEnquiries(count)}</span>
    </span>
  );
}
