/**
 * Every table, for Drizzle (drizzle.config.ts reads this file) and for queries that join across
 * features. Each table is declared beside the feature that owns it.
 */
export * from '../platform/identity/identity.schema';
export * from '../features/pins/pins.schema';
export * from '../features/phone/phone.schema';
export * from '../features/trusted-contacts/trusted-contacts.schema';
export * from '../features/alerts/alerts.schema';
export * from '../features/watch-zones/watch-zones.schema';
export * from '../features/push/push.schema';
export * from '../features/recordings/recordings.schema';
export * from '../features/evidence-keys/evidence-keys.schema';
export * from '../features/custody/custody.schema';
export * from '../features/officers/officers.schema';
export * from '../features/video-reports/video-reports.schema';
export * from '../features/stream-upload/stream-upload.schema';
export * from '../features/law-notifications/law-notifications.schema';
export * from '../features/decoy/decoy.schema';
export * from '../features/trusted-contacts/removed-contacts.schema';
export * from '../features/watch/watch-links.schema';
export * from '../platform/identity/phone-history.schema';
export * from '../features/contact-messages/contact-messages.schema';
export * from '../features/evidence-log/evidence-log.schema';
