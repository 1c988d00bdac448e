import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { mailsTo, readMails } from '../support/mail.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const enquiry = { fullName: 'Usman Tariq', emailAddress: 'usman@example.pk', phoneNumber: '03211234567', message: 'Is the price negotiable? Can I visit on Sunday?' };
const contact = { fullName: 'Sana Javed', emailAddress: 'sana@example.pk', phoneNumber: '03001112223', subject: 'Listing help', message: 'How do I add more photos?' };
const post = (p: string, body: unknown, ip?: string) =>
  server.json(p, ip ? { ...jsonPost(body), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip } } : visitor(jsonPost(body)));

describe('Contact/PropertyOwner', () => {
  it('mails the listing owner from our record, never the address the client sends, and stores the enquiry', async () => {
    const { id } = await insertListing(server.database, { title: 'Owner mail test house' });
    const res = await post('/api/Contact/PropertyOwner', { ...enquiry, PropertyId: id, subject: 'Owner mail test house', ownerEmail: 'attacker@evil.example' });
    expect(res.status).toBe(200);
    expect(res.body.IsSuccess).toBe(true);
    expect(mailsTo(server.config.dataDir, 'attacker@evil.example')).toHaveLength(0);
    const mail = mailsTo(server.config.dataDir, 'owner@example.pk').at(-1)!;
    expect(mail.subject).toBe('Enquiry about your property: Owner mail test house');
    expect(mail.replyTo).toContain('usman@example.pk');
    expect(mail.body).toContain('Is the price negotiable?');
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM enquiries WHERE property_id = ${id}`);
    expect(row!.n).toBe(1);
  });

  it('keeps a comma or quote in the buyer\'s name inside the Reply-To name: the owner\'s reply goes to the buyer alone', async () => {
    const { id } = await insertListing(server.database, { title: 'Reply-To name test house' });
    const res = await post('/api/Contact/PropertyOwner', { ...enquiry, PropertyId: id, fullName: 'eve@evil.example, "Usman" Tariq' });
    expect(res.status).toBe(200);
    const mail = mailsTo(server.config.dataDir, 'owner@example.pk').find((m) => m.subject.includes('Reply-To name test house'))!;
    // One address: the name quoted, whatever it holds.
    expect(mail.replyTo.replace(/"(?:[^"\\]|\\.)*"/g, '')).toBe(' <usman@example.pk>');
  });

  it('finds the listing by URL, or by the spec\'s subject and owner e-mail alone', async () => {
    const a = await insertListing(server.database, { title: 'Found by url flat' });
    expect((await post('/api/Contact/PropertyOwner', { ...enquiry, PropertyUrl: a.url })).status).toBe(200);
    await insertListing(server.database, { title: 'Found by subject plot' });
    const bySubject = await post('/api/contact/propertyowner', { ...enquiry, subject: 'Found by subject plot', ownerEmail: 'OWNER@example.pk' });
    expect(bySubject.status).toBe(200);
  });

  it('refuses an enquiry about a listing that is not active', async () => {
    const sold = await insertListing(server.database, { status: 'Sold' });
    const res = await post('/api/Contact/PropertyOwner', { ...enquiry, PropertyId: sold.id });
    expect(res.status).toBe(404);
    const none = await post('/api/Contact/PropertyOwner', enquiry);
    expect(none.status).toBe(400);
  });

  it.each([
    ['fullName', '', 'Full Name is required.'],
    ['emailAddress', '', 'Email is required.'],
    ['emailAddress', 'not-an-email', 'Email address is not valid'],
    ['phoneNumber', '', 'Phone number is required.'],
    ['phoneNumber', '0300 123', 'Phone number must contain digits only.'],
    ['phoneNumber', '12345678901234567', 'Phone number must be at most 16 digits.'],
    ['message', '  ', 'Message is required.'],
  ])('%s = %j is a 400 "%s", and nothing is sent', async (field, value, message) => {
    const before = readMails(server.config.dataDir).length;
    const { id } = await insertListing(server.database);
    const res = await post('/api/Contact/PropertyOwner', { ...enquiry, PropertyId: id, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(message);
    expect(readMails(server.config.dataDir)).toHaveLength(before);
  });

  it('limits enquiries from one sender', async () => {
    const { id } = await insertListing(server.database);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/api/Contact/PropertyOwner', { ...enquiry, emailAddress: 'spammer@example.pk', PropertyId: id })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('Contact/Us', () => {
  it('stores the message and mails the admin', async () => {
    const res = await post('/api/Contact/Us', contact);
    expect(res.status).toBe(200);
    expect(res.body.IsSuccess).toBe(true);
    const mail = mailsTo(server.config.dataDir, server.config.adminEmail).at(-1)!;
    expect(mail.subject).toBe('Contact form: Listing help');
    expect(mail.body).toContain('How do I add more photos?');
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM contact_messages WHERE email = 'sana@example.pk'`);
    expect(row!.n).toBe(1);
  });

  it.each([
    ['fullName', '', 'Full name is required'],
    ['fullName', 'x'.repeat(36), 'Full name must be at most 35 characters.'],
    ['emailAddress', '', 'Email address field is required'],
    ['emailAddress', 'sana@', 'Email address is not valid'],
    ['phoneNumber', '', 'Phone number field is required'],
    ['phoneNumber', '+923001234567', 'Phone number must contain digits only.'],
    ['subject', '', 'Subject field is required'],
    ['message', '', 'Message field is required'],
  ])('%s = %j is a 400 "%s"', async (field, value, message) => {
    const res = await post('/api/Contact/Us', { ...contact, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ IsSuccess: false, Message: message, Data: { Field: field, Message: message } });
  });

  it('limits messages per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/Contact/Us', contact, '203.0.113.77')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('replays', () => {
  it('an enquiry replayed with the same Idempotency-Key is stored and mailed once', async () => {
    const { id } = await insertListing(server.database, { title: 'Replay enquiry house' });
    const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': `enq-${Date.now()}-x`, 'X-Forwarded-For': '203.0.113.9' };
    const body = JSON.stringify({ ...enquiry, PropertyId: id });
    const a = await server.json('/api/Contact/PropertyOwner', { method: 'POST', headers, body });
    const b = await server.json('/api/Contact/PropertyOwner', { method: 'POST', headers, body });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM enquiries WHERE property_id = ${id}`);
    expect(row!.n).toBe(1);
    expect(mailsTo(server.config.dataDir, 'owner@example.pk').filter((m) => m.subject.includes('Replay enquiry house'))).toHaveLength(1);
  });

  it('two different enquiries under one Idempotency-Key are both stored: a key is bound to its request', async () => {
    const { id } = await insertListing(server.database, { title: 'Shared key house' });
    const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': `enq-shared-${Date.now()}`, 'X-Forwarded-For': '203.0.113.19' };
    const a = await server.json('/api/Contact/PropertyOwner', { method: 'POST', headers, body: JSON.stringify({ ...enquiry, PropertyId: id, message: 'First visitor asking about the house.' }) });
    const b = await server.json('/api/Contact/PropertyOwner', { method: 'POST', headers, body: JSON.stringify({ ...enquiry, PropertyId: id, message: 'Second visitor asking about the house.' }) });
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await server.database.rows<{ message: string }>(sql`SELECT message FROM enquiries WHERE property_id = ${id} ORDER BY id`);
    expect(rows.map((r) => r.message)).toEqual(['First visitor asking about the house.', 'Second visitor asking about the house.']);
  });
});
