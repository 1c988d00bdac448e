import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type { OutputChunk } from 'rolldown';

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
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app.tsx'));
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

// The manifest lives at the top level as plain JSON so that it is reviewable on its own;
// the plugin writes it to dist/ and links it from index.html.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

// The persisted query cache is dropped when the version changes, so a release whose data shapes
// differ never reads an older copy. Bump package.json's version with such a change.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    react(),
    !isSsrBuild && preloadAppChunk(),
    // The server-side renderer bundle (build/ssr) needs neither a service worker nor the public files.
    !isSsrBuild && VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // Manifest icons are precached by the plugin; these are the other files the offline shell shows.
      includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png', 'avatar.png'],
      injectManifest: {
        // Only the shell: images and data are cached at runtime with their own expiry.
        globPatterns: ['**/*.{js,css,html}'],
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
