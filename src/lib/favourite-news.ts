import type { FavouriteItem } from '../contract/types.ts';
import { priceInWords } from './price.ts';

/** What became of a favourite since it was saved, in a few words; null when nothing did. */
export function favouriteNews(f: Pick<FavouriteItem, 'Status' | 'Price' | 'SavedPrice'>): { text: string; tone: 'good' | 'bad' | 'info' } | null {
  if (f.Status === 'Sold') return { text: 'Sold', tone: 'bad' };
  if (f.Status === 'Removed') return { text: 'No longer listed', tone: 'bad' };
  if (f.Price < f.SavedPrice) return { text: `Price dropped by ${priceInWords(f.SavedPrice - f.Price)}`, tone: 'good' };
  if (f.Price > f.SavedPrice) return { text: `Price up by ${priceInWords(f.Price - f.SavedPrice)}`, tone: 'info' };
  return null;
}
