import { describe, expect, it } from 'vitest';
import { isSameSitePath } from '../../src/contract/same-site.ts';

describe('isSameSitePath', () => {
  it.each([
    '/', '/account/agency?invite=abc', '/properties?Keywords=corner%20house&City=1', '/ur/agencies/al-noor-3', '/properties?Keywords=corner house',
  ])('takes %s', (url) => {
    expect(isSameSitePath(url)).toBe(true);
  });

  it.each([
    '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\\/evil.example',
    '/..//evil.example', '/./..//evil.example', 'https://evil.example/', 'javascript:alert(1)', 'evil.example', '', ' /account', '/\u0000x',
  ])('refuses %j', (url) => {
    // What a browser would make of it, where it is a URL at all: never another origin.
    expect(isSameSitePath(url)).toBe(false);
  });
});
