import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { ImageLinks } from '../images/links.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { releaseUploads, removeUnusedUploads, storeListingPhotos, type SubmittedPhoto } from './listings-write.ts';
import { ApiError } from '../errors.ts';
import { isUniqueViolation } from './idempotency.ts';
import { adminActor, recordAudit } from './audit.ts';
import type { ReferenceService } from './reference.ts';
import { CARD_JOINS, CARD_SELECT, toCard, type CardRow } from './listing-cards.ts';
import { dayOf } from './societies.ts';
import { slugify } from '../../src/lib/slug.ts';
import type { PaymentPlan } from '../../src/contract/payment-plan.ts';
import {
  PROJECT_LISTINGS_SHOWN, PROJECT_PAGE_SIZE, ProjectMessages as M,
  type PossessionStatus, type ProjectCard, type ProjectDetails, type ProjectForEdit, type ProjectIdInput, type ProjectLinkInput,
  type ProjectPage, type ProjectPhotosStored, type ProjectSaveInput, type ProjectUnit, type ProjectsFilter, nameWords, PROJECT_NAME_NOISE,
} from '../../src/contract/projects.ts';

/** A unit as stored: the ids; names are filled in from the reference data when it is read. */
interface StoredUnit { TypeId: number; Area: number; AreaUnitId: number; Beds: number; PriceMin: number; PriceMax: number }

interface ProjectRow {
  id: number; slug: string; name: string; developer: string; city_id: number; location_id: number | null; phase: string;
  description: string; photos: string[] | string; possession: string; possession_date: Date | string | null;
  units: StoredUnit[] | string; plan: PaymentPlan | string | null; price_min: number; price_max: number;
  listings: number; updated_at: Date | string; total?: number;
}

const PROJECT_COLUMNS = sql`pr.id, pr.slug, pr.name, pr.developer, pr.city_id, pr.location_id, pr.phase, pr.description, pr.photos,
  pr.possession, pr.possession_date, pr.units, pr.plan, pr.price_min, pr.price_max, pr.updated_at,
  (SELECT count(*)::int FROM properties p WHERE p.project_id = pr.id AND p.status = 'Active' AND p.deleted_at IS NULL) AS listings`;

/**
 * A project's name as words, in SQL, as `nameWords` splits a search (lower case, letters and digits),
 * less the words that say nothing: a search naming a project holds every one of them.
 */
const nameWordsSql = sql`(SELECT coalesce(array_agg(w), '{}') FROM regexp_split_to_table(lower(pr.name), '[^[:alnum:]]+') w
  WHERE w <> '' AND w <> ALL(string_to_array(${PROJECT_NAME_NOISE.join(',')}, ',')))`;

/** jsonb arrives parsed from both drivers; a string is parsed in case a driver hands text. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) as T : value);

/** The slug a name gives: its words, or 'project' for a name with none in Latin letters. */
export const projectSlugBase = (name: string): string => slugify(name).slice(0, 80).replace(/-+$/, '') || 'project';

/** The list's filters on `projects pr`: each narrows, and `true` stands for none. */
function filtersOf(f: ProjectsFilter): SQL[] {
  const where: SQL[] = [sql`true`];
  if (f.City) where.push(sql`pr.city_id = ${f.City}`);
  if (f.Locations.length) where.push(sql`pr.location_id = ANY(string_to_array(${f.Locations.join(',')}, ',')::int[])`);
  if (f.Type) where.push(sql`${f.Type} = ANY(pr.type_ids)`);
  if (f.MaxPrice) where.push(sql`pr.price_min <= ${f.MaxPrice}`);
  if (f.MinPrice) where.push(sql`pr.price_max >= ${f.MinPrice}`);
  // The columns above narrow by the project's whole range; a match needs one unit, of the type
  // asked for, whose own range meets the prices (a project of cheap plots and dear houses is no
  // match for a middle budget).
  if (f.MaxPrice || f.MinPrice) {
    const unit: SQL[] = [sql`true`];
    if (f.Type) unit.push(sql`(u->>'TypeId')::int = ${f.Type}`);
    if (f.MaxPrice) unit.push(sql`(u->>'PriceMin')::bigint <= ${f.MaxPrice}`);
    if (f.MinPrice) unit.push(sql`(u->>'PriceMax')::bigint >= ${f.MinPrice}`);
    where.push(sql`EXISTS (SELECT 1 FROM jsonb_array_elements(pr.units) u WHERE ${sql.join(unit, sql` AND `)})`);
  }
  if (f.Instalments) where.push(sql`pr.plan IS NOT NULL`);
  if (f.Possession) where.push(sql`pr.possession = ${f.Possession}`);
  return where;
}

