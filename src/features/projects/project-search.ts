/**
 * The address of the projects list: its filters as flat parameters (?City=1&Type=2&Instalments=true).
 * Kept small and free of the contract's schemas: the router loads it up front for validateSearch.
 */
import type { PossessionStatus } from '../../contract/projects.ts';

export interface ProjectsSearch {
  City?: number;
  Type?: number;
  MinPrice?: number;
  MaxPrice?: number;
  Instalments?: true;
  Possession?: PossessionStatus;
  Page?: number;
}

/** Every parameter the list reads: the server's page cache keys on these alone. */
export const PROJECTS_SEARCH_KEYS: readonly string[] = ['City', 'Type', 'MinPrice', 'MaxPrice', 'Instalments', 'Possession', 'Page'];

const whole = (value: unknown, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= max ? n : undefined;
};

/** What the address asks for; a value that makes no sense is dropped rather than refused. */
export function validateProjectsSearch(raw: Record<string, unknown>): ProjectsSearch {
  const out: ProjectsSearch = {};
  const city = whole(raw.City, 1_000_000);
  if (city) out.City = city;
  const type = whole(raw.Type, 1000);
  if (type) out.Type = type;
  const min = whole(raw.MinPrice, 10_000_000_000);
  if (min) out.MinPrice = min;
  const max = whole(raw.MaxPrice, 10_000_000_000);
  if (max) out.MaxPrice = max;
  if (raw.Instalments === true || String(raw.Instalments).toLowerCase() === 'true') out.Instalments = true;
  const possession = String(raw.Possession ?? '').toLowerCase();
  if (possession === 'ready' || possession === 'under-construction') out.Possession = possession;
  const page = whole(raw.Page, 1000);
  if (page && page > 1) out.Page = page;
  return out;
}
