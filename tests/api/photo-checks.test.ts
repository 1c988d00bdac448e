import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { removeOrphanUploads } from '../../server/images/orphans.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { changedPhoto, scenePhoto } from '../support/photos.ts';
import { imageSource } from '../../src/contract/api-paths.ts';
import {
  PHOTO_CHECK_MAX_PHOTOS, PhotoCheckMessages, type AdminPhotoCheckItem, type PhotoCheckDetails, type PhotoCheckStatus,
} from '../../src/contract/photo-check-limits.ts';
import type { MyPropertyItem, PropertyDetails, PropertyForEdit, SearchResult, SubmitResult } from '../../src/contract/types.ts';

// "Photo-checked": the owner sends fresh photos of the house or plot number, an admin compares them
// with the listing's photos and approves or refuses; the badge joins "Phone verified" on cards, the
// page and "Verified only", and lapses after 30 days or when the listing's photos change.

let server: TestServer;
let admin: string;
let owner: { token: string };
let other: { token: string };
/** A word only this file's listings carry, to find them in search. */
const WORD = `tourmaline${Date.now().toString(36)}`;

beforeAll(async () => {
  server = await startTestServer();
  const a = await registeredUser(server, 'pcadmin');
  await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${a.person.UserName}`);
  admin = a.token;
  owner = { token: (await registeredUser(server, 'pcowner')).token };
  other = { token: (await registeredUser(server, 'pcother')).token };
});
afterAll(async () => { await server?.close(); });

const form = (fields: Record<string, string>, photos: Buffer[]) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  photos.forEach((p, i) => fd.append('file', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `photo-${i}.jpg`));
  return fd;
};

/** Submits (or, with PropertyId, edits) a listing as the app does; approved through the console's transition unless asked not to. */
async function publish(token: string, title: string, photos: Buffer[], extra: Record<string, string> = {}, approve = true): Promise<SubmitResult> {
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, visitor({
    method: 'POST',
    body: form({
      Title: title, Description: `${title}, a ${WORD} family home with a lawn.`, PurposeId: '1', TypeId: '1', Price: '25000000',
      BedRoomId: '3', BathRoomId: '2', Area: '10', AreaUnitId: '1', CityId: '1', LocationId: '', OtherFeatures: '[]',
      FullName: 'Nadia Hussain', EmailAddress: 'nadia@example.pk', PhoneNumber: '03001234567', ...extra,
    }, photos),
  })));
  if (res.status !== 200) console.log(server.logs.slice(-3).join('\n'));
  expect(res.status, res.body.Message).toBe(200);
  if (approve) await server.deps.listingsWrite.moderate(res.body.Data.PropertyId, 'approve', { reason: null, note: null }, { actorId: null, actor: 'test' });
  return res.body.Data;
}

const requestCheck = (token: string | null, fields: Record<string, string>, photos: Buffer[]) => {
  const init = { method: 'POST', body: form(fields, photos) };
  return server.json<PhotoCheckStatus>('/api/PhotoCheck/Request', token ? bearer(token, visitor(init)) : visitor(init));
};
const statusOf = async (token: string, id: number) =>
  server.json<PhotoCheckDetails>(`/api/PhotoCheck/Status?PropertyId=${id}`, bearer(token));
const queue = async () => (await server.json<AdminPhotoCheckItem[]>('/api/Admin/PhotoChecks', bearer(admin))).body.Data;
const queued = async (propertyId: number) => (await queue()).find((q) => q.PropertyId === propertyId);
const approveCheck = (checkId: number, token = admin) => server.json<null>('/api/Admin/PhotoCheckApprove', bearer(token, jsonPost({ CheckId: checkId })));
const refuseCheck = (checkId: number, reason: string) => server.json<null>('/api/Admin/PhotoCheckRefuse', bearer(admin, jsonPost({ CheckId: checkId, Reason: reason })));
const details = async (url: string) =>
  (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(url)}`)).body.Data;
const search = async (body: Record<string, unknown>) =>
  (await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ Keywords: WORD, PageSize: 50, ...body }))).body.Data;
