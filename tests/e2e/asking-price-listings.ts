/**
 * The group the asking-price check opens, made by scripts/e2e-server.mjs before the
 * server starts (tests/e2e/setup/asking-price-listings.ts): twelve For Sale houses in G-13, the demo
 * catalogue's groups being far below ten. One asks 17.6 Lakh a Marla, the rest 20 Lakh, so its page
 * says it is 12 % below the asking median, whatever the demo catalogue adds to G-13 (one house today:
 * the sentence counts 13). Published weeks ago, so none is among the newest listings other journeys
 * pick from.
 */
export const E2E_ASKING = {
  location: 'G-13',
  word: 'asmanpur',
  title: 'Ten marla house asmanpur',
  listings: 12,
  /** The count is the demo catalogue's business too: at least `listings`. */
  sentence: /^12 % below the asking median of (\d+) listings in G-13$/,
  perMarla: 'PKR 17.6 Lakh per Marla',
} as const;
