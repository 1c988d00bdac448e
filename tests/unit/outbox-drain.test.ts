import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainDue, readAnswer, withOutboxLock, type FetchLike } from '../../src/offline/outbox/drain.ts';
import { buildRequest } from '../../src/offline/outbox/write-requests.ts';
import { isOutboxSenderGone } from '../../src/offline/outbox/lock.ts';
import { OUTBOX_LOCK, SENT_KEEP_MS, createEntry, isVisibleTo, markSending, markSent, type OutboxEntry, type OutboxRequest } from '../../src/offline/outbox/logic.ts';
import {
  deleteEntry,
  purgeExpiredSent,
  readEntries,
  readEntry,
  writeEntry,
} from '../../src/offline/outbox/store.ts';

const enquiry: OutboxRequest = {
  kind: 'enquiry',
  input: {
    PropertyId: 7,
    PropertyUrl: 'house-in-dha-7',
    subject: 'House in DHA',
    ownerEmail: '',
    fullName: 'Ali Raza',
    emailAddress: 'ali@example.pk',
    phoneNumber: '03001234567',
    message: 'Still available?',
  },
};
const listing: OutboxRequest = {
  kind: 'listing',
  fields: { Title: 'House in DHA', Price: '25000000' },
  files: [{ blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }), name: 'front.jpg' }],
  keepImages: [],
  imageOrder: ['new:0'],
  propertyId: null,
  form: {},
};
const marketing: OutboxRequest = { kind: 'marketing', name: 'Ali Raza', phoneNumber: '03001234567' };
const report: OutboxRequest = {
  kind: 'report',
  input: { PropertyId: 7, Reason: 'Scam', Note: 'Asked for a token first.', DeviceId: '0123456789abcdef0123' },
  title: 'House in DHA',
};

const entry = (id: string, createdAt: number, request: OutboxRequest = enquiry, needsLogin = false): OutboxEntry =>
  createEntry({ id, idempotencyKey: `key-${id}`, request, needsLogin, now: createdAt });

const creds = { token: 'tok-1', xsrf: 'x-1' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** A fetch that answers from a list, in order, and records what it was asked. */
function fakeFetch(...answers: Array<Response | 'network-error'>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const impl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift() ?? json(200, { IsSuccess: true, Message: 'ok', Data: null });
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    return next;
  };
  return { impl, calls };
}

beforeEach(async () => {
  for (const e of await readEntries()) await deleteEntry(e.id);
});

