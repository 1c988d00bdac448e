import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { newPerson, registeredUser, visitor } from './support/accounts.ts';
import { FieldMessages } from '../../src/contract/messages.ts';
import { linkIn, mailsTo } from '../support/mail.ts';

// Forgot-password takes as long for unknown accounts as for real ones, and a
// registration losing a race for an e-mail address is told about the address.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('forgot-password timing', () => {
  it('answers known and unknown accounts in the same time', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const people = await Promise.all([1, 2, 3].map(() => registeredUser(server, 'fp')));
    for (let round = 0; round < 3; round += 1) {
      for (const { person } of people) {
        for (const [list, email] of [[known, person.Email], [unknown, `nobody${round}.${person.UserName}@example.pk`]] as const) {
          const t = performance.now();
          const res = await server.json('/api/ForgotPassword/ForgotPassword', visitor(jsonPost({ EmailAddress: email })));
          list.push(performance.now() - t);
          expect(res.status).toBe(200);
        }
      }
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
    expect(median(unknown)).toBeGreaterThanOrEqual(295);
  });
});

describe('racing registrations', () => {
  it('a loser for a taken e-mail address gets the e-mail message, not the user-name one', async () => {
    const email = `race.${Date.now()}@example.pk`;
    const attempts = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      server.json('/api/Account/Register', visitor(jsonPost({ ...newPerson(`race${i}`), Email: email })))));
    const ok = attempts.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    for (const lost of attempts.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(400);
      expect(lost.body.Message).toBe(FieldMessages.registration.emailTaken);
    }
  });
});

describe('checking a reset link', () => {
  it('is good until used, then says so without using anything', async () => {
    const { person } = await registeredUser(server, 'ck');
    await server.json('/api/ForgotPassword/ForgotPassword', visitor(jsonPost({ EmailAddress: person.Email })));
    const mail = mailsTo(server.config.dataDir, person.Email).filter((m) => /password/i.test(m.subject)).at(-1)!;
    const key = linkIn(mail, '/forgot-password/reset').searchParams.get('key')!;
    const check = () => server.json(`/api/ForgotPassword/CheckKey?key=${encodeURIComponent(key)}`, visitor());
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200); // checking does not use it
    const reset = await server.json('/api/ForgotPassword/ResetPassword', visitor(jsonPost({ key, newPassword: 'Another-pass-2', confirmPassword: 'Another-pass-2' })));
    expect(reset.status).toBe(200);
    const used = await check();
    expect(used.status).toBe(400);
    expect(used.body.Message).toBe('This password reset link is not valid or has expired. Please ask for a new one.');
  });
});
