import { describe, expect, it } from 'vitest';
import { areaIn, compareRows, mixedPurposes, pricePer, type CompareItem } from '../../src/lib/compare.ts';
import { toggleCompare } from '../../src/lib/compare-pick.ts';

const item = (over: Partial<CompareItem>): CompareItem => ({
  PropertyId: 1, PropertyUrl: 'x-1', Title: 'T', Purpose: 'For Sale', Type: 'House', Price: 20_000_000, Area: 10, AreaUnit: 'Marla',
  BedRooms: '4', BathRooms: '3', Location: 'DHA Phase 6', City: 'Lahore', ImageUrl: '', PublishDate: '2026-11-20T00:00:00Z', ...over,
});

describe('comparing listings', () => {
  it('converts areas and prices per area between Pakistani units', () => {
    expect(areaIn(item({ Area: 1, AreaUnit: 'Kanal' }), 'Marla')).toBe(20);
    expect(areaIn(item({ Area: 5, AreaUnit: 'Marla' }), 'Square Feet')).toBe(1125);
    expect(pricePer(item({ Price: 30_000_000, Area: 1, AreaUnit: 'Kanal' }), 'Marla')).toBe(1_500_000);
    expect(pricePer(item({ Area: 0 }), 'Marla')).toBeNull();
    // The visitor's Marla size counts: 10 revenue Marla are 2,722.5 sq ft, shown as 2,723.
    expect(areaIn(item({ Area: 10, AreaUnit: 'Marla' }), 'Square Feet', 272.25)).toBe(2723);
    expect(pricePer(item({ Price: 27_225_000, Area: 10, AreaUnit: 'Marla' }), 'Square Feet', 272.25)).toBe(10_000);
    expect(areaIn(item({ Area: 10, AreaUnit: 'Acres' }), 'Marla')).toBeNull();
  });

  it('keeps at most four, the oldest pick giving way, and a second tap removes', () => {
    let list: CompareItem[] = [];
    for (let id = 1; id <= 5; id += 1) list = toggleCompare(list, item({ PropertyId: id }));
    expect(list.map((i) => i.PropertyId)).toEqual([2, 3, 4, 5]);
    expect(toggleCompare(list, item({ PropertyId: 3 })).map((i) => i.PropertyId)).toEqual([2, 4, 5]);
  });

  it('marks the rows that differ and the lowest price per area', () => {
    const rows = compareRows([
      item({ PropertyId: 1, Price: 20_000_000, Area: 10 }),
      item({ PropertyId: 2, Price: 30_000_000, Area: 1, AreaUnit: 'Kanal' }),
    ], 'Marla', new Date('2026-11-24T00:00:00Z'));
    const byLabel = new Map(rows.map((r) => [r.label, r]));
    expect(byLabel.get('Price')).toMatchObject({ values: ['PKR 2 Crore', 'PKR 3 Crore'], differs: true });
    expect(byLabel.get('PKR per Marla')).toMatchObject({ values: ['20 Lakh', '15 Lakh'], best: [1] });
    // A converted area keeps the owner's own figure beside it.
    expect(byLabel.get('Area (Marla)')!.values).toEqual(['10', '20 (1 Kanal)']);
    expect(byLabel.get('Type')).toMatchObject({ differs: false });
    expect(byLabel.get('Listed for')!.values).toEqual(['4 days', '4 days']);
  });

  it('never marks a monthly rent lowest beside sale prices, and reads rent per area by the month', () => {
    const sale = (id: number, price: number) => item({ PropertyId: id, Price: price, Area: 10 });
    const rent = (id: number, price: number) => item({ PropertyId: id, Purpose: 'For Rent', Price: price, Area: 10 });
    // 30 Thousand a month for 10 Marla is 3 Thousand per Marla, beside sales of 2.6 and 2.7 Crore.
    const mixed = [sale(1, 26_000_000), rent(2, 30_000), sale(3, 27_000_000)];
    expect(mixedPurposes(mixed)).toBe(true);
    const per = compareRows(mixed, 'Marla').find((r) => r.label === 'PKR per Marla')!;
    expect(per.values).toEqual(['26 Lakh', '3 Thousand/month', '27 Lakh']);
    expect(per.best).toEqual([0]);
    expect(compareRows(mixed, 'Marla').find((r) => r.label === 'Price')!.values[1]).toBe('PKR 30 Thousand/month');

    // Like with like: the lowest sale and the lowest rent, each among its own.
    const both = [sale(1, 26_000_000), rent(2, 30_000), sale(3, 25_000_000), rent(4, 20_000)];
    expect(compareRows(both, 'Marla').find((r) => r.label === 'PKR per Marla')!.best).toEqual([2, 3]);

    // One of each: nothing is lowest.
    expect(compareRows([sale(1, 26_000_000), rent(2, 30_000)], 'Marla').find((r) => r.label === 'PKR per Marla')!.best).toEqual([]);

    // All for rent: the lowest rent is marked and no warning is due.
    const rents = [rent(1, 30_000), rent(2, 50_000)];
    expect(mixedPurposes(rents)).toBe(false);
    expect(compareRows(rents, 'Marla').find((r) => r.label === 'PKR per Marla')).toMatchObject({ values: ['3 Thousand/month', '5 Thousand/month'], best: [0] });
  });
});
