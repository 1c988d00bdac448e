import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, establishedUser, registeredUser, visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { mailsTo } from '../support/mail.ts';
import { AdminMessages, type AdminReportedItem, type AdminUser, type AuditPage } from '../../src/contract/admin.ts';
import type { ReportDecision, ReportResult, SearchResult, SubmitResult } from '../../src/contract/types.ts';

// The admin console's Reported queue, through its API.
let server: TestServer;
let admin: { token: string; userName: string };
let normal: { token: string };

const TAG = 'zardozi';
let seq = 0;
const device = () => `rq-${process.pid}-${Date.now().toString(36)}-${(seq += 1)}`.padEnd(20, 'x');
let address = 0;
const from = (init: RequestInit = {}): RequestInit =>
  ({ ...init, headers: { ...(init.headers as Record<string, string> | undefined), 'X-Forwarded-For': `198.51.100.${(address += 1) % 250}` } });
const report = (body: Record<string, unknown>, init: RequestInit = {}) =>
  server.json<ReportResult>('/api/Property/ReportProperty', from({ ...init, ...jsonPost(body), headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) } }));

const userIdOf = async (userName: string) =>
  Number((await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${userName}`))[0]!.id);
const statusOf = async (id: number) => (await server.database.rows<{ status: string }>(sql`SELECT status FROM properties WHERE id = ${id}`))[0]!.status;
const openReports = async (id: number) =>
  (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM listing_reports WHERE property_id = ${id} AND resolved_at IS NULL`))[0]!.n;
const found = async (word: string) =>
  (await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ Keywords: word }))).body.Data.Items.map((i) => i.PropertyId);
const queue = async () => {
  const res = await server.json<AdminReportedItem[]>('/api/Admin/Reported', bearer(admin.token));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data;
};
const decide = (body: Record<string, unknown>, token = admin.token) =>
  server.json<ReportDecision>('/api/Admin/DecideReport', bearer(token, jsonPost(body)));
const auditFor = async (id: number) =>
  (await server.json<AuditPage>('/api/Admin/Audit', bearer(admin.token))).body.Data.Entries.filter((e) => e.TargetKind === 'listing' && e.TargetId === id);
const mailsOf = (email: string, subject: string) => mailsTo(server.config.dataDir, email).filter((m) => m.subject === subject);

/** A live listing owned by a fresh account, searchable by its own word. */
async function ownedListing(word: string) {
  const owner = await registeredUser(server, 'rqowner');
  const listing = await insertListing(server.database, { title: `Reported house ${word}`, userId: await userIdOf(owner.person.UserName) });
  return { owner, word, title: `Reported house ${word}`, ...listing };
}

/** Three established reporters (accounts a week old and more): the listing goes under review. */
async function hideByReports(id: number) {
  const reporters = [await establishedUser(server, 'rqreporter'), await establishedUser(server, 'rqreporter'), await establishedUser(server, 'rqreporter')];
  expect((await report({ PropertyId: id, Reason: 'Scam', Note: 'Wanted 50,000 token money before a visit.', DeviceId: device() }, bearer(reporters[0]!.token))).status).toBe(200);
  expect((await report({ PropertyId: id, Reason: 'NotAvailable', DeviceId: device() }, bearer(reporters[1]!.token))).status).toBe(200);
  expect((await report({ PropertyId: id, Reason: 'WrongPhotos', Note: 'Photos are of another house.', DeviceId: device() }, bearer(reporters[2]!.token))).status).toBe(200);
  expect(await statusOf(id)).toBe('UnderReview');
}

