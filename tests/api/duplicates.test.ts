import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';
import { startTestServer, jsonPost, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { changedPhoto, scenePhoto, type PhotoChange } from '../support/photos.ts';
import { AdminMessages, type AdminPendingItem } from '../../src/contract/admin.ts';
import { DuplicateMessages, type RelistResult } from '../../src/contract/duplicates.ts';
import type { SubmitResult } from '../../src/contract/types.ts';

let server: TestServer;
let admin: string;
let original: { token: string; id: number };

const DESCRIPTION = 'Brand new corner villa facing the canal, imported Spanish tiles, solar panels on the roof, '
  + 'servant quarter above the garage, walking distance to the jamia masjid and the Sunday bazaar.';

/** Submits a listing signed in, as the app does, with the photos given. */
async function submit(token: string, title: string, photos: Buffer[], extra: Record<string, string> = {}) {
  const fd = new FormData();
  const fields = {
    Title: title, Description: `${title}. Spacious family home with a lawn and a drawing room.`, PurposeId: '1', TypeId: '1', Price: '45000000',
    BedRoomId: '4', BathRoomId: '3', Area: '10', AreaUnitId: '1', CityId: '1', LocationId: '', OtherFeatures: '[]',
    FullName: 'Imran Qureshi', EmailAddress: 'imran@example.pk', PhoneNumber: '03001234567', ...extra,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  photos.forEach((p, i) => fd.append('file', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `photo-${i}.jpg`));
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, visitor({ method: 'POST', body: fd })));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data;
}

const pendingItem = async (id: number) =>
  (await server.json<AdminPendingItem[]>('/api/Admin/Pending', bearer(admin))).body.Data.find((p) => p.PropertyId === id)!;
const status = async (id: number) =>
  (await server.database.rows<{ status: string; deleted: boolean }>(sql`SELECT status, deleted_at IS NOT NULL AS deleted FROM properties WHERE id = ${id}`))[0]!;
const approve = (id: number, compared?: number[]) =>
  server.json<null>('/api/Admin/Approve', bearer(admin, jsonPost({ PropertyId: id, ...(compared ? { Compared: compared } : {}) })));

async function grantAdmin(email: string): Promise<void> {
  await server.whileStopped(async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'admin.mjs'), 'grant', email], {
      env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' },
    });
    expect(await new Promise<number | null>((resolve) => child.on('close', resolve))).toBe(0);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const a = await registeredUser(server, 'dupadmin');
  await grantAdmin(a.person.Email);
  admin = a.token;
  const owner = await registeredUser(server, 'dupowner');
  const first = await submit(owner.token, 'Canal villa original', [await scenePhoto(201), await scenePhoto(202)], { Description: DESCRIPTION });
  expect(first.YourEarlierListing).toBeUndefined();
  expect((await pendingItem(first.PropertyId)).Matches).toEqual([]);
  expect((await approve(first.PropertyId)).status).toBe(200);
  original = { token: owner.token, id: first.PropertyId };
}, 180_000);
afterAll(async () => { await server?.close(); });

