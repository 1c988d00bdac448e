/**
 * How a poster's typical first-reply time is said on a listing ("within an hour", "within 2 hours",
 * "within a day", "within 3 days"): rounded up to the unit, so the words never promise more than the
 * figure. The words themselves are in the catalogs; this picks the unit and the count.
 */
export type ReplyWithin = { unit: 'hour' | 'hours' | 'day' | 'days'; count: number };

export function replyWithin(minutes: number): ReplyWithin {
  const hours = Math.max(1, Math.ceil(minutes / 60));
  if (hours === 1) return { unit: 'hour', count: 1 };
  if (hours < 24) return { unit: 'hours', count: hours };
  const days = Math.ceil(hours / 24);
  return days === 1 ? { unit: 'day', count: 1 } : { unit: 'days', count: days };
}
