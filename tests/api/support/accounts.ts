import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { ESTABLISHED_REPORTER_DAYS } from '../../../src/contract/constants.ts';
import { jsonPost, type TestServer } from './server.ts';
import { linkIn, mailsTo } from '../../support/mail.ts';
import type { CurrentUser } from '../../../src/contract/types.ts';

let counter = 0;

/** A distinct client address per call, so per-address rate limits do not trip between tests. */
export function visitor(init: RequestInit = {}): RequestInit {
  counter += 1;
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), 'X-Forwarded-For': `198.51.100.${counter % 250}` } };
}

export function newPerson(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${process.pid}${Date.now().toString(36)}${counter}`;
  return {
    FirstName: 'Ayesha', LastName: 'Khan', UserName: tag, Email: `${tag}@example.pk`,
    Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1',
  };
}

/** Registers, confirms through the mailed link and returns the logged-in user with their token. */
export async function registeredUser(server: TestServer, prefix = 'user'): Promise<{ person: ReturnType<typeof newPerson>; user: CurrentUser; token: string }> {
  const person = newPerson(prefix);
  const reg = await server.json('/api/Account/Register', visitor(jsonPost(person)));
  expect(reg.status, reg.body.Message).toBe(200);
  const mail = mailsTo(server.config.dataDir, person.Email).at(-1)!;
  const key = linkIn(mail, '/registration/confirmation').searchParams.get('key')!;
  const confirmed = await server.json<CurrentUser>(`/api/account/confirm/email?key=${encodeURIComponent(key)}`, visitor());
  expect(confirmed.status, confirmed.body.Message).toBe(200);
  return { person, user: confirmed.body.Data, token: confirmed.body.Data.AuthWebToken! };
}

/**
 * A confirmed account old enough to count fully as a reporter (src/contract/constants.ts,
 * ESTABLISHED_REPORTER_DAYS): registered through the API, then dated back a day past the line.
 */
export async function establishedUser(server: TestServer, prefix = 'user'): Promise<Awaited<ReturnType<typeof registeredUser>>> {
  const made = await registeredUser(server, prefix);
  await server.database.rows(sql`
    UPDATE users SET created_at = now() - make_interval(days => ${ESTABLISHED_REPORTER_DAYS + 1}) WHERE user_name = ${made.person.UserName}`);
  return made;
}

export const bearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init, headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
});
