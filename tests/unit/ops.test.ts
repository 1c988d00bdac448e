import { describe, expect, it } from 'vitest';
import { verdict } from '../../server/services/health.ts';
import { methodLabel } from '../../server/metrics.ts';
import { sameSecret } from '../../server/services/crypto.ts';

const expected = ['0001_init', '0002_search_indexes'];

describe('readiness verdict', () => {
  it('is ready when the database has every migration and storage took a file', () => {
    expect(verdict({ shuttingDown: false, database: { applied: [...expected, '0000_older'] }, expected, storage: null }))
      .toEqual({ ready: true, failed: [], checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('names the database and does not judge migrations it could not read', () => {
    expect(verdict({ shuttingDown: false, database: { error: 'unreachable' }, expected, storage: null }))
      .toEqual({ ready: false, failed: ['database'], checks: { database: 'unreachable', migrations: 'not checked', storage: 'ok' } });
  });

  it('lists the migrations not applied, and every failed check in order', () => {
    expect(verdict({ shuttingDown: true, database: { applied: ['0001_init'] }, expected, storage: 'uploads not writable (EACCES)' })).toEqual({
      ready: false,
      failed: ['migrations', 'storage', 'shutdown'],
      checks: { database: 'ok', migrations: 'not applied: 0002_search_indexes', storage: 'uploads not writable (EACCES)', shutdown: 'shutting down' },
    });
  });
});

describe('metrics labels', () => {
  it('keeps methods to a fixed set', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('DELETE')).toBe('DELETE');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect(methodLabel('get')).toBe('OTHER');
  });
});

describe('sameSecret', () => {
  it('accepts only the exact token, whatever the lengths', () => {
    expect(sameSecret('metrics-token-0123456789', 'metrics-token-0123456789')).toBe(true);
    expect(sameSecret('metrics-token-012345678', 'metrics-token-0123456789')).toBe(false);
    expect(sameSecret('metrics-token-01234567890', 'metrics-token-0123456789')).toBe(false);
    expect(sameSecret('', 'metrics-token-0123456789')).toBe(false);
  });
});
