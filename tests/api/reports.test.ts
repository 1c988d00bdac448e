import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import sharp from 'sharp';
import { bearer, establishedUser, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { mailsTo } from '../support/mail.ts';
import { Messages } from '../../src/contract/messages.ts';
import { Limits } from '../../src/contract/constants.ts';
import type { ListingCard, MyPropertyItem, ReportAboutMine, ReportResult, SearchResult } from '../../src/contract/types.ts';
import type { AdminReportedItem } from '../../src/contract/admin.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

// A word no demo listing uses, so searches see only the listings made here.
const TAG = 'qalamkari';
let seq = 0;
const device = () => `device-${process.pid}-${Date.now().toString(36)}-${(seq += 1)}`.padEnd(20, 'x');
let address = 0;
/** A fresh network address per visitor unless one is given: distinct reporters are told apart by it when signed out. */
const from = (ip = `203.0.113.${(address += 1) % 250}`, init: RequestInit = {}): RequestInit =>
  ({ ...init, headers: { ...(init.headers as Record<string, string> | undefined), 'X-Forwarded-For': ip } });

const report = (body: Record<string, unknown>, init: RequestInit = from()) =>
  server.json<ReportResult>('/api/Property/ReportProperty', { ...jsonPost(body), ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });
const search = (criteria: unknown) => server.json<SearchResult>('/api/Property/SearchProperty', jsonPost(criteria));
const detail = (url: string) => server.json<unknown>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`);
const openReports = async (id: number) =>
  (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM listing_reports WHERE property_id = ${id} AND resolved_at IS NULL`))[0]!.n;
