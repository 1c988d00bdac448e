import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

/**
 * The real client build's worker manifest against Vite's own manifest: offline, a page reads every
 * file it loads lazily, style sheets included, from the worker's caches, so each chunk's CSS must be
 * in the worker's tiers no later than the chunk (vite.config.ts, precacheTiers; src/lib/offline-ready.ts).
 */
interface ViteChunk { file: string; src?: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
type Tier = 'core' | 'reachable' | 'idle';
const ORDER: Record<Tier, number> = { core: 0, reachable: 1, idle: 2 };

let outDir = '';
let chunks: Record<string, ViteChunk> = {};
const tierOf = new Map<string, Tier>();

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'basera-precache-'));
  // As `npm run build` does: Vitest sets NODE_ENV to 'test', and Vite would then leave out the
  // production-only worker registration (src/app.tsx, import.meta.env.PROD).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: resolve('vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  chunks = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteChunk>;
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  for (const match of worker.matchAll(/\{[^{}]*"url":"[^"]+"[^{}]*\}/g)) {
    const entry = JSON.parse(match[0]) as { url: string; tier?: 'reachable' | 'idle' };
    tierOf.set(entry.url, entry.tier ?? 'core');
  }
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const chunkOf = (src: string): ViteChunk => {
  const chunk = chunks[src];
  if (!chunk) throw new Error(`no chunk for ${src}`);
  return chunk;
};

describe('the worker\'s precache tiers in the real build', () => {
  it('lists every chunk\'s style sheets, in the chunk\'s own tier or an earlier one', () => {
    const problems: string[] = [];
    for (const chunk of Object.values(chunks)) {
      const tier = tierOf.get(chunk.file);
      // The admin console is never kept on a device (vite.config.ts, globIgnores).
      if (!tier) {
        if (!/[Aa]dmin/.test(chunk.file)) problems.push(`${chunk.file} is in no tier`);
        continue;
      }
      for (const css of chunk.css ?? []) {
        const cssTier = tierOf.get(css);
        if (!cssTier) problems.push(`${css} (of ${chunk.file}) is in no tier`);
        else if (ORDER[cssTier] > ORDER[tier]) problems.push(`${css} is ${cssTier}, its chunk ${chunk.file} ${tier}`);
      }
    }
    expect(problems).toEqual([]);
    expect(tierOf.size).toBeGreaterThan(50);
  });

  it('keeps each core page, what it imports and its style sheets in the tiers a first visit warms on any link', () => {
    const pages = [
      'src/features/home/HomePage.tsx',
      'src/features/search/SearchPage.tsx',
      'src/features/listing-form/SubmitPropertyPage.tsx',
      'src/features/recently-viewed/RecentlyViewedPage.tsx',
      'src/features/outbox/OutboxPage.tsx',
      // What those pages load lazily when used offline: the toasts (a queued enquiry's notice), the
      // outbox's sender, a card's gallery, its compare and contact row, and heart.
      'src/components/toast/notify-impl.tsx',
      'src/offline/outbox/drain.ts',
      'src/components/gallery/Gallery.tsx',
      'src/components/card-contact/SearchCardActions.tsx',
      'src/offline/favourites.ts',
      'src/components/area-unit/AreaUnitControl.tsx',
    ];
    const missing: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = chunkOf(key);
      for (const file of [chunk.file, ...(chunk.css ?? [])]) {
        const tier = tierOf.get(file);
        if (tier !== 'core' && tier !== 'reachable') missing.push(`${file} (${tier ?? 'no tier'})`);
      }
      for (const imported of chunk.imports ?? []) if (imported !== 'index.html') visit(imported);
    };
    for (const page of pages) visit(page);
    expect(missing).toEqual([]);
  });
});
