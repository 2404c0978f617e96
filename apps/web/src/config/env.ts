/** The only reader of import.meta.env (STYLE.md): everything else imports `env`. */
export const env = {
  /** The service worker is registered only in production builds; in dev it would cache stale modules. */
  isProduction: import.meta.env.PROD,
  /** Same origin by default: the server serves the app and the API together. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  /**
   * The company's contact channels for /partnership (P2 §2: e-mail, a social page, a photo-sharing
   * account). Set at build time; unset ones are shown as not published rather than invented.
   */
  companyContacts: {
    email: (import.meta.env.VITE_CONTACT_EMAIL as string | undefined) || null,
    social: (import.meta.env.VITE_CONTACT_SOCIAL_URL as string | undefined) || null,
    photos: (import.meta.env.VITE_CONTACT_PHOTOS_URL as string | undefined) || null,
  },
} as const;
