import { describe, expect, it } from 'vitest';
import { MAX_SEEN_FILES, readSeen, seenBuiltFiles } from '../../src/lib/offline-ready.ts';
import { failedStyleSheet } from '../../src/lib/lazy-load.ts';

const ORIGIN = 'https://basera.pk';

describe('the built files a page loaded before the worker controlled it', () => {
  it('takes this origin\'s built files once each, by path, and nothing else', () => {
    expect(seenBuiltFiles([
      { name: `${ORIGIN}/assets/PropertyPage-a1.js` },
      { name: `${ORIGIN}/assets/PropertyPage-b2.css` },
      { name: `${ORIGIN}/assets/PropertyPage-a1.js` },
      { name: `${ORIGIN}/api/Property/GetPropertyDetailsByUrl?propertyUrl=x` },
      { name: `${ORIGIN}/media/1/photo.webp` },
      { name: `${ORIGIN}/assets/app-c3.js?v=2` },
      { name: 'https://elsewhere.example/assets/evil-1.js' },
      { name: 'not a url' },
    ], ORIGIN)).toEqual(['/assets/PropertyPage-a1.js', '/assets/PropertyPage-b2.css']);
  });

  it('stops at a bound a page never reaches', () => {
    const many = Array.from({ length: MAX_SEEN_FILES + 50 }, (_, i) => ({ name: `${ORIGIN}/assets/chunk-${i}.js` }));
    expect(seenBuiltFiles(many, ORIGIN)).toHaveLength(MAX_SEEN_FILES);
  });

  it('reads only a well-formed list from a page\'s message', () => {
    expect(readSeen({ type: 'WARM_IDLE', seen: ['/assets/a-1.js', 7, '/api/x', '/assets/b-2.css'] })).toEqual(['/assets/a-1.js', '/assets/b-2.css']);
    expect(readSeen({ type: 'WARM_IDLE' })).toEqual([]);
    expect(readSeen({ seen: '/assets/a-1.js' })).toEqual([]);
    expect(readSeen(null)).toEqual([]);
    expect(readSeen({ seen: Array.from({ length: MAX_SEEN_FILES + 5 }, (_, i) => `/assets/c-${i}.js`) })).toHaveLength(MAX_SEEN_FILES);
  });
});

describe('a lazy module\'s style sheet that failed to load', () => {
  it('is told apart from a script that failed, by Vite\'s own message', () => {
    expect(failedStyleSheet(new Error('Unable to preload CSS for /assets/notify-impl-CKfHflxJ.css'))).toBe('/assets/notify-impl-CKfHflxJ.css');
    expect(failedStyleSheet(new TypeError('Failed to fetch dynamically imported module: https://basera.pk/assets/notify-impl-1.js'))).toBeNull();
    expect(failedStyleSheet(undefined)).toBeNull();
  });
});
