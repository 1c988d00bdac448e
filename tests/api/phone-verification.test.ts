import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { codeIn, smsTo } from '../support/sms.ts';
import { PhoneMessages, type PhoneCodeSent, type PhoneVerified } from '../../src/contract/verification.ts';
import type { PropertyDetails, SearchResult, SubmitResult } from '../../src/contract/types.ts';

// "Phone verified": a code by SMS (written under DATA_DIR/sms here), entered to prove a listing's
// number; the badge on the listing's answers, the "Verified only" filter, and verified listings first.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

let n = 0;
/** A mobile number no other test uses. */
const newPhone = () => `03${String((Date.now() * 7 + (n += 1) * 104_729) % 1_000_000_000).padStart(9, '0')}`;
let hosts = 0;
/** A client address of its own, or the one given. */
const from = (address = `203.0.113.${(hosts += 1) % 250}`, init: RequestInit = {}): RequestInit =>
  ({ ...init, headers: { ...(init.headers as Record<string, string> | undefined), 'X-Forwarded-For': address } });

const sendCode = (phone: string, init: RequestInit = from()) =>
  server.json<PhoneCodeSent>('/api/Phone/SendCode', { ...jsonPost({ PhoneNumber: phone }), ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });
const verify = (phone: string, code: string, init: RequestInit = from()) =>
  server.json<PhoneVerified>('/api/Phone/Verify', { ...jsonPost({ PhoneNumber: phone, Code: code }), ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });
const lastCode = (phone: string) => codeIn(smsTo(server.config.dataDir, phone).at(-1)!);
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function listingForm(title: string, phone: string, proof?: string): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'A house to check the phone badge.', PurposeId: '1', TypeId: '1', Price: '12000000', Area: '5', AreaUnitId: '1',
    CityId: '1', FullName: 'Phone Owner', EmailAddress: 'phone.owner@example.pk', PhoneNumber: phone, ...(proof ? { PhoneProof: proof } : {}),
  })) fd.append(k, v);
  return fd;
}

