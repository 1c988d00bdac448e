import { imageSource } from '../../src/contract/api-paths.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { MyPropertyItem, PropertyDetails, PropertyForEdit, SubmitResult } from '../../src/contract/types.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const photo = (hue: number, exif = false) => {
  const s = sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue % 256, g: (hue * 7) % 256, b: 90 } } });
  return (exif ? s.withExif({ IFD0: { Make: 'Cam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 51/1 0/1' } }) : s).jpeg().toBuffer();
};

const house = {
  Title: 'Beautiful 10 Marla House', Description: 'Double storey, near park and mosque.', PurposeId: '1', TypeId: '1',
  Price: '45000000', BedRoomId: '4', BathRoomId: '3', Area: '10', AreaUnitId: '1', CityId: '2', LocationId: '',
  OtherFeatures: JSON.stringify([{ Id: 1, Text: 'x', IsChecked: true }, { Id: 2, IsChecked: false }, { Id: 3, IsChecked: true }]),
  FullName: 'Imran Qureshi', EmailAddress: 'imran@example.pk', PhoneNumber: '03001234567',
};

function form(fields: Record<string, string>, files: Array<{ bytes: Uint8Array; name: string }> = []): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append('file', new Blob([new Uint8Array(f.bytes)], { type: 'image/jpeg' }), f.name);
  return fd;
}

