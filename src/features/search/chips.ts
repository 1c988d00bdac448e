/**
 * The applied criteria of a results page as removable chips ("House", "For Rent", "G-13", "Up to
 * 50 Lakh"), whether the user chose them in the filters or the search read them from their words.
 */
import type { DropDownData, LocationOption } from '../../contract/types.ts';
import { priceInWords } from '../../lib/price.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';

export interface Chip {
  /** Stable per criterion: what the remove button takes away. */
  id: 'Purpose' | 'City' | 'Location' | 'PropertyType' | 'Price' | 'Area' | 'BedRooms' | 'BathRooms' | 'Keywords';
  label: string;
}

function range(low: number | undefined, high: number | undefined, show: (n: number) => string): string {
  if (low !== undefined && high !== undefined) return low === high ? show(low) : `${show(low)} to ${show(high)}`;
  if (high !== undefined) return `Up to ${show(high)}`;
  return `From ${show(low!)}`;
}

export function filterChips(c: SearchCriteria, dropDown: DropDownData | undefined, locations: readonly LocationOption[] | undefined): Chip[] {
  const chips: Chip[] = [];
  const name = (list: { Id: number; Text: string }[] | undefined, id: number) => list?.find((x) => x.Id === id)?.Text;
  if (c.Purpose) chips.push({ id: 'Purpose', label: c.Purpose === 2 ? 'For Rent' : 'For Sale' });
  if (c.PropertyType) chips.push({ id: 'PropertyType', label: name(dropDown?.Types, c.PropertyType) ?? 'Property type' });
  if (c.City) chips.push({ id: 'City', label: name(dropDown?.Cities, c.City) ?? 'City' });
  if (c.Location?.length) {
    const names = [...new Set(c.Location.map((id) => locations?.find((l) => l.Id === id)?.Text).filter((n): n is string => Boolean(n)))];
    const label = names.length === 0 ? `${c.Location.length} ${c.Location.length === 1 ? 'location' : 'locations'}`
      : names.length <= 2 ? names.join(', ') : `${names[0]} +${names.length - 1}`;
    chips.push({ id: 'Location', label });
  }
  if (c.MinArea !== undefined || c.MaxArea !== undefined) {
    const unit = c.AreaUnit ? name(dropDown?.AreaUnits, c.AreaUnit) : 'sq ft';
    chips.push({ id: 'Area', label: `${range(c.MinArea, c.MaxArea, (n) => n.toLocaleString('en-IN'))} ${unit ?? ''}`.trim() });
  }
  if (c.MinPrice !== undefined || c.MaxPrice !== undefined) chips.push({ id: 'Price', label: range(c.MinPrice, c.MaxPrice, (n) => `PKR ${priceInWords(n)}`) });
  if (c.BedRooms) chips.push({ id: 'BedRooms', label: `${name(dropDown?.BedRooms, c.BedRooms) ?? c.BedRooms} Bed` });
  if (c.BathRooms) chips.push({ id: 'BathRooms', label: `${name(dropDown?.BathRooms, c.BathRooms) ?? c.BathRooms} Bath` });
  if (c.Keywords) chips.push({ id: 'Keywords', label: `“${c.Keywords}”` });
  return chips;
}

/** The criteria without one chip: a city takes its locations along, a range both of its ends. */
export function withoutChip(c: SearchCriteria, id: Chip['id']): SearchCriteria {
  const next: SearchCriteria = { ...c };
  switch (id) {
    case 'City': delete next.City; delete next.Location; break;
    case 'Price': delete next.MinPrice; delete next.MaxPrice; break;
    case 'Area': delete next.MinArea; delete next.MaxArea; delete next.AreaUnit; break;
    default: delete next[id];
  }
  return next;
}
