/**
 * What a believable Pakistani listing looks like: which types appear where, sizes in the units people
 * use (Marla and Kanal in Punjab and Islamabad, Square Yards in Karachi and Hyderabad, Square Feet for
 * flats and commercial space), prices per neighbourhood, rooms, features and photos. Pure: no database.
 */
import type { Rng } from './random.ts';
import { featureId, type FeatureName, type LocationRow } from './reference-data.ts';
import type { PoolImage, PoolKind } from './illustrations.ts';
import { SQFT_PER_UNIT } from '../../src/lib/area.ts';

export const TypeId = {
  House: 1, Flat: 2, UpperPortion: 3, LowerPortion: 4, FarmHouse: 5, Room: 6, ResidentialPlot: 7,
  CommercialPlot: 8, AgriculturalLand: 9, IndustrialLand: 10, PlotFile: 11, PlotForm: 12, Penthouse: 13,
  Office: 14, Shop: 15, Warehouse: 16, Factory: 17, Building: 18, Other: 19,
} as const;
export type TypeIdValue = (typeof TypeId)[keyof typeof TypeId];

const Unit = { Marla: 1, Kanal: 2, SquareFeet: 3, SquareYards: 4 } as const;
const UNIT_SQFT: Readonly<Record<number, number>> = {
  1: SQFT_PER_UNIT.Marla, 2: SQFT_PER_UNIT.Kanal, 3: SQFT_PER_UNIT['Square Feet'], 4: SQFT_PER_UNIT['Square Yards'], 5: SQFT_PER_UNIT['Square Meters'],
};
const UNIT_LABEL: Readonly<Record<number, string>> = { 1: 'Marla', 2: 'Kanal', 3: 'Sq. Ft.', 4: 'Sq. Yd.', 5: 'Sq. M.' };
const TYPE_NAME: Readonly<Record<number, string>> = {
  1: 'House', 2: 'Flat', 3: 'Upper Portion', 4: 'Lower Portion', 5: 'Farm House', 6: 'Room', 7: 'Residential Plot',
  8: 'Commercial Plot', 9: 'Agricultural Land', 10: 'Industrial Land', 11: 'Plot File', 12: 'Plot Form', 13: 'Penthouse',
  14: 'Office', 15: 'Shop', 16: 'Warehouse', 17: 'Factory', 18: 'Building', 19: 'Other',
};

interface CityEconomics {
  /** PKR per Marla of a built house in an ordinary (tier 3) neighbourhood. */
  houseMarla: number;
  /** PKR per square foot of a flat in an ordinary neighbourhood. */
  flatSqft: number;
  /** Share of land listings measured in Square Yards. */
  squareYards: number;
  /** How much of the market is flats, relative to an average city. */
  flats: number;
  big: boolean;
}

