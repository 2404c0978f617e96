/**
 * The day the corpus was last read, rule by rule, against its sources (every rule and
 * the citations under it). A rule checked on another day gives its own date instead.
 */
export const REVIEWED = '2026-11-25';

/** The buffer laws and their lawsuits, checked on this day against the court and bill pages. */
export const BUFFER_REVIEWED = '2026-11-25';
