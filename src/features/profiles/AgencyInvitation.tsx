import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { acceptInvite, agencyInviteQuery, useAgencyChange } from '../../api/profiles.ts';
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
  const dot = link.indexOf('.');
  const invite = Number(link.slice(0, dot));
  const key = link.slice(dot + 1);
  return <Invitation userName={userName} invite={Number.isSafeInteger(invite) && invite > 0 ? invite : 0} inviteKey={key} />;
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