/** Submits (signed in with `token`, or anonymously) and approves through the console's transition; answers the public details. */
async function publish(title: string, phone: string, opts: { token?: string; proof?: string } = {}): Promise<PropertyDetails> {
  const path = opts.token ? '/api/Property/SubmitPropertyDetails' : '/api/Property/SubmitPropertyAnonymous';
  const init = { method: 'POST', body: listingForm(title, phone, opts.proof) };
  const res = await server.json<SubmitResult>(path, opts.token ? bearer(opts.token, from(undefined, init)) : from(undefined, init));
  expect(res.status, res.body.Message).toBe(200);
  await server.deps.listingsWrite.moderate(res.body.Data.PropertyId, 'approve', { reason: null, note: null }, { actorId: null, actor: 'test' });
  return details(res.body.Data.PropertyUrl);
}
const details = async (url: string) =>
  (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(url)}`)).body.Data;
const search = async (body: Record<string, unknown>) =>
  (await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ PageSize: 50, ...body }))).body.Data;

describe('a code by SMS', () => {
  it('is written as a file under DATA_DIR/sms, kept only as a hash, and never logged', async () => {
    const phone = newPhone();
    const sent = await sendCode(`+92 ${phone.slice(1, 4)}-${phone.slice(4)}`);
    expect(sent.status, sent.body.Message).toBe(200);
    expect(sent.body.Data).toMatchObject({ PhoneNumber: phone, AlreadyVerified: false });
    expect(Date.parse(sent.body.Data.ExpiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    const messages = smsTo(server.config.dataDir, phone);
    expect(messages).toHaveLength(1);
    const code = codeIn(messages[0]!);
    const [row] = await server.database.rows<{ code_hash: string }>(sql`SELECT code_hash FROM phone_codes WHERE phone = ${phone}`);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
    const verified = await verify(phone, code);
    expect(verified.status, verified.body.Message).toBe(200);
    expect(verified.body.Data.Proof.length).toBeGreaterThan(30);
    const logs = server.logs.join('\n');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(verified.body.Data.Proof);
    expect(logs).not.toContain(phone);
  });

  it('proves the number of a listing sent without an account; a listing without the proof, or with another number, has no badge', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const { body } = await verify(phone, lastCode(phone));
    const proved = await publish('Anonymous verified house', phone, { proof: body.Data.Proof });
    expect(proved.Verifications).toEqual([{ Kind: 'phone', At: body.Data.VerifiedAt }]);
    const plain = await publish('Anonymous plain house', phone);
    expect(plain.Verifications).toBeUndefined();
    const other = await publish('Anonymous other-number house', newPhone(), { proof: body.Data.Proof });
    expect(other.Verifications).toBeUndefined();
    // Spent by the listing it proved: handed on, it badges nothing more.
    const again = await publish('Anonymous second house same proof', phone, { proof: body.Data.Proof });
    expect(again.Verifications).toBeUndefined();
    const found = await search({ Keywords: 'anonymous' });
    const card = found.Items.find((i) => i.PropertyId === proved.PropertyId);
    expect(card?.Verifications).toEqual([{ Kind: 'phone', At: body.Data.VerifiedAt }]);
    expect(found.Items.find((i) => i.PropertyId === plain.PropertyId)?.Verifications).toBeUndefined();
  });

  it('stays with the account: its listings with the number gain the badge, and later ones need no code', async () => {
    const owner = await registeredUser(server, 'phoneowner');
    const phone = newPhone();
    const before = await publish('Owner house before the code', phone, { token: owner.token });
    expect(before.Verifications).toBeUndefined();
    await sendCode(phone, bearer(owner.token, from()));
    const proved = await verify(phone, lastCode(phone), bearer(owner.token, from()));
    expect(proved.status, proved.body.Message).toBe(200);
    expect((await details(before.PropertyUrl)).Verifications?.map((v) => v.Kind)).toEqual(['phone']);
    expect((await server.json<string[]>('/api/Phone/Verified', bearer(owner.token))).body.Data).toEqual([phone]);

    const again = await sendCode(phone, bearer(owner.token, from()));
    expect(again.body.Data.AlreadyVerified).toBe(true);
    expect(smsTo(server.config.dataDir, phone)).toHaveLength(1);
    const later = await publish('Owner house after the code', phone, { token: owner.token });
    expect(later.Verifications?.map((v) => v.Kind)).toEqual(['phone']);

    const stranger = await registeredUser(server, 'phonestranger');
    const theirs = await publish('Stranger house same number', phone, { token: stranger.token });
    expect(theirs.Verifications).toBeUndefined();
    expect((await server.json('/api/Phone/Verified')).status).toBe(401);
  });
});

describe('codes that fail', () => {
  it('expire after their minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = lastCode(phone);
    await server.database.rows(sql`UPDATE phone_codes SET expires_at = now() - interval '1 second' WHERE phone = ${phone}`);
    const late = await verify(phone, code);
    expect(late.status).toBe(400);
    expect(late.body.Data).toMatchObject({ Field: 'Code', Message: PhoneMessages.codeExpired });
    // Housekeeping removes codes once neither they nor their proofs can be used.
    await server.deps.phones.purge();
    expect(await server.database.rows(sql`SELECT id FROM phone_codes WHERE phone = ${phone}`)).toHaveLength(1);
    await server.database.rows(sql`UPDATE phone_codes SET created_at = now() - interval '49 hours' WHERE phone = ${phone}`);
    await server.deps.phones.purge();
    expect(await server.database.rows(sql`SELECT id FROM phone_codes WHERE phone = ${phone}`)).toHaveLength(0);
  });

  it('die after five wrong tries', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = lastCode(phone);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await verify(phone, otherThan(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.Data).toMatchObject({ Field: 'Code', Message: PhoneMessages.codeWrong });
    }
    expect((await verify(phone, otherThan(code))).body.Data).toMatchObject({ Message: PhoneMessages.codeExpired });
    expect((await verify(phone, code)).body.Data).toMatchObject({ Field: 'Code', Message: PhoneMessages.codeExpired });
  });

  it('cannot be outguessed by sending many guesses at once', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = lastCode(phone);
    const wrong = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrong.map((guess, i) => verify(phone, guess, from(`198.51.100.${i + 1}`))));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const [row] = await server.database.rows<{ wrong_tries: number }>(sql`SELECT wrong_tries FROM phone_codes WHERE phone = ${phone}`);
    expect(Number(row!.wrong_tries)).toBe(5);
    expect((await verify(phone, code)).body.Data).toMatchObject({ Message: PhoneMessages.codeExpired });
  });

  it("a stranger asking for a new code, or guessing a few times, neither voids the owner's code nor locks the number", async () => {
    const phone = newPhone();
    await sendCode(phone, from('192.0.2.10'));
    const owners = lastCode(phone);
    await sendCode(phone, from('192.0.2.11'));
    const strangers = lastCode(phone);
    let guess = otherThan(owners);
    for (let i = 0; i < 3; i += 1) {
      while (guess === owners || guess === strangers) guess = otherThan(guess);
      expect((await verify(phone, guess, from(`192.0.2.${20 + i}`))).status).toBe(400);
      guess = otherThan(guess);
    }
    const proved = await verify(phone, owners, from('192.0.2.12'));
    expect(proved.status, proved.body.Message).toBe(200);
  });

  it('a number gets eight codes a day, from any addresses', async () => {
    const phone = newPhone();
    for (let i = 0; i < 8; i += 1) {
      expect((await sendCode(phone)).status).toBe(200);
      // Another hour: the hourly budget starts again, the daily one does not.
      await server.database.rows(sql`UPDATE rate_limits SET window_ends_at = now() - interval '1 second' WHERE bucket = ${`sms:phone:${phone}`}`);
    }
    expect((await sendCode(phone)).status).toBe(429);
    expect(smsTo(server.config.dataDir, phone)).toHaveLength(8);
  });

  it('an address stops after twenty wrong codes in an hour, whatever the numbers', async () => {
    const address = '192.0.2.77';
    for (let k = 0; k < 4; k += 1) {
      const phone = newPhone();
      await sendCode(phone, from(address));
      const code = lastCode(phone);
      for (let i = 0; i < 5; i += 1) expect((await verify(phone, otherThan(code), from(address))).status).toBe(400);
    }
    const phone = newPhone();
    await sendCode(phone, from('192.0.2.78'));
    expect((await verify(phone, lastCode(phone), from(address))).status).toBe(429);
    expect((await verify(phone, lastCode(phone), from('192.0.2.78'))).status).toBe(200);
  });
});

describe('sending codes', () => {
  it('a number gets three an hour, from any addresses', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) expect((await sendCode(phone)).status).toBe(200);
    const fourth = await sendCode(phone);
    expect(fourth.status).toBe(429);
    expect(smsTo(server.config.dataDir, phone)).toHaveLength(3);
  });

  it('an address sends ten an hour, whatever the numbers', async () => {
    const address = '192.0.2.90';
    for (let i = 0; i < 10; i += 1) expect((await sendCode(newPhone(), from(address))).status).toBe(200);
    const phone = newPhone();
    expect((await sendCode(phone, from(address))).status).toBe(429);
    expect(smsTo(server.config.dataDir, phone)).toHaveLength(0);
  });

  it('refuses what is not a Pakistani mobile number or a six-digit code, naming the field', async () => {
    const landline = await sendCode('0215551234');
    expect(landline.status).toBe(400);
    expect(landline.body.Data).toMatchObject({ Field: 'PhoneNumber', Message: PhoneMessages.notMobile });
    const letters = await verify(newPhone(), '12ab56');
    expect(letters.status).toBe(400);
    expect(letters.body.Data).toMatchObject({ Field: 'Code', Message: PhoneMessages.codeShape });
    expect((await verify(newPhone(), '123456')).body.Data).toMatchObject({ Field: 'Code', Message: PhoneMessages.codeExpired });
  });
});

describe('verified listings in search', () => {
  it('"Verified only" keeps them alone, and at equal relevance they come first', async () => {
    const word = `zircon${Date.now().toString(36)}`;
    const older = await insertListing(server.database, { title: `Verified ${word} house`, publishedAt: new Date(Date.now() - 5 * 86_400_000) });
    const newer = await insertListing(server.database, { title: `Plain ${word} house`, publishedAt: new Date() });
    const weakOld = await insertListing(server.database, { title: 'Quiet verified house', description: `Mentions ${word} only here.`, publishedAt: new Date(Date.now() - 9 * 86_400_000) });
    const weakNew = await insertListing(server.database, { title: 'Quiet plain house', description: `Mentions ${word} only here.`, publishedAt: new Date() });
    await server.database.rows(sql`UPDATE properties SET phone_verified_at = now(), verified = true WHERE id IN (${older.id}, ${weakOld.id})`);
    server.deps.listingsRead.invalidate();

    const ranked = await search({ Keywords: word });
    expect(ranked.Items.map((i) => i.PropertyId)).toEqual([older.id, newer.id, weakOld.id, weakNew.id]);
    const newest = await search({ Keywords: word, SortBy: 'newest' });
    expect(newest.Items.map((i) => i.PropertyId).slice(0, 2).sort()).toEqual([newer.id, weakNew.id].sort());

    const only = await search({ Keywords: word, VerifiedOnly: true });
    expect(only.Items.map((i) => i.PropertyId)).toEqual([older.id, weakOld.id]);
    expect(only.TotalCount).toBe(2);
    const all = await search({ VerifiedOnly: true, PageSize: 50 });
    expect(all.Items.length).toBeGreaterThan(0);
    expect(all.Items.every((i) => i.Verifications?.some((v) => v.Kind === 'phone'))).toBe(true);
    const refused = await server.json('/api/Property/SearchProperty', jsonPost({ VerifiedOnly: 'yes' }));
    expect(refused.status).toBe(400);
    expect(refused.body.Data).toMatchObject({ Field: 'VerifiedOnly' });
  });
});
