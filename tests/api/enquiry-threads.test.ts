import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { EnquiryMessages, type AdminHeldEnquiry, type EnquiryInbox, type EnquiryThread, type EnquiryThreadSummary, type ResponseFigureAnswer } from '../../src/contract/enquiries.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

type Person = Awaited<ReturnType<typeof registeredUser>>;
let n = 0;
const enquiryFrom = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    fullName: 'Usman Tariq', emailAddress: `buyer${process.pid}x${n}@example.pk`, phoneNumber: '03211234567',
    message: 'Is the price negotiable? Can I visit on Sunday?', ...over,
  };
};
const headersOf = (init: RequestInit) => (init.headers ?? {}) as Record<string, string>;
const withHeaders = (init: RequestInit, extra: Record<string, string>): RequestInit => ({ ...init, headers: { ...headersOf(init), ...extra } });

/** A listing owned by a new account, and that account. */
async function posterWithListing(title: string): Promise<{ poster: Person; id: number; url: string }> {
  const poster = await registeredUser(server, 'poster');
  const [u] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${poster.person.UserName}`);
  const listing = await insertListing(server.database, { title, userId: Number(u!.id), contactPhone: '03001234567' });
  return { poster, ...listing };
}

async function enquire(propertyId: number, body: Record<string, unknown>, token?: string) {
  const init = visitor(jsonPost({ ...body, PropertyId: propertyId }));
  return server.json('/api/Contact/PropertyOwner', token ? bearer(token, init) : init);
}

async function inboxOf(token: string) {
  const res = await server.json<EnquiryInbox>('/api/Enquiries/Inbox', bearer(token, visitor()));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data;
}

const threadUrl = (id: number, key?: string) => `/api/Enquiries/Thread?ThreadId=${id}${key ? `&Key=${encodeURIComponent(key)}` : ''}`;
const reply = (body: Record<string, unknown>, init: RequestInit = visitor()) => server.json<EnquiryThread>('/api/Enquiries/Reply', { ...jsonPost(body), headers: { 'Content-Type': 'application/json', ...headersOf(init) } });

/** The key of the newest thread link mailed to an address. */
function mailedKey(address: string, threadId: number): string {
  const mail = mailsTo(server.config.dataDir, address).at(-1)!;
  const link = linkIn(mail, `/enquiry/${threadId}`);
  return link.searchParams.get('key')!;
}

describe('an enquiry becomes a conversation', () => {
  it('from enquiry to reply to closed, for an anonymous buyer reached by a mailed link', async () => {
    const { poster, id, url } = await posterWithListing('Thread test house in DHA');
    const body = enquiryFrom();
    const sent = await enquire(id, body);
    expect(sent.status, sent.body.Message).toBe(200);

    // The spec's mail still goes to the poster, with the way to answer in the app.
    const posterMail = mailsTo(server.config.dataDir, 'owner@example.pk').filter((m) => m.subject.includes('Thread test house in DHA')).at(-1)!;
    expect(posterMail.body).toContain(body.emailAddress);
    const inbox = await inboxOf(poster.token);
    const summary = inbox.Threads.find((t) => t.PropertyId === id)!;
    expect(summary).toMatchObject({ Status: 'new', OtherName: 'Usman Tariq', PropertyUrl: url, LastAuthor: 'buyer', MessageCount: 1 });
    expect(inbox.NewCount).toBe(1);
    expect(linkIn(posterMail, `/account/enquiries/${summary.ThreadId}`)).toBeTruthy();

    // The poster reads the thread: the buyer's words, not their address or number.
    const read = await server.json<EnquiryThread>(threadUrl(summary.ThreadId), bearer(poster.token, visitor()));
    expect(read.status).toBe(200);
    expect(read.body.Data).toMatchObject({ Role: 'poster', BuyerName: 'Usman Tariq', Status: 'new', PosterPhone: '' });
    expect(JSON.stringify(read.body)).not.toContain(body.emailAddress);
    expect(JSON.stringify(read.body)).not.toContain(body.phoneNumber);

    // The poster replies; the buyer gets it by mail with a link back.
    const before = Date.now();
    const answered = await reply({ ThreadId: summary.ThreadId, Message: 'Yes, come on Sunday at 11.' }, bearer(poster.token, visitor()));
    expect(answered.status, answered.body.Message).toBe(200);
    expect(answered.body.Message).toBe('Your reply is sent.');
    expect(answered.body.Data.Status).toBe('replied');
    const buyerMail = mailsTo(server.config.dataDir, body.emailAddress).at(-1)!;
    expect(buyerMail.subject).toBe('A reply about "Thread test house in DHA"');
    expect(buyerMail.body).toContain('Yes, come on Sunday at 11.');
    expect(buyerMail.body).not.toContain('owner@example.pk');
    const key = mailedKey(body.emailAddress, summary.ThreadId);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await server.database.rows<{ first: string | Date; hashes: number; plain: number }>(sql`
      SELECT e.first_reply_at AS first,
        (SELECT count(*)::int FROM enquiry_links WHERE enquiry_id = e.id) AS hashes,
        (SELECT count(*)::int FROM enquiry_links WHERE token_hash = ${key}) AS plain
      FROM enquiries e WHERE e.id = ${summary.ThreadId}`);
    expect(new Date(stored!.first).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Only the key's digest is stored.
    expect(stored!.hashes).toBe(1);
    expect(stored!.plain).toBe(0);

    // The buyer opens the thread by the link: the poster's name and published number, no e-mail.
    const byLink = await server.json<EnquiryThread>(threadUrl(summary.ThreadId, key), visitor());
    expect(byLink.status).toBe(200);
    expect(byLink.body.Data).toMatchObject({ Role: 'buyer', PosterName: 'Test Owner', PosterPhone: '03001234567' });
    expect(byLink.body.Data.Messages.map((m) => [m.Author, m.Body])).toEqual([
      ['buyer', body.message], ['poster', 'Yes, come on Sunday at 11.'],
    ]);
    expect(JSON.stringify(byLink.body)).not.toContain('owner@example.pk');

    // The buyer answers by link: the thread is "new" again for the poster, who hears of it by mail.
    const again = await reply({ ThreadId: summary.ThreadId, Key: key, Message: 'Thank you, see you then.' });
    expect(again.status, again.body.Message).toBe(200);
    expect((await inboxOf(poster.token)).Threads.find((t) => t.ThreadId === summary.ThreadId)!.Status).toBe('new');
    const [posterAccount] = await server.database.rows<{ email: string }>(sql`SELECT email FROM users WHERE user_name = ${poster.person.UserName}`);
    expect(mailsTo(server.config.dataDir, posterAccount!.email).at(-1)!.body).toContain('Thank you, see you then.');

    // The poster closes it: the buyer can no longer write in it; the poster can open it again.
    const closed = await server.json<EnquiryThread>('/api/Enquiries/SetStatus', bearer(poster.token, visitor(jsonPost({ ThreadId: summary.ThreadId, Status: 'closed' }))));
    expect(closed.status).toBe(200);
    expect(closed.body.Data.Status).toBe('closed');
    const late = await reply({ ThreadId: summary.ThreadId, Key: key, Message: 'One more thing.' });
    expect(late.status).toBe(409);
    const reopened = await server.json<EnquiryThread>('/api/enquiries/setstatus', bearer(poster.token, visitor(jsonPost({ ThreadId: summary.ThreadId, Status: 'open' }))));
    expect(reopened.body.Data.Status).toBe('new');
  });

  it('a signed-in buyer\'s enquiry is in their "My enquiries", and the reply mail links there', async () => {
    const { poster, id } = await posterWithListing('Signed-in buyer flat');
    const buyer = await registeredUser(server, 'buyer');
    expect((await enquire(id, enquiryFrom({ emailAddress: buyer.person.Email }), buyer.token)).status).toBe(200);
    const mine = await server.json<EnquiryThreadSummary[]>('/api/Enquiries/Mine', bearer(buyer.token, visitor()));
    expect(mine.status).toBe(200);
    const thread = mine.body.Data.find((t) => t.PropertyId === id)!;
    expect(thread).toMatchObject({ OtherName: 'Test Owner', Status: 'new' });
    await reply({ ThreadId: thread.ThreadId, Message: 'It is still available.' }, bearer(poster.token, visitor()));
    const mail = mailsTo(server.config.dataDir, buyer.person.Email).at(-1)!;
    expect(linkIn(mail, `/account/my-enquiries/${thread.ThreadId}`)).toBeTruthy();
    const read = await server.json<EnquiryThread>(threadUrl(thread.ThreadId), bearer(buyer.token, visitor()));
    expect(read.body.Data.Role).toBe('buyer');
    // Tapping WhatsApp or Call marks it handled: out of the poster's "new" tab, not a reply.
    const opened = await reply({ ThreadId: thread.ThreadId, Message: 'Can I call you?' }, bearer(buyer.token, visitor()));
    expect(opened.body.Data.Status).toBe('new');
    const tapped = await server.json('/api/Enquiries/Handled', bearer(buyer.token, visitor(jsonPost({ ThreadId: thread.ThreadId, Via: 'whatsapp' }))));
    expect(tapped.status).toBe(200);
    const after = (await inboxOf(poster.token)).Threads.find((t) => t.ThreadId === thread.ThreadId)!;
    expect(after).toMatchObject({ Status: 'replied', HandledVia: 'whatsapp' });
  });

  it('a reply sent twice with one Idempotency-Key is stored and mailed once', async () => {
    const { poster, id } = await posterWithListing('Replay reply plot');
    const body = enquiryFrom();
    await enquire(id, body);
    const threadId = (await inboxOf(poster.token)).Threads.find((t) => t.PropertyId === id)!.ThreadId;
    const init = bearer(poster.token, withHeaders(visitor(), { 'Idempotency-Key': `reply-${Date.now()}-once` }));
    const a = await reply({ ThreadId: threadId, Message: 'Sent once only.' }, init);
    const b = await reply({ ThreadId: threadId, Message: 'Sent once only.' }, init);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM enquiry_messages WHERE enquiry_id = ${threadId} AND author = 'poster'`);
    expect(row!.n).toBe(1);
    expect(mailsTo(server.config.dataDir, body.emailAddress)).toHaveLength(1);
  });
});

