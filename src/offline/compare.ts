/**
 * The listings picked for comparing: at most four, kept on the device with what
 * the table needs, so /compare works offline.
 */
import { toggleCompare } from '../lib/compare-pick.ts';
import type { CompareItem } from '../lib/compare.ts';
import { localList } from './local-list.ts';

const picks = localList<CompareItem>('basera-compare');

export function useCompareList(): CompareItem[] {
  return picks.use();
}

export function toggleCompared(item: CompareItem): void {
  picks.write(toggleCompare(picks.read(), item));
}

export function clearCompared(): void {
  picks.write([]);
}
