type Tree = Record<string, unknown>;

/**
 * One language's texts from its files: the first-load ones, Home's long texts under `site`, and
 * the other pages' texts, whose `site` part joins Home's.
 */
export function mergeTexts<C extends Tree, S extends Tree, P extends Tree & { site: Tree }>(
  core: C,
  site: S,
  pages: P,
): C & Omit<P, 'site'> & { site: S & P['site'] } {
  return { ...core, ...pages, site: { ...site, ...pages.site } };
}
