import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import sharp from 'sharp';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { maskPersonal } from '../../server/log.ts';

// A failed query is logged without its parameters, and user text cannot forge
// a log line.

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { LOG_REQUESTS: 'true' } }); });
afterAll(async () => { await server?.close(); });

const entries = () => server.logs.map((line) => {
  expect(line).not.toMatch(/[\r\n]/);
  return JSON.parse(line) as Record<string, unknown>;
});

describe('logs', () => {
  it('a failed query logs the statement and the database message, never the values', async () => {
    await server.database.exec('ALTER TABLE contact_messages RENAME TO contact_messages_away');
    try {
      const res = await server.json('/api/Contact/Us', visitor(jsonPost({
        fullName: 'Secret Sender', emailAddress: 'secret.sender@example.pk', phoneNumber: '03001234567',
        subject: 'Hello', message: 'SECRET-PARAM-7731\r\n{"level":"info","msg":"forged"}',
      })));
      expect(res.status).toBe(500);
      const failed = entries().find((e) => e.msg === 'request failed');
      expect(failed).toMatchObject({ level: 'error', method: 'POST', path: '/api/contact/us', error: 'query failed' });
      expect(String(failed!.query)).toMatch(/insert into "contact_messages"/i);
      expect(String(failed!.cause)).toMatch(/contact_messages/);
      expect(server.logs.join('\n')).not.toContain('SECRET-PARAM-7731');
      expect(server.logs.join('\n')).not.toContain('secret.sender@example.pk');
    } finally {
      await server.database.exec('ALTER TABLE contact_messages_away RENAME TO contact_messages');
    }
  });

  it('CR and LF in a path stay inside one escaped line', async () => {
    await server.fetch('/api/Nothing%0D%0A%7B%22msg%22%3A%22forged%22%7D', visitor());
    const forged = entries().filter((e) => e.msg === 'forged');
    expect(forged).toHaveLength(0);
    const req = entries().filter((e) => e.msg === 'request' && String(e.path).includes('forged'));
    expect(req.length).toBe(1);
    expect(req[0]).toMatchObject({ status: 404 });
  });

  it('lines written below a request (the mail it sends) carry its request id', async () => {
    const requestId = `trace-${Date.now()}`;
    const res = await server.json('/api/Contact/Us', visitor({
      ...jsonPost({ fullName: 'Traced Sender', emailAddress: 'traced@example.pk', phoneNumber: '03001234567', subject: 'Trace', message: 'Where does this go?' }),
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
    }));
    expect(res.status).toBe(200);
    expect(res.res.headers.get('x-request-id')).toBe(requestId);
    await expect.poll(() => entries().filter((e) => e.requestId === requestId).map((e) => String(e.msg))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^mail (written|sent)/), 'request']),
    );
    for (const e of entries()) expect(typeof e.level).toBe('string');
  });

  it('a registration, login and profile read log no password and no token', async () => {
    const { person, token } = await registeredUser(server, 'logs');
    const login = await server.json('/api/Account/Login', visitor(jsonPost({ UserName: person.UserName, Password: person.Password })));
    expect(login.status).toBe(200);
    await server.fetch('/api/Account/profile', visitor(bearer(token)));
    const all = server.logs.join('\n');
    expect(all).not.toContain(person.Password);
    expect(all).not.toContain(token);
  });

  it('takes a request id only in a proxy\'s shape: anything else a client sends is replaced, in the answer and the log', async () => {
    const send = (id: string) => server.json('/api/Contact/Us', visitor({
      ...jsonPost({ fullName: 'Id Sender', emailAddress: 'id.sender@example.pk', phoneNumber: '03001234567', subject: 'Id', message: 'Which id?' }),
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': id },
    }));
    const forged = '<script>alert(1)</script>';
    const answered = (await send(forged)).res.headers.get('x-request-id');
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect((await send('x'.repeat(65))).res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const nginx = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    expect((await send(nginx)).res.headers.get('x-request-id')).toBe(nginx);
    expect(server.logs.join('\n')).not.toContain('<script>');
    expect(entries().some((e) => e.requestId === nginx)).toBe(true);
  });

  it('after a sign-up, a login, a password reset, a listing with a photo, a marketing number and an enquiry, no line holds an address, a number, a key or a token', async () => {
    const { person, token } = await registeredUser(server, 'scan');
    const login = await server.json<{ AuthWebToken: string }>('/api/Account/Login', visitor(jsonPost({ UserName: person.UserName, Password: person.Password })));
    expect(login.status).toBe(200);
    await server.json('/api/ForgotPassword/ForgotPassword', visitor(jsonPost({ EmailAddress: person.Email })));
    await expect.poll(() => mailsTo(server.config.dataDir, person.Email).filter((m) => m.body.includes('/forgot-password/reset')).length).toBe(1);
    const resetKey = linkIn(mailsTo(server.config.dataDir, person.Email).find((m) => m.body.includes('/forgot-password/reset'))!, '/forgot-password/reset').searchParams.get('key')!;
    const ownerPhone = '03214567890';
    const fd = new FormData();
    const fields = {
      Title: 'Log scan house', Description: 'A house whose owner must not be in the logs.', PurposeId: '1', TypeId: '1', Price: '45000000',
      BedRoomId: '3', BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]',
      FullName: 'Scan Owner', EmailAddress: 'scan.owner@example.pk', PhoneNumber: ownerPhone,
    };
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 90, b: 40 } } }).jpeg().toBuffer();
    fd.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'front.jpg');
    const submitted = await server.json('/api/Property/SubmitPropertyDetails', bearer(token, { method: 'POST', body: fd }));
    expect(submitted.status, submitted.body.Message).toBe(200);
    const marketingPhone = '03331234567';
    const marketing = await server.fetch(`/api/Marketing/Register/PhoneNumber/?Name=Scan%20Owner&PhoneNumber=${marketingPhone}`,
      bearer(token, { method: 'POST', headers: { 'Content-Type': 'application/json' } }));
    expect(marketing.status).toBe(200);
    const enquiry = await server.json('/api/Contact/Us', visitor(jsonPost({
      fullName: 'Scan Visitor', emailAddress: 'scan.visitor@example.pk', phoneNumber: '03451234567', subject: 'Hello', message: 'Is it free?',
    })));
    expect(enquiry.status).toBe(200);
    await expect.poll(() => entries().filter((e) => String(e.msg).startsWith('mail ')).length).toBeGreaterThan(2);

    const all = server.logs.join('\n');
    for (const secret of [person.Email, 'scan.owner@example.pk', 'scan.visitor@example.pk', ownerPhone, marketingPhone, '03451234567',
      person.Password, token, login.body.Data.AuthWebToken, resetKey]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]/);
  });

  it('masks an address or a mobile number whatever part of a line holds it', () => {
    expect(maskPersonal('{"msg":"550 <ali.raza+x@example.pk> unknown","path":"/api/x/03001234567"}'))
      .toBe('{"msg":"550 <[e-mail]> unknown","path":"/api/x/[phone]"}');
    expect(maskPersonal('+923001234567 0300-1234567 923001234567')).toBe('[phone] [phone] [phone]');
    // Ids, times and sizes are not numbers of people.
    expect(maskPersonal('{"time":1795736711408,"id":"a03001234567b","bytes":3001234567}')).toBe('{"time":1795736711408,"id":"a03001234567b","bytes":3001234567}');
  });
});
