import { useQuery } from '@tanstack/react-query';
import { searchQuery } from '../../api/listings.ts';
import { PAGE_SIZE } from '../../contract/constants.ts';
import { newSince, type SavedSearch } from '../../offline/saved-searches.ts';

/**
 * A saved search's newest page and how many of its listings are new since it was last opened. The
 * page is an ordinary search answer, so it is kept for offline like any other.
 */
export function useNewSince(search: SavedSearch) {
  const query = useQuery(searchQuery({ ...search.criteria, Page: 1 }, 'newest'));
  return { ...query, fresh: query.data ? newSince(query.data.Items, search.lastOpenedAt, PAGE_SIZE) : null };
}
