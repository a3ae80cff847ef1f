/** The words of docs/product.md §8.1 for where the ideas live, said the same on every screen. */
export const KEPT_FOR_GOOD = 'Your ideas are kept in this browser for good.';
export const MAY_CLEAR = "This browser may clear your ideas if you don't open Clarity for a while.";
export const IN_THE_ACCOUNT = 'Your ideas are kept in your account.';
export const HOME_SCREEN_LINE =
  'On iPhone and iPad: Share → Add to Home Screen, and Safari keeps your ideas.';