const CITY_ECONOMICS: Readonly<Record<number, CityEconomics>> = {
  1: { houseMarla: 28e5, flatSqft: 16_000, squareYards: 0, flats: 1, big: true },
  2: { houseMarla: 30e5, flatSqft: 14_000, squareYards: 1, flats: 2.6, big: true },
  3: { houseMarla: 40e5, flatSqft: 20_000, squareYards: 0.15, flats: 1.3, big: true },
  4: { houseMarla: 20e5, flatSqft: 12_000, squareYards: 0.05, flats: 0.8, big: true },
  5: { houseMarla: 15e5, flatSqft: 9_000, squareYards: 0, flats: 0.4, big: true },
  6: { houseMarla: 14e5, flatSqft: 9_000, squareYards: 0, flats: 0.4, big: true },
  7: { houseMarla: 16e5, flatSqft: 9_000, squareYards: 0, flats: 0.4, big: true },
  8: { houseMarla: 12e5, flatSqft: 8_000, squareYards: 0, flats: 0.3, big: false },
  9: { houseMarla: 15e5, flatSqft: 9_000, squareYards: 0, flats: 0.3, big: false },
  10: { houseMarla: 13e5, flatSqft: 8_000, squareYards: 0, flats: 0.3, big: false },
  11: { houseMarla: 11e5, flatSqft: 8_000, squareYards: 0.8, flats: 0.8, big: false },
  12: { houseMarla: 10e5, flatSqft: 7_000, squareYards: 0, flats: 0.2, big: false },
  13: { houseMarla: 13e5, flatSqft: 9_000, squareYards: 0, flats: 0.5, big: false },
  14: { houseMarla: 18e5, flatSqft: 15_000, squareYards: 0, flats: 1.4, big: false },
  15: { houseMarla: 8e5, flatSqft: 7_000, squareYards: 0.8, flats: 0.2, big: false },
  18: { houseMarla: 9e5, flatSqft: 7_000, squareYards: 0.8, flats: 0.3, big: false },
  19: { houseMarla: 7e5, flatSqft: 6_000, squareYards: 0.8, flats: 0.2, big: false },
  28: { houseMarla: 7e5, flatSqft: 6_000, squareYards: 0.8, flats: 0.2, big: false },
  29: { houseMarla: 14e5, flatSqft: 9_000, squareYards: 0, flats: 0.3, big: false },
};

/** Where listings are: roughly the share of the market by city. */
export const CITY_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 22], [2, 22], [3, 16], [4, 9], [5, 6], [6, 5], [7, 5], [8, 2.5], [9, 2.5], [10, 2.5], [11, 2.5], [12, 2], [13, 1.5], [14, 1.5],
  // The smaller markets: a few listings each in a 300-listing demo.
  [15, 0.8], [16, 0.8], [17, 0.6], [18, 0.6], [19, 0.4], [20, 0.6], [21, 0.5], [22, 0.6], [23, 0.6], [24, 0.5],
  [25, 0.4], [26, 0.4], [27, 0.4], [28, 0.4], [29, 0.6], [30, 0.3], [31, 0.5], [32, 0.4],
];

const TIER_PRICE = [3.0, 1.8, 1.3, 1.0, 0.7, 0.45] as const;

/** Houses, flats and plots dominate, as on any Pakistani portal. */
const TYPE_WEIGHTS: ReadonlyArray<readonly [TypeIdValue, number]> = [
  [1, 30], [2, 16], [3, 5], [4, 5], [5, 1.2], [6, 2], [13, 0.8], [7, 16], [8, 4], [9, 1.5], [10, 0.6], [11, 3],
  [12, 1], [19, 0.4], [14, 3], [15, 4], [16, 0.8], [17, 0.5], [18, 1],
];

const RENT_SHARE: Readonly<Record<number, number>> = {
  1: 0.3, 2: 0.5, 3: 0.88, 4: 0.88, 5: 0.25, 6: 1, 13: 0.35, 7: 0, 8: 0.05, 9: 0.12, 10: 0.05, 11: 0, 12: 0, 19: 0.1,
  14: 0.65, 15: 0.5, 16: 0.75, 17: 0.3, 18: 0.3,
};

/** Types that live on the edges of a city: farmland, industry, farmhouses. */
const OUTSKIRTS: ReadonlySet<number> = new Set([5, 9, 10, 16, 17]);

export interface ListingDraft {
  typeId: TypeIdValue;
  typeName: string;
  purposeId: 1 | 2;
  cityId: number;
  locationId: number;
  area: number;
  areaUnitId: number;
  areaSqft: number;
  price: number;
  beds: number | null;
  baths: number | null;
  featureIds: number[];
  /** Facts the text needs beyond the columns. */
  facts: { storeys: number; floor: number; tier: number; corner: boolean; furnished: boolean; brandNew: boolean };
  images: PoolImage[];
}

