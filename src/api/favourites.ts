import * as Endpoints from '../contract/endpoints.ts';
import type { FavouriteItem } from '../contract/types.ts';
import { callData } from './endpoint-call.ts';

/** The signed-in person's favourites as the server has them. */
export function fetchFavourites(): Promise<FavouriteItem[]> {
  return callData(Endpoints.favourites, { quiet: true });
}

/** Joins the device's favourites to the account's and answers the union. */
export function mergeFavourites(items: Array<{ PropertyId: number; SavedPrice: number }>): Promise<FavouriteItem[]> {
  return callData(Endpoints.favouritesMerge, { json: { Items: items }, quiet: true });
}
