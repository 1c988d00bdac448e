import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { AdminMessages, type AuditPage } from '../../src/contract/admin.ts';
import {
  MAX_PROJECT_PHOTOS, ProjectMessages, type ProjectDetails, type ProjectForEdit, type ProjectPage, type ProjectPhotosStored, type ProjectSaved,
} from '../../src/contract/projects.ts';
import { removeOrphanUploads } from '../../server/images/orphans.ts';
import type { PropertyDetails } from '../../src/contract/types.ts';

// New projects: admins add, change, remove and link listings; everyone reads the list and a
// project; the list's filters; a listing's page names its project.
let server: TestServer;
let admin: { token: string };
let normal: { token: string };

beforeAll(async () => {
  server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' } });
  const a = await registeredUser(server, 'pjadmin');
  await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${a.person.UserName}`);
  admin = { token: a.token };
  normal = { token: (await registeredUser(server, 'pjnormal')).token };
}, 60_000);
afterAll(async () => { await server?.close(); });

const save = (body: Record<string, unknown>, token = admin.token) =>
  server.json<ProjectSaved>('/api/Admin/ProjectSave', bearer(token, jsonPost(body)));
const list = (query = '') => server.json<ProjectPage>(`/api/Projects/List${query}`);
const names = async (query = '') => {
  const r = await list(query);
  expect(r.status, r.body.Message).toBe(200);
  return r.body.Data.Items.map((i) => i.Name);
};

// Lahore is city 1; its first location is a real society, fine for a test's own invented names.
const plan = { DownPaymentPercent: 20, Frequency: 'monthly', Years: 3, BalloonCount: 6, BalloonPercent: 5, PossessionPercent: 10 };
const valid = {
  Name: 'Zarnigar Towers', Developer: 'Test Builders', CityId: 1, Phase: 'Phase 1',
  Description: 'Flats for the test.', Possession: 'under-construction', PossessionDate: '2029-03',
  Photos: ['listings/pool/apartment-002.jpg'],
  Units: [
    { TypeId: 2, Area: 900, AreaUnitId: 3, Beds: 2, PriceMin: 7_300_000, PriceMax: 7_900_000 },
    { TypeId: 2, Area: 1300, AreaUnitId: 3, Beds: 3, PriceMin: 11_000_000, PriceMax: 12_000_000 },
  ],
  Plan: plan,
};

describe('new projects', () => {
  it('are changed by admins only: 403 for anonymous callers and normal users, and nothing is written', async () => {
    for (const token of [undefined, normal.token]) {
      const auth = (init: RequestInit = {}) => (token ? bearer(token, init) : init);
      const calls = [
        server.json('/api/Admin/Projects', auth()),
        server.json('/api/Admin/ProjectSave', auth(jsonPost(valid))),
        server.json('/api/Admin/ProjectRemove', auth(jsonPost({ ProjectId: 1 }))),
        server.json('/api/Admin/ProjectLink', auth(jsonPost({ ProjectId: 1, PropertyId: 1 }))),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ IsSuccess: false, Message: AdminMessages.forbidden, Data: null });
      }
    }
    expect(await names('?City=1')).not.toContain(valid.Name);
  });

  it('come with the demo seed\'s invented projects, each marked (demo), with units', async () => {
    const r = await list();
    const demo = r.body.Data.Items.filter((i) => i.Name.endsWith('(demo)'));
    expect(demo.length).toBeGreaterThanOrEqual(4);
    for (const p of demo) {
      expect(p.Developer).toMatch(/\(demo\)$/);
      expect(p.Types.length).toBeGreaterThan(0);
      expect(p.PriceMin).toBeLessThanOrEqual(p.PriceMax);
    }
    const skyline = await server.json<ProjectDetails>(`/api/Projects/Details?Project=${demo.find((d) => d.Name.startsWith('Skyline'))!.Slug}`);
    expect(skyline.body.Data.Plan).not.toBeNull();
    expect(skyline.body.Data.Units.length).toBe(3);
    expect(skyline.body.Data.LiveListings.every((l) => l.Type === 'Flat' || l.Type === 'Shop')).toBe(true);
  });

  it('are added, read by slug or id, changed and removed by an admin, each change in the audit log', async () => {
    const made = await save(valid);
    expect(made.status, made.body.Message).toBe(200);
    expect(made.body.Message).toBe(ProjectMessages.created(valid.Name));
    expect(made.body.Data.Slug).toBe('zarnigar-towers');
    const id = made.body.Data.ProjectId;

    const bySlug = await server.json<ProjectDetails>('/api/Projects/Details?Project=Zarnigar-Towers');
    expect(bySlug.status).toBe(200);
    const p = bySlug.body.Data;
    expect(p).toMatchObject({
      ProjectId: id, Name: valid.Name, Developer: valid.Developer, City: 'Lahore', Location: '', Phase: 'Phase 1',
      Possession: 'under-construction', PossessionDate: '2029-03', PriceMin: 7_300_000, PriceMax: 12_000_000, Instalments: true,
      Types: ['Flat'], Listings: 0, Plan: plan,
    });
    expect(p.Units[0]).toEqual({ TypeId: 2, Type: 'Flat', Area: 900, AreaUnitId: 3, AreaUnit: 'Square Feet', Beds: 2, PriceMin: 7_300_000, PriceMax: 7_900_000 });
    expect(p.Photos[0]).toContain('apartment-002.jpg');
    expect((await server.json<ProjectDetails>(`/api/projects/details?project=${id}`)).body.Data.Name).toBe(valid.Name);

    const changed = await save({ ...valid, ProjectId: id, Possession: 'ready', PossessionDate: '', Plan: null, Name: 'Zarnigar Towers II' });
    expect(changed.status, changed.body.Message).toBe(200);
    expect(changed.body.Data.Slug).toBe('zarnigar-towers-ii');
    const after = (await server.json<ProjectDetails>(`/api/Projects/Details?Project=${id}`)).body.Data;
    expect(after).toMatchObject({ Possession: 'ready', PossessionDate: null, Plan: null, Instalments: false });

    const inConsole = (await server.json<ProjectForEdit[]>('/api/Admin/Projects', bearer(admin.token))).body.Data.find((x) => x.ProjectId === id);
    expect(inConsole?.PhotoUploads).toEqual(['listings/pool/apartment-002.jpg']);

    const gone = await server.json('/api/Admin/ProjectRemove', bearer(admin.token, jsonPost({ ProjectId: id })));
    expect(gone.status).toBe(200);
    expect((await server.json(`/api/Projects/Details?Project=${id}`)).status).toBe(404);
    expect((await server.json('/api/Admin/ProjectRemove', bearer(admin.token, jsonPost({ ProjectId: id })))).status).toBe(404);

    const audit = (await server.json<AuditPage>('/api/Admin/Audit', bearer(admin.token))).body.Data.Entries
      .filter((e) => e.TargetKind === 'project' && e.TargetId === id).map((e) => e.Action);
    expect(audit.sort()).toEqual(['project-remove', 'project-save', 'project-save']);
  });

  it('refuse a second project of the same name, and a slug clash gets the id', async () => {
    const a = await save({ ...valid, Name: 'Noor Enclave' });
    expect(a.status).toBe(200);
    const again = await save({ ...valid, Name: 'noor enclave' });
    expect(again.status).toBe(409);
    expect(again.body.Data).toMatchObject({ Field: 'Name' });
    const b = await save({ ...valid, Name: 'Noor & Enclave' });
    expect(b.body.Data.Slug).toBe('noor-and-enclave');
    const c = await save({ ...valid, Name: 'Noor and Enclave' });
    expect(c.body.Data.Slug).toBe(`noor-and-enclave-${c.body.Data.ProjectId}`);
  });

  it('refuse bad input with a 400 naming the field, and write nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...valid, Name: '  ' }, 'Name', ProjectMessages.nameRequired],
      [{ ...valid, Developer: undefined }, 'Developer', ProjectMessages.developerRequired],
      [{ ...valid, CityId: 'x' }, 'CityId'],
      [{ ...valid, CityId: 987654 }, 'CityId', ProjectMessages.unknownCity],
      [{ ...valid, LocationId: 99999 }, 'LocationId', ProjectMessages.locationNotInCity],
      [{ ...valid, Possession: 'soon' }, 'Possession', ProjectMessages.possessionRequired],
      [{ ...valid, PossessionDate: '2029-13' }, 'PossessionDate', ProjectMessages.possessionDateInvalid],
      [{ ...valid, Units: [] }, 'Units', ProjectMessages.unitsRequired],
      [{ ...valid, Units: 'flats' }, 'Units', ProjectMessages.unitsRequired],
      [{ ...valid, Units: [{ ...valid.Units[0], PriceMax: 1 }] }, 'Units.0.PriceMax', ProjectMessages.priceRange],
      [{ ...valid, Units: [{ ...valid.Units[0], PriceMin: 1.5 }] }, 'Units.0.PriceMin', ProjectMessages.priceInvalid],
      [{ ...valid, Units: [{ ...valid.Units[0], TypeId: 999 }] }, 'Units.0.TypeId', ProjectMessages.unknownType],
      [{ ...valid, Plan: { ...plan, Years: 0 } }, 'Plan.Years', ProjectMessages.planYears],
      [{ ...valid, Plan: { ...plan, Frequency: 'weekly' } }, 'Plan.Frequency', ProjectMessages.frequencyRequired],
      [{ ...valid, Plan: { ...plan, DownPaymentPercent: 12.345 } }, 'Plan.DownPaymentPercent', ProjectMessages.percentInvalid],
      [{ ...valid, Plan: { ...plan, DownPaymentPercent: 60, PossessionPercent: 10 } }, 'Plan', ProjectMessages.planShares],
      [{ ...valid, Photos: ['../../etc/passwd.jpg'] }, 'Photos.0', ProjectMessages.photoInvalid],
      [{ ...valid, ProjectId: 987654 }, 'ProjectId', ProjectMessages.notFound],
    ];
    for (const [body, field, message] of cases) {
      const r = await save(body);
      expect(r.status, `${field}: ${r.body.Message}`).toBe(field === 'ProjectId' ? 404 : 400);
      expect(r.body.IsSuccess).toBe(false);
      expect(r.body.Data).toMatchObject({ Field: field });
      if (message) expect(r.body.Message).toBe(message);
    }
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM projects WHERE name = ${valid.Name}`);
    expect(row!.n).toBe(0);
    for (const q of ['?City=abc', '?Type=-1', '?MinPrice=lots', '?Instalments=maybe', '?Possession=soon', '?Page=0']) {
      const r = await list(q);
      expect(r.status, q).toBe(400);
      expect(r.body.Data).toHaveProperty('Field');
    }
    expect((await server.json('/api/Projects/Details?Project=no/such')).status).toBe(400);
    expect((await server.json('/api/Projects/Details')).status).toBe(400);
    expect((await server.json('/api/Projects/Details?Project=no-such-project')).status).toBe(404);
  });

  it('are filtered by city, type, price, instalments and possession', async () => {
    const mk = async (name: string, over: Record<string, unknown>) => {
      const r = await save({ ...valid, Name: name, CityId: 4, ...over });
      expect(r.status, r.body.Message).toBe(200);
    };
    // City 4 (Rawalpindi) holds only the test's own projects.
    await mk('Filter Flats', { Units: [{ TypeId: 2, Area: 900, AreaUnitId: 3, Beds: 2, PriceMin: 5_000_000, PriceMax: 6_000_000 }] });
    await mk('Filter Houses', {
      Possession: 'ready', PossessionDate: null, Plan: null,
      Units: [{ TypeId: 1, Area: 10, AreaUnitId: 1, Beds: 4, PriceMin: 30_000_000, PriceMax: 40_000_000 }],
    });
    await mk('Filter Mixed', {
      Units: [{ TypeId: 7, Area: 5, AreaUnitId: 1, Beds: 0, PriceMin: 3_000_000, PriceMax: 3_500_000 },
        { TypeId: 1, Area: 5, AreaUnitId: 1, Beds: 3, PriceMin: 15_000_000, PriceMax: 17_000_000 }],
    });
    const sorted = async (q: string) => (await names(q)).sort();
    expect(await sorted('?City=4')).toEqual(['Filter Flats', 'Filter Houses', 'Filter Mixed']);
    expect(await sorted('?City=4&Type=1')).toEqual(['Filter Houses', 'Filter Mixed']);
    expect(await sorted('?city=4&type=7')).toEqual(['Filter Mixed']);
    expect(await sorted('?City=4&Instalments=true')).toEqual(['Filter Flats', 'Filter Mixed']);
    expect(await sorted('?City=4&Possession=ready')).toEqual(['Filter Houses']);
    expect(await sorted('?City=4&Possession=under-construction')).toEqual(['Filter Flats', 'Filter Mixed']);
    // A project matches a price range when one of its units' ranges meets it.
    expect(await sorted('?City=4&MaxPrice=4000000')).toEqual(['Filter Mixed']);
    expect(await sorted('?City=4&MinPrice=16000000')).toEqual(['Filter Houses', 'Filter Mixed']);
    // Mixed's range runs from 3 to 17 million, but neither of its units costs 7 to 14 million.
    expect(await sorted('?City=4&MinPrice=7000000&MaxPrice=14000000')).toEqual([]);
    // Its plots fit 4 million, but not as a house.
    expect(await sorted('?City=4&Type=1&MaxPrice=4000000')).toEqual([]);
    expect(await sorted('?City=4&MinPrice=5500000&MaxPrice=5600000&Type=2&Instalments=true&Possession=under-construction')).toEqual(['Filter Flats']);
    const page = (await list('?City=4')).body.Data;
    expect(page).toMatchObject({ Total: 3, Page: 1 });
    expect((await list('?City=4&Page=2')).body.Data).toMatchObject({ Items: [], Total: 3, Page: 2 });
  });

  it('are found for a results page: by its places, and by a name typed into search whatever the filters', async () => {
    // City 5 holds only the test's own projects.
    const places = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 5 ORDER BY id LIMIT 2`);
    const [first, second] = places.map((p) => Number(p.id));
    for (const [name, location] of [['Noor Bagh Residency', first], ['Sitara Courts', second]] as const) {
      const r = await save({ ...valid, Name: name, CityId: 5, LocationId: location });
      expect(r.status, r.body.Message).toBe(200);
    }
    const sorted = async (q: string) => (await names(q)).sort();
    expect(await sorted(`?City=5&Locations=${first}`)).toEqual(['Noor Bagh Residency']);
    expect(await sorted(`?City=5&Locations=${first},${second}`)).toEqual(['Noor Bagh Residency', 'Sitara Courts']);
    // The whole name typed, in any case and among other words, finds the project outside the
    // filters (another city, a type it does not sell); part of a name does not.
    expect(await sorted('?City=1&Type=1&Words=' + encodeURIComponent('2 bed flat in SITARA courts'))).toContain('Sitara Courts');
    expect((await names('?City=1&Type=1&Words=' + encodeURIComponent('sitara flat')))).not.toContain('Sitara Courts');
    // Named first, then the filters' own.
    expect((await names('?City=5&Words=' + encodeURIComponent('sitara courts')))[0]).toBe('Sitara Courts');
    // Invented demo projects are found without "(demo)".
    expect(await names('?Words=' + encodeURIComponent('skyline residency karachi'))).toContain('Skyline Residency (demo)');
    // Words alone ask for the projects they name, not every project.
    expect(await names('?Words=' + encodeURIComponent('sitara courts'))).toEqual(['Sitara Courts']);
    expect(await names('?Words=' + encodeURIComponent('house in lahore'))).toEqual([]);
    for (const bad of ['Locations=1;2', 'Locations=abc', `Locations=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, `Words=${'x'.repeat(201)}`]) {
      const r = await list(`?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.Data).toMatchObject({ Field: bad.split('=')[0] });
    }
  });

  it('hold listings an admin links: the listing\'s page names its project, the project lists its live listings', async () => {
    const made = await save({ ...valid, Name: 'Linked Heights' });
    const id = made.body.Data.ProjectId;
    const live = await insertListing(server.database, { title: 'Linked flat for sale', typeId: 2 });
    const pending = await insertListing(server.database, { title: 'Linked pending flat', typeId: 2, status: 'Pending' });
    for (const PropertyId of [live.id, pending.id]) {
      const r = await server.json('/api/Admin/ProjectLink', bearer(admin.token, jsonPost({ PropertyId, ProjectId: id })));
      expect(r.status, r.body.Message).toBe(200);
    }
    const page = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${live.url}`);
    expect(page.body.Data.Project).toEqual({ ProjectId: id, Slug: 'linked-heights', Name: 'Linked Heights' });
    const details = (await server.json<ProjectDetails>('/api/Projects/Details?Project=linked-heights')).body.Data;
    expect(details.Listings).toBe(1);
    expect(details.LiveListings.map((l) => l.Title)).toEqual(['Linked flat for sale']);

    const bad = await server.json('/api/Admin/ProjectLink', bearer(admin.token, jsonPost({ PropertyId: 987654321, ProjectId: id })));
    expect(bad.status).toBe(404);
    expect(bad.body.Data).toMatchObject({ Field: 'PropertyId' });
    expect((await server.json('/api/Admin/ProjectLink', bearer(admin.token, jsonPost({ PropertyId: live.id, ProjectId: 987654 })))).status).toBe(404);
    expect((await server.json('/api/Admin/ProjectLink', bearer(admin.token, jsonPost({ PropertyId: 'x', ProjectId: id })))).status).toBe(400);

    const out = await server.json('/api/Admin/ProjectLink', bearer(admin.token, jsonPost({ PropertyId: live.id, ProjectId: 0 })));
    expect(out.status).toBe(200);
    expect((await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${live.url}`)).body.Data.Project).toBeUndefined();

    // Removing the project leaves its listings on their own.
    await server.json('/api/Admin/ProjectLink', bearer(admin.token, jsonPost({ PropertyId: live.id, ProjectId: id })));
    await server.json('/api/Admin/ProjectRemove', bearer(admin.token, jsonPost({ ProjectId: id })));
    const alone = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${live.url}`);
    expect(alone.status).toBe(200);
    expect(alone.body.Data.Project).toBeUndefined();
  });
});

