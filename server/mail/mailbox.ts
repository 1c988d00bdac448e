/**
 * The mailbox an address delivers to, for counting mails and requests per recipient or sender:
 * `Stranger+2@Example.pk` reaches the same inbox as `stranger@example.pk`, so a cap per address must
 * not start afresh for each `+tag`. Gmail also ignores dots in the local part. Only for counting:
 * mail is still sent to the address as it was given.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
