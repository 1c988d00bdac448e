import { spawn } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';
import { startTestServer, jsonPost, type TestServer } from './support/server.ts';
import { bearer, newPerson, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { AdminMessages, type AdminPendingItem, type AdminUser, type AuditPage } from '../../src/contract/admin.ts';
import type { CurrentUser, SubmitResult } from '../../src/contract/types.ts';

let server: TestServer;
let admin: { token: string; userName: string; email: string };
let owner: { token: string; email: string; userName: string };

/** `npm run admin -- ...` against the test server's database, with the server stopped (PGlite needs that). */
async function adminScript(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  let result = { status: null as number | null, stdout: '', stderr: '' };
  await server.whileStopped(async () => {
    // Not spawnSync: the event loop must stay free to see the stopped server's sockets close.
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'admin.mjs'), ...args], {
      env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' },
    });
    child.stdout.on('data', (d: Buffer) => { result.stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { result.stderr += d.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    result = { ...result, status: code };
  });
  return result;
}

const photo = (hue: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 120, b: 90 } } }).jpeg().toBuffer();

/** Submits a listing the way the app does, signed in, so it gets an approval mail with links. */
async function submit(token: string, title: string, extra: Record<string, string> = {}): Promise<number> {
  const fd = new FormData();
  const fields = {
    Title: title, Description: 'Double storey, near park and mosque.', PurposeId: '1', TypeId: '1', Price: '45000000',
    BedRoomId: '4', BathRoomId: '3', Area: '10', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]',
    FullName: 'Imran Qureshi', EmailAddress: 'imran@example.pk', PhoneNumber: '03001234567', ...extra,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', new Blob([new Uint8Array(await photo(title.length * 9 % 256))], { type: 'image/jpeg' }), 'front.jpg');
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, visitor({ method: 'POST', body: fd })));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data.PropertyId;
}

function approvalLink(title: string, kind: 'approve' | 'reject'): URL {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  return linkIn(mail, `/property/verification/${kind}`);
}

const status = async (id: number) =>
  (await server.database.rows<{ status: string }>(sql`SELECT status FROM properties WHERE id = ${id}`))[0]!.status;

const pending = async () => (await server.json<AdminPendingItem[]>('/api/Admin/Pending', bearer(admin.token))).body.Data;
const auditFor = async (kind: string, id: number) =>
  (await server.json<AuditPage>('/api/Admin/Audit', bearer(admin.token))).body.Data.Entries.filter((e) => e.TargetKind === kind && e.TargetId === id);

const login = (name: string) => server.json<CurrentUser>('/api/Account/Login', visitor(jsonPost({ username: name, password: 'Secret-pass-1' })));

beforeAll(async () => {
  server = await startTestServer();
  const a = await registeredUser(server, 'admin');
  const o = await registeredUser(server, 'owner');
  admin = { token: a.token, userName: a.person.UserName, email: a.person.Email };
  owner = { token: o.token, email: o.person.Email, userName: o.person.UserName };
  const granted = await adminScript('grant', a.person.Email.toUpperCase());
  expect(granted.status, granted.stderr).toBe(0);
  expect(granted.stdout).toMatch(/is now an admin/);
}, 120_000);
afterAll(async () => { await server?.close(); });

