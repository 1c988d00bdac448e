import { SocietyService } from './services/societies.ts';
import { ProjectService } from './services/projects.ts';
import { ProfileService } from './services/profiles.ts';
import { AgencyService } from './services/agencies.ts';
import { AddressBudget, READ_BUDGETS } from './http/read-budget.ts';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import { createMailer, type Mailer } from './mail/transport.ts';
import { createSmsSender, type SmsSender } from './sms/transport.ts';
import { createEdgePurger, type EdgePurger } from './edge/purge.ts';
import { keysForListingChange } from './edge/surrogate-keys.ts';
import { PhoneVerificationService } from './services/phone-verification.ts';
import { ImageVariants } from './images/variants.ts';
import { drawSeedPicture } from './seed/illustrations.ts';
import { ReferenceService } from './services/reference.ts';
import { HomeService } from './services/home.ts';
import { AccountService } from './services/accounts.ts';
import { RateLimiter } from './services/rate-limit.ts';
import { jsonLogger, type Log } from './log.ts';
import { ImageLinks } from './images/links.ts';
import { MailQueue } from './mail/queue.ts';
import { FavouriteService } from './services/favourites.ts';
import { SavedSearchService } from './services/saved-searches.ts';
import { MapSearchService } from './services/map-search.ts';
import { ListingReadService } from './services/listings-read.ts';
import { AskingPriceService } from './services/asking-prices.ts';
import { GuideService } from './services/guides.ts';
import { MessageService } from './services/messages.ts';
import { EnquiryThreadService } from './services/enquiry-threads.ts';
import { ListingWriteService } from './services/listings-write.ts';
import { DuplicateService } from './services/duplicates.ts';
import { MarketingService } from './services/marketing.ts';
import { ReportService } from './services/reports.ts';
import { PushService } from './push/service.ts';
import { AlertJobs } from './services/alert-jobs.ts';
import { loadVapidKeys } from './push/vapid.ts';
import { HealthService } from './services/health.ts';
import { Metrics } from './metrics.ts';
import { RenderLoad } from './http/render-load.ts';
import { spoolDir } from './http/multipart.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { AdminService } from './services/admin.ts';
import { FreshnessService } from './services/freshness.ts';
import { PhotoCheckService } from './services/photo-checks.ts';
import { uploadStore, variantStore } from './storage/stores.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { InsightService } from './services/insight.ts';
import { VitalsService } from './services/vitals.ts';
import { PhoneRevealService } from './services/phone-reveal.ts';
import { PageCache } from './http/page-cache.ts';
import { CacheBus, CACHE_CHANNEL, type CacheEvent } from './db/cache-bus.ts';
import { sql } from './db/connection.ts';
import { TileService } from './tiles/tile-service.ts';
import { tileSource } from './tiles/sources.ts';
import { loadOverlayData } from './tiles/overlay.ts';

/** Everything a request handler may use, made once per process (and once per test server). */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Text messages: the SMS gateway (SMS_GATEWAY_URL), or files under DATA_DIR/sms. */
  sms: SmsSender;
  phones: PhoneVerificationService;
  images: ImageVariants;
  /** Uploaded photos and seed pictures: DATA_DIR/uploads, or the S3 bucket (S3_BUCKET). */
  uploads: BlobStore;
  reference: ReferenceService;
  home: HomeService;
  /** Area guides: asking prices per Marla of a city or society, and their trend. */
  guides: GuideService;
  limiter: RateLimiter;
  /** Per-address budgets of this process for tiles and searches (http/read-budget.ts). */
  readBudgets: { tiles: AddressBudget; search: AddressBudget };
  accounts: AccountService;
  listingsRead: ListingReadService;
  mapSearch: MapSearchService;
  messages: MessageService;
  enquiryThreads: EnquiryThreadService;
  listingsWrite: ListingWriteService;
  duplicates: DuplicateService;
  marketing: MarketingService;
  log: Log;
  mailQueue: MailQueue;
  favourites: FavouriteService;
  savedSearches: SavedSearchService;
  imageLinks: ImageLinks;
  push: PushService;
  alertJobs: AlertJobs;
  health: HealthService;
  /** Null unless METRICS_TOKEN is set: nothing is counted when nobody may read it. */
  metrics: Metrics | null;
  reports: ReportService;
  admin: AdminService;
  /** "Photo-checked": requests, the console's decisions and the badge's lapse. */
  photoChecks: PhotoCheckService;
  freshness: FreshnessService;
  insight: InsightService;
  /** Asking medians per location, for listing pages and the form's price check. */
  askingPrices: AskingPriceService;
  /** The owner's phone number on a tap, counted and limited (services/phone-reveal.ts). */
  phoneReveal: PhoneRevealService;
  vitals: VitalsService;
  /** Anonymous server-rendered pages, shared a short time (server/http/page-cache.ts). */
  pageCache: PageCache;
  /** Renders in flight and shell fallbacks: /metrics, and /readyz's "degraded" (server/http/render-load.ts). */
  renderLoad: RenderLoad;
  /** Announces cache changes to the other instances on the same PostgreSQL; main.ts starts its listening. */
  cacheBus: CacheBus;
  /** Purges the edge cache's stale answers after a listing's change (server/edge/purge.ts). */
  edgePurge: EdgePurger;
  societies: SocietyService;
  /** New projects: everyone reads them, admins change them. */
  projects: ProjectService;
  /** Posters' public profiles and the account's own. */
  profiles: ProfileService;
  /** Agencies: their pages, admins, invitations and agents. */
  agencies: AgencyService;
  /** The map's vector tiles: TILES_ARCHIVE's archive or the embedded basemap, with our overlay. */
  tiles: TileService;
}

