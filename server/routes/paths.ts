import type { ApiPath } from '../../src/contract/api-paths.ts';

/** Routes are registered lower-cased: the app lower-cases every /api path before routing. */
export function route(p: ApiPath): string {
  return `/${p.toLowerCase().replace(/\/+$/, '')}`;
}
