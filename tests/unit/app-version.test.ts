import { describe, expect, it } from 'vitest';
import { compareVersions, isAppOutdated } from '../../src/contract/app-version.ts';

describe('app versions', () => {
  it('compares dotted releases by number', () => {
    expect(compareVersions('0.2.10', '0.2.9')).toBe(1);
    expect(compareVersions('0.2.1', '0.2.1')).toBe(0);
    expect(compareVersions('0.2', '0.2.0')).toBe(0);
    expect(compareVersions('0.3.0-beta', '0.3.0')).toBe(0);
    expect(compareVersions('1.0.0', '0.99.99')).toBe(1);
    expect(compareVersions('0.2.1', '0.3.0')).toBe(-1);
  });

  it('calls the app too old only for a newer server it cannot read, or below the announced minimum', () => {
    expect(isAppOutdated('0.2.1', { version: '0.3.0', minClient: '0.2.0' }, true)).toBe(true);
    expect(isAppOutdated('0.2.1', { version: '0.3.0', minClient: '0.2.0' }, false)).toBe(false);
    // Same or older server: an unreadable answer is an ordinary error.
    expect(isAppOutdated('0.2.1', { version: '0.2.1', minClient: null }, true)).toBe(false);
    expect(isAppOutdated('0.2.1', { version: '0.2.0', minClient: null }, true)).toBe(false);
    expect(isAppOutdated('0.2.1', { version: null, minClient: null }, true)).toBe(false);
    expect(isAppOutdated('0.2.1', { version: '0.4.0', minClient: '0.3.0' }, false)).toBe(true);
  });
});
