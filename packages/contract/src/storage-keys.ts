/** Keys of the browser's local and session storage (P1 §3 "Local device storage"). */
export const STORAGE_KEYS = {
  permissions: 'redzone-permissions',
  profile: 'redzone-profile',
  createdAlerts: 'my-created-alerts',
  dismissedAlerts: 'dismissed-alerts',
  userId: 'redzone-user-id',
  mapAlert: 'redzone-map-alert',
  verifiedPhone: 'redzone-verified-phone',
  language: 'redzone-language',
  /** The emergency in progress on this device (survives a reload; an offline one is posted later). */
  activeEmergency: 'redzone-active-emergency',
  /** sessionStorage: the install banner was dismissed this session. */
  installBannerDismissed: 'redzone-install-banner-dismissed',
  /** Issue 29: the stop and duress PINs' salted PBKDF2 hashes (never the PINs). */
  recorderPins: 'redzone-recorder-pins',
  /** Issue 29: how the recorder starts by default (sound only, a dark screen). */
  recorderPreferences: 'redzone-recorder-preferences',
  /** Issue 29: the spoken phrase that starts the recorder, and whether it is listened for. */
  spokenPhrase: 'redzone-spoken-phrase',
  /** Issue 27: the on-watch session's end time, so a reload keeps the person on watch. */
  onWatch: 'redzone-on-watch',
  /** Alerts ended on this phone whose end has not reached the server yet (no PIN kept). */
  pendingAlertEnds: 'redzone-pending-alert-ends',
  /** sessionStorage: urgent modal already shown for these alert ids. */
  urgentShown: 'redzone-urgent-shown',
} as const;
