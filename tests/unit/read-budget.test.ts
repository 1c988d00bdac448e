import { describe, expect, it } from 'vitest';
import { AddressBudget } from '../../server/http/read-budget.ts';
import { limitAddress, ownMachine } from '../../server/http/auth.ts';

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

  it('leaves the machine itself alone, judged by the socket and never by a forwarded address alone', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'unknown'].every((a) => ownMachine(a, undefined))).toBe(true);
    expect(ownMachine('10.0.0.7', undefined)).toBe(false);
    // Node reached directly with TRUST_PROXY set: the header is the caller's own writing.
    expect(ownMachine('203.0.113.9', '127.0.0.1')).toBe(false);
    // nginx on this machine forwarding a visitor, and forwarding this machine's own request.
    expect(ownMachine('127.0.0.1', '203.0.113.9')).toBe(false);
    expect(ownMachine('127.0.0.1', '127.0.0.1')).toBe(true);
  });

  it('counts an IPv6 caller by its /64 and an IPv4 one by its address', () => {
    expect(limitAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:0db8:0001:0002:abcd:0:0:12')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:DB8::7')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('unknown')).toBe('unknown');
    expect(limitAddress('not:an:address::x::')).toBe('not:an:address::x::');
  });
});
