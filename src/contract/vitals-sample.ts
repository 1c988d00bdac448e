/**
 * Which page loads report their Core Web Vitals (src/contract/vitals.ts). Apart from the schema so
 * the first load's entry decides without carrying valibot; the measuring code is a chunk of its own
 * that only a sampled load fetches.
 */

/** The share of page loads that report: enough for percentiles at a portal's traffic, little data. */
export const VITALS_SAMPLE_RATE = 0.1;

/**
 * Set to "always" in a device's localStorage to report every load (a support engineer on a user's
 * phone, or bench/vitals.mjs), "never" to report none (tests/e2e/budget.spec.ts); anything else leaves
 * the sample as it is.
 */
export const VITALS_ALWAYS_KEY = 'basera.vitals';

/** Whether this page load reports, drawn once per load. */
export function vitalsSampled(random = Math.random()): boolean {
  // Written for any global scope: the contract is type-checked without the DOM's types too.
  const storage = (globalThis as { localStorage?: { getItem(key: string): string | null } }).localStorage;
  try {
    const set = storage?.getItem(VITALS_ALWAYS_KEY);
    if (set === 'always') return true;
    if (set === 'never') return false;
  } catch {
    // Storage blocked: the sample decides.
  }
  return random < VITALS_SAMPLE_RATE;
}
