import { describe, expect, it } from 'vitest';
import {
  isDetailsRequest,
  isImageRequest,
  isPublicCacheable,
  isReferenceRequest,
  isShellNavigation,
  isTileJsonRequest,
  isTileRequest,
} from '../../sw/matchers.ts';

const req = (method = 'GET') => ({ method });
const u = (path: string) => new URL(path, 'https://basera.pk');

describe('service worker matchers', () => {
  it('caches image requests, whatever the path case', () => {
    expect(isImageRequest(u('/api/Images/Image?upload=a.jpg&size=480x360'), req())).toBe(true);
    expect(isImageRequest(u('/api/images/image?upload=a.jpg'), req())).toBe(true);
    expect(isImageRequest(u('/api/Images/Image?upload=a.jpg'), req('POST'))).toBe(false);
  });

  it('never keeps the admin console: its photos, its API or its page', () => {
    expect(isImageRequest(u('/api/Images/Image?upload=listings/a.jpg&size=160x120&access=1.2.x&console=1'), req())).toBe(false);
    for (const path of ['/api/Admin/Pending', '/api/admin/audit', '/api/Admin/Users?Query=ali', '/api/Admin/Me']) {
      expect(isPublicCacheable(u(path), req()), path).toBe(false);
    }
    expect(isShellNavigation(u('/admin'))).toBe(false);
    expect(isShellNavigation(u('/admin?tab=audit'))).toBe(false);
  });

  it('keeps our own map tiles and their TileJSON, no one else\'s', () => {
    const origin = 'https://basera.pk';
    expect(isTileRequest(u('/tiles/12/2894/1669'), req(), origin)).toBe(true);
    expect(isTileRequest(u('/TILES/0/0/0'), req(), origin)).toBe(true);
    expect(isTileRequest(u('/tiles/12/2894/1669'), req('POST'), origin)).toBe(false);
    expect(isTileRequest(new URL('https://tiles.example.com/tiles/12/2894/1669'), req(), origin)).toBe(false);
    expect(isTileRequest(u('/tiles/12/2894'), req(), origin)).toBe(false);
    expect(isTileRequest(u('/tiles/tiles.json'), req(), origin)).toBe(false);
    expect(isTileJsonRequest(u('/tiles/tiles.json'), req(), origin)).toBe(true);
    expect(isTileJsonRequest(new URL('https://tiles.example.com/tiles/tiles.json'), req(), origin)).toBe(false);
    expect(isPublicCacheable(u('/tiles/12/2894/1669'), req())).toBe(false);
  });

  it('serves home sections and reference lists stale-while-revalidate', () => {
    expect(isReferenceRequest(u('/api/Home/NewlyAdded'), req())).toBe(true);
    expect(isReferenceRequest(u('/api/Property/GetDropDownData'), req())).toBe(true);
    expect(isReferenceRequest(u('/api/Property/GetLocations?cityId=3'), req())).toBe(true);
    expect(isReferenceRequest(u('/api/property/locations'), req())).toBe(true);
    // An area guide, kept so a guide seen once reads offline.
    expect(isReferenceRequest(u('/api/Guides/Area?City=lahore&Area=dha-phase-6'), req())).toBe(true);
    expect(isReferenceRequest(u('/api/Property/GetDropDownData'), req('POST'))).toBe(false);
    expect(isReferenceRequest(u('/api/Property/SearchProperty'), req())).toBe(false);
    expect(isReferenceRequest(u('/api/Account/profile'), req())).toBe(false);
  });

  it('treats public listing details as cacheable, but not the owner edit view', () => {
    expect(isDetailsRequest(u('/api/Property/GetPropertyDetailsByUrl?propertyUrl=house-1'), req())).toBe(true);
    expect(isDetailsRequest(u('/api/property/getpropertydetailsbyurl?propertyUrl=house-1'), req())).toBe(true);
    expect(isDetailsRequest(u('/api/Property/GetPropertyDetailsByID?id=1'), req())).toBe(false);
  });

  it('treats the new projects\' list and pages as public details, but not the console\'s copy', () => {
    expect(isDetailsRequest(u('/api/Projects/List?City=1'), req())).toBe(true);
    expect(isDetailsRequest(u('/api/Profiles/Agent?Slug=ayesha-khan-7'), req())).toBe(true);
    expect(isDetailsRequest(u('/api/Profiles/Listings?Agent=ayesha-khan-7&Page=2'), req())).toBe(true);
    expect(isDetailsRequest(u('/api/Profiles/Mine'), req())).toBe(false);
    expect(isDetailsRequest(u('/api/projects/details?Project=skyline'), req())).toBe(true);
    expect(isPublicCacheable(u('/api/Admin/Projects'), req())).toBe(false);
    expect(isDetailsRequest(u('/api/Projects/List'), req('POST'))).toBe(false);
  });

  it('never caches per-user or write endpoints, token or not', () => {
    // The matchers look at the path only: a bearer token does not make a public answer private,
    // and its absence does not make a private endpoint public.
    for (const path of [
      '/api/Account/profile',
      '/api/property/GetActiveProperties',
      '/api/property/GetPendingProperties',
      '/api/Property/GetPropertyDetailsByID?id=4',
      '/api/Marketing/Contacts/IsPhoneNumberRegistered?phone=1',
    ]) {
      expect(isPublicCacheable(u(path), req()), path).toBe(false);
    }
    expect(isPublicCacheable(u('/api/Property/SearchProperty'), req('POST'))).toBe(false);
    // Search as a GET neither: the device's copies of searches are the app's own, the 20 most recent
    // in IndexedDB (src/offline/query-persistence.ts), not a second unbounded copy per URL here.
    expect(isPublicCacheable(u('/api/Property/SearchProperty?City=2&Purpose=1'), req())).toBe(false);
    // An owner's phone number, shown on a tap: the worker never keeps it, whichever method asks.
    expect(isPublicCacheable(u('/api/Property/RevealPhone'), req('POST'))).toBe(false);
    expect(isPublicCacheable(u('/api/Property/RevealPhone?PropertyId=4'), req())).toBe(false);
    // The listing form's option lists are the same for everyone and must open offline;
    // the same path's POST is a submission and never is.
    expect(isPublicCacheable(u('/api/Property/SubmitPropertyDetails'), req())).toBe(true);
    expect(isPublicCacheable(u('/api/Property/SubmitPropertyDetails'), req('POST'))).toBe(false);
    expect(isPublicCacheable(u('/api/Home/NewlyAdded'), req())).toBe(true);
    expect(isPublicCacheable(u('/api/Images/Image?upload=a.jpg'), req())).toBe(true);
  });

  it('answers app routes with the shell but not the API or files', () => {
    expect(isShellNavigation(u('/'))).toBe(true);
    expect(isShellNavigation(u('/property/house-in-dha-karachi'))).toBe(true);
    expect(isShellNavigation(u('/properties?City=3'))).toBe(true);
    expect(isShellNavigation(u('/recently-viewed'))).toBe(true);
    // The calculators open offline, deep links included.
    expect(isShellNavigation(u('/tools'))).toBe(true);
    expect(isShellNavigation(u('/tools/loan?price=15000000&down=20'))).toBe(true);
    expect(isShellNavigation(u('/tools/area?area=10&unit=marla'))).toBe(true);
    expect(isShellNavigation(u('/tools/construction'))).toBe(true);
    expect(isShellNavigation(u('/tools/no-such-tool'))).toBe(false);
    expect(isShellNavigation(u('/api/Home/NewlyAdded'))).toBe(false);
    expect(isShellNavigation(u('/sw.js'))).toBe(false);
    expect(isShellNavigation(u('/icons/icon-192.png'))).toBe(false);
    expect(isShellNavigation(u('/alerts/unsubscribe?key=abc'))).toBe(false);
    expect(isShellNavigation(u('/alerts/confirm?key=abc'))).toBe(false);
  });

  it('leaves the operations endpoints to the server: never cached, never the shell', () => {
    // A probe or a scraper that met a saved answer would report a dead server as alive.
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      expect(isPublicCacheable(u(path), req()), path).toBe(false);
      expect(isShellNavigation(u(path)), path).toBe(false);
    }
  });
});
