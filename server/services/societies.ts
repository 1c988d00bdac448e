import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import { adminActor, recordAudit } from './audit.ts';
import {
  SocietyMessages, type SchemeStatus, type SocietyEntry, type SocietyRemoveInput, type SocietySetInput,
} from '../../src/contract/society.ts';

interface EntryRow {
  location_id: number; location: string; city_id: number; city: string; authority: string; status: string;
  source_url: string; checked_on: Date | string; note: string; updated_at: Date | string; updated_by: string | null; listings: number;
}

/** A date column as YYYY-MM-DD, whichever way the driver hands it over. */
export const dayOf = (d: Date | string): string => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/**
 * The register of societies and schemes (migration 0034), kept by admins. Each change commits with
 * its audit entry; listings read the status through their location when they are shown or searched,
 * so a change is announced as a listings change (search answers and pages are cached).
 */
export class SocietyService {
  constructor(
    private readonly database: Database,
    private readonly onChange: () => void = () => undefined,
  ) {}

  async list(): Promise<SocietyEntry[]> {
    const rows = await this.database.rows<EntryRow>(sql`
      SELECT s.location_id, l.name AS location, l.city_id, c.name AS city, s.authority, s.status, s.source_url, s.checked_on, s.note,
        s.updated_at, u.user_name AS updated_by,
        (SELECT count(*)::int FROM properties p WHERE p.location_id = s.location_id AND p.status = 'Active' AND p.deleted_at IS NULL) AS listings
      FROM society_register s JOIN locations l ON l.id = s.location_id JOIN cities c ON c.id = l.city_id
      LEFT JOIN users u ON u.id = s.updated_by
      ORDER BY c.sort, c.name, l.name`);
    return rows.map((r) => ({
      LocationId: Number(r.location_id), Location: r.location, CityId: Number(r.city_id), City: r.city,
      Authority: r.authority, Status: r.status as SchemeStatus, SourceUrl: r.source_url, CheckedOn: dayOf(r.checked_on),
      Note: r.note, UpdatedAt: new Date(r.updated_at).toISOString(), UpdatedBy: r.updated_by, Listings: Number(r.listings),
    }));
  }

  private async placeName(locationId: number): Promise<string> {
    const [l] = await this.database.rows<{ name: string; city: string }>(sql`
      SELECT l.name, c.name AS city FROM locations l JOIN cities c ON c.id = l.city_id WHERE l.id = ${locationId}`);
    if (!l) throw new ApiError(400, SocietyMessages.unknownLocation, 'LocationId');
    return `${l.name}, ${l.city}`;
  }

  async set(adminId: number, input: SocietySetInput): Promise<string> {
    const name = await this.placeName(input.LocationId);
    await this.database.db.transaction(async (db) => {
      await db.execute(sql`
        INSERT INTO society_register (location_id, authority, status, source_url, checked_on, note, updated_at, updated_by)
        VALUES (${input.LocationId}, ${input.Authority}, ${input.Status}, ${input.SourceUrl}, ${input.CheckedOn}::date, ${input.Note}, now(), ${adminId})
        ON CONFLICT (location_id) DO UPDATE SET authority = EXCLUDED.authority, status = EXCLUDED.status,
          source_url = EXCLUDED.source_url, checked_on = EXCLUDED.checked_on, note = EXCLUDED.note,
          updated_at = now(), updated_by = EXCLUDED.updated_by`);
      // The label keeps what was set, so the log reads as a history of the entry.
      const label = `${name}: ${input.Status} (${input.Authority}, checked ${input.CheckedOn}${input.SourceUrl ? `, ${input.SourceUrl}` : ''})`;
      await recordAudit(db, {
        ...(await adminActor(db, adminId)), action: 'society-set', targetKind: 'location', targetId: input.LocationId,
        targetLabel: label, reason: input.Note || null,
      });
    });
    this.onChange();
    return SocietyMessages.saved(name);
  }

  async remove(adminId: number, input: SocietyRemoveInput): Promise<string> {
    const name = await this.placeName(input.LocationId);
    await this.database.db.transaction(async (db) => {
      const gone = await db.execute(sql`DELETE FROM society_register WHERE location_id = ${input.LocationId} RETURNING location_id`);
      const rows = (gone as unknown as { rows?: unknown[] }).rows ?? (gone as unknown as unknown[]);
      if (!rows.length) throw new ApiError(404, SocietyMessages.notInRegister, 'LocationId');
      await recordAudit(db, {
        ...(await adminActor(db, adminId)), action: 'society-remove', targetKind: 'location', targetId: input.LocationId,
        targetLabel: name, reason: null,
      });
    });
    this.onChange();
    return SocietyMessages.removed(name);
  }
}
