// The set's helpers: those copied from earlier sets, and its own (split to stay under 400 lines).
export * from './shared-base';
export * from './shared-new';
