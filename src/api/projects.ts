/**
 * New projects: the list with its filters and one project's page. Public reads, kept in the saved
 * query cache and the worker's cache, so a list or project seen once opens offline.
 */
import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { ProjectsFilter } from '../contract/projects.ts';
import { callData } from './endpoint-call.ts';
import { projectKeys } from './query-keys.ts';

/** The filters as the address carries them: only those set, so equal lists share one cache entry. */
export function projectsQueryParams(f: Partial<ProjectsFilter>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (f.City) out.City = f.City;
  if (f.Type) out.Type = f.Type;
  if (f.MinPrice) out.MinPrice = f.MinPrice;
  if (f.MaxPrice) out.MaxPrice = f.MaxPrice;
  if (f.Instalments) out.Instalments = 'true';
  if (f.Possession) out.Possession = f.Possession;
  if (f.Locations?.length) out.Locations = f.Locations.join(',');
  if (f.Words) out.Words = f.Words;
  if (f.Page && f.Page > 1) out.Page = f.Page;
  return out;
}

export function projectsQuery(f: Partial<ProjectsFilter>) {
  const query = projectsQueryParams(f);
  return queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => callData(Endpoints.projectsList, { query, signal, quiet: true }),
  });
}

export function projectQuery(key: string) {
  return queryOptions({
    queryKey: projectKeys.details(key),
    queryFn: ({ signal }) => callData(Endpoints.projectDetails, { query: { Project: key }, signal, quiet: true }),
  });
}