const mine = async (token: string, id: number, status: 'Active' | 'Pending' = 'Active') =>
  (await server.json<MyPropertyItem[]>(`/api/property/Get${status}Properties`, bearer(token))).body.Data.find((p) => p.PropertyId === id);
const kinds = (v: { Verifications?: { Kind: string }[] } | undefined) => (v?.Verifications ?? []).map((b) => b.Kind);
/** GET an image address from an answer, as a browser would (with its own signature, or none). */
const load = (ref: string, access?: string | null) => {
  const { upload, access: own } = imageSource(ref);
  const q = new URLSearchParams({ upload, size: '320x240' });
  const a = access === undefined ? own : access;
  if (a) q.set('access', a);
  return server.fetch(`/api/Images/Image?${q}`);
};

/** A listing of the owner's with a waiting request, and that request as the console shows it. */
async function waitingCheck(title: string, seed: number): Promise<{ listing: SubmitResult; item: AdminPhotoCheckItem }> {
  const listing = await publish(owner.token, title, [await scenePhoto(seed)]);
  const sent = await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(seed + 1), await scenePhoto(seed + 2)]);
  expect(sent.status, sent.body.Message).toBe(200);
  return { listing, item: (await queued(listing.PropertyId))! };
}

describe('asking for the check and the admin approving it', () => {
  it('a request waits in the console beside the listing\'s photos; approval puts the badge on the card, the page and "Verified only"', async () => {
    const listing = await publish(owner.token, `Gulberg corner house ${WORD}`, [await scenePhoto(501), await scenePhoto(502)]);
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck).toEqual({ State: 'None' });
    expect((await statusOf(owner.token, listing.PropertyId)).body.Data).toMatchObject({ State: 'None', CanRequest: true, Photos: [] });

    const sent = await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(503), await scenePhoto(504), await scenePhoto(505)]);
    expect(sent.status, sent.body.Message).toBe(200);
    expect(sent.body.Message).toBe(PhotoCheckMessages.sent);
    expect(sent.body.Data.State).toBe('Waiting');
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck!.State).toBe('Waiting');
    const waiting = (await statusOf(owner.token, listing.PropertyId)).body.Data;
    expect(waiting).toMatchObject({ State: 'Waiting', CanRequest: false });
    expect(waiting.Photos).toHaveLength(3);

    // A second request while one waits is refused.
    const again = await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(506)]);
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(PhotoCheckMessages.alreadyWaiting);

    const item = (await queued(listing.PropertyId))!;
    expect(item.CheckPhotos).toHaveLength(3);
    expect(item.ListingPhotos).toHaveLength(2);
    expect(item.Matches).toEqual([]);
    expect(item.OwnerName).toBeTruthy();
    expect((await details(listing.PropertyUrl)).Verifications ?? []).toEqual([]);

    const ok = await approveCheck(item.CheckId);
    expect(ok.status, ok.body.Message).toBe(200);
    expect(await queued(listing.PropertyId)).toBeUndefined();

    const page = await details(listing.PropertyUrl);
    const badge = page.Verifications!.find((b) => b.Kind === 'photos')!;
    expect(Date.parse(badge.Until!) - Date.parse(badge.At)).toBe(30 * 86_400_000);
    const card = (await search({})).Items.find((i) => i.PropertyId === listing.PropertyId);
    expect(kinds(card)).toEqual(['photos']);
    expect((await search({ VerifiedOnly: true })).Items.map((i) => i.PropertyId)).toContain(listing.PropertyId);
    const state = (await mine(owner.token, listing.PropertyId))!.PhotoCheck!;
    expect(state).toMatchObject({ State: 'Checked', Until: badge.Until });
    // Held: nothing to ask for until it lapses.
    expect((await statusOf(owner.token, listing.PropertyId)).body.Data.CanRequest).toBe(false);
    const [audit] = await server.database.rows<{ action: string }>(sql`SELECT action FROM admin_audit WHERE target_id = ${listing.PropertyId} ORDER BY id DESC LIMIT 1`);
    expect(audit!.action).toBe('photo-check-approve');
  });

  it('a pending listing may ask too; its badge shows once it is live', async () => {
    const listing = await publish(owner.token, `Pending bungalow ${WORD}`, [await scenePhoto(521)], {}, false);
    expect((await mine(owner.token, listing.PropertyId, 'Pending'))!.PhotoCheck).toEqual({ State: 'None' });
    expect((await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(522)])).status).toBe(200);
    expect((await approveCheck((await queued(listing.PropertyId))!.CheckId)).status).toBe(200);
    await server.deps.listingsWrite.moderate(listing.PropertyId, 'approve', { reason: null, note: null }, { actorId: null, actor: 'test' });
    expect(kinds(await details(listing.PropertyUrl))).toEqual(['photos']);
  });

  it('a refusal shows the owner its reason, leaves no badge, and a new request may follow', async () => {
    const { listing, item } = await waitingCheck(`Johar Town plot ${WORD}`, 531);
    const no = await refuseCheck(item.CheckId, 'The plot number is not readable in any photo.');
    expect(no.status, no.body.Message).toBe(200);
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck).toMatchObject({ State: 'Refused', Reason: 'The plot number is not readable in any photo.' });
    expect((await statusOf(owner.token, listing.PropertyId)).body.Data.CanRequest).toBe(true);
    expect(kinds(await details(listing.PropertyUrl))).toEqual([]);
    // Decided: a second decision is a 409.
    expect((await approveCheck(item.CheckId)).status).toBe(409);
    expect((await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(535)])).status).toBe(200);
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck!.State).toBe('Waiting');
  });

  it('a check photo copied from another account\'s listing is shown to the admin and cannot be approved', async () => {
    const theirs = await scenePhoto(541);
    const victim = await publish(other.token, `Other account villa ${WORD}`, [theirs]);
    const listing = await publish(owner.token, `Copier house ${WORD}`, [await scenePhoto(542)]);
    // Recompressed, as a copy taken from the site would be: the fingerprints still match.
    const copy = await changedPhoto(theirs, 'recompressed');
    expect((await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(543), copy])).status).toBe(200);
    const item = (await queued(listing.PropertyId))!;
    expect(item.Matches.map((m) => m.PropertyId)).toEqual([victim.PropertyId]);
    expect(item.Matches[0]!.Distance).toBeLessThanOrEqual(7);
    expect((await load(item.Matches[0]!.Image)).status).toBe(200);
    const refused = await approveCheck(item.CheckId);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(PhotoCheckMessages.copied);
    expect(kinds(await details(listing.PropertyUrl))).toEqual([]);
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck!.State).toBe('Waiting');
    // The owner's own listing photo sent again is no copy.
    const own = await scenePhoto(551);
    const second = await publish(owner.token, `Own photo house ${WORD}`, [own]);
    expect((await requestCheck(owner.token, { PropertyId: String(second.PropertyId) }, [await changedPhoto(own, 'recompressed')])).status).toBe(200);
    const ownItem = (await queued(second.PropertyId))!;
    expect(ownItem.Matches).toEqual([]);
    expect((await approveCheck(ownItem.CheckId)).status).toBe(200);
  });
});

