import { describe, expect, it } from 'vitest';
import { isImageRequest, isReferenceRequest, isShellNavigation } from '../../sw/matchers.ts';

const req = (method = 'GET', headers: Record<string, string> = {}) => ({ method, headers: new Headers(headers) });
const u = (path: string) => new URL(path, 'https://basera.pk');

describe('service worker matchers', () => {
  it('caches anonymous image requests, whatever the path case', () => {
    expect(isImageRequest(u('/api/Images/Image?upload=a.jpg&size=480x360'), req())).toBe(true);
    expect(isImageRequest(u('/api/images/image?upload=a.jpg'), req())).toBe(true);
    expect(isImageRequest(u('/api/Images/Image?upload=a.jpg'), req('GET', { Authorization: 'Bearer x' }))).toBe(false);
    expect(isImageRequest(u('/api/Images/Image?upload=a.jpg'), req('POST'))).toBe(false);
  });

  it('serves home sections and reference lists stale-while-revalidate, never with a token', () => {
    expect(isReferenceRequest(u('/api/Home/NewlyAdded'), req())).toBe(true);
    expect(isReferenceRequest(u('/api/Property/GetDropDownData'), req())).toBe(true);
    expect(isReferenceRequest(u('/api/Property/GetLocations?cityId=3'), req())).toBe(true);
    expect(isReferenceRequest(u('/api/Home/NewlyAdded'), req('GET', { Authorization: 'Bearer x' }))).toBe(false);
    expect(isReferenceRequest(u('/api/Property/GetDropDownData'), req('POST'))).toBe(false);
    expect(isReferenceRequest(u('/api/Property/SearchProperty'), req())).toBe(false);
    expect(isReferenceRequest(u('/api/Account/profile'), req())).toBe(false);
  });

  it('answers app routes with the shell but not the API or files', () => {
    expect(isShellNavigation(u('/'))).toBe(true);
    expect(isShellNavigation(u('/property/house-in-dha-karachi'))).toBe(true);
    expect(isShellNavigation(u('/properties?City=3'))).toBe(true);
    expect(isShellNavigation(u('/api/Home/NewlyAdded'))).toBe(false);
    expect(isShellNavigation(u('/sw.js'))).toBe(false);
    expect(isShellNavigation(u('/icons/icon-192.png'))).toBe(false);
  });
});
