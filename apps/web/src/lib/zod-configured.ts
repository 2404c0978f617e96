// zod as the browser build sees it (vite.config.ts aliases `zod` here): told, before any schema
// is built, not to compile its parsers. The server's CSP allows no eval (script-src 'self'), and
// zod probes `new Function` when it builds its first object schema: the browser refuses it and
// records a CSP violation on every page load (Lighthouse's Best Practices counts it). A setting
// in the app's own code came too late: the contract's schemas, in a shared chunk, were built
// first. Every module importing zod imports this one, so it runs before all of them.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
