import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { useTabs } from '../../components/tabs/useTabs.ts';
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
  // Replace: tabs are views of one page; Back leaves the console rather than stepping through tabs.
  const tabProps = useTabs(ADMIN_SECTIONS, current, (section: AdminSection) => {
    void navigate({ to: '/admin', hash: section.id, replace: true, resetScroll: false, hashScrollIntoView: false });
  });

  const { Component } = current;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>Admin console</h1>
        <p className={styles.muted}>Signed in as {me.UserName}. Every action here is recorded in the audit log.</p>
      </header>
      <div role="tablist" aria-label="Admin sections" className={styles.tabs}>
        {ADMIN_SECTIONS.map((section) => (
          <button key={section.id} {...tabProps(section)} id={tabId(section)} aria-controls={PANEL_ID} className={styles.tab}>
            {section.label}
          </button>
        ))}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(current)} className={styles.panel}>
        <Component key={current.id} />
      </div>
    </div>
  );
}
