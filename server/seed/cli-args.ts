/** Command-line arguments of `npm run seed`, parsed by hand (no dependency) with clear errors. */

export const USAGE = `Usage: npm run seed -- [--listings N] [--seed N]

  --listings N   demo listings to add (default 1000; 0 writes only reference data and images)
  --seed N       seed of the generator (default: next free id, so repeated runs add new listings)
  --help         this text

Reads DATA_DIR and DATABASE_URL like the server does.`;

const MAX_LISTINGS = 5_000_000;

export class UsageError extends Error {}

export interface SeedArgs {
  listings: number;
  seed: number | undefined;
  help: boolean;
}

function parseCount(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || value === '' || value.startsWith('--')) throw new UsageError(`${flag} needs a number`);
  const cleaned = value.replace(/[_,]/g, '');
  if (!/^\d+$/.test(cleaned)) throw new UsageError(`${flag} must be a whole number of 0 or more (got "${value}")`);
  const n = Number(cleaned);
  if (n > max) throw new UsageError(`${flag} must be at most ${max.toLocaleString('en-US')} (got ${n.toLocaleString('en-US')})`);
  return n;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const out: SeedArgs = { listings: 1000, seed: undefined, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--listings':
        out.listings = parseCount('--listings', value(), MAX_LISTINGS);
        break;
      case '--seed':
        out.seed = parseCount('--seed', value(), 0xffffffff);
        break;
      case '--help':
      case '-h':
        out.help = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  return out;
}
