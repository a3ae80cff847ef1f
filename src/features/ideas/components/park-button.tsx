import { Button, type ButtonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useIdeaParkMutation } from '@/lib/api/ideas/idea-park-mutation';
import type { Idea } from '@/domain/model';

const PARK_FAILED = "We couldn't save that just now. Your idea is as it was; please try again.";

interface ParkButtonProps extends Pick<ButtonVariants, 'variant' | 'size'> {
  idea: Idea;
  /** The idea's short title, so the name says which idea the button is for. */
  title?: string;
  className?: string;
}

/**
 * 'Park for later', or 'Unpark' on a parked idea (docs/product.md §8.4): setting an idea aside is a
 * choice, said in calm words, never counted or shown in red.
 */
export function ParkButton({ idea, title, variant = 'ghost', size, className }: ParkButtonProps) {
  const park = useIdeaParkMutation();
  const parked = idea.status === 'parked';
  const label = parked ? 'Unpark' : 'Park for later';
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={park.isPending}
      aria-label={title ? `${label}: ${title}` : undefined}
      onClick={() =>
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
        )
      }
    >
      {label}
    </Button>
  );
}
