import { beforeEach, describe, expect, it } from 'vitest';
import { copyShown, oldestCopySince, readFailed, readFromDevice, readHealth, readReachedServer, subscribeReadHealth } from '../../src/api/read-health.ts';
import { bodyBytes, writeTimeoutMs } from '../../src/lib/timeouts.ts';

// Offline, a stalled link and an outage read the same; the banner dates the copy.
describe('read health', () => {
  beforeEach(() => readReachedServer());

  it('starts failing at the first failed read and ends at the first read that reaches the server', () => {
    let calls = 0;
    const stop = subscribeReadHealth(() => (calls += 1));
    readFailed('unreachable', 1_000);
    readFailed('unreachable', 2_000);
    expect(readHealth().failingSince).toBe(1_000);
    readReachedServer();
    expect(readHealth().failingSince).toBeNull();
    expect(calls).toBe(2);
    stop();
  });

  it("dates a page's device copies by the oldest shown on it, not those of earlier pages", () => {
    readFromDevice(5_000, 'server', 10_000); // shown on an earlier page
    readFromDevice(8_000, 'server', 20_000);
    readFromDevice(9_000, 'server', 21_000);
    expect(readHealth().failingSince).toBe(10_000);
    expect(oldestCopySince(readHealth(), 19_000)).toBe(8_000);
    expect(oldestCopySince(readHealth(), 30_000)).toBeNull();
  });

  it('keeps a home section shown first from the worker, so a banner raised later dates it', () => {
    readReachedServer();
    copyShown(10_000, 20_000);
    expect(readHealth().failingSince).toBeNull();
    readFailed('server', 30_000);
    expect(readHealth().failingSince).toBe(30_000);
    expect(oldestCopySince(readHealth(), 15_000)).toBe(10_000);
    readReachedServer();
    expect(readHealth().copies).toEqual([]);
  });

  it('names the latest cause, keeps when the failing began, and forgets the cause once a read gets through', () => {
    copyShown(10_000, 20_000);
    expect(readHealth().cause).toBeNull();
    readFailed('slow', 25_000);
    readFailed('server', 26_000);
    expect(readHealth()).toMatchObject({ failingSince: 25_000, cause: 'server' });
    readFromDevice(9_000, 'unreachable', 27_000);
    expect(readHealth()).toMatchObject({ failingSince: 25_000, cause: 'unreachable' });
    readReachedServer();
    expect(readHealth()).toMatchObject({ failingSince: null, cause: null });
  });

  it('never dates a copy in the future', () => {
    readFromDevice(50_000, 'slow', 40_000);
    expect(oldestCopySince(readHealth(), 0)).toBe(40_000);
  });
});

describe('request timeouts', () => {
  it('gives a write more time the more it uploads', () => {
    const form = new FormData();
    form.append('Title', 'House');
    form.append('Photo', new Blob([new Uint8Array(400 * 1024)]), 'a.jpg');
    expect(bodyBytes(form)).toBeGreaterThan(400 * 1024);
    expect(bodyBytes('{"a":1}')).toBe(7);
    expect(bodyBytes(undefined)).toBe(0);
    expect(writeTimeoutMs('{}')).toBeLessThan(writeTimeoutMs(form));
    // 400 KiB at the slowest link we wait for (4 KiB/s) is 100 s on top of the fixed allowance.
    expect(writeTimeoutMs(form) - writeTimeoutMs(undefined)).toBeGreaterThanOrEqual(100_000);
  });
});
