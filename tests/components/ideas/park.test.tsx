import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';
import { openSharedBackend, saveIdeas, signIn } from './signed-in';

beforeAll(openSharedBackend, 120_000);
configure({ asyncUtilTimeout: 5_000 });

const card = (name: string) => screen.findByRole('article', { name });
/** An item of a card's 'More' menu. */
const menuItem = async (user: UserEvent, name: string, item: string) => {
  await user.click(within(await card(name)).getByRole('button', { name: `More for ${name}` }));
  return within(await within(await card(name)).findByRole('menu')).getByRole('menuitem', {
    name: item,
  });
};

describe('Park for later', { timeout: 30_000 }, () => {
  it('parks an idea from its card, finds it under Parked without a count, and Unpark returns it to In Progress', async () => {
    const { backend } = await signIn();
    await saveIdeas(backend, [
      { idea_text: 'A seed library for the street', status: 'in_progress' },
      { idea_text: 'A choir for people who cannot sing' },
    ]);
    const { user } = renderApp({ route: '/ideas', backend });

    await user.click(await menuItem(user, 'A seed library for the street', 'Park for later'));
    expect(
      await within(await card('A seed library for the street')).findByText('Parked'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    await user.click(screen.getByRole('button', { name: 'Parked', pressed: false }));
    expect(await screen.findByText('Your parked ideas')).toBeInTheDocument();
    expect(screen.queryByText(/Showing \d/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: 'A choir for people who cannot sing' }),
    ).toBeNull();

    await user.click(await menuItem(user, 'A seed library for the street', 'Unpark'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(
      await within(await card('A seed library for the street')).findByText('In Progress'),
    ).toBeInTheDocument();
  });

  it('parks and unparks on the idea page, back to the status it had', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [{ idea_text: 'Letters to my future self' }]);
    const { user } = renderApp({ route: `/idea/${idea!.id}`, backend });

    await user.click(await screen.findByRole('button', { name: 'Park for later' }));
    expect(await screen.findByText('Parked')).toBeInTheDocument();
    expect((await backend.ideas.get(idea!.id))?.status).toBe('parked');

    await user.click(screen.getByRole('button', { name: 'Unpark' }));
    expect(await screen.findByText('Clarified')).toBeInTheDocument();
    expect((await backend.ideas.get(idea!.id))?.status).toBe('clarified');
  });
});
