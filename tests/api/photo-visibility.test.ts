import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { imageSource } from '../../src/contract/api-paths.ts';
import type { MyPropertyItem, PropertyForEdit, SubmitResult } from '../../src/contract/types.ts';

// Photos are served while a public listing shows them, to their owner
// always, and to nobody once the listing is gone; answers carry image addresses that load.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

async function submit(token: string, title: string): Promise<number> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'Photo rules.', PurposeId: '1', TypeId: '1', Price: '9000000', BedRoomId: '2', BathRoomId: '1',
    Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]', FullName: 'Sana Malik',
    EmailAddress: 'sana.photos@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: title.length * 9, g: 80, b: 140 } } }).jpeg().toBuffer();
  fd.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, { method: 'POST', body: fd }));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data.PropertyId;
}

/** GET an image address from an answer, on this test server. */
const load = (ref: string, size = '320x240') => {
  const { upload, access } = imageSource(ref);
  const q = new URLSearchParams({ upload, size });
  if (access) q.set('access', access);
  return server.fetch(`/api/Images/Image?${q}`);
};
const stranger = (ref: string) => load(imageSource(ref).upload);

describe('who sees a listing photo', () => {
  it('pending: only its owner; active: everyone; sold: only its owner; deleted: nobody', async () => {
    const owner = await registeredUser(server, 'ph');
    const other = await registeredUser(server, 'ot');
    const id = await submit(owner.token, 'Photo rules house');
    const edit = await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${id}`, bearer(owner.token));
    const mine = edit.body.Data.ImageUrls[0]!;
    expect(imageSource(mine).upload).toBe(edit.body.Data.ImagesPathArrayList[0]);

    // Pending: the owner's signed address loads, privately; a stranger gets 404, with or without another account's signature.
    const own = await load(mine);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await stranger(mine)).status).toBe(404);
    const othersAccess = (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${await submit(other.token, 'Other house')}`, bearer(other.token))).body.Data.ImageUrls[0]!;
    const borrowed = `/api/Images/Image?upload=${encodeURIComponent(imageSource(mine).upload)}&access=${encodeURIComponent(imageSource(othersAccess).access!)}`;
    expect((await load(borrowed)).status).toBe(404);
    expect((await load(`${mine.split('&access=')[0]}&access=1.9999999999.${'A'.repeat(43)}`)).status).toBe(404);

    // Approved: public, cached for good.
    const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === 'Approve property: Photo rules house').at(-1)!;
    expect((await server.json(`/api/property/approve?${linkIn(mail, '/property/verification/approve').searchParams}`)).status).toBe(200);
    const pub = await stranger(mine);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // Sold: strangers no longer; the owner still, from My Properties.
    expect((await server.json(`/api/Property/MarkSoldProperty?Id=${id}`, bearer(owner.token))).status).toBe(200);
    expect((await stranger(mine)).status).toBe(404);
    const sold = (await server.json<MyPropertyItem[]>('/api/property/GetSoldProperties', bearer(owner.token))).body.Data[0]!;
    expect((await load(sold.Image)).status).toBe(200);

    // Deleted (only unsold ones can be): a pending listing's photos go for its owner too.
    const gone = await submit(owner.token, 'Deleted photo house');
    const goneEdit = await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${gone}`, bearer(owner.token));
    const goneUrl = goneEdit.body.Data.ImageUrls[0]!;
    expect((await load(goneUrl)).status).toBe(200);
    expect((await server.json(`/api/Property/DeleteProperty?Id=${gone}`, bearer(owner.token))).status).toBe(200);
    expect((await load(goneUrl)).status).toBe(404);
  });

  it('public answers give image addresses that load as they are', async () => {
    const cards = (await server.json<Array<{ Images: string[] }>>('/api/Home/NewlyAdded')).body.Data;
    const first = cards.find((c) => c.Images.length)!.Images[0]!;
    expect(first).toMatch(/^https?:\/\/[^/]+\/api\/Images\/Image\?upload=/);
    const url = new URL(first);
    const res = await server.fetch(url.pathname + url.search);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });
});