describe('buildRequest', () => {
  it('an enquiry is JSON to Contact/PropertyOwner with its key and no bearer', () => {
    const built = buildRequest(entry('e', 0), creds);
    expect(built.url).toBe('/api/Contact/PropertyOwner');
    expect(built.method).toBe('POST');
    expect(built.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'x-1',
      'Idempotency-Key': 'key-e',
    });
    expect(JSON.parse(built.body as string)).toEqual(enquiry.kind === 'enquiry' ? enquiry.input : null);
  });

  it('a thread reply is JSON to Enquiries/Reply: with the bearer signed in, with the mailed key and no bearer otherwise', () => {
    const signedIn: OutboxRequest = { kind: 'enquiry-reply', threadId: 7, message: 'Yes, come on Sunday.', title: 'House in DHA' };
    const built = buildRequest(entry('t', 0, signedIn, true), creds);
    expect(built.url).toBe('/api/Enquiries/Reply');
    expect(built.headers).toMatchObject({ Authorization: `Bearer ${creds.token}`, 'Idempotency-Key': 'key-t', 'Content-Type': 'application/json' });
    expect(JSON.parse(built.body as string)).toEqual({ ThreadId: 7, Message: 'Yes, come on Sunday.' });
    expect(entry('t', 0, signedIn, true).summary).toBe('Reply: House in DHA');
    const byKey: OutboxRequest = { ...signedIn, key: 'k'.repeat(43) };
    const anon = buildRequest(entry('a', 0, byKey, false), creds);
    expect(anon.headers.Authorization).toBeUndefined();
    expect(JSON.parse(anon.body as string)).toEqual({ ThreadId: 7, Message: 'Yes, come on Sunday.', Key: 'k'.repeat(43) });
  });

  it('a thread\'s status is JSON to Enquiries/SetStatus with the bearer', () => {
    const close: OutboxRequest = { kind: 'enquiry-status', threadId: 7, status: 'closed', title: 'House in DHA' };
    const built = buildRequest(entry('s', 0, close, true), creds);
    expect(built.url).toBe('/api/Enquiries/SetStatus');
    expect(built.headers.Authorization).toBe(`Bearer ${creds.token}`);
    expect(JSON.parse(built.body as string)).toEqual({ ThreadId: 7, Status: 'closed' });
    expect(entry('s', 0, close, true).summary).toBe('Close: House in DHA');
  });

  it('sends the language of the page the entry was made on, as the app\'s own calls do', () => {
    expect(buildRequest({ ...entry('e', 0), language: 'ur' }, creds).headers['X-Language']).toBe('ur');
    expect(buildRequest(entry('e', 0), creds).headers['X-Language']).toBeUndefined();
  });

  it('a report is JSON to Property/ReportProperty with its key and no bearer', () => {
    const built = buildRequest(entry('r', 0, report), creds);
    expect(built.url).toBe('/api/Property/ReportProperty');
    expect(built.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'x-1',
      'Idempotency-Key': 'key-r',
    });
    expect(JSON.parse(built.body as string)).toEqual(report.kind === 'report' ? report.input : null);
    expect(entry('r', 0, report).summary).toBe('House in DHA');
  });

  it('a signed-in listing goes to SubmitPropertyDetails with the bearer, fields and photos', async () => {
    const built = buildRequest(entry('l', 0, listing, true), creds);
    expect(built.url).toBe('/api/Property/SubmitPropertyDetails');
    expect(built.headers.Authorization).toBe('Bearer tok-1');
    // The browser sets the multipart boundary itself.
    expect(built.headers['Content-Type']).toBeUndefined();
    const form = built.body as FormData;
    expect(form.get('Title')).toBe('House in DHA');
    const file = form.get('file') as File;
    expect(file.name).toBe('front.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(await file.text()).toBe('jpeg bytes');
  });

  it('an anonymous listing stays anonymous even when someone has signed in since', () => {
    const built = buildRequest(entry('a', 0, listing, false), creds);
    expect(built.url).toBe('/api/Property/SubmitPropertyAnonymous');
    expect(built.headers.Authorization).toBeUndefined();
  });

  it('a marketing phone is sent as query parameters with no body', () => {
    const built = buildRequest(entry('m', 0, marketing, true), creds);
    expect(built.url).toBe('/api/Marketing/Register/PhoneNumber/?Name=Ali+Raza&PhoneNumber=03001234567');
    expect(built.body).toBeNull();
    expect(built.headers['Content-Type']).toBe('application/json');
  });

  it('is the same request every time: same key, same body', () => {
    const e = entry('same', 0);
    expect(buildRequest(markSending(e, 5), creds)).toEqual(buildRequest(e, creds));
  });

  it('a bearer goes on every attempt exactly when the write is an account write', () => {
    const signedOut = { token: null, xsrf: 'x-1' };
    // Enquiries and contact messages are never the account's: no bearer, even signed in.
    expect(buildRequest(entry('e', 0), creds).headers.Authorization).toBeUndefined();
    // A report made signed in is an account write: its owner's bearer, first attempt and retry alike.
    const mine = entry('r', 0, report, true);
    expect(buildRequest(mine, creds).headers.Authorization).toBe('Bearer tok-1');
    expect(buildRequest(markSending(mine, 5), creds)).toEqual(buildRequest(mine, creds));
    // A report made signed out stays anonymous when someone signs in later.
    expect(buildRequest(entry('r2', 0, report, false), creds)).toEqual(buildRequest(entry('r2', 0, report, false), signedOut));
  });
});

