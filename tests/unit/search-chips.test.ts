import { describe, expect, it } from 'vitest';
import { filterChips, withoutChip } from '../../src/features/search/chips.ts';
import type { DropDownData } from '../../src/contract/types.ts';

const dropDown: DropDownData = {
  Cities: [{ Id: 3, Text: 'Islamabad' }],
  Types: [{ Id: 1, Text: 'House', SubType: 'HOMES', Category: 'Homes' }],
  BedRooms: [{ Id: 3, Text: '3' }],
  BathRooms: [{ Id: 2, Text: '2' }],
  AreaUnits: [{ Id: 1, Text: 'Marla', SquareFeet: 225 }],
  Purposes: [],
};
const locations = [{ Id: 312, Text: 'G-13', CityId: 3 }, { Id: 313, Text: 'G-14', CityId: 3 }, { Id: 314, Text: 'G-15', CityId: 3 }];

describe('filterChips', () => {
  it('names every applied criterion as people read it', () => {
    const chips = filterChips({
      Purpose: 2, PropertyType: 1, City: 3, Location: [312], MinArea: 5, MaxArea: 10, AreaUnit: 1, MaxPrice: 5_000_000,
      BedRooms: 3, BathRooms: 2, Keywords: 'corner',
    }, dropDown, locations);
    expect(chips.map((c) => c.label)).toEqual(['For Rent', 'House', 'Islamabad', 'G-13', '5 to 10 Marla', 'Up to PKR 50 Lakh', '3 Bed', '2 Bath', '“corner”']);
  });

  it('shortens many locations and counts those whose names are not loaded yet', () => {
    expect(filterChips({ Location: [312, 313, 314] }, dropDown, locations)[0]!.label).toBe('G-13 +2');
    expect(filterChips({ Location: [312, 313] }, dropDown, undefined)[0]!.label).toBe('2 locations');
    expect(filterChips({ MinArea: 10, MaxArea: 10, AreaUnit: 1 }, dropDown, undefined)[0]!.label).toBe('10 Marla');
  });

  it('has a chip for "Verified only" that takes only the flag away', () => {
    const chips = filterChips({ City: 3, VerifiedOnly: true }, dropDown, locations);
    expect(chips.map((c) => [c.id, c.label])).toEqual([['City', 'Islamabad'], ['VerifiedOnly', 'Verified only']]);
    expect(withoutChip({ City: 3, VerifiedOnly: true }, 'VerifiedOnly')).toEqual({ City: 3 });
  });
});

describe('yes/no filters', () => {
  it('show as chips and go with them', () => {
    const c = { City: 3, OwnersOnly: true as const, HideUnapproved: true as const };
    expect(filterChips(c, dropDown, locations).map((x) => [x.id, x.label])).toEqual([
      ['City', 'Islamabad'], ['OwnersOnly', 'Owners only'], ['HideUnapproved', 'Unapproved schemes hidden'],
    ]);
    expect(withoutChip(c, 'OwnersOnly')).toEqual({ City: 3, HideUnapproved: true });
    expect(withoutChip(c, 'HideUnapproved')).toEqual({ City: 3, OwnersOnly: true });
  });
});

describe('possession filter', () => {
  it('shows the status as a chip that takes only the status away', () => {
    const c = { City: 3, Possession: 'allocation-letter' as const };
    expect(filterChips(c, dropDown, locations).map((x) => [x.id, x.label])).toEqual([['City', 'Islamabad'], ['Possession', 'Allocation letter']]);
    expect(withoutChip(c, 'Possession')).toEqual({ City: 3 });
  });
});

describe('withoutChip', () => {
  it('takes a city with its locations, and a range with both ends and its unit', () => {
    const c = { City: 3, Location: [312], MinPrice: 1, MaxPrice: 2, MinArea: 5, MaxArea: 10, AreaUnit: 1, Keywords: 'x' };
    expect(withoutChip(c, 'City')).toEqual({ MinPrice: 1, MaxPrice: 2, MinArea: 5, MaxArea: 10, AreaUnit: 1, Keywords: 'x' });
    expect(withoutChip(c, 'Area')).toEqual({ City: 3, Location: [312], MinPrice: 1, MaxPrice: 2, Keywords: 'x' });
    expect(withoutChip(c, 'Location')).toEqual({ City: 3, MinPrice: 1, MaxPrice: 2, MinArea: 5, MaxArea: 10, AreaUnit: 1, Keywords: 'x' });
  });
});
