/** "saved 5 minutes ago": how old the data on screen is, for the offline banner. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (n: number, unit: string): string => `saved ${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function formatSavedAge(savedAt: number, now: number = Date.now()): string {
  const age = Math.max(0, now - savedAt);
  if (age < MINUTE) return 'saved just now';
  if (age < HOUR) return ago(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return ago(Math.floor(age / HOUR), 'hour');
  return ago(Math.floor(age / DAY), 'day');
}
