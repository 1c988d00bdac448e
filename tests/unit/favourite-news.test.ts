import { describe, expect, it } from 'vitest';
import { favouriteNews } from '../../src/lib/favourite-news.ts';

describe('what became of a favourite', () => {
  it('says a drop, a rise, a sale or a removal in words; nothing when nothing changed', () => {
    expect(favouriteNews({ Status: 'Active', Price: 20_000_000, SavedPrice: 20_500_000 })).toEqual({ text: 'Price dropped by 5 Lakh', tone: 'good' });
    expect(favouriteNews({ Status: 'Active', Price: 21_000_000, SavedPrice: 20_000_000 })).toEqual({ text: 'Price up by 10 Lakh', tone: 'info' });
    expect(favouriteNews({ Status: 'Sold', Price: 1, SavedPrice: 2 })).toEqual({ text: 'Sold', tone: 'bad' });
    expect(favouriteNews({ Status: 'Removed', Price: 1, SavedPrice: 1 })).toEqual({ text: 'No longer listed', tone: 'bad' });
    expect(favouriteNews({ Status: 'Active', Price: 5, SavedPrice: 5 })).toBeNull();
  });
});
