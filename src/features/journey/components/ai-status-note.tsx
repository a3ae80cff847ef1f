import { FormMessage } from '@/components/ui/field';

/**
 * docs/product.md §5.12: when no AI is connected the screen says so plainly instead of passing off
 * examples as advice. The app has no public repository address to link to, so it names the README
 * section.
 */
export function AiNotConnectedNote() {
  return (
    <FormMessage tone="info">
      <strong>The AI is not connected</strong>, so you are seeing example results rather than advice
      about your idea. To connect one, follow the{' '}
      <cite className="not-italic">“AI connection”</cite> section of the README.
    </FormMessage>
  );
}
