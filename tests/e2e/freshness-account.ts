/**
 * The owner whose listing has expired for want of a confirmation, made by scripts/e2e-server.mjs
 * before the server starts (tests/e2e/setup/freshness-listing.ts). Its title's last word is in no
 * demo listing, so a search finds this one alone.
 */
export const E2E_FRESH_OWNER = {
  userName: 'e2efreshowner', email: 'e2efreshowner@example.pk', password: 'Secret-pass-1',
  title: 'Corner villa with lawn zarnigar', word: 'zarnigar',
} as const;
