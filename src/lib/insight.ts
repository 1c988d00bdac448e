/**
 * Owner insight's arithmetic, pure so it is unit-tested: Pakistan's calendar day
 * of a moment, and daily counter rows folded into the owner's 7- and 30-day windows and series.
 */
import {
  INSIGHT_COUNT_KEYS, INSIGHT_SERIES_DAYS, type InsightCounts, type InsightDay, type ListingInsight,
} from '../contract/insight.ts';

/** Pakistan keeps UTC+5 all year (no daylight saving since 2009), so a fixed offset is exact. */
const PKT_OFFSET_MS = 5 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The calendar day (YYYY-MM-DD) in Pakistan at a moment. */
export function pktDay(at: Date): string {
  return new Date(at.getTime() + PKT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The moment a Pakistani day begins, for comparing with stored timestamps. */
export function pktDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - PKT_OFFSET_MS);
}

/** A stored row: the counters' kinds and the tables counted for the owner share these names. */
export interface CountRow {
  propertyId: number;
  day: string;
  kind: keyof InsightCounts;
  count: number;
}

export const zeroCounts = (): InsightCounts => ({ Views: 0, Reveals: 0, Calls: 0, WhatsApp: 0, Enquiries: 0, Favourites: 0, Matches: 0 });

function sum(days: readonly InsightDay[]): InsightCounts {
  const total = zeroCounts();
  for (const d of days) for (const k of INSIGHT_COUNT_KEYS) total[k] += d[k];
  return total;
}

/**
 * Each listing's series of INSIGHT_SERIES_DAYS days ending `today` (every day present, zeros
 * included, so a chart needs no gaps filled) and its totals over the last 7 and 30 days. Rows
 * outside the series, or of listings not asked for, are ignored.
 */
export function buildInsight(propertyIds: readonly number[], rows: readonly CountRow[], today: string): ListingInsight[] {
  const first = addDays(today, -(INSIGHT_SERIES_DAYS - 1));
  const days = Array.from({ length: INSIGHT_SERIES_DAYS }, (_, i) => addDays(first, i));
  const series = new Map(propertyIds.map((id) => [id, days.map((Day): InsightDay => ({ Day, ...zeroCounts() }))]));
  for (const row of rows) {
    const daily = series.get(row.propertyId);
    if (!daily || row.day < first || row.day > today) continue;
    const slot = daily[days.indexOf(row.day)];
    if (slot) slot[row.kind] += row.count;
  }
  return propertyIds.map((PropertyId) => {
    const Daily = series.get(PropertyId) ?? [];
    return { PropertyId, Last7: sum(Daily.slice(-7)), Last30: sum(Daily), Daily };
  });
}