describe('who may use the admin API', () => {
  const endpoints: Array<[string, string, unknown?]> = [
    ['GET', '/api/Admin/Me'],
    ['GET', '/api/Admin/Pending'],
    ['POST', '/api/Admin/Approve', { PropertyId: 999999 }],
    ['POST', '/api/Admin/Reject', { PropertyId: 999999, Reason: 'duplicate' }],
    ['GET', '/api/Admin/Users?Query=ayesha'],
    ['POST', '/api/Admin/Suspend', { UserId: 999999, Note: 'x' }],
    ['POST', '/api/Admin/Unsuspend', { UserId: 999999, Note: 'x' }],
    ['GET', '/api/Admin/Audit'],
    ['GET', '/api/Admin/Reported'],
    ['POST', '/api/Admin/DecideReport', { PropertyId: 999999, Action: 'dismiss' }],
  ];
  const call = (method: string, url: string, body: unknown, token?: string) => {
    const init: RequestInit = method === 'POST' ? jsonPost(body) : {};
    return server.json(url, token ? bearer(token, init) : init);
  };

  it('answers 403 to anonymous callers, normal users and the ADMIN_EMAIL account; admins get through, in any case of the path', async () => {
    // The address that receives approval mails is not an admin just by registering.
    const person = { ...newPerson('adminmail'), Email: server.config.adminEmail.toLowerCase() };
    expect((await server.json('/api/Account/Register', visitor(jsonPost(person)))).status).toBe(200);
    const key = linkIn(mailsTo(server.config.dataDir, person.Email).at(-1)!, '/registration/confirmation').searchParams.get('key')!;
    const adminMailUser = (await server.json<CurrentUser>(`/api/account/confirm/email?key=${key}`, visitor())).body.Data.AuthWebToken!;

    for (const [method, url, body] of endpoints) {
      for (const token of [undefined, 'not-a-real-token', owner.token, adminMailUser]) {
        const res = await call(method, url, body, token);
        expect(res.status, `${method} ${url} as ${token?.slice(0, 6) ?? 'anonymous'}`).toBe(403);
        expect(res.body).toEqual({ IsSuccess: false, Message: AdminMessages.forbidden, Data: null });
      }
      const res = await call(method, url.replace('/api/Admin/', '/api/aDMIN/'), body, admin.token);
      expect(res.status, `${method} ${url} as admin`).not.toBe(403);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('validates admin input with the 400 envelope naming the field', async () => {
    const noReason = await server.json('/api/Admin/Reject', bearer(admin.token, jsonPost({ PropertyId: 1 })));
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ IsSuccess: false, Message: AdminMessages.reasonRequired, Data: { Field: 'Reason' } });
    const otherWithoutNote = await server.json('/api/Admin/Reject', bearer(admin.token, jsonPost({ propertyid: 1, reason: 'other' })));
    expect(otherWithoutNote.status).toBe(400);
    expect(otherWithoutNote.body.Data).toEqual({ Field: 'Note', Message: AdminMessages.noteRequired });
    const longNote = await server.json('/api/Admin/Approve', bearer(admin.token, jsonPost({ PropertyId: 1, Note: 'x'.repeat(501) })));
    expect(longNote.status).toBe(400);
    const suspendWithoutWhy = await server.json('/api/Admin/Suspend', bearer(admin.token, jsonPost({ UserId: 1 })));
    expect(suspendWithoutWhy.body.Data).toEqual({ Field: 'Note', Message: AdminMessages.noteRequired });
    const shortQuery = await server.json('/api/Admin/Users?Query=a', bearer(admin.token));
    expect(shortQuery.status).toBe(400);
  });
});

describe('the pending queue', () => {
  it('lists pending listings oldest first with photos the admin can load, all fields and the owner\'s other listings', async () => {
    // Karachi (city 2), with the owner's point: the admin checks it is where the listing says.
    const first = await submit(owner.token, 'Queue house first', { PinLatitude: '24.81234', PinLongitude: '67.04321' });
    const second = await submit(owner.token, 'Queue house second');
    const queue = await pending();
    const ids = queue.map((q) => q.PropertyId);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const dates = queue.map((q) => q.CreateDate);
    expect([...dates].sort()).toEqual(dates);

    const item = queue.find((q) => q.PropertyId === first)!;
    expect(item).toMatchObject({
      Title: 'Queue house first', Type: 'House', Purpose: 'For Sale', Price: 45000000, PriceInWords: '4.5 Crore', Area: 10,
      BedRooms: '4', BathRooms: '3', ContactFullName: 'Imran Qureshi', ContactEmail: 'imran@example.pk', ContactPhone: '03001234567',
      Owner: { UserName: owner.userName, EmailAddress: owner.email, Suspended: false },
      Pin: { Latitude: 24.81234, Longitude: 67.04321, ShowExact: false },
    });
    expect(queue.find((q) => q.PropertyId === second)!.Pin).toBeNull();
    expect(item.OwnerOtherListings.map((l) => l.PropertyId)).toContain(second);
    // Its purpose, so a rent reads "/month" in the console.
    expect(item.OwnerOtherListings.find((l) => l.PropertyId === second)?.Purpose).toBe('For Sale');
    expect(item.Images).toHaveLength(1);
    const photoUrl = new URL(item.Images[0]!);
    expect(photoUrl.searchParams.get('console')).toBe('1');
    const loaded = await server.fetch(`${photoUrl.pathname}${photoUrl.search}`);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('cache-control')).toBe('private, no-store');
    // Without the admin's signature the pending photo stays private.
    photoUrl.searchParams.delete('access');
    expect((await server.fetch(`${photoUrl.pathname}${photoUrl.search}`)).status).toBe(404);
  });

  it('approves from the console: live, the owner is mailed, the mailed links are spent, and it is audit-logged', async () => {
    const id = await submit(owner.token, 'Console approved house');
    const res = await server.json('/api/Admin/Approve', bearer(admin.token, jsonPost({ PropertyId: id })));
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Message).toBe(AdminMessages.approved('Console approved house'));
    expect(await status(id)).toBe('Active');
    expect(mailsTo(server.config.dataDir, owner.email).at(-1)!.subject).toBe('Your property is live: Console approved house');
    expect((await pending()).some((q) => q.PropertyId === id)).toBe(false);

    // The mail's links act on the same state: the listing is decided, so they change nothing.
    const link = approvalLink('Console approved house', 'reject');
    const late = await server.json(`/api/property/reject?${link.searchParams.toString()}`);
    expect(late.status).toBe(400);
    expect(await status(id)).toBe('Active');
    const again = await server.json('/api/Admin/Reject', bearer(admin.token, jsonPost({ PropertyId: id, Reason: 'duplicate' })));
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(AdminMessages.notPending);

    const log = await auditFor('listing', id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ Actor: admin.userName, Action: 'approve', Target: 'Console approved house', Reason: null });
  });

  it('rejects with a reason from the list and a note, both mailed to the owner and logged', async () => {
    const id = await submit(owner.token, 'Console rejected house');
    const res = await server.json('/api/Admin/Reject', bearer(admin.token, jsonPost({
      PropertyId: id, Reason: 'wrong-price', Note: 'A 10 Marla house in this block sells for about 4 Crore.',
    })));
    expect(res.status, res.body.Message).toBe(200);
    expect(await status(id)).toBe('Rejected');
    const mail = mailsTo(server.config.dataDir, owner.email).at(-1)!;
    expect(mail.subject).toBe('Your property was not approved: Console rejected house');
    expect(mail.body).toContain('Reason: The price looks wrong');
    expect(mail.body).toContain('A 10 Marla house in this block sells for about 4 Crore.');
    const [entry] = await auditFor('listing', id);
    expect(entry).toMatchObject({ Actor: admin.userName, Action: 'reject' });
    expect(entry!.Reason).toBe('The price looks wrong — A 10 Marla house in this block sells for about 4 Crore.');
    // The approve link arrived before the decision; it is spent now.
    const link = approvalLink('Console rejected house', 'approve');
    expect((await server.json(`/api/property/approve?${link.searchParams.toString()}`)).status).toBe(400);
    expect(await status(id)).toBe('Rejected');
  });

  it('a decision by the mailed link leaves the console\'s queue, cannot be decided again there, and is logged', async () => {
    const id = await submit(owner.token, 'Link approved house');
    expect((await pending()).some((q) => q.PropertyId === id)).toBe(true);
    const link = approvalLink('Link approved house', 'approve');
    expect((await server.json(`/api/property/approve?${link.searchParams.toString()}`)).status).toBe(200);
    expect(await status(id)).toBe('Active');
    expect((await pending()).some((q) => q.PropertyId === id)).toBe(false);
    const late = await server.json('/api/Admin/Reject', bearer(admin.token, jsonPost({ PropertyId: id, Reason: 'photos' })));
    expect(late.status).toBe(409);
    expect(await status(id)).toBe('Active');
    const log = await auditFor('listing', id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ Actor: `e-mail link (${server.config.adminEmail.toLowerCase()})`, Action: 'approve' });
  });
});

