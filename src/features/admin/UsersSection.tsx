import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminUsersQuery, suspendUser, unsuspendUser } from '../../api/admin.ts';
import { ADMIN_NOTE_MAX, ADMIN_SEARCH_MAX, AdminSuspendSchema, AdminUsersQuery, type AdminUser } from '../../contract/admin.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { Badge, ListingSummaries } from './shared.tsx';
import { ListingState, OwnerAnswers, ReportLine } from './ReportedSection.tsx';
import styles from './Admin.module.css';
import { adminKeys } from '../../api/query-keys.ts';

/** Find an account by name or e-mail, see its listings, suspend it or lift a suspension. */
export function UsersSection() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();
  const found = useQuery(adminUsersQuery(query));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AdminUsersQuery, { Query: typed });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message);
      return;
    }
    setError(undefined);
    setQuery(parsed.output.Query);
  };

  return (
    <>
      <form role="search" className={styles.search} onSubmit={onSearch} noValidate>
        <TextField
          label="Name or e-mail"
          type="search"
          value={typed}
          maxLength={ADMIN_SEARCH_MAX}
          error={error}
          onChange={(e) => setTyped(e.target.value)}
          className={styles.searchField}
        />
        <button type="submit" className="btn btn-primary">Find accounts</button>
      </form>
      {query.length < 2 ? null
        : found.isPending ? <p role="status" className={styles.muted}>Searching…</p>
        : !found.data ? (
          <LoadFailed title="The accounts could not be loaded" text="Please check your connection and try again." onRetry={() => void found.refetch()} retrying={found.isFetching} primary retryLabel="Try again" />
        )
        : !found.data.length ? <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={`No account matches "${query}".`} />
        : (
          <ul className={styles.queue}>
            {found.data.map((u) => <li key={u.UserId}><UserCard user={u} /></li>)}
          </ul>
        )}
    </>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const titleId = `user-${user.UserId}-title`;
  const suspended = user.SuspendedAt !== null;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>{user.FirstName} {user.LastName} ({user.UserName})</h2>
        <p className={styles.muted}>
          {user.EmailAddress}{user.PhoneNumber ? ` · ${user.PhoneNumber}` : ''} · joined {formatShortDate(new Date(user.CreateDate))}
        </p>
        <p className={styles.badges}>
          {user.IsAdmin ? <Badge tone="brand">Admin</Badge> : null}
          {suspended ? <Badge tone="warn">Suspended since {formatShortDate(new Date(user.SuspendedAt!))}</Badge> : null}
          {!user.Confirmed ? <Badge>E-mail not confirmed</Badge> : null}
        </p>
      </header>
      <h3>Listings ({user.Listings.length})</h3>
      <ListingSummaries items={user.Listings} empty="No listings." />
      <section className={styles.stack} aria-label="Reports against their listings">
        <h3>Reports against their listings ({user.Reports.reduce((n, l) => n + l.Reports.length, 0)})</h3>
        {user.Reports.length ? (
          <ul className={styles.reports}>
            {user.Reports.map((l) => (
              <li key={l.PropertyId}>
                <p><strong>{l.Title}</strong> <ListingState status={l.Status} /></p>
                <ol className={styles.reports}>{l.Reports.map((r) => <ReportLine key={r.ReportId} report={r} />)}</ol>
                {l.Answers.length ? <OwnerAnswers answers={l.Answers} title={l.Title} /> : null}
              </li>
            ))}
          </ul>
        ) : <p className={styles.muted}>None.</p>}
      </section>
      {user.IsAdmin
        ? <p className={styles.muted}>Admins cannot be suspended; revoke the role first with npm run admin.</p>
        : <Suspension user={user} suspended={suspended} />}
    </article>
  );
}

function Suspension({ user, suspended }: { user: AdminUser; suspended: boolean }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: suspended ? unsuspendUser : suspendUser,
    onSuccess: (r) => {
      notify.success(r.Message);
      setOpen(false);
      setNote('');
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (e) => notify.error(e.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AdminSuspendSchema, { UserId: user.UserId, Note: note });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message);
      return;
    }
    setError(undefined);
    change.mutate(parsed.output);
  };

  const action = suspended ? 'Lift suspension' : 'Suspend account';
  if (!open) {
    return (
      <div className={styles.buttons}>
        <button type="button" className={`btn ${suspended ? 'btn-outline' : 'btn-outline'}`} onClick={() => setOpen(true)}>{action}…</button>
      </div>
    );
  }
  return (
    <form className={styles.rejectForm} onSubmit={onSubmit} noValidate aria-label={`${action}: ${user.UserName}`}>
      {!suspended ? <p>Suspending logs {user.FirstName} out on every device and stops them logging in.</p> : null}
      <TextAreaField
        label={suspended ? 'Why lift the suspension?' : 'Why suspend this account?'}
        hint={`Kept in the audit log. Up to ${ADMIN_NOTE_MAX} characters.`}
        value={note}
        maxLength={ADMIN_NOTE_MAX}
        rows={3}
        error={error}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>{action}</button>
        <button type="button" className="btn btn-ghost" disabled={change.isPending} onClick={() => { setOpen(false); setError(undefined); }}>Cancel</button>
      </div>
    </form>
  );
}
