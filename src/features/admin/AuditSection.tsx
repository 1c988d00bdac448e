import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchAuditPage } from '../../api/admin.ts';
import type { AuditAction } from '../../contract/admin.ts';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import styles from './Admin.module.css';
import { adminKeys } from '../../api/query-keys.ts';

const ACTIONS: Record<AuditAction, string> = {
  approve: 'Approved listing',
  reject: 'Rejected listing',
  suspend: 'Suspended account',
  unsuspend: 'Lifted suspension of',
  'grant-admin': 'Made admin:',
  'revoke-admin': 'Removed admin role of',
  'dismiss-reports': 'Dismissed the reports about',
  'warn-owner': 'Warned the owner of',
  hide: 'Hid reported listing',
  'reject-reported': 'Rejected reported listing',
  'society-set': 'Set the society register entry of',
  'society-remove': 'Removed from the society register:',
  'project-save': 'Saved the project',
  'project-remove': 'Removed the project',
  'project-link': 'Changed the project of listing',
  'photo-check-approve': 'Photo-checked',
  'photo-check-refuse': 'Refused the photo check of',
  'enquiry-release': 'Released the held enquiry from',
  'enquiry-delete': 'Deleted the held enquiry from',
};

/**
 * Pakistan's time, as the team reads it, whatever the device's zone; named, as an admin abroad
 * would otherwise take it for their own clock.
 */
const when = (iso: string) => `${new Date(iso).toLocaleString('en-GB', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Karachi',
})} PKT`;

/** Every admin action, newest first; read only (the database refuses changes to it). */
export function AuditSection() {
  const log = useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => fetchAuditPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.Next,
  });
  if (log.isPending) return <p role="status" className={styles.muted}>Loading the audit log…</p>;
  if (!log.data) {
    return (
      <LoadFailed title="The audit log could not be loaded" text="Please check your connection and try again." onRetry={() => void log.refetch()} retrying={log.isFetching} primary retryLabel="Try again" />
    );
  }
  const entries = log.data.pages.flatMap((p) => p.Entries);
  if (!entries.length) return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title="No admin action has been taken yet." />;
  return (
    <>
      <ol className={styles.audit} aria-label="Audit log, newest first">
        {entries.map((e) => (
          <li key={e.Id} className={styles.auditEntry}>
            <p className={styles.auditWhen}><time dateTime={e.At}>{when(e.At)}</time> · {e.Actor}</p>
            <p><strong>{ACTIONS[e.Action] ?? e.Action}</strong> {e.Target} <span className={styles.muted}>({e.TargetKind} #{e.TargetId})</span></p>
            {e.Reason ? <p className={styles.auditWhy}>Why: {e.Reason}</p> : null}
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <button type="button" className="btn btn-outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Show older entries
        </button>
      ) : null}
    </>
  );
}
