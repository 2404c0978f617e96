import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { planFirstLoad } from './first-load-chunks';

const CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const HOME_PAGE = fileURLToPath(new URL('../src/pages/home-page.tsx', import.meta.url));
const CONTRACT_SCHEMAS = /[/\\]packages[/\\]contract[/\\]src[/\\]schemas[/\\]/;

/**
 * The contract's schema modules a first visit to Home builds before the button answers. Each is
 * built whole when anything of it is imported (docs/decisions/108): the start once built the
 * recordings', the evidence log's and the takes' schemas for one payload, 50 ms at a phone's speed;
 * the recorder's clock and place now come without the take's payload schema.
 * A module joins this list only when the first screen itself needs it.
 */
const FIRST_SCREEN_SCHEMAS = [
  'acknowledgements.ts',
  'alerts.ts',
  'common.ts',
  'phone.ts',
  'pins.ts',
  'profile.ts',
  'sender-name.ts',
  'upload.ts',
];

it('builds only the contract schemas the first screen needs', { timeout: 120_000 }, async () => {
  const plan = await planFirstLoad(CONFIG, HOME_PAGE, []);
  const built = [...plan.start, ...plan.home]
    .filter((id) => CONTRACT_SCHEMAS.test(id))
    .map((id) => basename(id))
    .sort();
  expect(built).toEqual(FIRST_SCREEN_SCHEMAS);
});
