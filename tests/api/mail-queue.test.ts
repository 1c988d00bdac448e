import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { newPerson, visitor } from './support/accounts.ts';
import { mailsTo, readMails } from '../support/mail.ts';

// A mail is written with the change that causes it and sent from a queue; a full
// or broken mail directory delays it, it never loses it, and it is sent exactly once.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const mailDir = () => path.join(server.config.dataDir, 'mail');
/** The mail folder cannot be written: a file stands where the folder should be (like a full disk, every write fails). */
function breakMail(): void {
  rmSync(mailDir(), { recursive: true, force: true });
  writeFileSync(mailDir(), 'not a folder');
}
function mendMail(): void {
  rmSync(mailDir(), { force: true });
}
const pending = async () => (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_queue WHERE sent_at IS NULL`))[0]!.n;
/** The worker's next round, without its wait. */
async function nextRound(): Promise<number> {
  await server.database.rows(sql`UPDATE mail_queue SET next_attempt_at = now() WHERE sent_at IS NULL`);
  return server.mailQueue.drain();
}

const listing = (title: string, key: string) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'Queued mail.', PurposeId: '1', TypeId: '1', Price: '15000000', BedRoomId: '3', BathRoomId: '2',
    Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]', FullName: 'Imran Qureshi',
    EmailAddress: 'queue.owner@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  return server.json('/api/Property/SubmitPropertyAnonymous', visitor({ method: 'POST', body: fd, headers: { 'Idempotency-Key': key } }));
};
const approvalMails = (title: string) => mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`);

describe('the mail queue', () => {
  it('a listing submitted while mail cannot be written is saved, and its approval mail goes once mail works again', async () => {
    breakMail();
    const key = `queue-${Date.now()}`;
    const first = await listing('Queued mail house', key);
    expect(first.status).toBe(200);
    expect(await pending()).toBe(1);
    const [row] = await server.database.rows<{ attempts: number; last_error: string | null }>(sql`SELECT attempts, last_error FROM mail_queue WHERE sent_at IS NULL`);
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toBeTruthy();

    // Still broken: the next round fails too, and the mail stays queued.
    expect(await nextRound()).toBe(0);
    expect(await pending()).toBe(1);

    mendMail();
    // The outbox replays the submission: same answer, and still one mail in the queue.
    const replay = await listing('Queued mail house', key);
    expect(replay.body).toEqual(first.body);
    expect(await nextRound()).toBe(1);
    expect(approvalMails('Queued mail house')).toHaveLength(1);
    expect(await pending()).toBe(0);
    // Nothing is sent twice.
    expect(await nextRound()).toBe(0);
    expect(approvalMails('Queued mail house')).toHaveLength(1);
  });

  it('registration, contact and enquiry mails are queued with their change too', async () => {
    breakMail();
    const person = newPerson('queued');
    expect((await server.json('/api/Account/Register', visitor(jsonPost(person)))).status).toBe(200);
    expect((await server.json('/api/Contact/Us', visitor(jsonPost({
      fullName: 'Asad Raza', emailAddress: 'asad@example.pk', phoneNumber: '03001234567', subject: 'Queued contact', message: 'Hello there.',
    })))).status).toBe(200);
    expect(await pending()).toBe(2);
    mendMail();
    expect(await nextRound()).toBe(2);
    expect(mailsTo(server.config.dataDir, person.Email)).toHaveLength(1);
    expect(readMails(server.config.dataDir).filter((m) => m.subject === 'Contact form: Queued contact')).toHaveLength(1);
  });

  it('two senders never send one mail twice: a claimed mail is skipped by the other', async () => {
    breakMail();
    await listing('Claimed mail house', `claim-${Date.now()}`);
    mendMail();
    await server.database.rows(sql`UPDATE mail_queue SET next_attempt_at = now() WHERE sent_at IS NULL`);
    const [a, b] = await Promise.all([server.mailQueue.drain(), server.mailQueue.drain()]);
    expect(a + b).toBe(1);
    expect(approvalMails('Claimed mail house')).toHaveLength(1);
  });
});