const statusOf = async (id: number) => (await server.database.rows<{ status: string }>(sql`SELECT status FROM properties WHERE id = ${id}`))[0]!.status;
async function userIdOf(userName: string): Promise<number> {
  const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${userName}`);
  return Number(row!.id);
}

/** A listing owned by a fresh account, so the owner's mail and My Properties can be checked. */
async function ownedListing(word: string) {
  const owner = await registeredUser(server, 'owner');
  const listing = await insertListing(server.database, { title: `Corner house ${word}`, userId: await userIdOf(owner.person.UserName) });
  return { owner, ...listing };
}

/** Three established reporters (confirmed accounts a week old and more), each from their own address. */
async function hideByReports(id: number) {
  const reporters = [await establishedUser(server, 'reporter'), await establishedUser(server, 'reporter'), await establishedUser(server, 'reporter')];
  const reasons = [['Scam', 'Asked me for a token of 50,000 before any visit.'], ['NotAvailable', ''], ['Scam', '']] as const;
  for (const [i, [reason, note]] of reasons.entries()) {
    const res = await report({ PropertyId: id, Reason: reason, Note: note, DeviceId: device() }, bearer(reporters[i]!.token, from()));
    expect(res.status, res.body.Message).toBe(200);
  }
  return reporters[2]!;
}

describe('Property/ReportProperty: what a report must carry', () => {
  it.each([
    ['Reason', undefined, Messages.reportReasonRequired],
    ['Reason', 'Ugly', Messages.reportReasonRequired],
    ['Note', 'x'.repeat(Limits.reportNote + 1), `Note must be at most ${Limits.reportNote} characters.`],
    ['DeviceId', undefined, 'DeviceId is required.'],
    ['DeviceId', 'short', 'DeviceId must be 16 to 64 letters, digits, _ or -.'],
    ['PropertyId', undefined, 'PropertyId must be a whole number.'],
    ['PropertyId', 0, 'PropertyId must be at least 1.'],
  ])('%s = %j is a 400 naming the field, and nothing is stored', async (field, value, message) => {
    const { id } = await insertListing(server.database);
    const body: Record<string, unknown> = { PropertyId: id, Reason: 'WrongPrice', Note: '', DeviceId: device(), [field]: value };
    if (value === undefined) delete body[field];
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(res.body.IsSuccess).toBe(false);
    expect(res.body.Data).toEqual({ Field: field, Message: message });
    expect(await openReports(id)).toBe(0);
  });

  it('takes a note of exactly 500 characters, and keys in any case', async () => {
    const { id } = await insertListing(server.database);
    const res = await report({ propertyid: id, reason: 'Other', note: 'n'.repeat(Limits.reportNote), deviceid: device() });
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body).toEqual({ IsSuccess: true, Message: Messages.reportThanks, Data: { AlreadyReported: false } });
  });

  it('refuses a listing nobody can see with a 404 that says so', async () => {
    for (const status of ['Pending', 'Sold', 'Rejected'] as const) {
      const { id } = await insertListing(server.database, { status });
      const res = await report({ PropertyId: id, Reason: 'Duplicate', DeviceId: device() });
      expect(res.status).toBe(404);
      expect(res.body.Message).toMatch(/not available/);
    }
  });
});

describe('one report per account or device per listing', () => {
  it('answers a second report from the same device kindly and stores nothing more', async () => {
    const { id } = await insertListing(server.database);
    const mine = device();
    expect((await report({ PropertyId: id, Reason: 'WrongPrice', DeviceId: mine })).body.Data).toEqual({ AlreadyReported: false });
    // Another address, the same phone (moved from Wi-Fi to mobile data).
    const again = await report({ PropertyId: id, Reason: 'Scam', DeviceId: mine });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ IsSuccess: true, Message: Messages.reportAlready, Data: { AlreadyReported: true } });
    expect(await openReports(id)).toBe(1);
  });

  it('counts an account once whatever device it reports from', async () => {
    const { id } = await insertListing(server.database);
    const { token } = await registeredUser(server, 'twice');
    expect((await report({ PropertyId: id, Reason: 'WrongArea', DeviceId: device() }, bearer(token, from()))).body.Data.AlreadyReported).toBe(false);
    const again = await report({ PropertyId: id, Reason: 'WrongArea', DeviceId: device() }, bearer(token, from()));
    expect(again.body.Data.AlreadyReported).toBe(true);
    expect(again.body.Message).toBe(Messages.reportAlready);
    expect(await openReports(id)).toBe(1);
  });

  it('gives a replayed Idempotency-Key its first answer', async () => {
    const { id } = await insertListing(server.database);
    const body = { PropertyId: id, Reason: 'WrongPhotos', DeviceId: device() };
    const init = from('198.18.0.7', { headers: { 'Idempotency-Key': 'report-key-0001' } });
    const first = await report(body, init);
    const replay = await report(body, init);
    expect(first.body.Data.AlreadyReported).toBe(false);
    expect(replay.body).toEqual(first.body);
    expect(await openReports(id)).toBe(1);
  });

  it('counts a signed-in report replayed with its key and bearer once, with its first answer', async () => {
    const { id } = await insertListing(server.database);
    const { token, person } = await registeredUser(server, 'replay');
    const body = { PropertyId: id, Reason: 'Scam', DeviceId: device() };
    // The outbox sends an account's report with the same key and the same bearer every time.
    const init = bearer(token, from('198.18.0.9', { headers: { 'Idempotency-Key': 'report-key-signed-in' } }));
    const first = await report(body, init);
    const replay = await report(body, init);
    expect(first.body).toEqual({ IsSuccess: true, Message: Messages.reportThanks, Data: { AlreadyReported: false } });
    expect(replay.body).toEqual(first.body);
    const rows = await server.database.rows<{ reporter_user_id: number | null }>(sql`SELECT reporter_user_id FROM listing_reports WHERE property_id = ${id}`);
    expect(rows.map((r) => Number(r.reporter_user_id))).toEqual([await userIdOf(person.UserName)]);
  });

  it('refuses a report whose session has ended with a 401 and stores nothing, so it waits for its owner', async () => {
    const { id } = await insertListing(server.database);
    const { token } = await registeredUser(server, 'ended');
    const out = await server.json('/api/Account/Logout', bearer(token, from(undefined, { method: 'POST', headers: { 'Content-Type': 'application/json' } })));
    expect(out.status, out.body.Message).toBe(200);
    const res = await report({ PropertyId: id, Reason: 'Scam', DeviceId: device() }, bearer(token, from()));
    expect(res.status).toBe(401);
    expect(await openReports(id)).toBe(0);
  });

  it('limits one address to 20 reports an hour, with Retry-After', async () => {
    const ip = '198.18.5.5';
    const { id } = await insertListing(server.database);
    for (let i = 0; i < 20; i += 1) expect((await report({ PropertyId: id, Reason: 'Other', DeviceId: device() }, from(ip))).status).toBe(200);
    const over = await report({ PropertyId: id, Reason: 'Other', DeviceId: device() }, from(ip));
    expect(over.status).toBe(429);
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('three distinct reporters take a listing off the site', () => {
  it('hides it from search, the home page and its page, mails the owner why, and keeps it in My Properties', async () => {
    const word = `${TAG}hide`;
    const { owner, id, url } = await ownedListing(word);
    const criteria = { Keywords: word };
    // Searched before, so a cached answer would still show it if the hide did not clear the cache.
    expect((await search(criteria)).body.Data.Items.map((i) => i.PropertyId)).toEqual([id]);
    expect((await server.json<ListingCard[]>('/api/Home/NewlyAdded')).body.Data.map((c) => c.PropertyId)).toContain(id);

    const reporter = await hideByReports(id);
    expect(await statusOf(id)).toBe('UnderReview');

    expect((await search(criteria)).body.Data.Items).toEqual([]);
    expect((await server.json<ListingCard[]>('/api/Home/NewlyAdded')).body.Data.map((c) => c.PropertyId)).not.toContain(id);
    const page = await detail(url);
    expect(page.status).toBe(404);
    expect(page.body.Data).toEqual({ UnderReview: true });
    expect(page.body.Message).toContain(Messages.underReviewTitle);
    // Nobody can send an enquiry to it meanwhile.
    const enquiry = await server.json('/api/Contact/PropertyOwner', from(undefined, jsonPost({
      PropertyId: id, fullName: 'Bilal', emailAddress: 'bilal@example.pk', phoneNumber: '03001112223', message: 'Still there?',
    })));
    expect(enquiry.status).toBe(404);

    const mails = mailsTo(server.config.dataDir, owner.person.Email).filter((m) => m.subject === `Your property is under review: Corner house ${word}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Asked for advance payment or scam (2)');
    expect(mails[0]!.body).toContain('Not available or fake (1)');

    const mine = await server.json<MyPropertyItem[]>('/api/property/GetActiveProperties', bearer(owner.token));
    expect(mine.body.Data.find((p) => p.PropertyId === id)?.Status).toBe('UnderReview');

    // A fourth report from someone already counted changes nothing and mails nobody again.
    const fourth = await report({ PropertyId: id, Reason: 'Other', DeviceId: device() }, bearer(reporter.token, from()));
    expect(fourth.body.Data.AlreadyReported).toBe(true);
    expect(await openReports(id)).toBe(3);
    expect(mailsTo(server.config.dataDir, owner.person.Email).filter((m) => m.subject.startsWith('Your property is under review'))).toHaveLength(1);
  });

  it('counts signed-out devices behind one address as one reporter', async () => {
    const { id, url } = await insertListing(server.database);
    for (let i = 0; i < 3; i += 1) expect((await report({ PropertyId: id, Reason: 'Scam', DeviceId: device() }, from('198.18.9.9'))).body.Data.AlreadyReported).toBe(false);
    expect(await openReports(id)).toBe(3);
    expect(await statusOf(id)).toBe('Active');
    expect((await detail(url)).status).toBe(200);
  });

  it('does not let the owner edit it round the review', async () => {
    const word = `${TAG}edit`;
    const { owner, id } = await ownedListing(word);
    await hideByReports(id);
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      PropertyId: String(id), Title: 'Edited', Description: 'Edited text.', PurposeId: '1', TypeId: '1', Price: '100', Area: '5', AreaUnitId: '1',
      CityId: '1', FullName: 'Owner', EmailAddress: 'owner@example.pk', PhoneNumber: '03001234567',
    })) fd.append(k, v);
    const res = await server.json('/api/Property/SubmitPropertyDetails', bearer(owner.token, { method: 'POST', body: fd }));
    expect(res.status).toBe(400);
    expect(res.body.Data).toEqual({ Field: 'PropertyId', Message: Messages.underReviewNoEdit });
    expect(await statusOf(id)).toBe('UnderReview');
  });
});

