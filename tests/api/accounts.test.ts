import { imageSource } from '../../src/contract/api-paths.ts';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, newPerson, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const post = <T = unknown>(p: string, body: unknown, init: RequestInit = {}) => server.json<T>(p, visitor({ ...jsonPost(body), ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) } }));

describe('Account/Register', () => {
  it.each([
    ['FirstName', '', 'First name field is required'],
    ['LastName', '   ', 'Last name field is required'],
    ['UserName', '', 'User name field is required'],
    ['Email', '', 'Email address field is required'],
    ['Email', 'someone@example', 'Email address is not valid'],
    ['Email', 'a@b.c', 'Email address is not valid'],
    ['Email', 'a@example.p1k', 'Email address is not valid'],
    ['Password', '', 'Password field is required'],
    ['Password', 'short', 'Password must be at least 8 characters long'],
    ['ConfirmPassword', '', 'Confirm password field is required'],
    ['ConfirmPassword', 'Different-pass-1', "Confirm password didn't match"],
    ['FirstName', 'x'.repeat(36), 'First name must be at most 35 characters.'],
    ['FirstName', 42, 'First name field is required'],
  ])('%s = %j gets 400 "%s"', async (field, value, message) => {
    const { status, body } = await post('/api/Account/Register', { ...newPerson(), [field]: value });
    expect(status).toBe(400);
    expect(body).toEqual({ IsSuccess: false, Message: message, Data: { Field: field, Message: message } });
  });

  it('takes an address with a long top-level domain (.info, .online)', async () => {
    for (const ending of ['info', 'online']) {
      const person = newPerson('tld');
      const email = `${person.UserName}@example.${ending}`;
      const { status, body } = await post('/api/Account/Register', { ...person, Email: email });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({ IsSuccess: true });
    }
  });

  it('answers malformed JSON and a missing body with a 400 envelope', async () => {
    const bad = await post('/api/Account/Register', '{"FirstName":');
    expect(bad.status).toBe(400);
    expect(bad.body.IsSuccess).toBe(false);
    const empty = await post('/api/Account/Register', {});
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe('First name field is required');
  });

  it('mails a confirmation link; the account cannot log in before it is used', async () => {
    const person = newPerson();
    const reg = await post('/api/Account/Register', person);
    expect(reg.status).toBe(200);
    expect(reg.body.IsSuccess).toBe(true);
    const mails = mailsTo(server.config.dataDir, person.Email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Confirm/);
    const link = linkIn(mails[0]!, '/registration/confirmation');
    expect(link.origin).toBe(server.config.publicUrl);
    const login = await post('/api/Account/Login', { username: person.UserName, password: person.Password });
    expect(login.status).toBe(400);
    expect(login.body.Message).toMatch(/confirm your e-mail/);
    // The link went out a moment ago, so none is sent now, and the answer says so.
    expect(login.body.Message).toBe('Please confirm your e-mail address first. We sent you a confirmation link a few minutes ago: please check your inbox and spam folder.');
    expect(mailsTo(server.config.dataDir, person.Email)).toHaveLength(1);
    await server.database.exec(`UPDATE user_keys SET created_at = now() - interval '6 minutes'`);
    const later = await post('/api/Account/Login', { username: person.UserName, password: person.Password });
    expect(later.body.Message).toBe('Please confirm your e-mail address first. We have sent you a new confirmation link.');
    expect(mailsTo(server.config.dataDir, person.Email)).toHaveLength(2);

    const key = link.searchParams.get('key')!;
    expect(key.length).toBeGreaterThanOrEqual(40);
    const confirmed = await server.json<CurrentUser>(`/api/account/confirm/email?key=${encodeURIComponent(key)}`, visitor());
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Message).toMatch(/confirmed/);
    expect(confirmed.body.Data).toMatchObject({ FirstName: 'Ayesha', LastName: 'Khan', EmailAddress: person.Email });
    expect(confirmed.body.Data.AuthWebToken).toMatch(/^[\w-]{40,}$/);

    const again = await server.json(`/api/account/confirm/email?key=${encodeURIComponent(key)}`, visitor());
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/not valid or has expired/);
  });

  it('keeps user names and e-mails unique without regard to case', async () => {
    const { person } = await registeredUser(server);
    const sameName = await post('/api/Account/Register', { ...newPerson(), UserName: person.UserName.toUpperCase() });
    expect(sameName.status).toBe(400);
    expect(sameName.body.Message).toBe('User name is already taken, Please try different one');
    const sameMail = await post('/api/Account/Register', { ...newPerson(), Email: person.Email });
    expect(sameMail.status).toBe(400);
    expect(sameMail.body.Message).toBe('Email address is already registered, please try to login');
  });

  it('stores no plain password and no plain confirmation key', async () => {
    const { person } = await registeredUser(server);
    const rows = await server.database.rows<{ password_hash: string }>(
      (await import('drizzle-orm')).sql`SELECT password_hash FROM users WHERE user_name = ${person.UserName}`);
    // Tests hash at a lower cost (TEST_PASSWORD_HASH_COST); the full one is in the unit test of crypto.ts.
    expect(rows[0]!.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** server.config.passwordHashLogN}\\$8\\$3\\$`));
    expect(rows[0]!.password_hash).not.toContain(person.Password);
  });
});

describe('availability checks', () => {
  it('IsUserNameAvailable answers a bare boolean, case-insensitively', async () => {
    const { person } = await registeredUser(server);
    const taken = await server.fetch(`/api/Account/IsUserNameAvailable?userName=${person.UserName.toUpperCase()}`, visitor({ method: 'POST' }));
    expect(await taken.json()).toBe(false);
    const free = await server.fetch('/api/Account/IsUserNameAvailable?userName=nobody-has-this-name', visitor({ method: 'POST' }));
    expect(await free.json()).toBe(true);
  });

  it('IsEmailRegistered answers false when the address is taken', async () => {
    const { person } = await registeredUser(server);
    const taken = await server.fetch(`/api/Account/IsEmailRegistered?emailAddress=${encodeURIComponent(person.Email)}`, visitor({ method: 'POST' }));
    expect(await taken.json()).toBe(false);
    const free = await server.fetch('/api/Account/IsEmailRegistered?emailAddress=free@example.pk', visitor({ method: 'POST' }));
    expect(await free.json()).toBe(true);
  });

  it('a missing parameter is a 400 envelope', async () => {
    const res = await server.json('/api/Account/IsUserNameAvailable', visitor({ method: 'POST' }));
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('User name field is required');
  });
});

describe('Account/Login and sessions', () => {
  it('logs in by user name or e-mail, in any case', async () => {
    const { person } = await registeredUser(server);
    for (const username of [person.UserName, person.Email.toUpperCase()]) {
      const { status, body } = await post<CurrentUser>('/api/Account/Login', { username, password: person.Password });
      expect(status).toBe(200);
      expect(body.Data.AuthWebToken).toBeTruthy();
      expect(body.Data.FirstName).toBe('Ayesha');
    }
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { person } = await registeredUser(server);
    const wrong = await post('/api/Account/Login', { username: person.UserName, password: 'Wrong-pass-1' });
    const unknown = await post('/api/Account/Login', { username: 'no-such-person', password: 'Wrong-pass-1' });
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ password: 'x' }, 'User Name or email address filed is required'],
    [{ username: 'someone' }, 'Password field is required'],
    [{ username: 'x'.repeat(101), password: 'x' }, 'User name or email address must be at most 100 characters.'],
    [{ username: 'someone', password: 'x'.repeat(36) }, 'Password must be at most 35 characters.'],
  ])('%o is a 400 with the spec message', async (body, message) => {
    const res = await post('/api/Account/Login', body);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(message);
  });

  it('protects the profile: no, unknown and revoked tokens get 401', async () => {
    const { token } = await registeredUser(server);
    expect((await server.json('/api/Account/profile')).status).toBe(401);
    expect((await server.json('/api/Account/profile', bearer('not-a-real-token'))).status).toBe(401);
    const me = await server.json<{ UserName: string; ImageUrl: string }>('/api/account/PROFILE', bearer(token));
    expect(me.status).toBe(200);
    expect(imageSource(me.body.Data.ImageUrl).upload).toBe('site/avatar.png');
    const out = await server.json('/api/Account/Logout', bearer(token, { method: 'POST' }));
    expect(out.status).toBe(200);
    const after = await server.json('/api/Account/profile', bearer(token));
    expect(after.status).toBe(401);
    expect(after.body.IsSuccess).toBe(false);
  });

  it('refuses an expired session', async () => {
    const { token } = await registeredUser(server);
    await server.database.exec(`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    expect((await server.json('/api/Account/profile', bearer(token))).status).toBe(401);
  });

  it('limits failed logins per account with a 429 envelope, by user name and e-mail alike', async () => {
    const { person } = await registeredUser(server);
    let last = { status: 0, body: { Message: '' } };
    // Ten failures from ten addresses, half by user name and half by e-mail: one budget.
    for (let i = 0; i < 10; i++) {
      last = await post('/api/Account/Login', { username: i % 2 ? person.Email : person.UserName, password: `Wrong-${i}-pass` });
      expect(last.status).toBe(400);
    }
    last = await post('/api/Account/Login', { username: person.Email, password: 'Wrong-10-pass' });
    expect(last.status).toBe(429);
    expect(last.body.Message).toMatch(/Too many requests/);
  });

  it('slows the guesser but never locks the owner out', async () => {
    const { person } = await registeredUser(server);
    const from = (address: string, password: string) => server.fetch('/api/Account/Login', {
      ...jsonPost({ username: person.UserName, password }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    });
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.7', `Wrong-${i}-pass`)).status).toBe(400);
    // The guessing address is refused even with the right password, and told when to retry.
    const guesser = await from('203.0.113.7', person.Password);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address with the wrong password is refused too; the owner, elsewhere, gets in.
    expect((await from('203.0.113.8', 'Wrong-x-pass')).status).toBe(429);
    expect((await from('203.0.113.9', person.Password)).status).toBe(200);
    // A success starts the account's count afresh.
    expect((await from('203.0.113.10', 'Wrong-y-pass')).status).toBe(400);
  });

  it('lets the owner who mistypes under an attack in from an address that logged in before, with a growing delay', async () => {
    const { person } = await registeredUser(server);
    const from = (address: string, password: string) => server.fetch('/api/Account/Login', {
      ...jsonPost({ username: person.UserName, password }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    });
    const home = '198.51.100.21';
    expect((await from(home, person.Password)).status).toBe(200);
    // Someone else spends the account's budget of failures.
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.21', `Wrong-${i}-pass`)).status).toBe(400);
    expect((await from('203.0.113.21', person.Password)).status).toBe(429);
    // An address that never logged in to the account stays refused once it has failed.
    expect((await from('203.0.113.23', 'Wrong-z-pass')).status).toBe(429);
    expect((await from('203.0.113.23', person.Password)).status).toBe(429);
    // The owner mistypes at home: told it is wrong, not locked out. A second failure makes the next
    // try wait (failures from home still count: a guesser there is slowed too)...
    expect((await from(home, 'Wrong-typo-1')).status).toBe(400);
    expect((await from(home, 'Wrong-typo-2')).status).toBe(400);
    const waiting = await from(home, person.Password);
    expect(waiting.status).toBe(429);
    const retry = Number(waiting.headers.get('Retry-After'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(2);
    // ...and once the wait the server named is over, the right password works.
    await new Promise((r) => setTimeout(r, retry * 1000));
    expect((await from(home, person.Password)).status).toBe(200);
  }, 90_000); // eighteen logins, each a deliberately slow password check
});

describe('Account/SaveProfile', () => {
  const form = (fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    if (file) fd.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    return fd;
  };
  const fields = { FirstName: 'Bilal', LastName: 'Ahmed', Phone: '03001234567', Address: 'House 12, Street 4, F-7/2, Islamabad', About: 'Agent in Islamabad since 2015.' };

  it('saves the fields and a photo, re-encoded with no EXIF or GPS', async () => {
    const { token } = await registeredUser(server);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 42/1 0/1' } })
      .jpeg().toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await server.json<{ ImageUrl: string; FirstName: string; CurrentUser: CurrentUser }>('/api/Account/SaveProfile',
      bearer(token, { method: 'POST', body: form(fields, { bytes: new Uint8Array(photo), name: 'me.jpg', type: 'image/jpeg' }) }));
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body.Data.FirstName).toBe('Bilal');
    expect(imageSource(res.body.Data.ImageUrl).upload).toMatch(/^avatars\/[0-9a-f]{2}\/[0-9a-f]{40}\.jpg$/);
    expect(res.body.Data.CurrentUser.ImageUrl).toBe(res.body.Data.ImageUrl);
    const stored = readFileSync(path.join(server.config.dataDir, 'uploads', imageSource(res.body.Data.ImageUrl).upload));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(512);
    const me = await server.json<{ Phone: string; ImageUrl: string }>('/api/Account/profile', bearer(token));
    expect(me.body.Data.Phone).toBe('03001234567');
    const img = await server.fetch(`/api/Images/Image?upload=${encodeURIComponent(imageSource(me.body.Data.ImageUrl).upload)}&size=40x40`);
    expect(img.status).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const { token } = await registeredUser(server);
    const res = await server.json('/api/Account/SaveProfile', bearer(token, {
      method: 'POST', body: form(fields, { bytes: new Uint8Array(new TextEncoder().encode("hello")), name: 'me.jpg', type: 'image/jpeg' }),
    }));
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Only images are supported to upload');
  });

  it.each([
    ['Address', '', 'Address is required'],
    ['Phone', '0300-123', 'Phone number must contain digits only.'],
    ['Phone', '1'.repeat(17), 'Phone number must be at most 16 digits.'],
    ['About', '', 'About me is required'],
    ['FirstName', '', 'First name is required'],
  ])('%s = %j is a 400 "%s"', async (field, value, message) => {
    const { token } = await registeredUser(server);
    const res = await server.json('/api/Account/SaveProfile', bearer(token, { method: 'POST', body: form({ ...fields, [field]: value }) }));
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(message);
  });
});

describe('Account/ChangePassword', () => {
  it('checks the current password and the confirmation, then revokes other sessions', async () => {
    const { person, token } = await registeredUser(server);
    const other = (await post<CurrentUser>('/api/Account/Login', { username: person.UserName, password: person.Password })).body.Data.AuthWebToken!;
    const change = (body: unknown) => server.json('/api/Account/ChangePassword', bearer(token, jsonPost(body)));
    const wrong = await change({ currentPassword: 'Nope-nope-1', newPassword: 'New-secret-22', confirmPassword: 'New-secret-22' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe('The current password is incorrect.');
    const mismatch = await change({ currentPassword: person.Password, newPassword: 'New-secret-22', confirmPassword: 'New-secret-23' });
    expect(mismatch.body.Message).toBe("Confirm password didn't match");
    const missing = await change({ currentPassword: person.Password, confirmPassword: 'x' });
    expect(missing.body.Message).toBe('New password is required.');
    const done = await change({ currentPassword: person.Password, newPassword: 'New-secret-22', confirmPassword: 'New-secret-22' });
    expect(done.status).toBe(200);
    expect(done.body.IsSuccess).toBe(true);
    expect((await server.json('/api/Account/profile', bearer(token))).status).toBe(200);
    expect((await server.json('/api/Account/profile', bearer(other))).status).toBe(401);
    expect((await post('/api/Account/Login', { username: person.UserName, password: person.Password })).status).toBe(400);
    expect((await post('/api/Account/Login', { username: person.UserName, password: 'New-secret-22' })).status).toBe(200);
  });
});

describe('client addresses behind a proxy', () => {
  it('come from the entry the proxy appended, so forged entries on the left do not escape a limit', async () => {
    const ask = (n: number) => server.fetch('/api/ForgotPassword/ForgotPassword', {
      ...jsonPost({ EmailAddress: `nobody${n}@example.pk` }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${n}.1, 203.0.113.66` },
    });
    for (let n = 0; n < 10; n++) expect((await ask(n)).status).toBe(200);
    expect((await ask(10)).status).toBe(429);
  });
});

describe('Account/ChangePassword limits', () => {
  it('slows guessing of the current password with a 429 that says when to retry, and a success clears the count', async () => {
    const { person, token } = await registeredUser(server);
    const change = (current: string) => server.fetch('/api/Account/ChangePassword', bearer(token, jsonPost({ currentPassword: current, newPassword: 'New-secret-22', confirmPassword: 'New-secret-22' })));
    for (let i = 0; i < 9; i++) expect((await change(`Wrong-pass-${i}`)).status).toBe(400);
    expect((await change(person.Password)).status).toBe(200);
    // Counted afresh after the success: ten more wrong ones, then refused.
    for (let i = 0; i < 10; i++) expect((await change(`Wrong-pass-${i}`)).status).toBe(400);
    const limited = await change('New-secret-22');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('ForgotPassword', () => {
  it('answers the same for known and unknown accounts, and mails only the known one', async () => {
    const { person } = await registeredUser(server);
    const before = mailsTo(server.config.dataDir, person.Email).length;
    const known = await post('/api/ForgotPassword/ForgotPassword', { EmailAddress: person.UserName });
    const unknown = await post('/api/ForgotPassword/ForgotPassword', { EmailAddress: 'nobody@example.pk' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(mailsTo(server.config.dataDir, person.Email)).toHaveLength(before + 1);
    expect(mailsTo(server.config.dataDir, 'nobody@example.pk')).toHaveLength(0);
  });

  it('allows three reset mails an hour per account from one address, by user name or e-mail alike, without refusing the owner\'s own address', async () => {
    const { person } = await registeredUser(server);
    const ask = (ip: string, identifier = person.Email) => server.fetch('/api/ForgotPassword/ForgotPassword', {
      ...jsonPost({ EmailAddress: identifier }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    });
    const mails = () => mailsTo(server.config.dataDir, person.Email).length;
    const before = mails();
    // Three from a stranger's address, by user name and by e-mail alike, then that address is refused.
    for (const identifier of [person.UserName, person.Email, person.UserName.toUpperCase()]) expect((await ask('192.0.2.201', identifier)).status).toBe(200);
    const refused = await ask('192.0.2.201');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The owner, from their own address, still gets a link.
    expect((await ask('192.0.2.202')).status).toBe(200);
    await expect.poll(mails).toBe(before + 4);
    // Ten from all addresses together is the account's ceiling: its inbox is not flooded.
    for (const ip of ['192.0.2.203', '192.0.2.203', '192.0.2.203', '192.0.2.204', '192.0.2.204', '192.0.2.204']) expect((await ask(ip)).status).toBe(200);
    expect((await ask('192.0.2.205')).status).toBe(429);
    await expect.poll(mails).toBe(before + 10);
  });

  it('resets through the mailed link once, logging out every session', async () => {
    const { person, token } = await registeredUser(server);
    await post('/api/ForgotPassword/ForgotPassword', { EmailAddress: person.Email });
    const mail = mailsTo(server.config.dataDir, person.Email).at(-1)!;
    const key = linkIn(mail, '/forgot-password/reset').searchParams.get('key')!;
    const mismatch = await post('/api/ForgotPassword/ResetPassword', { key, newPassword: 'Fresh-pass-99', confirmPassword: 'x' });
    expect(mismatch.body.Message).toBe("Confirm password didn't match");
    const short = await post('/api/ForgotPassword/ResetPassword', { key, newPassword: 'short', confirmPassword: 'short' });
    expect(short.body.Message).toBe('Password must be at least 8 characters long');
    const ok = await post('/api/ForgotPassword/ResetPassword', { key, newPassword: 'Fresh-pass-99', confirmPassword: 'Fresh-pass-99' });
    expect(ok.status).toBe(200);
    expect((await server.json('/api/Account/profile', bearer(token))).status).toBe(401);
    expect((await post('/api/Account/Login', { username: person.UserName, password: 'Fresh-pass-99' })).status).toBe(200);
    const reuse = await post('/api/ForgotPassword/ResetPassword', { key, newPassword: 'Other-pass-99', confirmPassword: 'Other-pass-99' });
    expect(reuse.status).toBe(400);
  });

  it('a reset, or a password change, voids every other reset link of the account', async () => {
    const { person } = await registeredUser(server);
    const newLink = async () => {
      await post('/api/ForgotPassword/ForgotPassword', { EmailAddress: person.Email });
      return linkIn(mailsTo(server.config.dataDir, person.Email).at(-1)!, '/forgot-password/reset').searchParams.get('key')!;
    };
    const first = await newLink();
    const second = await newLink();
    expect((await post('/api/ForgotPassword/ResetPassword', { key: first, newPassword: 'Fresh-pass-99', confirmPassword: 'Fresh-pass-99' })).status).toBe(200);
    const stale = await post('/api/ForgotPassword/ResetPassword', { key: second, newPassword: 'Taken-over-99', confirmPassword: 'Taken-over-99' });
    expect(stale.status).toBe(400);
    expect((await post('/api/Account/Login', { username: person.UserName, password: 'Fresh-pass-99' })).status).toBe(200);

    const third = await newLink();
    const token = (await post<CurrentUser>('/api/Account/Login', { username: person.UserName, password: 'Fresh-pass-99' })).body.Data.AuthWebToken!;
    const changed = await server.json('/api/Account/ChangePassword', bearer(token, jsonPost({ currentPassword: 'Fresh-pass-99', newPassword: 'Changed-pass-99', confirmPassword: 'Changed-pass-99' })));
    expect(changed.status).toBe(200);
    expect((await post('/api/ForgotPassword/ResetPassword', { key: third, newPassword: 'Taken-over-99', confirmPassword: 'Taken-over-99' })).status).toBe(400);
  });

  it('requires the user name or e-mail', async () => {
    const res = await post('/api/ForgotPassword/ForgotPassword', {});
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('User Name or email address filed is required');
  });
});
