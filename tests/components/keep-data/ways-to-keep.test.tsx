import { act, configure, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSharedBackend } from '../ideas/signed-in';
import { browserKeepsStorage, personWith, visitMyIdeas, visitYourData } from './person';

/**
 * The ways to keep a copy where the browser may clear the ideas, offered alike on My Ideas' line
 * and in the dashboard's 'Your data' (docs/decisions/091-keeping-a-persons-data.md): 'Keep a copy',
 * 'Install Clarity' when the browser offers installing, and Safari's way on iPhone and iPad.
 */

beforeAll(openSharedBackend, 120_000);
configure({ asyncUtilTimeout: 5_000 });

const HOME_SCREEN = 'On iPhone and iPad: Share → Add to Home Screen, and Safari keeps your ideas.';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let prompted = 0;

/**
 * The browser's offer to install, as Chromium sends it once the app may be installed, until the
 * app has taken it (it keeps the offer for its own button, and the browser shows no mini-bar).
 */
async function browserOffersInstalling() {
  await waitFor(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        prompted += 1;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
  });
}

/** Safari on an iPhone, as its user agent says. */
function onAnIphone() {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => IPHONE });
}

beforeEach(() => {
  onAnIphone();
  prompted = 0;
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'storage');
});

describe('The ways to keep a copy', { timeout: 30_000 }, () => {
  it('are offered alike on My Ideas and in Your data where the browser may clear the ideas', async () => {
    browserKeepsStorage(false);
    const backend = await personWith(1);

    const myIdeas = await visitMyIdeas(backend);
    const { line } = myIdeas;
    expect(await within(line).findByText(/^This browser may clear your ideas/)).toBeVisible();
    expect(within(line).getAllByRole('button', { name: 'Keep a copy' })).toHaveLength(1);
    expect(within(line).getByText(HOME_SCREEN)).toBeVisible();
    await browserOffersInstalling();
    await myIdeas.user.click(within(line).getByRole('button', { name: 'Install Clarity' }));
    expect(prompted).toBe(1);
    // The browser's offer is used up once shown.
    expect(within(line).queryByRole('button', { name: 'Install Clarity' })).toBeNull();
    myIdeas.unmount();

    const dashboard = await visitYourData(backend);
    const { yourData } = dashboard;
    expect(await within(yourData).findByText(/^This browser may clear your ideas/)).toBeVisible();
    expect(within(yourData).getByText(HOME_SCREEN)).toBeVisible();
    await browserOffersInstalling();
    expect(within(yourData).getByText('An installed app keeps its data.')).toBeVisible();
    await dashboard.user.click(within(yourData).getByRole('button', { name: 'Install Clarity' }));
    expect(prompted).toBe(2);
  });

  it('are not pressed on anyone whose ideas the browser keeps for good', async () => {
    browserKeepsStorage(true);
    const backend = await personWith(1);

    const myIdeas = await visitMyIdeas(backend);
    const { line } = myIdeas;
    expect(
      await within(line).findByText('Your ideas are kept in this browser for good.'),
    ).toBeVisible();
    await browserOffersInstalling();
    expect(within(line).queryByRole('button', { name: 'Keep a copy' })).toBeNull();
    expect(within(line).queryByRole('button', { name: 'Install Clarity' })).toBeNull();
    expect(within(line).queryByText(HOME_SCREEN)).toBeNull();
    myIdeas.unmount();

    const { yourData } = await visitYourData(backend);
    expect(
      await within(yourData).findByText('Your ideas are kept in this browser for good.'),
    ).toBeVisible();
    expect(within(yourData).queryByRole('button', { name: 'Install Clarity' })).toBeNull();
    expect(within(yourData).queryByText(HOME_SCREEN)).toBeNull();
  });
});
