import { describe, expect, it } from 'vitest';
import { addDays, buildInsight, pktDay, pktDayStart, type CountRow } from '../../src/lib/insight.ts';
import { barLayout, describeSeries, shortDay } from '../../src/lib/insight-chart.ts';

describe('Pakistani days', () => {
  it('turns at 19:00 UTC, midnight in Pakistan', () => {
    expect(pktDay(new Date('2030-03-09T18:59:59Z'))).toBe('2030-03-09');
    expect(pktDay(new Date('2030-03-09T19:00:00Z'))).toBe('2030-03-10');
    expect(pktDayStart('2030-03-10').toISOString()).toBe('2030-03-09T19:00:00.000Z');
  });

  it('steps across months and years', () => {
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-10', -29)).toBe('2030-02-09');
  });
});

describe('buildInsight', () => {
  const row = (propertyId: number, day: string, kind: CountRow['kind'], count: number): CountRow => ({ propertyId, day, kind, count });

  it('fills 30 days ending today, zeros included, and sums the last 7 and 30', () => {
    const [one, two] = buildInsight([1, 2], [
      row(1, '2030-03-10', 'Views', 4),
      row(1, '2030-03-10', 'Views', 1), // the same day and kind from two sources adds up
      row(1, '2030-03-04', 'Calls', 2), // the 7th day back: inside the week
      row(1, '2030-03-03', 'Enquiries', 1), // the 8th: only in the month
      row(1, '2030-02-09', 'Matches', 1), // the 30th day back: the series' first day
      row(1, '2030-02-08', 'Favourites', 9), // too old
      row(1, '2030-03-11', 'WhatsApp', 9), // a day to come
      row(3, '2030-03-10', 'Views', 9), // not asked for
      row(2, '2030-03-09', 'WhatsApp', 3),
    ], '2030-03-10');
    expect(one!.Daily).toHaveLength(30);
    expect(one!.Daily[0]!.Day).toBe('2030-02-09');
    expect(one!.Daily.at(-1)).toEqual({ Day: '2030-03-10', Views: 5, Reveals: 0, Calls: 0, WhatsApp: 0, Enquiries: 0, Favourites: 0, Matches: 0 });
    expect(one!.Last7).toEqual({ Views: 5, Reveals: 0, Calls: 2, WhatsApp: 0, Enquiries: 0, Favourites: 0, Matches: 0 });
    expect(one!.Last30).toEqual({ Views: 5, Reveals: 0, Calls: 2, WhatsApp: 0, Enquiries: 1, Favourites: 0, Matches: 1 });
    expect(two!.PropertyId).toBe(2);
    expect(two!.Last7.WhatsApp).toBe(3);
  });
});

describe('barLayout', () => {
  const box = { width: 100, height: 50, gap: 2 };

  it('scales the tallest bar to the height and bottom-aligns the rest', () => {
    const bars = barLayout([0, 5, 10], box);
    expect(bars.map((b) => b.height)).toEqual([0, 25, 50]);
    expect(bars.map((b) => b.y)).toEqual([50, 25, 0]);
    expect(bars[0]!.width).toBeCloseTo(32);
    expect(bars.map((b) => b.x)).toEqual([0, 34, 68]);
  });

  it('keeps a small count visible and a day of nothing flat', () => {
    const bars = barLayout([1000, 1, 0], box);
    expect(bars[1]!.height).toBe(1);
    expect(bars[2]!.height).toBe(0);
  });

  it('draws no bar up when there is nothing at all, and nothing for no days', () => {
    expect(barLayout([0, 0, 0], box).every((b) => b.height === 0 && b.y === 50)).toBe(true);
    expect(barLayout([], box)).toEqual([]);
  });
});

describe('describeSeries', () => {
  const views = { one: 'view', many: 'views' };
  it('says the total and the busiest day, the latest of equals', () => {
    expect(describeSeries([{ Day: '2030-03-08', value: 2 }, { Day: '2030-03-09', value: 0 }, { Day: '2030-03-10', value: 2 }], views))
      .toBe('Views per day over the last 3 days: 4 in all, most on 10 Mar (2).');
  });
  it('says none when there is nothing', () => {
    expect(describeSeries([{ Day: '2030-03-10', value: 0 }], views)).toBe('Views per day over the last 1 days: none yet.');
  });
  it('writes days as people say them', () => {
    expect(shortDay('2030-12-01')).toBe('1 Dec');
  });
});
