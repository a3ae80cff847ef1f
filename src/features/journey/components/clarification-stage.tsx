import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { readVoice } from '@/features/journey/model/device-choices';
import { retryControlsOf, useAiRetry } from '@/features/journey/hooks/use-ai-retry';
import type { CurrentIdea } from '@/features/journey/model/journey';
import type { ClarificationPart, ClarifiedIdea } from '@/domain/model';
import { FormMessage } from '@/components/ui/field';
import { AiFallbackNotice } from './ai-status-note';
import { StageHeading } from './stage-heading';

export interface ClarificationStageProps {
  idea: CurrentIdea;
  signedIn: boolean;
  aiConnected: boolean;
  /** The AI in use is 'Private AI in this browser'. */
  privateAi: boolean;
  accessToken: string | null;
  /** Trying again, the AI answered: its clarification replaces the general pointers. */
  onReplaced: (clarified: ClarifiedIdea) => void;
  /** Trying again, the AI still did not answer (or too slowly for the person). */
  onRetryFailed?: () => void;
  onChooseNextStep: () => void;
}

/** Beside a part the AI left empty: what stands there is general, named in the heading itself. */
function GeneralMark() {
  return (
    <Badge className="ml-auto font-medium">
      <span className="sr-only">: </span>General pointer
    </Badge>
  );
}

export default function ClarificationStage({
  idea,
  signedIn,
  aiConnected,
  privateAi,
  accessToken,
  onReplaced,
  onRetryFailed,
  onChooseNextStep,
}: ClarificationStageProps) {
  const { clarified } = idea;
  // Praise for an idea nobody read would be a lie (docs/product.md §5.4); so would 'Idea
  // Clarified!' over parts the AI left empty and general pointers filled (decision 094).
  const general = new Set<ClarificationPart>(idea.source === 'ai' ? (clarified.general ?? []) : []);
  const fromAi = idea.source === 'ai' && general.size === 0;
  const partly = idea.source === 'ai' && general.size > 0;
  const headingId = useId();
  const retry = useAiRetry<ClarifiedIdea>(
    async (ai, { signal, onArrived }) => {
      const result = await ai.clarifyIdea(idea.text, {
        signal,
        accessToken: accessToken ?? undefined,
        voice: readVoice(),
        onPartial: (partial) => {
          if (Object.values(partial).some(Boolean)) onArrived();
        },
      });
      return { value: result.clarified, source: result.source };
    },
    (replacement) => {
      onReplaced(replacement);
      // The notice and its button go; the person lands on the heading above the new cards.
      document.getElementById(headingId)?.focus();
    },
    onRetryFailed,
  );
  const cards = [
    { part: 'problem', title: 'Problem it solves', icon: '🎯', body: clarified.problem },
    {
      part: 'targetAudience',
      title: 'Target audience',
      icon: '👥',
      body: clarified.targetAudience,
    },
    { part: 'uniqueValue', title: 'Unique value or edge', icon: '✨', body: clarified.uniqueValue },
    { part: 'format', title: 'Format', icon: '🧩', body: clarified.format },
  ] as const;

  return (
    <main
      id="main-content"
      className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-16"
    >
      <header className="flex flex-col items-center gap-3 text-center">
        {/* The spec's words belong to an answer the AI wrote; general pointers say what they are. */}
        {fromAi ? (
          <Badge tone="success" className="px-3 py-1 text-sm">
            <span aria-hidden="true">✓</span> Idea Clarified!
          </Badge>
        ) : (
          <Badge className="px-3 py-1 text-sm">
            {partly ? 'Partly general pointers' : 'General pointers'}
          </Badge>
        )}
        <StageHeading id={headingId}>Here&apos;s your structured idea</StageHeading>
        <p className="text-ink-muted max-w-prose">
          <span className="sr-only">Your idea: </span>
          <span className="line-clamp-3" dir="auto">
            “{idea.text}”
          </span>
        </p>
      </header>

      {partly ? (
        <FormMessage tone="info">
          The AI left some parts without an answer, so those marked <strong>General pointer</strong>{' '}
          are general pointers, not advice about this idea.
        </FormMessage>
      ) : null}

      {idea.source === 'fallback' ? (
        <AiFallbackNotice
          what="clarification"
          connected={aiConnected}
          privateAi={privateAi}
          {...(idea.fallbackReason ? { reason: idea.fallbackReason } : {})}
          {...retryControlsOf(retry)}
        />
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <Card key={card.title}>
            <CardHeader className="pb-2 sm:pb-2">
              <h2 className="flex items-center gap-2 text-base leading-tight font-semibold">
                <span aria-hidden="true">{card.icon}</span>
                {card.title}
                {general.has(card.part) ? <GeneralMark /> : null}
              </h2>
            </CardHeader>
            <CardContent>
              <p className="text-ink-muted leading-relaxed">{card.body}</p>
            </CardContent>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader className="pb-2 sm:pb-2">
          <h2 className="flex items-center gap-2 text-base leading-tight font-semibold">
            <span aria-hidden="true">⚠️</span>
            Possible challenges
            {general.has('challenges') ? <GeneralMark /> : null}
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="text-ink-muted marker:text-brand-600 flex list-disc flex-col gap-2 pl-5">
            {clarified.challenges.map((challenge, index) => (
              <li key={`${index}-${challenge}`}>{challenge}</li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {fromAi ? (
        <Card className="border-brand-200 from-brand-50 to-accent-50 bg-gradient-to-br">
          <CardContent className="pt-5 text-center sm:pt-6">
            <p className="text-brand-900 text-lg font-semibold">
              <span aria-hidden="true">🚀 </span>
              <span>This idea has real potential — you&apos;re onto something!</span>
            </p>
          </CardContent>
        </Card>
      ) : null}

      <div className="flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {signedIn ? (
          <Link to={paths.ideas} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            View My Ideas
          </Link>
        ) : null}
        <Button size="lg" onClick={onChooseNextStep}>
          Choose your next step
        </Button>
      </div>
    </main>
  );
}
