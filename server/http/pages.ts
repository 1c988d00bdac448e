import type { RenderLoad } from './render-load.ts';
import { withContactEmail } from '../html.ts';
import { describeError, type Log } from '../log.ts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import { isLowBandwidthRequest, LOW_BANDWIDTH_ATTRIBUTE } from '../../src/lib/bandwidth.ts';
import { escapeHtml } from '../html.ts';
import { PageCache, pageAddress, type CachedPage } from './page-cache.ts';
import { acceptsBrotli } from './static.ts';
import { LOCALES, localeOfPath, pathInLocale, pathWithinLocale, URDU_BASE, type Locale } from '../../src/contract/locale.ts';
import { withDocumentLocale } from './document-locale.ts';
import { shareTags, withDescription } from './share-tags.ts';
import { EDGE_SECONDS, otherCookies, sharedCacheControl } from './edge-cache.ts';
import { listingKey, searchKeys, surrogateHeaders, type SurrogateKey } from '../edge/surrogate-keys.ts';
import { idFromPropertySlug } from '../../src/lib/slug.ts';
import { RenderThreads, type PageRenderer, type ServerRenderedRoute } from './render-threads.ts';
import { DEFAULT_AREA_PREFERENCE, areaPreferenceFromCookies, areaPreferenceText, type AreaPreference } from '../../src/contract/area.ts';

