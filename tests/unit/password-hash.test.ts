import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/services/crypto.ts';

describe('password hashes', () => {
  it("are scrypt at OWASP's cost unless asked for less, and verify whatever cost they were made with", async () => {
    const full = await hashPassword('correct horse 1');
    expect(full).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword('correct horse 1', full)).toBe(true);
    expect(await verifyPassword('correct horse 2', full)).toBe(false);
    // A hash made at a test's lower cost still verifies where the default is full, and the other way round.
    const cheap = await hashPassword('correct horse 1', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$3\$/);
    expect(await verifyPassword('correct horse 1', cheap)).toBe(true);
    expect(await verifyPassword('correct horse 1', full, 10)).toBe(true);
  });

  it('match no password when there is no stored hash', async () => {
    expect(await verifyPassword('', null, 10)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash', 10)).toBe(false);
  });
});
