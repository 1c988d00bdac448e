import { describe, expect, it } from 'vitest';
import { detailsRequestFor, readPushPayload } from '../../sw/push-payload.ts';

// What the service worker makes of a push, and what a tap may open.

describe('readPushPayload', () => {
  it('reads what the server sends', () => {
    expect(readPushPayload(JSON.stringify({ title: 'New for "DHA"', body: 'House: PKR 2 Crore', url: '/property/house-1', tag: 'search-3' })))
      .toEqual({ title: 'New for "DHA"', body: 'House: PKR 2 Crore', url: '/property/house-1', tag: 'search-3' });
  });

  it('shows something sensible for a payload it cannot read', () => {
    expect(readPushPayload(null)).toMatchObject({ title: 'Basera', url: '/' });
    expect(readPushPayload('not json')).toMatchObject({ title: 'Basera', url: '/' });
    expect(readPushPayload('{"title": 7}')).toMatchObject({ title: 'Basera' });
  });

  it('only ever opens a page of this app', () => {
    for (const url of ['https://evil.pk/', '//evil.pk/x', '/\\evil.pk', 'javascript:alert(1)', 'property/x']) {
      expect(readPushPayload(JSON.stringify({ url })).url, url).toBe('/');
    }
    expect(readPushPayload(JSON.stringify({ url: '/properties?City=1&Sort=newest' })).url).toBe('/properties?City=1&Sort=newest');
  });
});

describe('detailsRequestFor', () => {
  it('names the listing API a listing path reads, and nothing for other pages', () => {
    expect(detailsRequestFor('/property/house-for-sale-lahore-12')).toBe('/api/Property/GetPropertyDetailsByUrl?propertyUrl=house-for-sale-lahore-12');
    expect(detailsRequestFor('/properties?City=1')).toBeNull();
    expect(detailsRequestFor('/property/forms')).toBeNull();
    expect(detailsRequestFor('/favourites')).toBeNull();
  });
});
