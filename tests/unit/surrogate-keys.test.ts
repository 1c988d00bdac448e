import { describe, expect, it } from 'vitest';
import { keysForListingChange, purgePaths, searchKeys, surrogateHeaders } from '../../server/edge/surrogate-keys.ts';
import { pageKeys } from '../../server/http/pages.ts';

describe('surrogate keys', () => {
  it('names a search by its city and locations, and a listing change by everything that shows it', () => {
    expect(searchKeys({})).toEqual(['search']);
    expect(searchKeys({ City: 0, Location: [] })).toEqual(['search']);
    expect(searchKeys({ City: 2, Location: [14, 15] })).toEqual(['search', 'city-2', 'location-14', 'location-15']);
    expect(keysForListingChange([{ id: 7, cityId: 2, locationId: 14 }, { id: 8, cityId: 2, locationId: null }]))
      .toEqual(['search', 'listings', 'listing-7', 'city-2', 'location-14', 'listing-8']);
    expect(keysForListingChange(null)).toEqual(['search', 'listings', 'listing-pages']);
  });

  it('writes both header spellings without duplicates', () => {
    expect(surrogateHeaders(['search', 'city-2', 'search'])).toEqual({ 'Surrogate-Key': 'search city-2', 'Cache-Tag': 'search,city-2' });
  });

  it('keys a page by its address within its language', () => {
    expect(pageKeys('/', '')).toEqual(['search']);
    expect(pageKeys('/properties', '?City=1&Location=3%2C4&Keyword=x')).toEqual(['search', 'city-1', 'location-3', 'location-4']);
    expect(pageKeys('/property', '?City=x')).toEqual(['search']);
    expect(pageKeys('/property/house-for-sale-dha-lahore-1234', '')).toEqual(['listing-1234']);
    expect(pageKeys('/property/no-number-here', '')).toEqual(['listing-pages']);
    expect(pageKeys('/projects/some-project', '')).toEqual(['listings']);
    expect(pageKeys('/agents/ali', '')).toEqual(['listings']);
    expect(pageKeys('/guides/lahore', '')).toEqual(['reference']);
    expect(pageKeys('/about-us', '')).toEqual(['pages']);
  });

  it('finds the reference edge\'s folders for a key: a listing in the listing pages\' section, a city in none', () => {
    expect(purgePaths('search')).toHaveLength(16);
    expect(purgePaths('search')[0]).toBe('/search/0/');
    expect(purgePaths('listing-1234')).toEqual(purgePaths('listing-pages'));
    expect(purgePaths('listing-1234')[15]).toBe('/listing/f/');
    expect(purgePaths('listings')[3]).toBe('/listings/3/');
    expect(purgePaths('city-2')).toEqual([]);
    expect(purgePaths('location-9')).toEqual([]);
  });
});
