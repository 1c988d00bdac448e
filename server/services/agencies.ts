import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/connection.ts';
import type { ImageLinks } from '../images/links.ts';
import { storeImage } from '../images/uploads.ts';
import type { MailQueue } from '../mail/queue.ts';
import { agencyInviteMail } from '../mail/templates.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { ApiError } from '../errors.ts';
import { digest, newSecret, sameSecret } from './crypto.ts';
import { refreshVerified } from './verification.ts';
import { isUniqueViolation } from './idempotency.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';
import { mailboxOf } from '../mail/mailbox.ts';
import { slugify } from '../../src/lib/slug.ts';
import { Messages } from '../../src/contract/messages.ts';
import { asLocale } from '../../src/contract/locale.ts';
import {
  AGENCY_INVITE_DAYS, AgencyMessages as M,
  type AgencyAcceptInput, type AgencyInviteInput, type AgencyInvitePreview, type AgencyInviteView, type AgencyPage, type AgencyRemoveInput, type AgencySaveInput, type MyAgency,
} from '../../src/contract/agencies.ts';

/** The longest side of a stored logo: shown at most 96 px, twice that for sharp screens, and on a wide header. */
export const AGENCY_LOGO_SIDE = 320;

interface AgencyRow { id: number; slug: string; name: string; admin_user_id: number; logo: string | null; address: string; description: string }

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Agency and logo saves per account: enough for anyone editing, not for a loop. */
const AGENCY_SAVES: Limit = { max: 30, windowSeconds: 60 * 60 };
/** Invitations an admin sends a day: a team's worth. */
const INVITES_PER_ACCOUNT: Limit = { max: 20, windowSeconds: 24 * 60 * 60 };
/** Invitations one address receives a day, from any agency. */
const INVITES_PER_RECIPIENT: Limit = { max: 5, windowSeconds: 24 * 60 * 60 };

/**
 * Agencies (migration 0046). The account that makes an agency is its admin; only the admin changes
 * it, invites agents (a mailed link, signed by a secret whose digest is stored, expiring) and removes
 * them. A listing posted by a member belongs to the agency (the migration's trigger); when an agent
 * is removed, their agency listings move to the admin's account with the admin's name and e-mail as
 * the contact, so the agency keeps its inventory and enquiries reach someone still there.
 */
