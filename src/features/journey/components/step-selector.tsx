import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { STEP_KINDS, type StepKind } from '@/domain/vocabulary';
import { StageHeading } from './stage-heading';

export interface StepSelectorProps {
  /** The step chosen before, if any (marked so a returning person finds their place). */
  currentStep: StepKind | null;
  onPick: (step: StepKind) => void;
}

/** docs/product.md §5.5: the five options, in the words of the selector. */
export const STEP_OPTIONS: Record<StepKind, { title: string; description: string; icon: string }> =
  {
    mvp: {
      title: 'Build an MVP',
      description: 'Plan the smallest version of your idea that real people can try.',
      icon: '🛠️',
    },
    research: {
      title: 'Do market research',
      description: 'Find out who else is solving this and what people really need.',
      icon: '🔎',
    },
    audience: {
      title: 'Understand your audience',
      description: 'Get to know the people you are building for and what they care about.',
      icon: '👥',
    },
    monetization: {
      title: 'Explore monetization',
      description: 'Discover the ways your idea could make money and sustain itself.',
      icon: '💡',
    },
    explore: {
      title: 'Just explore ideas more',
      description: 'Stretch the idea in new directions before you commit to one.',
      icon: '🌱',
    },
  };

export default function StepSelector({ currentStep, onPick }: StepSelectorProps) {
  return (
    <main
      id="main-content"
      className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:py-16"
    >
      <header className="flex flex-col gap-3 text-center">
        <StageHeading>What would you like to do next?</StageHeading>
        <p className="text-ink-muted mx-auto max-w-prose text-lg">
          Pick one path to start with. There is no wrong choice.
        </p>
      </header>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STEP_KINDS.map((kind) => {
          const option = STEP_OPTIONS[kind];
          return (
            <li key={kind} className="flex">
              <Card className="hover:shadow-lift flex flex-1 flex-col transition-shadow">
                <CardHeader>
                  <span aria-hidden="true" className="text-3xl">
                    {option.icon}
                  </span>
                  <h2 className="text-lg leading-tight font-semibold">{option.title}</h2>
                  <CardDescription className="text-base">{option.description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto flex flex-col gap-2">
                  {currentStep === kind ? (
                    <p className="text-brand-800 text-sm font-medium">Your current path</p>
                  ) : null}
                  <Button
                    className="w-full"
                    onClick={() => onPick(kind)}
                    aria-label={`Get Started: ${option.title}`}
                  >
                    Get Started
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>

      <p className="text-ink-muted text-center">
        You can always come back and explore the other paths later.
      </p>
    </main>
  );
}
