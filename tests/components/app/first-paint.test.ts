import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPTS_ID,
  canHydrate,
  HYDRATED_EVENT,
  keepPressesUntilHydrated,
  markClientRender,
  startAppAfterFirstPaint,
} from '@/app/prerender/first-paint';

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
  document.head.replaceChildren();
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

/** A prerendered page's <head>: its script tags inert in the template, as the build writes them. */
function headWithAppScripts() {
  document.head.innerHTML =
    `<template id="${APP_SCRIPTS_ID}">` +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">' +
    '</template>';
}

/** The app's code as the browser sees it: live elements of the document, not a template's copies. */
const liveAppScripts = () =>
  [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
    (element) =>
      `${element.localName} ${element.getAttribute('src') ?? element.getAttribute('href')}`,
  );

const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe("the start of a prerendered page's code", () => {
  it('waits for the page to be painted, then loads the module script and its preloads', async () => {
    headWithAppScripts();
    markClientRender(LOCAL_KEYS, SESSION_KEYS);
    startAppAfterFirstPaint(APP_SCRIPTS_ID, 60_000);
    expect(liveAppScripts()).toEqual([]);

    await nextFrame();
    expect(liveAppScripts()).toEqual(['script /assets/index-abc.js', 'link /assets/react-abc.js']);
    const script = document.head.querySelector('script[src]');
    expect(script).toHaveAttribute('type', 'module');
    expect(script).toHaveAttribute('crossorigin', '');
    expect(document.getElementById(APP_SCRIPTS_ID)).toBeNull();
  });

  it('makes a long list of tags live a few per task, all of them, in order, the module script first', async () => {
    // An account page's template holds its module script and about thirty preloads.
    const preloads = Array.from({ length: 30 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML =
      `<template id="${APP_SCRIPTS_ID}">` +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
      '</template>';
    localStorage.setItem('clarity.local-session', '{}');
    markClientRender(LOCAL_KEYS, SESSION_KEYS);
    startAppAfterFirstPaint(APP_SCRIPTS_ID, 60_000);
    // The module script starts at once; the preloads follow in the next tasks, not in this one.
    expect(liveAppScripts()[0]).toBe('script /assets/index-abc.js');
    expect(liveAppScripts().length).toBeLessThan(31);

    await vi.waitFor(() => expect(liveAppScripts()).toHaveLength(31));
    expect(liveAppScripts()).toEqual([
      'script /assets/index-abc.js',
      ...preloads.map((href) => `link ${href}`),
    ]);
  });

  it('starts at once when the app renders afresh, its prerendered page hidden', () => {
    headWithAppScripts();
    localStorage.setItem('clarity.local-session', '{}');
    markClientRender(LOCAL_KEYS, SESSION_KEYS);
    startAppAfterFirstPaint(APP_SCRIPTS_ID, 60_000);
    expect(liveAppScripts()).toEqual(['script /assets/index-abc.js', 'link /assets/react-abc.js']);
  });

  it('leaves a page without the template (the shell) as it is', async () => {
    document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
    startAppAfterFirstPaint(APP_SCRIPTS_ID, 60_000);
    await nextFrame();
    expect(liveAppScripts()).toEqual(['script /assets/index-abc.js']);
  });
});

/**
 * A prerendered page's body as the build writes it, with a listener on the root standing in for
 * React's (it listens there once `hydrateRoot` has run): it logs what reaches it.
 */
function prerenderedBody(path = '/') {
  document.body.innerHTML =
    `<div id="root" data-prerendered="${path}">` +
    '<button type="button">Contact <svg><path></path></svg></button>' +
    '<a href="#faq">FAQ</a>' +
    '<form><input name="email" /><button type="submit">Sign In</button></form>' +
    '</div>';
  const reached: string[] = [];
  const root = document.getElementById('root')!;
  for (const type of ['click', 'submit'])
    root.addEventListener(type, (event) => {
      const target = event.target as Element;
      reached.push(`${type} ${target.localName === 'form' ? 'form' : target.textContent?.trim()}`);
      // What React does for a submit: the page is not sent away.
      if (type === 'submit') event.preventDefault();
    });
  keepPressesUntilHydrated('root', HYDRATED_EVENT);
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;
  return { root, reached, button };
}

const hydrated = () => document.dispatchEvent(new Event(HYDRATED_EVENT));

describe('a press on a prerendered page before its code runs', () => {
  afterEach(() => {
    // The script stops listening once told the app has started.
    hydrated();
    document.body.replaceChildren();
  });

  it('is kept, then pressed again once, in order, when the app has adopted the page', () => {
    const { reached, button } = prerenderedBody();
    const contact = button('Contact ');
    // A press on the icon inside the button is a press on the button.
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    contact.querySelector('path')!.dispatchEvent(pressed);
    button('Sign In').click();
    expect(pressed.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);

    hydrated();
    expect(reached).toEqual(['click Contact', 'click Sign In', 'submit form']);
    // From now on the app answers presses itself.
    contact.click();
    expect(reached).toEqual(['click Contact', 'click Sign In', 'submit form', 'click Contact']);
  });

  it('keeps a form submitted without its button, and submits it once', () => {
    const { reached } = prerenderedBody();
    const form = document.querySelector('form')!;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    hydrated();
    expect(reached).toEqual(['submit form']);
  });

  it('leaves links alone: they work before the code', () => {
    const { reached } = prerenderedBody();
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
    expect(reached).toEqual(['click FAQ']);
    hydrated();
    expect(reached).toEqual(['click FAQ']);
  });

  it('drops a press on what the page no longer shows when the app starts', () => {
    const { reached, button } = prerenderedBody();
    const contact = button('Contact ');
    contact.click();
    contact.remove();
    hydrated();
    expect(reached).toEqual([]);
  });

  it.each([
    ['rendered afresh', '/', () => (document.documentElement.dataset.render = 'client')],
    ['prerendered for another path', '/login', () => undefined],
  ])('keeps nothing on a page %s, which the app replaces', (_what, path, mark) => {
    mark();
    const { reached, button } = prerenderedBody(path);
    button('Contact ').click();
    expect(reached).toEqual(['click Contact']);
    hydrated();
    expect(reached).toEqual(['click Contact']);
  });
});
