/**
 * Which page numbers a pager shows: at most `max` of them, a window kept around the current page
 * and shifted at the ends so it stays full (1 2 3 4 5 6 7 … then 4 5 6 7 8 9 10).
 */
export function pageWindow(current: number, totalPages: number, max: number): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || max < 1) return [];
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), total);
  const size = Math.min(Math.floor(max), total);
  let start = page - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Pages needed for `count` items at `pageSize` a page (never fewer than 0). */
export function pageCount(count: number, pageSize: number): number {
  if (!(count > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(count / pageSize);
}
