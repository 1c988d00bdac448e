import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';

/**
 * Generated bad input against every endpoint: never a 500, never a stack trace, always a JSON
 * answer with a clear message, and nothing half-written.
 */
let server: TestServer;
let token: string;
let cases = 0;
beforeAll(async () => {
  server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '0' } });
  token = (await registeredUser(server, 'fuzz')).token;
});
afterAll(async () => {
  console.log(`bad-input sweep: ${cases} generated requests, none answered 5xx`);
  await server?.close();
});

const weird = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', '%00', '<script>alert(1)</script>', "'; DROP TABLE users; --",
    '\u202e\u0627\u0644', '🏠'.repeat(40), 'NaN', '-1', '1e309', '0x10', '99999999999999999999', 'null', 'true', '[]', '{}'),
  fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((b) => Number(b)),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const jsonValue = fc.oneof(weird, fc.array(weird, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 10 }), weird, { maxKeys: 4 }));

const JSON_POSTS: Record<string, string[]> = {
  '/api/Account/Login': ['username', 'password'],
  '/api/Account/Register': ['FirstName', 'LastName', 'UserName', 'Email', 'Password', 'ConfirmPassword', 'ReturnUrl'],
  '/api/Account/ChangePassword': ['currentPassword', 'newPassword', 'confirmPassword'],
  '/api/Account/SaveAreaUnit': ['Unit', 'MarlaSize'],
  '/api/ForgotPassword/ForgotPassword': ['EmailAddress'],
  '/api/ForgotPassword/ResetPassword': ['key', 'newPassword', 'confirmPassword'],
  '/api/Property/SearchProperty': ['Purpose', 'City', 'Location', 'Keywords', 'PropertyType', 'MinPrice', 'MaxPrice', 'AreaUnit', 'MinArea', 'MaxArea', 'BedRooms', 'BathRooms', 'PageNumber', 'PageSize', 'SortBy', 'VerifiedOnly', 'OwnersOnly', 'HideUnapproved', 'Possession'],
  '/api/Phone/SendCode': ['PhoneNumber'],
  '/api/Phone/Verify': ['PhoneNumber', 'Code'],
  '/api/Property/GetDropDownData': ['City'],
  '/api/Contact/PropertyOwner': ['PropertyId', 'PropertyUrl', 'subject', 'ownerEmail', 'fullName', 'emailAddress', 'phoneNumber', 'message'],
  '/api/Contact/Us': ['fullName', 'emailAddress', 'phoneNumber', 'subject', 'message'],
  '/api/Property/RevealPhone': ['PropertyId', 'DeviceId'],
  '/api/Admin/SocietySet': ['LocationId', 'Authority', 'Status', 'SourceUrl', 'CheckedOn', 'Note'],
  '/api/Admin/SocietyRemove': ['LocationId'],
  '/api/Admin/ProjectSave': ['ProjectId', 'Name', 'Developer', 'CityId', 'LocationId', 'Phase', 'Description', 'Photos', 'Possession', 'PossessionDate', 'Units', 'Plan'],
  '/api/Admin/ProjectRemove': ['ProjectId'],
  '/api/Admin/ProjectLink': ['ProjectId', 'PropertyId'],
  '/api/Property/Relist': ['PropertyId', 'Withdraw'],
  '/api/Enquiries/Reply': ['ThreadId', 'Key', 'Message'],
  '/api/Enquiries/SetStatus': ['ThreadId', 'Status'],
  '/api/Enquiries/Handled': ['ThreadId', 'Key', 'Via'],
  '/api/Enquiries/Release': ['ThreadId', 'Key'],
  '/api/Admin/PhotoCheckApprove': ['CheckId'],
  '/api/Admin/PhotoCheckRefuse': ['CheckId', 'Reason'],
  '/api/Profiles/Save': ['DisplayName', 'Bio', 'Public', 'Areas', 'RemovePhoto'],
  '/api/Agencies/Save': ['Name', 'Address', 'Description'],
  '/api/Agencies/Invite': ['Email'],
  '/api/Agencies/Accept': ['Invite', 'Key'],
  '/api/Agencies/Remove': ['UserId'],
  '/api/Agencies/Leave': ['UserId'],
  '/api/Admin/HeldEnquiryRelease': ['ThreadId'],
  '/api/Admin/HeldEnquiryDelete': ['ThreadId'],
};
const QUERY_CALLS: Array<[string, string, string[]]> = [
  ['GET', '/api/Property/SearchProperty', ['Purpose', 'City', 'Location', 'Keywords', 'PropertyType', 'MinPrice', 'MaxPrice', 'AreaUnit', 'MinArea', 'MaxArea', 'BedRooms', 'BathRooms', 'PageNumber', 'PageSize', 'SortBy', 'VerifiedOnly', 'OwnersOnly', 'HideUnapproved', 'Bounds', 'Near', 'Area']],
  ['GET', '/api/Property/GetLocations', ['cityId']],
  ['GET', '/api/Property/Locations', ['cityId']],
  ['GET', '/api/Property/GetPropertyDetailsByUrl', ['propertyUrl']],
  ['GET', '/api/Property/GetPropertyDetailsByID', ['PropertyId', 'IncludeImages']],
  ['GET', '/api/Projects/List', ['City', 'Type', 'MinPrice', 'MaxPrice', 'Instalments', 'Possession', 'Page']],
  ['GET', '/api/Projects/Details', ['Project']],
  ['GET', '/api/Property/AskingMedian', ['PurposeId', 'TypeId', 'LocationId']],
  ['GET', '/api/Images/Image', ['upload', 'size', 'quality']],
  ['GET', '/api/Images/Share', ['upload']],
  ['GET', '/api/Guides/Area', ['City', 'Area']],
  ['GET', '/api/account/confirm/email', ['key']],
  ['GET', '/api/property/DeleteProperty', ['Id']],
  ['GET', '/api/property/MarkSoldProperty', ['Id']],
  ['GET', '/api/property/approve', ['key', 'email']],
  ['GET', '/api/property/reject', ['key', 'email']],
  ['GET', '/api/PhotoCheck/Status', ['PropertyId']],
  ['POST', '/api/Account/IsUserNameAvailable', ['userName']],
  ['POST', '/api/Account/IsEmailRegistered', ['emailAddress']],
  ['POST', '/api/Marketing/Contacts/IsPhoneNumberRegistered', ['PhoneNumber']],
  ['POST', '/api/Marketing/Register/PhoneNumber/', ['Name', 'PhoneNumber']],
  ['GET', '/api/Enquiries/Thread', ['ThreadId', 'Key']],
  ['GET', '/api/Enquiries/ResponseFigure', ['PropertyId']],
  ['GET', '/api/Profiles/Agent', ['Slug']],
  ['GET', '/api/Profiles/Listings', ['Agent', 'Agency', 'Purpose', 'PropertyType', 'SortBy', 'Page']],
  ['GET', '/api/Agencies/Details', ['Slug']],
  ['GET', '/api/Agencies/InviteView', ['Invite', 'Key']],
  ['GET', '/api/Agencies/InvitePreview', ['Invite', 'Key']],
  ['GET', '/api/Admin/HeldEnquiries', ['ThreadId']],
];
const MULTIPART = ['/api/Property/SubmitPropertyAnonymous', '/api/Property/SubmitPropertyDetails', '/api/Account/SaveProfile', '/api/PhotoCheck/Request', '/api/Profiles/SavePhoto', '/api/Agencies/SaveLogo'];

