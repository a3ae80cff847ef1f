/**
 * What a guard hands /login so that a sign-in returns to the page that asked (docs/product.md
 * §3.2). It holds only for the page load that made it: history keeps a location's state across a
 * reload, and a page remembered before a reload is not "the page that asked" any more.
 */
export interface LoginRedirectState {
  from: string;
  pageLoad: number;
}

/** When this page load began: the same for every navigation in it, different after a reload. */
export const currentPageLoad = (): number => performance.timeOrigin;

export const loginRedirectState = (from: string): LoginRedirectState => ({
  from,
  pageLoad: currentPageLoad(),
});