/**
 * Which projects a filter matches, on `projects pr`: the list's rule, which saved searches' alerts
 * reuse for the new projects they name. `named` is the test for a project named in the words, for
 * ordering those first.
 */
export function projectMatch(f: ProjectsFilter): { where: SQL; named: SQL | null } {
  const filters = filtersOf(f);
  // A project named in the words is shown whatever the filters say; without words, the filters alone.
  const words = nameWords(f.Words).filter((w) => !PROJECT_NAME_NOISE.includes(w));
  const named = words.length ? sql`(cardinality(${nameWordsSql}) > 0 AND ${nameWordsSql} <@ string_to_array(${words.join(',')}, ','))` : null;
  // Words alone (a search that set no place, type or budget) ask for the projects they name, not all.
  const filtered = filters.length > 1;
  const where = named ? (filtered ? sql`(${named} OR (${sql.join(filters, sql` AND `)}))` : named) : sql.join(filters, sql` AND `);
  return { where, named };
}

/**
 * New projects (migration 0039): admins add and change them, everyone reads them. Each change
 * commits with its audit entry and is announced as a listings change, since cached pages show
 * projects and listing pages name their project.
 */
export class ProjectService {
  constructor(
    private readonly database: Database,
    private readonly reference: ReferenceService,
    private readonly links: ImageLinks,
    private readonly uploads: BlobStore,
    private readonly onChange: () => void = () => undefined,
  ) {}

  /**
   * An admin's photos for a project, stored as listing photos are. They are nobody's until a save
   * names them in `Photos`, and recorded as waiting for one (migration 0051): only such uploads may be
   * named, and the orphan sweep keeps them that long (images/orphans.ts).
   */
  async storePhotos(adminId: number, files: readonly SubmittedPhoto[]): Promise<ProjectPhotosStored> {
    if (!files.length) throw new ApiError(400, M.photosRequired, 'file');
    const written: string[] = [];
    try {
      const stored = await storeListingPhotos(this.uploads, files, written);
      const uploads = stored.map((s) => s.upload);
      await this.database.db.execute(sql`
        INSERT INTO project_photo_uploads (file, uploaded_by)
        SELECT unnest(string_to_array(${uploads.join(',')}, ',')), ${adminId}
        ON CONFLICT (file) DO UPDATE SET created_at = now(), uploaded_by = EXCLUDED.uploaded_by`);
      releaseUploads(written);
      return { Uploads: uploads };
    } catch (err) {
      releaseUploads(written);
      await removeUnusedUploads(this.database, this.uploads, written);
      throw err;
    }
  }

  private async toCard(r: ProjectRow): Promise<ProjectCard> {
    const names = await this.reference.names();
    const units = json(r.units);
    const photos = json(r.photos);
    return {
      ProjectId: Number(r.id),
      Slug: r.slug,
      Name: r.name,
      Developer: r.developer,
      CityId: Number(r.city_id),
      City: names.cities.get(Number(r.city_id)) ?? '',
      LocationId: r.location_id === null ? null : Number(r.location_id),
      Location: r.location_id === null ? '' : names.locations.get(Number(r.location_id)) ?? '',
      Phase: r.phase,
      Possession: r.possession as PossessionStatus,
      PossessionDate: r.possession_date === null ? null : dayOf(r.possession_date).slice(0, 7),
      PriceMin: Number(r.price_min),
      PriceMax: Number(r.price_max),
      Instalments: r.plan !== null,
      Cover: photos[0] ? this.links.url(photos[0]) : '',
      Types: [...new Set(units.map((u) => names.types.get(u.TypeId) ?? ''))].filter(Boolean),
      Listings: Number(r.listings),
    };
  }

