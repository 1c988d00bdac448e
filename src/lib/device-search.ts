/**
 * Search over the listings already on the device: with no connection, a search
 * never run before is answered from the cards this device has seen (results, the home page,
 * recently viewed, favourites) by the same criteria the server applies, said plainly to be the
 * saved ones. Cards carry names, not ids, so the criteria's ids are read through the reference lists.
 */
import type { DropDownData, IdText, ListingCard, LocationOption } from '../contract/types.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { searchWords, synonymsOf } from './search-words.ts';

export interface DeviceSearchNames {
  reference: DropDownData;
  /** Every city's locations (the worker keeps them from its install). */
  locations: readonly LocationOption[];
}

const norm = (text: string | null | undefined): string => (text ?? '').trim().toLowerCase();
const nameOf = (list: readonly IdText[], id: number | undefined): string | undefined => list.find((o) => o.Id === id)?.Text;
const sameName = (wanted: string | undefined, actual: string): boolean => wanted !== undefined && norm(wanted) === norm(actual);

function squareFeet(area: number, unit: string | number | undefined, names: DeviceSearchNames): number | null {
  const option = names.reference.AreaUnits.find((u) => (typeof unit === 'number' ? u.Id === unit : norm(u.Text) === norm(unit)));
  return option ? area * option.SquareFeet : null;
}

function keywordsMatch(card: ListingCard, keywords: string): boolean {
  const words = searchWords(keywords);
  if (!words.length) return true;
  const text = new Set(searchWords(`${card.Title} ${card.Location} ${card.City} ${card.Type} ${card.Purpose}`));
  return words.every((word) => text.has(word) || synonymsOf(word).some((s) => text.has(s)));
}

export function matchesOnDevice(card: ListingCard, c: SearchCriteria, names: DeviceSearchNames): boolean {
  const ref = names.reference;
  if (c.Purpose && !sameName(nameOf(ref.Purposes, c.Purpose), card.Purpose)) return false;
  if (c.City && !sameName(nameOf(ref.Cities, c.City), card.City)) return false;
  if (c.Location?.length && !c.Location.some((id) => sameName(nameOf(names.locations, id), card.Location))) return false;
  if (c.PropertyType && !sameName(nameOf(ref.Types, c.PropertyType), card.Type)) return false;
  if (c.BedRooms && !sameName(nameOf(ref.BedRooms, c.BedRooms), card.BedRooms)) return false;
  if (c.BathRooms && !sameName(nameOf(ref.BathRooms, c.BathRooms), card.BathRooms)) return false;
  // A badge past its Until (a lapsed photo check) no longer counts, as on the server.
  if (c.Possession && card.Possession?.Status !== c.Possession) return false;
  if (c.VerifiedOnly && !card.Verifications?.some((b) => !b.Until || Date.parse(b.Until) > Date.now())) return false;
  if (c.MinPrice && card.Price < c.MinPrice) return false;
  if (c.MaxPrice && card.Price > c.MaxPrice) return false;
  if (c.MinArea || c.MaxArea) {
    const area = squareFeet(card.Area, card.AreaUnit, names);
    const unit = c.AreaUnit || ref.AreaUnits[0]?.Id;
    if (area === null) return false;
    const min = c.MinArea ? squareFeet(c.MinArea, unit, names) : null;
    const max = c.MaxArea ? squareFeet(c.MaxArea, unit, names) : null;
    // A hair of slack: conversions between units are not exact in floating point.
    if (min !== null && area < min - 0.01) return false;
    if (max !== null && area > max + 0.01) return false;
  }
  return !c.Keywords || keywordsMatch(card, c.Keywords);
}

/** The device's cards that match, each once, newest first. */
export function searchOnDevice(cards: readonly ListingCard[], c: SearchCriteria, names: DeviceSearchNames): ListingCard[] {
  const seen = new Set<number>();
  const found: ListingCard[] = [];
  for (const card of cards) {
    if (seen.has(card.PropertyId) || !matchesOnDevice(card, c, names)) continue;
    seen.add(card.PropertyId);
    found.push(card);
  }
  return found.sort((a, b) => Date.parse(b.PublishDate) - Date.parse(a.PublishDate));
}
