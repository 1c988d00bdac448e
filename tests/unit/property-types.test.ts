import { describe, expect, it } from 'vitest';
import type { PropertyTypeOption } from '../../src/contract/types.ts';
import { groupTypesByCategory } from '../../src/lib/property-types.ts';

const type = (Id: number, Text: string, Category: string): PropertyTypeOption => ({
  Id,
  Text,
  Category,
  SubType: Category === 'Homes' ? 'HOMES' : '',
});

describe('groupTypesByCategory', () => {
  it('groups by category in order of first appearance, keeping the order inside each group', () => {
    const types = [
      type(1, 'House', 'Homes'),
      type(7, 'Residential Plot', 'Plots'),
      type(2, 'Flat', 'Homes'),
      type(9, 'Shop', 'Commercial'),
      type(8, 'Commercial Plot', 'Plots'),
    ];
    expect(groupTypesByCategory(types).map(([category, list]) => [category, list.map((t) => t.Id)])).toEqual([
      ['Homes', [1, 2]],
      ['Plots', [7, 8]],
      ['Commercial', [9]],
    ]);
  });

  it('puts uncategorised types under Other', () => {
    const groups = groupTypesByCategory([type(3, 'Room', ''), type(1, 'House', 'Homes'), type(4, 'Annexe', '')]);
    expect(groups.map(([category, list]) => [category, list.map((t) => t.Text)])).toEqual([
      ['Other', ['Room', 'Annexe']],
      ['Homes', ['House']],
    ]);
  });

  it('gives no groups for no types, without changing its input', () => {
    expect(groupTypesByCategory([])).toEqual([]);
    const types = Object.freeze([type(1, 'House', 'Homes')]);
    expect(groupTypesByCategory(types)[0]?.[1]).toEqual([types[0]]);
  });
});