  private async unitsOf(r: ProjectRow): Promise<ProjectUnit[]> {
    const names = await this.reference.names();
    return json(r.units).map((u) => ({
      TypeId: u.TypeId, Type: names.types.get(u.TypeId) ?? '', Area: u.Area, AreaUnitId: u.AreaUnitId,
      AreaUnit: names.units.get(u.AreaUnitId) ?? '', Beds: u.Beds, PriceMin: u.PriceMin, PriceMax: u.PriceMax,
    }));
  }

  async list(f: ProjectsFilter): Promise<ProjectPage> {
    const { where, named } = projectMatch(f);
    const rows = await this.database.publicRead.rows<ProjectRow>(sql`
      SELECT ${PROJECT_COLUMNS}, count(*) OVER ()::int AS total
      FROM projects pr WHERE ${where}
      ORDER BY ${named ? sql`(${named}) DESC, ` : sql``}pr.created_at DESC, pr.id DESC
      LIMIT ${PROJECT_PAGE_SIZE} OFFSET ${(f.Page - 1) * PROJECT_PAGE_SIZE}`);
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows.length && f.Page > 1) {
      const [c] = await this.database.publicRead.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM projects pr WHERE ${where}`);
      total = Number(c?.n ?? 0);
    }
    return { Items: await Promise.all(rows.map((r) => this.toCard(r))), Total: total, Page: f.Page, PageSize: PROJECT_PAGE_SIZE };
  }

  private async rowByKey(key: string): Promise<ProjectRow> {
    const id = /^\d{1,15}$/.test(key) ? Number(key) : 0;
    const [r] = await this.database.publicRead.rows<ProjectRow>(sql`
      SELECT ${PROJECT_COLUMNS} FROM projects pr WHERE pr.slug = ${key.toLowerCase()} OR pr.id = ${id}
      ORDER BY (pr.slug = ${key.toLowerCase()}) DESC LIMIT 1`);
    if (!r) throw new ApiError(404, M.notFound, 'Project');
    return r;
  }

  /** One project by its slug or id, with its units, plan and live listings. */
  async details(key: string): Promise<ProjectDetails> {
    const r = await this.rowByKey(key);
    const listingRows = await this.database.publicRead.rows<CardRow>(sql`
      ${CARD_SELECT}
      FROM (SELECT * FROM properties WHERE project_id = ${r.id} AND status = 'Active' AND deleted_at IS NULL
            ORDER BY published_at DESC, id DESC LIMIT ${PROJECT_LISTINGS_SHOWN}) p
      ${CARD_JOINS}
      ORDER BY p.published_at DESC, p.id DESC`);
    const names = await this.reference.names();
    return {
      ...(await this.toCard(r)),
      Description: r.description,
      Photos: json(r.photos).map((p) => this.links.url(p)),
      Units: await this.unitsOf(r),
      Plan: r.plan === null ? null : json(r.plan),
      LiveListings: listingRows.map((l) => toCard(l, names, this.links)),
    };
  }

  /** Every project for the console, with what its form edits. */
  async adminList(): Promise<ProjectForEdit[]> {
    const rows = await this.database.rows<ProjectRow>(sql`SELECT ${PROJECT_COLUMNS} FROM projects pr ORDER BY lower(pr.name)`);
    return Promise.all(rows.map(async (r) => ({
      ...(await this.toCard(r)),
      Description: r.description,
      Photos: json(r.photos).map((p) => this.links.url(p)),
      PhotoUploads: json(r.photos),
      Units: await this.unitsOf(r),
      Plan: r.plan === null ? null : json(r.plan),
      LiveListings: [],
      UpdatedAt: new Date(r.updated_at).toISOString(),
    })));
  }

  /** Ids the reference data does not know are refused by field, as the listing form's are. */
  private async checkReferences(input: ProjectSaveInput): Promise<void> {
    const names = await this.reference.names();
    if (!names.cities.has(input.CityId)) throw new ApiError(400, M.unknownCity, 'CityId');
    if (input.LocationId) {
      const [l] = await this.database.rows<{ city_id: number }>(sql`SELECT city_id FROM locations WHERE id = ${input.LocationId}`);
      if (!l || Number(l.city_id) !== input.CityId) throw new ApiError(400, M.locationNotInCity, 'LocationId');
    }
    input.Units.forEach((u, i) => {
      if (!names.types.has(u.TypeId)) throw new ApiError(400, M.unknownType, `Units.${i}.TypeId`);
      if (!names.units.has(u.AreaUnitId)) throw new ApiError(400, M.unknownAreaUnit, `Units.${i}.AreaUnitId`);
    });
  }

  /**
   * A save names photos uploaded for a project, ones the project already shows, or demo art. Any other
   * stored upload (a pending listing's photo, a photo check's) would become public by being named.
   */
  private async checkPhotos(input: ProjectSaveInput): Promise<void> {
    const named = input.Photos.filter((p) => ImageLinks.guarded(p));
    if (!named.length) return;
    const list = sql.join(named.map((p) => sql`${p}`), sql`, `);
    const allowed = new Set((await this.database.rows<{ file: string }>(sql`
      SELECT file FROM project_photo_uploads WHERE file IN (${list})
      UNION SELECT f.file FROM projects, jsonb_array_elements_text(photos) AS f(file)
      WHERE projects.id = ${input.ProjectId} AND f.file IN (${list})`)).map((r) => r.file));
    const index = input.Photos.findIndex((p) => ImageLinks.guarded(p) && !allowed.has(p));
    if (index >= 0) throw new ApiError(400, M.photoNotUploaded, `Photos.${index}`);
  }

  async save(adminId: number, input: ProjectSaveInput): Promise<{ id: number; slug: string; message: string }> {
    await this.checkReferences(input);
    await this.checkPhotos(input);
    const units: StoredUnit[] = input.Units.map((u) => ({
      TypeId: u.TypeId, Area: u.Area, AreaUnitId: u.AreaUnitId, Beds: u.Beds, PriceMin: u.PriceMin, PriceMax: u.PriceMax,
    }));
    const priceMin = Math.min(...units.map((u) => u.PriceMin));
    const priceMax = Math.max(...units.map((u) => u.PriceMax));
    const typeIds = [...new Set(units.map((u) => u.TypeId))].join(',');
    const possessionDate = input.PossessionDate ? `${input.PossessionDate}-01` : null;
    const plan = input.Plan ? JSON.stringify(input.Plan) : null;
    const [clash] = await this.database.rows<{ id: number }>(sql`
      SELECT id FROM projects WHERE lower(name) = lower(${input.Name}) AND id <> ${input.ProjectId}`);
    if (clash) throw new ApiError(409, M.nameTaken, 'Name');
    const saved = await this.database.db.transaction(async (db) => {
      let id = input.ProjectId;
      const values = sql`${input.Name}, ${input.Developer}, ${input.CityId}, ${input.LocationId || null}, ${input.Phase}, ${input.Description},
        ${JSON.stringify(input.Photos)}::jsonb, ${input.Possession}, ${possessionDate}::date, ${JSON.stringify(units)}::jsonb, ${plan}::jsonb,
        ${priceMin}, ${priceMax}, string_to_array(${typeIds}, ',')::int[]`;
      if (id) {
        const changed = await db.execute(sql`
          UPDATE projects SET (name, developer, city_id, location_id, phase, description, photos, possession, possession_date, units, plan,
            price_min, price_max, type_ids) = (${values}), updated_at = now(), updated_by = ${adminId}
          WHERE id = ${id} RETURNING id`);
        if (!rowsOf(changed).length) throw new ApiError(404, M.notFound, 'ProjectId');
      } else {
        // A placeholder slug first: the id it gets settles a clash between names that slug alike.
        const made = rowsOf<{ id: number }>(await db.execute(sql`
          INSERT INTO projects (slug, name, developer, city_id, location_id, phase, description, photos, possession, possession_date, units, plan,
            price_min, price_max, type_ids, updated_by)
          VALUES ('new-' || md5(random()::text), ${values}, ${adminId}) RETURNING id`));
        id = Number(made[0]!.id);
      }
      const base = projectSlugBase(input.Name);
      const taken = rowsOf(await db.execute(sql`SELECT 1 FROM projects WHERE slug = ${base} AND id <> ${id}`)).length > 0;
      const slug = taken ? `${base}-${id}` : base;
      await db.execute(sql`UPDATE projects SET slug = ${slug} WHERE id = ${id}`);
      // Named now: the project keeps them, and they no longer wait.
      if (input.Photos.length) {
        await db.execute(sql`DELETE FROM project_photo_uploads WHERE file = ANY(string_to_array(${input.Photos.join(',')}, ','))`);
      }
      await recordAudit(db, {
        ...(await adminActor(db, adminId)), action: 'project-save', targetKind: 'project', targetId: id,
        targetLabel: `${input.Name} (${input.Developer})`, reason: null,
      });
      return { id, slug };
    }).catch((err: unknown) => {
      // Two saves of one new name at the same moment: the check above passed for both.
      if (isUniqueViolation(err)) throw new ApiError(409, M.nameTaken, 'Name');
      throw err;
    });
    // A photo the project now shows may have been looked up, a moment ago, as nobody's.
    this.links.forget();
    this.onChange();
    return { ...saved, message: input.ProjectId ? M.saved(input.Name) : M.created(input.Name) };
  }

  async remove(adminId: number, input: ProjectIdInput): Promise<string> {
    const name = await this.database.db.transaction(async (db) => {
      const gone = rowsOf<{ name: string }>(await db.execute(sql`DELETE FROM projects WHERE id = ${input.ProjectId} RETURNING name`));
      if (!gone[0]) throw new ApiError(404, M.notFound, 'ProjectId');
      await recordAudit(db, {
        ...(await adminActor(db, adminId)), action: 'project-remove', targetKind: 'project', targetId: input.ProjectId,
        targetLabel: gone[0].name, reason: null,
      });
      return gone[0].name;
    });
    this.onChange();
    return M.removed(name);
  }

  /** Puts a listing (of any status) in a project, or takes it out with ProjectId 0. */
  async link(adminId: number, input: ProjectLinkInput): Promise<string> {
    const message = await this.database.db.transaction(async (db) => {
      let name = '';
      if (input.ProjectId) {
        const [p] = rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM projects WHERE id = ${input.ProjectId}`));
        if (!p) throw new ApiError(404, M.notFound, 'ProjectId');
        name = p.name;
      }
      const [l] = rowsOf<{ title: string }>(await db.execute(sql`
        UPDATE properties SET project_id = ${input.ProjectId || null} WHERE id = ${input.PropertyId} AND deleted_at IS NULL RETURNING title`));
      if (!l) throw new ApiError(404, M.unknownListing, 'PropertyId');
      await recordAudit(db, {
        ...(await adminActor(db, adminId)), action: 'project-link', targetKind: 'listing', targetId: input.PropertyId,
        targetLabel: input.ProjectId ? `${l.title} → ${name}` : `${l.title} → none`, reason: null,
      });
      return input.ProjectId ? M.linked(l.title, name) : M.unlinked(l.title);
    });
    this.onChange();
    return message;
  }
}

/** The rows of an execute(): the pg driver wraps them, PGlite's drizzle adapter too, in `rows`. */
function rowsOf<T = unknown>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[]));
}
