/**
 * The applied criteria of a results page as removable chips ("House", "For Rent", "G-13", "Up to
 * 50 Lakh"), whether the user chose them in the filters or the search read them from their words.
 */
import { NEAR_DEFAULT_KM } from '../../contract/map-search.ts';
import type { DropDownData, LocationOption } from '../../contract/types.ts';
import { priceInWords } from '../../lib/price.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { cityLabel, purposeLabel, typeLabel, unitLabel } from '../../lib/reference-labels.ts';
import { searchMessages } from './search-messages.ts';
import { possessionLabels } from '../../contract/possession-label-messages.ts';

const m = searchMessages.chips;

export interface Chip {
  /** Stable per criterion: what the remove button takes away. */
  id: 'Purpose' | 'City' | 'Location' | 'PropertyType' | 'Price' | 'Area' | 'BedRooms' | 'BathRooms' | 'Keywords' | 'Near' | 'Bounds' | 'Drawn'
    | 'VerifiedOnly' | 'OwnersOnly' | 'HideUnapproved' | 'Possession';
  label: string;
}

function range(low: number | undefined, high: number | undefined, show: (n: number) => string): string {
  if (low !== undefined && high !== undefined) return low === high ? show(low) : m.both(show(low), show(high));
  if (high !== undefined) return m.upTo(show(high));
  return m.from(show(low!));
}

const typeLabelOr = (value: string | undefined, fallback: string): string => (value === undefined ? fallback : typeLabel(value));
const cityLabelOr = (value: string | undefined, fallback: string): string => (value === undefined ? fallback : cityLabel(value));

export function filterChips(c: SearchCriteria, dropDown: DropDownData | undefined, locations: readonly LocationOption[] | undefined): Chip[] {
  const chips: Chip[] = [];
  const name = (list: { Id: number; Text: string }[] | undefined, id: number) => list?.find((x) => x.Id === id)?.Text;
  if (c.Purpose) chips.push({ id: 'Purpose', label: purposeLabel(c.Purpose === 2 ? 'For Rent' : 'For Sale') });
  if (c.PropertyType) chips.push({ id: 'PropertyType', label: typeLabelOr(name(dropDown?.Types, c.PropertyType), m.propertyType) });
  if (c.City) chips.push({ id: 'City', label: cityLabelOr(name(dropDown?.Cities, c.City), m.city) });
  if (c.Location?.length) {
    const names = [...new Set(c.Location.map((id) => locations?.find((l) => l.Id === id)?.Text).filter((n): n is string => Boolean(n)))];
    const label = names.length === 0 ? m.locations(c.Location.length)
      : names.length <= 2 ? names.join(m.separator) : `${names[0]} +${names.length - 1}`;
    chips.push({ id: 'Location', label });
  }
  if (c.MinArea !== undefined || c.MaxArea !== undefined) {
    const unitName = c.AreaUnit ? name(dropDown?.AreaUnits, c.AreaUnit) : undefined;
    const unit = c.AreaUnit ? (unitName === undefined ? undefined : unitLabel(unitName)) : searchMessages.form.sqft;
    chips.push({ id: 'Area', label: `${range(c.MinArea, c.MaxArea, (n) => n.toLocaleString('en-IN'))} ${unit ?? ''}`.trim() });
  }
  if (c.MinPrice !== undefined || c.MaxPrice !== undefined) chips.push({ id: 'Price', label: range(c.MinPrice, c.MaxPrice, (n) => m.price(priceInWords(n))) });
  if (c.BedRooms) chips.push({ id: 'BedRooms', label: m.bed(name(dropDown?.BedRooms, c.BedRooms) ?? String(c.BedRooms)) });
  if (c.BathRooms) chips.push({ id: 'BathRooms', label: m.bath(name(dropDown?.BathRooms, c.BathRooms) ?? String(c.BathRooms)) });
  if (c.VerifiedOnly) chips.push({ id: 'VerifiedOnly', label: m.verifiedOnly });
  if (c.Keywords) chips.push({ id: 'Keywords', label: m.quoted(c.Keywords) });
  if (c.Near) chips.push({ id: 'Near', label: m.near(c.Near.split(',')[2] ?? String(NEAR_DEFAULT_KM)) });
  if (c.Bounds) chips.push({ id: 'Bounds', label: m.bounds });
  if (c.Area) chips.push({ id: 'Drawn', label: m.drawn });
  if (c.OwnersOnly) chips.push({ id: 'OwnersOnly', label: m.ownersOnly });
  if (c.HideUnapproved) chips.push({ id: 'HideUnapproved', label: m.approvedOnly });
  if (c.Possession) chips.push({ id: 'Possession', label: possessionLabels.status[c.Possession] });
  return chips;
}

/** The criteria without one chip: a city takes its locations along, a range both of its ends. */
export function withoutChip(c: SearchCriteria, id: Chip['id']): SearchCriteria {
  const next: SearchCriteria = { ...c };
  switch (id) {
    case 'City': delete next.City; delete next.Location; break;
    case 'Price': delete next.MinPrice; delete next.MaxPrice; break;
    case 'Area': delete next.MinArea; delete next.MaxArea; delete next.AreaUnit; break;
    // The drawn area is the criterion Area; the chip 'Area' is the size range.
    case 'Drawn': delete next.Area; break;
    default: delete next[id];
  }
  return next;
}
