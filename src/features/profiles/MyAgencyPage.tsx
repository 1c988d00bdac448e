import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { inviteAgent, leaveAgency, myAgencyQuery, removeAgent, saveAgency, saveAgencyLogo, useAgencyChange } from '../../api/profiles.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { AGENCY_ADDRESS_MAX, AGENCY_DESCRIPTION_MAX, AGENCY_NAME_MAX, type MyAgency } from '../../contract/agencies.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { localize } from '../../contract/i18n.ts';
import { TextField } from '../../components/form/fields.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { agencyMessages as am } from './agency-messages.ts';
import { profileMessages as pm } from './profile-messages.ts';
import styles from './Profiles.module.css';
import { AgencyInvitation, SignedOutInvitation } from './AgencyInvitation.tsx';

const route = getRouteApi('/account/agency');

const m = am.mine;

/** /account/agency: make an agency, or (its admin) change it, invite agents and remove them; a member sees which agency they are in. */
export function MyAgencyPage() {
  const { key } = route.useSearch();
  const user = useCurrentUser();
  const title = key ? am.accept.title : m.title;
  usePageMeta({ title });
  // An invitation opened signed out: who invites, and the way in (register with the invited address, or log in).
  if (key && !user) return <SignedOutInvitation title={title} link={key} />;
  return (
    <AccountLayout title={title}>
      {(user) => (key ? <AgencyInvitation userName={user.UserName} link={key} /> : <MyAgencyScreen userName={user.UserName} />)}
    </AccountLayout>
  );
}

function MyAgencyScreen({ userName }: { userName: string }) {
  const { data, isError, refetch, isFetching } = useQuery(myAgencyQuery(userName));
  if (!data) {
    return isError
      ? <LoadFailed title={m.loadFailed} text={pm.loadFailedText} onRetry={() => void refetch()} retrying={isFetching} primary retryLabel={pm.tryAgain} />
      : <p role="status" className={styles.muted}>…</p>;
  }
  if (data.Role === 'member' && data.Agency) {
    return (
      <div className={styles.form}>
        <p><bdi dir="auto">{m.memberOf(data.Agency.Name)}</bdi></p>
        <p><Link to="/agencies/$slug" params={{ slug: data.Agency.Slug }}>{m.viewPage}</Link></p>
        <LeaveAgency name={data.Agency.Name} userName={userName} />
      </div>
    );
  }
  return (
    <div className={styles.form}>
      {data.Role === null ? <p className={styles.hint}>{m.none}</p> : null}
      <AgencyForm key={data.Agency?.Slug ?? 'new'} agency={data} userName={userName} />
      {data.Role === 'admin' ? <Agents agency={data} userName={userName} /> : null}
      {data.Role === 'admin' ? <p className={styles.hint}>{m.adminStays}</p> : null}
    </div>
  );
}

/**
 * A member leaves the agency, after a question that says what happens to their listings. The answer
 * is the account's agency as it now is (none), so the screen turns into "make an agency".
 */
function LeaveAgency({ name, userName }: { name: string; userName: string }) {
  const leave = useAgencyChange(userName, leaveAgency);
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn-outline" disabled={leave.isPending} onClick={() => setAsking(true)}>{m.leave}</button>
      <ConfirmDialog
        open={asking}
        title={m.leaveTitle}
        confirmLabel={m.leaveConfirm}
        cancelLabel={m.cancel}
        tone="danger"
        busy={leave.isPending}
        onConfirm={() => leave.mutate(undefined, {
          onSuccess: () => { setAsking(false); notify.success(m.left(name)); },
          onError: () => setAsking(false),
        })}
        onCancel={() => setAsking(false)}
      >
        <p><bdi dir="auto">{m.leaveText(name)}</bdi></p>
      </ConfirmDialog>
    </div>
  );
}

/** The field a refusal names, and its message in the page's language. */
function fieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.Data as { Field?: string; Message?: string } | undefined;
  return { field: data?.Field ?? '', message: localize(data?.Message ?? error.message) };
}

