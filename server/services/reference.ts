import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type {
  AreaUnitOption, CityOption, DropDownData, FeatureOption, IdText, LocationOption, PropertyTypeOption, SubmitFormOptions,
} from '../../src/contract/types.ts';
import { ApiError } from '../errors.ts';
import type { QueryVocabulary } from '../../src/lib/query-understanding.ts';
import { ownWords, type PlaceMention } from '../../src/lib/search-words.ts';

/** The places a search's chosen ones stand for (ReferenceService.placeScope). */
export interface PlaceScope { ids: number[]; near: PlaceMention[] }

export interface ReferenceNames {
  purposes: Map<number, string>;
  types: Map<number, string>;
  units: Map<number, string>;
  cities: Map<number, string>;
  locations: Map<number, string>;
  bedrooms: Map<number, string>;
  bathrooms: Map<number, string>;
  features: Map<number, string>;
}

/** What a submitted id that names no option is told, by the list it should be in. */
const NOT_FOUND = {
  Cities: 'City not found.',
  Types: 'Property type not found.',
  Purposes: 'Purpose not found.',
  AreaUnits: 'Area unit not found.',
  BedRooms: 'Bedrooms value not found.',
  BathRooms: 'Bathrooms value not found.',
} as const satisfies Record<keyof DropDownData, string>;

/**
 * The option a submitted id names, or a 400 naming the field. Search (whose 0 means 'any', checked
 * by the caller) and submit check ids the same way, with the same words.
 */
export function optionFor<K extends keyof DropDownData>(d: DropDownData, list: K, id: number, field: string): DropDownData[K][number] {
  const found = (d[list] as readonly IdText[]).find((x) => x.Id === id) as DropDownData[K][number] | undefined;
  if (!found) throw new ApiError(400, NOT_FOUND[list], field);
  return found;
}

interface ReferenceData {
  cities: CityOption[];
  locations: LocationOption[];
  purposes: IdText[];
  types: PropertyTypeOption[];
  bedrooms: IdText[];
  bathrooms: IdText[];
  areaUnits: AreaUnitOption[];
  features: IdText[];
}

/**
 * Reference data changes only with a deploy (seeded with stable ids), so one process keeps it in
 * memory and reloads it after a short time in case another process re-seeded.
 */
export class ReferenceService {
  private cached: { at: number; data: Promise<ReferenceData> } | null = null;
  private readonly vocabularies = new WeakMap<Promise<ReferenceData>, QueryVocabulary>();
  private readonly scopes = new WeakMap<Promise<ReferenceData>, (ids: readonly number[]) => PlaceScope>();
  /** Reads of the reference data since start (metrics): a miss went to the database. */
  readonly cacheCounts = { hits: 0, misses: 0 };

  constructor(private readonly database: Database, private readonly ttlMs = 5 * 60_000) {}

  /** Reference data was changed (a seed, or another instance said so): read it again. */
  invalidate(): void {
    this.cached = null;
  }

