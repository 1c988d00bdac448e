import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegisterSchema } from '../../src/contract/schemas.ts';

const person = { FirstName: 'Amna', LastName: 'Khan', UserName: 'amna.k', Email: 'amna@example.pk', Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' };

describe('registration schema', () => {
  it('accepts an address typed with capitals, and keeps it in lower case', () => {
    expect(v.parse(RegisterSchema, { ...person, Email: ' Someone@Example.PK ' }).Email).toBe('someone@example.pk');
  });

  it('reports a confirmation mismatch even while other fields are still empty', () => {
    const r = v.safeParse(RegisterSchema, { ...person, FirstName: '', Email: '', ConfirmPassword: 'Secret-pass-2' });
    expect(r.issues?.map((i) => i.message)).toContain("Confirm password didn't match");
  });
});
