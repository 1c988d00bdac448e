/**
 * Column spans for a tile grid so that every row is exactly full: an item that would not fit on the
 * current row makes the item before it stretch to the row's end, and the last item fills the last row.
 * CSS grid alone leaves holes in those places.
 */
export function packSpans(spans: readonly number[], columns: number): number[] {
  const cols = Math.max(1, Math.floor(columns));
  const out = spans.map((s) => Math.min(Math.max(Math.round(s) || 1, 1), cols));
  let used = 0;
  for (let i = 0; i < out.length; i++) {
    const span = out[i] ?? 1;
    if (used + span > cols) {
      const prev = i - 1;
      if (prev >= 0) out[prev] = (out[prev] ?? 1) + (cols - used);
      used = 0;
    }
    used = (used + span) % cols;
  }
  const last = out.length - 1;
  if (last >= 0 && used > 0) out[last] = (out[last] ?? 1) + (cols - used);
  return out;
}
