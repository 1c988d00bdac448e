import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';

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
});
