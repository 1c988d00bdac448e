/**
 * A Multan house whose owner cut the price five days ago, made by scripts/e2e-server.mjs before the
 * server starts (tests/e2e/setup/price-cut-listing.ts): a journey cannot date a price back through
 * the API. Listed at 1.6 Crore 40 days ago, at 1.5 Crore since. Only read, by its own word.
 */
export const E2E_PRICE_CUT = {
  word: 'qeematghati',
  title: 'Family house qeematghati near Gulgasht',
  was: 16_000_000,
  now: 15_000_000,
  cardLine: 'Price reduced by PKR 10 Lakh',
  pageLine: /^By PKR 10 Lakh on \d{1,2} \w{3} \d{4} \(was PKR 1\.6 Crore\)$/,
} as const;
