import type { SuggestionChange } from '../contract/types.ts';
import { suggestionMessages as m } from '../contract/suggestion-messages.ts';
import { groupDigits, priceInWords } from './price.ts';

/** How names from the server are shown: the page's labels for cities, types and units. */
export interface NameLabels {
  city: (name: string) => string;
  type: (name: string) => string;
  unit: (name: string) => string;
}

const asIs: NameLabels = { city: (n) => n, type: (n) => n, unit: (n) => n };

/** The words as typed, without the quotes that made them required: the label puts its own round them. */
const unquoted = (words: string) => words.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim();

function one(c: SuggestionChange, names: NameLabels): string {
  switch (c.Kind) {
    case 'area': {
      const unit = c.Unit ? names.unit(c.Unit) : m.unknownUnit;
      return c.High ? m.one.areaBetween(groupDigits(c.Low), groupDigits(c.High), unit) : m.one.areaFrom(groupDigits(c.Low), unit);
    }
    case 'price':
      if (!c.High) return m.one.priceFrom(priceInWords(c.Low));
      return c.Low ? m.one.priceBetween(priceInWords(c.High), priceInWords(c.Low)) : m.one.priceUpTo(priceInWords(c.High));
    case 'keywords': return m.one.withoutWords(unquoted(c.Words));
    case 'places': {
      const [first = '', second = ''] = c.Dropped;
      const places = c.Dropped.length > 2 ? m.one.placesMore(first, c.Dropped.length - 1)
        : c.Dropped.length === 2 ? m.one.placesTwo(first, second) : first;
      return c.City ? m.one.anywhereIn(names.city(c.City), places) : m.one.anywhere(places);
    }
    case 'bedrooms': return m.one.anyBedrooms;
    case 'bathrooms': return m.one.anyBathrooms;
    case 'rooms': return m.several.anyRooms;
    case 'anySize': return m.one.anySize;
    case 'anyPrice': return m.one.anyPrice;
    case 'types': return m.one.allTypes(c.Type ? names.type(c.Type) : m.unknownType);
    case 'purpose': return c.From === 1 ? m.one.rentAsWell : m.one.saleAsWell;
    case 'country': return m.one.allPakistan;
  }
}

function short(c: SuggestionChange, names: NameLabels): string {
  switch (c.Kind) {
    case 'anyPrice': return m.several.anyPrice;
    case 'anySize': return m.several.anySize;
    case 'rooms': return m.several.anyRooms;
    case 'keywords': return m.several.withoutWords(unquoted(c.Words));
    case 'places': return m.several.anywhereIn(c.City ? names.city(c.City) : m.several.pakistan);
    case 'types': return m.several.allTypes;
    default: return one(c, names);
  }
}

/**
 * A suggestion's label in the page's language: one change in full ('Anywhere in Lahore, not only
 * DHA'), several as a short list ('Any price, any size'). The server's English `Label` is this too.
 */
export function suggestionLabel(changes: readonly SuggestionChange[], names: NameLabels = asIs): string {
  if (changes.length === 1) return one(changes[0]!, names);
  const text = changes.map((c) => short(c, names)).join(m.several.separator);
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : '';
}
