import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredText } from '../../src/contract/schemas.ts';
import { PropertySchema } from '../../src/contract/property-schema.ts';
import { FieldMessages } from '../../src/contract/messages.ts';

const title = requiredText('Please enter a title.', 100, 'Title');

describe('invisible characters in required text', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['Braille blanks', '\u2800\u2800'],
    ['a BOM and a word joiner', '\uFEFF\u2060'],
    ['Hangul fillers', '\u3164\u3164'],
    ['bidi overrides around spaces', '\u202E  \u202C'],
  ])('%s count as empty', (_, value) => {
    const r = v.safeParse(title, value);
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toBe('Please enter a title.');
  });

  it('drops bidirectional overrides and isolates from what is kept', () => {
    expect(v.parse(title, 'House \u202Efor sale\u202C')).toBe('House for sale');
    expect(v.parse(title, '\u2067Plot\u2069 in DHA')).toBe('Plot in DHA');
  });

  it('keeps Urdu as typed, zero-width non-joiner included', () => {
    expect(v.parse(title, 'خوبصورت\u200Cگھر')).toBe('خوبصورت\u200Cگھر');
    expect(v.parse(title, '۵ مرلہ')).toBe('۵ مرلہ');
  });

  it('applies to every required text of a listing, with the spec message', () => {
    const r = v.safeParse(PropertySchema, { Title: 'Nice house', Description: '\u200B', PurposeId: 1, TypeId: 1, Price: 1, Area: 1, AreaUnitId: 1, CityId: 1, FullName: 'A', EmailAddress: 'a@b.pk', PhoneNumber: '03001234567' });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toBe(FieldMessages.property.description);
  });
});