export class AgencyService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly mail: MailQueue,
    private readonly links: ImageLinks,
    private readonly uploads: BlobStore,
    private readonly limiter: RateLimiter,
    /** Cards and listing pages name the agency: a change is a public listings change. */
    private readonly onChange: () => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async membership(userId: number): Promise<{ agency: AgencyRow; admin: boolean } | null> {
    const [r] = await this.database.rows<AgencyRow>(sql`
      SELECT a.id, a.slug, a.name, a.admin_user_id, a.logo, a.address, a.description
      FROM agency_members am JOIN agencies a ON a.id = am.agency_id WHERE am.user_id = ${userId}`);
    return r ? { agency: r, admin: Number(r.admin_user_id) === userId } : null;
  }

  /** The caller's agency when they are its admin; 403 otherwise (a member, or someone in none). */
  private async adminOf(userId: number): Promise<AgencyRow> {
    const m = await this.membership(userId);
    if (!m?.admin) throw new ApiError(403, M.notAdmin);
    return m.agency;
  }

  async page(slug: string): Promise<AgencyPage> {
    const [a] = await this.database.publicRead.rows<AgencyRow>(sql`
      SELECT id, slug, name, admin_user_id, logo, address, description FROM agencies WHERE slug = ${slug}`);
    if (!a) throw new ApiError(404, M.notFound, 'Slug');
    const agents = await this.database.publicRead.rows<{ id: number; slug: string; public: boolean; name: string; photo: string | null }>(sql`
      SELECT u.id, u.profile_slug AS slug, u.profile_public AS public, u.profile_photo AS photo,
        COALESCE(NULLIF(trim(u.profile_name), ''), trim(u.first_name || ' ' || u.last_name)) AS name
      FROM agency_members am JOIN users u ON u.id = am.user_id
      WHERE am.agency_id = ${a.id} AND u.suspended_at IS NULL
      ORDER BY (u.id = ${a.admin_user_id}) DESC, am.joined_at, u.id`);
    const [count] = await this.database.publicRead.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM properties p WHERE p.agency_id = ${a.id} AND p.status = 'Active' AND p.deleted_at IS NULL`);
    return {
      ...this.publicOf(a),
      Agents: agents.map((u) => ({
        Slug: u.public ? u.slug : null, Name: u.name,
        // A private profile's photo is not shown either.
        PhotoUrl: u.public ? this.links.url(u.photo) : '',
        Admin: Number(u.id) === Number(a.admin_user_id),
      })),
      LiveListings: Number(count?.n ?? 0),
    };
  }

  private publicOf(a: AgencyRow): Omit<AgencyPage, 'Agents' | 'LiveListings'> {
    return { Slug: a.slug, Name: a.name, LogoUrl: this.links.url(a.logo), Address: a.address, Description: a.description };
  }

  async mine(userId: number): Promise<MyAgency> {
    const m = await this.membership(userId);
    if (!m) return { Role: null, Agency: null, Members: [], Invites: [] };
    if (!m.admin) return { Role: 'member', Agency: this.publicOf(m.agency), Members: [], Invites: [] };
    const members = await this.database.rows<{ id: number; name: string }>(sql`
      SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name FROM agency_members am JOIN users u ON u.id = am.user_id
      WHERE am.agency_id = ${m.agency.id} ORDER BY (u.id = ${userId}) DESC, am.joined_at, u.id`);
    const invites = await this.database.rows<{ id: number; email: string; expires_at: Date | string }>(sql`
      SELECT id, email, expires_at FROM agency_invites
      WHERE agency_id = ${m.agency.id} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ${this.now()}
      ORDER BY created_at DESC, id DESC`);
    return {
      Role: 'admin',
      Agency: this.publicOf(m.agency),
      Members: members.map((u) => ({ UserId: Number(u.id), Name: u.name, Admin: Number(u.id) === userId })),
      Invites: invites.map((i) => ({ InviteId: Number(i.id), Email: i.email, ExpiresAt: new Date(i.expires_at).toISOString() })),
    };
  }

  /** Makes the caller's agency (they become its admin and first member) or changes it (admin only). */
  async save(userId: number, input: AgencySaveInput): Promise<{ agency: MyAgency; created: boolean }> {
    await this.limiter.hit(AGENCY_SAVES, `agency-save:user:${userId}`);
    const m = await this.membership(userId);
    if (m && !m.admin) throw new ApiError(403, M.notAdmin);
    if (m) {
      // Cards name the agency, so a change empties the caches; a save that changes nothing does not.
      const changed = await this.database.rows<{ id: number }>(sql`
        UPDATE agencies SET name = ${input.Name}, address = ${input.Address}, description = ${input.Description}, updated_at = now()
        WHERE id = ${m.agency.id} AND (name, address, description) IS DISTINCT FROM (${input.Name}, ${input.Address}, ${input.Description})
        RETURNING id`);
      if (changed.length) this.onChange();
      return { agency: await this.mine(userId), created: false };
    }
    const base = slugify(input.Name).slice(0, 60).replace(/-+$/, '') || 'agency';
    try {
      await this.database.db.transaction(async (tx) => {
        // A placeholder first: the id settles the slug, unique by construction as a profile's is.
        const [made] = rowsOf<{ id: number }>(await tx.execute(sql`
          INSERT INTO agencies (slug, name, admin_user_id, address, description)
          VALUES (${`new-${userId}-${Date.now()}`}, ${input.Name}, ${userId}, ${input.Address}, ${input.Description}) RETURNING id`));
        await tx.execute(sql`UPDATE agencies SET slug = ${`${base}-${Number(made!.id)}`} WHERE id = ${made!.id}`);
        await tx.execute(sql`INSERT INTO agency_members (user_id, agency_id) VALUES (${userId}, ${made!.id})`);
      });
    } catch (err) {
      // Two taps at once: the other made the agency (or the account joined one meanwhile).
      if (!isUniqueViolation(err) || !(await this.membership(userId))) throw err;
      return this.save(userId, input);
    }
    this.onChange();
    return { agency: await this.mine(userId), created: true };
  }

  async saveLogo(userId: number, file: string | null): Promise<MyAgency> {
    const a = await this.adminOf(userId);
    if (!file) throw new ApiError(400, 'Please choose a logo.', 'file');
    await this.limiter.hit(AGENCY_SAVES, `agency-save:user:${userId}`);
    const stored = await storeImage(this.uploads, 'avatars', file, { maxSide: AGENCY_LOGO_SIDE, field: 'file', message: Messages.onlyImages });
    await this.database.db.execute(sql`UPDATE agencies SET logo = ${stored.upload}, updated_at = now() WHERE id = ${a.id}`);
    this.onChange();
    return this.mine(userId);
  }

  /** Mails an invitation through the durable queue, in the same transaction as the invitation itself. */
  async invite(userId: number, input: AgencyInviteInput): Promise<string> {
    const a = await this.adminOf(userId);
    // Only this agency's own members are refused: its admin sees them anyway. Whether an address has an
    // account, or is with another agency, is not told; that agent can leave it and accept (accept checks).
    const [already] = await this.database.rows<{ one: number }>(sql`
      SELECT 1 AS one FROM users u JOIN agency_members am ON am.user_id = u.id
      WHERE lower(u.email) = ${input.Email} AND am.agency_id = ${a.id}`);
    if (already) throw new ApiError(409, M.alreadyMember, 'Email');
    // Each invitation is a mail in our name carrying the sender's own words: bounded per account and
    // per recipient, so the site is nobody's mailer.
    await this.limiter.hit(INVITES_PER_ACCOUNT, `agency-invite:user:${userId}`);
    await this.limiter.hit(INVITES_PER_RECIPIENT, `agency-invite:to:${mailboxOf(input.Email)}`);
    const [inviter] = await this.database.rows<{ name: string; language: string }>(sql`
      SELECT trim(first_name || ' ' || last_name) AS name, language FROM users WHERE id = ${userId}`);
    const [invitee] = await this.database.rows<{ language: string }>(sql`SELECT language FROM users WHERE lower(email) = ${input.Email} LIMIT 1`);
    const key = newSecret();
    const expires = new Date(this.now().getTime() + AGENCY_INVITE_DAYS * 24 * 3600_000);
    const mailId = await this.database.db.transaction(async (tx) => {
      // A new invitation to the same address replaces the open one: only the newest link works.
      await tx.execute(sql`UPDATE agency_invites SET revoked_at = now()
        WHERE agency_id = ${a.id} AND email = ${input.Email} AND accepted_at IS NULL AND revoked_at IS NULL`);
      const [made] = rowsOf<{ id: number }>(await tx.execute(sql`
        INSERT INTO agency_invites (agency_id, email, key_hash, invited_by, expires_at)
        VALUES (${a.id}, ${input.Email}, ${digest(key)}, ${userId}, ${expires}) RETURNING id`));
      return this.mail.enqueue(tx as unknown as Db, agencyInviteMail(this.config, {
        to: input.Email, inviter: inviter?.name ?? '', agency: a.name, invite: Number(made!.id), key, days: AGENCY_INVITE_DAYS,
        language: asLocale(invitee?.language ?? inviter?.language ?? 'en'),
      }));
    });
    await this.mail.sendNow([mailId]);
    return M.invited(input.Email);
  }

  /** The invitation a link names while it can be used; forged, used, withdrawn or expired links are refused alike. */
  private async openInvite(input: AgencyAcceptInput): Promise<{ id: number; agency_id: number; email: string; name: string; slug: string }> {
    const [r] = await this.database.rows<{ id: number; agency_id: number; email: string; key_hash: string; expires_at: Date | string;
      accepted_at: Date | string | null; revoked_at: Date | string | null; name: string; slug: string }>(sql`
      SELECT i.id, i.agency_id, i.email, i.key_hash, i.expires_at, i.accepted_at, i.revoked_at, a.name, a.slug
      FROM agency_invites i JOIN agencies a ON a.id = i.agency_id WHERE i.id = ${input.Invite}`);
    if (!r || !sameSecret(digest(input.Key), r.key_hash)) throw new ApiError(400, M.inviteInvalid, 'Key');
    if (r.accepted_at || r.revoked_at || new Date(r.expires_at).getTime() <= this.now().getTime()) throw new ApiError(400, M.inviteExpired, 'Key');
    return r;
  }

  /**
   * For a link opened signed out: the agency, the invited address and whether it has an account, so
   * the page offers to register with that address or to log in. Only with the link's secret.
   */
  async invitePreview(input: AgencyAcceptInput): Promise<AgencyInvitePreview> {
    const r = await this.openInvite(input);
    const [u] = await this.database.rows<{ one: number }>(sql`SELECT 1 AS one FROM users WHERE lower(email) = lower(${r.email}) LIMIT 1`);
    return { AgencyName: r.name, Email: r.email, HasAccount: Boolean(u) };
  }

  async inviteView(userId: number, input: AgencyAcceptInput): Promise<AgencyInviteView> {
    const r = await this.openInvite(input);
    await this.checkInvitee(userId, r.email);
    return { AgencyName: r.name, AgencySlug: r.slug, Email: r.email };
  }

  private async checkInvitee(userId: number, email: string): Promise<void> {
    const [u] = await this.database.rows<{ email: string }>(sql`SELECT email FROM users WHERE id = ${userId}`);
    if (!u || u.email.toLowerCase() !== email.toLowerCase()) throw new ApiError(403, M.inviteOtherEmail);
  }

  async accept(userId: number, input: AgencyAcceptInput): Promise<{ agency: MyAgency; message: string }> {
    const r = await this.openInvite(input);
    await this.checkInvitee(userId, r.email);
    if (await this.membership(userId)) throw new ApiError(409, M.inAnother);
    try {
      await this.database.db.transaction(async (tx) => {
        // The invitation is used once, even by two taps at the same moment.
        const used = rowsOf(await tx.execute(sql`UPDATE agency_invites SET accepted_at = now()
          WHERE id = ${r.id} AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`));
        if (!used.length) throw new ApiError(400, M.inviteExpired, 'Key');
        await tx.execute(sql`INSERT INTO agency_members (user_id, agency_id) VALUES (${userId}, ${r.agency_id})`);
      });
    } catch (err) {
      // Another agency's invitation accepted at the same moment: one account, one agency.
      if (isUniqueViolation(err)) throw new ApiError(409, M.inAnother);
      throw err;
    }
    this.onChange();
    return { agency: await this.mine(userId), message: M.accepted(r.name) };
  }

  /**
   * The admin removes an agent. Their agency listings stay with the agency (`detach`).
   */
  async remove(userId: number, input: AgencyRemoveInput): Promise<string> {
    const a = await this.adminOf(userId);
    if (input.UserId === userId) throw new ApiError(400, M.cannotRemoveAdmin, 'UserId');
    const [member] = await this.database.rows<{ name: string }>(sql`
      SELECT trim(u.first_name || ' ' || u.last_name) AS name FROM agency_members am JOIN users u ON u.id = am.user_id
      WHERE am.user_id = ${input.UserId} AND am.agency_id = ${a.id}`);
    if (!member) throw new ApiError(404, M.notMember, 'UserId');
    await this.detach(a, input.UserId);
    return M.removed(member.name);
  }

  /**
   * A member leaves on their own: exactly what the admin's removal does (`detach`). The admin cannot
   * leave: there is no one to take the agency's page, its listings and their enquiries.
   */
  async leave(userId: number): Promise<{ agency: MyAgency; message: string }> {
    const m = await this.membership(userId);
    if (!m) throw new ApiError(409, M.noAgency);
    if (m.admin) throw new ApiError(409, M.adminCannotLeave);
    await this.detach(m.agency, userId);
    return { agency: await this.mine(userId), message: M.left(m.agency.name) };
  }

  /**
   * An agent stops being a member. Their agency listings stay with the agency: they move to the
   * admin's account, with the admin's name and e-mail as the contact and the admin's proved number
   * when there is one (else the admin's profile phone, unproved), so buyers reach the agency, not
   * someone who left it. Their other listings are theirs and stay so.
   */
  private async detach(a: AgencyRow, agentId: number): Promise<void> {
    const adminId = Number(a.admin_user_id);
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM agency_members WHERE user_id = ${agentId} AND agency_id = ${a.id}`);
      const moved = await tx.execute(sql`
        WITH admin AS (
          SELECT trim(u.first_name || ' ' || u.last_name) AS name, u.email,
            (SELECT up.phone FROM user_phones up WHERE up.user_id = u.id ORDER BY up.verified_at DESC LIMIT 1) AS proved,
            NULLIF(u.phone, '') AS phone
          FROM users u WHERE u.id = ${adminId})
        UPDATE properties p SET user_id = ${adminId}, contact_full_name = admin.name, contact_email = admin.email,
          contact_phone = COALESCE(admin.proved, admin.phone, p.contact_phone),
          -- The badge vouches for the poster's own number: only the admin's proved one keeps it.
          phone_verified_at = CASE WHEN admin.proved IS NOT NULL THEN now() ELSE NULL END,
          updated_at = now()
        FROM admin
        WHERE p.agency_id = ${a.id} AND p.user_id = ${agentId}
        RETURNING p.id`);
      // The buyers' conversations about those listings go with them: whoever answers for a listing
      // reads and answers its enquiries (enquiry-threads.ts), and someone who left must not keep the leads.
      const ids = rowsOf<{ id: number | string }>(moved).map((r) => String(r.id));
      if (ids.length) {
        await tx.execute(sql`UPDATE enquiries SET poster_user_id = ${adminId}
          WHERE poster_user_id = ${agentId} AND property_id = ANY(string_to_array(${ids.join(',')}, ',')::bigint[])`);
      }
      await refreshVerified(tx as unknown as Db, sql`p.agency_id = ${a.id} AND p.user_id = ${adminId}`);
    });
    this.onChange();
  }
}
