import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { acceptInvite, agencyInvitePreviewQuery, agencyInviteQuery, useAgencyChange } from '../../api/profiles.ts';
import { localize } from '../../contract/i18n.ts';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { agencyMessages as am } from './agency-messages.ts';
import styles from './Profiles.module.css';

const m = am.accept;

/**
 * An invitation's mailed link (/account/agency?key=<invitation>.<secret>): the invited person, signed
 * in with the invited address, joins the agency.
 */
export function AgencyInvitation({ userName, link }: { userName: string; link: string }) {
  const { invite, key } = partsOf(link);
  return <Invitation userName={userName} invite={invite} inviteKey={key} />;
}

/** The link's invitation id and secret; id 0 for a link that names none. */
function partsOf(link: string): { invite: number; key: string } {
  const dot = link.indexOf('.');
  const invite = Number(link.slice(0, dot));
  return { invite: Number.isSafeInteger(invite) && invite > 0 ? invite : 0, key: link.slice(dot + 1) };
}

/**
 * The link opened signed out. Someone without an account on the invited address is sent to register
 * with it, and the confirmation mail brings them back here to accept; someone with one logs in and
 * comes back the same way.
 */
export function SignedOutInvitation({ title, link }: { title: string; link: string }) {
  const { invite, key } = partsOf(link);
  const here = useLocation({ select: (l) => l.href });
  const preview = useQuery({ ...agencyInvitePreviewQuery(invite, key), enabled: Boolean(invite && key) });
  let body;
  if (!invite || !key || preview.error) {
    const text = preview.error instanceof ApiError ? localize(preview.error.message) : '';
    body = <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.invalid} text={text} />;
  } else if (!preview.data) {
    body = <p role="status" className={styles.muted}>…</p>;
  } else {
    const { AgencyName, Email, HasAccount } = preview.data;
    body = (
      <div className={styles.form}>
        <p><bdi dir="auto">{m.invitedBy(AgencyName)}</bdi></p>
        <p>{m.forEmail} <bdi dir="ltr">{Email}</bdi></p>
        <p className={styles.hint}>{HasAccount ? m.logInHint : m.registerHint}</p>
        <div className={styles.actions}>
          {HasAccount ? (
            <Link to="/login-register" search={{ returnUrl: here }} className="btn btn-primary">{m.logIn}</Link>
          ) : (
            <>
              <Link to="/registration" search={{ email: Email, returnUrl: here }} className="btn btn-primary">{m.register}</Link>
              <Link to="/login-register" search={{ returnUrl: here }} className="btn btn-ghost">{m.haveAccount}</Link>
            </>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      {body}
    </div>
  );
}

function Invitation({ userName, invite, inviteKey: key }: { userName: string; invite: number; inviteKey: string }) {
  const view = useQuery({ ...agencyInviteQuery(userName, invite ?? 0, key ?? ''), enabled: Boolean(invite && key) });
  const accept = useAgencyChange(userName, acceptInvite);
  const refusal = view.error ?? accept.error;
  if (!invite || !key || refusal) {
    const text = refusal instanceof ApiError ? localize(refusal.message) : '';
    return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.invalid} text={text} />;
  }
  if (accept.data) {
    return (
      <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={localize(accept.data.Message)} text=""
        action={<Link to="/account/agency" search={{}} className="btn btn-primary">{m.goToAgency}</Link>} />
    );
  }
  if (!view.data) return <p role="status" className={styles.muted}>…</p>;
  return (
    <div className={styles.form}>
      <p><bdi dir="auto">{m.invitedBy(view.data.AgencyName)}</bdi></p>
      <p className={styles.hint}>{m.explain}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" disabled={accept.isPending} onClick={() => accept.mutate({ Invite: invite, Key: key })}>
          {accept.isPending ? m.accepting : m.accept}
        </button>
      </div>
    </div>
  );
}
