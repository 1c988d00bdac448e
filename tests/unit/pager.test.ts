import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from '../../src/components/pager/pages.ts';
import { PAGER_MAX_PAGES } from '../../src/contract/constants.ts';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3, PAGER_MAX_PAGES)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 1, 7)).toEqual([1]);
  });

  it('never shows more than the maximum, centred on the current page', () => {
    expect(pageWindow(10, 30, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    for (let page = 1; page <= 30; page++) {
      const pages = pageWindow(page, 30, PAGER_MAX_PAGES);
      expect(pages).toHaveLength(PAGER_MAX_PAGES);
      expect(pages).toContain(page);
    }
  });

  it('stays full at both ends', () => {
    expect(pageWindow(1, 30, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 30, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(30, 30, 7)).toEqual([24, 25, 26, 27, 28, 29, 30]);
    expect(pageWindow(29, 30, 7)).toEqual([24, 25, 26, 27, 28, 29, 30]);
  });

  it('clamps a page outside the range and handles nothing to page', () => {
    expect(pageWindow(99, 5, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(0, 9, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0, 7)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up and treats nothing as no pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(1234, 10)).toBe(124);
    expect(pageCount(5, 0)).toBe(0);
  });
});
