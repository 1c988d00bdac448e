import { describe, expect, it } from 'vitest';
import { idleCacheKey, preferredFirst, splitTiers } from '../../sw/tiers.ts';

describe('precache tiers', () => {
  it('precaches the first tier and leaves the reachable and idle tiers for later, dropping the build-only field', () => {
    const { core, reachable, idle } = splitTiers([
      { url: 'index.html', revision: 'a1' },
      { url: 'assets/app-1.js', revision: null },
      { url: 'assets/Search-4.js', revision: null, tier: 'reachable' },
      { url: 'assets/Submit-2.js', revision: null, tier: 'idle' },
      { url: 'icons/icon-192.png', revision: 'b2', tier: 'idle' },
      'assets/plain-3.js',
    ]);
    expect(core).toEqual([{ url: 'index.html', revision: 'a1' }, { url: 'assets/app-1.js', revision: null }, 'assets/plain-3.js']);
    expect(reachable).toEqual([{ url: 'assets/Search-4.js', revision: null }]);
    expect(idle).toEqual([{ url: 'assets/Submit-2.js', revision: null }, { url: 'icons/icon-192.png', revision: 'b2' }]);
  });

  it('keys a revisioned file by its revision, so a changed icon is fetched again, and a hashed one by its address', () => {
    expect(idleCacheKey({ url: 'assets/Submit-2.js', revision: null }, 'https://basera.pk')).toBe('https://basera.pk/assets/Submit-2.js');
    expect(idleCacheKey({ url: 'icons/icon-192.png', revision: 'b2' }, 'https://basera.pk')).toBe('https://basera.pk/icons/icon-192.png?__rev=b2');
  });

  it('keeps a language file in the idle tier, and a device that reads the language warms it first', () => {
    const { idle } = splitTiers([
      { url: 'assets/i18n-urdu-1.js', revision: null, tier: 'idle', language: 'ur' },
      { url: 'assets/Loan-2.js', revision: null, tier: 'idle' },
    ]);
    expect(idle).toEqual([{ url: 'assets/i18n-urdu-1.js', revision: null, language: 'ur' }, { url: 'assets/Loan-2.js', revision: null }]);
    expect(preferredFirst(idle, ['en-GB', 'ur-PK'])).toEqual([idle[0]]);
    expect(preferredFirst(idle, ['UR'])).toEqual([idle[0]]);
    expect(preferredFirst(idle, ['en-US', 'en'])).toEqual([]);
    expect(preferredFirst(idle, [])).toEqual([]);
  });
});