function AgencyForm({ agency, userName }: { agency: MyAgency; userName: string }) {
  const save = useAgencyChange(userName, saveAgency);
  const logo = useAgencyChange(userName, saveAgencyLogo);
  const logoId = useId();
  const [name, setName] = useState(agency.Agency?.Name ?? '');
  const [address, setAddress] = useState(agency.Agency?.Address ?? '');
  const [description, setDescription] = useState(agency.Agency?.Description ?? '');
  const error = fieldError(save.error) ?? fieldError(logo.error);
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ Name: name, Address: address, Description: description }, { onSuccess: (r) => notify.success(localize(r.Message)) });
  };
  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) logo.mutate(file, { onSuccess: () => notify.success(m.logoSaved) });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="agency-details">
      <h2 id="agency-details">{m.details}</h2>
      {agency.Agency ? <p><Link to="/agencies/$slug" params={{ slug: agency.Agency.Slug }}>{m.viewPage}</Link></p> : null}
      {agency.Agency ? (
        <div className={styles.photoRow}>
          {agency.Agency.LogoUrl ? <img className={styles.logo} src={imageUrl(agency.Agency.LogoUrl, '192x192')} alt={am.logoOf(agency.Agency.Name)} width={96} height={96} /> : null}
          <label htmlFor={logoId} className="btn btn-outline">{m.uploadLogo}</label>
          <input id={logoId} type="file" accept="image/*" className="visually-hidden" onChange={onLogo} aria-describedby={`${logoId}-hint`} />
          <p id={`${logoId}-hint`} className={styles.hint}>{m.logoHint}</p>
          {errorOf('file') ? <p role="alert" className={styles.hint}>{errorOf('file')}</p> : null}
        </div>
      ) : null}
      <TextField label={m.name} name="Name" value={name} maxLength={AGENCY_NAME_MAX} dir="auto" required error={errorOf('Name')} onChange={(e) => setName(e.target.value)} />
      <TextField label={m.address} name="Address" value={address} maxLength={AGENCY_ADDRESS_MAX} dir="auto" error={errorOf('Address')} onChange={(e) => setAddress(e.target.value)} />
      <TextAreaField label={m.description} name="Description" value={description} maxLength={AGENCY_DESCRIPTION_MAX} rows={5} dir="auto"
        error={errorOf('Description')} onChange={(e) => setDescription(e.target.value)} />
      {error && !['Name', 'Address', 'Description', 'file'].includes(error.field) ? <p role="alert">{error.message}</p> : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>{save.isPending ? m.saving : agency.Agency ? m.save : m.create}</button>
      </div>
    </form>
  );
}

function Agents({ agency, userName }: { agency: MyAgency; userName: string }) {
  const invite = useAgencyChange(userName, inviteAgent);
  const remove = useAgencyChange(userName, removeAgent);
  const [email, setEmail] = useState('');
  const inviteError = fieldError(invite.error);
  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ Email: email }, { onSuccess: (r) => { notify.success(localize(r.Message)); setEmail(''); } });
  };
  return (
    <>
      <section aria-labelledby="members-title" className={styles.form}>
        <h2 id="members-title">{m.members}</h2>
        <ul className={styles.members}>
          {agency.Members.map((u) => (
            <li key={u.UserId}>
              <bdi dir="auto">{u.Name}</bdi>
              {u.Admin ? <span className={styles.kind}>{am.admin} · {m.you}</span> : (
                <button type="button" className="btn btn-ghost" disabled={remove.isPending}
                  onClick={() => { if (window.confirm(m.removeConfirm(u.Name))) remove.mutate({ UserId: u.UserId }, { onSuccess: (r) => notify.success(localize(r.Message)) }); }}>
                  {m.remove(u.Name)}
                </button>
              )}
            </li>
          ))}
        </ul>
        {agency.Invites.length ? (
          <>
            <h3>{m.pending}</h3>
            <ul className={styles.members}>
              {agency.Invites.map((i) => <li key={i.InviteId}><bdi dir="ltr">{i.Email}</bdi> <span className={styles.hint}>{m.expires(formatShortDate(new Date(i.ExpiresAt)))}</span></li>)}
            </ul>
          </>
        ) : null}
      </section>
      <form className={styles.form} onSubmit={onInvite} noValidate aria-labelledby="invite-title">
        <h2 id="invite-title">{m.invite}</h2>
        <p className={styles.hint}>{m.inviteHint}</p>
        <TextField label={m.email} name="Email" type="email" autoComplete="off" dir="ltr" value={email} error={inviteError?.message} onChange={(e) => setEmail(e.target.value)} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={invite.isPending}>{m.send}</button>
        </div>
      </form>
    </>
  );
}
