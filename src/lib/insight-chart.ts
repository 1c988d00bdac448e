/**
 * The scaling of owner insight's small bar chart, and the sentence that says
 * what it shows for those who cannot see it. Pure, so it is unit-tested; the SVG only draws these.
 */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface BarBox {
  width: number;
  height: number;
  /** Space between bars, in the same units. */
  gap: number;
}

/**
 * Bars from the left, bottom-aligned, the tallest filling the height. A day with any count is at
 * least one unit tall so it never reads as none; with nothing at all every bar is flat.
 */
export function barLayout(values: readonly number[], box: BarBox): Bar[] {
  const n = values.length;
  if (!n) return [];
  const max = Math.max(0, ...values);
  const width = Math.max(0, (box.width - box.gap * (n - 1)) / n);
  return values.map((raw, i) => {
    const value = Math.max(0, raw);
    const scaled = max > 0 ? (value / max) * box.height : 0;
    const height = value > 0 ? Math.max(1, Math.round(scaled * 10) / 10) : 0;
    return { x: Math.round(i * (width + box.gap) * 100) / 100, y: box.height - height, width, height, value };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '7 Mar' from '2030-03-07'. */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1] ?? ''}`.trim();
}

/**
 * 'Views per day over the last 7 days: 5 in all, most on 7 Mar (3).' The busiest day is the
 * latest of equals, the one an owner most likely remembers changing something on.
 */
export function describeSeries(days: ReadonlyArray<{ Day: string; value: number }>, what: { one: string; many: string }): string {
  const total = days.reduce((s, d) => s + d.value, 0);
  const span = `${what.many[0]!.toUpperCase()}${what.many.slice(1)} per day over the last ${days.length} days`;
  if (!total) return `${span}: none yet.`;
  let best = days[0]!;
  for (const d of days) if (d.value >= best.value) best = d;
  return `${span}: ${total} in all, most on ${shortDay(best.Day)} (${best.value}).`;
}
