import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  SEND_LEASE_MS,
  SENT_KEEP_MS,
  backoffDelay,
  createEntry,
  dueEntries,
  isDue,
  isExpiredSent,
  isRetryableStatus,
  judgeFailure,
  markFailed,
  markRetryNow,
  markSending,
  markSent,
  nextWake,
  orderEntries,
  pendingCount,
  isVisibleTo,
  isAbandoned,
  waitsForLogin,
  deviceFullText,
  entryBytes,
  canReopen,
  summaryOf,
  type OutboxEntry,
  type OutboxRequest,
} from '../../src/offline/outbox/logic.ts';
import { deleteEntry, readEntries, readEntry, writeEntry } from '../../src/offline/outbox/store.ts';
import { attentionToTell } from '../../src/components/outbox-badge/tell-attention.ts';

const contact: OutboxRequest = {
  kind: 'contact',
  input: { fullName: 'Ali Raza', emailAddress: 'ali@example.pk', phoneNumber: '03001234567', subject: 'Hello', message: 'A question' },
};
const marketing: OutboxRequest = { kind: 'marketing', name: 'Ali Raza', phoneNumber: '03001234567' };

const entry = (id: string, createdAt: number, request: OutboxRequest = contact, needsLogin = false): OutboxEntry =>
  createEntry({ id, idempotencyKey: `key-${id}`, request, needsLogin, now: createdAt });

describe('isRetryableStatus / judgeFailure', () => {
  it('retries no answer, 408, 429 and 5xx', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
    expect(judgeFailure(null)).toBe('retry');
    expect(judgeFailure(503)).toBe('retry');
  });

  it('stops on validation answers', () => {
    for (const status of [400, 404, 409, 413, 415, 422]) {
      expect(isRetryableStatus(status)).toBe(false);
      expect(judgeFailure(status)).toBe('needs-attention');
    }
  });

  it('waits for a login on 401', () => {
    expect(judgeFailure(401)).toBe('wait-for-login');
  });
});

