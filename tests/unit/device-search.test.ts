import { describe, expect, it } from 'vitest';
import { matchesOnDevice, searchOnDevice, type DeviceSearchNames } from '../../src/lib/device-search.ts';
import type { ListingCard } from '../../src/contract/types.ts';

// A search never run, answered offline from the cards already on the device.
const names: DeviceSearchNames = {
  reference: {
    Cities: [{ Id: 1, Text: 'Lahore' }, { Id: 3, Text: 'Islamabad' }],
    Types: [{ Id: 1, Text: 'House', SubType: 'HOMES', Category: 'Homes' }, { Id: 7, Text: 'Residential Plot', SubType: '', Category: 'Plots' }],
    BedRooms: [{ Id: 3, Text: '3' }, { Id: 4, Text: '4' }],
    BathRooms: [{ Id: 2, Text: '2' }],
    AreaUnits: [{ Id: 1, Text: 'Marla', SquareFeet: 225 }, { Id: 2, Text: 'Kanal', SquareFeet: 4500 }, { Id: 3, Text: 'Square Feet', SquareFeet: 1 }],
    Purposes: [{ Id: 1, Text: 'For Sale' }, { Id: 2, Text: 'For Rent' }],
  },
  locations: [{ Id: 10, Text: 'DHA Phase 6', CityId: 1 }, { Id: 11, Text: 'G-13', CityId: 3 }],
};

const card = (over: Partial<ListingCard>): ListingCard => ({
  PropertyId: 1, Purpose: 'For Sale', Type: 'House', Price: 25_000_000, PriceInWords: '2.5 Crore', Area: 10, AreaUnit: 'Marla',
  Images: [], PropertyUrl: 'house-1', Title: '10 Marla house in DHA Phase 6', Location: 'DHA Phase 6', City: 'Lahore',
  BedRooms: '4', BathRooms: '2', UserName: 'ali', PublishDate: '2026-11-01T00:00:00Z', ...over,
});

describe('search on the device', () => {
  it('applies the criteria the server applies, by the names cards carry', () => {
    const house = card({});
    expect(matchesOnDevice(house, { City: 1, Purpose: 1, PropertyType: 1 }, names)).toBe(true);
    expect(matchesOnDevice(house, { City: 3 }, names)).toBe(false);
    expect(matchesOnDevice(house, { Purpose: 2 }, names)).toBe(false);
    expect(matchesOnDevice(house, { Location: [11, 10] }, names)).toBe(true);
    expect(matchesOnDevice(house, { Location: [11] }, names)).toBe(false);
    expect(matchesOnDevice(house, { BedRooms: 4, BathRooms: 2 }, names)).toBe(true);
    expect(matchesOnDevice(house, { BedRooms: 3 }, names)).toBe(false);
    expect(matchesOnDevice(house, { MinPrice: 20_000_000, MaxPrice: 25_000_000 }, names)).toBe(true);
    expect(matchesOnDevice(house, { MaxPrice: 24_999_999 }, names)).toBe(false);
    expect(matchesOnDevice(house, { VerifiedOnly: true }, names)).toBe(false);
    expect(matchesOnDevice(card({ Verifications: [{ Kind: 'phone', At: '2026-11-02T00:00:00Z' }] }), { VerifiedOnly: true }, names)).toBe(true);
    // A photo check kept on the device past its Until no longer counts; one still held does.
    const lapsed = { Kind: 'photos' as const, At: '2020-01-01T00:00:00Z', Until: '2020-01-31T00:00:00Z' };
    expect(matchesOnDevice(card({ Verifications: [lapsed] }), { VerifiedOnly: true }, names)).toBe(false);
    const held = { Kind: 'photos' as const, At: new Date().toISOString(), Until: new Date(Date.now() + 86_400_000).toISOString() };
    expect(matchesOnDevice(card({ Verifications: [held] }), { VerifiedOnly: true }, names)).toBe(true);
  });

  it('compares areas across units: 10 Marla is half a Kanal, and 2,250 square feet', () => {
    const house = card({});
    expect(matchesOnDevice(house, { AreaUnit: 2, MinArea: 0.5 }, names)).toBe(true);
    expect(matchesOnDevice(house, { AreaUnit: 2, MinArea: 1 }, names)).toBe(false);
    expect(matchesOnDevice(house, { AreaUnit: 3, MinArea: 2250, MaxArea: 2250 }, names)).toBe(true);
  });

  it('finds keywords in the card, sector codes and synonyms included', () => {
    const flat = card({ Title: 'Flat in G-13/2', Type: 'Flat', City: 'Islamabad', Location: 'G-13' });
    expect(matchesOnDevice(flat, { Keywords: 'g13' }, names)).toBe(true);
    expect(matchesOnDevice(flat, { Keywords: 'flat islamabad' }, names)).toBe(true);
    expect(matchesOnDevice(card({}), { Keywords: 'kothi' }, names)).toBe(true);
    expect(matchesOnDevice(flat, { Keywords: 'bahria' }, names)).toBe(false);
  });

  it('lists each listing once, newest first', () => {
    const older = card({ PropertyId: 1, PublishDate: '2026-10-01T00:00:00Z' });
    const newer = card({ PropertyId: 2, PublishDate: '2026-11-20T00:00:00Z' });
    expect(searchOnDevice([older, newer, older], { City: 1 }, names).map((c) => c.PropertyId)).toEqual([2, 1]);
  });
});