function roundPrice(price: number, rent: boolean): number {
  let step: number;
  if (rent) step = price >= 100_000 ? 5_000 : 1_000;
  else if (price >= 10_000_000) step = 500_000;
  else if (price >= 1_000_000) step = 100_000;
  else step = 10_000;
  // Nine digits is the form's limit, so a demo listing can always be edited and saved again.
  return Math.min(950_000_000, Math.max(step, Math.round(price / step) * step));
}

/** Picks a size, favouring bigger sizes in expensive neighbourhoods and smaller ones on the edges. */
function pickSize(rng: Rng, options: ReadonlyArray<readonly [number, number]>, tier: number, reference: number): number {
  const k = (2.5 - tier) * 0.45;
  return rng.weighted(options.map(([size, w]) => [size, w * Math.pow(size / reference, k)] as const));
}

const HOUSE_MARLA: ReadonlyArray<readonly [number, number]> = [[3, 4], [4, 3], [5, 24], [6, 4], [7, 6], [8, 7], [10, 24], [12, 3], [14, 2], [20, 17], [40, 5]];
const HOUSE_SQYD: ReadonlyArray<readonly [number, number]> = [[80, 4], [120, 15], [160, 8], [200, 12], [240, 18], [300, 6], [400, 14], [500, 15], [600, 3], [1000, 4], [2000, 1]];
const PLOT_MARLA: ReadonlyArray<readonly [number, number]> = [[3, 3], [5, 25], [7, 5], [8, 10], [10, 25], [20, 22], [40, 6]];
const PLOT_SQYD: ReadonlyArray<readonly [number, number]> = [[120, 15], [200, 10], [240, 15], [400, 15], [500, 20], [600, 5], [1000, 10], [2000, 2]];

interface Size { area: number; unit: number; marla: number }

function landSize(rng: Rng, econ: CityEconomics, tier: number, marlaOptions: ReadonlyArray<readonly [number, number]>, yardOptions: ReadonlyArray<readonly [number, number]> | null): Size {
  if (yardOptions && rng.chance(econ.squareYards)) {
    const yards = pickSize(rng, yardOptions, tier, 240);
    return { area: yards, unit: Unit.SquareYards, marla: (yards * 9) / 225 };
  }
  const marla = pickSize(rng, marlaOptions, tier, 10);
  return marla >= 20 && marla % 20 === 0 ? { area: marla / 20, unit: Unit.Kanal, marla } : { area: marla, unit: Unit.Marla, marla };
}

function kanals(rng: Rng, options: ReadonlyArray<readonly [number, number]>): Size {
  const k = rng.weighted(options);
  return { area: k, unit: Unit.Kanal, marla: k * 20 };
}

function sqft(area: number): Size {
  return { area, unit: Unit.SquareFeet, marla: area / 225 };
}

function roundTo(v: number, step: number): number {
  return Math.max(step, Math.round(v / step) * step);
}

function bedsForMarla(rng: Rng, marla: number): number {
  if (marla <= 3.5) return rng.int(2, 3);
  if (marla <= 5.5) return rng.int(3, 4);
  if (marla <= 8.5) return rng.int(3, 5);
  if (marla <= 14) return rng.int(4, 5);
  if (marla <= 24) return rng.int(5, 6);
  return rng.int(6, 9);
}

type FeatureOdds = ReadonlyArray<readonly [FeatureName, number]>;

function rollFeatures(rng: Rng, odds: FeatureOdds): Set<FeatureName> {
  const out = new Set<FeatureName>();
  for (const [name, p] of odds) if (p > 0 && rng.chance(p)) out.add(name);
  return out;
}

function pickImages(rng: Rng, pool: ReadonlyMap<PoolKind, PoolImage[]>, plan: ReadonlyArray<readonly [PoolKind, number]>): PoolImage[] {
  const out: PoolImage[] = [];
  const used = new Set<string>();
  for (const [kind, count] of plan) {
    const candidates = (pool.get(kind) ?? []).filter((img) => !used.has(img.upload));
    for (const img of rng.sample(candidates, count)) {
      used.add(img.upload);
      out.push(img);
    }
  }
  return out.slice(0, 8);
}

