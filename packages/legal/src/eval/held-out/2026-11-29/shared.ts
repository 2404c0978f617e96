// The set's helpers: those copied from the 2026-11-28e set (shared-base.ts, shared-e.ts) and its own
// (shared-own.ts), split so that no file passes 400 lines.
export * from './shared-base';
export * from './shared-e';
export * from './shared-own';
