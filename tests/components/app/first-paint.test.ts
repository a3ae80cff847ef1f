import { afterEach, describe, expect, it } from 'vitest';
import { canHydrate, markClientRender } from '@/app/prerender/first-paint';

const LOCAL_KEYS = ['clarity.local-session', 'clarity.local-banner-dismissed'];
const SESSION_KEYS = ['clarity.journey', 'clarity.recent-ideas'];

/** The page as a prerendered `/` arrives: its root marked, the first-paint script run. */
function arrive(url = '/') {
  window.history.replaceState(null, '', url);
  const root = document.createElement('div');
  root.dataset.prerendered = '/';
  markClientRender(LOCAL_KEYS, SESSION_KEYS);
  return root;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset.render;
  window.history.replaceState(null, '', '/');
});

describe('the first paint of a prerendered page', () => {
  it('a first-time visitor keeps the prerendered page, and the app adopts it', () => {
    expect(canHydrate(arrive())).toBe(true);
    expect(document.documentElement.dataset.render).toBeUndefined();
  });

  it.each([
    ['a stored session', () => localStorage.setItem('clarity.local-session', '{}')],
    ['a dismissed banner', () => localStorage.setItem('clarity.local-banner-dismissed', '1')],
    ['a stored journey', () => sessionStorage.setItem('clarity.journey', '{}')],
    ['recent ideas', () => sessionStorage.setItem('clarity.recent-ideas', '[]')],
  ])('%s hides it and the app renders afresh', (_what, store) => {
    store();
    expect(canHydrate(arrive())).toBe(false);
    expect(document.documentElement.dataset.render).toBe('client');
  });

  it('a link with parameters is rendered afresh', () => {
    expect(canHydrate(arrive('/?resume=true&ideaId=1&step=step1'))).toBe(false);
  });

  it('other storage, say the feedback session id, changes nothing', () => {
    sessionStorage.setItem('clarity.feedback-session-id', 'x');
    expect(canHydrate(arrive())).toBe(true);
  });

  it('a page prerendered for another path is never adopted', () => {
    const root = arrive('/login');
    expect(canHydrate(root)).toBe(false);
  });
});
