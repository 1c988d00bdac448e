import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactSchema, REGISTRATION_EMAIL, RegisterSchema, STANDARD_EMAIL } from '../../src/contract/schemas.ts';

const valid = [
  'someone@example.pk',
  'someone@example.com',
  'someone@example.info',
  'someone@example.online',
  'someone@example.technology',
  'someone@mail.example.co.uk',
  'first.last+tag@sub-domain.example.museum',
  'a_b%c@example.xn--mgbai9azgqp6j',
  `someone@example.${'a'.repeat(63)}`,
];

const invalid = [
  'someone',
  'someone@',
  '@example.pk',
  'someone@example',
  'someone@example.p',
  'someone@example.123',
  'some one@example.pk',
  'someone@@example.pk',
  'someone@example..pk',
  'someone@.example.pk',
  'someone@-example.pk',
  'someone@example-.pk',
  'someone@example.pk.',
  'someone@example.p1k',
  `someone@example.${'a'.repeat(64)}`,
];

describe('the shared e-mail rule', () => {
  it.each(valid)('registration and contact fields accept %s', (address) => {
    expect(REGISTRATION_EMAIL.test(address)).toBe(true);
    expect(STANDARD_EMAIL.test(address)).toBe(true);
  });

  it.each(invalid)('registration and contact fields refuse %s', (address) => {
    expect(REGISTRATION_EMAIL.test(address)).toBe(false);
    expect(STANDARD_EMAIL.test(address)).toBe(false);
  });

  it('registration takes a long ending typed with capitals, lower-cased', () => {
    const person = { FirstName: 'Amna', LastName: 'Khan', UserName: 'amna.k', Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' };
    expect(v.parse(RegisterSchema, { ...person, Email: 'Someone@Example.INFO' }).Email).toBe('someone@example.info');
  });

  it('the contact form takes .info and still refuses an address without an ending', () => {
    const message = { fullName: 'Asad Raza', phoneNumber: '03007654321', subject: 'Visit', message: 'Hello' };
    expect(v.safeParse(ContactSchema, { ...message, emailAddress: 'someone@example.info' }).success).toBe(true);
    expect(v.safeParse(ContactSchema, { ...message, emailAddress: 'someone@example' }).success).toBe(false);
  });
});