export function createDeps(config: Config, database: Database, log: Log = jsonLogger()): AppDeps {
  const mailer = createMailer(config, log);
  const mailQueue = new MailQueue(database, mailer, log);
  const limiter = new RateLimiter(database);
  const reference = new ReferenceService(database);
  const imageLinks = new ImageLinks(config.publicUrl, database);
  const askingPrices = new AskingPriceService(database, config.searchCacheSeconds * 1000);
  // Not cleared by listing changes (GuideService says why); off, like the other caches, when search's is.
  const guides = new GuideService(database, config.searchCacheSeconds > 0 ? 10 * 60_000 : 0);
  const listingsRead = new ListingReadService(database, reference, imageLinks, config.searchCacheSeconds * 1000, askingPrices);
  const mapSearch = new MapSearchService(database, listingsRead, reference, imageLinks);
  const push = new PushService(database, config, loadVapidKeys(config, log), log);
  const enquiryThreads = new EnquiryThreadService(database, config, mailQueue, push, limiter);
  const savedSearches = new SavedSearchService(database, config, listingsRead, mailQueue, push, limiter, log);
  // Alerts follow an approval without holding up its answer; a failure is logged.
  const favourites = new FavouriteService(database, reference, imageLinks, limiter, mailQueue, push, config);
  // What a listing's change means for those who follow it, done as a durable job (alert-jobs.ts).
  const alertJobs = new AlertJobs(database, async (propertyId, event) => {
    if (event === 'published') {
      await savedSearches.listingPublished(propertyId);
      // Approved again after an edit: a lower price is news for those who keep it.
      await favourites.listingChanged(propertyId, 'price');
    } else {
      await favourites.listingChanged(propertyId, event);
    }
  }, log);
  const uploads = uploadStore(config);
  const variants = variantStore(config);
  // Seed pictures not drawn yet (a first start draws them after it starts listening) are drawn when asked for.
  const images = new ImageVariants(uploads, variants, { drawMissing: (upload) => drawSeedPicture(uploads, upload) });
  // On S3 one probe object in the bucket stands for uploads and variants (the same bucket).
  const health = new HealthService(database, [
    ...(config.s3
      ? [{ name: 'bucket', probe: () => uploads.probe() }]
      : [{ name: 'uploads', dir: path.join(config.dataDir, 'uploads') }, { name: 'image cache', dir: path.join(config.dataDir, 'cache', 'images') }]),
    { name: 'upload spool', dir: spoolDir(config.dataDir) },
  ], MIGRATIONS_DIR, log);
  const pageCache = new PageCache(config.pageCacheSeconds * 1000);
  const tiles = new TileService(tileSource(config), () => loadOverlayData(database), log);
  // What each change clears, here and (through the bus) in every other instance.
  const applyChange = (event: CacheEvent) => {
    if (event === 'reference') {
      reference.invalidate();
      // Cities' and locations' outlines are reference data: the tiles' overlay is made again.
      tiles.invalidate();
    }
    if (event === 'listings' || event === 'reference') {
      listingsRead.invalidate();
      askingPrices.invalidate();
      pageCache.invalidate();
    }
    imageLinks.forget();
    // Caches cleared now refill from the primary for a while: a replica may not have the change yet.
    if (event !== 'photos') database.fenceReplicas();
  };
  // LISTEN needs a session of its own: the direct address when DATABASE_URL is a pooler's.
  const cacheBus = database.kind === 'postgres' && config.databaseUrl
    ? CacheBus.postgres(applyChange, config.databaseDirectUrl ?? config.databaseUrl, (payload) => database.rows(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`), log)
    : CacheBus.local(applyChange, log);
  const renderLoad = new RenderLoad(config.ssrDegradedRenders);
  const metrics = config.metricsToken ? new Metrics({
    connections: () => ({ driver: database.kind, ...database.connections() }),
    queues: async () => {
      const [mail, pushes, alerts] = await Promise.all([mailQueue.backlog(), push.backlog(), alertJobs.backlog()]);
      return { mail, push: pushes, alert_jobs: alerts };
    },
    caches: () => ({
      search: listingsRead.cacheCounts,
      asking_median: askingPrices.cacheCounts,
      guides: guides.cacheCounts,
      image_access: imageLinks.cacheCounts,
      image_variants: images.cacheCounts,
      reference: reference.cacheCounts,
      page: pageCache.cacheCounts,
    }),
    replicas: () => database.replicas(),
    rendering: () => ({ inFlight: renderLoad.inFlight, degraded: renderLoad.degradedReason() !== null, fallbacks: renderLoad.fallbackCounts() }),
  }) : null;
  const edgePurge = createEdgePurger(config.edgePurge, log);
  // Where the changed listings are, for the edge's keys; without ids, or if the lookup fails, the
  // purge takes every listing's page (keysForListingChange).
  const purgeListings = async (ids: readonly number[] | undefined) => {
    if (!ids?.length) return edgePurge.purge(keysForListingChange(null));
    const places = await database.rows<{ id: number; city_id: number | null; location_id: number | null }>(sql`
      SELECT id, city_id, location_id FROM properties WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
      .then((rows) => ids.map((id) => {
        const row = rows.find((r) => Number(r.id) === id);
        return { id, cityId: row?.city_id ?? null, locationId: row?.location_id ?? null };
      }))
      .catch(() => null);
    edgePurge.purge(keysForListingChange(places));
  };
  // A listing's change that alters what search, the pages and photo access show; a new listing
  // waiting for approval ('private') is seen by nobody but its owner, so only photo access changes.
  // The edge is purged from this instance only: the others clear their own caches through the bus.
  const listingChanged = (scope: 'public' | 'private' = 'public', ids?: readonly number[]) => {
    cacheBus.publish(scope === 'private' ? 'photos' : 'listings');
    if (scope === 'public' && edgePurge.provider !== 'none') void purgeListings(ids);
  };
  const sms = createSmsSender(config, log);
  const phones = new PhoneVerificationService(database, sms, limiter, listingChanged, log);
  const duplicates = new DuplicateService(database, listingChanged);
  const photoChecks = new PhotoCheckService(database, uploads, imageLinks, duplicates, listingChanged, log);
  const listingsWrite = new ListingWriteService(database, config, uploads, mailQueue, reference, limiter, imageLinks, listingChanged, log, alertJobs, phones, duplicates, photoChecks);
  const reports = new ReportService(database, config, mailQueue, limiter, uploads, listingChanged, log);
  const insight = new InsightService(database, limiter);
  return {
    config,
    database,
    guides,
    askingPrices,
    mailer,
    sms,
    phones,
    mailQueue,
    limiter,
    readBudgets: { tiles: new AddressBudget(READ_BUDGETS.tiles), search: new AddressBudget(READ_BUDGETS.search) },
    accounts: new AccountService(database, config, uploads, mailQueue, limiter, imageLinks, log),
    messages: new MessageService(database, config, mailQueue, limiter, enquiryThreads, push, log),
    enquiryThreads,
    listingsWrite,
    duplicates,
    photoChecks,
    reports,
    admin: new AdminService(database, listingsWrite, imageLinks, reports, duplicates),
    societies: new SocietyService(database, () => listingChanged()),
    projects: new ProjectService(database, reference, imageLinks, uploads, () => listingChanged()),
    profiles: new ProfileService(database, reference, imageLinks, uploads, enquiryThreads, limiter, () => listingChanged()),
    agencies: new AgencyService(database, config, mailQueue, imageLinks, uploads, limiter, () => listingChanged()),
    freshness: new FreshnessService(database, config, mailQueue, listingChanged, log),
    marketing: new MarketingService(database, limiter),
    insight,
    phoneReveal: new PhoneRevealService(database, limiter, insight),
    vitals: new VitalsService(limiter, metrics ? (name, page, connection, value) => metrics.observeVital(name, page, connection, value) : null),
    images,
    uploads,
    reference,
    listingsRead,
    mapSearch,
    home: new HomeService(database, reference, imageLinks),
    favourites,
    savedSearches,
    imageLinks,
    push,
    alertJobs,
    health,
    metrics,
    log,
    pageCache,
    renderLoad,
    cacheBus,
    edgePurge,
    tiles,
  };
}
