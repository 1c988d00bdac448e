/**
 * New projects for the demo: invented developments by invented developers, in the invented demo
 * schemes (demo-schemes.ts), each name saying "(demo)" so nobody takes one for a real offer. They
 * show the list's filters (types, prices, instalments, ready or under construction) and the payment
 * plan's table and calculator; the schemes' demo listings of a matching type are put in them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { PaymentPlan } from '../../src/contract/payment-plan.ts';
import type { PossessionStatus } from '../../src/contract/projects.ts';
import { projectSlugBase } from '../services/projects.ts';

interface DemoUnit { TypeId: number; Area: number; AreaUnitId: number; Beds: number; PriceMin: number; PriceMax: number }
interface DemoProject {
  name: string; developer: string; cityId: number; locationId: number; phase: string; description: string; photos: string[];
  possession: PossessionStatus; possessionDate: string | null; units: DemoUnit[]; plan: PaymentPlan | null;
}

// Type ids and area unit ids of reference-data.ts: 1 House, 2 Flat, 13 Penthouse, 7 Residential Plot, 15 Shop; 1 Marla, 2 Kanal, 3 Square Feet.
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Skyline Residency (demo)', developer: 'Falak Builders (demo)', cityId: 2, locationId: 299, phase: 'Block A',
    description: 'An invented twelve-storey block of flats for the demo, with lifts, a standby generator, covered parking and shops on the ground floor. Not a real project.',
    photos: ['listings/pool/apartment-001.jpg', 'listings/pool/lounge-002.jpg', 'listings/pool/kitchen-001.jpg'],
    possession: 'under-construction', possessionDate: '2028-06',
    units: [
      { TypeId: 2, Area: 950, AreaUnitId: 3, Beds: 2, PriceMin: 12_500_000, PriceMax: 14_000_000 },
      { TypeId: 2, Area: 1350, AreaUnitId: 3, Beds: 3, PriceMin: 18_500_000, PriceMax: 21_000_000 },
      { TypeId: 15, Area: 300, AreaUnitId: 3, Beds: 0, PriceMin: 9_000_000, PriceMax: 11_500_000 },
    ],
    plan: { DownPaymentPercent: 25, Frequency: 'monthly', Years: 3, BalloonCount: 6, BalloonPercent: 5, PossessionPercent: 15 },
  },
  {
    name: 'Canal View Homes (demo)', developer: 'Noor Developers (demo)', cityId: 1, locationId: 199, phase: 'Phase 1',
    description: 'Invented double-storey houses for the demo around a park, with a gated entrance and underground wiring. Not a real project.',
    photos: ['listings/pool/house-003.jpg', 'listings/pool/house-007.jpg', 'listings/pool/bedroom-002.jpg'],
    possession: 'under-construction', possessionDate: '2027-12',
    units: [
      { TypeId: 1, Area: 5, AreaUnitId: 1, Beds: 3, PriceMin: 16_500_000, PriceMax: 18_500_000 },
      { TypeId: 1, Area: 10, AreaUnitId: 1, Beds: 4, PriceMin: 29_000_000, PriceMax: 33_000_000 },
    ],
    plan: { DownPaymentPercent: 20, Frequency: 'quarterly', Years: 4, BalloonCount: 4, BalloonPercent: 5, PossessionPercent: 10 },
  },
  {
    name: 'Margalla Heights (demo)', developer: 'Saffron Estates (demo)', cityId: 3, locationId: 399, phase: 'Phase 2',
    description: 'Invented flats and penthouses for the demo, finished and handed over, with a view of the hills. Sold for the full price, without instalments. Not a real project.',
    photos: ['listings/pool/apartment-004.jpg', 'listings/pool/lounge-005.jpg'],
    possession: 'ready', possessionDate: '2025-03',
    units: [
      { TypeId: 2, Area: 1100, AreaUnitId: 3, Beds: 2, PriceMin: 21_000_000, PriceMax: 24_000_000 },
      { TypeId: 13, Area: 2600, AreaUnitId: 3, Beds: 4, PriceMin: 55_000_000, PriceMax: 62_000_000 },
    ],
    plan: null,
  },
  {
    name: 'Green Acres Plots (demo)', developer: 'Noor Developers (demo)', cityId: 1, locationId: 199, phase: 'Phase 2',
    description: 'Invented residential plots for the demo with roads, electricity and gas laid; possession on the whole down payment. Not a real project.',
    photos: ['listings/pool/plot-001.jpg', 'listings/pool/plot-004.jpg'],
    possession: 'ready', possessionDate: null,
    units: [
      { TypeId: 7, Area: 5, AreaUnitId: 1, Beds: 0, PriceMin: 4_500_000, PriceMax: 5_200_000 },
      { TypeId: 7, Area: 1, AreaUnitId: 2, Beds: 0, PriceMin: 17_000_000, PriceMax: 19_500_000 },
    ],
    plan: { DownPaymentPercent: 30, Frequency: 'monthly', Years: 2, BalloonCount: 0, BalloonPercent: 0, PossessionPercent: 0 },
  },
];

/** Idempotent: a project already there (by its slug) is left as an admin may have changed it. */
export async function seedDemoProjects(database: Database): Promise<number> {
  let added = 0;
  for (const p of DEMO_PROJECTS) {
    const typeIds = [...new Set(p.units.map((u) => u.TypeId))];
    const result = await database.rows<{ id: number }>(sql`
      INSERT INTO projects (slug, name, developer, city_id, location_id, phase, description, photos, possession, possession_date, units, plan,
        price_min, price_max, type_ids)
      SELECT ${projectSlugBase(p.name)}, ${p.name}, ${p.developer}, ${p.cityId}, ${p.locationId}, ${p.phase}, ${p.description},
        ${JSON.stringify(p.photos)}::jsonb, ${p.possession}, ${p.possessionDate ? `${p.possessionDate}-01` : null}::date, ${JSON.stringify(p.units)}::jsonb,
        ${p.plan ? JSON.stringify(p.plan) : null}::jsonb, ${Math.min(...p.units.map((u) => u.PriceMin))}, ${Math.max(...p.units.map((u) => u.PriceMax))},
        string_to_array(${typeIds.join(',')}, ',')::int[]
      WHERE EXISTS (SELECT 1 FROM locations WHERE id = ${p.locationId})
      ON CONFLICT (slug) DO NOTHING RETURNING id`);
    const id = result[0]?.id;
    if (id === undefined) continue;
    added += 1;
    await database.rows(sql`UPDATE properties SET project_id = ${Number(id)}
      WHERE location_id = ${p.locationId} AND project_id IS NULL AND deleted_at IS NULL
        AND type_id = ANY(string_to_array(${typeIds.join(',')}, ',')::int[])`);
  }
  return added;
}