describe('user lookup and suspension', () => {
  it('finds accounts by name or e-mail with their listings', async () => {
    const found = await server.json<AdminUser[]>(`/api/Admin/Users?Query=${encodeURIComponent(owner.email.slice(0, 12).toUpperCase())}`, bearer(admin.token));
    expect(found.status).toBe(200);
    const me = found.body.Data.find((u) => u.EmailAddress === owner.email)!;
    expect(me).toMatchObject({ UserName: owner.userName, IsAdmin: false, Confirmed: true, SuspendedAt: null });
    expect(me.Listings.map((l) => l.Title)).toEqual(expect.arrayContaining(['Queue house first', 'Console rejected house']));
    // LIKE's wildcards are searched literally.
    expect((await server.json<AdminUser[]>('/api/Admin/Users?Query=%25%25', bearer(admin.token))).body.Data).toEqual([]);
  });

  it('suspending revokes every session and refuses login with a clear message; lifting it lets them in again', async () => {
    const { person, token } = await registeredUser(server, 'suspect');
    const second = (await login(person.UserName)).body.Data.AuthWebToken!;
    const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${person.UserName}`);
    const userId = Number(row!.id);

    const res = await server.json('/api/Admin/Suspend', bearer(admin.token, jsonPost({ UserId: userId, Note: 'Asked buyers for a token payment.' })));
    expect(res.status, res.body.Message).toBe(200);
    for (const t of [token, second]) expect((await server.json('/api/Account/profile', bearer(t))).status).toBe(401);

    const refused = await login(person.Email);
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe(AdminMessages.accountSuspended(server.config.adminEmail));
    // A wrong password still reads as a wrong password: suspension is only told to the account's owner.
    const guessed = await server.json('/api/Account/Login', visitor(jsonPost({ username: person.UserName, password: 'wrong-pass-1' })));
    expect(guessed.status).toBe(400);

    expect((await server.json('/api/Admin/Suspend', bearer(admin.token, jsonPost({ UserId: userId, Note: 'again' })))).status).toBe(409);
    const [entry] = await auditFor('user', userId);
    expect(entry).toMatchObject({ Actor: admin.userName, Action: 'suspend', Target: person.UserName, Reason: 'Asked buyers for a token payment.' });

    expect((await server.json('/api/Admin/Unsuspend', bearer(admin.token, jsonPost({ UserId: userId, Note: 'Cleared after a call.' })))).status).toBe(200);
    expect((await login(person.UserName)).status).toBe(200);
    expect((await auditFor('user', userId)).map((e) => e.Action)).toEqual(['unsuspend', 'suspend']);
  });

  it('will not suspend an admin', async () => {
    const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${admin.userName}`);
    const res = await server.json('/api/Admin/Suspend', bearer(admin.token, jsonPost({ UserId: Number(row!.id), Note: 'test' })));
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(AdminMessages.cannotSuspendAdmin);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    const [before] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM admin_audit`);
    expect(before!.n).toBeGreaterThan(0);
    await expect(server.database.rows(sql`UPDATE admin_audit SET reason = 'edited'`)).rejects.toThrow();
    await expect(server.database.rows(sql`DELETE FROM admin_audit`)).rejects.toThrow();
    await expect(server.database.exec('TRUNCATE admin_audit')).rejects.toThrow();
    const [after] = await server.database.rows<{ n: number; edited: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE reason = 'edited')::int AS edited FROM admin_audit`);
    expect(after).toEqual({ n: before!.n, edited: 0 });
  });

  it('pages newest first', async () => {
    const first = (await server.json<AuditPage>('/api/Admin/Audit', bearer(admin.token))).body.Data;
    const ids = first.Entries.map((e) => e.Id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const older = (await server.json<AuditPage>(`/api/Admin/Audit?Before=${ids[1]}`, bearer(admin.token))).body.Data;
    expect(older.Entries[0]!.Id).toBe(ids[2] ?? older.Entries[0]!.Id);
    expect(older.Entries.every((e) => e.Id < ids[1]!)).toBe(true);
  });
});

