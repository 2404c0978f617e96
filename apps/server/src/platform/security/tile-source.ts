/**
 * The Content-Security-Policy source that lets the browser load a Leaflet tile URL template's
 * images: the template's origin, a leading `{s}.` (Leaflet's rotating subdomain) becoming `*.`.
 * null when the template cannot be a tile server's address: not http(s), credentials in it, a
 * placeholder elsewhere in the host (CSP has no way to say it), or no {z}, {x} and {y} in the path.
 */
export function tileImageSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)(\/[^#]*)$/.exec(template);
  if (!match) return null;
  const [, scheme, authority = '', path = ''] = match;
  const hasTileCoordinates = ['{z}', '{x}'].every((p) => path.includes(p)) && /\{-?y\}/.test(path);
  if (!hasTileCoordinates) return null;
  const isWildcard = authority.startsWith('{s}.');
  const host = isWildcard ? authority.slice('{s}.'.length) : authority;
  if (/[{}@]/.test(host)) return null;
  let origin: URL;
  try {
    origin = new URL(`${scheme}://${host}`);
  } catch {
    return null;
  }
  return `${origin.protocol}//${isWildcard ? '*.' : ''}${origin.host}`;
}
