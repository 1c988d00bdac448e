import { describe, expect, it } from 'vitest';
import { MY_PROPERTIES_PATH, afterLoginPath } from '../../src/components/layout/account-links.ts';

describe('afterLoginPath', () => {
  it('returns to the page the visitor was sent away from', () => {
    expect(afterLoginPath('/account/profile')).toBe('/account/profile');
    expect(afterLoginPath('/property/forms/submit/12?x=1#top')).toBe('/property/forms/submit/12?x=1#top');
  });

  it('goes to My Properties without a return address (docs/product.md, section 4)', () => {
    expect(afterLoginPath(undefined)).toBe(MY_PROPERTIES_PATH);
    expect(afterLoginPath('')).toBe(MY_PROPERTIES_PATH);
  });

  it('never leaves the site', () => {
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'account/profile']) {
      expect(afterLoginPath(url)).toBe(MY_PROPERTIES_PATH);
    }
  });

  it('does not return to the login, registration or password pages', () => {
    for (const url of ['/login-register', '/login-register?returnUrl=%2Fx', '/registration', '/registration/confirmation?key=k', '/forgot-password/reset?key=k']) {
      expect(afterLoginPath(url)).toBe(MY_PROPERTIES_PATH);
    }
  });
});