/** Whole numbers in a query value as the router writes a list (`1%2C2`) or people do (`1,2`). */
function idsIn(value: string | null): number[] {
  return (value ?? '').split(',').map((part) => Number(part.trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
}

/**
 * The surrogate keys of a public page (server/edge/surrogate-keys.ts), by its address within its
 * language: what a listing's change purges must name every page that shows the listing.
 */
export function pageKeys(page: string, search: string): SurrogateKey[] {
  if (page === '/') return ['search'];
  if (page === '/properties' || page === '/property') {
    const query = new URLSearchParams(search);
    return searchKeys({ City: idsIn(query.get('City'))[0], Location: idsIn(query.get('Location')) });
  }
  const listing = /^\/property\/([^/]+)$/.exec(page);
  if (listing) {
    const id = idFromPropertySlug(listing[1]!);
    return id ? [listingKey(id)] : ['listing-pages'];
  }
  if (/^\/(?:projects|agents|agencies)(?:\/|$)/.test(page)) return ['listings'];
  if (page.startsWith('/guides/')) return ['reference'];
  return ['pages'];
}

/** What build/ssr/entry-server.js exports (src/entry-server.tsx). */
interface RendererModule extends PageRenderer {
  configureServerRendering(fetchImpl: typeof fetch, contactEmail: string): void;
  serverRenderedRoutes(): ServerRenderedRoute[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * A router path (`/property/$propertyUrl`) as the pattern of the addresses it names: a `$param`
 * is one segment, the rest literal and case-sensitive, with no trailing slash, as the server
 * matched its pages before the router said which they are.
 */
export function routePattern(routePath: string): RegExp {
  const segments = routePath.split('/').filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}$`);
}

/** The module src/app.tsx imports to register the service worker. */
const WORKER_REGISTRATION = 'src/offline/register-sw.ts';
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** How long the page's data may take; a page whose data is late is left to the browser (the shell). */
const DATA_TIMEOUT_MS = 1500;
/** The whole answer, queueing for the processor included; past it the shell answers at once. */
const RESPONSE_TIMEOUT_MS = 2500;
/** Renders at once; beyond this a burst of first visits gets the shell rather than a queue. */
export const MAX_CONCURRENT_RENDERS = 8;

/**
 * Rendered pages go out as Brotli where the browser takes it, compressed once per render rather than
 * per answer as the compression middleware's gzip is. Quality 5 took the home page (77 KiB) from 10.6
 * KiB gzip to 8.7 KiB in 1 to 2 ms, off the main thread; 11 would save 0.9 KiB more for 55 ms of a
 * thread on every miss (a first visit on 2G waits for these bytes before anything).
 */
const PAGE_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };
const compressPage = promisify(brotliCompress);

/** JSON inside a script element: `</script>` or `<!--` in a listing's text must not end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The route's own script and style files, with the chunks they import, that the shell does not already load. */
function routeAssets(manifest: Record<string, ManifestChunk>, key: string, template: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  const notInShell = (file: string) => !template.includes(`"${file}"`);
  return { css: [...css].filter(notInShell), js: [...js].filter(notInShell) };
}

/**
 * Server-rendered first pages: the markup of the page and the answers it was built from, inside
 * the built index.html with the page's CSS linked and its script chunks preloaded. Without the
 * renderer bundle (API tests, `npm run dev`) it stays out of the way and the shell is served.
 */
export class ServerPages {
  private readonly pages = new Map<string, { head: string; scripts: string[] }>();

  private constructor(
    private readonly renderer: PageRenderer,
    private readonly template: string,
    private readonly manifest: Record<string, ManifestChunk>,
    private readonly log: Log,
    /** The canonical address of the home page; null when PUBLIC_URL is not configured. */
    private readonly siteUrl: string | null,
    private readonly cache: PageCache | null,
    /**
     * The public pages a first visit or a search engine asks for, as the router marks them
     * (`serverRendered` in src/router.tsx), each with its page module. Pages behind a login, forms
     * and the offline pages are left to the browser: they have nothing public to show before the
     * script runs.
     */
    private readonly routes: ReadonlyArray<readonly [RegExp, string, ReadonlySet<string>]>,
    /** Renders in flight and shell fallbacks, for /metrics and the health thread (render-load.ts). */
    private readonly load: RenderLoad | null,
  ) {}

  private rendering = 0;

  static async create(
    clientDir: string,
    rendererFile: string,
    fetchImpl: typeof fetch,
    log: Log,
    publicUrl: string | null,
    contactEmail: string,
    cache: PageCache | null = null,
    /** SSR_THREADS: render on this many worker threads; 0 renders on the main thread. */
    threads = 0,
    load: RenderLoad | null = null,
  ): Promise<ServerPages | null> {
    const templateFile = path.join(clientDir, 'index.html');
    const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
    if (![templateFile, manifestFile, rendererFile].every((file) => existsSync(file))) return null;
    // `npm run build` makes the client and then the renderer. A renderer older than the client is
    // from an earlier build: its CSS class names would not match the client's styles.
    if (statSync(rendererFile).mtimeMs < statSync(templateFile).mtimeMs) {
      log('server rendering is off: build/ssr is older than dist/ (run npm run build); the shell answers');
      return null;
    }
    let renderer: PageRenderer;
    if (threads > 0) {
      renderer = new RenderThreads(rendererFile, threads, fetchImpl, contactEmail, log);
    } else {
      // React picks its build by NODE_ENV when first loaded; unset, that is the development build
      // (slower, with checks meant for a developer's console). Tests set NODE_ENV=test, and pages must
      // render as they do on the site.
      process.env.NODE_ENV = 'production';
      const module = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
      module.configureServerRendering(fetchImpl, contactEmail);
      renderer = module;
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const routes = (await renderer.serverRenderedRoutes())
      .map(({ path: routePath, module, searchKeys }) => [routePattern(routePath), module, new Set(searchKeys ?? [])] as const);
    return new ServerPages(renderer, withContactEmail(readFileSync(templateFile, 'utf8'), contactEmail), manifest, log, publicUrl ? new URL('/', publicUrl).href : null, cache, routes, load);
  }

  /**
   * The page's own stylesheets join the shell's. Script preloads leave the head: the entry starts
   * them once the first screen, leading photos included, is shown (src/main.tsx), from the list the
   * page carries, so that on a slow connection they never hold that screen back.
   */
  private page(moduleKey: string): { head: string; scripts: string[] } {
    let page = this.pages.get(moduleKey);
    if (!page) {
      const { css, js } = routeAssets(this.manifest, moduleKey, this.template);
      const shellScripts = [...this.template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
      // The app imports the worker's registration as soon as it runs; listed here, right after the app,
      // it arrives with it rather than one round trip later, and the worker's install overlaps the
      // page's own chunks instead of following them: on 2G the worker is ready that much sooner.
      const worker = routeAssets(this.manifest, WORKER_REGISTRATION, this.template).js;
      page = {
        head: css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join(''),
        scripts: [...new Set([...shellScripts, ...worker, ...js])],
      };
      this.pages.set(moduleKey, page);
    }
    return page;
  }

  /** An Urdu page's scripts include its catalog, fetched alongside the app instead of after it. */
  private scriptsFor(scripts: string[], locale: Locale): string[] {
    if (locale === 'en') return scripts;
    const catalog = this.manifest['src/i18n-urdu.ts'];
    return catalog ? [...scripts, `/${catalog.file}`] : scripts;
  }

  /** Other languages' addresses of the same page, for search engines (`hreflang`). */
  private alternates(address: string): string {
    if (!this.siteUrl) return '';
    const url = new URL(address, this.siteUrl);
    return LOCALES.map((locale) => {
      const href = new URL(`${pathInLocale(locale, url.pathname)}${url.search}`, this.siteUrl ?? undefined).href;
      return `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}">`;
    }).join('');
  }

  /** The rendered page for a navigation to a public route; null to let the shell answer. */
  async serve(c: Context): Promise<Response | null> {
    // HEAD too: a crawler checking a removed listing must see its 404.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
    const url = new URL(c.req.url);
    // The Urdu pages are the same pages under /ur (src/contract/locale.ts).
    const page = pathWithinLocale(url.pathname);
    const match = this.routes.find(([pattern]) => pattern.test(page));
    if (!match) return null;
    // The router's base path is written in lower case: /UR/... is sent to the page it means.
    if (localeOfPath(url.pathname) === 'ur' && !url.pathname.startsWith(URDU_BASE)) {
      return c.redirect(`${pathInLocale('ur', page)}${url.search}`, 301);
    }
    const lowBandwidth = isLowBandwidthRequest((name) => c.req.header(name));
    // The query as the router itself writes it (`+` for a space, `%2C` in lists): the router matched
    // nothing under /ur for another spelling of the same query, which rendered a blank page; and one
    // page is one cache entry however a link spelled it, and whatever parameters it carries that the
    // page does not read (`?utm_source=…` made a render per visit).
    const address = pageAddress(url.pathname, url.search, match[2]);
    // The visitor's area unit, so the page is drawn in it and the app's render over it changes nothing.
    const areaPreference = areaPreferenceFromCookies(c.req.header('cookie'));
    const render = () => this.render(address, match[1], lowBandwidth, areaPreference, url.origin);
    // Renders are anonymous (the renderer sees only the address, the hint and the area unit); a request
    // that carries credentials is still neither answered from the shared cache nor stored in it.
    const anonymous = !c.req.header('authorization') && !otherCookies(c.req.header('cookie'));
    const areaKey = areaPreferenceText(areaPreference) === areaPreferenceText(DEFAULT_AREA_PREFERENCE) ? '' : areaPreferenceText(areaPreference);
    // Without PUBLIC_URL a page's link-preview addresses are made from the request's own origin, so
    // the origin is part of the key: a request with a forged Host must not poison everyone's page.
    const variant = this.siteUrl ? areaKey : `${areaKey}|${url.origin}`;
    const { value, hit } = anonymous && this.cache?.enabled
      ? this.cache.get(PageCache.key(address, lowBandwidth, variant), render)
      : { value: render(), hit: false };
    let timer: NodeJS.Timeout | undefined;
    try {
      const rendered = await Promise.race([
        value,
        new Promise<null>((resolve) => { timer = setTimeout(() => { this.load?.fellBack('timeout'); resolve(null); }, RESPONSE_TIMEOUT_MS); }),
      ]);
      if (!rendered) return null;
      // Accept-CH: later requests carry ECT. Without it, a phone's first page has the small photos
      // (isLowBandwidthRequest says why there is no Critical-CH), hence Sec-CH-UA-Mobile in Vary.
      // A shared cache (the edge) may keep what this process's own page cache would: an anonymous
      // page in the default area unit, with PUBLIC_URL set (without it the page's preview links are
      // made from the request's Host, which a shared cache does not key on). Anything else is the
      // browser's alone, asked again each time.
      const shared = anonymous && areaKey === '' && this.siteUrl !== null && this.cache?.enabled === true;
      const headers = {
        'Cache-Control': shared ? sharedCacheControl(EDGE_SECONDS.pages) : 'no-cache', 'Content-Type': 'text/html; charset=UTF-8', 'Accept-CH': 'ECT',
        Vary: `Save-Data, ECT, Sec-CH-UA-Mobile, Accept-Encoding${shared ? ', Authorization' : ''}`, 'X-Page-Cache': hit ? 'hit' : 'miss',
        ...(shared ? surrogateHeaders(pageKeys(page, url.search)) : {}),
      };
      if (c.req.method === 'HEAD') return c.body(null, rendered.status, headers);
      // Otherwise the compression middleware gzips it, or sends it as it is.
      if (rendered.brotli && acceptsBrotli(c.req.header('accept-encoding'))) {
        return c.body(rendered.brotli, rendered.status, { ...headers, 'Content-Encoding': 'br' });
      }
      return c.body(rendered.body, rendered.status, headers);
    } catch (err) {
      this.log('server rendering failed, the shell answers', { level: 'warn', path: url.pathname, ...describeError(err) });
      this.load?.fellBack('error');
      return null;
    } finally {
      clearTimeout(timer);
      // A render that lost the race still finishes (and frees its slot); its failure is not news.
      value.catch(() => undefined);
    }
  }

  /** One render of a page into the built shell; null when every render slot is busy or the data is late. */
  private async render(address: string, moduleKey: string, lowBandwidth: boolean, areaPreference: AreaPreference, requestOrigin: string): Promise<CachedPage | null> {
    if (this.rendering >= MAX_CONCURRENT_RENDERS) {
      this.load?.fellBack('busy');
      return null;
    }
    this.rendering += 1;
    this.load?.started();
    let rendered;
    try {
      rendered = await this.renderer.renderPage(address, { timeoutMs: DATA_TIMEOUT_MS, lowBandwidth, areaPreference });
    } finally {
      this.rendering -= 1;
      this.load?.finished();
    }
    // The page's data was late.
    if (!rendered) {
      this.load?.fellBack('timeout');
      return null;
    }
    const { html, title, canonical, status, state, locale, share, siteName } = rendered;
    const page = this.page(moduleKey);
    // The home page in its own language: an Urdu page naming the English one would contradict hreflang.
    const canonicalLink = canonical && this.siteUrl
      ? `<link rel="canonical" href="${escapeHtml(new URL(pathInLocale(locale, '/'), this.siteUrl).href)}">` : '';
    // Only pages that are there: a removed listing's 404 offers no preview.
    const previewTags = share && status === 200
      ? shareTags({ share, address, locale, siteName: siteName ?? title, origin: this.siteUrl ? new URL(this.siteUrl).origin : requestOrigin })
      : '';
    const template = withDocumentLocale(this.template, locale);
    const body = (previewTags && share ? withDescription(template, share) : template)
      .replace(MODULE_PRELOAD, '')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      // The page reads without scripts, so the shell's "needs JavaScript" note does not apply.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', () => `${page.head}${canonicalLink}${this.alternates(address)}${previewTags}</head>`)
      // Functions, not strings: a `$&` in a listing's text must not be read as a replacement pattern.
      .replace(
        '<div id="root"></div>',
        // Rendered with the small photos: the app's first render over it keeps them (keepServerPagePhotos, src/lib/bandwidth.ts).
        () => `<div id="root"${lowBandwidth ? ` ${LOW_BANDWIDTH_ATTRIBUTE}` : ''}>${html}</div>`
          + `<script type="application/json" id="server-state">${scriptSafeJson(state)}</script>`
          + `<script type="application/json" id="server-scripts">${scriptSafeJson(this.scriptsFor(page.scripts, locale))}</script>`,
      );
    const bytes = Buffer.from(body, 'utf8');
    const brotli = await compressPage(bytes, PAGE_BROTLI).catch(() => null);
    return { status, body: bytes, brotli };
  }
}
