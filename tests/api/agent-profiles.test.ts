import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import type { MyProfile, ProfileListingsPage, PublicProfile } from '../../src/contract/profiles.ts';
import type { PropertyDetails } from '../../src/contract/types.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '0' } }); });
afterAll(async () => { await server?.close(); });

type Person = Awaited<ReturnType<typeof registeredUser>>;

async function idOf(p: Person): Promise<number> {
  const [u] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${p.person.UserName}`);
  return Number(u!.id);
}

async function slugOf(p: Person): Promise<string> {
  const mine = await server.json<MyProfile>('/api/Profiles/Mine', bearer(p.token, visitor()));
  expect(mine.status, mine.body.Message).toBe(200);
  return mine.body.Data.Slug;
}

const profile = (slug: string, init: RequestInit = visitor()) => server.json<PublicProfile>(`/api/Profiles/Agent?Slug=${encodeURIComponent(slug)}`, init);
const listings = (query: string) => server.json<ProfileListingsPage>(`/api/Profiles/Listings?${query}`, visitor());
const save = (p: Person, body: Record<string, unknown>) => server.json<MyProfile>('/api/Profiles/Save', bearer(p.token, visitor(jsonPost(body))));

let n = 0;
const enquiryFrom = () => {
  n += 1;
  return { fullName: 'Usman Tariq', emailAddress: `buyer${process.pid}p${n}@example.pk`, phoneNumber: '03211234567', message: 'Is it still available? Can I visit?' };
};

describe('a poster’s public profile', () => {
  it('shows the name, kind, areas, badges and live listings, and never the e-mail address or phone', async () => {
    const poster = await registeredUser(server, 'agentp');
    const userId = await idOf(poster);
    await server.database.rows(sql`UPDATE users SET phone = '03219876543' WHERE id = ${userId}`);
    await server.database.rows(sql`INSERT INTO user_phones (user_id, phone) VALUES (${userId}, '03219876543')`);
    const a = await insertListing(server.database, { userId, title: 'Profile house one', contactPhone: '03005550001', price: 5_000_000 });
    await insertListing(server.database, { userId, title: 'Profile house two', contactPhone: '03005550001', price: 9_000_000, purposeId: 2 });
    await insertListing(server.database, { userId, title: 'Profile pending', status: 'Pending' });
    await server.database.rows(sql`UPDATE properties SET photo_checked_at = now() WHERE id = ${a.id}`);

    const slug = await slugOf(poster);
    // From the name and the account's id: nothing of the e-mail address or user name.
    expect(slug).toBe(`ayesha-khan-${userId}`);
    const res = await profile(slug);
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Data).toMatchObject({
      Slug: slug, Name: 'Ayesha Khan', Kind: 'Owner', PhoneVerified: true, PhotoChecked: 1, LiveListings: 2, Figure: null, Agency: null, PhotoUrl: '',
    });
    expect(res.body.Data.Areas.length).toBeGreaterThan(0);
    expect(Date.parse(res.body.Data.MemberSince)).toBeLessThanOrEqual(Date.now());
    const text = JSON.stringify(res.body);
    for (const secret of [poster.person.Email, '03219876543', '3219876543', '03005550001', poster.person.UserName]) expect(text).not.toContain(secret);

    // Its listings, with the results' filters and paging; phones masked as in search.
    const all = await listings(`Agent=${slug}`);
    expect(all.status, all.body.Message).toBe(200);
    expect(all.body.Data.Total).toBe(2);
    expect(all.body.Data.Items.map((i) => i.Title)).toEqual(['Profile house two', 'Profile house one']);
    expect(JSON.stringify(all.body)).not.toContain('03005550001');
    expect(all.body.Data.Items[0]!.PosterSlug).toBe(slug);
    const rent = await listings(`Agent=${slug}&Purpose=2`);
    expect(rent.body.Data.Items.map((i) => i.Title)).toEqual(['Profile house two']);
    const cheap = await listings(`Agent=${slug}&SortBy=price-asc`);
    expect(cheap.body.Data.Items.map((i) => i.Price)).toEqual([5_000_000, 9_000_000]);
    const past = await listings(`Agent=${slug}&Page=3`);
    expect(past.body.Data).toMatchObject({ Items: [], Total: 2, Page: 3 });

    // The listing's page and the cards link to the profile.
    const details = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${a.url}`, visitor());
    expect(details.body.Data.PosterSlug).toBe(slug);
    // The link says the profile's name; the listing's own contact name is a different thing it also shows.
    expect(details.body.Data).toMatchObject({ PosterName: 'Ayesha Khan', ContactFullName: 'Test Owner' });
    expect(all.body.Data.Items[0]!.UserName).toBe('Ayesha Khan');
  });

  it('shows what its owner chose: name, bio, areas and a small photo; the slug stays when the name changes', async () => {
    const poster = await registeredUser(server, 'agentq');
    await insertListing(server.database, { userId: await idOf(poster), title: 'Profile form house' });
    const slug = await slugOf(poster);
    const [loc] = await server.database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM locations ORDER BY id DESC LIMIT 1`);
    const saved = await save(poster, { DisplayName: 'Bilal Estates', Bio: 'Plots and houses in DHA since 2009.', Public: true, Areas: [Number(loc!.id)] });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data).toMatchObject({ Slug: slug, DisplayName: 'Bilal Estates', Public: true, Areas: [Number(loc!.id)] });
    const shown = await profile(slug);
    expect(shown.body.Data).toMatchObject({ Name: 'Bilal Estates', Bio: 'Plots and houses in DHA since 2009.' });
    expect(shown.body.Data.Areas).toEqual([expect.objectContaining({ LocationId: Number(loc!.id), Location: loc!.name })]);

    const big = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'me.png');
    const photo = await server.json<MyProfile>('/api/Profiles/SavePhoto', bearer(poster.token, visitor({ method: 'POST', body: form })));
    expect(photo.status, photo.body.Message).toBe(200);
    const [u] = await server.database.rows<{ profile_photo: string }>(sql`SELECT profile_photo FROM users WHERE id = ${await idOf(poster)}`);
    const stored = await server.deps.uploads.get(u!.profile_photo);
    const meta = await sharp(Buffer.from(stored!)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(256);
    expect((await profile(slug)).body.Data.PhotoUrl).toContain(encodeURIComponent(u!.profile_photo));

    const notImage = new FormData();
    notImage.set('file', new Blob(['not a picture'], { type: 'image/png' }), 'x.png');
    const refused = await server.json('/api/Profiles/SavePhoto', bearer(poster.token, visitor({ method: 'POST', body: notImage })));
    expect(refused.status).toBe(400);
    expect(refused.body.Data).toMatchObject({ Field: 'file' });

    await server.database.rows(sql`UPDATE users SET first_name = 'Someone', last_name = 'Else' WHERE id = ${await idOf(poster)}`);
    expect(await slugOf(poster)).toBe(slug);
  });

  it('is only a poster\'s: a buyer who never posted and an unconfirmed account have none, whatever their slug', async () => {
    const buyer = await registeredUser(server, 'agbuyer');
    const slug = await slugOf(buyer);
    const hidden = await profile(slug);
    expect(hidden.status).toBe(404);
    // The account's own form says so, rather than linking to a page that is not there.
    const mine = async () => (await server.json<MyProfile>('/api/Profiles/Mine', bearer(buyer.token, visitor()))).body.Data;
    expect(await mine()).toMatchObject({ Public: true, Shown: false });
    expect((await server.json(`/api/Profiles/Listings?Agent=${encodeURIComponent(slug)}`, visitor())).status).toBe(404);
    // Registered and never confirmed, with a name in Urdu (a member-<id> slug): no page either.
    const reg = await server.json('/api/Account/Register', visitor(jsonPost({
      FirstName: 'عائشہ', LastName: 'خان', UserName: `urdu${process.pid}${Date.now() % 100000}`, Email: `urdu.${Date.now()}@example.pk`,
      Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1',
    })));
    expect(reg.status, reg.body.Message).toBe(200);
    const [unconfirmed] = await server.database.rows<{ slug: string }>(sql`SELECT profile_slug AS slug FROM users WHERE first_name = 'عائشہ' ORDER BY id DESC LIMIT 1`);
    expect((await profile(unconfirmed!.slug)).status).toBe(404);
    // Once the buyer posts, the page is there.
    await insertListing(server.database, { userId: await idOf(buyer), title: 'Buyer turned poster' });
    expect((await profile(slug)).status).toBe(200);
    expect((await mine()).Shown).toBe(true);
  });

  it('saves at most thirty times an hour per account', async () => {
    const poster = await registeredUser(server, 'agsaves');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await save(poster, { DisplayName: `Name ${i % 2}`, Bio: '', Public: true, Areas: [] })).status);
    expect(statuses.slice(0, 30).every((st) => st === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('a private profile is not found by anyone, and cards and listing pages do not link to it', async () => {
    const owner = await registeredUser(server, 'ownerp');
    const userId = await idOf(owner);
    const listing = await insertListing(server.database, { userId, title: 'Private owner house' });
    const slug = await slugOf(owner);
    expect((await profile(slug)).status).toBe(200);
    expect((await save(owner, { Public: false })).status).toBe(200);
    const hidden = await profile(slug);
    expect(hidden.status).toBe(404);
    // The same answer as a profile that never existed: privacy is not told.
    const missing = await profile('nobody-999999999');
    expect(missing.status).toBe(404);
    expect(hidden.body.Message).toBe(missing.body.Message);
    expect((await profile(slug, bearer(owner.token, visitor()))).status).toBe(404);
    expect((await listings(`Agent=${slug}`)).status).toBe(404);
    const details = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${listing.url}`, visitor());
    expect(details.status).toBe(200);
    expect(details.body.Data.PosterSlug).toBeUndefined();
    expect(details.body.Data.PosterName).toBeUndefined();
    expect(JSON.stringify(details.body)).not.toContain(slug);
    // Public again: linked again.
    expect((await save(owner, { Public: true })).status).toBe(200);
    expect((await profile(slug)).status).toBe(200);
  });

  it('shows the response figure from real enquiries once there are five, with its arithmetic', async () => {
    const poster = await registeredUser(server, 'figurep');
    const userId = await idOf(poster);
    const one = await insertListing(server.database, { userId, title: 'Figure one' });
    const two = await insertListing(server.database, { userId, title: 'Figure two' });
    const slug = await slugOf(poster);
    const enquire = (id: number) => server.json('/api/Contact/PropertyOwner', visitor(jsonPost({ ...enquiryFrom(), PropertyId: id })));
    for (const id of [one.id, one.id, two.id, two.id]) expect((await enquire(id)).status).toBe(200);
    expect((await profile(slug)).body.Data.Figure).toBeNull();
    // Enquiries on all their listings count together.
    expect((await enquire(two.id)).status).toBe(200);
    expect((await profile(slug)).body.Data.Figure).toEqual({ Received: 5, Replied: 0, MedianReplyMinutes: null });
    const ids = (await server.database.rows<{ id: number }>(sql`SELECT id FROM enquiries WHERE poster_user_id = ${userId} ORDER BY id`)).map((r) => Number(r.id));
    for (const [i, minutes] of [[0, 20], [1, 60], [2, 240], [3, 30]] as const) {
      await server.database.rows(sql`UPDATE enquiries SET first_reply_at = created_at + make_interval(mins => ${minutes}), status = 'replied' WHERE id = ${ids[i]!}`);
    }
    // Four of five answered; sorted 20, 30, 60, 240: the upper middle is 60.
    expect((await profile(slug)).body.Data.Figure).toEqual({ Received: 5, Replied: 4, MedianReplyMinutes: 60 });
  });
});