describe('no one reads or writes another\'s thread', () => {
  it('two posters, two buyers and an anonymous buyer: each reaches only their own threads', async () => {
    const p1 = await posterWithListing('Matrix listing one');
    const p2 = await posterWithListing('Matrix listing two');
    const b1 = await registeredUser(server, 'mbuyer');
    const b2 = await registeredUser(server, 'mbuyer');
    await enquire(p1.id, enquiryFrom({ emailAddress: b1.person.Email }), b1.token);
    await enquire(p2.id, enquiryFrom({ emailAddress: b2.person.Email }), b2.token);
    const anon = enquiryFrom();
    await enquire(p1.id, anon);
    const t1 = (await inboxOf(p1.poster.token)).Threads.filter((t) => t.PropertyId === p1.id);
    const t2 = (await inboxOf(p2.poster.token)).Threads.filter((t) => t.PropertyId === p2.id);
    expect(t1).toHaveLength(2);
    expect(t2).toHaveLength(1);
    const ids = { b1: 0, b2: t2[0]!.ThreadId, anon: 0 };
    const [r1] = await server.database.rows<{ id: number }>(sql`SELECT id FROM enquiries WHERE property_id = ${p1.id} AND buyer_user_id IS NOT NULL`);
    const [r2] = await server.database.rows<{ id: number }>(sql`SELECT id FROM enquiries WHERE property_id = ${p1.id} AND buyer_user_id IS NULL`);
    ids.b1 = Number(r1!.id);
    ids.anon = Number(r2!.id);
    // The anonymous buyer's key, from the poster's reply.
    await reply({ ThreadId: ids.anon, Message: 'Hello from poster one.' }, bearer(p1.poster.token, visitor()));
    const anonKey = mailedKey(anon.emailAddress, ids.anon);

    const actors: Array<{ name: string; auth: (init: RequestInit) => RequestInit; key?: string; own: number[] }> = [
      { name: 'poster one', auth: (i) => bearer(p1.poster.token, i), own: [ids.b1, ids.anon] },
      { name: 'poster two', auth: (i) => bearer(p2.poster.token, i), own: [ids.b2] },
      { name: 'buyer one', auth: (i) => bearer(b1.token, i), own: [ids.b1] },
      { name: 'buyer two', auth: (i) => bearer(b2.token, i), own: [ids.b2] },
      { name: 'anonymous', auth: (i) => i, key: anonKey, own: [ids.anon] },
    ];
    for (const actor of actors) {
      for (const threadId of [ids.b1, ids.b2, ids.anon]) {
        const own = actor.own.includes(threadId);
        const read = await server.json(threadUrl(threadId, actor.key), actor.auth(visitor()));
        expect(read.status, `${actor.name} reads thread ${threadId}`).toBe(own ? 200 : 404);
        const wrote = await reply({ ThreadId: threadId, ...(actor.key ? { Key: actor.key } : {}), Message: `From ${actor.name}` }, actor.auth(visitor()));
        expect(wrote.status, `${actor.name} writes in thread ${threadId}`).toBe(own ? 200 : 404);
        const close = await server.json('/api/Enquiries/SetStatus', actor.auth(visitor(jsonPost({ ThreadId: threadId, Status: 'closed' }))));
        const posterOwn = own && actor.name.startsWith('poster');
        expect(close.status, `${actor.name} closes thread ${threadId}`).toBe(actor.key ? 401 : posterOwn ? 200 : 404);
        if (posterOwn) await server.json('/api/Enquiries/SetStatus', actor.auth(visitor(jsonPost({ ThreadId: threadId, Status: 'open' }))));
      }
    }
    // The lists hold only one's own threads.
    const mine1 = await server.json<EnquiryThreadSummary[]>('/api/Enquiries/Mine', bearer(b1.token, visitor()));
    expect(mine1.body.Data.map((t) => t.ThreadId)).toEqual([ids.b1]);
    const inbox2 = await inboxOf(p2.poster.token);
    expect(inbox2.Threads.map((t) => t.ThreadId)).toEqual([ids.b2]);
    expect((await inboxOf(b1.token)).Threads).toEqual([]);
    // No side's address or number in anything the other reads.
    const posterRead = await server.json(threadUrl(ids.b1), bearer(p1.poster.token, visitor()));
    expect(JSON.stringify(posterRead.body)).not.toContain(b1.person.Email);
    expect(JSON.stringify(posterRead.body)).not.toContain('03211234567');
    const buyerRead = await server.json(threadUrl(ids.b1), bearer(b1.token, visitor()));
    expect(JSON.stringify(buyerRead.body)).not.toContain('owner@example.pk');
    expect(JSON.stringify(buyerRead.body)).not.toContain(p1.poster.person.Email);
  });

  it('a wrong, altered or other thread\'s key is refused; no login and no key is a 401', async () => {
    const { poster, id } = await posterWithListing('Signed link house');
    const body = enquiryFrom();
    await enquire(id, body);
    const threadId = (await inboxOf(poster.token)).Threads.find((t) => t.PropertyId === id)!.ThreadId;
    await reply({ ThreadId: threadId, Message: 'Hello.' }, bearer(poster.token, visitor()));
    const key = mailedKey(body.emailAddress, threadId);
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await server.json(threadUrl(threadId, altered), visitor())).status).toBe(404);
    expect((await server.json(threadUrl(threadId, 'A'.repeat(43)), visitor())).status).toBe(404);
    expect((await server.json(threadUrl(threadId + 1, key), visitor())).status).toBe(404);
    const short = await server.json(threadUrl(threadId, 'short'), visitor());
    expect(short.status).toBe(400);
    expect(short.body.Data).toMatchObject({ Field: 'Key' });
    expect((await server.json(threadUrl(threadId), visitor())).status).toBe(401);
    expect((await reply({ ThreadId: threadId, Key: altered, Message: 'Let me in.' })).status).toBe(404);
    expect((await server.json(threadUrl(threadId, key), visitor())).status).toBe(200);
    // A stale bearer is a 401, not a quiet anonymous enquiry.
    expect((await enquire(id, enquiryFrom(), 'not-a-live-token')).status).toBe(401);
  });

  it('bad input names the field', async () => {
    const { poster } = await posterWithListing('Bad input house');
    const empty = await reply({ ThreadId: 1, Message: '   ' }, bearer(poster.token, visitor()));
    expect(empty.status).toBe(400);
    expect(empty.body.Data).toMatchObject({ Field: 'Message', Message: 'Please write a message.' });
    const noId = await server.json(`/api/Enquiries/Thread?ThreadId=abc`, bearer(poster.token, visitor()));
    expect(noId.status).toBe(400);
    expect(noId.body.Data).toMatchObject({ Field: 'ThreadId' });
    const status = await server.json('/api/Enquiries/SetStatus', bearer(poster.token, visitor(jsonPost({ ThreadId: 1, Status: 'deleted' }))));
    expect(status.status).toBe(400);
    expect(status.body.Data).toMatchObject({ Field: 'Status' });
    expect((await server.json('/api/Enquiries/Inbox', visitor())).status).toBe(401);
  });
});