  private load(): Promise<ReferenceData> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < this.ttlMs) {
      this.cacheCounts.hits += 1;
      return this.cached.data;
    }
    this.cacheCounts.misses += 1;
    const data = this.fetch();
    this.cached = { at: now, data };
    data.catch(() => { this.cached = null; });
    return data;
  }

  private async fetch(): Promise<ReferenceData> {
    const d = this.database.publicRead;
    const [cities, locations, purposes, types, bedrooms, bathrooms, areaUnits, features] = await Promise.all([
      d.rows<CityOption>(sql`SELECT id AS "Id", name AS "Text", lat AS "Latitude", lng AS "Longitude" FROM cities ORDER BY sort, name`),
      d.rows<LocationOption>(sql`SELECT id AS "Id", name AS "Text", city_id AS "CityId", lat AS "Latitude", lng AS "Longitude",
        parent_id AS "ParentId" FROM locations ORDER BY name`),
      d.rows<IdText>(sql`SELECT id AS "Id", name AS "Text" FROM purposes ORDER BY id`),
      d.rows<PropertyTypeOption>(sql`SELECT id AS "Id", name AS "Text", sub_type AS "SubType", category AS "Category"
        FROM property_types ORDER BY sort, id`),
      d.rows<IdText>(sql`SELECT id AS "Id", text AS "Text" FROM bedrooms ORDER BY value`),
      d.rows<IdText>(sql`SELECT id AS "Id", text AS "Text" FROM bathrooms ORDER BY value`),
      d.rows<AreaUnitOption>(sql`SELECT id AS "Id", name AS "Text", square_feet AS "SquareFeet" FROM area_units ORDER BY sort, id`),
      d.rows<IdText>(sql`SELECT id AS "Id", name AS "Text" FROM features ORDER BY sort, name`),
    ]);
    return { cities, locations, purposes, types, bedrooms, bathrooms, areaUnits, features };
  }

  /** Id-to-name maps, so listing queries need no joins to reference tables (planning them is costly). */
  async names(): Promise<ReferenceNames> {
    const r = await this.load();
    const map = (list: IdText[]) => new Map(list.map((x) => [x.Id, x.Text]));
    return {
      purposes: map(r.purposes), types: map(r.types), units: map(r.areaUnits), cities: map(r.cities),
      locations: map(r.locations), bedrooms: map(r.bedrooms), bathrooms: map(r.bathrooms), features: map(r.features),
    };
  }

  /** The names the query reader matches words against; one object per load, so its tables are built once. */
  async queryVocabulary(): Promise<QueryVocabulary> {
    const data = this.load();
    let vocabulary = this.vocabularies.get(data);
    if (!vocabulary) {
      const r = await data;
      vocabulary = {
        cities: r.cities, locations: r.locations, types: r.types, areaUnits: r.areaUnits,
        bedrooms: r.bedrooms, bathrooms: r.bathrooms,
      };
      this.vocabularies.set(data, vocabulary);
    }
    return vocabulary;
  }

  async dropDownData(): Promise<DropDownData> {
    const r = await this.load();
    return {
      Cities: r.cities, Types: r.types, BedRooms: r.bedrooms, BathRooms: r.bathrooms,
      AreaUnits: r.areaUnits, Purposes: r.purposes,
    };
  }

  /**
   * Widens chosen places to what lies within them: a society finds its phases and their blocks, a
   * phase its blocks. A chosen block or phase also finds the listings of the places holding it that
   * name it in their words (placed before it was a place of its own). One function per load.
   */
  async placeScope(): Promise<(ids: readonly number[]) => PlaceScope> {
    const data = this.load();
    let scope = this.scopes.get(data);
    if (!scope) {
      const r = await data;
      const byId = new Map(r.locations.map((l) => [l.Id, l]));
      const children = new Map<number, number[]>();
      for (const l of r.locations) {
        if (l.ParentId) children.set(l.ParentId, [...(children.get(l.ParentId) ?? []), l.Id]);
      }
      scope = (ids) => {
        if (!ids.length || !children.size) return { ids: [...ids], near: [] };
        const out = new Set<number>();
        const visit = (id: number) => {
          if (out.has(id)) return;
          out.add(id);
          for (const child of children.get(id) ?? []) visit(child);
        };
        ids.forEach(visit);
        const near: PlaceMention[] = [];
        for (const id of ids) {
          const place = byId.get(id);
          for (let at = place?.ParentId; place && at && !out.has(at); at = byId.get(at)?.ParentId) {
            const holder = byId.get(at);
            if (holder) near.push({ id: at, words: ownWords(place.Text, holder.Text) });
          }
        }
        return { ids: [...out], near };
      };
      this.scopes.set(data, scope);
    }
    return scope;
  }

  /** cityId 0 means every location (spec: with no city the options reset to all locations). */
  async locations(cityId: number): Promise<LocationOption[]> {
    const r = await this.load();
    if (cityId === 0) return r.locations;
    if (!r.cities.some((c) => c.Id === cityId)) throw new ApiError(400, 'City not found.', 'cityId');
    return r.locations.filter((l) => l.CityId === cityId);
  }

  /** The locations the ids name, all in the city (any city for 0), or a 400 naming the field. */
  async locationsFor(cityId: number, ids: readonly number[], field: string): Promise<LocationOption[]> {
    const known = await this.locations(cityId);
    return ids.map((id) => {
      const found = known.find((l) => l.Id === id);
      if (!found) throw new ApiError(400, cityId ? 'Location not found in this city.' : 'Location not found.', field);
      return found;
    });
  }

  async submitFormOptions(): Promise<SubmitFormOptions> {
    const r = await this.load();
    const features: FeatureOption[] = r.features.map((f) => ({ ...f, IsChecked: false }));
    return {
      Purposes: r.purposes, Types: r.types, BedRooms: r.bedrooms, BathRooms: r.bathrooms,
      AreaUnits: r.areaUnits, Cities: r.cities, OtherFeatures: features,
    };
  }
}