describe('npm run admin', () => {
  it('grants and revokes by user name or e-mail, logs both, and refuses unknown accounts', async () => {
    const { person, token } = await registeredUser(server, 'promoted');
    expect((await server.json('/api/Admin/Me', bearer(token))).status).toBe(403);

    const grant = await adminScript('grant', person.UserName);
    expect(grant.status, grant.stderr).toBe(0);
    expect((await server.json('/api/Admin/Me', bearer(token))).body.Data).toEqual({ UserName: person.UserName });
    expect((await adminScript('grant', person.Email)).stdout).toMatch(/already an admin/);

    const revoke = await adminScript('revoke', person.Email);
    expect(revoke.status, revoke.stderr).toBe(0);
    expect(revoke.stdout).toMatch(/no longer an admin/);
    expect((await server.json('/api/Admin/Me', bearer(token))).status).toBe(403);

    const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${person.UserName}`);
    const log = await auditFor('user', Number(row!.id));
    expect(log.map((e) => e.Action)).toEqual(['revoke-admin', 'grant-admin']);
    expect(log[0]!.Actor).toBe('command line (npm run admin -- revoke)');

    const unknown = await adminScript('grant', 'nobody-by-this-name');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no account/);
    expect((await adminScript('promote', 'x')).status).toBe(2);
  }, 90_000);
});
