// Bundles the server entry points with esbuild; packages stay external (installed by npm ci).
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'server/main.ts', seed: 'server/seed/cli.ts', prepare: 'server/prepare.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
