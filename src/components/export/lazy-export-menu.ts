import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { ExportMenu as ExportMenuType } from './export-menu';

/**
 * The Export menu as the pages use it: the menu, its builders and Radix's menu load after the page,
 * never with `/` (docs/decisions/044-exports-from-one-document.md). Offline, when its code cannot
 * be fetched, the page goes on without the menu rather than failing whole; a reload brings it back.
 */
export const LazyExportMenu = lazy(
  (): Promise<{ default: ComponentType<ComponentProps<typeof ExportMenuType>> }> =>
    import('./export-menu')
      .then((module) => ({ default: module.ExportMenu }))
      .catch(() => ({ default: () => null })),
);
