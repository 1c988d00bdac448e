import { describe, expect, it } from 'vitest';
import { CORE_RETRY_DELAYS_MS, coreRetryDelay, coreWarmList, idleCacheKey, preferredFirst, splitTiers } from '../../sw/tiers.ts';

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

  it('makes the core tier of the reachable tier, the device\'s language and the files a page loaded past the worker, each once', () => {
    const reachable = [{ url: 'assets/Search-4.js', revision: null }, { url: 'assets/Outbox-5.js', revision: null }];
    const idle = [
      { url: 'assets/i18n-urdu-1.js', revision: null, language: 'ur' },
      { url: 'assets/PropertyPage-2.js', revision: null },
      { url: 'assets/PropertyPage-3.css', revision: null },
      { url: 'assets/Loan-6.js', revision: null },
    ];
    const origin = 'https://basera.pk';
    // A first visit that landed on a listing, on an English phone: the listing's files join, the Loan page's do not.
    expect(coreWarmList(reachable, idle, ['en-PK'], ['/assets/PropertyPage-2.js', '/assets/PropertyPage-3.css', '/assets/app-9.js', '/assets/Search-4.js'], origin).map((e) => e.url))
      .toEqual(['assets/Search-4.js', 'assets/Outbox-5.js', 'assets/PropertyPage-2.js', 'assets/PropertyPage-3.css']);
    // A visit that saw only the home page pays for no listing page; an Urdu reader's phone takes the catalog.
    expect(coreWarmList(reachable, idle, ['ur-PK'], [], origin).map((e) => e.url)).toEqual(['assets/Search-4.js', 'assets/Outbox-5.js', 'assets/i18n-urdu-1.js']);
  });

  it('tries a failed core file again further apart each time while online, and stops for now offline', () => {
    const delays = CORE_RETRY_DELAYS_MS.map((_, round) => coreRetryDelay(round, true));
    expect(delays.every((delay, i) => i === 0 || (delay ?? 0) >= (delays[i - 1] ?? 0))).toBe(true);
    // Past the first minute of a dropped link, not just three tries in six seconds.
    expect(CORE_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThan(60_000);
    expect(coreRetryDelay(CORE_RETRY_DELAYS_MS.length, true)).toBeUndefined();
    expect(coreRetryDelay(0, false)).toBeUndefined();
  });
});
