import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions, type VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];
import type { OutputChunk } from 'rolldown';
import { WORKER_SCRIPT } from './src/contract/built-files.ts';

/** The chunk a module is in: its own, or a group's such as the app chunk (appChunk, below). */
const holds = (chunk: OutputChunk, id: string): boolean => chunk.moduleIds.some((m) => m.endsWith(`/${id}`));

/**
 * src/main.tsx loads src/app.tsx lazily (so server-rendered markup paints first); the shell still
 * fetches that chunk, its imports and its CSS in parallel with the entry, as if it were static.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'basera:preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item): item is OutputChunk => item.type === 'chunk');
        const app = chunks.find((chunk) => holds(chunk, 'src/app.tsx'));
        if (!app) throw new Error('preloadAppChunk: the src/app.tsx chunk is missing');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of chunk.imports) {
            const imported = chunks.find((c) => c.fileName === name);
            if (imported && !imported.isEntry) visit(imported);
          }
        };
        visit(app);
        return [
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...scripts].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

const HOME_PAGE = 'src/features/home/HomePage.tsx';

/**
 * One chunk for everything src/app.tsx imports statically. Rolldown puts each module that the app and
 * a lazy screen share into a common chunk of its own, and the app imports from all of them: the
 * English home page fetched 45 files, each compressed apart with its own import list. The app always
 * runs before any screen, so those modules are loaded anyway; in one chunk they compress together
 * (about 10 KiB less gzip on the home page). What src/main.tsx imports itself stays in the entry, so the
 * entry still runs before the app is fetched, and the lazy screens keep their own chunks.
 */
function appChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const app = new Set<string>();
  const plugin: Plugin = {
    name: 'basera:app-chunk',
    apply: 'build',
    buildEnd() {
      app.clear();
      const ids = [...this.getModuleIds()];
      const staticClosure = (start: string | undefined): Set<string> => {
        const seen = new Set<string>();
        const stack = start ? [start] : [];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const main = ids.find((id) => id.endsWith('/src/main.tsx'));
      const start = ids.find((id) => id.endsWith('/src/app.tsx'));
      const entry = staticClosure(main);
      // What the entry loads before the app (the Urdu catalog, src/i18n-urdu.ts) must not import the app
      // chunk: loading it would run the app, router and first render included, before the page's
      // language is set. The few modules such a chunk shares with the app stay in a chunk of their own.
      const before = new Set<string>();
      for (const id of entry) {
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (lazy !== start) for (const m of staticClosure(lazy)) before.add(m);
      }
      for (const id of staticClosure(start)) if (!entry.has(id) && !before.has(id)) app.add(id);
      // The home page's shared modules (cards, prices, areas, the recently viewed strip…) join them.
      // Left to rolldown they were 15 small chunks and 6 style sheets that the browser found only once
      // the app had arrived, one request each: on 2G's 50 kbit/s uplink about 90 ms of request
      // headers apiece, and about 1.2 s before the worker could start. Only what
      // another lazy screen imports too comes here; what the home page alone uses stays in its chunk.
      const home = ids.find((id) => id.endsWith(`/${HOME_PAGE}`));
      if (home) {
        const lazyScreens = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
        lazyScreens.delete(home);
        if (start) lazyScreens.delete(start);
        const elsewhere = new Set([...lazyScreens].flatMap((lazy) => [...staticClosure(lazy)]));
        for (const id of staticClosure(home)) {
          if (id !== home && elsewhere.has(id) && !entry.has(id) && !before.has(id)) app.add(id);
        }
      }
      // Every entry any screen calls would be defined here, on the home page's first load
      // (src/contract/endpoints-first-load.ts says why the app imports only that part of the table).
      const table = [...app].find((id) => id.endsWith('/src/contract/endpoints.ts'));
      if (table) this.error(`${table} is in the app chunk: import the app chunk's entries from src/contract/endpoints-first-load.ts`);
    },
  };
  return { plugin, test: (id) => app.has(id) };
}
const appGroup = appChunk();

