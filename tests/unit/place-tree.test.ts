import { describe, expect, it } from 'vitest';
import { placeChoices, placeGroups } from '../../src/lib/place-tree.ts';
import { LOCATIONS } from '../../server/seed/reference-data.ts';
import type { LocationOption } from '../../src/contract/types.ts';

const ofCity = (cityId: number): LocationOption[] => LOCATIONS.filter((l) => l.cityId === cityId)
  .map((l) => ({ Id: l.id, Text: l.name, CityId: l.cityId, ParentId: l.parentId }))
  // As the API sends them: by name.
  .sort((a, b) => a.Text.localeCompare(b.Text));

describe('placeChoices: society → phase → block', () => {
  it('lists each society with its phases in number order, then its blocks under their phase', () => {
    const lahore = placeChoices(ofCity(1));
    expect(lahore).toHaveLength(ofCity(1).length);
    const dha = lahore.filter((c) => c.group?.label === 'DHA Lahore').map((c) => `${c.depth}:${c.label}`);
    expect(dha.slice(0, 4)).toEqual(['0:DHA Lahore', '1:DHA Phase 1', '1:DHA Phase 2', '1:DHA Phase 3']);
    expect(dha.indexOf('1:DHA Phase 10')).toBeGreaterThan(dha.indexOf('1:DHA Phase 9 Town'));
    const bahria = lahore.filter((c) => c.group?.label === 'Bahria Town').map((c) => `${c.depth}:${c.label}`);
    const sectorC = bahria.indexOf('1:Bahria Town Sector C');
    expect(bahria.slice(sectorC, sectorC + 4)).toEqual(['1:Bahria Town Sector C', '2:Janiper Block', '2:Jasmine Block', '2:Tulip Block']);
    // An area with nothing within it is not grouped.
    expect(lahore.find((c) => c.label === 'Gulberg')).toEqual({ value: 109, label: 'Gulberg', depth: 0 });
  });

  it('keeps each group together, so a listbox can wrap it in one named group', () => {
    const groups = placeGroups(ofCity(2)).filter((r) => r.group).map((r) => r.group!.label);
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups).toEqual(expect.arrayContaining(['DHA Karachi', 'Gulshan-e-Iqbal', 'Clifton', 'Bahria Town Karachi']));
    const gulshan = placeGroups(ofCity(2)).find((r) => r.group?.label === 'Gulshan-e-Iqbal')!;
    expect(gulshan.options.map((o) => o.label)).toContain('Gulshan-e-Iqbal Block 13-D');
  });

  it('lists a place whose parent is missing on its own, and a flat list as it is', () => {
    const orphan = placeChoices([{ Id: 5, Text: 'Phase 1', CityId: 1, ParentId: 99 }, { Id: 6, Text: 'Askari', CityId: 1 }]);
    expect(orphan.map((c) => [c.label, c.depth, c.group])).toEqual([['Askari', 0, undefined], ['Phase 1', 0, undefined]]);
  });
});