beforeAll(async () => {
  server = await startTestServer();
  const a = await registeredUser(server, 'rqadmin');
  // The grant itself (npm run admin) is tested in admin.test.ts; here the role is set directly.
  await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${a.person.UserName}`);
  admin = { token: a.token, userName: a.person.UserName };
  normal = { token: (await registeredUser(server, 'rqnormal')).token };
}, 60_000);
afterAll(async () => { await server?.close(); });

describe('who may see and decide the Reported queue', () => {
  it('answers 403 with the admin envelope to anonymous callers, normal users and a suspended admin', async () => {
    const suspended = await registeredUser(server, 'rqsuspended');
    await server.database.rows(sql`UPDATE users SET is_admin = true, suspended_at = now() WHERE user_name = ${suspended.person.UserName}`);
    const { id } = await insertListing(server.database);
    await report({ PropertyId: id, Reason: 'Duplicate', DeviceId: device() });
    for (const token of [undefined, 'not-a-real-token', normal.token, suspended.token]) {
      const list = await server.json('/api/Admin/Reported', token ? bearer(token) : visitor());
      expect(list.status).toBe(403);
      expect(list.body).toEqual({ IsSuccess: false, Message: AdminMessages.forbidden, Data: null });
      const body = { PropertyId: id, Action: 'hide', Note: 'Not allowed.' };
      const act = await server.json('/api/Admin/DecideReport', token ? bearer(token, jsonPost(body)) : visitor(jsonPost(body)));
      expect(act.status).toBe(403);
      expect(act.body).toEqual({ IsSuccess: false, Message: AdminMessages.forbidden, Data: null });
    }
    // Nothing was decided by anyone refused.
    expect(await openReports(id)).toBe(1);
    expect(await statusOf(id)).toBe('Active');
  });

  it('takes routes and keys in any case, and names the field of bad input with a 400', async () => {
    expect((await server.json('/api/aDMIN/rEPORTED', bearer(admin.token))).status).toBe(200);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ PropertyId: 1, Note: 'x' }, 'Action', AdminMessages.actionRequired],
      [{ PropertyId: 1, Action: 'delete', Note: 'x' }, 'Action', AdminMessages.actionRequired],
      [{ propertyid: 1, action: 'hide' }, 'Note', AdminMessages.noteRequired],
      [{ PropertyId: 1, Action: 'warn', Note: '   ' }, 'Note', AdminMessages.noteRequired],
      [{ PropertyId: 1, Action: 'reject', Note: '' }, 'Note', AdminMessages.noteRequired],
      [{ PropertyId: 1, Action: 'dismiss', Note: 'x'.repeat(501) }, 'Note', 'Note must be at most 500 characters.'],
      [{ Action: 'dismiss' }, 'PropertyId', 'PropertyId must be a whole number.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await server.json('/api/admin/decidereport', bearer(admin.token, jsonPost(body)));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ IsSuccess: false, Message: message, Data: { Field: field, Message: message } });
    }
    // A dismissal needs no note; a listing nobody reported has nothing to decide.
    const { id } = await insertListing(server.database);
    const none = await decide({ PropertyId: id, Action: 'dismiss' });
    expect(none.status).toBe(409);
    expect(none.body.Message).toBe(AdminMessages.noReports);
    expect(await auditFor(id)).toEqual([]);
  });
});

describe('the Reported queue', () => {
  it('lists listings with open reports, those under review first, with photos the admin can load, reasons, notes and dates', async () => {
    const quiet = await ownedListing(`${TAG}quiet`);
    await report({ PropertyId: quiet.id, Reason: 'Duplicate', Note: 'Same as the one on 5th street.', DeviceId: device() });

    // A listing submitted with a photo and approved, so its photo is a real upload that becomes private under review.
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      Title: `Photo house ${TAG}`, Description: 'Double storey, near the park.', PurposeId: '1', TypeId: '1', Price: '45000000', BedRoomId: '4',
      BathRoomId: '3', Area: '10', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]', FullName: 'Imran Qureshi',
      EmailAddress: 'imran@example.pk', PhoneNumber: '03001234567',
    })) fd.append(k, v);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer();
    fd.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'front.jpg');
    const submitted = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(normal.token, visitor({ method: 'POST', body: fd })));
    expect(submitted.status, submitted.body.Message).toBe(200);
    const loud = submitted.body.Data.PropertyId;
    expect((await server.json('/api/Admin/Approve', bearer(admin.token, jsonPost({ PropertyId: loud })))).status).toBe(200);
    await hideByReports(loud);

    const items = await queue();
    const ids = items.map((i) => i.PropertyId);
    expect(ids).toContain(quiet.id);
    expect(ids.indexOf(loud)).toBeLessThan(ids.indexOf(quiet.id));
    // Under review first, then by established reporters' weight and everyone's reports, then the longest waiting.
    const rank = (i: AdminReportedItem) => (i.Status === 'UnderReview' ? 0 : 1);
    const priority = (i: AdminReportedItem) => i.Evidence + 0.5 * i.Reporters;
    for (let k = 1; k < items.length; k += 1) {
      const [a, b] = [items[k - 1]!, items[k]!];
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && (priority(a) > priority(b) || (priority(a) === priority(b) && a.FirstReportedAt <= b.FirstReportedAt)))).toBe(true);
    }

    const q = items.find((i) => i.PropertyId === quiet.id)!;
    expect(q).toMatchObject({ Title: quiet.title, Status: 'Active', Reporters: 1, OwnerEmail: quiet.owner.person.Email, Images: [] });
    expect(q.Reports).toEqual([expect.objectContaining({
      Reason: 'Duplicate', ReasonText: 'Duplicate listing', Note: 'Same as the one on 5th street.', ReporterUserId: null, Resolution: null, Standing: 'anonymous',
    })]);
    expect(Date.now() - Date.parse(q.Reports[0]!.CreatedAt)).toBeLessThan(5 * 60_000);

    const l = items.find((i) => i.PropertyId === loud)!;
    expect(l).toMatchObject({ Title: `Photo house ${TAG}`, Status: 'UnderReview', Reporters: 3, Evidence: 3, Price: 45000000, Purpose: 'For Sale' });
    expect(l.Reports.map((r) => r.Standing)).toEqual(['established', 'established', 'established']);
    expect(l.Place).not.toBe('');
    expect(l.Reports.map((r) => r.ReasonText).sort()).toEqual(['Asked for advance payment or scam', 'Not available or fake', 'Wrong photos']);
    expect(l.Reports.find((r) => r.Reason === 'WrongPhotos')!.Note).toBe('Photos are of another house.');
    expect(l.Images).toHaveLength(1);
    const photo = new URL(l.Images[0]!);
    expect(photo.searchParams.get('console')).toBe('1');
    const loaded = await server.fetch(`${photo.pathname}${photo.search}`);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('cache-control')).toBe('private, no-store');
    // Under review, the photo is private: without the admin's signature it is not served.
    photo.searchParams.delete('access');
    expect((await server.fetch(`${photo.pathname}${photo.search}`)).status).toBe(404);
  });
});

describe('deciding on a reported listing', () => {
  it('dismiss: back on the site and in search, reports closed, the owner told, audit-logged; a second decision is a 409', async () => {
    const l = await ownedListing(`${TAG}dismiss`);
    await hideByReports(l.id);
    expect(await found(l.word)).toEqual([]);

    const res = await decide({ PropertyId: l.id, Action: 'dismiss', Note: 'Called the owner; the house is real.' });
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body).toEqual({ IsSuccess: true, Message: AdminMessages.reportDecided('dismiss', l.title), Data: { PropertyId: l.id, Title: l.title, Status: 'Active', ReportsClosed: 3 } });
    expect(await statusOf(l.id)).toBe('Active');
    expect(await found(l.word)).toEqual([l.id]);
    expect(await openReports(l.id)).toBe(0);
    expect((await queue()).map((i) => i.PropertyId)).not.toContain(l.id);
    const mail = mailsOf(l.owner.person.Email, `Your property is visible again: ${l.title}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Called the owner; the house is real.');

    const log = await auditFor(l.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ Actor: admin.userName, Action: 'dismiss-reports', Target: l.title });
    expect(log[0]!.Reason).toBe('Reported: Not available or fake (1), Wrong photos (1), Asked for advance payment or scam (1) — Called the owner; the house is real.');
    expect(Date.now() - Date.parse(log[0]!.At)).toBeLessThan(5 * 60_000);

    const again = await decide({ PropertyId: l.id, Action: 'hide', Note: 'Too late.' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ IsSuccess: false, Message: AdminMessages.noReports });
    expect(await statusOf(l.id)).toBe('Active');
    expect(await auditFor(l.id)).toHaveLength(1);
  });

  it('dismissing reports about a listing that never left the site mails nobody, and still logs it', async () => {
    const l = await ownedListing(`${TAG}quietdismiss`);
    await report({ PropertyId: l.id, Reason: 'WrongPrice', DeviceId: device() });
    const res = await decide({ PropertyId: l.id, Action: 'dismiss' });
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Data.Status).toBe('Active');
    expect(mailsTo(server.config.dataDir, l.owner.person.Email).filter((m) => m.subject.includes(l.title))).toEqual([]);
    expect((await auditFor(l.id)).map((e) => [e.Action, e.Reason])).toEqual([['dismiss-reports', 'Reported: Wrong price (1)']]);
  });

  it('warn: stays on the site, the owner is mailed the reasons and the note, audit-logged; a second decision is a 409', async () => {
    const l = await ownedListing(`${TAG}warn`);
    await report({ PropertyId: l.id, Reason: 'WrongPrice', Note: 'Far too cheap for DHA.', DeviceId: device() });
    const res = await decide({ PropertyId: l.id, Action: 'warn', Note: 'Please put the real price.' });
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Data).toEqual({ PropertyId: l.id, Title: l.title, Status: 'Active', ReportsClosed: 1 });
    expect(await statusOf(l.id)).toBe('Active');
    expect(await found(l.word)).toEqual([l.id]);
    const mail = mailsOf(l.owner.person.Email, `Please check your property: ${l.title}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Wrong price (1)');
    expect(mail[0]!.body).toContain('Please put the real price.');
    expect(await auditFor(l.id)).toEqual([expect.objectContaining({ Actor: admin.userName, Action: 'warn-owner', Reason: 'Reported: Wrong price (1) — Please put the real price.' })]);
    expect((await decide({ PropertyId: l.id, Action: 'warn', Note: 'Again.' })).status).toBe(409);
  });

  it('hide: off the site for good, out of search, the owner told why, audit-logged; a second decision is a 409', async () => {
    const l = await ownedListing(`${TAG}hide`);
    expect(await found(l.word)).toEqual([l.id]);
    await hideByReports(l.id);
    const res = await decide({ PropertyId: l.id, Action: 'hide', Note: 'Fake photos and a token demand.' });
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Message).toBe(AdminMessages.reportDecided('hide', l.title));
    expect(res.body.Data.Status).toBe('Hidden');
    expect(await statusOf(l.id)).toBe('Hidden');
    expect(await found(l.word)).toEqual([]);
    expect((await server.json(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${l.url}`)).status).toBe(404);
    const mail = mailsOf(l.owner.person.Email, `Your property was removed from Basera: ${l.title}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Fake photos and a token demand.');
    expect(await auditFor(l.id)).toEqual([expect.objectContaining({ Actor: admin.userName, Action: 'hide', Target: l.title })]);
    const again = await decide({ PropertyId: l.id, Action: 'dismiss' });
    expect(again.status).toBe(409);
    expect(await statusOf(l.id)).toBe('Hidden');
  });

  it('reject: Rejected, out of search, the owner told how to send it again, audit-logged; a second decision is a 409', async () => {
    const l = await ownedListing(`${TAG}reject`);
    await hideByReports(l.id);
    const res = await decide({ PropertyId: l.id, Action: 'reject', Note: 'The area is 5 Marla, not 10.' });
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Data.Status).toBe('Rejected');
    expect(await statusOf(l.id)).toBe('Rejected');
    expect(await found(l.word)).toEqual([]);
    const mail = mailsOf(l.owner.person.Email, `Your property was not approved: ${l.title}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('The area is 5 Marla, not 10.');
    expect(await auditFor(l.id)).toEqual([expect.objectContaining({ Action: 'reject-reported', Reason: expect.stringContaining('The area is 5 Marla, not 10.') })]);
    expect((await decide({ PropertyId: l.id, Action: 'reject', Note: 'Again.' })).status).toBe(409);
  });

  it('a decision whose audit entry cannot be written is not taken at all', async () => {
    const l = await ownedListing(`${TAG}atomic`);
    await hideByReports(l.id);
    const before = mailsTo(server.config.dataDir, l.owner.person.Email).length;
    // No such account: the audit row's actor_id breaks its foreign key, inside the decision's transaction.
    await expect(server.deps.reports.decide(l.id, 'hide', { adminUserId: 987654321, note: 'Ghost admin.' })).rejects.toThrow();
    expect(await statusOf(l.id)).toBe('UnderReview');
    expect(await openReports(l.id)).toBe(3);
    expect(await auditFor(l.id)).toEqual([]);
    expect(mailsTo(server.config.dataDir, l.owner.person.Email)).toHaveLength(before);
    const queued = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_queue WHERE message::text LIKE ${'%Ghost admin.%'}`);
    expect(queued[0]!.n).toBe(0);
  });
});

describe('user lookup', () => {
  it('shows the reports against an account\'s listings, open and decided', async () => {
    const l = await ownedListing(`${TAG}lookup`);
    await hideByReports(l.id);
    const other = await insertListing(server.database, { title: `Second house ${TAG}`, userId: await userIdOf(l.owner.person.UserName) });
    await report({ PropertyId: other.id, Reason: 'WrongArea', Note: 'It is in Bahria, not DHA.', DeviceId: device() });
    expect((await decide({ PropertyId: l.id, Action: 'hide', Note: 'Scam.' })).status).toBe(200);

    const res = await server.json<AdminUser[]>(`/api/Admin/Users?Query=${encodeURIComponent(l.owner.person.Email)}`, bearer(admin.token));
    expect(res.status).toBe(200);
    const user = res.body.Data.find((u) => u.EmailAddress === l.owner.person.Email)!;
    expect(user.Reports.map((r) => r.PropertyId).sort((a, b) => a - b)).toEqual([l.id, other.id].sort((a, b) => a - b));
    const hidden = user.Reports.find((r) => r.PropertyId === l.id)!;
    expect(hidden.Status).toBe('Hidden');
    expect(hidden.Reports.map((r) => r.Resolution)).toEqual(['hidden', 'hidden', 'hidden']);
    const open = user.Reports.find((r) => r.PropertyId === other.id)!;
    expect(open.Reports).toEqual([expect.objectContaining({ ReasonText: 'Wrong area or location', Note: 'It is in Bahria, not DHA.', Resolution: null })]);
    // The admin, whose listings nobody reported, has none.
    const clean = await server.json<AdminUser[]>(`/api/Admin/Users?Query=${encodeURIComponent(admin.userName)}`, bearer(admin.token));
    expect(clean.body.Data.find((u) => u.UserName === admin.userName)!.Reports).toEqual([]);
  });
});
