import { describe, expect, it } from 'vitest';
import { buildSearchCriteria, findRangeProblem, parseSearchCriteria } from '../../src/lib/search-criteria.ts';
import { parseFlatSearch, stringifyFlatSearch } from '../../src/lib/query-string.ts';

describe('parseSearchCriteria', () => {
  it('reads the spec parameter names from URL text', () => {
    const raw = parseFlatSearch(
      '?Purpose=1&City=3&Location=4,7&Keywords=%20sea%20view%20&PropertyType=2&MinPrice=5,000,000&MaxPrice=10000000&AreaUnit=1&MinArea=5&MaxArea=10&BedRooms=3&BathRooms=2',
    );
    expect(parseSearchCriteria(raw)).toEqual({
      Purpose: 1,
      City: 3,
      Location: [4, 7],
      Keywords: 'sea view',
      PropertyType: 2,
      MinPrice: 5_000_000,
      MaxPrice: 10_000_000,
      AreaUnit: 1,
      MinArea: 5,
      MaxArea: 10,
      BedRooms: 3,
      BathRooms: 2,
    });
  });

  it('drops "any" values, unknown purposes and junk instead of failing', () => {
    expect(
      parseSearchCriteria({ Purpose: '0', City: '0', Location: '0', Keywords: '  ', MinPrice: '-5', MaxPrice: 'abc', Page: '1' }),
    ).toEqual({});
    expect(parseSearchCriteria({ Purpose: '9', City: '1.5', Location: 'x,3,3' })).toEqual({ Location: [3] });
  });

  it('reads "Verified only" as on or absent, never false', () => {
    expect(parseSearchCriteria({ VerifiedOnly: 'true' })).toEqual({ VerifiedOnly: true });
    expect(parseSearchCriteria({ VerifiedOnly: '1' })).toEqual({ VerifiedOnly: true });
    expect(parseSearchCriteria({ VerifiedOnly: 'false' })).toEqual({});
    expect(parseSearchCriteria({ VerifiedOnly: 'yes' })).toEqual({});
    expect(buildSearchCriteria({ VerifiedOnly: true, City: 3 })).toEqual({ City: 3, VerifiedOnly: true });
    expect(buildSearchCriteria({ VerifiedOnly: false })).toEqual({});
  });

  it('treats form numbers the same way', () => {
    expect(buildSearchCriteria({ Purpose: 2, City: 0, Location: [0], Keywords: 'flat', MinPrice: 0, MaxPrice: 250_000 })).toEqual({
      Purpose: 2,
      Keywords: 'flat',
      MaxPrice: 250_000,
    });
  });
});

describe('yes/no filters', () => {
  it('read "true" and "1" from the URL, drop anything else, and write back as "true"', () => {
    expect(parseSearchCriteria(parseFlatSearch('?OwnersOnly=true&HideUnapproved=1'))).toEqual({ OwnersOnly: true, HideUnapproved: true });
    expect(parseSearchCriteria(parseFlatSearch('?OwnersOnly=false&HideUnapproved=yes'))).toEqual({});
    expect(stringifyFlatSearch({ ...parseSearchCriteria({ OwnersOnly: true }) })).toBe('?OwnersOnly=true');
  });
});

describe('possession filter', () => {
  it('reads a known status from the URL, drops anything else, and writes it back as it came', () => {
    expect(parseSearchCriteria(parseFlatSearch('?Possession=non-possession'))).toEqual({ Possession: 'non-possession' });
    expect(parseSearchCriteria(parseFlatSearch('?Possession=owned'))).toEqual({});
    expect(stringifyFlatSearch({ ...parseSearchCriteria({ Possession: 'file' }) })).toBe('?Possession=file');
  });
});

describe('flat query strings', () => {
  it('round-trips criteria as plain parameters', () => {
    const qs = stringifyFlatSearch({ Purpose: 1, City: 3, Location: [4, 7], Keywords: 'sea view', MaxPrice: undefined });
    expect(qs).toBe('?Purpose=1&City=3&Location=4%2C7&Keywords=sea+view');
    expect(parseSearchCriteria(parseFlatSearch(qs))).toEqual({ Purpose: 1, City: 3, Location: [4, 7], Keywords: 'sea view' });
  });

  it('writes nothing for an empty search', () => {
    expect(stringifyFlatSearch({ Keywords: '', Location: [] })).toBe('');
  });
});

describe('findRangeProblem', () => {
  it('flags a minimum above its maximum', () => {
    expect(findRangeProblem({ MinPrice: 10, MaxPrice: 5 })).toBe('price');
    expect(findRangeProblem({ MinArea: 10, MaxArea: 5 })).toBe('area');
    expect(findRangeProblem({ MinPrice: 5, MaxPrice: 5, MinArea: 1 })).toBeNull();
  });
});
