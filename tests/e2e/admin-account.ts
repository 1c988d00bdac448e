/** The account scripts/e2e-server.mjs makes an admin before the server starts (tests/e2e/setup/admin-account.ts). */
export const E2E_ADMIN = { userName: 'e2eadmin', email: 'e2eadmin@example.pk', password: 'Secret-pass-1' } as const;
