import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const live = () => true;
const prerendered = () => false;

/**
 * False in a page's prerendered HTML and while React adopts it, true once the page's code runs it
 * (docs/decisions/046-prerendered-entry-pages.md): what needs the app's code to work (a form's
 * submit button) can wait for it instead of doing what the bare HTML would.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribe, live, prerendered);
