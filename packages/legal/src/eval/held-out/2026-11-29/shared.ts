// The set's helpers: those of the 2026-11-28e set, used unchanged (its shared-base.ts and
// shared-new.ts, which the evaluator copied here word for word), and its own (shared-own.ts).
export * from '../2026-11-28e/shared-base';
export * from '../2026-11-28e/shared-new';
export * from './shared-own';
