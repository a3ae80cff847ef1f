import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { ExportMenu as ExportMenuType } from './export-menu';

type ExportMenuProps = ComponentProps<typeof ExportMenuType>;
type MenuComponent = ComponentType<ExportMenuProps>;

/** What loads the menu's code; the app's is the dynamic import of `./export-menu`. */
export type ExportMenuLoader = () => Promise<{ ExportMenu: MenuComponent }>;

/**
 * The Export menu as the pages use it: the menu, its builders and Radix's menu load after the page,
 * never with `/` (docs/decisions/044-exports-from-one-document.md). Offline, when its code cannot
 * be fetched, the page goes on without the menu rather than failing whole, and the menu appears by
 * itself once the browser is back online: the same loader is asked again on the `online` event.
 */
export function lazyExportMenu(load: ExportMenuLoader) {
  let loaded: MenuComponent | null = null;
  let loading: Promise<MenuComponent> | null = null;
  // One fetch at a time for every page that shows the menu; a failed one may be asked again.
  const fetchMenu = () =>
    (loading ??= load().then(
      (module) => (loaded = module.ExportMenu),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  /** Stands in for the menu while its code is missing: nothing on screen, a retry when online. */
  function MenuWhenOnline(props: ExportMenuProps) {
    const [Menu, setMenu] = useState<MenuComponent | null>(() => loaded);
    useEffect(() => {
      if (Menu) return;
      let mounted = true;
      const retry = () => {
        fetchMenu().then(
          (menu) => mounted && setMenu(() => menu),
          // Still unreachable: the next `online` tries again.
          () => undefined,
        );
      };
      window.addEventListener('online', retry);
      // The browser may have come back while no page showed the menu.
      if (loaded || navigator.onLine) retry();
      return () => {
        mounted = false;
        window.removeEventListener('online', retry);
      };
    }, [Menu]);
    return Menu ? createElement(Menu, props) : null;
  }

  return lazy((): Promise<{ default: MenuComponent }> =>
    fetchMenu().then(
      (menu) => ({ default: menu }),
      () => ({ default: MenuWhenOnline }),
    ),
  );
}

export const LazyExportMenu = lazyExportMenu(() => import('./export-menu'));
