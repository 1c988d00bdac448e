import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, newPerson, registeredUser, visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { AgencyMessages, type AgencyInvitePreview, type AgencyInviteView, type AgencyPage, type MyAgency } from '../../src/contract/agencies.ts';
import type { ProfileListingsPage, PublicProfile, MyProfile } from '../../src/contract/profiles.ts';
import type { CurrentUser, PropertyDetails } from '../../src/contract/types.ts';
import type { EnquiryInbox } from '../../src/contract/enquiries.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '0' } }); });
afterAll(async () => { await server?.close(); });

type Person = Awaited<ReturnType<typeof registeredUser>>;

async function idOf(p: Person): Promise<number> {
  const [u] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${p.person.UserName}`);
  return Number(u!.id);
}

const post = <T = unknown>(path: string, body: unknown, p?: Person) =>
  server.json<T>(path, p ? bearer(p.token, visitor(jsonPost(body))) : visitor(jsonPost(body)));

/** An admin with an agency, and the agency's slug. */
async function agencyWithAdmin(name = 'Crescent Estates'): Promise<{ admin: Person; slug: string }> {
  const admin = await registeredUser(server, 'agadmin');
  const made = await post<MyAgency>('/api/Agencies/Save', { Name: name, Address: '12 Main Boulevard, Gulberg, Lahore', Description: 'Houses and plots in Lahore.' }, admin);
  expect(made.status, made.body.Message).toBe(200);
  expect(made.body.Data.Role).toBe('admin');
  return { admin, slug: made.body.Data.Agency!.Slug };
}

/** The invitation link mailed to an address: its id and key. */
function mailedInvite(email: string): { Invite: number; Key: string } {
  const mail = mailsTo(server.config.dataDir, email).at(-1)!;
  const [invite, key] = linkIn(mail, '/account/agency').searchParams.get('key')!.split(/\.(.*)/s);
  return { Invite: Number(invite), Key: key! };
}

async function invitedAgent(admin: Person): Promise<{ agent: Person; link: { Invite: number; Key: string } }> {
  const agent = await registeredUser(server, 'agagent');
  const sent = await post('/api/Agencies/Invite', { Email: agent.person.Email }, admin);
  expect(sent.status, sent.body.Message).toBe(200);
  return { agent, link: mailedInvite(agent.person.Email) };
}

describe('an agency', () => {
  it('is made by its admin, invites an agent by mail, the agent accepts, and the agency page lists both and their listings', async () => {
    const { admin, slug } = await agencyWithAdmin();
    expect(slug).toMatch(/^crescent-estates-\d+$/);
    const { agent, link } = await invitedAgent(admin);
    // Only the account with the invited address may open or accept it.
    const stranger = await registeredUser(server, 'agstranger');
    expect((await server.json(`/api/Agencies/InviteView?Invite=${link.Invite}&Key=${encodeURIComponent(link.Key)}`, bearer(stranger.token, visitor()))).status).toBe(403);
    expect((await post('/api/Agencies/Accept', link, stranger)).status).toBe(403);
    expect((await post('/api/Agencies/Accept', link)).status).toBe(401);
    const view = await server.json<AgencyInviteView>(`/api/Agencies/InviteView?Invite=${link.Invite}&Key=${encodeURIComponent(link.Key)}`, bearer(agent.token, visitor()));
    expect(view.status, view.body.Message).toBe(200);
    expect(view.body.Data).toMatchObject({ AgencyName: 'Crescent Estates', AgencySlug: slug });
    const accepted = await post<MyAgency>('/api/Agencies/Accept', link, agent);
    expect(accepted.status, accepted.body.Message).toBe(200);
    expect(accepted.body.Data).toMatchObject({ Role: 'member', Agency: { Slug: slug } });
    // Used once.
    expect((await post('/api/Agencies/Accept', link, agent)).status).toBe(400);

    // A listing the agent posts now belongs to the agency; one from before does not.
    const agentId = await idOf(agent);
    const before = await server.database.rows<{ id: number }>(sql`SELECT id FROM properties WHERE user_id = ${agentId}`);
    expect(before).toHaveLength(0);
    const listing = await insertListing(server.database, { userId: agentId, title: 'Agency house in Gulberg', contactPhone: '03007770001' });
    const [row] = await server.database.rows<{ agency_id: number | null }>(sql`SELECT agency_id FROM properties WHERE id = ${listing.id}`);
    expect(row!.agency_id).not.toBeNull();

    const page = await server.json<AgencyPage>(`/api/Agencies/Details?Slug=${slug}`, visitor());
    expect(page.status, page.body.Message).toBe(200);
    expect(page.body.Data).toMatchObject({ Name: 'Crescent Estates', Address: '12 Main Boulevard, Gulberg, Lahore', LiveListings: 1 });
    expect(page.body.Data.Agents.map((a) => a.Admin)).toEqual([true, false]);
    const text = JSON.stringify(page.body);
    for (const secret of [admin.person.Email, agent.person.Email, '03007770001']) expect(text).not.toContain(secret);
    const listings = await server.json<ProfileListingsPage>(`/api/Profiles/Listings?Agency=${slug}`, visitor());
    expect(listings.body.Data.Items.map((i) => i.Title)).toEqual(['Agency house in Gulberg']);
    expect(listings.body.Data.Items[0]!.Agency).toEqual({ Slug: slug, Name: 'Crescent Estates' });
    const details = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${listing.url}`, visitor());
    expect(details.body.Data.Agency).toEqual({ Slug: slug, Name: 'Crescent Estates' });
    // The agent's profile names the agency and shows them as an agent.
    const mine = await server.json<MyProfile>('/api/Profiles/Mine', bearer(agent.token, visitor()));
    const profile = await server.json<PublicProfile>(`/api/Profiles/Agent?Slug=${mine.body.Data.Slug}`, visitor());
    expect(profile.body.Data).toMatchObject({ Kind: 'Agent', Agency: { Slug: slug, Name: 'Crescent Estates' } });
  });

  it('when an agent is removed, their agency listings stay with the agency under the admin', async () => {
    const { admin, slug } = await agencyWithAdmin('Lahore Homes');
    const { agent, link } = await invitedAgent(admin);
    expect((await post('/api/Agencies/Accept', link, agent)).status).toBe(200);
    const agentId = await idOf(agent);
    const adminId = await idOf(admin);
    const own = await insertListing(server.database, { userId: agentId, title: 'Own before joining' });
    await server.database.rows(sql`UPDATE properties SET agency_id = NULL WHERE id = ${own.id}`);
    const kept = await insertListing(server.database, { userId: agentId, title: 'Posted for the agency', contactPhone: '03008880001' });
    await server.database.rows(sql`INSERT INTO user_phones (user_id, phone) VALUES (${adminId}, '03008880099')`);

    const removed = await post('/api/Agencies/Remove', { UserId: agentId }, admin);
    expect(removed.status, removed.body.Message).toBe(200);
    const rows = await server.database.rows<{ id: number; user_id: number; agency_id: number | null; contact_email: string; contact_phone: string; phone_verified_at: Date | null }>(sql`
      SELECT id, user_id, agency_id, contact_email, contact_phone, phone_verified_at FROM properties WHERE id IN (${own.id}, ${kept.id}) ORDER BY id`);
    expect(Number(rows[0]!.user_id)).toBe(agentId);
    expect(rows[0]!.agency_id).toBeNull();
    expect(Number(rows[1]!.user_id)).toBe(adminId);
    expect(rows[1]!.agency_id).not.toBeNull();
    expect(rows[1]!.contact_email).toBe(admin.person.Email);
    expect(rows[1]!.contact_phone).toBe('03008880099');
    expect(rows[1]!.phone_verified_at).not.toBeNull();
    const listings = await server.json<ProfileListingsPage>(`/api/Profiles/Listings?Agency=${slug}`, visitor());
    expect(listings.body.Data.Items.map((i) => i.Title)).toEqual(['Posted for the agency']);
    const page = await server.json<AgencyPage>(`/api/Agencies/Details?Slug=${slug}`, visitor());
    expect(page.body.Data.Agents).toHaveLength(1);
    expect((await server.json<MyAgency>('/api/Agencies/Mine', bearer(agent.token, visitor()))).body.Data.Role).toBeNull();
    // A new listing of the former agent is theirs alone.
    const after = await insertListing(server.database, { userId: agentId, title: 'After leaving' });
    const [a] = await server.database.rows<{ agency_id: number | null }>(sql`SELECT agency_id FROM properties WHERE id = ${after.id}`);
    expect(a!.agency_id).toBeNull();
  });

  it('only its admin invites, removes and changes it: admin, member, stranger and anonymous', async () => {
    const { admin } = await agencyWithAdmin('Matrix Realty');
    const { agent: member, link } = await invitedAgent(admin);
    expect((await post('/api/Agencies/Accept', link, member)).status).toBe(200);
    const stranger = await registeredUser(server, 'agnobody');
    const target = await registeredUser(server, 'agtarget');
    const memberId = await idOf(member);

    const invite = (p?: Person) => post('/api/Agencies/Invite', { Email: target.person.Email }, p);
    const remove = (p?: Person) => post('/api/Agencies/Remove', { UserId: memberId }, p);
    const change = (p?: Person) => post('/api/Agencies/Save', { Name: 'Renamed Realty' }, p);
    expect((await invite()).status).toBe(401);
    expect((await invite(stranger)).status).toBe(403);
    expect((await invite(member)).status).toBe(403);
    expect((await invite(admin)).status).toBe(200);
    expect((await remove()).status).toBe(401);
    expect((await remove(stranger)).status).toBe(403);
    expect((await remove(member)).status).toBe(403);
    expect((await change()).status).toBe(401);
    expect((await change(member)).status).toBe(403);
    // A stranger saving makes an agency of their own, never changes this one.
    expect((await change(stranger)).body).toMatchObject({ Data: { Role: 'admin', Agency: { Name: 'Renamed Realty' } } });
    expect((await server.json<MyAgency>('/api/Agencies/Mine', bearer(admin.token, visitor()))).body.Data.Agency!.Name).toBe('Matrix Realty');
    expect((await remove(admin)).status).toBe(200);
    expect((await remove(admin)).status).toBe(404);
    // The admin cannot remove themselves.
    const self = await post('/api/Agencies/Remove', { UserId: await idOf(admin) }, admin);
    expect(self.status).toBe(400);
    expect(self.body.Data).toMatchObject({ Field: 'UserId' });
  });

  it('refuses forged and expired invitation links, and one for someone already in an agency', async () => {
    const { admin } = await agencyWithAdmin('Link Check Estates');
    const { agent, link } = await invitedAgent(admin);
    const forged = await post('/api/Agencies/Accept', { ...link, Key: `${link.Key.slice(0, -2)}xx` }, agent);
    expect(forged.status).toBe(400);
    expect(forged.body.Data).toMatchObject({ Field: 'Key' });
    const otherId = await post('/api/Agencies/Accept', { ...link, Invite: link.Invite + 100000 }, agent);
    expect(otherId.status).toBe(400);
    await server.database.rows(sql`UPDATE agency_invites SET expires_at = now() - interval '1 minute' WHERE id = ${link.Invite}`);
    const expired = await post('/api/Agencies/Accept', link, agent);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ Data: { Field: 'Key' } });
    expect(expired.body.Message).toMatch(/expired/);
    expect((await server.json<MyAgency>('/api/Agencies/Mine', bearer(agent.token, visitor()))).body.Data.Role).toBeNull();

    // A second invitation replaces the first: the old link stops working.
    await server.database.rows(sql`UPDATE agency_invites SET expires_at = now() + interval '1 day' WHERE id = ${link.Invite}`);
    expect((await post('/api/Agencies/Invite', { Email: agent.person.Email }, admin)).status).toBe(200);
    expect((await post('/api/Agencies/Accept', link, agent)).status).toBe(400);
    const fresh = mailedInvite(agent.person.Email);
    expect((await post('/api/Agencies/Accept', fresh, agent)).status).toBe(200);
    // Already one of this agency's agents: refused, by field.
    const again = await post('/api/Agencies/Invite', { Email: agent.person.Email }, admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ Message: AgencyMessages.alreadyMember, Data: { Field: 'Email' } });
    // Another agency's admin is not told whether the address is with an agency (or has an account): the
    // invitation goes out alike, and accepting it is what says the agent must leave their agency first.
    const other = await agencyWithAdmin('Other Estates');
    const member = await post('/api/Agencies/Invite', { Email: agent.person.Email }, other.admin);
    const nobody = await post('/api/Agencies/Invite', { Email: `nobody.${Date.now()}@example.pk` }, other.admin);
    expect(member.status, member.body.Message).toBe(200);
    expect(nobody.status, nobody.body.Message).toBe(200);
    expect(member.body.Data).toEqual(nobody.body.Data);
    const taken = await post('/api/Agencies/Accept', mailedInvite(agent.person.Email), agent);
    expect(taken.status).toBe(409);
    expect(taken.body.Message).toBe(AgencyMessages.inAnother);
  });

  it('made by several taps at once is one agency, and no tap fails', async () => {
    const p = await registeredUser(server, 'agrace');
    const answers = await Promise.all([1, 2, 3, 4].map((i) => post<MyAgency>('/api/Agencies/Save', {
      Name: `Race Estates ${i}`, Address: '1 Mall Road, Lahore', Description: 'Houses.',
    }, p)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const [made] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM agencies WHERE admin_user_id = ${await idOf(p)}`);
    expect(made!.n).toBe(1);
  });

  it('sends a bounded number of invitations: five a day to one address, twenty a day from one admin', async () => {
    const { admin } = await agencyWithAdmin('Bounded Estates');
    const target = `bounded.${Date.now()}@example.pk`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/Agencies/Invite', { Email: target }, admin)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(mailsTo(server.config.dataDir, target)).toHaveLength(5);
    const many: number[] = [];
    for (let i = 0; i < 16; i++) many.push((await post('/api/Agencies/Invite', { Email: `many${i}.${Date.now()}@example.pk` }, admin)).status);
    // Twenty tries in all, the refused sixth to one address among them.
    expect(many.filter((s) => s === 200)).toHaveLength(14);
    expect(many.slice(-2)).toEqual([429, 429]);
  });

  for (const how of ['the admin removes them', 'they leave on their own'] as const) {
    it(`when ${how}, their agency listings go to the admin and their own stay theirs`, async () => {
      const { admin, slug } = await agencyWithAdmin(how.startsWith('they') ? 'Leaving Estates' : 'Removing Estates');
      const { agent, link } = await invitedAgent(admin);
      expect((await post('/api/Agencies/Accept', link, agent)).status).toBe(200);
      const agentId = await idOf(agent);
      const adminId = await idOf(admin);
      const own = await insertListing(server.database, { userId: agentId, title: 'Mine from before' });
      await server.database.rows(sql`UPDATE properties SET agency_id = NULL WHERE id = ${own.id}`);
      const kept = await insertListing(server.database, { userId: agentId, title: 'For the agency', contactPhone: '03008880002' });
      await server.database.rows(sql`INSERT INTO user_phones (user_id, phone) VALUES (${adminId}, '03008880098')`);

      // A buyer's conversation about each: the agency's goes to the admin with the listing, the other stays.
      const threads: number[] = [];
      for (const id of [own.id, kept.id]) {
        const sent = await server.json<{ ThreadId?: number }>('/api/Contact/PropertyOwner', visitor(jsonPost({
          PropertyId: id, fullName: 'Usman Tariq', emailAddress: `buyer${process.pid}x${id}@example.pk`, phoneNumber: '03211234567',
          message: 'Is the price negotiable? Can I visit on Sunday?',
        })));
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM enquiries WHERE property_id = ${id} ORDER BY id DESC LIMIT 1`);
        threads.push(Number(row!.id));
      }
      const inbox = async (who: typeof agent) => (await server.json<EnquiryInbox>('/api/Enquiries/Inbox', bearer(who.token, visitor()))).body.Data.Threads.map((t) => t.ThreadId);
      expect(await inbox(agent)).toEqual(expect.arrayContaining(threads));

      const done = how.startsWith('they')
        ? await post<MyAgency>('/api/Agencies/Leave', {}, agent)
        : await post('/api/Agencies/Remove', { UserId: agentId }, admin);
      expect(done.status, done.body.Message).toBe(200);
      if (how.startsWith('they')) {
        expect(done.body.Message).toBe(AgencyMessages.left('Leaving Estates'));
        expect(done.body.Data).toEqual({ Role: null, Agency: null, Members: [], Invites: [] });
      }
      const rows = await server.database.rows<{ user_id: number; in_agency: boolean; contact_email: string; contact_phone: string; verified: boolean }>(sql`
        SELECT user_id, agency_id IS NOT NULL AS in_agency, contact_email, contact_phone, phone_verified_at IS NOT NULL AS verified
        FROM properties WHERE id IN (${own.id}, ${kept.id}) ORDER BY id`);
      expect(Number(rows[0]!.user_id)).toBe(agentId);
      expect(rows[0]!.in_agency).toBe(false);
      expect({ ...rows[1]!, user_id: Number(rows[1]!.user_id) }).toEqual({
        user_id: adminId, in_agency: true, contact_email: admin.person.Email, contact_phone: '03008880098', verified: true,
      });
      const listings = await server.json<ProfileListingsPage>(`/api/Profiles/Listings?Agency=${slug}`, visitor());
      expect(listings.body.Data.Items.map((i) => i.Title)).toEqual(['For the agency']);
      expect((await server.json<AgencyPage>(`/api/Agencies/Details?Slug=${slug}`, visitor())).body.Data.Agents).toHaveLength(1);
      expect((await server.json<MyAgency>('/api/Agencies/Mine', bearer(agent.token, visitor()))).body.Data.Role).toBeNull();
      expect((await server.json<MyAgency>('/api/Agencies/Mine', bearer(admin.token, visitor()))).body.Data.Members.map((m) => m.Admin)).toEqual([true]);
      // The agency listing's enquiry is the admin's now; the agent keeps only their own listing's.
      expect(await inbox(agent)).toContain(threads[0]);
      expect(await inbox(agent)).not.toContain(threads[1]);
      expect(await inbox(admin)).toContain(threads[1]);
      expect((await server.json(`/api/Enquiries/Thread?ThreadId=${threads[1]}`, bearer(agent.token, visitor()))).status).toBe(404);
      expect((await server.json(`/api/Enquiries/Thread?ThreadId=${threads[1]}`, bearer(admin.token, visitor()))).status).toBe(200);
    });
  }

  it('its admin cannot leave it; someone in no agency cannot leave one; leaving needs an account', async () => {
    const { admin } = await agencyWithAdmin('Staying Estates');
    const refused = await post('/api/Agencies/Leave', {}, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(AgencyMessages.adminCannotLeave);
    expect((await server.json<MyAgency>('/api/Agencies/Mine', bearer(admin.token, visitor()))).body.Data.Role).toBe('admin');
    const loner = await registeredUser(server, 'agloner');
    const none = await post('/api/Agencies/Leave', {}, loner);
    expect(none.status).toBe(409);
    expect(none.body.Message).toBe(AgencyMessages.noAgency);
    expect((await post('/api/Agencies/Leave', {})).status).toBe(401);
  });

  it('an invitation to an address without an account leads to registering with it, and confirming comes back to accept', async () => {
    const { admin, slug } = await agencyWithAdmin('Newcomer Estates');
    const email = `agnew${process.pid}${Date.now().toString(36)}@example.pk`;
    expect((await post('/api/Agencies/Invite', { Email: email }, admin)).status).toBe(200);
    const link = mailedInvite(email);
    const query = `Invite=${link.Invite}&Key=${encodeURIComponent(link.Key)}`;
    // Signed out, the link says whose invitation it is, for which address, and that it has no account yet.
    const preview = await server.json<AgencyInvitePreview>(`/api/Agencies/InvitePreview?${query}`, visitor());
    expect(preview.status, preview.body.Message).toBe(200);
    expect(preview.body.Data).toEqual({ AgencyName: 'Newcomer Estates', Email: email, HasAccount: false });
    const forged = await server.json(`/api/Agencies/InvitePreview?Invite=${link.Invite}&Key=${encodeURIComponent(`${link.Key.slice(0, -2)}xx`)}`, visitor());
    expect(forged.status).toBe(400);
    expect(forged.body.Data).toMatchObject({ Field: 'Key' });

    // The page sends them to register with that address and the invitation as where to come back.
    const back = `/account/agency?key=${link.Invite}.${encodeURIComponent(link.Key)}`;
    const person = { ...newPerson('agnew'), Email: email, ReturnUrl: back };
    const reg = await server.json('/api/Account/Register', visitor(jsonPost(person)));
    expect(reg.status, reg.body.Message).toBe(200);
    const confirmLink = linkIn(mailsTo(server.config.dataDir, email).at(-1)!, '/registration/confirmation');
    expect(confirmLink.searchParams.get('returnUrl')).toBe(back);
    const confirmed = await server.json<CurrentUser>(`/api/account/confirm/email?key=${encodeURIComponent(confirmLink.searchParams.get('key')!)}`, visitor());
    expect(confirmed.status, confirmed.body.Message).toBe(200);
    const token = confirmed.body.Data.AuthWebToken!;
    expect((await server.json<AgencyInvitePreview>(`/api/Agencies/InvitePreview?${query}`, visitor())).body.Data.HasAccount).toBe(true);

    // Back on the invitation, signed in: it is theirs to accept.
    const accepted = await server.json<MyAgency>('/api/Agencies/Accept', bearer(token, visitor(jsonPost(link))));
    expect(accepted.status, accepted.body.Message).toBe(200);
    expect(accepted.body.Data).toMatchObject({ Role: 'member', Agency: { Slug: slug } });
    // Used: the preview says so too.
    expect((await server.json(`/api/Agencies/InvitePreview?${query}`, visitor())).status).toBe(400);

    // A return address off the site is refused, naming the field.
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'x'.repeat(501)]) {
      const res = await server.json('/api/Account/Register', visitor(jsonPost({ ...newPerson('agbad'), ReturnUrl: bad })));
      expect(res.status, bad).toBe(400);
      expect(res.body.Data, bad).toMatchObject({ Field: 'ReturnUrl' });
    }
  });

  it('names the field of bad input', async () => {
    const { admin } = await agencyWithAdmin('Bad Input Estates');
    for (const [path, body, field] of [
      ['/api/Agencies/Save', { Name: '' }, 'Name'],
      ['/api/Agencies/Save', { Name: 'x'.repeat(101) }, 'Name'],
      ['/api/Agencies/Save', { Name: 'Fine', Description: 'x'.repeat(2001) }, 'Description'],
      ['/api/Agencies/Invite', { Email: 'not-an-address' }, 'Email'],
      ['/api/Agencies/Invite', {}, 'Email'],
      ['/api/Agencies/Accept', { Invite: 'one', Key: 'k' }, 'Invite'],
      ['/api/Agencies/Accept', { Invite: 1 }, 'Key'],
      ['/api/Agencies/Remove', { UserId: -1 }, 'UserId'],
    ] as const) {
      const res = await post(path, body, admin);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.Data).toMatchObject({ Field: field });
    }
    for (const [path, field] of [['/api/Agencies/Details?Slug=', 'Slug'], ['/api/Agencies/Details?Slug=%3Cb%3E', 'Slug'],
      ['/api/Agencies/InvitePreview?Invite=x&Key=k', 'Invite'], ['/api/Agencies/InvitePreview?Invite=1', 'Key']] as const) {
      const res = await server.json(path, visitor());
      expect(res.status).toBe(400);
      expect(res.body.Data).toMatchObject({ Field: field });
    }
    expect((await server.json('/api/Agencies/Details?Slug=no-such-agency-1', visitor())).status).toBe(404);
  });
});