describe('backoffDelay', () => {
  it('grows 5 s, 15 s, 45 s … without jitter at the midpoint', () => {
    expect(backoffDelay(1, 0.5)).toBe(5_000);
    expect(backoffDelay(2, 0.5)).toBe(15_000);
    expect(backoffDelay(3, 0.5)).toBe(45_000);
    expect(backoffDelay(4, 0.5)).toBe(135_000);
  });

  it('is capped at 10 minutes, jitter included', () => {
    expect(backoffDelay(20, 0.5)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(20, 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });

  it('spreads by at most a fifth either way', () => {
    expect(backoffDelay(2, 0)).toBe(12_000);
    expect(backoffDelay(2, 0.9999)).toBeLessThanOrEqual(18_000);
    expect(backoffDelay(2, 0.9999)).toBeGreaterThan(17_990);
  });
});

describe('ordering', () => {
  it('sends the oldest first, ties by id', () => {
    const list = [entry('c', 300), entry('b', 100), entry('a', 100), entry('d', 200)];
    expect(orderEntries(list).map((e) => e.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(dueEntries(list, 1_000, null).map((e) => e.id)).toEqual(['a', 'b', 'd', 'c']);
  });
});

describe('state transitions', () => {
  it('keeps the idempotency key across attempts', () => {
    let e = entry('x', 0);
    const key = e.idempotencyKey;
    for (let i = 1; i <= 4; i++) {
      e = markSending(e, 1_000 * i);
      expect(e.attempts).toBe(i);
      e = markFailed(e, { status: 503, message: 'busy' }, 1_000 * i, 0.5);
      expect(e.idempotencyKey).toBe(key);
      expect(e.state).toBe('waiting');
    }
    expect(e.nextAttemptAt).toBe(4_000 + backoffDelay(4, 0.5));
  });

  it('puts a 400 into needs-attention with the server message and no further automatic try', () => {
    const e = markFailed(markSending(entry('x', 0), 0), { status: 400, message: 'Title is required.' }, 10, 0.5);
    expect(e.state).toBe('needs-attention');
    expect(e.lastError).toBe('Title is required.');
    expect(isDue(e, 1e12, 'sana', true)).toBe(false);
    expect(nextWake([e], 'sana')).toBeNull();
    expect(pendingCount([e], null)).toBe(1);
  });

  it('Retry now takes an entry out of needs-attention and makes it due', () => {
    const stuck = markFailed(entry('x', 0), { status: 422, message: 'no' }, 10);
    const again = markRetryNow(stuck, 50);
    expect(again.state).toBe('waiting');
    expect(isDue(again, 50, null)).toBe(true);
  });

  it('waits out the backoff unless forced', () => {
    const e = markFailed(markSending(entry('x', 0), 0), { status: null, message: 'offline' }, 0, 0.5);
    expect(isDue(e, 4_999, null)).toBe(false);
    expect(isDue(e, 5_000, null)).toBe(true);
    expect(isDue(e, 10, null, true)).toBe(true);
    expect(nextWake([e], null)).toBe(5_000);
  });

  it('lets Background Sync skip the backoff only for an entry that got no answer, not one the server failed', () => {
    const offline = markFailed(markSending(entry('x', 0), 0), { status: null, message: 'offline' }, 0, 0.5);
    const failed = markFailed(markSending(entry('y', 0), 0), { status: 500, message: 'Server Error' }, 0, 0.5);
    expect(isDue(offline, 10, null, 'unanswered')).toBe(true);
    expect(isDue(failed, 10, null, 'unanswered')).toBe(false);
    expect(isDue(failed, 10, null, true)).toBe(true);
    expect(isDue(failed, 5_000, null, 'unanswered')).toBe(true);
  });

  it('resends an entry left in sending by a tab that closed, once its lease is over', () => {
    const sending = markSending(entry('x', 0), 100);
    expect(sending.leaseUntil).toBe(100 + SEND_LEASE_MS);
    expect(isDue(sending, 101, null)).toBe(false);
    // Coming back online does not take an entry from a sender that may still be at it.
    expect(isDue(sending, 101, null, true)).toBe(false);
    expect(isDue(sending, 100 + SEND_LEASE_MS, null)).toBe(true);
  });

  it('treats a sending entry without a lease (stored by an older version) as abandoned', () => {
    const old = { ...entry('x', 0), state: 'sending' as const };
    delete old.leaseUntil;
    expect(isDue(old, 0, null)).toBe(true);
  });

  it('a failure releases the lease', () => {
    const failed = markFailed(markSending(entry('x', 0), 0), { status: 503, message: 'busy' }, 10, 0.5);
    expect(failed.leaseUntil).toBeNull();
  });
});

describe('sent entries', () => {
  const sent = markSent(markSending(entry('s', 0), 10), 1_000);

  it('stay listed with the time they went, but are no longer due, counted or woken for', () => {
    expect(sent.state).toBe('sent');
    expect(sent.sentAt).toBe(1_000);
    expect(sent.leaseUntil).toBeNull();
    expect(isDue(sent, 1e12, 'sana', true)).toBe(false);
    expect(nextWake([sent], 'sana')).toBeNull();
    expect(pendingCount([sent, entry('w', 0), markFailed(entry('n', 0), { status: 400, message: 'no' }, 0)], null)).toBe(2);
  });

  it('expire a day after they went', () => {
    expect(isExpiredSent(sent, 1_000 + SENT_KEEP_MS - 1)).toBe(false);
    expect(isExpiredSent(sent, 1_000 + SENT_KEEP_MS)).toBe(true);
    expect(isExpiredSent(entry('w', 0), 1e12)).toBe(false);
  });

  it("drop a listing's photos, keeping the record", () => {
    const photo = { blob: new Blob(['x']), name: 'a.jpg' };
    const listing = createEntry({
      id: 'l',
      idempotencyKey: 'key-l',
      request: { kind: 'listing', fields: { Title: 'House' }, files: [photo], keepImages: [], imageOrder: [], propertyId: null, form: {} },
      needsLogin: true,
      now: 0,
    });
    const done = markSent(listing, 5);
    expect(done.request.kind === 'listing' && done.request.files).toEqual([]);
    expect(done.summary).toBe('House');
  });
});

describe('needs login', () => {
  it('waits while logged out and goes after a login', () => {
    const e = entry('m', 0, marketing, true);
    expect(isDue(e, 10, null)).toBe(false);
    expect(isDue(e, 10, null, true)).toBe(false);
    expect(nextWake([e], null)).toBeNull();
    expect(isDue(e, 10, 'sana')).toBe(true);
  });

  it('a 401 keeps the entry and makes it wait for the next login', () => {
    const e = markFailed(markSending(entry('l', 0, marketing, true), 0), { status: 401, message: 'expired' }, 20);
    expect(e.state).toBe('waiting');
    expect(e.needsLogin).toBe(true);
    expect(isDue(e, 20, null)).toBe(false);
    expect(isDue(e, 20, 'sana')).toBe(true);
  });
});

describe('owners', () => {
  const owned = (id: string, owner: string | null, needsLogin = true): OutboxEntry => ({
    ...createEntry({ id, idempotencyKey: `key-${id}`, request: marketing, needsLogin, owner, now: 0 }),
  });

  it('a login entry goes only with its own account, and only that account sees it', () => {
    const alices = owned('a', 'alice');
    expect(isDue(alices, 10, 'alice')).toBe(true);
    expect(isDue(alices, 10, 'bilal')).toBe(false);
    expect(isDue(alices, 10, null)).toBe(false);
    expect(nextWake([alices], 'bilal')).toBeNull();
    expect(isVisibleTo(alices, 'alice')).toBe(true);
    expect(isVisibleTo(alices, 'bilal')).toBe(false);
    expect(isVisibleTo(alices, null)).toBe(false);
    expect(pendingCount([alices], 'bilal')).toBe(0);
    expect(pendingCount([alices], 'alice')).toBe(1);
  });

  it('an entry made signed in on an open endpoint still goes without a login, but stays its maker\'s to see', () => {
    const enquiry = owned('e', 'alice', false);
    expect(isDue(enquiry, 10, null)).toBe(true);
    expect(isVisibleTo(enquiry, null)).toBe(false);
    expect(isVisibleTo(owned('anon', null, false), 'bilal')).toBe(true);
  });

  it('after the session lapsed on the server, its entries stay listed for login, but not after a logout or for another account', () => {
    const alices = owned('a', 'alice');
    // A lapsed session (a 401) leaves 'alice' as the account that nobody has signed in as since.
    expect(isVisibleTo(alices, null, 'alice')).toBe(true);
    expect(pendingCount([alices, owned('e', 'alice', false)], null, 'alice')).toBe(2);
    expect(waitsForLogin(alices, null)).toBe(true);
    // It still goes only with her bearer.
    expect(isDue(alices, 10, null)).toBe(false);
    // A logout leaves no lapsed account; someone else signed in never sees hers.
    expect(isVisibleTo(alices, null, null)).toBe(false);
    expect(isVisibleTo(alices, 'bilal', 'alice')).toBe(false);
    expect(isVisibleTo(owned('b', 'bilal'), null, 'alice')).toBe(false);
    expect(waitsForLogin(alices, 'alice')).toBe(false);
    expect(waitsForLogin(owned('e2', 'alice', false), null)).toBe(false);
    expect(waitsForLogin(markSent(alices, 5), null)).toBe(false);
  });

  it('a 401 on an entry made signed out needs attention instead of waiting for some login', () => {
    const e = markFailed(markSending(entry('o', 0), 0), { status: 401, message: 'Unauthorized' }, 5);
    expect(e.state).toBe('needs-attention');
    expect(e.needsLogin).toBe(false);
  });

  it('a sender that stopped mid-way wakes the outbox when its lease ends, and Edit is only for what cannot have arrived', () => {
    const sending = markSending(entry('s', 0), 100);
    expect(nextWake([sending], null)).toBe(100 + SEND_LEASE_MS);
    expect(isAbandoned(sending, 100 + SEND_LEASE_MS)).toBe(true);
    expect(canReopen(entry('fresh', 0))).toBe(true);
    const tried = markFailed(sending, { status: 503, message: 'busy' }, 200);
    expect(canReopen(tried)).toBe(false);
    expect(canReopen(markFailed(sending, { status: 400, message: 'bad' }, 200))).toBe(true);
  });
});

describe('room on the device', () => {
  const listing = (sizes: number[]): OutboxRequest => ({
    kind: 'listing',
    fields: { Title: 'A house' },
    files: sizes.map((size, i) => ({ blob: new Blob([new Uint8Array(size)], { type: 'image/jpeg' }), name: `p${i}.jpg` })),
    keepImages: [],
    imageOrder: [],
    propertyId: null,
    form: { Title: 'A house' },
  });

  it('counts a listing by its photos and text, so the caches give up at least that much', () => {
    const withPhotos = entryBytes(listing([300_000, 250_000, 200_000, 150_000]));
    expect(withPhotos).toBeGreaterThanOrEqual(900_000);
    expect(withPhotos).toBeLessThan(901_000);
    expect(entryBytes(contact)).toBeGreaterThan(0);
    expect(entryBytes(contact)).toBeLessThan(2_000);
  });

  it('asks for fewer photos only when there are photos', () => {
    expect(deviceFullText(listing([1_000]))).toMatch(/fewer photos/);
    expect(deviceFullText(listing([]))).not.toMatch(/photos/);
    expect(deviceFullText(contact)).toMatch(/free some space/);
  });
});

describe('summaryOf', () => {
  it('names the listing, the subject or the phone', () => {
    expect(summaryOf(contact)).toBe('Hello');
    expect(summaryOf(marketing)).toBe('03001234567');
    expect(
      summaryOf({ kind: 'listing', fields: { Title: 'House in DHA' }, files: [], keepImages: [], imageOrder: [], propertyId: null, form: {} }),
    ).toBe('House in DHA');
  });
});

describe('outbox store', () => {
  it('keeps entries across reads, with their key, and deletes them', async () => {
    const a = entry('store-a', 1);
    await writeEntry(a);
    await writeEntry(markFailed(markSending(a, 2), { status: 500, message: 'oops' }, 5));
    const back = await readEntry('store-a');
    expect(back?.idempotencyKey).toBe('key-store-a');
    expect(back?.attempts).toBe(1);
    expect((await readEntries()).some((e) => e.id === 'store-a')).toBe(true);
    await deleteEntry('store-a');
    expect(await readEntry('store-a')).toBeUndefined();
  });
});

describe('a refusal and who is told about it', () => {
  it('keeps the field the server named, so Edit can show the message beside it', () => {
    const refused = markFailed(markSending(entry('a', 1), 2), { status: 400, message: 'Write a few more words.', field: 'message' }, 3);
    expect(refused).toMatchObject({ state: 'needs-attention', lastError: 'Write a few more words.', problemField: 'message' });
    // A later failure that names no field forgets the old one.
    const again = markFailed(markSending(markRetryNow(refused, 4), 5), { status: 503, message: 'Service Unavailable' }, 6, 0.5);
    expect(again).toMatchObject({ state: 'waiting', problemField: null });
  });

  it('tells once about each refused entry this account sees, and forgets entries that no longer need it', () => {
    const refused = (id: string, owner: string | null = null): OutboxEntry => ({ ...entry(id, 1), state: 'needs-attention', owner });
    const list = [refused('a'), refused('b'), entry('c', 1), refused('d', 'someone-else')];
    const first = attentionToTell(list, [], null);
    expect(first.tell.map((e) => e.id)).toEqual(['a', 'b']);
    expect(first.remember).toEqual(['a', 'b']);
    expect(attentionToTell(list, first.remember, null).tell).toEqual([]);
    // 'a' was fixed and went; refused again later, it is told about again.
    const second = attentionToTell([refused('b')], first.remember, null);
    expect(second).toEqual({ tell: [], remember: ['b'] });
    expect(attentionToTell([refused('a'), refused('b')], second.remember, null).tell.map((e) => e.id)).toEqual(['a']);
  });
});

describe('a sender that is gone', () => {
  it('leaves a sending entry abandoned at once, whatever its lease says', () => {
    const sending = markSending(entry('a', 1), 1_000);
    expect(isAbandoned(sending, 2_000)).toBe(false);
    expect(isAbandoned(sending, 2_000, true)).toBe(true);
    expect(isDue(sending, 2_000, null, false)).toBe(false);
    expect(isDue(sending, 2_000, null, false, true)).toBe(true);
    expect(dueEntries([sending], 2_000, null, false, true).map((e) => e.id)).toEqual(['a']);
    // Only `sending` entries: a waiting one still waits out its backoff.
    expect(isAbandoned(entry('b', 1), 2_000, true)).toBe(false);
  });
});

describe('the revoke a logout leaves behind', () => {
  it('is never listed or counted, for anyone: discarding it would leave the session valid', () => {
    const revoke = { ...createEntry({ id: 'r', idempotencyKey: 'key-r', request: { kind: 'logout', token: 't' }, needsLogin: false, now: 0 }), owner: 'alice' };
    expect(isVisibleTo(revoke, 'alice')).toBe(false);
    expect(isVisibleTo(revoke, null)).toBe(false);
    expect(pendingCount([revoke], 'alice')).toBe(0);
  });
});
