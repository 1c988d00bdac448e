import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../server/mail/mailbox.ts';

describe('mailboxOf', () => {
  it('counts every +tag and spelling of one inbox as one', () => {
    expect(mailboxOf('Stranger+2@Example.pk')).toBe('stranger@example.pk');
    expect(mailboxOf(' stranger+a+b@example.pk ')).toBe('stranger@example.pk');
    expect(mailboxOf('stranger@example.pk')).toBe('stranger@example.pk');
  });

  it('ignores dots only where the provider does', () => {
    expect(mailboxOf('Ali.Khan+alerts@googlemail.com')).toBe('alikhan@gmail.com');
    expect(mailboxOf('ali.khan@example.pk')).toBe('ali.khan@example.pk');
  });

  it('leaves a leading + and an address without a local part as they are', () => {
    expect(mailboxOf('+tag@example.pk')).toBe('+tag@example.pk');
    expect(mailboxOf('@example.pk')).toBe('@example.pk');
  });
});
