import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { VITALS_LIMIT } from '../../server/services/vitals.ts';

// Core Web Vitals from sampled page loads (src/contract/vitals.ts) through HTTP into /metrics.
const TOKEN = 'metrics-token-for-vitals-0123456789';
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } }); });
afterAll(async () => { await server?.close(); });

const PATH = '/api/Vitals/Report';
const from = (address: string, body: unknown): RequestInit => {
  const init = jsonPost(body);
  return { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address } };
};
const scrape = async () => (await server.fetch('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
const sample = (text: string, series: string): number | null => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
};

describe('POST /api/Vitals/Report', () => {
  it('adds a page load\'s figures to the histograms by name, page kind and connection', async () => {
    const res = await server.fetch(PATH, from('203.0.113.10', { Metrics: [
      { Name: 'LCP', Value: 2300, Page: 'home', Connection: '2g' },
      { Name: 'INP', Value: 180, Page: 'home', Connection: '2g' },
      { Name: 'CLS', Value: 0.02, Page: 'home', Connection: '2g' },
      { Name: 'TTFB', Value: 900, Page: 'home', Connection: '2g' },
    ] }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ IsSuccess: true, Data: null });
    const text = await scrape();
    expect(sample(text, 'basera_web_vitals_seconds_count{name="LCP",page="home",connection="2g"}')).toBe(1);
    expect(sample(text, 'basera_web_vitals_seconds_sum{name="LCP",page="home",connection="2g"}')).toBeCloseTo(2.3);
    // 2.3 s is inside web.dev's "good" LCP (2.5 s) and not under 2 s.
    expect(sample(text, 'basera_web_vitals_seconds_bucket{le="2.5",name="LCP",page="home",connection="2g"}')).toBe(1);
    expect(sample(text, 'basera_web_vitals_seconds_bucket{le="1.8",name="LCP",page="home",connection="2g"}')).toBe(0);
    expect(sample(text, 'basera_web_vitals_seconds_count{name="INP",page="home",connection="2g"}')).toBe(1);
    expect(sample(text, 'basera_web_vitals_cls_count{page="home",connection="2g"}')).toBe(1);
    expect(sample(text, 'basera_web_vitals_cls_bucket{le="0.05",page="home",connection="2g"}')).toBe(1);
    // CLS is a score, not a time: it has no series among the timings.
    expect(text).not.toContain('name="CLS"');
  });

  it('answers 400 naming what is wrong, and counts nothing of a bad report', async () => {
    const before = await scrape();
    const cases: Array<[unknown, RegExp]> = [
      [{ Metrics: [{ Name: 'FID', Value: 10, Page: 'home', Connection: '4g' }] }, /Name must be one of/],
      [{ Metrics: [{ Name: 'LCP', Value: -1, Page: 'home', Connection: '4g' }] }, /Value must be at least 0/],
      [{ Metrics: [{ Name: 'LCP', Value: 'fast', Page: 'home', Connection: '4g' }] }, /Value must be a number/],
      [{ Metrics: [{ Name: 'CLS', Value: 500, Page: 'home', Connection: '4g' }] }, /Value is out of range/],
      [{ Metrics: [{ Name: 'LCP', Value: 1000, Page: '/property/house-1', Connection: '4g' }] }, /Page must be one of/],
      [{ Metrics: [{ Name: 'LCP', Value: 1000, Page: 'home', Connection: '5g' }] }, /Connection must be one of/],
      [{ Metrics: [] }, /Metrics must have at least one entry/],
      [{ Metrics: [{ Name: 'LCP', Value: 1, Page: 'home', Connection: '4g' }, { Name: 'LCP', Value: 2, Page: 'home', Connection: '4g' }] }, /each measure at most once/],
      [{}, /Metrics/],
      ['not json', /./],
    ];
    for (const [body, message] of cases) {
      const res = await server.fetch(PATH, from('203.0.113.11', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await res.json() as { IsSuccess: boolean; Message: string };
      expect(answer.IsSuccess).toBe(false);
      expect(answer.Message).toMatch(message);
    }
    const after = await scrape();
    const lcpCount = (t: string) => sample(t, 'basera_web_vitals_seconds_count{name="LCP",page="home",connection="4g"}');
    expect(lcpCount(after)).toBe(lcpCount(before));
  });

  it('limits one address, not the next', async () => {
    const report = { Metrics: [{ Name: 'FCP', Value: 1200, Page: 'search', Connection: '3g' }] };
    for (let i = 0; i < VITALS_LIMIT.max; i++) expect((await server.fetch(PATH, from('203.0.113.12', report))).status).toBe(200);
    const refused = await server.fetch(PATH, from('203.0.113.12', report));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await server.fetch(PATH, from('203.0.113.13', report))).status).toBe(200);
    expect(sample(await scrape(), 'basera_web_vitals_seconds_count{name="FCP",page="search",connection="3g"}')).toBe(VITALS_LIMIT.max + 1);
  });
});
