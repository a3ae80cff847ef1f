import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEA_TEXT_MAX_LENGTH, IDEA_TEXT_WARNING_AT, QUOTE_ROTATION_MS } from '@/config/constants';
import { IdeaInput } from '@/features/journey/components/idea-input';
import { QUOTES } from '@/features/journey/model/quotes';

/** The input links to 'AI settings', so it needs a router around it. */
const renderInput = (ui: ReactElement) => render(ui, { wrapper: MemoryRouter });

function Harness({
  onSubmit = () => undefined,
  onBack,
}: {
  onSubmit?: (text: string) => void;
  onBack?: () => void;
}) {
  const [draft, setDraft] = useState('');
  return (
    <IdeaInput
      draft={draft}
      error={null}
      onDraftChange={setDraft}
      onSubmit={onSubmit}
      onBack={onBack}
    />
  );
}

describe('the idea input', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("links to 'AI settings', where a visitor too chooses where the idea is sent", () => {
    renderInput(<Harness />);
    expect(screen.getByRole('link', { name: 'AI settings' })).toHaveAttribute(
      'href',
      '/ai-settings',
    );
  });

  it('shows the texts of docs/product.md §5.2 and a box at least 200 px high', () => {
    renderInput(<Harness />);
    expect(
      screen.getByRole('heading', { level: 1, name: "What's on your mind?" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Describe your idea, no matter how messy or incomplete it feels right now.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Don't worry about making it perfect — just let your thoughts flow"),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The messier your idea, the more we can help organize it!'),
    ).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Share Your Idea' });
    expect(box).toHaveStyle({ minHeight: '200px' });
    expect(box.getAttribute('placeholder')).toMatch(/students prepare for exams/);
  });

  it("offers 'Home' only when there is a back handler", async () => {
    const onBack = vi.fn();
    const { unmount } = renderInput(<Harness />);
    expect(screen.queryByRole('button', { name: 'Home' })).not.toBeInTheDocument();
    unmount();
    renderInput(<Harness onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('hands on the trimmed text', async () => {
    const onSubmit = vi.fn();
    renderInput(<Harness onSubmit={onSubmit} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Share Your Idea' }),
      '  a messy idea  ',
    );
    await userEvent.click(screen.getByRole('button', { name: "Let's go!" }));
    expect(onSubmit).toHaveBeenCalledWith('a messy idea');
  });

  it('counts out loud near the limit and says what to do past it, instead of cutting', () => {
    renderInput(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Share Your Idea' });
    fireEvent.change(box, { target: { value: 'a'.repeat(IDEA_TEXT_WARNING_AT - 1) } });
    expect(screen.queryByText(/characters\./)).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'a'.repeat(IDEA_TEXT_WARNING_AT) } });
    expect(
      screen.getByText('9,000 / 10,000 characters. You can write 1,000 more.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's go!" })).toBeEnabled();

    fireEvent.change(box, { target: { value: 'a'.repeat(IDEA_TEXT_MAX_LENGTH + 25) } });
    expect(box).toHaveValue('a'.repeat(IDEA_TEXT_MAX_LENGTH + 25));
    expect(screen.getByText(/Please shorten your idea by 25 characters/)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: "Let's go!" })).toBeDisabled();
  });

  it('rotates the five quotes every 4 seconds and wraps round', () => {
    vi.useFakeTimers();
    renderInput(<Harness />);
    const quote = screen.getByTestId('rotating-quote');
    expect(quote).toHaveTextContent(QUOTES[0]);
    act(() => vi.advanceTimersByTime(QUOTE_ROTATION_MS - 1));
    expect(quote).toHaveTextContent(QUOTES[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(quote).toHaveTextContent(QUOTES[1]);
    act(() => vi.advanceTimersByTime(QUOTE_ROTATION_MS * 3));
    expect(quote).toHaveTextContent(QUOTES[4]);
    act(() => vi.advanceTimersByTime(QUOTE_ROTATION_MS));
    expect(quote).toHaveTextContent(QUOTES[0]);
  });
});