describe("another account's photos", () => {
  it.each<[PhotoChange | 'the same file']>([['the same file'], ['resized'], ['recompressed'], ['brightened'], ['watermarked'], ['mirrored']])(
    'a copy (%s) holds the new listing for a side-by-side review that names the original', async (change) => {
      const copier = await registeredUser(server, `copier${change.length}${change.charAt(0)}`);
      const source = await scenePhoto(202);
      const copy = change === 'the same file' ? source : await changedPhoto(source, change);
      const title = `Cheap villa ${change}`;
      const added = await submit(copier.token, title, [await scenePhoto(300 + change.length), copy]);
      expect(added.Status).toBe('Pending');
      expect(added.YourEarlierListing).toBeUndefined();

      const item = await pendingItem(added.PropertyId);
      const match = item.Matches.find((m) => m.Kind === 'photo' && m.PropertyId === original.id);
      expect(match).toMatchObject({ PropertyId: original.id, Title: 'Canal villa original', SameOwner: false, Status: 'Active', Purpose: 'For Sale' });
      expect(match!.Score).toBeLessThanOrEqual(7);
      // Both photos of the closest pair are there to be looked at side by side.
      expect(match!.Image).toMatch(/admin=1|access=/);
      expect(match!.MatchImage).toBeTruthy();
      for (const url of [match!.Image!, match!.MatchImage!]) {
        const { pathname, search } = new URL(url);
        const img = await server.fetch(`${pathname}${search}`);
        expect(img.status).toBe(200);
      }

      // The mailed one-click approval refuses it; the console approves it only with the comparison named.
      const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
      expect(mail.body).toContain(DuplicateMessages.compareInConsole);
      expect(() => linkIn(mail, '/property/verification/approve')).toThrow();
      const reject = linkIn(mail, '/property/verification/reject');
      expect(reject.searchParams.get('key')).toBeTruthy();
      const blind = await server.json<null>(`/api/property/approve?${reject.searchParams.toString()}`, visitor());
      expect(blind.status).toBe(409);
      expect(blind.body.Message).toBe(DuplicateMessages.compareInConsole);
      expect((await status(added.PropertyId)).status).toBe('Pending');

      const unseen = await approve(added.PropertyId);
      expect(unseen.status).toBe(409);
      expect(unseen.body).toMatchObject({ IsSuccess: false, Message: DuplicateMessages.compareFirst, Data: { Field: 'Compared' } });
      if (change === 'watermarked') {
        // Earlier copies by other accounts are matches too: each is named.
        const copied = item.Matches.filter((m) => m.Kind === 'photo' && !m.SameOwner).map((m) => m.PropertyId);
        expect(copied.length).toBeGreaterThan(1);
        expect((await approve(added.PropertyId, [original.id])).status).toBe(409);
        const seen = await approve(added.PropertyId, copied);
        expect(seen.status, seen.body.Message).toBe(200);
        expect((await status(added.PropertyId)).status).toBe('Active');
      }
    }, 60_000);

  it('a different photo is not taken for a copy', async () => {
    const other = await registeredUser(server, 'honest');
    const added = await submit(other.token, 'Honest house', [await scenePhoto(401), await scenePhoto(402)]);
    const item = await pendingItem(added.PropertyId);
    expect(item.Matches.filter((m) => m.Kind === 'photo')).toEqual([]);
    const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === 'Approve property: Honest house').at(-1)!;
    expect(linkIn(mail, '/property/verification/approve').searchParams.get('key')).toBeTruthy();
    expect((await approve(added.PropertyId)).status).toBe(200);
  }, 60_000);

  it('a blank photo matches nothing, as blank photos say nothing of a copy', async () => {
    const sharp = (await import('sharp')).default;
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777' } }).jpeg().toBuffer();
    const [one, two] = [await registeredUser(server, 'blankone'), await registeredUser(server, 'blanktwo')];
    await submit(one.token, 'Blank photo one', [blank]);
    const second = await submit(two.token, 'Blank photo two', [blank]);
    expect((await pendingItem(second.PropertyId)).Matches.filter((m) => m.Kind === 'photo')).toEqual([]);
  });
});

describe('the same description', () => {
  it("another account's listing of the same city and type with the description copied is named for the admin", async () => {
    const copier = await registeredUser(server, 'textcopier');
    const added = await submit(copier.token, 'Villa by the canal', [await scenePhoto(501)], {
      Description: `${DESCRIPTION.replace('Brand new', 'Brand-new')} Call 0321-7654321 now!`, Price: '30000000',
    });
    const match = (await pendingItem(added.PropertyId)).Matches.find((m) => m.Kind === 'text');
    expect(match).toMatchObject({ PropertyId: original.id, SameOwner: false });
    expect(match!.Score).toBeGreaterThan(0.8);
    // A description alone does not stop the mailed approval: the console shows it as a finding.
    const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === 'Approve property: Villa by the canal').at(-1)!;
    expect(linkIn(mail, '/property/verification/approve').searchParams.get('key')).toBeTruthy();
  });

  it('in another city it is not compared', async () => {
    const elsewhere = await registeredUser(server, 'textelsewhere');
    const added = await submit(elsewhere.token, 'Villa in Karachi', [await scenePhoto(502)], { Description: DESCRIPTION, CityId: '2' });
    expect((await pendingItem(added.PropertyId)).Matches.filter((m) => m.Kind === 'text')).toEqual([]);
  });
});

