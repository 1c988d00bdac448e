import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, CONSOLE_PATHS, isAppPath } from '../../src/contract/app-paths.ts';

describe('app paths', () => {
  it('list exactly the routes the router declares', () => {
    const source = readFileSync(new URL('../../src/router.tsx', import.meta.url), 'utf8');
    const declared = [...source.matchAll(/^\s+path: '([^']+)',$/gm)].map((m) => m[1]);
    expect([...declared].sort()).toEqual([...APP_PATHS, ...CONSOLE_PATHS].sort());
  });

  it('match pages with their parameters, in any case, with or without a trailing slash', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/property/house-for-sale-g-13-islamabad-42')).toBe(true);
    expect(isAppPath('/Property/Forms/Submit/12/')).toBe(true);
    expect(isAppPath('/contact-us')).toBe(true);
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/property/a/b')).toBe(false);
    expect(isAppPath('/account')).toBe(false);
    // The console is no page to the server or the worker's shell: 404 for everyone, never pre-rendered.
    expect(isAppPath('/admin')).toBe(false);
    expect(isAppPath('/Admin/')).toBe(false);
  });
});
