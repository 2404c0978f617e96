/**
 * Feature flags, off by default. P2 §2: the permissions screen is built but not reachable while
 * its flag is off. A flag can be switched on for one browser tab with `?flag=<name>` (tests,
 * reviews); nothing else reads it.
 */
const DEFAULTS = { 'permissions-screen': false } as const;
export type FlagName = keyof typeof DEFAULTS;

const SESSION_KEY = 'redzone-flags';

function sessionFlags(): string[] {
  try {
    const fromUrl = new URLSearchParams(window.location.search).getAll('flag');
    const stored = (window.sessionStorage.getItem(SESSION_KEY) ?? '').split(',').filter(Boolean);
    const all = [...new Set([...stored, ...fromUrl])];
    if (fromUrl.length > 0) window.sessionStorage.setItem(SESSION_KEY, all.join(','));
    return all;
  } catch {
    return [];
  }
}

export function isFlagOn(name: FlagName): boolean {
  return DEFAULTS[name] || sessionFlags().includes(name);
}
