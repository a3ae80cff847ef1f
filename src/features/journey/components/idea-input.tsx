import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormMessage, Textarea } from '@/components/ui/field';
import {
  IDEA_INPUT_MIN_HEIGHT_PX,
  IDEA_TEXT_MAX_LENGTH,
  IDEA_TEXT_WARNING_AT,
  QUOTE_ROTATION_MS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { nextQuoteIndex, QUOTES } from '@/features/journey/model/quotes';
import { withThousandsSeparators } from '@/lib/text';
import { NoAiOffer } from './private-ai-offer';
import { moveFocusTo } from '@/lib/focus';
import { FocusOnStageChangeContext, StageHeading } from './stage-heading';
import { VoiceDisclosure } from './voice-disclosure';

// Fetched once the box is on screen: the landing's first load has no room left for them.
const StartingPoints = lazy(() => import('./starting-points'));

// Fetched only where the browser offers speech recognition: the first load stays as it was.
const VoiceDictation = lazy(() =>
  import('./voice-dictation').then((module) => ({ default: module.VoiceDictation })),
);

/** Where the browser offers speech recognition (never while rendering outside a browser). */
const offersSpeechRecognition = () =>
  typeof window !== 'undefined' &&
  ('SpeechRecognition' in window || 'webkitSpeechRecognition' in window);

interface IdeaInputProps {
  draft: string;
  /** Why the last attempt came back here (docs/product.md §5.3). */
  error: string | null;
  onDraftChange: (text: string) => void;
  onSubmit: (text: string) => void;
  /** Shows 'Home' only when there is somewhere to go back to. */
  onBack?: () => void;
  /** Placed below the form: what the route adds for a signed-in person (the shelf). */
  aside?: ReactNode;
}

const formatCount = withThousandsSeparators;
const characters = (count: number) => `${formatCount(count)} character${count === 1 ? '' : 's'}`;

export function IdeaInput({
  draft,
  error,
  onDraftChange,
  onSubmit,
  onBack,
  aside,
}: IdeaInputProps) {
  const textId = useId();
  const counterId = `${textId}-counter`;
  const trimmed = draft.trim();
  const length = trimmed.length;
  const tooLong = length > IDEA_TEXT_MAX_LENGTH;
  const nearLimit = length >= IDEA_TEXT_WARNING_AT;
  const canSubmit = trimmed !== '' && !tooLong;
  const box = useRef<HTMLTextAreaElement>(null);
  // Arriving from another stage, the box takes the focus the heading would: typing goes straight
  // in, and its label (the heading 'Share Your Idea') says where the person is.
  const arrived = useContext(FocusOnStageChangeContext);
  const focusBox = useEffectEvent(() => {
    if (arrived) moveFocusTo(box.current);
  });
  useEffect(() => focusBox(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit(trimmed);
  };

  return (
    <main
      id="main-content"
      className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-10 sm:py-16"
    >
      {onBack ? (
        <div>
          <Button variant="ghost" onClick={onBack} className="-ml-3">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M15 18l-6-6 6-6" />
            </svg>
            Home
          </Button>
        </div>
      ) : null}

      <header className="flex flex-col gap-3 text-center">
        <StageHeading takesFocus={false}>What&apos;s on your mind?</StageHeading>
        <p className="text-ink-muted mx-auto max-w-prose text-lg">
          Describe your idea, no matter how messy or incomplete it feels right now.
        </p>
      </header>

      <Card>
        <form onSubmit={submit} noValidate>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">
              <label htmlFor={textId}>Share Your Idea</label>
            </h2>
            <CardDescription>
              Don&apos;t worry about making it perfect — just let your thoughts flow
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {error ? <FormMessage>{error}</FormMessage> : null}
            <NoAiOffer />
            <Textarea
              ref={box}
              id={textId}
              value={draft}
              onChange={(event) => onDraftChange(event.target.value)}
              placeholder="e.g. An app that helps students prepare for exams by turning their class notes into short daily quizzes, so studying feels less overwhelming…"
              style={{ minHeight: IDEA_INPUT_MIN_HEIGHT_PX }}
              className="resize-y"
              // Right-to-left ideas are written right to left; the first letter typed decides.
              dir="auto"
              aria-describedby={nearLimit ? counterId : undefined}
              aria-invalid={tooLong || undefined}
            />
            {/* Below the box, so the keyboard still reaches the box first from the heading. */}
            {trimmed === '' ? (
              // Their room is kept while their code loads, so nothing under the box moves when
              // they arrive: a little more than they take at each width (three rows of two on a
              // phone, a wrapped line more on the narrowest, two rows of three from `sm`).
              <div className="min-h-50 max-[359px]:min-h-58 sm:min-h-32">
                <Suspense fallback={null}>
                  <StartingPoints box={box} onPick={onDraftChange} />
                </Suspense>
              </div>
            ) : null}
            {offersSpeechRecognition() ? (
              // The room the voice button and its note take (two lines of note on a phone) is kept
              // while their code loads, so 'Let's go!' does not jump away from a finger or a click.
              <div className="min-h-24 sm:min-h-19">
                <Suspense fallback={null}>
                  <VoiceDictation text={draft} onTextChange={onDraftChange} />
                </Suspense>
              </div>
            ) : null}
            {nearLimit ? (
              <p
                id={counterId}
                aria-live="polite"
                className={
                  tooLong ? 'text-danger-700 text-sm font-medium' : 'text-warning-700 text-sm'
                }
              >
                {formatCount(length)} / {formatCount(IDEA_TEXT_MAX_LENGTH)} characters.{' '}
                {tooLong
                  ? `Please shorten your idea by ${characters(length - IDEA_TEXT_MAX_LENGTH)} — the core of it is enough for now.`
                  : `You can write ${formatCount(IDEA_TEXT_MAX_LENGTH - length)} more.`}
              </p>
            ) : null}
            <div className="flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-between">
              {/* Where the idea will be sent, and a way to choose: the draft is kept meanwhile. */}
              <Link
                to={paths.aiSettings}
                className="text-brand-700 min-h-target inline-flex items-center text-sm font-medium underline underline-offset-4"
              >
                AI settings
              </Link>
              <Button type="submit" size="lg" disabled={!canSubmit} className="w-full sm:w-auto">
                Let&apos;s go!
              </Button>
            </div>
          </CardContent>
        </form>
      </Card>

      <VoiceDisclosure />

      {aside}

      <RotatingQuote />

      <p className="text-ink-muted text-center text-sm">
        <span aria-hidden="true">💡 </span>
        <span>The messier your idea, the more we can help organize it!</span>
      </p>
    </main>
  );
}

/**
 * docs/product.md §5.2: a new quote every QUOTE_ROTATION_MS, wrapping round. Not announced: it
 * would interrupt typing.
 */
function RotatingQuote() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex(nextQuoteIndex), QUOTE_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <figure className="mx-auto max-w-xl text-center">
      <blockquote className="text-ink-muted text-base italic" data-testid="rotating-quote">
        {QUOTES[index]}
      </blockquote>
    </figure>
  );
}