describe('readAnswer', () => {
  it('a successful envelope is sent; IsSuccess false is the request’s own fault', () => {
    expect(readAnswer('enquiry', 200, { IsSuccess: true, Message: 'Sent', Data: null })).toEqual({ ok: true });
    expect(readAnswer('contact', 200, { IsSuccess: false, Message: 'No such listing', Data: null })).toEqual({
      ok: false,
      failure: { status: 400, message: 'No such listing' },
    });
  });

  it('names the field the server refused', () => {
    expect(readAnswer('listing', 400, { IsSuccess: false, Message: 'Invalid', Data: { Field: 'Price', Message: 'Price looks wrong.' } })).toEqual({
      ok: false,
      failure: { status: 400, message: 'Price looks wrong.', field: 'Price' },
    });
  });

  it('a report of a listing gone since is done with; a second report is a success', () => {
    expect(readAnswer('report', 404, { IsSuccess: false, Message: 'Not available', Data: null })).toEqual({ ok: true });
    expect(readAnswer('report', 200, { IsSuccess: true, Message: 'Already reported', Data: { AlreadyReported: true } })).toEqual({ ok: true });
    expect(readAnswer('enquiry', 404, { IsSuccess: false, Message: 'Not available', Data: null })).toMatchObject({ ok: false });
  });

  it('keeps the status of server trouble', () => {
    expect(readAnswer('enquiry', 503, undefined, 'Service Unavailable')).toEqual({ ok: false, failure: { status: 503, message: 'Service Unavailable', field: null } });
  });

  it('a marketing answer is a bare boolean', () => {
    expect(readAnswer('marketing', 200, true)).toEqual({ ok: true });
    expect(readAnswer('marketing', 200, false)).toEqual({ ok: false, failure: { status: 400, message: 'Phone number not added!' } });
  });
});

