/**
 * The query string of a search as a GET (`GET /api/Property/SearchProperty?…`): one spelling for
 * each search, so that equal searches share one URL and a shared cache (a CDN, the browser) keeps one
 * copy of its answer. The server reads any spelling the POST's body accepts (SearchSchema, keys
 * without regard to case); the client writes this one.
 *
 * The canonical form: keys in the order below, a criterion at its "any" value (0, '', none, false,
 * page 1, the default page size, no sort) left out, Location's ids once each and joined by commas,
 * Keywords and the map texts trimmed, yes/no criteria as `1`. URLSearchParams encodes the rest
 * (spaces as `+`). Location's ids keep the order they were chosen in: the answer's suggestions name
 * the places in that order ("Anywhere in Karachi, not only DHA Phase 4, Clifton"), so two orders are
 * two answers.
 */
import { PAGE_SIZE } from './constants.ts';
import type { SearchInput } from './schemas.ts';

const NUMBERS = [
  'Purpose', 'City', 'PropertyType', 'MinPrice', 'MaxPrice', 'AreaUnit', 'MinArea', 'MaxArea', 'BedRooms', 'BathRooms',
] as const satisfies readonly (keyof SearchInput)[];
const FLAGS = ['VerifiedOnly', 'OwnersOnly', 'HideUnapproved'] as const satisfies readonly (keyof SearchInput)[];
const TEXTS = ['Keywords', 'Bounds', 'Near', 'Area'] as const satisfies readonly (keyof SearchInput)[];

/** The criteria as ordered query pairs, "any" left out. */
export function searchQueryPairs(input: Partial<SearchInput>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of NUMBERS.slice(0, 2)) {
    const n = input[key];
    if (n) pairs.push([key, String(n)]);
  }
  const ids = [...new Set(input.Location ?? [])].filter((id) => id !== 0);
  if (ids.length > 0) pairs.push(['Location', ids.join(',')]);
  for (const key of NUMBERS.slice(2)) {
    const n = input[key];
    if (n) pairs.push([key, String(n)]);
  }
  for (const key of TEXTS) {
    const text = (input[key] ?? '').trim();
    if (text !== '') pairs.push([key, text]);
  }
  for (const key of FLAGS) if (input[key] === true) pairs.push([key, '1']);
  if (input.SortBy) pairs.push(['SortBy', input.SortBy]);
  if (input.PageNumber !== undefined && input.PageNumber !== 1) pairs.push(['PageNumber', String(input.PageNumber)]);
  if (input.PageSize !== undefined && input.PageSize !== PAGE_SIZE) pairs.push(['PageSize', String(input.PageSize)]);
  return pairs;
}

/** The canonical query string, without its `?` ('' for a search of everything). */
export function searchQueryString(input: Partial<SearchInput>): string {
  return new URLSearchParams(searchQueryPairs(input)).toString();
}
