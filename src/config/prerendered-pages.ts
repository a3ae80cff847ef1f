import { paths } from './paths.ts';

/**
 * The routes built to static HTML at build time and hydrated in the browser
 * (docs/decisions/046-prerendered-entry-pages.md). A route that renders the same for every
 * first-time visitor belongs here: one line, and `vite build` writes its page. Every other path is
 * served the app's shell and rendered in the browser.
 */
export const prerenderedPages: readonly string[] = [
  paths.home,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.privacy,
  // Its plan is in the fragment, which a build cannot know: the page built here is the one for a
  // link without a plan, and a link with one is rendered in the browser (first-paint.ts).
  paths.shared,
];
