import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { IdeaInput } from '@/features/journey/components/idea-input';

function Harness({ onSubmit = () => undefined }: { onSubmit?: (text: string) => void }) {
  const [draft, setDraft] = useState('');
  return <IdeaInput draft={draft} error={null} onDraftChange={setDraft} onSubmit={onSubmit} />;
}

const renderInput = (onSubmit?: (text: string) => void) =>
  render(<Harness onSubmit={onSubmit} />, { wrapper: MemoryRouter });
const box = () => screen.getByRole('textbox', { name: 'Share Your Idea' }) as HTMLTextAreaElement;
const STARTS = { name: /Pick a starting point/ };
const startingPoints = () => screen.queryByRole('group', STARTS);
// Their code is fetched once the box is on screen.
const startingPointsShown = () => screen.findByRole('group', STARTS);

describe('starting points on the idea input', () => {
  it('offers ready-made starts for common kinds of idea while the box is empty', async () => {
    renderInput();
    const group = await startingPointsShown();
    const labels = Array.from(group.querySelectorAll('button')).map((button) => button.textContent);
    expect(labels).toEqual([
      'An app or website',
      'A small business',
      'A study plan',
      'A creative project',
      'An event',
      'A habit or personal goal',
    ]);
  });

  it('fills the box with a prompt to finish, the caret where the words begin, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderInput(onSubmit);

    await user.click(await screen.findByRole('button', { name: 'A study plan' }));
    expect(box().value).toBe('A plan to learn \nby (when): \nWhat keeps getting in the way: ');
    expect(box()).toHaveFocus();
    expect(box().selectionStart).toBe('A plan to learn '.length);
    // Folded away once the box has words in it.
    expect(startingPoints()).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // What is typed goes where the caret was left.
    await user.keyboard('Spanish');
    expect(box().value.split('\n')[0]).toBe('A plan to learn Spanish');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    expect(onSubmit).toHaveBeenCalledWith(
      'A plan to learn Spanish\nby (when): \nWhat keeps getting in the way:',
    );
  });

  it('goes away as soon as the person types, and never stands over their words', async () => {
    const user = userEvent.setup();
    renderInput();
    await startingPointsShown();
    await user.type(box(), 'A bakery');
    expect(startingPoints()).not.toBeInTheDocument();
    await user.clear(box());
    // An empty box again: the starts come back.
    expect(await startingPointsShown()).toBeInTheDocument();
  });
});
