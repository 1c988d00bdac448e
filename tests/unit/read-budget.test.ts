import { describe, expect, it } from 'vitest';
import { AddressBudget, isOwnMachine } from '../../server/http/read-budget.ts';

describe('an address budget', () => {
  it('lets a burst through, then refills at its rate and says how long to wait', () => {
    let now = 0;
    const budget = new AddressBudget({ burst: 3, perSecond: 2 }, () => now);
    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([0, 0, 0]);
    expect(budget.take('a')).toBe(1);
    // Another address has its own.
    expect(budget.take('b')).toBe(0);
    now = 500; // half a second: one request earned back
    expect(budget.take('a')).toBe(0);
    expect(budget.take('a')).toBeGreaterThan(0);
    now = 60_000; // refilled, but never past the burst
    expect([budget.take('a'), budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([0, 0, 0, 1]);
  });

  it('counts a refused request too: a script that keeps asking keeps waiting', () => {
    let now = 0;
    const budget = new AddressBudget({ burst: 1, perSecond: 1 }, () => now);
    expect(budget.take('a')).toBe(0);
    for (let i = 0; i < 10; i++) {
      now += 100;
      expect(budget.take('a')).toBeGreaterThan(0);
    }
  });

  it('remembers a bounded number of addresses, forgetting the least recently seen', () => {
    const budget = new AddressBudget({ burst: 1, perSecond: 0.001 }, () => 0, 3);
    for (const a of ['a', 'b', 'c']) budget.take(a);
    expect(budget.take('a')).toBeGreaterThan(0); // a is now the most recent
    budget.take('d'); // b goes
    expect(budget.size).toBe(3);
    expect(budget.take('b')).toBe(0);
    expect(budget.take('a')).toBeGreaterThan(0);
  });

  it('leaves the machine itself alone', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'unknown'].every(isOwnMachine)).toBe(true);
    expect(isOwnMachine('10.0.0.7')).toBe(false);
  });
});
