/**
 * Every listing card this device holds: results and the home page's newest from
 * the query cache, recently viewed, and favourites still listed. With the reference lists the worker
 * keeps, a search never run before can be answered from them while offline.
 */
import type { QueryClient } from '@tanstack/react-query';
import { allLocationsQuery, dropDownDataQuery } from '../api/reference.ts';
import type { FavouriteItem, ListingCard, SearchResult } from '../contract/types.ts';
import { searchOnDevice } from '../lib/device-search.ts';
import type { SearchCriteria } from '../lib/search-criteria.ts';
import { readFavourites } from './favourites-store.ts';
import { loadRecentlyViewed } from './recently-viewed/store.ts';
import { toListingCard } from './recently-viewed/recent-list.ts';
import { homeKeys, listingKeys } from '../api/query-keys.ts';

function favouriteCard(item: FavouriteItem): ListingCard {
  return {
    PropertyId: item.PropertyId, Purpose: item.Purpose, Type: item.Type, Price: item.Price, PriceInWords: item.PriceInWords,
    Area: item.Area, AreaUnit: item.AreaUnit, Images: item.ImageUrl ? [item.ImageUrl] : [], PropertyUrl: item.PropertyUrl,
    Title: item.Title, Location: item.Location, City: item.City, BedRooms: '', BathRooms: '', UserName: '', PublishDate: item.SavedAt,
  };
}

async function deviceCards(queryClient: QueryClient): Promise<ListingCard[]> {
  const cards: ListingCard[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...listingKeys.all, 'search'] })) {
    cards.push(...((query.state.data as SearchResult | undefined)?.Items ?? []));
  }
  cards.push(...(queryClient.getQueryData<ListingCard[]>(homeKeys.newlyAdded()) ?? []));
  const [recent, favourites] = await Promise.all([
    loadRecentlyViewed().catch(() => []),
    readFavourites().catch(() => [] as FavouriteItem[]),
  ]);
  cards.push(...recent.map(toListingCard), ...favourites.filter((f) => f.Status === 'Active').map(favouriteCard));
  return cards;
}

/** The device's listings that match `criteria`, or null when the reference lists are not on the device either. */
export async function searchDevice(queryClient: QueryClient, criteria: SearchCriteria): Promise<ListingCard[] | null> {
  try {
    const [reference, locations, cards] = await Promise.all([
      // What is in memory, however old; else the worker's copy. Never retried: offline, a retry would wait for the network.
      queryClient.ensureQueryData({ ...dropDownDataQuery(), retry: false }),
      criteria.Location?.length ? queryClient.ensureQueryData({ ...allLocationsQuery(true), retry: false }) : Promise.resolve([]),
      deviceCards(queryClient),
    ]);
    return searchOnDevice(cards, criteria, { reference, locations });
  } catch {
    return null;
  }
}