describe('reports that cannot be used against honest owners', () => {
  const reportAs = (id: number, token: string | null, reason = 'Scam') =>
    report({ PropertyId: id, Reason: reason, DeviceId: device() }, token ? bearer(token, from()) : from());
  async function makeAdmin(): Promise<number> {
    const admin = await registeredUser(server, 'radmin');
    await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${admin.person.UserName}`);
    return userIdOf(admin.person.UserName);
  }

  it('leaves a listing public after three anonymous reports from three addresses, and raises it in the queue', async () => {
    const { id, url } = await insertListing(server.database);
    const once = await insertListing(server.database);
    expect((await reportAs(once.id, null)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await reportAs(id, null)).body.Data.AlreadyReported).toBe(false);
    expect(await openReports(id)).toBe(3);
    expect(await statusOf(id)).toBe('Active');
    expect((await detail(url)).status).toBe(200);
    const queue = await server.deps.reports.reportedQueue();
    const item = queue.find((l) => l.PropertyId === id)!;
    expect(item).toMatchObject({ Status: 'Active', Reporters: 3, Evidence: 0 });
    expect(item.Reports.map((r) => r.Standing)).toEqual(['anonymous', 'anonymous', 'anonymous']);
    expect(queue.findIndex((l) => l.PropertyId === id)).toBeLessThan(queue.findIndex((l) => l.PropertyId === once.id));
  });

  it('leaves it public after three reports from accounts made that day', async () => {
    const { id } = await insertListing(server.database);
    for (let i = 0; i < 3; i += 1) {
      const fresh = await registeredUser(server, 'freshacct');
      expect((await reportAs(id, fresh.token)).status).toBe(200);
    }
    expect(await statusOf(id)).toBe('Active');
    const item = (await server.deps.reports.reportedQueue()).find((l) => l.PropertyId === id)!;
    expect(item).toMatchObject({ Reporters: 3, Evidence: 0 });
    expect(item.Reports.map((r) => r.Standing)).toEqual(['new', 'new', 'new']);
  });

  it('does not count a suspended account, however old', async () => {
    const { id } = await insertListing(server.database);
    const people = [await establishedUser(server, 'susp'), await establishedUser(server, 'susp'), await establishedUser(server, 'susp')];
    for (const p of people.slice(0, 2)) expect((await reportAs(id, p.token)).status).toBe(200);
    // Suspended after the two reports, the third account still has its session for a moment: it reports too.
    await server.database.rows(sql`UPDATE users SET suspended_at = now() WHERE user_name = ${people[0]!.person.UserName}`);
    await reportAs(id, people[2]!.token);
    expect(await statusOf(id)).toBe('Active');
    const item = (await server.deps.reports.reportedQueue()).find((l) => l.PropertyId === id)!;
    expect(item.Evidence).toBe(2);
  });

  it('hides it after three established reporters, and only at the third', async () => {
    const { id } = await insertListing(server.database);
    const people = [await establishedUser(server, 'est'), await establishedUser(server, 'est'), await establishedUser(server, 'est')];
    expect((await reportAs(id, people[0]!.token)).status).toBe(200);
    // Anonymous reports beside them still do not make up the number.
    for (let i = 0; i < 3; i += 1) await reportAs(id, null);
    expect((await reportAs(id, people[1]!.token)).status).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    expect((await reportAs(id, people[2]!.token)).status).toBe(200);
    expect(await statusOf(id)).toBe('UnderReview');
  });

  it('counts established accounts reporting from one address as one reporter', async () => {
    const { id } = await insertListing(server.database);
    const people = [await establishedUser(server, 'same'), await establishedUser(server, 'same'), await establishedUser(server, 'same')];
    for (const p of people) expect((await report({ PropertyId: id, Reason: 'Scam', DeviceId: device() }, bearer(p.token, from('198.51.100.44')))).status).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    expect((await server.deps.reports.reportedQueue()).find((l) => l.PropertyId === id)!.Evidence).toBe(1);
    // Two more people from their own addresses make three.
    const others = [await establishedUser(server, 'same'), await establishedUser(server, 'same')];
    expect((await reportAs(id, others[0]!.token)).status).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    expect((await reportAs(id, others[1]!.token)).status).toBe(200);
    expect(await statusOf(id)).toBe('UnderReview');
  });

  it('counts a reporter whose earlier report an admin dismissed as half from then on', async () => {
    const admin = await makeAdmin();
    const doubted = await establishedUser(server, 'doubted');
    const first = await insertListing(server.database);
    expect((await reportAs(first.id, doubted.token)).status).toBe(200);
    await server.deps.reports.decide(first.id, 'dismiss', { adminUserId: admin, note: 'Checked: genuine.' });

    const { id } = await insertListing(server.database);
    const others = [await establishedUser(server, 'est'), await establishedUser(server, 'est'), await establishedUser(server, 'est')];
    expect((await reportAs(id, others[0]!.token)).status).toBe(200);
    expect((await reportAs(id, doubted.token)).status).toBe(200);
    expect((await reportAs(id, others[1]!.token)).status).toBe(200);
    // 1 + 0.5 + 1: short of three.
    expect(await statusOf(id)).toBe('Active');
    const item = (await server.deps.reports.reportedQueue()).find((l) => l.PropertyId === id)!;
    expect(item.Evidence).toBe(2.5);
    expect(item.Reports.map((r) => r.Standing)).toEqual(['established', 'doubted', 'established']);
    expect((await reportAs(id, others[2]!.token)).status).toBe(200);
    expect(await statusOf(id)).toBe('UnderReview');
  });

  it('does not let three signed-out addresses hide the listing, before or after a dismissal', async () => {
    const admin = await registeredUser(server, 'rvadmin');
    await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${admin.person.UserName}`);
    const { id } = await insertListing(server.database, { title: 'Competitor house' });
    const addresses = [from(), from(), from()];
    const reportFrom = (at: RequestInit, deviceId: string) => report({ PropertyId: id, Reason: 'Scam', DeviceId: deviceId.padEnd(20, 'x') }, at);
    for (const [i, at] of addresses.entries()) expect((await reportFrom(at, `round1-${process.pid}-${i}`)).status).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    const dismissed = await server.json('/api/Admin/DecideReport', bearer(admin.token, jsonPost({ PropertyId: id, Action: 'dismiss', Note: 'Checked: genuine listing.' })));
    expect(dismissed.status, dismissed.body.Message).toBe(200);
    expect(await statusOf(id)).toBe('Active');
    // A device id costs nothing to make again; the addresses are the same three people.
    for (const [i, at] of addresses.entries()) await reportFrom(at, `round2-${process.pid}-${i}`);
    // Not UnderReview again, with the owner mailed again, when no new reporter came.
    expect(await statusOf(id)).toBe('Active');
  });
});