describe('drainDue', () => {
  it('sends the due entries oldest first and keeps them as sent', async () => {
    await writeEntry(entry('b', 200));
    await writeEntry(entry('a', 100, marketing, true));
    const { impl, calls } = fakeFetch(json(200, true));
    const sent: string[] = [];
    const report = await drainDue({ credentials: () => creds, force: false, fetch: impl, now: () => 1_000, onSent: (e) => sent.push(e.id) });
    expect(calls.map((c) => c.url)).toEqual(['/api/Marketing/Register/PhoneNumber/?Name=Ali+Raza&PhoneNumber=03001234567', '/api/Contact/PropertyOwner']);
    expect(sent).toEqual(['a', 'b']);
    expect(report).toMatchObject({ offline: false, unsent: 0 });
    const b = await readEntry('b');
    expect(b).toMatchObject({ state: 'sent', sentAt: 1_000, attempts: 1, leaseUntil: null });
  });

  it('a retry after a 503 carries the same key and body', async () => {
    await writeEntry(entry('r', 0));
    const { impl, calls } = fakeFetch(json(503, { IsSuccess: false, Message: 'busy', Data: null }));
    const first = await drainDue({ credentials: () => creds, force: false, fetch: impl, now: () => 10 });
    expect(first.unsent).toBe(1);
    expect(await readEntry('r')).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'busy' });
    // Not due yet: the backoff holds unless forced.
    await drainDue({ credentials: () => creds, force: false, fetch: impl, now: () => 20 });
    expect(calls).toHaveLength(1);
    await drainDue({ credentials: () => creds, force: true, fetch: impl, now: () => 30 });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.init.headers).toEqual(calls[0]!.init.headers);
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
    expect(await readEntry('r')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('stops at the first network failure; the rest keep their times', async () => {
    await writeEntry(entry('n1', 1));
    await writeEntry(entry('n2', 2));
    const { impl, calls } = fakeFetch('network-error');
    const report = await drainDue({ credentials: () => creds, force: false, fetch: impl, now: () => 100 });
    expect(calls).toHaveLength(1);
    expect(report).toMatchObject({ offline: true, unsent: 2 });
    expect(await readEntry('n2')).toMatchObject({ state: 'waiting', attempts: 0 });
  });

  it('a 400 needs attention and is not counted as still to go', async () => {
    await writeEntry(entry('bad', 1));
    const { impl } = fakeFetch(json(400, { IsSuccess: false, Message: 'Bad', Data: { Field: 'message', Message: 'Please enter a message.' } }));
    const report = await drainDue({ credentials: () => creds, force: false, fetch: impl, now: () => 5 });
    expect(report.unsent).toBe(0);
    expect(await readEntry('bad')).toMatchObject({ state: 'needs-attention', lastError: 'Please enter a message.' });
  });

  it('a 401 ends the session and the entry waits for the next login', async () => {
    await writeEntry(entry('login', 1, marketing, true));
    const { impl } = fakeFetch(json(401, { IsSuccess: false, Message: 'Unauthorized', Data: null }));
    let token: string | null = 'dead';
    const report = await drainDue({
      credentials: () => ({ token, xsrf: 'x' }),
      force: false,
      fetch: impl,
      now: () => 5,
      onUnauthorized: () => (token = null),
    });
    expect(token).toBeNull();
    expect(report.unsent).toBe(0);
    expect(await readEntry('login')).toMatchObject({ state: 'waiting', needsLogin: true });
  });

  it('a report made signed in waits for its owner after a 401, and nobody else sees or sends it', async () => {
    await writeEntry({ ...entry('rep', 1, report, true), owner: 'alice' });
    const { impl, calls } = fakeFetch(json(401, { IsSuccess: false, Message: 'Please log in to continue.', Data: null }));
    let who: { token: string | null; user: string | null } = { token: 'dead', user: 'alice' };
    await drainDue({ credentials: () => ({ ...who, xsrf: 'x' }), force: false, fetch: impl, now: () => 5, onUnauthorized: () => (who = { token: null, user: null }) });
    expect(who.token).toBeNull();
    expect(await readEntry('rep')).toMatchObject({ state: 'waiting', needsLogin: true, lastStatus: 401 });
    // Signed out (the service worker too) and signed in as someone else, it stays put and unlisted.
    await drainDue({ credentials: () => ({ token: null, xsrf: 'x' }), force: true, fetch: impl, now: () => 6 });
    await drainDue({ credentials: () => ({ token: 'tok-b', user: 'bilal', xsrf: 'x' }), force: true, fetch: impl, now: () => 7 });
    expect(calls).toHaveLength(1);
    expect(isVisibleTo((await readEntry('rep'))!, 'bilal')).toBe(false);
    // Its owner back: the same request as the first, with the new bearer.
    await drainDue({ credentials: () => ({ token: 'tok-a', user: 'alice', xsrf: 'x' }), force: true, fetch: impl, now: () => 8 });
    expect(calls).toHaveLength(2);
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBe('Bearer tok-a');
    expect(new Headers(calls[1]!.init.headers).get('Idempotency-Key')).toBe('key-rep');
    expect(await readEntry('rep')).toMatchObject({ state: 'sent' });
  });

  it('leaves entries needing a login alone while nobody is signed in', async () => {
    await writeEntry(entry('wait', 1, marketing, true));
    const { impl, calls } = fakeFetch();
    const report = await drainDue({ credentials: () => ({ token: null, xsrf: 'x' }), force: true, fetch: impl, now: () => 5 });
    expect(calls).toHaveLength(0);
    expect(report.unsent).toBe(0);
  });

  it('does not take an entry another sender holds the lease on', async () => {
    await writeEntry(markSending(entry('held', 1), 0));
    const { impl, calls } = fakeFetch();
    const report = await drainDue({ credentials: () => creds, force: true, fetch: impl, now: () => 1_000 });
    expect(calls).toHaveLength(0);
    // Still to go: a worker's sync asks the browser to fire again later.
    expect(report.unsent).toBe(1);
  });

  it('under the lock, an entry a closed tab left sending goes again at once, lease or not', async () => {
    await writeEntry(markSending(entry('left', 1), 0));
    const { impl, calls } = fakeFetch();
    const report = await drainDue({ credentials: () => creds, force: false, fetch: impl, now: () => 1_000, exclusive: true });
    expect(calls).toHaveLength(1);
    expect(report.sent.map((e) => e.id)).toEqual(['left']);
    expect(await readEntry('left')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('an entry discarded while on its way is not brought back', async () => {
    await writeEntry(entry('gone', 1));
    const impl: FetchLike = async () => {
      await deleteEntry('gone');
      return json(200, { IsSuccess: true, Message: 'ok', Data: null });
    };
    const report = await drainDue({ credentials: () => creds, force: false, fetch: impl, now: () => 5 });
    expect(report.sent).toEqual([]);
    expect(await readEntry('gone')).toBeUndefined();
  });
});

describe('purgeExpiredSent', () => {
  it('removes sent entries a day old and keeps the rest', async () => {
    await writeEntry(markSent(entry('old', 0), 0));
    await writeEntry(markSent(entry('new', 0), SENT_KEEP_MS));
    await writeEntry(entry('waiting', 0));
    await purgeExpiredSent(SENT_KEEP_MS + 1);
    expect((await readEntries()).map((e) => e.id).sort()).toEqual(['new', 'waiting']);
  });
});

describe('withOutboxLock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the work only when the lock is free', async () => {
    let held = false;
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, _options: unknown, callback: (lock: object | null) => Promise<unknown>) => callback(held ? null : {}),
      },
    });
    expect(await withOutboxLock(async (exclusive) => (exclusive ? 'ran under the lock' : 'ran'))).toBe('ran under the lock');
    held = true;
    const work = vi.fn(async () => 'ran');
    expect(await withOutboxLock(work)).toBeNull();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('a queued logout', () => {
  const logout = (): OutboxEntry => entry('bye', 1, { kind: 'logout', token: 'old-token' });

  it('goes with its own bearer, whoever is signed in now, and no body', () => {
    const built = buildRequest(logout(), { token: 'next-person', xsrf: 'x' });
    expect(built.url).toBe('/api/Account/Logout');
    expect(built.headers.Authorization).toBe('Bearer old-token');
    expect(built.headers['Idempotency-Key']).toBe('key-bye');
    expect(built.body).toBeNull();
  });

  it('is done once the server answered, a dead token included; only trouble is tried again', () => {
    expect(readAnswer('logout', 200, { IsSuccess: true, Message: 'You are logged out.', Data: null })).toEqual({ ok: true });
    expect(readAnswer('logout', 401, { IsSuccess: false, Message: 'Unauthorized', Data: null })).toEqual({ ok: true });
    expect(readAnswer('logout', 503, undefined, 'Service Unavailable')).toMatchObject({ ok: false, failure: { status: 503 } });
  });

  it('forgets the token once sent', async () => {
    await writeEntry(logout());
    const { impl, calls } = fakeFetch(json(200, { IsSuccess: true, Message: 'You are logged out.', Data: null }));
    const report = await drainDue({ credentials: () => ({ token: null, xsrf: 'x' }), force: false, fetch: impl, now: () => 5 });
    expect(calls).toHaveLength(1);
    expect(report.sent.map((e) => e.id)).toEqual(['bye']);
    expect((await readEntry('bye'))?.request).toEqual({ kind: 'logout', token: '' });
  });
});

describe('isOutboxSenderGone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true only when Web Locks say nobody holds the outbox lock', async () => {
    let held: Array<{ name: string }> = [];
    vi.stubGlobal('navigator', { locks: { query: async () => ({ held, pending: [] }) } });
    expect(await isOutboxSenderGone()).toBe(true);
    held = [{ name: 'something-else' }];
    expect(await isOutboxSenderGone()).toBe(true);
    held = [{ name: OUTBOX_LOCK }];
    expect(await isOutboxSenderGone()).toBe(false);
  });

  it('cannot tell without Web Locks: the lease decides', async () => {
    vi.stubGlobal('navigator', {});
    expect(await isOutboxSenderGone()).toBe(false);
  });
});
