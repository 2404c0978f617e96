// The set's helpers: those of the 2026-11-29 set (its shared.ts, which itself re-exports the
// 2026-11-28e helpers), re-exported unchanged, and this set's own (shared-own.ts).
export * from '../2026-11-29/shared';
export * from './shared-own';
