/**
 * The freshness line of cards and the listing page: "Confirmed available today",
 * "… yesterday", "… 3 days ago". Counted in calendar days of the viewer's clock, like publish dates
 * (dates.ts), so a confirmation at 23:00 reads "yesterday" the next morning.
 */
import { timeMessages as m } from './time-messages.ts';

const DAY = 24 * 60 * 60_000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** '' for a missing or invalid date; a date slightly ahead of the viewer's clock (skew) is "today". */
export function confirmedAvailableText(iso: string | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return m.confirmedToday;
  if (days === 1) return m.confirmedYesterday;
  return m.confirmedDaysAgo(days);
}
