import { useRef, type KeyboardEvent } from 'react';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { ADMIN_SECTIONS, sectionById, type AdminSection } from './sections.ts';
import styles from './Admin.module.css';

const route = getRouteApi('/admin');
const PANEL_ID = 'admin-panel';
const tabId = (s: AdminSection) => `admin-tab-${s.id}`;

/** The admin console: one page, a tab per section, the open tab in the URL. */
export function AdminPage() {
  usePageMeta({ title: 'Admin console' });
  const me = route.useLoaderData();
  // The open tab is the URL's fragment (/admin#audit), as My Properties does with its tabs.
  const hash = useLocation({ select: (l) => l.hash });
  const navigate = useNavigate();
  const current = sectionById(hash);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const choose = (section: AdminSection, focus = false) => {
    if (focus) tabRefs.current.get(section.id)?.focus();
    // Replace: tabs are views of one page; Back leaves the console rather than stepping through tabs.
    void navigate({ to: '/admin', hash: section.id, replace: true, resetScroll: false, hashScrollIntoView: false });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = ADMIN_SECTIONS.indexOf(current);
    const n = ADMIN_SECTIONS.length;
    const next = event.key === 'ArrowRight' ? ADMIN_SECTIONS[(i + 1) % n]
      : event.key === 'ArrowLeft' ? ADMIN_SECTIONS[(i - 1 + n) % n]
      : event.key === 'Home' ? ADMIN_SECTIONS[0]
      : event.key === 'End' ? ADMIN_SECTIONS[n - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  };

  const { Component } = current;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>Admin console</h1>
        <p className={styles.muted}>Signed in as {me.UserName}. Every action here is recorded in the audit log.</p>
      </header>
      <div role="tablist" aria-label="Admin sections" className={styles.tabs}>
        {ADMIN_SECTIONS.map((section) => {
          const selected = section === current;
          return (
            <button
              key={section.id}
              ref={(el) => {
                if (el) tabRefs.current.set(section.id, el);
                else tabRefs.current.delete(section.id);
              }}
              type="button"
              role="tab"
              id={tabId(section)}
              aria-selected={selected}
              aria-controls={PANEL_ID}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(section)}
              onKeyDown={onKeyDown}
            >
              {section.label}
            </button>
          );
        })}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(current)} className={styles.panel}>
        <Component key={current.id} />
      </div>
    </div>
  );
}
