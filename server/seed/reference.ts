/**
 * Writes the reference data of reference-data.ts. Idempotent: safe on every start, and it brings an
 * older database up to date when a name or a new city is added here. Rows are never deleted, since
 * listings may point at them.
 */
import type { Database } from '../db/connection.ts';
import { upsertRows } from './sql-batch.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from '../geo/places.ts';
import { cityOutline, locationOutline } from '../geo/outlines.ts';
import {
  AREA_UNITS, BATHROOMS, BEDROOMS, CITIES, FEATURES, LOCATIONS, PROPERTY_TYPES, PURPOSES, TESTIMONIALS,
} from './reference-data.ts';

export async function seedReferenceData(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await upsertRows(tx, 'purposes', ['id'], [['id', 'integer'], ['name', 'text']], PURPOSES);
    await upsertRows(
      tx, 'property_types', ['id'],
      [['id', 'integer'], ['name', 'text'], ['sub_type', 'text'], ['category', 'text'], ['sort', 'integer']],
      PROPERTY_TYPES.map((t) => ({ id: t.id, name: t.name, sub_type: t.subType, category: t.category, sort: t.sort })),
    );
    const rooms = [['id', 'integer'], ['text', 'text'], ['value', 'integer']] as const;
    await upsertRows(tx, 'bedrooms', ['id'], rooms, BEDROOMS);
    await upsertRows(tx, 'bathrooms', ['id'], rooms, BATHROOMS);
    await upsertRows(
      tx, 'area_units', ['id'],
      [['id', 'integer'], ['name', 'text'], ['square_feet', 'double precision'], ['sort', 'integer']],
      AREA_UNITS.map((u) => ({ id: u.id, name: u.name, square_feet: u.squareFeet, sort: u.sort })),
    );
    await upsertRows(tx, 'features', ['id'], [['id', 'integer'], ['name', 'text'], ['sort', 'integer']], FEATURES);
    await upsertRows(
      tx, 'cities', ['id'],
      [['id', 'integer'], ['name', 'text'], ['sort', 'integer'], ['tile_image', 'text'], ['tile_span', 'integer'],
        ['lat', 'double precision'], ['lng', 'double precision'], ['outline', 'jsonb']],
      CITIES.map((c) => ({
        id: c.id, name: c.name, sort: c.sort, tile_image: c.tileImage, tile_span: c.tileSpan,
        lat: CITY_CENTRES[c.id]?.lat ?? null, lng: CITY_CENTRES[c.id]?.lng ?? null,
        outline: CITY_CENTRES[c.id] ? cityOutline(c.id) : null,
      })),
    );
    await upsertRows(
      tx, 'locations', ['id'],
      [['id', 'integer'], ['city_id', 'integer'], ['name', 'text'], ['parent_id', 'integer'],
        ['lat', 'double precision'], ['lng', 'double precision'], ['outline', 'jsonb']],
      LOCATIONS.map((l) => ({
        id: l.id, city_id: l.cityId, name: l.name, parent_id: l.parentId,
        lat: LOCATION_CENTRES[l.id]?.lat ?? null, lng: LOCATION_CENTRES[l.id]?.lng ?? null,
        outline: LOCATION_CENTRES[l.id] ? locationOutline(l.id) : null,
      })),
    );
    await upsertRows(
      tx, 'testimonials', ['id'],
      [['id', 'integer'], ['testimonial', 'text'], ['image', 'text'], ['author', 'text'], ['experience', 'text'], ['sort', 'integer']],
      TESTIMONIALS.map((t) => ({
        id: t.id, testimonial: t.testimonial, image: t.image, author: t.author, experience: t.experience, sort: t.sort,
      })),
    );
  });
}
