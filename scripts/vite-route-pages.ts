import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One HTML page per entry route of a production build, each preloading its own route's code.
 *
 * Every route module is lazy, so on arrival the browser fetched index.html, then the app's entry
 * script, and only once that had run did the router ask for the route's chunk: a round trip more
 * before the first real paint (Lighthouse's LCP on a slow phone network). Here index.html preloads
 * the `/` route's chunk with its static imports, and `login.html`, `ideas.html`… do the same for
 * theirs. `vite preview` and most static hosts serve `/login` from `login.html`; a host that answers
 * every path with index.html still works, just without the head start.
 *
 * @param pages public path → route module, relative to the project root
 */
export function clarityRoutePages(pages: Record<string, string>): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'clarity:route-pages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        // Worker bundles and builds without the app's page have nothing to do here.
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
        const template = html.source;

        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk and everything it imports statically: what must arrive before it can run. */
        const withStaticImports = (fileName: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byFileName.get(fileName)?.imports ?? [])
            withStaticImports(imported, seen);
          return seen;
        };
        // Vite already preloads the entry's own static imports.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const alreadyLoaded = entry ? withStaticImports(entry.fileName) : new Set<string>();

        for (const [path, module] of Object.entries(pages)) {
          const routeModule = resolve(root, module);
          const route = chunks.find((chunk) => chunk.facadeModuleId === routeModule);
          if (!route)
            return this.error(`clarity:route-pages: no chunk for ${module} (route ${path})`);
          const links = [...withStaticImports(route.fileName)]
            .filter((fileName) => !alreadyLoaded.has(fileName))
            .map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`)
            .join('\n    ');
          const source = template.replace('</head>', `  ${links}\n  </head>`);
          if (path === '/') {
            html.source = source;
          } else {
            this.emitFile({ type: 'asset', fileName: `${path.replace(/^\//, '')}.html`, source });
          }
        }
      },
    },
  };
}
