/** Values the e2e server is started with (playwright.config.ts) that specs need too. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
