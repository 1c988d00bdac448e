/**
 * Drawn pictures for the demo catalogue, rendered from SVG made in code (nothing downloaded, no
 * fonts). Listings share a fixed POOL of photos instead of one set each, so a first start stays fast
 * and the uploads folder small; files that already exist are left alone, so later starts cost nothing.
 * Every picture is known by its name alone (seedPicture), so one still missing can be drawn when it
 * is first asked for: the server draws them after it starts listening, not before.
 *
 * Upload names are paths relative to the uploads directory: 'listings/pool/house-003.jpg',
 * 'cities/lahore.jpg', 'testimonials/1.jpg'.
 */
import os from 'node:os';
import sharp from 'sharp';
import type { BlobStore } from '../storage/blob-store.ts';
import { createRng, hashSeed, type Rng } from './random.ts';
import { CITIES, TESTIMONIALS, type CityRow, type TestimonialRow } from './reference-data.ts';
import { houseSvg } from './art/house.ts';
import { apartmentSvg } from './art/apartment.ts';
import { bathroomSvg, bedroomSvg, kitchenSvg, loungeSvg, workspaceSvg } from './art/interior.ts';
import { fieldSvg, plotSvg } from './art/land.ts';
import { officeSvg, shopSvg, warehouseSvg } from './art/commercial.ts';
import { CITY_ART, citySvg } from './art/city.ts';
import { avatarSvg } from './art/avatar.ts';

export const LISTING_PHOTO_SIZE = { width: 1200, height: 900 } as const;
export const CITY_TILE_SIZE = { width: 900, height: 600 } as const;
export const AVATAR_SIZE = { width: 200, height: 200 } as const;
/**
 * mozjpeg's tables and deringing suit flat drawings; its trellis and scan search would triple the
 * encode time (about 25 ms against 78 ms a photo, measured) for 15% fewer bytes, and the image
 * endpoint re-encodes the sizes it serves anyway.
 */
const JPEG = { quality: 78, mozjpeg: true, trellisQuantisation: false, optimiseScans: false } as const;

const RENDERERS = {
  house: (rng: Rng) => houseSvg(rng),
  farmhouse: (rng: Rng) => houseSvg(rng, { farm: true }),
  apartment: apartmentSvg,
  lounge: loungeSvg,
  kitchen: kitchenSvg,
  bedroom: bedroomSvg,
  bathroom: bathroomSvg,
  workspace: workspaceSvg,
  plot: plotSvg,
  field: fieldSvg,
  shop: shopSvg,
  office: officeSvg,
  warehouse: warehouseSvg,
} as const;

export type PoolKind = keyof typeof RENDERERS;

/**
 * How many pictures of each kind. Sized so the whole pool renders in a few seconds on two cores
 * while a page of ten listings rarely shows the same photo twice.
 */
export const POOL_PLAN: Readonly<Record<PoolKind, number>> = {
  house: 28,
  farmhouse: 4,
  apartment: 10,
  lounge: 8,
  kitchen: 6,
  bedroom: 8,
  bathroom: 4,
  workspace: 3,
  plot: 9,
  field: 4,
  shop: 6,
  office: 5,
  warehouse: 3,
};

/**
 * Part of every picture's seed. Files on disk are never redrawn, so after changing the drawings (or
 * this number) delete uploads/listings/pool, uploads/cities and uploads/testimonials to see them.
 */
const ART_VERSION = 1;

export interface PoolImage {
  upload: string;
  kind: PoolKind;
  width: number;
  height: number;
}

/** The pool's upload names and sizes, without touching the disk. */
export function listingPool(): PoolImage[] {
  const out: PoolImage[] = [];
  for (const kind of Object.keys(POOL_PLAN) as PoolKind[]) {
    for (let i = 1; i <= POOL_PLAN[kind]; i++) {
      out.push({ upload: `listings/pool/${kind}-${String(i).padStart(3, '0')}.jpg`, kind, ...LISTING_PHOTO_SIZE });
    }
  }
  return out;
}

/** The SVG of one listing photo; the same (kind, index, seed) always gives the same picture. */
export function listingSvg(kind: PoolKind, index: number, seed = ART_VERSION): string {
  return RENDERERS[kind](createRng(hashSeed('listing', kind, index, seed)));
}

export function citySvgFor(cityName: string, seed = ART_VERSION): string {
  const art = CITY_ART[cityName] ?? { landmarks: [], towers: [60, 160] as const };
  return citySvg(createRng(hashSeed('city', cityName, seed)), art);
}

export function avatarSvgFor(testimonial: Pick<TestimonialRow, 'id' | 'look'>, seed = ART_VERSION): string {
  return avatarSvg(createRng(hashSeed('avatar', testimonial.id, seed)), testimonial.look, AVATAR_SIZE.width);
}

interface Job {
  upload: string;
  svg: () => string;
}

const POOL_NAME = /^listings\/pool\/([a-z]+)-(\d{3})\.jpg$/;

/**
 * How to draw the seed picture stored under an upload name (a pool photo, a city tile, a portrait),
 * or null when the name is not one of them.
 */
export function seedPicture(upload: string): (() => string) | null {
  const pool = POOL_NAME.exec(upload);
  if (pool) {
    const kind = pool[1] as PoolKind;
    const index = Number(pool[2]);
    if (!Object.hasOwn(POOL_PLAN, kind) || index < 1 || index > POOL_PLAN[kind]) return null;
    return () => listingSvg(kind, index);
  }
  const city = CITIES.find((c) => c.tileImage === upload);
  if (city) return () => citySvgFor(city.name);
  const testimonial = TESTIMONIALS.find((t) => t.image === upload);
  if (testimonial) return () => avatarSvgFor(testimonial);
  return null;
}

