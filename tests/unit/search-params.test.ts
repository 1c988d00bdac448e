import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  criteriaOf,
  effectiveSort,
  validateResultsSearch,
  withResultControls,
} from '../../src/features/search/search-params.ts';
import { SORT_OPTIONS } from '../../src/contract/schemas.ts';
import { SORT_LABELS, resultsTitle } from '../../src/features/search/results-labels.ts';
import { parseFlatSearch, stringifyFlatSearch } from '../../src/lib/query-string.ts';

describe('results URL', () => {
  it('keeps the criteria, the page and a known sort', () => {
    const search = validateResultsSearch(parseFlatSearch('?Purpose=1&City=3&Location=4,7&Page=2&Sort=price-asc'));
    expect(search).toEqual({ Purpose: 1, City: 3, Location: [4, 7], Page: 2, Sort: 'price-asc' });
    expect(stringifyFlatSearch({ ...search })).toBe('?Purpose=1&City=3&Location=4%2C7&Page=2&Sort=price-asc');
  });

  it('drops unknown sorts, and relevance without keywords', () => {
    expect(validateResultsSearch({ Sort: 'cheapest' })).toEqual({});
    // A malformed value is written as undefined, so the router's merge with the raw address drops it.
    const dropped = validateResultsSearch({ City: 'abc', Purpose: '1' });
    expect('City' in dropped && dropped.City === undefined).toBe(true);
    expect(dropped.Purpose).toBe(1);
    expect(validateResultsSearch({ Sort: 'relevance' })).toEqual({});
    expect(validateResultsSearch({ Sort: 'relevance', Keywords: 'corner' })).toEqual({ Keywords: 'corner', Sort: 'relevance' });
    expect(withResultControls({ City: 1 }, { Sort: 'newest' })).toEqual({ City: 1, Sort: 'newest' });
  });

  it('labels exactly the contract sort options', () => {
    expect(Object.keys(SORT_LABELS).sort()).toEqual([...SORT_OPTIONS].sort());
  });

  it('sorts by relevance for keyword searches and newest otherwise, unless chosen', () => {
    expect(effectiveSort({})).toBe('newest');
    expect(effectiveSort({ Keywords: 'lawn' })).toBe('relevance');
    expect(effectiveSort({ Keywords: 'lawn', Sort: 'price-desc' })).toBe('price-desc');
  });

  it('separates the criteria from the result controls', () => {
    expect(criteriaOf({ City: 2, Page: 3, Sort: 'newest' })).toEqual({ City: 2 });
    expect(countActiveFilters({ City: 2, MinPrice: 5, Page: 3, Sort: 'newest' })).toBe(2);
    expect(countActiveFilters({})).toBe(0);
    // As the chips count them: one for a price range, one for a size with its unit.
    expect(countActiveFilters({ PropertyType: 1, City: 1, Location: [101], MinPrice: 1, MaxPrice: 5, AreaUnit: 1, MinArea: 10, MaxArea: 10 })).toBe(5);
  });
});

describe('resultsTitle', () => {
  it('names the purpose and the place', () => {
    expect(resultsTitle({ Purpose: 1, City: 1 }, 'Lahore')).toBe('Properties for Sale in Lahore');
    expect(resultsTitle({ Purpose: 2 }, undefined)).toBe('Properties for Rent in Pakistan');
    expect(resultsTitle({})).toBe('Properties in Pakistan');
    expect(resultsTitle({ Purpose: 1, City: 9 })).toBe('Properties for Sale');
  });
});
