/**
 * Bedroom and bathroom values arrive as display strings ('3', '10+', 'Studio', or '' for plots).
 * Cards show them only when they say something.
 */
export function hasRooms(value: string | null | undefined): value is string {
  if (value == null) return false;
  const v = value.trim();
  return v !== '' && v !== '0';
}

/** '3' -> '3 Beds', '1' -> '1 Bed', '10+' -> '10+ Beds', 'Studio' -> 'Studio'; null when empty. */
export function formatRooms(value: string | null | undefined, singular: string): string | null {
  if (!hasRooms(value)) return null;
  const v = value.trim();
  if (!/^\d+\+?$/.test(v)) return v;
  return `${v} ${v === '1' ? singular : `${singular}s`}`;
}
