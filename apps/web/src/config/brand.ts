/**
 * Brand colours shared by the web manifest, the theme-color meta tag and the icon generator, so
 * the browser chrome, the splash screen and the app agree.
 */
export const THEME_COLOR = '#0a0a0a';
export const BACKGROUND_COLOR = '#0a0a0a';
export const ACCENT_COLOR = '#dc2626';
