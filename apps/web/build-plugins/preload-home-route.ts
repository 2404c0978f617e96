import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';

/**
 * Home's route chunk and everything it imports, as `<link rel="modulepreload">` in index.html.
 * Home is a lazy route, so without this Vite's preload helper adds those links from script when
 * main.tsx starts the route's import: some 30 `appendChild` calls, 140 to 260 ms of main thread
 * at 4x CPU slowdown (a CPU profile of Home) in the task that evaluates the app, and the
 * downloads started only once the entry script ran. In the HTML, the browser's preload scanner
 * starts them at once, and the helper finds the links there and adds none (it skips hrefs the
 * document already has). Other routes download these chunks too; most are shared with them.
 */
export function preloadHomeRoutePlugin(homeModule: string): Plugin {
  return {
    name: 'redzone-preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) return html;
        // Its own chunk, or the first load's `home-page` chunk that holds it (first-load-chunks.ts).
        const home = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            (output.facadeModuleId?.endsWith(homeModule) === true ||
              output.moduleIds.some((id) => id.endsWith(homeModule))),
        );
        if (home === undefined) throw new Error(`no chunk for ${homeModule} in the build`);
        const tags: HtmlTagDescriptor[] = [...chunkClosure(bundle, home.fileName)]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
