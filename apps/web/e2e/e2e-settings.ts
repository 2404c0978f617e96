/** Values the e2e servers are started with (e2e/test.ts) that specs need too. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/** How every worker's server is started, beside its own PORT and DATA_DIR (e2e/test.ts). */
export const E2E_SERVER_ENV: NodeJS.ProcessEnv = {
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // A name that never resolves (RFC 2606): no test loads real tiles; specs that look at the map
  // answer these requests themselves (e2e/alerts-map.spec.ts).
  MAP_TILE_URL: 'https://tiles.e2e.invalid/{z}/{x}/{y}.png',
  // e2e/video-management.spec.ts uploads the homepage video with it.
  ADMIN_TOKEN: E2E_ADMIN_TOKEN,
  // Every test's browser comes from 127.0.0.1, and a run verifies more phones than the default
  // hourly ceiling per address allows.
  VERIFICATION_SENDS_PER_ADDRESS: '1000',
};
