/**
 * The relevance bench: plants the known listings among a demo catalogue, asks every judged query of
 * queries.ts through the HTTP search API, and prints recall@10, the constraint-violation rate and the
 * zero-result rate by kind of query. Bundled and started by bench/relevance.mjs.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import { prepareDatabase } from '../../server/bootstrap.ts';
import { createDeps } from '../../server/deps.ts';
import { createApp } from '../../server/app.ts';
import { jsonLogger } from '../../server/log.ts';
import { insertListing } from '../../tests/api/support/listings.ts';
import type { ListingItem, SearchResult } from '../../src/contract/types.ts';
import { PLANTED } from './listings.ts';
import { CASES, type Asked, type Case } from './queries.ts';

const SQFT: Record<string, number> = { Marla: 225, Kanal: 4500, 'Square Feet': 1, 'Square Yards': 9, 'Square Meters': 10.7639 };

interface Outcome { c: Case; found: boolean; empty: boolean; violations: string[]; ms: number }

/** A place's name with the names of the places holding it (society → phase → block), by city. */
type Holders = Map<string, string[]>;

function violations(item: ListingItem, asked: Asked, holders: Holders): string[] {
  const out: string[] = [];
  if (asked.p && item.Purpose !== (asked.p === 'sale' ? 'For Sale' : 'For Rent')) out.push(`purpose ${item.Purpose}`);
  if (asked.t && !(Array.isArray(asked.t) ? asked.t : [asked.t]).includes(item.Type)) out.push(`type ${item.Type}`);
  if (asked.c && item.City !== asked.c) out.push(`city ${item.City}`);
  // A listing in Gulshan-e-Iqbal Block 13-D is in Gulshan-e-Iqbal.
  const within = [item.Location, ...(holders.get(`${item.City}/${item.Location}`) ?? [])];
  if (asked.l && !asked.l.some((name) => within.includes(name))) out.push(`location ${item.Location}`);
  if (asked.max !== undefined && item.Price > asked.max) out.push(`price ${item.Price} > ${asked.max}`);
  if (asked.min !== undefined && item.Price < asked.min) out.push(`price ${item.Price} < ${asked.min}`);
  if (asked.beds !== undefined && item.BedRooms !== String(asked.beds)) out.push(`beds ${item.BedRooms}`);
  if (asked.sqft) {
    const sqft = item.Area * (SQFT[item.AreaUnit] ?? 1);
    if (sqft < asked.sqft[0] - 1 || sqft > asked.sqft[1] + 1) out.push(`area ${item.Area} ${item.AreaUnit}`);
  }
  return out;
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '-');

