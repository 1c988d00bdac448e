/** "saved 5 minutes ago": how old the data on screen is, for the offline banner. */
import { timeMessages as m } from './time-messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatSavedAge(savedAt: number, now: number = Date.now()): string {
  const age = Math.max(0, now - savedAt);
  if (age < MINUTE) return m.savedJustNow;
  if (age < HOUR) return m.savedMinutesAgo(Math.floor(age / MINUTE));
  if (age < DAY) return m.savedHoursAgo(Math.floor(age / HOUR));
  return m.savedDaysAgo(Math.floor(age / DAY));
}