describe('the badge lapses', () => {
  it('after 30 days: gone from answers at once, and from "Verified only" with the sweep', async () => {
    const { listing, item } = await waitingCheck(`Model Town house ${WORD}`, 561);
    expect((await approveCheck(item.CheckId)).status).toBe(200);
    expect((await search({ VerifiedOnly: true })).Items.map((i) => i.PropertyId)).toContain(listing.PropertyId);

    // 29 days on: still held, and the sweep leaves it.
    await server.database.rows(sql`UPDATE properties SET photo_checked_at = now() - interval '29 days' WHERE id = ${listing.PropertyId}`);
    expect(await server.deps.photoChecks.sweep()).toBe(0);
    server.deps.listingsRead.invalidate();
    expect(kinds(await details(listing.PropertyUrl))).toEqual(['photos']);

    // 30 days and a minute: the owner's state and the page leave it out before any sweep.
    await server.database.rows(sql`UPDATE properties SET photo_checked_at = now() - interval '30 days 1 minute' WHERE id = ${listing.PropertyId}`);
    server.deps.listingsRead.invalidate();
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck!.State).toBe('Lapsed');
    expect(kinds(await details(listing.PropertyUrl))).toEqual([]);
    expect(await server.deps.photoChecks.sweep()).toBe(1);
    const [row] = await server.database.rows<{ photo_checked_at: Date | null; verified: boolean }>(sql`SELECT photo_checked_at, verified FROM properties WHERE id = ${listing.PropertyId}`);
    expect(row).toMatchObject({ photo_checked_at: null, verified: false });
    expect((await search({ VerifiedOnly: true })).Items.map((i) => i.PropertyId)).not.toContain(listing.PropertyId);
    expect((await statusOf(owner.token, listing.PropertyId)).body.Data).toMatchObject({ State: 'Lapsed', CanRequest: true });
  });

  it('when an edit changes the photos (one added), not when it changes only the text', async () => {
    const { listing, item } = await waitingCheck(`DHA Phase 5 house ${WORD}`, 571);
    expect((await approveCheck(item.CheckId)).status).toBe(200);
    const edit = (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${listing.PropertyId}&IncludeImages=false`, bearer(owner.token))).body.Data;
    const keep = edit.ImagesPathArrayList[0]!;

    // Text only: the badge stays.
    await publish(owner.token, `DHA Phase 5 house, new price ${WORD}`, [], { PropertyId: String(listing.PropertyId), KeepImages: JSON.stringify([keep]) });
    expect(kinds(await details(listing.PropertyUrl))).toEqual(['photos']);

    // One more photo: it lapses, and stays lapsed after the edit is approved.
    await publish(owner.token, `DHA Phase 5 house, more photos ${WORD}`, [await scenePhoto(579)], { PropertyId: String(listing.PropertyId), KeepImages: JSON.stringify([keep]) });
    expect(kinds(await details(listing.PropertyUrl))).toEqual([]);
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck!.State).toBe('Lapsed');
    const [row] = await server.database.rows<{ verified: boolean }>(sql`SELECT verified FROM properties WHERE id = ${listing.PropertyId}`);
    expect(row!.verified).toBe(false);
  });
});

describe('who may ask and who may see', () => {
  it('only the owner asks and sees the state; check photos load for the owner and admins only', async () => {
    const { listing, item } = await waitingCheck(`Private photos house ${WORD}`, 581);
    const photos = (await statusOf(owner.token, listing.PropertyId)).body.Data.Photos;
    expect(photos).toHaveLength(2);
    expect((await load(photos[0]!)).status).toBe(200);
    // No signature, another account's signature, a signature made up: 404.
    expect((await load(photos[0]!, null)).status).toBe(404);
    const othersLink = (await server.json<MyPropertyItem[]>('/api/property/GetActiveProperties', bearer(other.token))).body.Data[0]!.Image;
    expect((await load(photos[0]!, imageSource(othersLink).access)).status).toBe(404);
    // The admin's copy loads with the admin's signature.
    expect((await load(item.CheckPhotos[0]!)).status).toBe(200);

    // Someone else's listing: 404 for asking and for the state, as for a listing that does not exist.
    const foreign = await requestCheck(other.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(589)]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.Data).toMatchObject({ Field: 'PropertyId' });
    expect((await statusOf(other.token, listing.PropertyId)).status).toBe(404);
    expect((await statusOf(other.token, 999_999_999)).status).toBe(404);

    // Not signed in: 401; not an admin: 403.
    expect((await requestCheck(null, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(589)])).status).toBe(401);
    expect((await server.json('/api/Admin/PhotoChecks', bearer(owner.token))).status).toBe(403);
    expect((await approveCheck(item.CheckId, owner.token)).status).toBe(403);
  });

  it('a sold listing cannot ask', async () => {
    const listing = await publish(owner.token, `Sold house ${WORD}`, [await scenePhoto(591)]);
    expect((await server.json(`/api/Property/MarkSoldProperty?Id=${listing.PropertyId}`, bearer(owner.token))).status).toBe(200);
    expect((await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [await scenePhoto(592)])).status).toBe(404);
  });
});

describe('storing the check photos', () => {
  it('re-encodes them as JPEG without EXIF or GPS, at most 1600 px, and the orphan sweep keeps them', async () => {
    const listing = await publish(owner.token, `Re-encoded house ${WORD}`, [await scenePhoto(621)]);
    const big = await sharp(await scenePhoto(622, 2400, 1800))
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 31/1 0/1' } })
      .png().toBuffer();
    expect((await sharp(big).metadata()).exif).toBeDefined();
    expect((await requestCheck(owner.token, { PropertyId: String(listing.PropertyId) }, [big])).status).toBe(200);
    const [photo] = (await statusOf(owner.token, listing.PropertyId)).body.Data.Photos;
    const upload = imageSource(photo!).upload;
    expect(upload).toMatch(/^listings\/[0-9a-f]{2}\/[0-9a-f]{40}\.jpg$/);
    const meta = await sharp((await server.deps.uploads.get(upload))!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    expect(await removeOrphanUploads(server.database, server.deps.uploads, 0)).toBeGreaterThanOrEqual(0);
    expect((await load(photo!)).status).toBe(200);
  });
});

describe('bad input', () => {
  it('gets a 400 envelope naming the field', async () => {
    const listing = await publish(owner.token, `Bad input house ${WORD}`, [await scenePhoto(601)]);
    const id = String(listing.PropertyId);
    const field = async (res: Promise<{ status: number; body: { IsSuccess: boolean; Data: unknown } }>, name: string) => {
      const r = await res;
      expect(r.status).toBe(400);
      expect(r.body.IsSuccess).toBe(false);
      expect(r.body.Data).toMatchObject({ Field: name });
    };
    await field(requestCheck(owner.token, {}, [await scenePhoto(602)]), 'PropertyId');
    await field(requestCheck(owner.token, { PropertyId: 'abc' }, [await scenePhoto(602)]), 'PropertyId');
    await field(requestCheck(owner.token, { PropertyId: id }, []), 'file');
    const many = await Promise.all(Array.from({ length: PHOTO_CHECK_MAX_PHOTOS + 1 }, (_, i) => scenePhoto(610 + i, 320, 240)));
    await field(requestCheck(owner.token, { PropertyId: id }, many), 'file');
    const notImage = new FormData();
    notImage.append('PropertyId', id);
    notImage.append('file', new Blob(['not a photo at all'], { type: 'image/jpeg' }), 'notes.txt');
    await field(server.json('/api/PhotoCheck/Request', bearer(owner.token, visitor({ method: 'POST', body: notImage }))), 'file');
    // Nothing was stored by the refused requests.
    expect((await mine(owner.token, listing.PropertyId))!.PhotoCheck).toEqual({ State: 'None' });

    await field(server.json('/api/PhotoCheck/Status', bearer(owner.token)), 'PropertyId');
    await field(server.json('/api/PhotoCheck/Status?PropertyId=-4', bearer(owner.token)), 'PropertyId');
    await field(server.json('/api/Admin/PhotoCheckApprove', bearer(admin, jsonPost({ CheckId: 'x' }))), 'CheckId');
    await field(server.json('/api/Admin/PhotoCheckRefuse', bearer(admin, jsonPost({ CheckId: 1 }))), 'Reason');
    await field(server.json('/api/Admin/PhotoCheckRefuse', bearer(admin, jsonPost({ CheckId: 1, Reason: 'x'.repeat(301) }))), 'Reason');
    expect((await server.json('/api/Admin/PhotoCheckApprove', bearer(admin, jsonPost({ CheckId: 999_999_999 })))).status).toBe(409);
  });
});
