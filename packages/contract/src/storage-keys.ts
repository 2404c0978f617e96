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
  /** localStorage: the install banner has been shown on this device; later sessions skip it. */
  installBannerShown: 'redzone-install-banner-shown',
  /** sessionStorage: the install banner was first shown in this session. */
  installBannerShownHere: 'redzone-install-banner-shown-here',
  /**
   * Where the oldest installs kept PBKDF2 hashes of both PINs: removed at start, since a copy of
   * the phone could try every PIN against them (decision 071).
   */
  recorderPins: 'redzone-recorder-pins',
  /** '1' while a stop PIN guards this phone, so Stop asks for it offline too. Nothing else. */
  stopPinSet: 'redzone-stop-pin-set',
  /** How the recorder starts by default (sound only, a dark screen). */
  recorderPreferences: 'redzone-recorder-preferences',
  /** The spoken phrase that starts the recorder, and whether it is listened for. */
  spokenPhrase: 'redzone-spoken-phrase',
  /** The on-watch session's end time, so a reload keeps the person on watch. */
  onWatch: 'redzone-on-watch',
  /** Alerts ended on this phone whose end has not reached the server yet (no PIN kept). */
  pendingAlertEnds: 'redzone-pending-alert-ends',
  /** sessionStorage: urgent modal already shown for these alert ids. */
  urgentShown: 'redzone-urgent-shown',
} as const;
