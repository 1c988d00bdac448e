import { describe, expect, it } from 'vitest';
import { packSpans } from '../../src/lib/grid.ts';

const rowsAreFull = (spans: number[], cols: number) => {
  let used = 0;
  for (const s of spans) {
    expect(used + s).toBeLessThanOrEqual(cols);
    used = (used + s) % cols;
  }
  expect(used).toBe(0);
};

describe('packSpans', () => {
  it('stretches the last tile to fill the last row', () => {
    expect(packSpans([2, 1, 1, 1, 1, 1], 3)).toEqual([2, 1, 1, 1, 1, 3]);
    expect(packSpans([2, 1, 1, 1, 1, 1], 2)).toEqual([2, 1, 1, 1, 1, 2]);
  });

  it('stretches the tile before one that would wrap, so no hole is left mid-grid', () => {
    expect(packSpans([1, 1, 2, 1], 3)).toEqual([1, 2, 2, 1]);
  });

  it('clamps spans to the column count and to at least 1', () => {
    expect(packSpans([5, 0, -2, Number.NaN], 3)).toEqual([3, 1, 1, 1]);
  });

  it('leaves already full rows alone and works for one column', () => {
    expect(packSpans([1, 2, 3], 3)).toEqual([1, 2, 3]);
    expect(packSpans([2, 2, 1], 1)).toEqual([1, 1, 1]);
    expect(packSpans([], 3)).toEqual([]);
  });

  it('always yields full rows', () => {
    for (const spans of [[1], [2, 2, 2], [1, 3, 1, 2, 1], [2, 1, 2, 1, 1, 2, 1]]) {
      for (const cols of [2, 3, 4]) rowsAreFull(packSpans(spans, cols), cols);
    }
  });
});