function interiorPlan(rng: Rng, count: number): Array<readonly [PoolKind, number]> {
  const plan = new Map<PoolKind, number>();
  const order: PoolKind[] = ['lounge', 'bedroom', 'kitchen', 'bedroom', 'bathroom', 'lounge', 'bedroom'];
  const start = rng.int(0, 2);
  for (let i = 0; i < count; i++) {
    const kind = order[(start + i) % order.length] ?? 'lounge';
    plan.set(kind, (plan.get(kind) ?? 0) + 1);
  }
  return [...plan.entries()];
}

export function groupPool(pool: readonly PoolImage[]): Map<PoolKind, PoolImage[]> {
  const map = new Map<PoolKind, PoolImage[]>();
  for (const img of pool) {
    const list = map.get(img.kind) ?? [];
    list.push(img);
    map.set(img.kind, list);
  }
  return map;
}

export function pickLocation(rng: Rng, cityLocations: readonly LocationRow[], typeId: number): LocationRow {
  let candidates = cityLocations;
  if (OUTSKIRTS.has(typeId)) {
    const edge = cityLocations.filter((l) => l.tier >= 3);
    if (edge.length > 0) candidates = edge;
  }
  const first = candidates[0];
  if (!first) throw new Error('a city without locations');
  return rng.weighted(candidates.map((l) => [l, l.tier === 0 ? 0.6 : l.tier === 5 ? 0.7 : 1] as const));
}

export function pickType(rng: Rng, cityId: number): TypeIdValue {
  const econ = CITY_ECONOMICS[cityId];
  return rng.weighted(TYPE_WEIGHTS.map(([t, w]) => {
    let weight = w;
    if (econ && (t === TypeId.Flat || t === TypeId.Penthouse)) weight *= econ.flats;
    if (econ && !econ.big && (t === TypeId.FarmHouse || t === TypeId.Penthouse)) weight *= 0.2;
    return [t, weight] as const;
  }));
}