export async function runRelevance(label: string, env: Record<string, string>, listings: number, verbose: boolean): Promise<boolean> {
  const started = Date.now();
  const config = loadConfig({ ...env, SEED_DEMO_LISTINGS: String(listings), SEARCH_CACHE_SECONDS: '0', TRUST_PROXY: 'true', NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: '10' });
  const database = await prepareDatabase(config, () => undefined);
  const ids: Record<string, number> = {};
  const cityIds = new Map((await database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM cities`)).map((r) => [r.name, r.id]));
  const typeIds = new Map((await database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM property_types`)).map((r) => [r.name, r.id]));
  const unitIds = new Map((await database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM area_units`)).map((r) => [r.name, r.id]));
  const bedIds = new Map((await database.rows<{ id: number; text: string }>(sql`SELECT id, text FROM bedrooms`)).map((r) => [r.text, r.id]));
  const bathIds = new Map((await database.rows<{ id: number; text: string }>(sql`SELECT id, text FROM bathrooms`)).map((r) => [r.text, r.id]));
  for (const [key, l] of Object.entries(PLANTED)) {
    const cityId = cityIds.get(l.city)!;
    const [loc] = await database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = ${cityId} AND name = ${l.location}`);
    if (!loc) throw new Error(`no location ${l.location} in ${l.city}`);
    const { id } = await insertListing(database, {
      title: l.title, description: l.description, purposeId: l.purpose === 'sale' ? 1 : 2, typeId: typeIds.get(l.type)!,
      price: l.price, area: l.area, areaUnitId: unitIds.get(l.unit)!, cityId, locationId: loc.id,
      bedRoomId: l.beds ? bedIds.get(String(l.beds)) ?? null : null, bathRoomId: l.baths ? bathIds.get(String(l.baths)) ?? null : null,
      features: l.features,
    });
    ids[key] = id;
  }
  await database.exec('ANALYZE properties');
  const places = await database.rows<{ id: number; name: string; city: string; parent_id: number | null }>(
    sql`SELECT l.id, l.name, c.name AS city, l.parent_id FROM locations l JOIN cities c ON c.id = l.city_id`);
  const placeById = new Map(places.map((p) => [p.id, p]));
  const holders: Holders = new Map(places.map((p) => {
    const names: string[] = [];
    for (let at = p.parent_id; at; at = placeById.get(at)?.parent_id ?? null) names.push(placeById.get(at)?.name ?? '');
    return [`${p.city}/${p.name}`, names];
  }));
  const deps = createDeps(config, database, jsonLogger(() => undefined));
  const app = createApp(deps, { clientDir: null });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  console.log(`\n[${label}] ${listings} demo listings and ${Object.keys(PLANTED).length} known ones ready in ${((Date.now() - started) / 1000).toFixed(1)} s; ${CASES.length} queries`);

  const outcomes: Outcome[] = [];
  let n = 0;
  for (const c of CASES) {
    n += 1;
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/Property/SearchProperty`, {
      method: 'POST',
      // One address per query, so the per-address search limit never answers instead.
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ Keywords: c.query, PageSize: 10 }),
    });
    const body = await res.json() as { Data: SearchResult; Message: string };
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${c.query}: ${res.status} ${body.Message}`);
    const items = body.Data.Items;
    const bad = items.flatMap((i) => violations(i, c.asked, holders).map((v) => `#${i.PropertyId} ${v}`));
    const found = items.some((i) => i.PropertyId === ids[c.target]);
    outcomes.push({ c, found, empty: items.length === 0, violations: bad, ms });
    if (verbose && (!found || bad.length)) {
      console.log(`  ${found ? 'found' : 'MISSED'} [${c.kind}] ${c.query} -> ${body.Data.TotalCount}${bad.length ? `; violations: ${bad.slice(0, 3).join(', ')}` : ''}`);
    }
  }
  server.close();
  await database.close();

  const kinds = [...new Set(CASES.map((c) => c.kind))];
  const rows = [...kinds.map((k) => [k, outcomes.filter((o) => o.c.kind === k)] as const), ['all', outcomes] as const];
  console.log(`\n${'kind'.padEnd(22)}${'queries'.padStart(8)}${'recall@10'.padStart(11)}${'zero'.padStart(9)}${'violating'.padStart(11)}${'p95 ms'.padStart(9)}`);
  for (const [kind, list] of rows) {
    const times = list.map((o) => o.ms).sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
    console.log(`${kind.padEnd(22)}${String(list.length).padStart(8)}${pct(list.filter((o) => o.found).length, list.length).padStart(11)}`
      + `${pct(list.filter((o) => o.empty).length, list.length).padStart(9)}${pct(list.filter((o) => o.violations.length).length, list.length).padStart(11)}${p95.toFixed(0).padStart(9)}`);
  }
  const recall = outcomes.filter((o) => o.found).length / outcomes.length;
  const worstKind = Math.min(...kinds.map((k) => { const l = outcomes.filter((o) => o.c.kind === k); return l.filter((o) => o.found).length / l.length; }));
  const zero = outcomes.filter((o) => o.empty).length / outcomes.length;
  const violating = outcomes.filter((o) => o.violations.length).length;
  const met = recall >= 0.97 && worstKind >= 0.9 && zero <= 0.02 && violating === 0;
  console.log(`targets (recall@10 >= 97 %, every kind >= 90 %, zero results <= 2 %, no violations): ${met ? 'met' : 'NOT met'}`);
  return met;
}
