import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../src/api/api-messages.ts';
import { PhoneMessages } from '../../src/contract/verification.ts';

// The server answers "Phone verified" in English; an Urdu page finds the Urdu by the same English
// text in the API catalog, so the two must not drift apart.
describe('Phone verified messages', () => {
  it('are all in the API catalog, word for word', () => {
    const catalog = new Set(Object.values(apiMessages.server));
    expect(Object.values(PhoneMessages).filter((text) => !catalog.has(text))).toEqual([]);
  });
});
