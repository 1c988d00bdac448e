/**
 * Quiet hours for push: nothing buzzes a phone from 22:00 to 08:00 Pakistan time.
 * Pakistan keeps UTC+5 all year (no daylight saving since 2009), so a fixed offset is exact.
 */
const PKT_OFFSET_MS = 5 * 60 * 60_000;
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;

/** When a push made at `now` may be sent: `now` itself, or 08:00 Pakistan time after the night. */
export function pushSendTime(now: Date): Date {
  const local = new Date(now.getTime() + PKT_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - PKT_OFFSET_MS);
}