/**
 * The three tiers of the app's files for the service worker (README, 'Three
 * precache tiers'):
 * - install: what a first visit to the home page loads anyway, so installing takes them from the
 *   HTTP cache, not the wire, and the worker is ready as soon as the page has loaded. The home page's
 *   lazy sections are not in it: those a visit shows are in the HTTP cache already, and those it did
 *   not show (saved searches, 'new since') cost a round trip each on 2G before the worker was ready;
 *   they come with the reachable tier instead;
 * - reachable: the screens a first visitor needs offline afterwards (search over saved listings, the
 *   outbox, recently viewed, favourites, saved searches, and the listing form with its photo
 *   shrinker), fetched on any link once the page is idle (sw/idle-warm.ts), with the files the
 *   visit's pages loaded before the worker controlled them (a listing landed on); once all are kept
 *   the page says the app is ready offline (src/lib/offline-ready.ts);
 * - idle: everything else, fetched only when idle on a 4G-class link without Data Saver.
 * The home page's sections load lazily, so its dynamic imports count as its own; so do the form's.
 */
const INSTALL_MODULES: readonly string[] = [
  'src/app.tsx',
  HOME_PAGE,
  'src/offline/register-sw.ts',
];
const REACHABLE_MODULES: readonly string[] = [
  HOME_PAGE,
  'src/features/search/SearchPage.tsx',
  'src/features/outbox/OutboxPage.tsx',
  'src/features/recently-viewed/RecentlyViewedPage.tsx',
  // Lists kept on the device itself: they open offline from the first visit, not only once opened online.
  'src/features/favourites/FavouritesPage.tsx',
  'src/features/saved-searches/SavedSearchesPage.tsx',
  'src/offline/outbox/drain.ts',
  'src/components/toast/notify-impl.tsx',
  'src/features/listing-form/SubmitPropertyPage.tsx',
  // The photo shrinker's fallback on the page, for a browser whose workers cannot draw.
  'src/components/image-picker/shrink-core.ts',
  // What a listing card loads lazily on the results page: without it the saved listings' search
  // failed offline after a 2G first visit.
  'src/components/card-contact/SearchCardActions.tsx',
  'src/components/gallery/Gallery.tsx',
  // What a card's heart loads when tapped: offline, on the results page, it queues the favourite.
  'src/offline/favourites.ts',
  // The area unit control, loaded when the menu opens: offline after a first visit it must still switch.
  'src/components/area-unit/AreaUnitControl.tsx',
];
/** Dynamic imports followed from these (reachable tier only), since their pages load them at once or on the first photo. */
const WITH_DYNAMIC: readonly string[] = [HOME_PAGE, 'src/features/listing-form/SubmitPropertyPage.tsx'];
const INSTALL_FILES: readonly string[] = ['index.html', 'manifest.webmanifest', 'icons/favicon.svg'];
/** Idle-tier files that a device reading the language warms with the reachable tier (sw/tiers.ts). */
const LANGUAGE_MODULES: Readonly<Record<string, string>> = { 'src/i18n-urdu.ts': 'ur' };

