/**
 * A random id for what the device makes (an outbox entry, an idempotency key, a device id, a saved
 * search): 128 bits as 32 hex digits. `crypto.randomUUID` would do, but it exists only in a secure
 * context, and a phone opening the site by a LAN address over http has only `getRandomValues`; one
 * form everywhere also fits every pattern that checks them (DEVICE_ID in contract/schemas.ts).
 */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