/** One listing's facts; text and database rows are made from it elsewhere. */
export function draftListing(rng: Rng, cityId: number, location: LocationRow, typeId: TypeIdValue, pool: ReadonlyMap<PoolKind, PoolImage[]>): ListingDraft {
  const econ = CITY_ECONOMICS[cityId] ?? { houseMarla: 15e5, flatSqft: 9_000, squareYards: 0, flats: 0.5, big: false };
  const tier = location.tier;
  const rent = rng.chance(RENT_SHARE[typeId] ?? 0);
  const tierPrice = TIER_PRICE[tier] ?? 1;
  const marlaPrice = econ.houseMarla * tierPrice * rng.float(0.85, 1.2);
  const flatPrice = econ.flatSqft * tierPrice * rng.float(0.85, 1.2);
  const brandNew = rng.chance(0.25);
  let size: Size;
  let price: number;
  let beds: number | null = null;
  let baths: number | null = null;
  let storeys = 1;
  let floor = 0;
  let odds: FeatureOdds = [];
  let plan: Array<readonly [PoolKind, number]> = [];

  const homeOdds = (marla: number): FeatureOdds => [
    ['Parking', 0.8], ['Gas', 0.75], ['Electricity Backup', 0.5], ['Water Supply', 0.6], ['Sewerage', 0.45],
    ['Drawing Room', marla >= 5 ? 0.65 : 0.2], ['Dining Room', 0.5], ['Servant Quarters', marla >= 10 ? 0.5 : 0],
    ['Lawn', marla >= 8 ? 0.55 : 0.1], ['Store Room', 0.3], ['Laundry Room', 0.2], ['Study Room', marla >= 10 ? 0.25 : 0.05],
    ['Corner', 0.12], ['Park Facing', 0.12], ['CCTV', 0.3], ['Security Staff', tier <= 2 ? 0.5 : 0.15], ['Solar Panels', 0.2],
    ['Boundary Wall', 0.3], ['Double Glazed Windows', tier <= 1 ? 0.2 : 0.05], ['Basement', marla >= 20 ? 0.3 : 0],
    ['Central Air Conditioning', tier <= 1 ? 0.25 : 0.03], ['Swimming Pool', marla >= 40 ? 0.3 : 0], ['Gym', marla >= 40 ? 0.15 : 0],
    ['Furnished', rent ? 0.12 : 0.03], ['Mosque Nearby', 0.4], ['Kids Play Area', 0.08], ['Internet', 0.3],
  ];
  const flatOdds: FeatureOdds = [
    ['Parking', 0.7], ['Elevator', 0.8], ['Security Staff', 0.7], ['Electricity Backup', 0.6], ['Gas', 0.5], ['Water Supply', 0.6],
    ['CCTV', 0.5], ['Gym', tier <= 2 ? 0.2 : 0.03], ['Swimming Pool', tier <= 1 ? 0.15 : 0], ['Furnished', rent ? 0.25 : 0.05],
    ['Internet', 0.4], ['Kids Play Area', 0.2], ['Mosque Nearby', 0.4], ['Central Air Conditioning', tier <= 1 ? 0.2 : 0], ['Laundry Room', 0.1],
  ];

  switch (typeId) {
    case TypeId.House:
    case TypeId.UpperPortion:
    case TypeId.LowerPortion: {
      size = landSize(rng, econ, tier, HOUSE_MARLA, HOUSE_SQYD);
      const houseSale = size.marla * marlaPrice * Math.pow(size.marla / 10, -0.08) * (brandNew ? 1.1 : 1);
      storeys = size.marla <= 3.5 ? rng.int(2, 3) : rng.weighted([[1, 0.15], [2, 0.65], [3, 0.2]] as const);
      if (typeId === TypeId.House) {
        price = rent ? houseSale * 0.0024 * rng.float(0.85, 1.15) : houseSale;
        beds = bedsForMarla(rng, size.marla);
      } else {
        price = rent ? houseSale * 0.0024 * (typeId === TypeId.LowerPortion ? 0.55 : 0.5) : houseSale * 0.5;
        beds = Math.max(2, Math.min(4, bedsForMarla(rng, size.marla) - 2));
        storeys = Math.max(2, storeys);
      }
      baths = Math.min(7, beds + rng.int(0, 1));
      odds = homeOdds(size.marla);
      plan = [['house', rng.chance(0.35) ? 2 : 1], ...interiorPlan(rng, rng.weighted([[0, 10], [1, 15], [2, 20], [3, 20], [4, 15], [5, 10], [6, 10]] as const))];
      break;
    }
    case TypeId.FarmHouse: {
      size = kanals(rng, [[4, 30], [6, 20], [8, 25], [10, 10], [16, 10], [20, 5]]);
      price = size.marla * marlaPrice * 0.3;
      if (rent) price *= 0.002;
      beds = rng.int(4, 8);
      baths = Math.min(7, beds + 1);
      odds = [...homeOdds(60), ['Swimming Pool', 0.6], ['Lawn', 0.95], ['Boundary Wall', 0.8]];
      plan = [['farmhouse', rng.chance(0.4) ? 2 : 1], ...interiorPlan(rng, rng.int(0, 4))];
      break;
    }
    case TypeId.Room: {
      size = sqft(roundTo(rng.float(120, 260), 10));
      price = 15_000 * Math.pow(tierPrice, 0.6) * (econ.houseMarla / 20e5) ** 0.5 * rng.float(0.7, 1.4);
      beds = 1;
      baths = 1;
      odds = [['Furnished', 0.6], ['Internet', 0.6], ['Gas', 0.4], ['Water Supply', 0.6], ['Electricity Backup', 0.4], ['Parking', 0.2]];
      plan = [['bedroom', 1], ...(rng.chance(0.5) ? [['bathroom', 1] as const] : []), ...(rng.chance(0.3) ? [['kitchen', 1] as const] : [])];
      break;
    }
    case TypeId.Flat:
    case TypeId.Penthouse: {
      if (typeId === TypeId.Flat) {
        beds = rng.weighted([[1, 20], [2, 40], [3, 30], [4, 10]] as const);
        const range = ([[450, 800], [800, 1300], [1300, 2200], [2200, 3400]] as const)[beds - 1] ?? [800, 1300];
        size = sqft(roundTo(rng.float(range[0], range[1]), 50));
      } else {
        beds = rng.int(3, 5);
        size = sqft(roundTo(rng.float(3000, 6500), 100));
      }
      baths = Math.min(7, beds + (rng.chance(0.5) ? 1 : 0));
      floor = rng.int(1, typeId === TypeId.Penthouse ? 20 : 12);
      price = size.area * flatPrice * (typeId === TypeId.Penthouse ? 1.35 : 1) * (brandNew ? 1.08 : 1);
      if (rent) price *= 0.0038;
      odds = flatOdds;
      plan = [...(rng.chance(0.8) ? [['apartment', 1] as const] : []), ...interiorPlan(rng, rng.int(1, 6))];
      break;
    }
    case TypeId.ResidentialPlot:
    case TypeId.Other: {
      size = landSize(rng, econ, tier, PLOT_MARLA, PLOT_SQYD);
      price = size.marla * marlaPrice * (typeId === TypeId.Other ? 0.4 : 0.5);
      if (rent) price *= 0.002;
      plan = [['plot', rng.int(1, 3)]];
      break;
    }
    case TypeId.CommercialPlot: {
      size = landSize(rng, econ, tier, [[2, 5], [4, 20], [5, 10], [8, 15], [10, 5], [20, 8]], [[100, 10], [200, 15], [400, 10], [600, 5], [1000, 3]]);
      price = size.marla * marlaPrice * 1.6;
      if (rent) price *= 0.002;
      plan = [['plot', rng.int(1, 3)]];
      break;
    }
    case TypeId.PlotFile:
    case TypeId.PlotForm: {
      const marla = rng.weighted([[5, 35], [8, 15], [10, 30], [20, 20]] as const);
      size = marla === 20 ? { area: 1, unit: Unit.Kanal, marla } : { area: marla, unit: Unit.Marla, marla };
      price = typeId === TypeId.PlotFile ? marla * marlaPrice * 0.3 : Math.min(30e5, Math.max(3e5, marla * marlaPrice * 0.08));
      plan = [['plot', 1]];
      break;
    }
    case TypeId.AgriculturalLand: {
      size = kanals(rng, [[8, 25], [16, 25], [24, 15], [40, 15], [80, 12], [160, 8]]);
      const perKanal = 9e5 * Math.pow(econ.houseMarla / 20e5, 0.7) * rng.float(0.6, 1.6);
      price = rent ? size.area * 4_000 * rng.float(0.7, 1.4) : size.area * perKanal;
      plan = [['field', rng.int(1, 3)]];
      break;
    }
    case TypeId.IndustrialLand: {
      size = kanals(rng, [[4, 20], [8, 25], [10, 20], [16, 15], [20, 12], [40, 8]]);
      price = size.marla * marlaPrice * 0.22;
      if (rent) price *= 0.002;
      plan = [[rng.chance(0.6) ? 'plot' : 'field', rng.int(1, 2)]];
      break;
    }
    case TypeId.Office: {
      const ft = rng.weighted([[[250, 600], 30], [[600, 1500], 40], [[1500, 4000], 22], [[4000, 10000], 8]] as const);
      size = sqft(roundTo(rng.float(ft[0], ft[1]), 50));
      floor = rng.int(0, 10);
      price = size.area * flatPrice * 1.3;
      if (rent) price *= 0.005;
      odds = [['Parking', 0.6], ['Electricity Backup', 0.6], ['Security Staff', 0.4], ['CCTV', 0.5], ['Elevator', 0.5], ['Internet', 0.5], ['Central Air Conditioning', 0.2], ['Water Supply', 0.4], ['Furnished', rent ? 0.3 : 0.05]];
      plan = [['office', 1], ['workspace', rng.int(0, 2)]];
      break;
    }
    case TypeId.Shop: {
      size = sqft(roundTo(rng.float(100, 1200), 10));
      floor = rng.chance(0.75) ? 0 : rng.int(1, 3);
      price = size.area * flatPrice * 2.4 * (floor === 0 ? 1 : 0.6);
      if (rent) price *= 0.004;
      odds = [['Parking', 0.4], ['Electricity Backup', 0.5], ['Security Staff', 0.3], ['CCTV', 0.4], ['Corner', 0.15], ['Water Supply', 0.3]];
      plan = [['shop', rng.int(1, 2)]];
      break;
    }
    case TypeId.Warehouse: {
      size = sqft(roundTo(rng.float(2000, 30000), 500));
      const scale = Math.pow(econ.houseMarla / 20e5, 0.5);
      price = rent ? size.area * 35 * scale * rng.float(0.7, 1.4) : size.area * 7_000 * scale * rng.float(0.7, 1.4);
      odds = [['Parking', 0.5], ['Security Staff', 0.6], ['CCTV', 0.5], ['Boundary Wall', 0.7], ['Electricity Backup', 0.4]];
      plan = [['warehouse', rng.int(1, 2)]];
      break;
    }
    case TypeId.Factory: {
      size = kanals(rng, [[2, 20], [4, 30], [8, 25], [10, 15], [20, 10]]);
      price = size.marla * marlaPrice * 0.3;
      if (rent) price *= 0.003;
      odds = [['Parking', 0.5], ['Security Staff', 0.6], ['Boundary Wall', 0.8], ['Electricity Backup', 0.6], ['Gas', 0.5], ['Sewerage', 0.3]];
      plan = [['warehouse', rng.int(1, 2)]];
      break;
    }
    case TypeId.Building:
    default: {
      size = landSize(rng, econ, tier, [[5, 20], [8, 20], [10, 25], [20, 25], [40, 10]], [[200, 20], [400, 25], [600, 20], [1000, 15]]);
      storeys = rng.int(3, 7);
      price = size.marla * marlaPrice * 2.2 * (storeys / 4);
      if (rent) price *= 0.0035;
      odds = [['Parking', 0.5], ['Elevator', storeys >= 4 ? 0.6 : 0.1], ['Electricity Backup', 0.5], ['Basement', 0.3], ['Corner', 0.2], ['Security Staff', 0.3], ['CCTV', 0.4]];
      plan = [[rng.chance(0.5) ? 'shop' : 'office', rng.int(1, 2)]];
      break;
    }
  }

  const features = rollFeatures(rng, odds);
  const images = pickImages(rng, pool, plan);
  const unitSqft = UNIT_SQFT[size.unit] ?? 1;
  return {
    typeId,
    typeName: TYPE_NAME[typeId] ?? 'Property',
    purposeId: rent ? 2 : 1,
    cityId,
    locationId: location.id,
    area: size.area,
    areaUnitId: size.unit,
    areaSqft: Math.round(size.area * unitSqft * 100) / 100,
    price: roundPrice(price, rent),
    beds,
    baths,
    featureIds: [...features].map(featureId).sort((a, b) => a - b),
    facts: { storeys, floor, tier, corner: features.has('Corner'), furnished: features.has('Furnished'), brandNew },
    images,
  };
}

export function sizeLabel(area: number, unitId: number): string {
  const n = unitId === Unit.SquareFeet ? area.toLocaleString('en-US') : String(area);
  return `${n} ${UNIT_LABEL[unitId] ?? ''}`.trim();
}