function precacheTiers(): { plugin: Plugin; transform: ManifestTransform } {
  const install = new Set<string>(INSTALL_FILES);
  const reachable = new Set<string>();
  const languageOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'basera:precache-tiers',
    apply: 'build',
    generateBundle(_options, bundle) {
      install.clear();
      for (const file of INSTALL_FILES) install.add(file);
      reachable.clear();
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A worker named otherwise would get no CSP from the server (src/contract/built-files.ts).
      for (const chunk of chunks) {
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) {
          if (asset.endsWith('.js') && !WORKER_SCRIPT.test(asset)) this.error(`precacheTiers: the worker script ${asset} must have 'worker' in its file name`);
        }
      }
      const visit = (into: Set<string>, chunk: OutputChunk | undefined, followDynamic: boolean) => {
        if (!chunk || into.has(chunk.fileName)) return;
        // A chunk of the install tier is there already; what it loads lazily may still belong here.
        if (!install.has(chunk.fileName)) {
          into.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          // Files a chunk loads by address (a worker's script) belong with it.
          for (const asset of chunk.viteMetadata?.importedAssets ?? []) into.add(asset);
          for (const name of chunk.imports) visit(into, byFile.get(name), false);
        }
        if (followDynamic) for (const name of chunk.dynamicImports) visit(into, byFile.get(name), false);
      };
      const module = (id: string) => {
        const chunk = chunks.find((c) => holds(c, id));
        if (!chunk) this.error(`precacheTiers: no chunk for ${id}`);
        return chunk;
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(install, chunk, false);
      for (const id of INSTALL_MODULES) visit(install, module(id), false);
      for (const id of REACHABLE_MODULES) visit(reachable, module(id), WITH_DYNAMIC.includes(id));
      languageOf.clear();
      for (const [id, language] of Object.entries(LANGUAGE_MODULES)) {
        const files = new Set<string>();
        visit(files, module(id), false);
        for (const file of files) if (!reachable.has(file)) languageOf.set(file, language);
      }
    },
  };
  // Workbox copies the entries' fields into the worker as they are; sw/tiers.ts reads `tier`.
  const transform: ManifestTransform = async (entries) => ({
    manifest: entries.map((entry) => {
      if (install.has(entry.url)) return entry;
      if (reachable.has(entry.url)) return { ...entry, tier: 'reachable' };
      const language = languageOf.get(entry.url);
      return { ...entry, tier: 'idle', ...(language ? { language } : {}) };
    }),
    warnings: [],
  });
  return { plugin, transform };
}
const tiers = precacheTiers();

// The manifest lives at the top level as plain JSON so that it is reviewable on its own;
// the plugin writes it to dist/ and links it from index.html.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

// The persisted query cache is dropped when the version changes, so a release whose data shapes
// differ never reads an older copy. Bump package.json's version with such a change.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig(({ isSsrBuild }) => ({
  // The browser runs the app on Preact's React compatibility layer: React DOM was a third of the home
  // page's first load. The server renders with React; pages are never hydrated, so the two never need to
  // agree on a tree (README, 'Preact in the browser, React on the server').
  resolve: isSsrBuild ? {} : {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    react(),
    !isSsrBuild && appGroup.plugin,
    !isSsrBuild && preloadAppChunk(),
    !isSsrBuild && tiers.plugin,
    // The server-side renderer bundle (build/ssr) needs neither a service worker nor the public files.
    !isSsrBuild && VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // The icons and the default avatar come through the glob below, so that they are tiered with the
      // rest (the plugin adds its own entries after the transforms have run).
      includeAssets: [],
      includeManifestIcons: false,
      injectManifest: {
        // Only the shell and the public files: images and data are cached at runtime with their own expiry.
        globPatterns: ['**/*.{js,css,html,png,svg}'],
        manifestTransforms: [tiers.transform],
        // The admin console is fetched only when an admin opens it, online, and never kept on a device.
        // Its chunks are named after its lazily imported files, which all start with Admin or admin
        // (features/admin/AdminPage.tsx, features/admin/admin-access.ts, api/admin.ts).
        globIgnores: ['**/[Aa]dmin*'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // The server reads it to link each server-rendered page's own CSS and script chunks.
    manifest: !isSsrBuild,
    // The app chunk (appChunk above). Its modules' own imports are all in it already, or in the entry:
    // pulling them in as well (rolldown's default) would move src/main.tsx's few imports into the app
    // chunk, and the entry would then import, and run, the whole app before it is asked for.
    //
    // The list pages' controls (the pager, and the Filters button of the results and projects pages)
    // share one chunk. Each chunk a lazy screen imports is named in the app chunk's preload list, on
    // the home page's first load: a chunk of the Filters button's own added its two file names there
    // (about 80 bytes of gzip), where the pager's chunk, which the same pages load anyway, adds none.
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', test: appGroup.test, includeDependenciesRecursively: false },
            // Not the Urdu texts: those belong to the Urdu catalog's chunk (src/i18n-urdu.ts).
            { name: 'lists', test: (id: string) => /\/src\/components\/(pager|filters-disclosure)\/(?!.*\.ur\.ts$)/.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
}));
