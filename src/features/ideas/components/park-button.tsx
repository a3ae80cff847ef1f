import { Button, type ButtonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useIdeaParkMutation } from '@/lib/api/ideas/idea-park-mutation';
import type { Idea } from '@/domain/model';

const PARK_FAILED = "We couldn't save that just now. Your idea is as it was; please try again.";

/**
 * 'Park for later', or 'Unpark' on a parked idea (docs/product.md §8.4): setting an idea aside is a
 * choice, said in calm words, never counted or shown in red. The button on the idea page and the
 * item in a card's menu say and do the same.
 */
export function useParkToggle(idea: Idea) {
  const park = useIdeaParkMutation();
  const parked = idea.status === 'parked';
  const toggle = () =>
    park.mutate(
      { idea, park: !parked },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.status === 'parked'
              ? 'Parked. It will wait on your shelf until you want it.'
              : 'Unparked. Welcome back to it.',
          ),
        onError: () => toast.error(PARK_FAILED),
      },
    );
  return { label: parked ? 'Unpark' : 'Park for later', toggle, pending: park.isPending };
}

interface ParkButtonProps extends Pick<ButtonVariants, 'variant'> {
  idea: Idea;
}

/** The idea page's button, beside the title. */
export function ParkButton({ idea, variant = 'ghost' }: ParkButtonProps) {
  const { label, toggle, pending } = useParkToggle(idea);
  return (
    <Button variant={variant} disabled={pending} onClick={toggle}>
      {label}
    </Button>
  );
}
