import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { searchQueryString } from '../../src/contract/search-query.ts';
import type { SearchInput } from '../../src/contract/schemas.ts';
import type { SearchResult } from '../../src/contract/types.ts';

/** The search as a GET (src/contract/search-query.ts): the POST's answers, the POST's refusals, cacheable when anonymous. */
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const PATH = '/api/Property/SearchProperty';
const post = (criteria: unknown) => server.json<SearchResult>(PATH, jsonPost(criteria));
const get = (query: string, init: RequestInit = {}) => server.json<SearchResult>(`${PATH}${query ? `?${query}` : ''}`, init);

describe('GET Property/SearchProperty', () => {
  it('answers what the POST answers for the same criteria', async () => {
    const [loc1, loc2] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 2 ORDER BY id LIMIT 2`);
    const sets: Partial<SearchInput>[] = [
      {},
      { Purpose: 1 },
      { City: 2, Location: [loc2!.id, loc1!.id] },
      { Keywords: '  house with lawn ', SortBy: 'price-asc' },
      { Purpose: 2, City: 1, MinPrice: 10_000, MaxPrice: 200_000, BedRooms: 2 },
      { PropertyType: 1, AreaUnit: 1, MinArea: 5, MaxArea: 20, BathRooms: 1 },
      { VerifiedOnly: true, OwnersOnly: true, HideUnapproved: true },
      { PageNumber: 2, PageSize: 20, SortBy: 'newest' },
      { Keywords: 'کراچی' },
      { Near: '24.86,67.01,5', SortBy: 'distance' },
      // A plot's stage: the canonical GET carries it, or the results page's filter would do nothing.
      { City: 2, Possession: 'non-possession' },
    ];
    for (const criteria of sets) {
      const byPost = await post(criteria);
      const byGet = await get(searchQueryString(criteria));
      expect(byGet.status, JSON.stringify(criteria)).toBe(200);
      expect(byGet.body, JSON.stringify(criteria)).toEqual(byPost.body);
    }
  });

  it('reads any spelling the POST takes: keys in any case and order, repeated Location, flags as words', async () => {
    const [loc1, loc2] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 2 ORDER BY id LIMIT 2`);
    const canonical = await get(searchQueryString({ City: 2, Location: [loc1!.id, loc2!.id], VerifiedOnly: false, MinPrice: 1_000_000 }));
    const loose = await get(`minprice=1%2C000%2C000&location=${loc1!.id}&Location=${loc2!.id}&city=2&VerifiedOnly=false`);
    expect(loose.status).toBe(200);
    expect(loose.body).toEqual(canonical.body);
  });

  it('refuses bad criteria with the 400 the POST gives, naming the same field', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ Purpose: '7' }, 'Purpose'],
      [{ City: 'karachi' }, 'City'],
      [{ Location: '1,x' }, 'Location'],
      [{ MinPrice: '-5' }, 'MinPrice'],
      [{ MinPrice: '500', MaxPrice: '100' }, 'MinPrice'],
      [{ PageSize: '500' }, 'PageSize'],
      [{ SortBy: 'cheapest' }, 'SortBy'],
      [{ VerifiedOnly: 'yes' }, 'VerifiedOnly'],
      [{ Keywords: 'x'.repeat(101) }, 'Keywords'],
      [{ Near: 'somewhere' }, 'Near'],
    ];
    for (const [query, field] of bad) {
      const byGet = await get(new URLSearchParams(query).toString());
      const byPost = await post(query);
      expect(byGet.status, field).toBe(400);
      expect(byGet.body, field).toMatchObject({ IsSuccess: false, Data: { Field: field } });
      expect(byGet.body, field).toEqual(byPost.body);
    }
    const twice = await get('City=1&City=2');
    expect(twice.status).toBe(400);
    expect(twice.body.Data).toMatchObject({ Field: 'City' });
  });

  it('is public to shared caches for a short while when anonymous, and never when signed in', async () => {
    const anonymous = await get('Purpose=1');
    expect(anonymous.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    const { token } = await registeredUser(server, 'searchget');
    const signedIn = await get('Purpose=1', bearer(token));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(anonymous.body);
    expect(signedIn.res.headers.get('cache-control')).toBe('private, no-store');
    // Refusals and the POST are never kept.
    expect((await get('Purpose=9')).res.headers.get('cache-control')).toBe('no-store');
    expect((await post({ Purpose: 1 })).res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the canonical query string', () => {
  it('leaves "any" out and orders the keys, so equal searches share one URL', () => {
    expect(searchQueryString({ Purpose: 0, City: 0, Location: [], Keywords: '', PageNumber: 1, PageSize: 10, VerifiedOnly: false })).toBe('');
    expect(searchQueryString({ Location: [9, 3, 9], City: 2, Keywords: ' a b ', OwnersOnly: true, PageNumber: 3 }))
      .toBe('City=2&Location=9%2C3&Keywords=a+b&OwnersOnly=1&PageNumber=3');
    expect(searchQueryString({ City: 2, Purpose: 1 })).toBe(searchQueryString({ Purpose: 1, City: 2 }));
    expect(searchQueryString({ City: 2, Possession: 'file', PageNumber: 2 })).toBe('City=2&Possession=file&PageNumber=2');
  });
});