/**
 * Draws one seed picture if it is missing (sharing the work with a drawing already under way);
 * answers whether the name is a seed picture, now stored. An image asked for before the pictures
 * were all drawn is drawn then, in tens of milliseconds.
 */
export async function drawSeedPicture(store: BlobStore, upload: string): Promise<boolean> {
  const svg = seedPicture(upload);
  if (!svg) return false;
  const stored = new Set((await store.head(upload)) ? [upload] : []);
  await writeJpeg(store, { upload, svg }, stored);
  return true;
}

export interface RenderReport {
  written: number;
  skipped: number;
  ms: number;
}

/** Writes in progress in this process, so two overlapping calls share the work instead of racing. */
const inFlight = new Map<string, Promise<boolean>>();

/** The keys already stored in the folders the jobs write to: one listing per folder, not one check per picture. */
async function present(store: BlobStore, jobs: readonly Job[]): Promise<Set<string>> {
  const folders = [...new Set(jobs.map((j) => j.upload.slice(0, j.upload.lastIndexOf('/') + 1)))];
  const found = new Set<string>();
  for (const folder of folders) for await (const e of store.list(folder)) found.add(e.key);
  return found;
}

function writeJpeg(store: BlobStore, job: Job, stored: Set<string>): Promise<boolean> {
  const id = `${store.describe()}|${job.upload}`;
  const running = inFlight.get(id);
  if (running) return running.then(() => false);
  if (stored.has(job.upload)) return Promise.resolve(false);
  const work = (async () => {
    // The store's put is atomic: a crash never leaves a half picture that would count as present.
    const bytes = await sharp(Buffer.from(job.svg())).jpeg(JPEG).toBuffer();
    await store.put(job.upload, bytes, 'image/jpeg');
    return true;
  })().finally(() => inFlight.delete(id));
  inFlight.set(id, work);
  return work;
}

/**
 * `workers`: pictures drawn at once. By default as many as cores (up to 4: sharp renders on libuv's
 * pool of 4 threads, and more parallel jobs than cores only add memory); one when drawing behind a
 * server that is answering, so the pictures its pages ask for are not queued behind the rest.
 */
async function runJobs(store: BlobStore, jobs: readonly Job[], workers = defaultWorkers(), stop: () => boolean = () => false): Promise<RenderReport> {
  const started = performance.now();
  const stored = await present(store, jobs);
  let next = 0;
  let written = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < jobs.length && !stop()) {
      const job = jobs[next++];
      if (!job) break;
      if (await writeJpeg(store, job, stored)) written++;
      else skipped++;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return { written, skipped, ms: Math.round(performance.now() - started) };
}

function defaultWorkers(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

/** Renders the missing listing photos of the pool; answers the whole pool. */
export async function generateListingPool(store: BlobStore, workers?: number, stop?: () => boolean): Promise<RenderReport & { pool: PoolImage[] }> {
  const pool = listingPool();
  const counters = new Map<PoolKind, number>();
  const jobs = pool.map((img): Job => {
    const index = (counters.get(img.kind) ?? 0) + 1;
    counters.set(img.kind, index);
    return { upload: img.upload, svg: () => listingSvg(img.kind, index) };
  });
  return { ...(await runJobs(store, jobs, workers, stop)), pool };
}

export async function generateCityTiles(store: BlobStore, cities: readonly Pick<CityRow, 'name' | 'tileImage'>[] = CITIES, workers?: number, stop?: () => boolean): Promise<RenderReport> {
  return runJobs(store, cities.map((c) => ({ upload: c.tileImage, svg: () => citySvgFor(c.name) })), workers, stop);
}

export async function generateTestimonialAvatars(store: BlobStore, testimonials: readonly TestimonialRow[] = TESTIMONIALS, workers?: number, stop?: () => boolean): Promise<RenderReport> {
  return runJobs(store, testimonials.map((t) => ({ upload: t.image, svg: () => avatarSvgFor(t) })), workers, stop);
}

/**
 * Everything the seeded database refers to: city tiles, testimonial portraits and the listing pool.
 * Safe to call on every start (existing files are kept) and to run while the database opens.
 */
export async function generateSeedImages(
  store: BlobStore,
  log: (message: string) => void = () => undefined,
  /** `stop`: asked before each picture; once it answers true the rest are left undrawn (a shutdown). */
  opts: { workers?: number; stop?: () => boolean } = {},
): Promise<RenderReport & { pool: PoolImage[] }> {
  const started = performance.now();
  const cities = await generateCityTiles(store, CITIES, opts.workers, opts.stop);
  const avatars = await generateTestimonialAvatars(store, TESTIMONIALS, opts.workers, opts.stop);
  const listings = await generateListingPool(store, opts.workers, opts.stop);
  const written = cities.written + avatars.written + listings.written;
  const skipped = cities.skipped + avatars.skipped + listings.skipped;
  const ms = Math.round(performance.now() - started);
  if (written > 0) {
    log(`illustrations: ${written} written (${listings.written} listing photos, ${cities.written} city tiles, ${avatars.written} portraits), ${skipped} already there, ${ms} ms`);
  }
  return { written, skipped, ms, pool: listings.pool };
}
