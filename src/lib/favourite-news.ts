import type { FavouriteItem } from '../contract/types.ts';
import { priceInWords } from './price.ts';
import { listsMessages } from './lists-messages.ts';

const m = listsMessages.favourites;

/** What became of a favourite since it was saved, in a few words; null when nothing did. */
export function favouriteNews(f: Pick<FavouriteItem, 'Status' | 'Price' | 'SavedPrice'>): { text: string; tone: 'good' | 'bad' | 'info' } | null {
  if (f.Status === 'Sold') return { text: m.sold, tone: 'bad' };
  if (f.Status === 'Removed') return { text: m.removed, tone: 'bad' };
  if (f.Price < f.SavedPrice) return { text: m.dropped(priceInWords(f.SavedPrice - f.Price)), tone: 'good' };
  if (f.Price > f.SavedPrice) return { text: m.up(priceInWords(f.Price - f.SavedPrice)), tone: 'info' };
  return null;
}
