/**
 * A first, cheap look at an answer from the app's own release: the fields each
 * main read's screens cannot do without. The full check (answer-schemas.ts, valibot) loads only for
 * answers from another release, so no page's first load carries it (the home page's 150 KiB budget).
 */
import type { AnswerKind } from './answer-schemas.ts';

const CARD = ['PropertyId', 'PropertyUrl', 'Title', 'Price', 'Images'];

const KEYS: Record<AnswerKind, { list: boolean; keys: string[] }> = {
  cards: { list: true, keys: CARD },
  popularPlaces: { list: true, keys: ['CityId', 'City', 'PropertiesCount'] },
  testimonials: { list: true, keys: ['Testimonial', 'Author'] },
  search: { list: false, keys: ['Items', 'TotalCount', 'PageNumber', 'PageSize'] },
  details: { list: false, keys: ['PropertyId', 'PropertyUrl', 'Title', 'Price', 'Images', 'Description'] },
  dropDownData: { list: false, keys: ['Cities', 'Types', 'BedRooms', 'BathRooms', 'AreaUnits', 'Purposes'] },
  locations: { list: true, keys: ['Id', 'Text', 'CityId'] },
  myProperties: { list: true, keys: ['PropertyId', 'PropertyUrl', 'Title', 'Status'] },
};

const hasKeys = (value: unknown, keys: readonly string[]): boolean =>
  !!value && typeof value === 'object' && keys.every((key) => (value as Record<string, unknown>)[key] !== undefined);

/** True when `data` has the fields the screens read (the first item of a list stands for all). */
export function hasAnswerKeys(kind: AnswerKind, data: unknown): boolean {
  const { list, keys } = KEYS[kind];
  if (!list) return hasKeys(data, keys);
  return Array.isArray(data) && (data.length === 0 || hasKeys(data[0], keys));
}
