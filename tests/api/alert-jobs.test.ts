import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { SubmitResult } from '../../src/contract/types.ts';

// The alerts an approval or a sale causes are a job written with that change, so a
// crash between its commit and the matching loses none of them, and running a job twice alerts nobody twice.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const CITY = 7;
async function submit(token: string, title: string): Promise<number> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    PropertyId: '', Title: title, Description: 'Alert job test.', PurposeId: '1', TypeId: '1', Price: '9000000', BedRoomId: '3',
    BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: String(CITY), LocationId: '', OtherFeatures: '[]', FullName: 'Owner',
    EmailAddress: 'job.owner@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, { method: 'POST', body: fd }));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data.PropertyId;
}
async function approve(title: string): Promise<void> {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  expect((await server.json(`/api/property/approve?${linkIn(mail, '/property/verification/approve').searchParams}`, visitor())).status).toBe(200);
}
const jobs = async (propertyId: number) => Number((await server.database.rows<{ n: number }>(sql`
  SELECT count(*)::int AS n FROM alert_jobs WHERE property_id = ${propertyId}`))[0]!.n);
const pause = () => new Promise((r) => setTimeout(r, 700));

describe('alert jobs', () => {
  it('an approval whose matching never ran (a crash just after the commit) still alerts, once, from the worker', async () => {
    const buyer = await registeredUser(server, 'jobbuyer');
    const keeper = await registeredUser(server, 'jobkeeper');
    const owner = await registeredUser(server, 'jobowner');
    await server.json('/api/SavedSearches/Save', bearer(buyer.token, jsonPost({
      Name: 'Job test houses', Criteria: { Purpose: 1, City: CITY, PropertyType: 1 }, Frequency: 'Instant',
    })));
    const jobsOf = server.deps.alertJobs;
    const runNow = jobsOf.runNow.bind(jobsOf);
    jobsOf.runNow = () => undefined; // the process dies right after the commit
    try {
      const id = await submit(owner.token, 'Job test house');
      await approve('Job test house');
      await pause();
      const alerts = () => mailsTo(server.config.dataDir, buyer.person.Email).filter((m) => m.subject.includes('"Job test houses"'));
      expect(alerts()).toHaveLength(0);
      expect(await jobs(id)).toBe(1);

      expect(await jobsOf.drain()).toBeGreaterThanOrEqual(1);
      await expect.poll(() => alerts().length).toBe(1);
      expect(await jobs(id)).toBe(0);

      // The same work again (a job run twice by two servers) alerts nobody twice.
      await server.deps.savedSearches.listingPublished(id);
      await pause();
      expect(alerts()).toHaveLength(1);

      // A sale whose job did not run: the favourite's keeper still hears, from the worker.
      await server.json('/api/Favourites/Set', bearer(keeper.token, jsonPost({ PropertyId: id, Saved: true })));
      expect((await server.json(`/api/Property/MarkSoldProperty?Id=${id}`, bearer(owner.token))).status).toBe(200);
      await pause();
      const sold = () => mailsTo(server.config.dataDir, keeper.person.Email).filter((m) => m.subject.startsWith('Sold'));
      expect(sold()).toHaveLength(0);
      await jobsOf.drain();
      await expect.poll(() => sold().length).toBe(1);
      await jobsOf.drain();
      expect(sold()).toHaveLength(1);
    } finally {
      jobsOf.runNow = runNow;
    }
  });
});
