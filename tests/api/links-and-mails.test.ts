import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo, readMails } from '../support/mail.ts';
import type { SubmitResult } from '../../src/contract/types.ts';

// Approval links and sessions end; mails carry units, real links, and
// a listing address copied with its full stop still opens the listing.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const listing = (title: string, over: Record<string, string> = {}) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'Near the park.', PurposeId: '1', TypeId: '1', Price: '15000000', BedRoomId: '3',
    BathRoomId: '2', Area: '1', AreaUnitId: '2', CityId: '2', LocationId: '', OtherFeatures: '[]',
    FullName: 'Imran Qureshi', EmailAddress: 'imran.links@example.pk', PhoneNumber: '03001234567', ...over,
  })) fd.append(k, v);
  return server.json<SubmitResult>('/api/Property/SubmitPropertyAnonymous', visitor({ method: 'POST', body: fd }));
};
const adminMail = (title: string) =>
  mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
const decide = (link: URL) => server.json(`/api/property/${link.pathname.endsWith('approve') ? 'approve' : 'reject'}${link.search}`, visitor());

describe('approval mail and links', () => {
  it('shows the area with its unit, rent per month, real anchors and how long the links work', async () => {
    expect((await listing('Kanal house for sale')).status).toBe(200);
    const sale = adminMail('Kanal house for sale');
    expect(sale.body).toContain('Area: 1 Kanal');
    expect(sale.body).toContain('Price: PKR 1.5 Crore (PKR 1,50,00,000)');
    expect(sale.body).toMatch(/These links work for 14 days, until \d{1,2} \w+ 20\d\d\./);
    expect(sale.body).toMatch(/<a href="http[^"]+\/property\/verification\/approve\?key=[^"]+">Approve<\/a>/);
    expect((await listing('Flat for rent', { PurposeId: '2', Price: '45000', TypeId: '2', Area: '5', AreaUnitId: '1' })).status).toBe(200);
    const rent = adminMail('Flat for rent');
    expect(rent.body).toContain('Area: 5 Marla');
    expect(rent.body).toContain('Price: PKR 45 Thousand/month (PKR 45,000 a month)');
  });

  it('an approval link older than 14 days says it expired and changes nothing', async () => {
    expect((await listing('Old link house')).status).toBe(200);
    const link = linkIn(adminMail('Old link house'), '/property/verification/approve');
    await server.database.rows(sql`UPDATE approval_keys SET created_at = now() - interval '15 days'
      WHERE property_id = (SELECT id FROM properties WHERE title = 'Old link house')`);
    const res = await decide(link);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe("This approval link has expired: links work for 14 days. The owner's next edit sends a new one.");
    const [row] = await server.database.rows<{ status: string }>(sql`SELECT status FROM properties WHERE title = 'Old link house'`);
    expect(row!.status).toBe('Pending');
  });

  it('the "live" mail links the listing on a line of its own, and the address with a full stop still opens it', async () => {
    expect((await listing('Live link house', { EmailAddress: 'live.links@example.pk' })).status).toBe(200);
    expect((await decide(linkIn(adminMail('Live link house'), '/property/verification/approve'))).status).toBe(200);
    const live = mailsTo(server.config.dataDir, 'live.links@example.pk').find((m) => m.subject.startsWith('Your property is live'))!;
    const url = linkIn(live, '/property/');
    expect(live.body).toMatch(new RegExp(`\\n${url.href.replace(/[.?]/g, '\\$&')}\\r?\\n`));
    expect(live.body).toContain(`<a href="${url.href}">See your listing</a>`);
    const slug = url.pathname.split('/').pop()!;
    for (const copied of [`${slug}.`, `${slug}).`, `${slug},`]) {
      const res = await server.json<{ Title: string }>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(copied)}`);
      expect(res.status, copied).toBe(200);
      expect(res.body.Data.Title).toBe('Live link house');
    }
    expect(readMails(server.config.dataDir).length).toBeGreaterThan(0);
  });

  it('a rejected anonymous listing\'s title stays out of the subject: its contact address was never confirmed', async () => {
    const title = 'Cheap loans call 0300 0000000';
    expect((await listing(title, { EmailAddress: 'stranger.rejected@example.pk' })).status).toBe(200);
    expect((await decide(linkIn(adminMail(title), '/property/verification/reject'))).status).toBe(200);
    const mails = mailsTo(server.config.dataDir, 'stranger.rejected@example.pk');
    expect(mails.map((m) => m.subject)).toEqual(['Your property was not approved']);
  });
});

describe('session lifetime', () => {
  it('ends 90 days after login however often it is used', async () => {
    const { token } = await registeredUser(server, 'old');
    expect((await server.json('/api/Account/profile', bearer(token))).status).toBe(200);
    // Used every day: it slid forward, but the login was 91 days ago.
    await server.database.rows(sql`UPDATE sessions SET created_at = now() - interval '91 days', last_used_at = now() - interval '2 hours',
      expires_at = now() + interval '29 days' WHERE token_hash IS NOT NULL AND user_id = (SELECT id FROM users WHERE user_name LIKE 'old%' ORDER BY id DESC LIMIT 1)`);
    expect((await server.json('/api/Account/profile', bearer(token))).status).toBe(401);
  });

  it('sliding never moves the end past 90 days from login', async () => {
    const { token } = await registeredUser(server, 'slide');
    await server.database.rows(sql`UPDATE sessions SET created_at = now() - interval '80 days', last_used_at = now() - interval '2 hours'
      WHERE user_id = (SELECT id FROM users WHERE user_name LIKE 'slide%' ORDER BY id DESC LIMIT 1)`);
    expect((await server.json('/api/Account/profile', bearer(token))).status).toBe(200);
    const [s] = await server.database.rows<{ days: number }>(sql`SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days FROM sessions
      WHERE user_id = (SELECT id FROM users WHERE user_name LIKE 'slide%' ORDER BY id DESC LIMIT 1)`);
    expect(Number(s!.days)).toBeLessThanOrEqual(90.001);
  });
});