describe('the owner answers the reports about their listing', () => {
  const photo = (background: string) => sharp({ create: { width: 640, height: 480, channels: 3, background } }).jpeg().toBuffer();
  async function answer(token: string, fields: Record<string, string>, photos: Buffer[] = [], name = 'plate.jpg') {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    for (const p of photos) fd.append('file', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), name);
    return server.json<null>('/api/Property/AnswerReports', bearer(token, { method: 'POST', body: fd }));
  }

  it('shows the owner what was reported, never by whom nor their notes, and takes a note with photos that only an admin sees', async () => {
    const { owner, id, url } = await ownedListing(`${TAG}answer`);
    const reporter = await establishedUser(server, 'whistle');
    await report({ PropertyId: id, Reason: 'WrongPhotos', Note: 'These photos are from another house.', DeviceId: device() }, bearer(reporter.token, from('198.18.44.1')));
    await report({ PropertyId: id, Reason: 'WrongPhotos', DeviceId: device() }, from('198.18.44.2'));

    const mine = await server.json<ReportAboutMine[]>('/api/Property/ReportsAboutMine', bearer(owner.token));
    expect(mine.status).toBe(200);
    expect(mine.body.Data).toEqual([{
      PropertyId: id, PropertyUrl: url, Title: `Corner house ${TAG}answer`, Status: 'Active',
      Reasons: [{ Reason: 'WrongPhotos', ReasonText: 'Wrong photos', Count: 2 }], Answers: [],
    }]);
    const raw = JSON.stringify(mine.body);
    expect(raw).not.toContain('These photos are from another house.');
    expect(raw).not.toContain(reporter.person.UserName);
    expect(raw).not.toContain('198.18.44');

    const sent = await answer(owner.token, { PropertyId: String(id), Note: 'These are my photos, taken last week; the plate shows house 12.' }, [await photo('#a63'), await photo('#36a')]);
    expect(sent.status, sent.body.Message).toBe(200);
    expect(sent.body.Message).toBe(Messages.reportAnswerSent);

    const admin = await registeredUser(server, 'ansadmin');
    await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${admin.person.UserName}`);
    const queue = await server.json<AdminReportedItem[]>('/api/Admin/Reported', bearer(admin.token));
    const item = queue.body.Data.find((l) => l.PropertyId === id)!;
    expect(item.Answers).toHaveLength(1);
    expect(item.Answers[0]!.Note).toBe('These are my photos, taken last week; the plate shows house 12.');
    expect(item.Answers[0]!.Photos).toHaveLength(2);
    const signed = new URL(item.Answers[0]!.Photos[0]!);
    const loaded = await server.fetch(`${signed.pathname}${signed.search}`);
    expect(loaded.status).toBe(200);
    expect((await sharp(Buffer.from(await loaded.arrayBuffer())).metadata()).format).toBe('jpeg');
    // Without the admin's signature the photo is nobody's to see.
    signed.searchParams.delete('access');
    expect((await server.fetch(`${signed.pathname}${signed.search}`)).status).toBe(404);
    // The owner's own list shows the answer sent.
    const again = await server.json<ReportAboutMine[]>('/api/Property/ReportsAboutMine', bearer(owner.token));
    expect(again.body.Data[0]!.Answers.map((a) => a.Note)).toEqual(['These are my photos, taken last week; the plate shows house 12.']);
  });

  it('refuses what it must, naming the field, and stores nothing', async () => {
    const { owner, id } = await ownedListing(`${TAG}answerbad`);
    const stranger = await registeredUser(server, 'stranger');
    const stored = async () => (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM report_answers WHERE property_id = ${id}`))[0]!.n;
    // No open report yet: nothing to answer.
    const early = await answer(owner.token, { PropertyId: String(id), Note: 'Nothing is wrong.' });
    expect(early.status).toBe(409);
    expect(early.body.Message).toBe(Messages.reportAnswerNothingOpen);
    await report({ PropertyId: id, Reason: 'WrongPrice', DeviceId: device() });
    // Someone else's listing looks like a missing one.
    expect((await answer(stranger.token, { PropertyId: String(id), Note: 'I am the owner, honestly.' })).status).toBe(404);
    const blank = await answer(owner.token, { PropertyId: String(id), Note: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.Data).toEqual({ Field: 'Note', Message: Messages.reportAnswerNoteRequired });
    const long = await answer(owner.token, { PropertyId: String(id), Note: 'n'.repeat(Limits.reportAnswerNote + 1) });
    expect(long.status).toBe(400);
    expect(long.body.Data).toMatchObject({ Field: 'Note' });
    const four = await answer(owner.token, { PropertyId: String(id), Note: 'Four photos.' }, await Promise.all(['#111', '#222', '#333', '#444'].map(photo)));
    expect(four.status).toBe(400);
    expect(four.body.Message).toBe(Messages.reportAnswerTooManyPhotos);
    const notImage = await answer(owner.token, { PropertyId: String(id), Note: 'A text file.' }, [Buffer.from('just some text, not a photo')], 'notes.jpg');
    expect(notImage.status).toBe(400);
    expect((await server.json('/api/Property/AnswerReports', { method: 'POST', body: new FormData() })).status).toBe(401);
    expect(await stored()).toBe(0);
    expect((await answer(owner.token, { PropertyId: String(id), Note: 'The price is right: it includes the extra land.' })).status).toBe(200);
    expect(await stored()).toBe(1);
  });
});