async function firstLocation(cityId: number): Promise<number> {
  const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = ${cityId} ORDER BY id LIMIT 1`);
  return row!.id;
}

const submitAnon = (fd: FormData, headers: Record<string, string> = {}) =>
  server.json<SubmitResult>('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd, headers });

function approvalLink(title: string, kind: 'approve' | 'reject'): URL {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  return linkIn(mail, `/property/verification/${kind}`);
}

describe('submitting a property', () => {
  it('saves an anonymous submission as Pending with its photos, mails the admin, and approval makes it public', async () => {
    const loc = await firstLocation(2);
    const res = await submitAnon(form({ ...house, Title: 'Anon house one', LocationId: String(loc) },
      [{ bytes: await photo(10, true), name: 'front.jpg' }, { bytes: await photo(20), name: 'lounge.jpg' }]));
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Message).toBe('Your property is saved successfully and sent Admin for approval.');
    const { PropertyId, PropertyUrl, Status } = res.body.Data;
    expect(Status).toBe('Pending');
    expect(PropertyUrl).toMatch(new RegExp(`^house-for-sale-.+-${PropertyId}$`));

    // Photos are re-encoded without EXIF or GPS.
    const [img] = await server.database.rows<{ file: string }>(sql`SELECT file FROM property_images WHERE property_id = ${PropertyId} ORDER BY position`);
    const meta = await sharp(readFileSync(path.join(server.config.dataDir, 'uploads', img!.file))).metadata();
    expect(meta.exif).toBeUndefined();

    // Not public while pending.
    expect((await server.json(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${PropertyUrl}`)).status).toBe(404);

    const approve = approvalLink('Anon house one', 'approve');
    const decided = await server.json(`/api/property/approve?${approve.searchParams.toString()}`);
    expect(decided.status).toBe(200);
    expect(decided.body.Message).toMatch(/approved/);
    const details = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${PropertyUrl}`);
    expect(details.status).toBe(200);
    expect(details.body.Data.Images).toHaveLength(2);
    expect(details.body.Data.OtherFeatures).toHaveLength(2);
    expect(details.body.Data.BedRooms).toBe('4');
    // The anonymous owner hears about it at the contact address.
    expect(mailsTo(server.config.dataDir, 'imran@example.pk').at(-1)!.subject).toMatch(/live/);
    // A used link changes nothing more.
    const again = await server.json(`/api/property/reject?${approve.searchParams.toString()}`);
    expect(again.status).toBe(400);
  });

  it('rejects by link, and refuses a wrong key or e-mail without changing anything', async () => {
    await submitAnon(form({ ...house, Title: 'Anon house two' }));
    const link = approvalLink('Anon house two', 'reject');
    const key = link.searchParams.get('key')!;
    const wrongKey = await server.json(`/api/property/reject?key=${'x'.repeat(43)}&email=${encodeURIComponent(server.config.adminEmail)}`);
    const wrongMail = await server.json(`/api/property/reject?key=${key}&email=someone@else.pk`);
    expect(wrongKey.status).toBe(400);
    expect(wrongMail.status).toBe(400);
    const [before] = await server.database.rows<{ status: string }>(sql`SELECT status FROM properties WHERE title = 'Anon house two'`);
    expect(before!.status).toBe('Pending');
    expect((await server.json(`/api/property/reject?${link.searchParams.toString()}`)).status).toBe(200);
    const [after] = await server.database.rows<{ status: string }>(sql`SELECT status FROM properties WHERE title = 'Anon house two'`);
    expect(after!.status).toBe('Rejected');
  });

  it('hides bedrooms, bathrooms and features for a plot', async () => {
    const res = await submitAnon(form({ ...house, Title: 'Plot in Lahore', TypeId: '7' }));
    expect(res.status).toBe(200);
    const [row] = await server.database.rows<{ bed_room_id: number | null; n: number }>(sql`
      SELECT bed_room_id, (SELECT count(*)::int FROM property_features WHERE property_id = p.id) AS n FROM properties p WHERE id = ${res.body.Data.PropertyId}`);
    expect(row).toEqual({ bed_room_id: null, n: 0 });
  });

  it.each([
    ['Title', '', 'Property title field is required'],
    ['Title', 'x'.repeat(201), 'Property title must be at most 200 characters.'],
    ['Price', '', 'Property price field is required'],
    ['Price', '12a', 'Property price must be an amount such as 8500000, "85 lakh" or "1.5 crore".'],
    ['Price', '1234567890', 'Property price must be less than 100 crore.'],
    ['PurposeId', '', 'Purpose field is required'],
    ['PurposeId', '7', 'Purpose field is required'],
    ['TypeId', '0', 'Property type field is required'],
    ['Area', '', 'Property area field is required'],
    ['AreaUnitId', '', 'Area unit field is required'],
    ['Description', '', 'Description field is required'],
    ['CityId', '', 'City field is required'],
    ['FullName', '', 'Full Name is required.'],
    ['EmailAddress', '', 'Email address field is required'],
    ['EmailAddress', 'imran-at-example', 'Email address is invalid'],
    ['PhoneNumber', '', 'Phone number field is required'],
    ['PhoneNumber', '0300-1234567', 'Phone number must contain digits only.'],
    ['OtherFeatures', '{not json', 'OtherFeatures must be a JSON list.'],
    ['TypeId', '999', 'Property type not found.'],
    ['LocationId', '999999', 'Location not found in this city.'],
  ])('%s = %j is a 400 "%s" and writes nothing', async (field, value, message) => {
    const [before] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties`);
    const res = await submitAnon(form({ ...house, [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(message);
    const [after] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties`);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses 17 images, a text file named .jpg, and an oversized file', async () => {
    const img = await photo(5);
    const many = await submitAnon(form(house, Array.from({ length: 17 }, (_, i) => ({ bytes: img, name: `p${i}.jpg` }))));
    expect(many.status).toBe(400);
    expect(many.body.Message).toBe('You can add at most 16 images.');
    const text = await submitAnon(form(house, [{ bytes: new TextEncoder().encode('not an image at all'), name: 'fake.jpg' }]));
    expect(text.status).toBe(400);
    expect(text.body.Message).toBe('"fake.jpg" is not a PNG or JPEG image.');
    // A JPEG signature, then more bytes than a photo may have: refused by size, not by kind.
    const huge = new Uint8Array(9 * 1024 * 1024);
    huge.set(img.subarray(0, 64));
    const big = await submitAnon(form(house, [{ bytes: huge, name: 'huge.jpg' }]));
    expect(big.status).toBe(413);
    expect(big.body.IsSuccess).toBe(false);
  });

  it('answers a replay with the same Idempotency-Key with the first answer and makes no second listing', async () => {
    const headers = { 'Idempotency-Key': `test-${Date.now()}-abc` };
    const fields = { ...house, Title: 'Idempotent house' };
    const first = await submitAnon(form(fields, [{ bytes: await photo(40), name: 'a.jpg' }]), headers);
    const second = await submitAnon(form(fields, [{ bytes: await photo(40), name: 'a.jpg' }]), headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties WHERE title = 'Idempotent house'`);
    expect(row!.n).toBe(1);
    const adminMails = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === 'Approve property: Idempotent house');
    expect(adminMails).toHaveLength(1);
    const badKey = await submitAnon(form(fields), { 'Idempotency-Key': 'no' });
    expect(badKey.status).toBe(400);
  });

  it('gives two strangers who send the same Idempotency-Key each their own listing, not each other\'s answer', async () => {
    const headers = { 'Idempotency-Key': `shared-${Date.now()}-key` };
    const mine = await submitAnon(form({ ...house, Title: 'Stranger one house' }, [{ bytes: await photo(60), name: 'a.jpg' }]), headers);
    const theirs = await submitAnon(form({ ...house, Title: 'Stranger two house' }, [{ bytes: await photo(60), name: 'a.jpg' }]), headers);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toEqual(mine.body);
    const rows = await server.database.rows<{ title: string }>(sql`SELECT title FROM properties WHERE title LIKE 'Stranger % house' ORDER BY title`);
    expect(rows.map((r) => r.title)).toEqual(['Stranger one house', 'Stranger two house']);
  });
});