describe('the same owner posting a listing again', () => {
  it('is offered a relist of the earlier listing, which goes live again and withdraws the copy', async () => {
    const again = await submit(original.token, 'Canal villa again', [await changedPhoto(await scenePhoto(201), 'resized')]);
    expect(again.YourEarlierListing).toEqual({ PropertyId: original.id, Title: 'Canal villa original', Status: 'Active' });
    // The admin sees it as the same account's, not as a copy: it may be approved without the comparison.
    const match = (await pendingItem(again.PropertyId)).Matches.find((m) => m.Kind === 'photo');
    expect(match).toMatchObject({ PropertyId: original.id, SameOwner: true });

    await server.database.db.execute(sql`UPDATE properties SET status = 'Expired' WHERE id = ${original.id}`);
    const relisted = await server.json<RelistResult>('/api/Property/Relist', bearer(original.token, jsonPost({ PropertyId: original.id, Withdraw: again.PropertyId })));
    expect(relisted.status, relisted.body.Message).toBe(200);
    expect(relisted.body).toMatchObject({ IsSuccess: true, Message: DuplicateMessages.relisted('Canal villa original'), Data: { PropertyId: original.id, Status: 'Active' } });
    expect(await status(original.id)).toEqual({ status: 'Active', deleted: false });
    expect(await status(again.PropertyId)).toMatchObject({ deleted: true });
  });

  it('the same description alone also offers the relist', async () => {
    const again = await submit(original.token, 'Canal villa once more', [await scenePhoto(601)], { Description: DESCRIPTION });
    expect(again.YourEarlierListing?.PropertyId).toBe(original.id);
  });

  it('a relist needs a login, the owner and a listing that was live', async () => {
    expect((await server.json('/api/Property/Relist', visitor(jsonPost({ PropertyId: original.id })))).status).toBe(401);
    const stranger = await registeredUser(server, 'relistranger');
    const theirs = await server.json('/api/Property/Relist', bearer(stranger.token, jsonPost({ PropertyId: original.id })));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ Message: DuplicateMessages.notRelistable, Data: { Field: 'PropertyId' } });
    const bad = await server.json('/api/Property/Relist', bearer(stranger.token, jsonPost({ PropertyId: 'x' })));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Data: { Field: 'PropertyId' } });
    // Withdrawing someone else's listing is refused and changes nothing.
    const notMine = await server.json('/api/Property/Relist', bearer(original.token, jsonPost({ PropertyId: original.id, Withdraw: 1 })));
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ Data: { Field: 'Withdraw' } });
    expect((await status(1)).deleted).toBe(false);
  });
});

describe('the phone behind many listings', () => {
  it('the console counts the live listings with the same number, however it is written', async () => {
    const agent = await registeredUser(server, 'busyagent');
    const ids: number[] = [];
    for (const [i, phone] of ['03339876543', '923339876543', '00923339876543'].entries()) {
      const added = await submit(agent.token, `Agent house ${i}`, [await scenePhoto(700 + i)], { PhoneNumber: phone, Description: `Agent house number ${i} ${'x'.repeat(i)}` });
      ids.push(added.PropertyId);
    }
    expect((await pendingItem(ids[0]!)).PhoneLiveListings).toBe(0);
    for (const id of ids.slice(0, 2)) expect((await approve(id)).status).toBe(200);
    expect((await pendingItem(ids[2]!)).PhoneLiveListings).toBe(2);
  });
});

it('the admin messages stay as they were for listings with no findings', () => {
  expect(AdminMessages.approved('x')).toBe('The property "x" is approved and now live.');
});