describe('the Reported queue and its decisions (service layer, for the admin console)', () => {
  it('lists reported listings with their reasons and notes, hidden ones first', async () => {
    const word = `${TAG}queue`;
    const quiet = await insertListing(server.database, { title: `Quiet ${word}` });
    await report({ PropertyId: quiet.id, Reason: 'Duplicate', Note: 'Same as the one on 5th street.', DeviceId: device() });
    const loud = await ownedListing(word);
    await hideByReports(loud.id);

    const queue = await server.deps.reports.reportedQueue();
    const ids = queue.map((l) => l.PropertyId);
    expect(ids).toContain(quiet.id);
    expect(ids.indexOf(loud.id)).toBeLessThan(ids.indexOf(quiet.id));
    const q = queue.find((l) => l.PropertyId === quiet.id)!;
    expect(q).toMatchObject({ Status: 'Active', Reporters: 1, Title: `Quiet ${word}` });
    expect(q.Reports).toEqual([expect.objectContaining({ Reason: 'Duplicate', ReasonText: 'Duplicate listing', Note: 'Same as the one on 5th street.', ReporterUserId: null })]);
    const l = queue.find((x) => x.PropertyId === loud.id)!;
    expect(l).toMatchObject({ Status: 'UnderReview', Reporters: 3, OwnerEmail: loud.owner.person.Email });
    expect(l.Reports.map((r) => r.Reason).sort()).toEqual(['NotAvailable', 'Scam', 'Scam']);
    expect(l.Reports.filter((r) => r.ReporterUserId !== null)).toHaveLength(3);
    expect((await server.deps.reports.reportsAgainstOwner(await userIdOf(loud.owner.person.UserName))).map((x) => x.PropertyId)).toEqual([loud.id]);
  });

  it('dismiss puts the listing back, closes the reports and tells the owner; a second decision is a 409', async () => {
    const word = `${TAG}dismiss`;
    const { owner, id, url } = await ownedListing(word);
    await hideByReports(id);
    const admin = await userIdOf((await registeredUser(server, 'admin')).person.UserName);
    const decision = await server.deps.reports.decide(id, 'dismiss', { adminUserId: admin, note: 'Checked with the owner by phone.' });
    expect(decision).toEqual({ PropertyId: id, Title: `Corner house ${word}`, Status: 'Active', ReportsClosed: 3 });
    expect((await detail(url)).status).toBe(200);
    expect((await search({ Keywords: word })).body.Data.Items.map((i) => i.PropertyId)).toEqual([id]);
    expect(await openReports(id)).toBe(0);
    const [closed] = await server.database.rows<{ resolution: string; resolved_by: number }>(sql`SELECT resolution, resolved_by FROM listing_reports WHERE property_id = ${id} LIMIT 1`);
    expect(closed).toEqual({ resolution: 'dismissed', resolved_by: expect.anything() });
    expect(Number(closed!.resolved_by)).toBe(admin);
    const mail = mailsTo(server.config.dataDir, owner.person.Email).find((m) => m.subject === `Your property is visible again: Corner house ${word}`);
    expect(mail?.body).toContain('Checked with the owner by phone.');
    expect((await server.deps.reports.reportedQueue()).map((l) => l.PropertyId)).not.toContain(id);
    await expect(server.deps.reports.decide(id, 'hide', { adminUserId: admin })).rejects.toMatchObject({ status: 409 });
  });

  it('hide keeps it off the site for good; reject sends it to Rejected; warn puts it back with a warning', async () => {
    const admin = await userIdOf((await registeredUser(server, 'admin')).person.UserName);
    const hidden = await ownedListing(`${TAG}hidden`);
    await hideByReports(hidden.id);
    expect(await server.deps.reports.decide(hidden.id, 'hide', { adminUserId: admin, note: 'Fake photos.' })).toMatchObject({ Status: 'Hidden' });
    const page = await detail(hidden.url);
    expect(page.status).toBe(404);
    expect(page.body.Data).toBeNull();
    const mine = await server.json<MyPropertyItem[]>('/api/property/GetActiveProperties', bearer(hidden.owner.token));
    expect(mine.body.Data.find((p) => p.PropertyId === hidden.id)?.Status).toBe('Hidden');
    expect(mailsTo(server.config.dataDir, hidden.owner.person.Email).some((m) => m.subject.startsWith('Your property was removed from Basera') && m.body.includes('Fake photos.'))).toBe(true);
    // The owner may still delete it.
    expect((await server.json(`/api/property/DeleteProperty?Id=${hidden.id}`, bearer(hidden.owner.token))).status).toBe(200);

    const rejected = await ownedListing(`${TAG}rejected`);
    await hideByReports(rejected.id);
    expect(await server.deps.reports.decide(rejected.id, 'reject', { adminUserId: admin })).toMatchObject({ Status: 'Rejected' });
    const rejectedList = await server.json<MyPropertyItem[]>('/api/property/GetRejectedProperties', bearer(rejected.owner.token));
    expect(rejectedList.body.Data.map((p) => p.PropertyId)).toContain(rejected.id);

    // A warning about a listing that never left the site: it stays, and the owner hears of it.
    const warned = await ownedListing(`${TAG}warned`);
    await report({ PropertyId: warned.id, Reason: 'WrongPrice', DeviceId: device() });
    expect(await server.deps.reports.decide(warned.id, 'warn', { adminUserId: admin })).toEqual({ PropertyId: warned.id, Title: `Corner house ${TAG}warned`, Status: 'Active', ReportsClosed: 1 });
    expect(mailsTo(server.config.dataDir, warned.owner.person.Email).some((m) => m.subject.startsWith('Please check your property') && m.body.includes('Wrong price (1)'))).toBe(true);
  });
});

describe('safety notice', () => {
  it('is in the mail an enquiry sends the owner', async () => {
    const { id } = await insertListing(server.database, { title: 'Safety notice flat' });
    const res = await server.json('/api/Contact/PropertyOwner', from(undefined, jsonPost({
      PropertyId: id, fullName: 'Hina', emailAddress: 'hina@example.pk', phoneNumber: '03001112223', message: 'Can I visit?',
    })));
    expect(res.status).toBe(200);
    const mail = mailsTo(server.config.dataDir, 'owner@example.pk').filter((m) => m.subject === 'Enquiry about your property: Safety notice flat').at(-1)!;
    expect(mail.body.replace(/\s+/g, ' ')).toContain(Messages.safetyNotice);
  });
});
