/** The account scripts/e2e-server.mjs makes an admin before the server starts (tests/e2e/setup/admin-account.ts). */
export const E2E_ADMIN = { userName: 'e2eadmin', email: 'e2eadmin@example.pk', password: 'Secret-pass-1' } as const;

/**
 * Accounts a month old, made with the admin's before the server starts: only established accounts
 * take a listing off the site by their reports (src/contract/constants.ts, REPORTS_TO_HIDE), and an
 * account made through the API during a journey is a day old at most. Each journey reports listings
 * of its own, so sharing them between journeys and workers changes nothing.
 */
export const E2E_REPORTERS = [1, 2, 3].map((n) => ({
  userName: `e2ereporter${n}`, email: `e2ereporter${n}@example.pk`, password: 'Secret-pass-1', firstName: ['Asad', 'Noreen', 'Tariq'][n - 1]!,
}));