describe('bad input names the field', () => {
  it.each([
    ['/api/Profiles/Agent?Slug=', 'Slug'],
    ['/api/Profiles/Agent?Slug=UPPER%20case!', 'Slug'],
    ['/api/Profiles/Listings?Purpose=1', 'Agent'],
    ['/api/Profiles/Listings?Agent=a-1&Agency=b-2', 'Agent'],
    ['/api/Profiles/Listings?Agent=a-1&SortBy=cheapest', 'SortBy'],
    ['/api/Profiles/Listings?Agent=a-1&Page=0', 'Page'],
    ['/api/Profiles/Listings?Agency=%3Cscript%3E', 'Agency'],
  ])('%s → 400 naming %s', async (path, field) => {
    const res = await server.json(path, visitor());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccess: false, Data: { Field: field } });
  });

  it('the profile form refuses by field, and needs a login', async () => {
    const poster = await registeredUser(server, 'badp');
    for (const [body, field] of [
      [{ Public: 'yes' }, 'Public'],
      [{ Public: true, DisplayName: 'x'.repeat(81) }, 'DisplayName'],
      [{ Public: true, Bio: 'x'.repeat(1001) }, 'Bio'],
      [{ Public: true, Areas: [999_999] }, 'Areas'],
      [{ Public: true, Areas: 'DHA' }, 'Areas'],
    ] as const) {
      const res = await save(poster, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Data).toMatchObject({ Field: field });
    }
    expect((await server.json('/api/Profiles/Save', visitor(jsonPost({ Public: true })))).status).toBe(401);
    expect((await server.json('/api/Profiles/Mine', visitor())).status).toBe(401);
  });
});
