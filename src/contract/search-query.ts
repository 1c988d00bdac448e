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

/** The keys in the order the query writes them. */
const ORDER = [
  'Purpose', 'City', 'Location', 'PropertyType', 'MinPrice', 'MaxPrice', 'AreaUnit', 'MinArea', 'MaxArea', 'BedRooms', 'BathRooms',
  'Keywords', 'Bounds', 'Near', 'Area', 'VerifiedOnly', 'OwnersOnly', 'HideUnapproved', 'Possession', 'SortBy', 'PageNumber', 'PageSize',
] as const satisfies readonly (keyof SearchInput)[];

/** The criteria as ordered query pairs, "any" left out. */
export function searchQueryPairs(input: Partial<SearchInput>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of ORDER) {
    let value: unknown = input[key];
    // Each id once, 0 ("all") dropped, in the order chosen.
    if (Array.isArray(value)) value = [...new Set(value)].filter(Boolean).join(',');
    else if (typeof value === 'string') value = value.trim();
    else if (value === true) value = '1';
    if (!value || (key === 'PageNumber' && value === 1) || (key === 'PageSize' && value === PAGE_SIZE)) continue;
    pairs.push([key, String(value)]);
  }
  return pairs;
}

/** The canonical query string, without its `?` ('' for a search of everything). */
export function searchQueryString(input: Partial<SearchInput>): string {
  return new URLSearchParams(searchQueryPairs(input)).toString();
}
