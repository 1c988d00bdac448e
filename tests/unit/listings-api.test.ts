import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { toSearchBody } from '../../src/api/listings.ts';
import { PAGE_SIZE } from '../../src/contract/constants.ts';
import { SearchSchema } from '../../src/contract/schemas.ts';

describe('toSearchBody', () => {
  it('sends every criterion, "any" as 0 or empty, and the page', () => {
    expect(toSearchBody({})).toEqual({
      Purpose: 0, City: 0, Location: [], Keywords: '', PropertyType: 0, MinPrice: 0, MaxPrice: 0, AreaUnit: 0,
      MinArea: 0, MaxArea: 0, BedRooms: 0, BathRooms: 0, Bounds: '', Near: '', Area: '', PageNumber: 1, PageSize: PAGE_SIZE,
      VerifiedOnly: false, OwnersOnly: false, HideUnapproved: false, Possession: '',
    });
    const body = toSearchBody({ Purpose: 1, City: 3, Location: [4, 7], Keywords: 'lawn', MinPrice: 5_000_000, Page: 2 }, 'price-asc');
    expect(body).toMatchObject({ Purpose: 1, City: 3, Location: [4, 7], Keywords: 'lawn', MinPrice: 5_000_000, PageNumber: 2, SortBy: 'price-asc' });
  });

  it('is what the server accepts, unchanged', () => {
    const body = toSearchBody({ Purpose: 2, City: 1, Location: [101], BedRooms: 3, MaxArea: 10, Near: '31.47,74.41,3', VerifiedOnly: true, OwnersOnly: true, HideUnapproved: true, Possession: 'allocation-letter', Page: 4 }, 'newest');
    expect(v.parse(SearchSchema, body)).toEqual(body);
  });
});