describe('limits', () => {
  it('a buyer\'s follow-ups on one thread are limited; a signed-in buyer\'s enquiries per account too', async () => {
    const { poster, id } = await posterWithListing('Limits house');
    const body = enquiryFrom();
    await enquire(id, body);
    const threadId = (await inboxOf(poster.token)).Threads.find((t) => t.PropertyId === id)!.ThreadId;
    await reply({ ThreadId: threadId, Message: 'Hello.' }, bearer(poster.token, visitor()));
    const key = mailedKey(body.emailAddress, threadId);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await reply({ ThreadId: threadId, Key: key, Message: `Follow-up ${i}` })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    const buyer = await registeredUser(server, 'lbuyer');
    const sent: number[] = [];
    for (let i = 0; i < 21; i++) sent.push((await enquire(id, enquiryFrom(), buyer.token)).status);
    expect(sent.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(sent[20]).toBe(429);
  });
});

describe('held first enquiries', () => {
  it('an anonymous first enquiry with a link is stored, not sent to the poster, until the buyer confirms it from their mail', async () => {
    const { poster, id } = await posterWithListing('Held enquiry house');
    const body = enquiryFrom({ message: 'Cheap loans! Visit www.fast-cash-now.xyz today' });
    const before = mailsTo(server.config.dataDir, 'owner@example.pk').length;
    const sent = await enquire(id, body);
    expect(sent.status).toBe(200);
    expect(sent.body.Message).toBe('Please confirm your enquiry from the e-mail we sent you; then it goes to the owner.');
    expect(mailsTo(server.config.dataDir, 'owner@example.pk')).toHaveLength(before);
    expect((await inboxOf(poster.token)).Threads.filter((t) => t.PropertyId === id)).toEqual([]);
    const [row] = await server.database.rows<{ id: number; held: string }>(sql`SELECT id, held_reason AS held FROM enquiries WHERE property_id = ${id}`);
    expect(row!.held).toBe('link');
    const threadId = Number(row!.id);
    // The poster cannot open it by id either.
    expect((await server.json(threadUrl(threadId), bearer(poster.token, visitor()))).status).toBe(404);
    const key = mailedKey(body.emailAddress, threadId);
    const read = await server.json<EnquiryThread>(threadUrl(threadId, key), visitor());
    expect(read.body.Data.Held).toBe(true);
    const wrong = await server.json('/api/Enquiries/Release', visitor(jsonPost({ ThreadId: threadId, Key: 'B'.repeat(43) })));
    expect(wrong.status).toBe(404);
    const ok = await server.json('/api/Enquiries/Release', visitor(jsonPost({ ThreadId: threadId, Key: key })));
    expect(ok.status).toBe(200);
    expect(await server.json('/api/Enquiries/Release', visitor(jsonPost({ ThreadId: threadId, Key: key }))).then((r) => r.status)).toBe(200);
    expect(mailsTo(server.config.dataDir, 'owner@example.pk').filter((m) => m.subject.includes('Held enquiry house'))).toHaveLength(1);
    expect((await inboxOf(poster.token)).Threads.map((t) => t.ThreadId)).toContain(threadId);
  });

  it('an account\'s enquiry with a link is not held when its bearer sends it; a typed address alone proves nothing', async () => {
    const { poster, id } = await posterWithListing('Not held flat');
    const buyer = await registeredUser(server, 'hbuyer');
    await enquire(id, enquiryFrom({ message: 'Is this the same as https://example.pk/other-listing ?' }), buyer.token);
    expect((await inboxOf(poster.token)).Threads.filter((t) => t.PropertyId === id)).toHaveLength(1);
    // Someone else types the account's address: held like any stranger's link, and not put in that
    // account's "My enquiries" in its name. The answer is the one any unknown address gets.
    const forged = await enquire(id, enquiryFrom({ emailAddress: buyer.person.Email.toUpperCase(), message: 'And www.example.pk/another one?' }));
    const stranger = await enquire(id, enquiryFrom({ emailAddress: `nobody.${Date.now()}@example.pk`, message: 'And www.example.pk/a third?' }));
    expect(forged.body.Message).toBe(EnquiryMessages.held);
    expect(stranger.body.Message).toBe(forged.body.Message);
    expect((await inboxOf(poster.token)).Threads.filter((t) => t.PropertyId === id)).toHaveLength(1);
    const mine = await server.json<EnquiryThreadSummary[]>('/api/Enquiries/Mine', bearer(buyer.token, visitor()));
    expect(mine.body.Data.filter((t) => t.PropertyId === id)).toHaveLength(1);
    const plainForged = await enquire(id, enquiryFrom({ emailAddress: buyer.person.Email, message: 'A plain question.' }));
    expect(plainForged.status).toBe(200);
    expect((await server.json<EnquiryThreadSummary[]>('/api/Enquiries/Mine', bearer(buyer.token, visitor()))).body.Data.filter((t) => t.PropertyId === id)).toHaveLength(1);
  });
});

describe('the response figure', () => {
  it('is null below five enquiries in 90 days, then counts replies and the median first-reply time', async () => {
    const { poster, id } = await posterWithListing('Figure house');
    const figure = async () => (await server.json<ResponseFigureAnswer>(`/api/Enquiries/ResponseFigure?PropertyId=${id}`, visitor())).body.Data.Figure;
    for (let i = 0; i < 4; i++) await enquire(id, enquiryFrom());
    expect(await figure()).toBeNull();
    await enquire(id, enquiryFrom());
    // An enquiry older than the window does not count.
    await enquire(id, enquiryFrom());
    const rows = await server.database.rows<{ id: number }>(sql`SELECT id FROM enquiries WHERE property_id = ${id} ORDER BY id`);
    const ids = rows.map((r) => Number(r.id));
    await server.database.rows(sql`UPDATE enquiries SET created_at = now() - interval '91 days' WHERE id = ${ids[5]!}`);
    expect(await figure()).toEqual({ Received: 5, Replied: 0, MedianReplyMinutes: null });
    // Replies after 30, 90 and 150 minutes (dated by hand, the clock does not wait).
    for (const [i, minutes] of [[0, 30], [1, 90], [2, 150]] as const) {
      await reply({ ThreadId: ids[i]!, Message: 'Answered.' }, bearer(poster.token, visitor()));
      await server.database.rows(sql`UPDATE enquiries SET first_reply_at = created_at + make_interval(mins => ${minutes}) WHERE id = ${ids[i]!}`);
    }
    expect(await figure()).toEqual({ Received: 5, Replied: 3, MedianReplyMinutes: 90 });
    expect((await server.json(`/api/Enquiries/ResponseFigure?PropertyId=0`, visitor())).status).toBe(400);
  });
});

describe('the poster hears of enquiries', () => {
  it('a new enquiry pushes to a subscribed poster beside the spec\'s mail; a follow-up goes by push instead of mail', async () => {
    const { poster, id } = await posterWithListing('Push poster house');
    const [u] = await server.database.rows<{ id: number; email: string }>(sql`SELECT id, email FROM users WHERE user_name = ${poster.person.UserName}`);
    const userId = Number(u!.id);
    const [session] = await server.database.rows<{ id: number }>(sql`SELECT id FROM sessions WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`);
    // A subscribed browser; its push service is unreachable, so the pushes stay queued where the test sees them.
    await server.database.rows(sql`INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
      VALUES (${userId}, ${Number(session!.id)}, 'http://127.0.0.1:9/push', 'p', 'a')`);
    const pushes = async () => (await server.database.rows<{ url: string; body: string }>(sql`
      SELECT q.payload->>'url' AS url, q.payload->>'body' AS body FROM push_queue q
      JOIN push_subscriptions s ON s.id = q.subscription_id WHERE s.user_id = ${userId} ORDER BY q.id`));
    const body = enquiryFrom();
    await enquire(id, body);
    const threadId = (await inboxOf(poster.token)).Threads.find((t) => t.PropertyId === id)!.ThreadId;
    expect(await pushes()).toEqual([{ url: `/account/enquiries/${threadId}`, body: `Usman Tariq: ${body.message}` }]);
    expect(mailsTo(server.config.dataDir, 'owner@example.pk').filter((m) => m.subject.includes('Push poster house'))).toHaveLength(1);
    // No address or number in the push either.
    expect(JSON.stringify(await pushes())).not.toContain(body.emailAddress);

    await reply({ ThreadId: threadId, Message: 'Hello.' }, bearer(poster.token, visitor()));
    const key = mailedKey(body.emailAddress, threadId);
    const mailsBefore = mailsTo(server.config.dataDir, u!.email).length;
    await reply({ ThreadId: threadId, Key: key, Message: 'When can I visit?' });
    expect((await pushes()).map((p) => p.body)).toEqual([`Usman Tariq: ${body.message}`, 'Usman Tariq: When can I visit?']);
    expect(mailsTo(server.config.dataDir, u!.email)).toHaveLength(mailsBefore);
  });
});

describe('held enquiries in the admin console', () => {
  let admin: Person;
  beforeAll(async () => {
    admin = await registeredUser(server, 'heldadmin');
    await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${admin.person.UserName}`);
  });
  const queue = async () => {
    const res = await server.json<AdminHeldEnquiry[]>('/api/Admin/HeldEnquiries', bearer(admin.token, visitor()));
    expect(res.status, res.body.Message).toBe(200);
    return res.body.Data;
  };
  const decide = (action: 'Release' | 'Delete', body: unknown, token: string | null = admin.token) =>
    server.json(`/api/Admin/HeldEnquiry${action}`, token ? bearer(token, visitor(jsonPost(body))) : visitor(jsonPost(body)));
  const ownerMails = (title: string) => mailsTo(server.config.dataDir, 'owner@example.pk').filter((m) => m.subject.includes(title));
  const queuedMails = async (title: string) => (await server.database.rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM mail_queue WHERE recipient = 'owner@example.pk' AND subject LIKE ${`%${title}%`}`))[0]!.n;
  const auditOf = async (threadId: number) => server.database.rows<{ action: string; actor: string; target_label: string }>(sql`
    SELECT action, actor, target_label FROM admin_audit WHERE target_kind = 'enquiry' AND target_id = ${threadId} ORDER BY id`);
  const heldOn = async (title: string, message: string) => {
    const listing = await posterWithListing(title);
    const body = enquiryFrom({ fullName: 'Bilal Ahmed', message });
    expect((await enquire(listing.id, body)).body.Message).toBe(EnquiryMessages.held);
    const threadId = (await queue()).find((h) => h.PropertyId === listing.id)!.ThreadId;
    return { ...listing, body, threadId };
  };

  it('lists a held enquiry as text with its listing and time, never the sender\'s address or number; only admins may look', async () => {
    const { id, url, body, threadId } = await heldOn('Queue listing house', 'See <b>my</b> offer at https://deals.example.pk/x now');
    const item = (await queue()).find((h) => h.ThreadId === threadId)!;
    expect(item).toMatchObject({
      PropertyId: id, PropertyUrl: url, PropertyTitle: 'Queue listing house', ListingLive: true, BuyerName: 'Bilal Ahmed',
      Message: 'See <b>my</b> offer at https://deals.example.pk/x now', Reason: 'link',
    });
    expect(Date.now() - new Date(item.ReceivedAt).getTime()).toBeLessThan(5 * 60_000);
    const text = JSON.stringify(await queue());
    expect(text).not.toContain(body.emailAddress);
    expect(text).not.toContain(body.phoneNumber);
    const someone = await registeredUser(server, 'heldnobody');
    for (const [label, init] of [['anonymous', visitor()], ['a normal account', bearer(someone.token, visitor())]] as const) {
      expect((await server.json('/api/Admin/HeldEnquiries', init)).status, label).toBe(403);
    }
    for (const token of [null, someone.token]) {
      expect((await decide('Release', { ThreadId: threadId }, token)).status).toBe(403);
      expect((await decide('Delete', { ThreadId: threadId }, token)).status).toBe(403);
    }
    // Still held: nothing above reached it.
    expect((await queue()).map((h) => h.ThreadId)).toContain(threadId);
  });

  it('release sends it to the poster as a new enquiry, dated then, with one mail through the queue however often it is released', async () => {
    const { poster, id, body, threadId } = await heldOn('Released by admin house', 'Please call me, details at www.my-site.example.pk');
    await server.database.rows(sql`UPDATE enquiries SET created_at = now() - interval '3 days' WHERE id = ${threadId}`);
    expect(ownerMails('Released by admin house')).toHaveLength(0);
    const before = Date.now();
    const released = await decide('Release', { ThreadId: threadId });
    expect(released.status, released.body.Message).toBe(200);
    expect(released.body.Message).toBe(EnquiryMessages.adminReleased);
    const again = await decide('Release', { ThreadId: threadId });
    expect(again.status).toBe(200);
    expect(again.body.Message).toBe(EnquiryMessages.adminAlreadyReleased);
    // The buyer's own confirmation afterwards sends nothing more either.
    const key = mailedKey(body.emailAddress, threadId);
    expect((await server.json('/api/Enquiries/Release', visitor(jsonPost({ ThreadId: threadId, Key: key })))).status).toBe(200);
    expect(ownerMails('Released by admin house')).toHaveLength(1);
    expect(await queuedMails('Released by admin house')).toBe(1);
    expect(ownerMails('Released by admin house')[0]!.body).toContain(body.emailAddress);

    const inbox = await inboxOf(poster.token);
    expect(inbox.Threads.find((t) => t.ThreadId === threadId)).toMatchObject({ PropertyId: id, Status: 'new', OtherName: 'Bilal Ahmed' });
    // Dated at release: the response figure measures from when the poster could first see it.
    const [row] = await server.database.rows<{ created: Date | string; held: string | null }>(sql`
      SELECT created_at AS created, held_reason AS held FROM enquiries WHERE id = ${threadId}`);
    expect(row!.held).toBeNull();
    expect(new Date(row!.created).getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect((await queue()).map((h) => h.ThreadId)).not.toContain(threadId);
    expect((await auditOf(threadId)).map((a) => [a.action, a.actor, a.target_label])).toEqual([
      ['enquiry-release', admin.person.UserName, 'Bilal Ahmed about "Released by admin house"'],
    ]);
    // A released conversation is the poster's: the console cannot delete it.
    const refused = await decide('Delete', { ThreadId: threadId });
    expect(refused.status).toBe(409);
    expect(refused.body.Data).toMatchObject({ Field: 'ThreadId' });
  });

  it('delete removes it for good, with its messages and links, and records who did it', async () => {
    const { poster, id, body, threadId } = await heldOn('Deleted by admin house', 'Cheap loans at www.fast-cash-now.example today');
    const key = mailedKey(body.emailAddress, threadId);
    const deleted = await decide('Delete', { ThreadId: threadId });
    expect(deleted.status, deleted.body.Message).toBe(200);
    expect(deleted.body.Message).toBe(EnquiryMessages.adminDeleted);
    const [left] = await server.database.rows<{ threads: number; messages: number; links: number }>(sql`
      SELECT (SELECT count(*)::int FROM enquiries WHERE id = ${threadId}) AS threads,
        (SELECT count(*)::int FROM enquiry_messages WHERE enquiry_id = ${threadId}) AS messages,
        (SELECT count(*)::int FROM enquiry_links WHERE enquiry_id = ${threadId}) AS links`);
    expect(left).toEqual({ threads: 0, messages: 0, links: 0 });
    expect((await server.json(threadUrl(threadId, key), visitor())).status).toBe(404);
    expect((await server.json('/api/Enquiries/Release', visitor(jsonPost({ ThreadId: threadId, Key: key })))).status).toBe(404);
    expect((await inboxOf(poster.token)).Threads.filter((t) => t.PropertyId === id)).toEqual([]);
    expect(ownerMails('Deleted by admin house')).toHaveLength(0);
    expect((await auditOf(threadId)).map((a) => a.action)).toEqual(['enquiry-delete']);
    for (const action of ['Delete', 'Release'] as const) {
      const gone = await decide(action, { ThreadId: threadId });
      expect(gone.status, action).toBe(404);
      expect(gone.body.Data, action).toMatchObject({ Field: 'ThreadId' });
    }
  });

  it('names ThreadId for a bad id', async () => {
    for (const action of ['Release', 'Delete'] as const) {
      for (const body of [{}, { ThreadId: 'one' }, { ThreadId: -1 }, { ThreadId: 0 }, { ThreadId: 1.5 }, { ThreadId: '1; DROP TABLE enquiries' }]) {
        const res = await decide(action, body);
        expect(res.status, `${action} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.Data, `${action} ${JSON.stringify(body)}`).toMatchObject({ Field: 'ThreadId' });
      }
    }
  });
});