describe('my properties', () => {
  it('lists by status; the owner edits, marks sold and deletes; another user can do none of it', async () => {
    const owner = await registeredUser(server, 'owner');
    const other = await registeredUser(server, 'other');
    const submit = (fields: Record<string, string>, files: Array<{ bytes: Uint8Array; name: string }> = []) =>
      server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(owner.token, { method: 'POST', body: form(fields, files) }));
    const a = (await submit({ ...house, Title: 'Owner house A' }, [{ bytes: await photo(60), name: 'a.jpg' }, { bytes: await photo(61), name: 'b.jpg' }])).body.Data;
    const b = (await submit({ ...house, Title: 'Owner house B' })).body.Data;
    // Logged-in submissions need a token.
    expect((await server.json('/api/Property/SubmitPropertyDetails', { method: 'POST', body: form(house) })).status).toBe(401);

    const list = async (token: string, kind: string) =>
      (await server.json<MyPropertyItem[]>(`/api/property/Get${kind}Properties`, bearer(token))).body.Data.map((i) => i.Title).sort();
    expect(await list(owner.token, 'Pending')).toEqual(['Owner house A', 'Owner house B']);
    expect(await list(other.token, 'Pending')).toEqual([]);

    await server.json(`/api/property/approve?${approvalLink('Owner house A', 'approve').searchParams.toString()}`);
    expect(await list(owner.token, 'Active')).toEqual(['Owner house A']);
    const item = (await server.json<MyPropertyItem[]>('/api/property/GetActiveProperties', bearer(owner.token))).body.Data[0]!;
    expect(item.PriceInWords).toBe('4.5 Crore');
    expect(imageSource(item.Image).upload).toMatch(/^listings\//);
    expect(imageSource(item.Image).access).toBeTruthy();

    // Edit form data, for the owner only.
    const edit = await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${a.PropertyId}`, bearer(owner.token));
    expect(edit.status).toBe(200);
    expect(edit.body.Data.ImagesPathArrayList).toHaveLength(2);
    expect(edit.body.Data.Images[0]!.length).toBeGreaterThan(100);
    expect(edit.body.Data.OtherFeaturesIds.sort()).toEqual([1, 3]);
    const foreign = await server.json(`/api/Property/GetPropertyDetailsByID?PropertyId=${a.PropertyId}`, bearer(other.token));
    expect(foreign.status).toBe(404);
    expect(foreign.body.Message).toBe("Sorry! We conuldn't find any property associated like this with your account");

    // Editing keeps the chosen stored photo, adds a new one as the cover, and goes back to Pending.
    const keep = edit.body.Data.ImagesPathArrayList[1]!;
    const edited = await submit({ ...house, PropertyId: String(a.PropertyId), Title: 'Owner house A edited', KeepImages: JSON.stringify([keep]), ImageOrder: JSON.stringify(['new:0', `keep:${keep}`]) },
      [{ bytes: await photo(99), name: 'new.jpg' }]);
    expect(edited.status, edited.body.Message).toBe(200);
    const after = (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${a.PropertyId}&IncludeImages=false`, bearer(owner.token))).body.Data;
    expect(after.Title).toBe('Owner house A edited');
    expect(after.Status).toBe('Pending');
    expect(after.Images).toEqual([]);
    expect(after.ImagesPathArrayList).toHaveLength(2);
    expect(after.ImagesPathArrayList[1]).toBe(keep);
    // Another user cannot edit it, even knowing its id.
    const hijack = await server.json('/api/Property/SubmitPropertyDetails', bearer(other.token, { method: 'POST', body: form({ ...house, PropertyId: String(a.PropertyId) }) }));
    expect(hijack.status).toBe(404);

    await server.json(`/api/property/approve?${approvalLink('Owner house A edited', 'approve').searchParams.toString()}`);
    // Sold: only the owner, only from Active.
    expect((await server.json(`/api/property/MarkSoldProperty?Id=${a.PropertyId}`, bearer(other.token))).status).toBe(404);
    expect((await server.json(`/api/property/MarkSoldProperty?Id=${b.PropertyId}`, bearer(owner.token))).status).toBe(404);
    expect((await server.json(`/api/property/MarkSoldProperty?Id=${a.PropertyId}`, bearer(owner.token))).status).toBe(200);
    expect(await list(owner.token, 'Sold')).toEqual(['Owner house A edited']);
    expect(await list(owner.token, 'Active')).toEqual([]);
    // Sold is read-only: no delete, no edit.
    expect((await server.json(`/api/property/DeleteProperty?Id=${a.PropertyId}`, bearer(owner.token))).status).toBe(404);

    // Delete: only the owner; soft, so the row stays but no list shows it.
    expect((await server.json(`/api/property/DeleteProperty?Id=${b.PropertyId}`, bearer(other.token))).status).toBe(404);
    expect((await server.json(`/api/property/DeleteProperty?Id=${b.PropertyId}`, bearer(owner.token))).status).toBe(200);
    expect(await list(owner.token, 'Pending')).toEqual([]);
    const [row] = await server.database.rows<{ deleted: boolean }>(sql`SELECT deleted_at IS NOT NULL AS deleted FROM properties WHERE id = ${b.PropertyId}`);
    expect(row!.deleted).toBe(true);
  });

  it('answers bad ids with a 400 and no token with a 401', async () => {
    const { token } = await registeredUser(server, 'ids');
    expect((await server.json('/api/property/DeleteProperty?Id=abc', bearer(token))).status).toBe(400);
    expect((await server.json('/api/property/MarkSoldProperty', bearer(token))).status).toBe(400);
    expect((await server.json('/api/property/GetActiveProperties')).status).toBe(401);
    expect((await server.json('/api/property/DeleteProperty?Id=1')).status).toBe(401);
  });
});
