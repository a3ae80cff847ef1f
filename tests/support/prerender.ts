import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * `page` as a prerendered page serves it: its HTML in the document, with no code running yet.
 * `hydrate()` then lets React adopt it, as src/main.tsx does; `remove()` unmounts and cleans up.
 */
export function prerendered(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  return {
    container,
    hydrate: () => {
      root = hydrateRoot(container, page);
    },
    remove: () => {
      root?.unmount();
      container.remove();
    },
  };
}
