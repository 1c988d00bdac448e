import { describe, expect, it } from 'vitest';
import { AREA_OPTIONS } from '../../src/contract/constants.ts';
import { areaSteps, convertArea, stepsWith } from '../../src/features/search/options.ts';

const marla = { Id: 1, Text: 'Marla', SquareFeet: 225 };
const kanal = { Id: 2, Text: 'Kanal', SquareFeet: 4500 };
const yards = { Id: 4, Text: 'Square Yards', SquareFeet: 9 };

describe('area steps', () => {
  it('are in each unit\'s own scale, starting with Any', () => {
    expect(areaSteps(1)).toEqual([0, 2, 3, 5, 7, 8, 10, 12, 15, 20]);
    expect(areaSteps(2)).toEqual([0, 1, 2, 4, 8, 10, 20]);
    expect(areaSteps(4)).toEqual([0, 60, 120, 200, 240, 400, 500, 1_000]);
    expect(areaSteps(3)).toEqual(AREA_OPTIONS);
    expect(areaSteps(0)).toEqual(AREA_OPTIONS);
    expect(areaSteps(99)).toEqual(AREA_OPTIONS);
  });

  it('keep a typed size that is not a step visible, in order', () => {
    expect(stepsWith(areaSteps(1), 6)).toEqual([0, 2, 3, 5, 6, 7, 8, 10, 12, 15, 20]);
  });
});

describe('convertArea', () => {
  it('carries a size to another unit when it stays whole, and clears it otherwise', () => {
    expect(convertArea(20, marla, kanal)).toBe(1);
    expect(convertArea(2, kanal, marla)).toBe(40);
    expect(convertArea(10, marla, kanal)).toBe(0);
    expect(convertArea(5, marla, yards)).toBe(125);
    expect(convertArea(2250, undefined, marla)).toBe(10);
    expect(convertArea(0, marla, kanal)).toBe(0);
  });
});
