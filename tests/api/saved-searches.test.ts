import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, newPerson, registeredUser, visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { SavedSearchItem, SubmitResult } from '../../src/contract/types.ts';

// Saved searches in the account, and alerts when a matching listing is approved.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

// Multan (no other test of this file lists there) keeps the matches to what each test makes.
const MULTAN = 6;
const save = (token: string, body: Record<string, unknown>) =>
  server.json<SavedSearchItem>('/api/SavedSearches/Save', bearer(token, jsonPost(body)));

async function submit(token: string, title: string, over: Record<string, string> = {}, propertyId = ''): Promise<number> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    PropertyId: propertyId, Title: title, Description: 'Alert test.', PurposeId: '1', TypeId: '1', Price: '12000000', BedRoomId: '3',
    BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: String(MULTAN), LocationId: '', OtherFeatures: '[]', FullName: 'Owner',
    EmailAddress: 'alert.owner@example.pk', PhoneNumber: '03001234567', ...over,
  })) fd.append(k, v);
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, { method: 'POST', body: fd }));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data.PropertyId;
}
async function approve(title: string): Promise<void> {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  const res = await server.json(`/api/property/approve?${linkIn(mail, '/property/verification/approve').searchParams}`, visitor());
  expect(res.status).toBe(200);
}
const alerts = (email: string, name: string) => mailsTo(server.config.dataDir, email).filter((m) => m.subject.includes(`"${name}"`));
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('saved searches and alerts', () => {
  it('need a login, and keep the criteria, name and frequency', async () => {
    expect((await server.json('/api/SavedSearches/List')).status).toBe(401);
    const { token } = await registeredUser(server, 'ss');
    const saved = await save(token, { Name: 'Houses in Multan', Criteria: { Purpose: 1, City: MULTAN, PropertyType: 1 }, Frequency: 'Daily' });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ Name: 'Houses in Multan', Frequency: 'Daily', Email: true, Criteria: { Purpose: 1, City: MULTAN, PropertyType: 1 } });
    expect((await save(token, { Name: '', Criteria: {} })).status).toBe(400);
    expect((await save(token, { Name: 'Bad', Criteria: {}, Frequency: 'Hourly' })).status).toBe(400);
    const list = await server.json<SavedSearchItem[]>('/api/SavedSearches/List', bearer(token));
    expect(list.body.Data.map((s) => s.Name)).toEqual(['Houses in Multan']);
    await server.json('/api/SavedSearches/Delete', bearer(token, jsonPost({ Id: saved.body.Data.Id })));
    expect((await server.json<SavedSearchItem[]>('/api/SavedSearches/List', bearer(token))).body.Data).toEqual([]);
  });

  it('an approved matching listing alerts once; an unrelated one never; approving it again after an edit alerts nobody', async () => {
    const buyer = await registeredUser(server, 'buyer');
    const owner = await registeredUser(server, 'owner');
    await save(buyer.token, { Name: 'Multan houses for sale', Criteria: { Purpose: 1, City: MULTAN, PropertyType: 1 }, Frequency: 'Instant' });

    const id = await submit(owner.token, 'Alert match house');
    await approve('Alert match house');
    await expect.poll(() => alerts(buyer.person.Email, 'Multan houses for sale').length).toBe(1);
    const mail = alerts(buyer.person.Email, 'Multan houses for sale')[0]!;
    expect(mail.subject).toMatch(/^New for "Multan houses for sale":\s+Alert match house$/);
    expect(mail.body).toContain('/alerts/unsubscribe?key=');
    const results = linkIn(mail, '/properties?');
    expect(Object.fromEntries(results.searchParams)).toEqual({ Purpose: '1', City: '6', PropertyType: '1', Sort: 'newest' });

    await submit(owner.token, 'Alert rent flat', { PurposeId: '2', TypeId: '2', Price: '50000' });
    await approve('Alert rent flat');
    await submit(owner.token, 'Alert match house', { Price: '11500000' }, String(id));
    await approve('Alert match house');
    await settle();
    await new Promise((r) => setTimeout(r, 700));
    expect(alerts(buyer.person.Email, 'Multan houses for sale')).toHaveLength(1);
  });

  it('a daily digest lists at most 14 listings and links to all the results', async () => {
    const { person, token } = await registeredUser(server, 'digest');
    await save(token, { Name: 'Multan plots digest', Criteria: { Purpose: 1, City: MULTAN, PropertyType: 7 }, Frequency: 'Daily' });
    for (let i = 0; i < 20; i += 1) {
      const l = await insertListing(server.database, { title: `Digest plot ${i}`, status: 'Active', purposeId: 1, typeId: 7, cityId: MULTAN, bedRoomId: null, bathRoomId: null });
      await server.deps.savedSearches.listingPublished(l.id);
    }
    // Nothing goes before the day is over.
    expect(await server.deps.savedSearches.sendDigests()).toBe(0);
    await server.database.rows(sql`UPDATE saved_searches SET last_digest_at = now() - interval '25 hours'`);
    expect(await server.deps.savedSearches.sendDigests()).toBe(1);
    const digest = alerts(person.Email, 'Multan plots digest');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('20 new for "Multan plots digest"');
    expect(digest[0]!.body.match(/See this listing/g)?.length).toBeGreaterThanOrEqual(14);
    expect(digest[0]!.body).toContain('And 6 more.');
    // Sent is sent.
    await server.database.rows(sql`UPDATE saved_searches SET last_digest_at = now() - interval '25 hours'`);
    expect(await server.deps.savedSearches.sendDigests()).toBe(0);
  });

  it('one click stops the alerts, without logging in', async () => {
    const buyer = await registeredUser(server, 'unsub');
    const owner = await registeredUser(server, 'unsubowner');
    await save(buyer.token, { Name: 'Multan shops', Criteria: { City: MULTAN, PropertyType: 15 }, Frequency: 'Instant' });
    await submit(owner.token, 'Alert shop one', { TypeId: '15', BedRoomId: '', BathRoomId: '' });
    await approve('Alert shop one');
    await expect.poll(() => alerts(buyer.person.Email, 'Multan shops').length).toBe(1);
    const link = linkIn(alerts(buyer.person.Email, 'Multan shops')[0]!, '/alerts/unsubscribe');
    const page = await server.fetch(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop these alerts');
    const done = await server.fetch(link.pathname, { method: 'POST', body: new URLSearchParams({ key: link.searchParams.get('key')! }) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Alerts stopped');
    await submit(owner.token, 'Alert shop two', { TypeId: '15', BedRoomId: '', BathRoomId: '' });
    await approve('Alert shop two');
    await new Promise((r) => setTimeout(r, 700));
    expect(alerts(buyer.person.Email, 'Multan shops')).toHaveLength(1);
    const bad = await server.fetch('/alerts/unsubscribe', { method: 'POST', body: new URLSearchParams({ key: 'not-a-key-at-all' }) });
    expect(bad.status).toBe(400);
    // A huge body is refused before it is read, not parsed whole.
    const huge = await server.fetch('/alerts/unsubscribe', { method: 'POST', body: new URLSearchParams({ key: 'x'.repeat(1_000_000) }) });
    expect(huge.status).toBe(413);
  });

  it('without an account, alerts go to an address only after it confirms them through the mailed link', async () => {
    const owner = await registeredUser(server, 'byemailowner');
    const to = newPerson('byemail').Email;
    const byEmail = (body: Record<string, unknown>) => server.json('/api/SavedSearches/SaveByEmail', visitor(jsonPost(body)));
    const criteria = { Purpose: 1, City: MULTAN, PropertyType: 3 };
    expect((await byEmail({ Name: 'Multan flats', Criteria: criteria, Frequency: 'Instant', EmailAddress: 'not-an-address' })).status).toBe(400);
    const bad = await byEmail({ Name: 'Multan flats', Criteria: criteria, Frequency: 'Hourly', EmailAddress: to });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('Frequency');
    const saved = await byEmail({ Name: 'Multan flats', Criteria: criteria, Frequency: 'Instant', EmailAddress: to });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Message).toBe('Check your e-mail to confirm the alerts.');
    // Anyone can ask for it to any address: none of the asker's text is in it.
    const confirmation = mailsTo(server.config.dataDir, to).filter((m) => m.subject === 'Confirm your Basera alerts');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.body).not.toContain('Multan flats');

    // Not confirmed: a matching listing alerts nobody.
    await submit(owner.token, 'By email flat one', { TypeId: '3' });
    await approve('By email flat one');
    await new Promise((r) => setTimeout(r, 700));
    expect(alerts(to, 'Multan flats')).toHaveLength(0);

    // The link only shows a button; the button confirms, once.
    const link = linkIn(confirmation[0]!, '/alerts/confirm');
    const page = await server.fetch(link.pathname + link.search);
    expect(await page.text()).toContain('Confirm the alerts');
    const confirm = () => server.fetch(link.pathname, { method: 'POST', body: new URLSearchParams({ key: link.searchParams.get('key')! }) });
    const done = await confirm();
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Alerts confirmed');
    expect((await confirm()).status).toBe(400);

    await submit(owner.token, 'By email flat two', { TypeId: '3' });
    await approve('By email flat two');
    await expect.poll(() => alerts(to, 'Multan flats').length).toBe(1);
    const alert = alerts(to, 'Multan flats')[0]!;
    expect(alert.subject.replace(/\s+/g, '')).toMatch(/Byemailflattwo$/); // long subjects come folded
    expect(alert.body).toContain('Assalam-o-Alaikum,');
    const stop = linkIn(alert, '/alerts/unsubscribe');
    const stopped = await server.fetch(stop.pathname, { method: 'POST', body: new URLSearchParams({ key: stop.searchParams.get('key')! }) });
    expect(await stopped.text()).toContain('Alerts stopped');
  });

  it('an Urdu page\'s alerts come in Urdu, and their links open the Urdu one-button pages', async () => {
    const owner = await registeredUser(server, 'urdualertowner');
    const to = newPerson('urdualert').Email;
    const saved = await server.json('/api/SavedSearches/SaveByEmail', visitor({
      ...jsonPost({ Name: 'ملتان دکانیں', Criteria: { Purpose: 1, City: MULTAN, PropertyType: 4 }, Frequency: 'Instant', EmailAddress: to }),
      headers: { 'Content-Type': 'application/json', 'X-Language': 'ur' },
    }));
    expect(saved.status, saved.body.Message).toBe(200);
    const confirmation = mailsTo(server.config.dataDir, to).at(-1)!;
    expect(confirmation.subject).toBe('بسیرا کے الرٹس کی تصدیق کریں');
    expect(confirmation.body).not.toContain('ملتان دکانیں');
    expect(confirmation.body).toContain('dir="rtl"');
    const link = linkIn(confirmation, '/alerts/confirm');
    expect(link.pathname).toBe('/ur/alerts/confirm');
    const shown = await server.fetch(link.pathname + link.search);
    const html = await shown.text();
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('الرٹس کی تصدیق کریں');
    expect(html).toContain('href="/ur"');
    const done = await server.fetch(link.pathname, { method: 'POST', body: new URLSearchParams({ key: link.searchParams.get('key')! }) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('آپ کو ”ملتان دکانیں“ کی نئی پراپرٹیز ای میل سے ملیں گی۔');

    await submit(owner.token, 'Urdu alert shop', { TypeId: '4' });
    await approve('Urdu alert shop');
    const urduAlerts = () => mailsTo(server.config.dataDir, to).filter((m) => m.subject.includes('ملتان دکانیں') && !m.subject.startsWith('بسیرا'));
    await expect.poll(() => urduAlerts().length).toBe(1);
    const alert = urduAlerts()[0]!;
    expect(alert.subject).toBe('”ملتان دکانیں“ میں نئی: Urdu alert shop');
    expect(alert.body).toContain('آپ کی محفوظ تلاش ”ملتان دکانیں“ سے ایک نئی پراپرٹی ملتی ہے:');
    expect(linkIn(alert, '/property/').pathname).toMatch(/^\/ur\/property\//);
    const stop = linkIn(alert, '/alerts/unsubscribe');
    expect(stop.pathname).toBe('/ur/alerts/unsubscribe');
    const stopped = await server.fetch(stop.pathname, { method: 'POST', body: new URLSearchParams({ key: stop.searchParams.get('key')! }) });
    expect(await stopped.text()).toContain('اب آپ کو ”ملتان دکانیں“ کے الرٹس نہیں ملیں گے۔');
    const gone = await server.fetch('/ur/alerts/unsubscribe', { method: 'POST', body: new URLSearchParams({ key: 'x'.repeat(40) }) });
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain('ہو سکتا ہے محفوظ تلاش حذف کر دی گئی ہو۔');
  });

  it('an address cannot be flooded with confirmations, and an unused one is forgotten after 7 days', async () => {
    const to = newPerson('flood').Email;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await server.json('/api/SavedSearches/SaveByEmail', visitor(jsonPost({
        Name: `Flood ${i}`, Criteria: { City: MULTAN }, EmailAddress: to.toUpperCase(),
      })))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(mailsTo(server.config.dataDir, to).filter((m) => m.subject.startsWith('Confirm your Basera alerts'))).toHaveLength(5);
    await server.database.rows(sql`UPDATE saved_searches SET created_at = now() - interval '8 days' WHERE lower(email_address) = ${to}`);
    await server.deps.savedSearches.sendDigests();
    const [left] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM saved_searches WHERE lower(email_address) = ${to}`);
    expect(left!.n).toBe(0);
  });

  it('+tags do not make one inbox many: the cap is per mailbox', async () => {
    const [local, domain] = newPerson('plus').Email.split('@') as [string, string];
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await server.json('/api/SavedSearches/SaveByEmail', visitor(jsonPost({
        Name: `Plus ${i}`, Criteria: { City: MULTAN }, EmailAddress: `${local}+${i}@${domain}`,
      })))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('new projects in saved searches\' alerts', () => {
  // Lahore is city 1 and Karachi 2; type 1 is House, 7 Residential Plot. The demo seed's projects are
  // older than every search saved here, so they are nobody's news.
  const LAHORE = 1;
  const KARACHI = 2;
  let admin: string;
  beforeAll(async () => {
    const a = await registeredUser(server, 'ssprojadmin');
    await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${a.person.UserName}`);
    admin = a.token;
  });
  const addProject = async (name: string, cityId: number, typeId: number, price = 16_000_000) => {
    const res = await server.json<{ Slug: string }>('/api/Admin/ProjectSave', bearer(admin, jsonPost({
      Name: name, Developer: 'Alert Builders', CityId: cityId, Description: 'A project for the alert test.', Possession: 'under-construction',
      Photos: ['listings/pool/house-003.jpg'], Units: [{ TypeId: typeId, Area: 5, AreaUnitId: 1, Beds: typeId === 1 ? 3 : 0, PriceMin: price, PriceMax: price + 2_000_000 }],
    })));
    expect(res.status, res.body.Message).toBe(200);
    return res.body.Data.Slug;
  };
  const dueAgain = (id: number) => server.database.rows(sql`UPDATE saved_searches SET last_digest_at = now() - interval '25 hours' WHERE id = ${id}`);
  const textOf = (body: string, needle: string) => body.split(needle).length - 1;

  it('the next digest names a new project of the search\'s city and type once, beside its listings, and never again; other cities\' and types\' never', async () => {
    const { person, token } = await registeredUser(server, 'projdigest');
    const saved = await save(token, { Name: 'Lahore houses', Criteria: { Purpose: 1, City: LAHORE, PropertyType: 1 }, Frequency: 'Daily' });
    expect(saved.status).toBe(200);
    const id = saved.body.Data.Id;
    const mine = () => alerts(person.Email, 'Lahore houses');

    const suffix = Date.now().toString(36);
    const lahore = `Ravi Courtyard ${suffix}`;
    const karachi = `Clifton Terraces ${suffix}`;
    const plots = `Ravi Plots ${suffix}`;
    const lahoreSlug = await addProject(lahore, LAHORE, 1);
    await addProject(karachi, KARACHI, 1);
    await addProject(plots, LAHORE, 7, 4_000_000);
    const house = await insertListing(server.database, { title: `Lahore digest house ${suffix}`, status: 'Active', purposeId: 1, typeId: 1, cityId: LAHORE });
    await server.deps.savedSearches.listingPublished(house.id);

    // Not before the day is over, project or not.
    await server.deps.savedSearches.sendDigests();
    expect(mine()).toHaveLength(0);
    await dueAgain(id);
    await server.deps.savedSearches.sendDigests();
    expect(mine()).toHaveLength(1);
    const digest = mine()[0]!;
    expect(digest.subject).toMatch(/^New for "Lahore houses":\s+Lahore digest house/);
    expect(digest.body).toContain('See this listing');
    expect(digest.body).toContain('New projects');
    expect(digest.body).toContain(`${lahore}, Lahore: PKR 1.6 Crore to PKR 1.8 Crore`);
    expect(linkIn(digest, '/projects/').pathname).toBe(`/projects/${lahoreSlug}`);
    expect(digest.body).toContain(`${server.config.publicUrl}/projects?City=${LAHORE}`);
    // Once in the text part, once in the HTML one.
    expect(textOf(digest.body, lahore)).toBe(2);
    expect(digest.body).not.toContain(karachi);
    expect(digest.body).not.toContain(plots);

    // The next day, nothing new: no mail, the project is not named again.
    await dueAgain(id);
    expect(await server.deps.savedSearches.sendDigests()).toBe(0);
    expect(mine()).toHaveLength(1);

    // A project alone is news enough for a mail of its own.
    const second = `Ravi Gardens ${suffix}`;
    await addProject(second, LAHORE, 1);
    await dueAgain(id);
    expect(await server.deps.savedSearches.sendDigests()).toBe(1);
    expect(mine()).toHaveLength(2);
    const alone = mine()[1]!;
    expect(alone.subject).toMatch(/^New project for "Lahore houses":\s+Ravi Gardens/);
    expect(alone.body).toContain('New projects for your saved search "Lahore houses":');
    expect(alone.body).toContain(second);
    expect(alone.body).not.toContain(lahore);
    expect(alone.body).not.toContain('See this listing');
    await dueAgain(id);
    expect(await server.deps.savedSearches.sendDigests()).toBe(0);
    expect(mine()).toHaveLength(2);
  });

  it('an Instant search hears of a new project in the next round, in its account\'s language, once; a rental search never', async () => {
    const { person, token } = await registeredUser(server, 'projinstant');
    await server.database.rows(sql`UPDATE users SET language = 'ur' WHERE user_name = ${person.UserName}`);
    await save(token, { Name: 'لاہور کے گھر', Criteria: { Purpose: 1, City: LAHORE, PropertyType: 1 }, Frequency: 'Instant' });
    const renter = await registeredUser(server, 'projrent');
    await save(renter.token, { Name: 'Lahore rentals', Criteria: { Purpose: 2, City: LAHORE }, Frequency: 'Instant' });
    const mine = () => mailsTo(server.config.dataDir, person.Email).filter((m) => m.subject.includes('لاہور کے گھر'));

    const name = `Canal Bank Villas ${Date.now().toString(36)}`;
    const slug = await addProject(name, LAHORE, 1);
    await server.deps.savedSearches.sendDigests();
    expect(mine()).toHaveLength(1);
    const mail = mine()[0]!;
    expect(mail.subject.replace(/\s+/g, ' ')).toBe(`”لاہور کے گھر“ کے لیے نیا پراجیکٹ: ${name}`);
    expect(mail.body).toContain('آپ کی محفوظ تلاش ”لاہور کے گھر“ کے لیے نئے پراجیکٹس:');
    expect(mail.body).toContain(`${name}, لاہور:`);
    expect(linkIn(mail, '/projects/').pathname).toBe(`/ur/projects/${slug}`);
    await server.deps.savedSearches.sendDigests();
    expect(mine()).toHaveLength(1);
    expect(alerts(renter.person.Email, 'Lahore rentals')).toHaveLength(0);
  });
});
