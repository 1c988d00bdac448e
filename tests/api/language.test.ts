/**
 * A user's chosen language is remembered and used for their mails. The app sends
 * the page's language as X-Language; registration, login and every signed-in call keep it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, establishedUser, newPerson, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const withLanguage = (language: string, init: RequestInit = {}): RequestInit => ({
  ...init, headers: { ...(init.headers as Record<string, string> | undefined), 'X-Language': language },
});

/** Asks for a reset and waits for its mail: the answer does not wait for it (it would tell who has an account). */
async function forgot(email: string): Promise<void> {
  const before = mailsTo(server.config.dataDir, email).length;
  const answer = await server.json('/api/ForgotPassword/ForgotPassword', visitor(jsonPost({ EmailAddress: email })));
  expect(answer.status).toBe(200);
  await expect.poll(() => mailsTo(server.config.dataDir, email).length).toBe(before + 1);
}

describe('the language of mails', () => {
  it('mails an Urdu page\'s registrant in Urdu, with links to Urdu pages, and follows them to English and back', async () => {
    const person = newPerson('urdu');
    const reg = await server.json('/api/Account/Register', withLanguage('ur', visitor(jsonPost(person))));
    expect(reg.status, reg.body.Message).toBe(200);
    const confirmation = mailsTo(server.config.dataDir, person.Email).at(-1)!;
    expect(confirmation.subject).toBe('بسیرا کے لیے اپنا ای میل ایڈریس تصدیق کریں');
    expect(confirmation.body).toContain('السلام علیکم Ayesha،');
    expect(confirmation.body).toContain('dir="rtl"');
    const link = linkIn(confirmation, '/registration/confirmation');
    expect(link.pathname).toBe('/ur/registration/confirmation');
    const confirmed = await server.json<CurrentUser>(`/api/account/confirm/email?key=${encodeURIComponent(link.searchParams.get('key')!)}`, visitor());
    expect(confirmed.status).toBe(200);
    const token = confirmed.body.Data.AuthWebToken!;

    await forgot(person.Email);
    const urduReset = mailsTo(server.config.dataDir, person.Email).at(-1)!;
    expect(urduReset.subject).toBe('اپنا بسیرا پاس ورڈ دوبارہ بنائیں');
    expect(linkIn(urduReset, '/forgot-password/reset').pathname).toBe('/ur/forgot-password/reset');

    // Reading the English pages while signed in: the next mail is English.
    expect((await server.json('/api/Account/profile', withLanguage('en', bearer(token)))).status).toBe(200);
    await forgot(person.Email);
    const englishReset = mailsTo(server.config.dataDir, person.Email).at(-1)!;
    expect(englishReset.subject).toBe('Reset your Basera password');
    expect(englishReset.body).toContain('Assalam-o-Alaikum Ayesha,');
    expect(linkIn(englishReset, '/forgot-password/reset').pathname).toBe('/forgot-password/reset');

    // A login from an Urdu page turns it back.
    const login = await server.json('/api/Account/Login', withLanguage('ur', visitor(jsonPost({ username: person.UserName, password: person.Password }))));
    expect(login.status, login.body.Message).toBe(200);
    await forgot(person.Email);
    expect(mailsTo(server.config.dataDir, person.Email).at(-1)!.subject).toBe('اپنا بسیرا پاس ورڈ دوبارہ بنائیں');
  });

  it('keeps English for a client that sends no language', async () => {
    const person = newPerson('plain');
    expect((await server.json('/api/Account/Register', visitor(jsonPost(person)))).status).toBe(200);
    expect(mailsTo(server.config.dataDir, person.Email).at(-1)!.subject).toBe('Confirm your e-mail address for Basera');
  });

  it('mails the contact of a listing submitted without an account from an Urdu page in Urdu: its decision and its enquiries', async () => {
    const contactEmail = newPerson('urducontact').Email;
    const title = `Urdu contact house ${Date.now()}`;
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      PropertyId: '', Title: title, Description: 'Submitted from an Urdu page.', PurposeId: '1', TypeId: '1', Price: '15000000',
      BedRoomId: '3', BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '1', LocationId: '', OtherFeatures: '[]',
      FullName: 'Nadia', EmailAddress: contactEmail, PhoneNumber: '03001234567',
    })) fd.append(k, v);
    const submitted = await server.json<{ PropertyId: number }>('/api/Property/SubmitPropertyAnonymous', withLanguage('ur', visitor({ method: 'POST', body: fd })));
    expect(submitted.status, submitted.body.Message).toBe(200);
    await expect.poll(() => mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).length).toBe(1);
    const approval = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`)[0]!;
    // The team's own mail stays English.
    expect(approval.body).toContain('Approve');
    const approved = await server.json(`/api/property/approve?${linkIn(approval, '/property/verification/approve').searchParams}`, visitor());
    expect(approved.status).toBe(200);
    await expect.poll(() => mailsTo(server.config.dataDir, contactEmail).length).toBe(1);
    const live = mailsTo(server.config.dataDir, contactEmail)[0]!;
    expect(live.subject).toBe(`آپ کی پراپرٹی لائیو ہے: ${title}`);
    expect(linkIn(live, '/property/').pathname).toMatch(/^\/ur\/property\//);

    const asked = await server.json('/api/Contact/PropertyOwner', visitor(jsonPost({
      PropertyId: submitted.body.Data.PropertyId, fullName: 'Usman Tariq', emailAddress: 'usman@example.pk', phoneNumber: '03211234567', message: 'Is it still available?',
    })));
    expect(asked.status, asked.body.Message).toBe(200);
    await expect.poll(() => mailsTo(server.config.dataDir, contactEmail).length).toBe(2);
    expect(mailsTo(server.config.dataDir, contactEmail)[1]!.subject).toBe(`آپ کی پراپرٹی کے بارے میں پوچھ گچھ: ${title}`);

    // Three established reporters take it off the site; the contact is told why, the reasons in Urdu too.
    for (let i = 0; i < 3; i += 1) {
      const reporter = await establishedUser(server, 'urdureporter');
      const reported = await server.json('/api/Property/ReportProperty', bearer(reporter.token, visitor(jsonPost({
        PropertyId: submitted.body.Data.PropertyId, Reason: 'Scam', DeviceId: `urdu-report-${process.pid}-${i}`.padEnd(20, 'x'),
      }))));
      expect(reported.status, reported.body.Message).toBe(200);
    }
    await expect.poll(() => mailsTo(server.config.dataDir, contactEmail).length).toBe(3);
    const review = mailsTo(server.config.dataDir, contactEmail)[2]!;
    expect(review.body).toContain('پیشگی رقم مانگی گئی یا فراڈ ہے (3)');
    expect(review.body).not.toContain('Asked for advance payment');
  });

  it('serves the one-button page of a mailed link in Urdu under /ur, with its answers in Urdu', async () => {
    const shown = await server.fetch('/ur/listings/still-available?key=abc');
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('کیا آپ کی پراپرٹی اب بھی دستیاب ہے؟');
    expect(html).toContain('href="/ur/account/properties"');
    expect(html).toContain('>میری پراپرٹیز</a>');
    // A button pressed on a link that lost its key: a page in the link's language, not an envelope.
    for (const target of ['/ur/alerts/confirm', '/ur/alerts/unsubscribe', '/ur/listings/still-available']) {
      const keyless = await server.fetch(target, { method: 'POST', body: new URLSearchParams({ key: '' }) });
      expect(keyless.status, target).toBe(400);
      expect(keyless.headers.get('content-type'), target).toContain('text/html');
      expect(await keyless.text(), target).toContain('یہ لنک درست نہیں۔');
    }
    const refused = await server.fetch('/ur/listings/still-available', { method: 'POST', body: new URLSearchParams({ key: 'not-a-key' }) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('یہ لنک درست نہیں۔');
    const english = await server.fetch('/listings/still-available', { method: 'POST', body: new URLSearchParams({ key: 'not-a-key' }) });
    expect(english.status).toBe(400);
    expect(await english.text()).toContain('This link is not valid.');
  });

  it('answers a language it does not have with a 400 envelope naming the header, and registers no one', async () => {
    const person = newPerson('bad');
    const answer = await server.json('/api/Account/Register', withLanguage('fr', visitor(jsonPost(person))));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      IsSuccess: false, Message: 'X-Language must be one of: en, ur.', Data: { Field: 'X-Language', Message: 'X-Language must be one of: en, ur.' },
    });
    expect(mailsTo(server.config.dataDir, person.Email)).toHaveLength(0);
  });
});

describe('X-Language on calls that need no login', () => {
  it('answers a language it does not have with the 400 envelope naming the header, signed in or not', async () => {
    const { token } = await registeredUser(server, 'lang');
    const signedIn = await server.json('/api/Account/profile', bearer(token, { headers: { 'X-Language': 'fr' } }));
    expect(signedIn.status).toBe(400);
    // The same check holds on calls that need no login, including ones that send mail.
    for (const [target, init] of [
      ['/api/Home/NewlyAdded', {}],
      ['/api/ForgotPassword/ForgotPassword', jsonPost({ EmailAddress: 'nobody@example.pk' })],
    ] as const) {
      const res = await server.json(target, visitor({ ...init, headers: { ...(init as RequestInit).headers as Record<string, string>, 'X-Language': 'fr' } }));
      expect(res.status, target).toBe(400);
      expect(res.body.Data, target).toEqual({ Field: 'X-Language', Message: 'X-Language must be one of: en, ur.' });
    }
  });
});
