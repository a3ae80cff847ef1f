import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IDEA_TEXT_MAX_LENGTH } from '@/config/constants';
import { IdeaInput } from '@/features/journey/components/idea-input';

// The voice control's code is fetched on demand.
configure({ asyncUtilTimeout: 5_000 });

/** The browser's speech recognition at the edge: a fake that says what the test tells it to. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  static availability: string | null = null;
  static available?: (options: { langs: string[]; processLocally?: boolean }) => Promise<string>;
  lang = '';
  continuous = false;
  interimResults = false;
  processLocally = false;
  started = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  private results: { transcript: string; isFinal: boolean }[] = [];

  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  /** Recognised words: final ones stay, the last interim one is replaced by the next call. */
  say(transcript: string, isFinal: boolean) {
    const last = this.results.at(-1);
    if (last && !last.isFinal) this.results.pop();
    this.results.push({ transcript, isFinal });
    const results = this.results.map((result) =>
      Object.assign([{ transcript: result.transcript }], { isFinal: result.isFinal }),
    );
    act(() => this.onresult?.({ results }));
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
}

const scope = window as unknown as Record<string, unknown>;

function Harness({ initial = '' }: { initial?: string }) {
  const [draft, setDraft] = useState(initial);
  // The input links to the AI settings page: it lives inside the app's router.
  return (
    <MemoryRouter>
      <IdeaInput draft={draft} error={null} onDraftChange={setDraft} onSubmit={() => undefined} />
    </MemoryRouter>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Share Your Idea' });
const latest = () => FakeRecognition.instances.at(-1)!;

describe('voice brain-dump on the idea input', () => {
  afterEach(() => {
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
    FakeRecognition.instances = [];
    delete FakeRecognition.available;
  });

  it('is not offered where the browser has no speech recognition', async () => {
    render(<Harness />);
    await act(() => import('@/features/journey/components/voice-dictation'));
    expect(screen.queryByRole('button', { name: 'Start speaking' })).not.toBeInTheDocument();
  });

  it('appends what is said to what was typed, shows words still being recognised, and keeps all on Stop', async () => {
    scope.webkitSpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'A study app');
    await user.click(await screen.findByRole('button', { name: 'Start speaking' }));
    expect(latest().started).toBe(true);
    expect(latest().continuous).toBe(true);
    expect(latest().interimResults).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Listening… what you say is added to your idea.',
    );

    latest().say('that turns notes', false);
    expect(box()).toHaveValue('A study app that turns notes');
    latest().say('that turns notes into quizzes', true);
    latest().say('every', false);
    expect(box()).toHaveValue('A study app that turns notes into quizzes every');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(box()).toHaveValue('A study app that turns notes into quizzes every');
    expect(screen.getByRole('button', { name: 'Start speaking' })).toBeInTheDocument();
  });

  it('keeps what is typed while listening', async () => {
    scope.SpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    render(<Harness initial="First thought." />);
    await user.click(await screen.findByRole('button', { name: 'Start speaking' }));
    latest().say('second thought', true);
    expect(box()).toHaveValue('First thought. second thought');
    await user.type(box(), ' (typed)');
    latest().say('third', true);
    expect(box()).toHaveValue('First thought. second thought (typed) third');
  });

  it('says clearly when the microphone is refused, and keeps the text', async () => {
    scope.SpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    render(<Harness initial="Half an idea" />);
    await user.click(await screen.findByRole('button', { name: 'Start speaking' }));
    latest().fail('not-allowed');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Clarity may not use your microphone. Allow it in your browser’s settings for this site, then press ‘Start speaking’ again.',
    );
    expect(box()).toHaveValue('Half an idea');
    expect(screen.getByRole('button', { name: 'Start speaking' })).toBeInTheDocument();
  });

  it('keeps the length rule: past the limit the counter asks to shorten and nothing is cut', async () => {
    scope.SpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    const typed = 'x'.repeat(IDEA_TEXT_MAX_LENGTH - 5);
    render(<Harness initial={typed} />);
    await user.click(await screen.findByRole('button', { name: 'Start speaking' }));
    latest().say('and one more long sentence', true);
    expect(box()).toHaveValue(`${typed} and one more long sentence`);
    expect(
      screen.getByText(/Please shorten your idea by 22 characters — the core of it is enough/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's go!" })).toBeDisabled();
  });

  it('says where the sound goes: on this device when the browser can, else the browser’s own service', async () => {
    scope.SpeechRecognition = FakeRecognition;
    const { unmount } = render(<Harness />);
    expect(
      await screen.findByText(
        'Your browser turns your voice into text, and may send it to its maker’s servers to do so.',
      ),
    ).toBeInTheDocument();
    unmount();

    FakeRecognition.available = (options) =>
      Promise.resolve(options.processLocally ? 'available' : 'unavailable');
    const user = userEvent.setup();
    render(<Harness />);
    expect(
      await screen.findByText('Your voice is turned into text on this device.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start speaking' }));
    expect(latest().processLocally).toBe(true);
  });

  it('stops listening when the input leaves the screen', async () => {
    scope.SpeechRecognition = FakeRecognition;
    const { unmount } = render(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start speaking' }));
    const recognition = latest();
    unmount();
    expect(recognition.onresult).toBeNull();
  });
});
