/** The only reader of import.meta.env (STYLE.md): everything else imports `env`. */
export const env = {
  /** The service worker is registered only in production builds; in dev it would cache stale modules. */
  isProduction: import.meta.env.PROD,
  /** Same origin by default: the server serves the app and the API together. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
} as const;
