/**
 * Every number of spec §9 (both documents), named, and the limits the server adds. Components
 * and routes import these; nothing else in the code base may spell one of these values out.
 * "P1" = part1-alerts-recording-reporting.md, "P2" = part2-officials-profile-legal-shell.md.
 */

export const PRODUCT_NAME = 'Red Zone';
export const PRODUCT_SHORT_NAME = 'Red Zone';
/** The product's alert phrase (P1 §2 urgent modal heading, P1 §9 spoken confirmation). */
export const ALERT_PHRASE = 'RED ZONE ALERT';

export * from './constants/spec';
export * from './constants/server-limits';
export * from './constants/alerts';
export * from './constants/officers-legal';