async function expectClean(res: Response, label: string): Promise<void> {
  cases += 1;
  const text = await res.text();
  expect(res.status, `${label} -> ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)|node_modules|stack/i);
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const body = JSON.parse(text) as unknown;
    if (res.status >= 400) {
      expect(body, label).toMatchObject({ IsSuccess: false });
      expect((body as { Message: string }).Message.length, label).toBeGreaterThan(3);
    }
  }
}

const countRows = async () => (await server.database.rows<{ n: number }>(sql`
  SELECT (SELECT count(*) FROM properties)::int + (SELECT count(*) FROM users)::int + (SELECT count(*) FROM enquiries)::int
    + (SELECT count(*) FROM contact_messages)::int + (SELECT count(*) FROM marketing_contacts)::int AS n`))[0]!.n;

// Login and password calls run a real scrypt per request: the sweep takes its time on two busy cores.
describe('bad input sweep', { timeout: 300_000 }, () => {
  it('JSON endpoints: generated bodies, malformed JSON and wrong content types', async () => {
    const before = await countRows();
    for (const [path, keys] of Object.entries(JSON_POSTS)) {
      await fc.assert(fc.asyncProperty(
        fc.record(Object.fromEntries(keys.map((k) => [k, weird])), { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 3 }),
        async (known, extra) => {
          const res = await server.fetch(path, bearer(token, {
            method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${cases % 200}.${cases % 250}` },
            body: JSON.stringify({ ...extra, ...known }),
          }));
          await expectClean(res, `${path} ${JSON.stringify(known).slice(0, 120)}`);
        }), { numRuns: 25 });
      for (const raw of ['{', '[1,2', 'null', '"str"', '1', 'true', '\u0000', '{"a":1}'.repeat(3)]) {
        await expectClean(await server.fetch(path, bearer(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: raw })), `${path} raw ${raw}`);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
        await expectClean(await server.fetch(path, bearer(token, { method: 'POST', headers: { 'Content-Type': type }, body: 'a=b' })), `${path} ${type}`);
      }
    }
    // Generated junk is refused whole: valid-looking data can be written by chance, so only the
    // tables a refused request could touch are compared when nothing valid was possible.
    expect(await countRows()).toBeGreaterThanOrEqual(before);
  });

  it('query endpoints: generated parameters, path tricks and odd encodings', async () => {
    for (const [method, path, keys] of QUERY_CALLS) {
      await fc.assert(fc.asyncProperty(
        fc.record(Object.fromEntries(keys.map((k) => [k, weird.map((v) => String(v))])), { requiredKeys: [] }),
        async (params) => {
          const qs = new URLSearchParams(params as Record<string, string>).toString();
          const res = await server.fetch(`${path}?${qs}`, bearer(token, { method, headers: { 'Content-Type': 'application/json' } }));
          await expectClean(res, `${method} ${path}?${qs.slice(0, 120)}`);
        }), { numRuns: 20 });
    }
    for (const tricky of ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5c..%5cwindows', '%E0%A4%A', 'site%2F..%2F..%2Fpackage.json', 'listings/%00.jpg']) {
      await expectClean(await server.fetch(`/api/Images/Image?upload=${tricky}`), `image ${tricky}`);
      await expectClean(await server.fetch(`/api/Images/Share?upload=${tricky}`), `share image ${tricky}`);
      await expectClean(await server.fetch(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${tricky}`), `slug ${tricky}`);
    }
    await expectClean(await server.fetch('/api/Property/GetLocations?cityId=1&cityId=2&CITYID=x'), 'repeated keys');
    await expectClean(await server.fetch('/api/Property/SearchProperty?City=1&City=2&CITY=x&Location=1&Location=y'), 'search repeated keys');
  });

  it('a search as a GET refuses what the POST refuses, with the same 400 naming the same field', async () => {
    for (const [field, value] of [['Purpose', '3'], ['City', '-1'], ['Location', 'a,b'], ['MaxPrice', '1.5'], ['MinArea', 'lots'],
      ['BedRooms', '1e3'], ['PageNumber', '0'], ['SortBy', 'random'], ['VerifiedOnly', 'maybe'], ['OwnersOnly', 'yes'], ['Bounds', '1,2']] as const) {
      const byGet = await server.fetch(`/api/Property/SearchProperty?${new URLSearchParams({ [field]: value })}`);
      const byPost = await server.fetch('/api/Property/SearchProperty', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ [field]: value }) });
      expect(byGet.status, field).toBe(400);
      const body = await byGet.json() as { Data: { Field: string } };
      expect(body.Data.Field, field).toBe(field);
      expect(body, field).toEqual(await byPost.json());
    }
  });

  it('multipart endpoints: generated fields, broken bodies, non-images and odd files', async () => {
    const before = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties`);
    for (const path of MULTIPART) {
      await fc.assert(fc.asyncProperty(
        fc.dictionary(fc.constantFrom('Title', 'Price', 'TypeId', 'CityId', 'OtherFeatures', 'KeepImages', 'ImageOrder', 'PropertyId', 'FirstName', 'Phone', 'PosterKind', 'PossessionStatus', 'InstalmentsPaid', 'InstalmentsRemaining', 'InstalmentAmount', 'junk'), weird.map(String), { maxKeys: 6 }),
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 3 }),
        async (fields, files) => {
          const fd = new FormData();
          for (const [k, v] of Object.entries(fields)) fd.append(k, v);
          for (const f of files) fd.append('file', new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), 'x.jpg');
          await expectClean(await server.fetch(path, bearer(token, { method: 'POST', body: fd })), `${path} ${JSON.stringify(fields).slice(0, 100)}`);
        }), { numRuns: 20 });
      await expectClean(await server.fetch(path, bearer(token, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' }, body: '--zzz\r\nbroken' })), `${path} broken multipart`);
      await expectClean(await server.fetch(path, bearer(token, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, body: 'no boundary' })), `${path} no boundary`);
    }
    const after = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('unknown paths, methods and huge headers', async () => {
    for (const p of ['/api/', '/api/Property', '/api/Property/../Account/profile', '/api/%ZZ', `/api/${'a/'.repeat(300)}`]) {
      await expectClean(await server.fetch(p), p);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      await expectClean(await server.fetch('/api/Property/SearchProperty', { method }), method);
    }
    await expectClean(await server.fetch('/api/Account/profile', { headers: { Authorization: `Bearer ${'x'.repeat(5000)}` } }), 'long token');
    await expectClean(await server.fetch('/api/Account/profile', { headers: { Authorization: 'Basic abc' } }), 'basic auth');
  });
});

describe('deeply nested bodies', () => {
  it('are refused with a 400 naming the field, before anything walks them, and the server keeps answering', async () => {
    const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
    for (const [path, field] of [['/api/Property/SearchProperty', 'Keywords'], ['/api/Account/Login', 'UserName']] as const) {
      const res = await server.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `{"${field}":${deep(30_000)}}` });
      const body = await res.json() as { IsSuccess: boolean; Message: string };
      expect(res.status, path).toBe(400);
      expect(body.Message.toLowerCase()).toBe(`${field.toLowerCase()} is nested too deeply.`);
    }
    expect((await server.fetch('/api/Home/WhatOurClientSays')).status).toBe(200);
  });
});
