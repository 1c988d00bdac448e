// The judged relevance set (bench/relevance/queries.ts) on PGlite and, with DATABASE_URL set, on
// PostgreSQL beside it, each on a database of its own: the demo catalogue with the known listings
// of bench/relevance/listings.ts planted among them. Prints recall@10, the constraint-violation
// rate and the zero-result rate by kind of query; exits 1 when a target is missed.
//
// Options:
//   --listings N     demo listings around the known ones (default 3000)
//   --only pglite|postgres
//   --verbose        print every query that missed its listing or broke what it asked
import { build } from 'esbuild';
import { onEachDatabase } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const LISTINGS = Number(option('listings') ?? 3000);

await build({
  entryPoints: ['bench/relevance/run.ts'], outfile: 'build/bench-relevance.js', bundle: true, platform: 'node',
  format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning',
});
const { runRelevance } = await import(new URL('../build/bench-relevance.js', import.meta.url).href);

let allMet = true;
await onEachDatabase('bench-relevance', { only: option('only'), keep: false }, async (label, env) => {
  const met = await runRelevance(label, env, LISTINGS, argv.includes('--verbose'));
  allMet &&= met;
});
process.exitCode = allMet ? 0 : 1;