describe('project photos', () => {
  const png = (width: number, height: number, hue: number) => sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  }).png().toBuffer();
  const photoForm = (files: Array<{ bytes: Uint8Array; name: string; type?: string }>) => {
    const form = new FormData();
    for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
    return form;
  };
  const upload = (form: FormData, token?: string) =>
    server.json<ProjectPhotosStored>('/api/Admin/ProjectPhotos', token ? bearer(token, { method: 'POST', body: form }) : { method: 'POST', body: form });
  const anonymousImage = (upload: string) => server.fetch(`/api/Images/Image?upload=${encodeURIComponent(upload)}`);

  it('are uploaded by admins only: 403 for anonymous callers and normal users', async () => {
    const bytes = await png(40, 30, 10);
    for (const token of [undefined, normal.token]) {
      const res = await upload(photoForm([{ bytes, name: 'front.png', type: 'image/png' }]), token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ IsSuccess: false, Message: AdminMessages.forbidden, Data: null });
    }
  });

  it('refuse a file that is not a PNG or JPEG, no file at all, and more than a project holds', async () => {
    const text = await upload(photoForm([{ bytes: new TextEncoder().encode('not an image at all'), name: 'brochure.jpg' }]), admin.token);
    expect(text.status).toBe(400);
    expect(text.body.Message).toBe('"brochure.jpg" is not a PNG or JPEG image.');
    // A GIF is an image, but not one a listing may carry.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).gif().toBuffer();
    const refusedGif = await upload(photoForm([{ bytes: gif, name: 'anim.gif', type: 'image/gif' }]), admin.token);
    expect(refusedGif.status).toBe(400);
    expect(refusedGif.body.Message).toBe('"anim.gif" is not a PNG or JPEG image.');
    const none = await upload(new FormData(), admin.token);
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe(ProjectMessages.photosRequired);
    const one = await png(20, 20, 30);
    const many = await upload(photoForm(Array.from({ length: MAX_PROJECT_PHOTOS + 1 }, (_, i) => ({ bytes: one, name: `p${i}.png`, type: 'image/png' }))), admin.token);
    expect(many.status).toBe(400);
  });

  it('are re-encoded as listing photos are, shown once a project names them, and kept from the orphan sweep', async () => {
    const wide = await png(2400, 1000, 200);
    const small = await png(300, 200, 60);
    const unused = await png(64, 48, 90);
    const res = await upload(photoForm([
      { bytes: wide, name: 'site.png', type: 'image/png' }, { bytes: small, name: 'lobby.png', type: 'image/png' },
      { bytes: unused, name: 'spare.png', type: 'image/png' },
    ]), admin.token);
    expect(res.status, res.body.Message).toBe(200);
    const [site, lobby, spare] = res.body.Data.Uploads;
    for (const u of res.body.Data.Uploads) expect(u).toMatch(/^listings\/[0-9a-f]{2}\/[0-9a-f]{40}\.jpg$/);
    const stored = await sharp((await server.deps.uploads.get(site!))!).metadata();
    expect(stored.format).toBe('jpeg');
    expect(Math.max(stored.width!, stored.height!)).toBe(1920);

    // Nobody's yet: a stranger is not shown it.
    expect((await anonymousImage(lobby!)).status).toBe(404);

    const saved = await save({ ...valid, Name: 'Photo Court', Photos: [lobby, site] });
    expect(saved.status, saved.body.Message).toBe(200);
    const details = (await server.json<ProjectDetails>(`/api/Projects/Details?Project=${saved.body.Data.Slug}`)).body.Data;
    expect(details.Photos.map((p) => new URL(p).searchParams.get('upload'))).toEqual([lobby, site]);
    expect(new URL(details.Cover).searchParams.get('upload')).toBe(lobby);
    const shown = await anonymousImage(lobby!);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/^image\//);

    // An upload not yet named waits for its save; once it has waited too long, the sweep takes it.
    await removeOrphanUploads(server.database, server.deps.uploads, 0);
    expect(await server.deps.uploads.exists(spare!)).toBe(true);
    const swept = await removeOrphanUploads(server.database, server.deps.uploads, 0, 0);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await server.deps.uploads.exists(site!)).toBe(true);
    expect(await server.deps.uploads.exists(lobby!)).toBe(true);
    expect(await server.deps.uploads.exists(spare!)).toBe(false);
    // Gone from the store, it cannot be named either.
    const late = await save({ ...valid, ProjectId: saved.body.Data.ProjectId, Name: 'Photo Court', Photos: [lobby, spare] });
    expect(late.status).toBe(400);
    expect(late.body.Message).toBe(ProjectMessages.photoNotUploaded);

    // A failed upload of a photo another upload is waiting with leaves that one alone.
    const waiting = await upload(photoForm([{ bytes: await png(80, 60, 140), name: 'gate.png', type: 'image/png' }]), admin.token);
    const gate = waiting.body.Data.Uploads[0]!;
    const failed = await upload(photoForm([
      { bytes: await png(80, 60, 140), name: 'gate-again.png', type: 'image/png' },
      { bytes: new TextEncoder().encode('not an image'), name: 'notes.jpg' },
    ]), admin.token);
    expect(failed.status).toBe(400);
    expect(await server.deps.uploads.exists(gate)).toBe(true);

    // Taken out of the project, a photo is nobody's again.
    await save({ ...valid, ProjectId: saved.body.Data.ProjectId, Name: 'Photo Court', Photos: [site] });
    expect((await anonymousImage(lobby!)).status).toBe(404);
  });

  it('may name only photos uploaded for a project: a pending listing\'s photo is refused and stays private', async () => {
    const privateUpload = `listings/ab/${'c'.repeat(40)}.jpg`;
    await insertListing(server.database, { status: 'Pending', images: [privateUpload] });
    const res = await save({ ...valid, Name: 'Borrowed Heights', Photos: ['listings/pool/apartment-002.jpg', privateUpload] });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(ProjectMessages.photoNotUploaded);
    expect((await list('?Words=Borrowed')).body.Data.Items.map((i) => i.Name)).not.toContain('Borrowed Heights');
  });
});
