import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints-first-load.ts';
import { callData } from './endpoint-call.ts';
import { guideKeys } from './query-keys.ts';

/** A city's guide (`area` undefined) or one of its societies'. */
export function areaGuideQuery(city: string, area?: string) {
  return queryOptions({
    queryKey: guideKeys.guide(city, area),
    queryFn: ({ signal }) => callData(Endpoints.areaGuide, { query: { City: city, ...(area ? { Area: area } : {}) }, signal }),
    // Medians move slowly; the server keeps them ten minutes too.
    staleTime: 10 * 60_000,
  });
}
