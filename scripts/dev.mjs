// Development: the API server (rebuilt by esbuild on change) and Vite's dev server with its /api proxy.
import { spawn } from 'node:child_process';
import { context } from 'esbuild';

let server = null;
const restart = () => {
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', 'build/server.js'], { stdio: 'inherit', env: process.env });
};
const ctx = await context({
  entryPoints: { server: 'server/main.ts' },
  outdir: 'build', bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true,
  logLevel: 'warning',
  plugins: [{ name: 'restart', setup(b) { b.onEnd((r) => { if (r.errors.length === 0) restart(); }); } }],
});
await ctx.watch();
const vite = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => { server?.kill('SIGTERM'); vite.kill('SIGTERM'); ctx.dispose().then(() => process.exit(0)); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
