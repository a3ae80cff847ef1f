import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { makeShareLink, type MadeLink } from '@/lib/share/link';
import { toSharedPlan, type ShareSource } from '@/lib/share/plan';

type Made = MadeLink | { kind: 'failed' };
type Copied = 'copied' | 'failed' | null;

const WHY_NO_LINK: Record<Exclude<Made['kind'], 'link'>, string> = {
  'too-long': 'This plan is too long to fit in a link that browsers can open.',
  unsupported:
    'This browser cannot make share links; a recent Chrome, Edge, Firefox or Safari can.',
  failed: 'The link could not be made. Please try again.',
};

/**
 * 'Share' on the walkthrough and the idea page (docs/product.md §5.14): a read-only link to the
 * idea, its clarification and its guide with the ticks of this moment. The plan travels inside the
 * link's fragment, which no server receives (docs/decisions/087-a-plan-shared-inside-its-link.md).
 */
export function ShareButton({ source }: { source: ShareSource }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const [copied, setCopied] = useState<Copied>(null);
  // Only the link of the latest opening is shown: an earlier one may finish after it.
  const run = useRef(0);

  const share = () => {
    const current = ++run.current;
    setMade(null);
    setCopied(null);
    setOpen(true);
    const settle = (result: Made) => {
      if (run.current === current) setMade(result);
    };
    makeShareLink(toSharedPlan(source), window.location.origin).then(settle, () =>
      settle({ kind: 'failed' }),
    );
  };

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );

  return (
    // The trigger is Radix's, so closing the dialog puts focus back on 'Share'.
    <Dialog open={open} onOpenChange={(next) => (next ? share() : setOpen(false))}>
      <DialogTrigger asChild>
        <Button variant="outline">Share</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this plan</DialogTitle>
          <DialogDescription>
            Anyone with this link can read this plan: the idea, its clarification, this guide and
            the steps ticked now. Nothing else goes in it, and it is not stored on any server: the
            plan travels inside the link. Ticks made later are not added.
          </DialogDescription>
        </DialogHeader>
        <ShareLink made={made} copied={copied} onCopy={copy} />
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ShareLink({
  made,
  copied,
  onCopy,
}: {
  made: Made | null;
  copied: Copied;
  onCopy: (url: string) => void;
}) {
  if (!made)
    return (
      <p role="status" className="text-ink-muted flex items-center gap-3 text-sm">
        <Spinner className="size-4" />
        Making the link…
      </p>
    );
  if (made.kind !== 'link')
    return (
      <p role="alert" className="text-ink text-sm">
        {WHY_NO_LINK[made.kind]}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <Field label="Link to this plan">
        {(control) => (
          <Input
            {...control}
            readOnly
            value={made.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button onClick={() => onCopy(made.url)}>Copy link</Button>
        <p role="status" className="text-ink-muted text-sm">
          {copied === 'copied'
            ? 'Link copied.'
            : copied === 'failed'
              ? 'The link could not be copied: select it above and copy it yourself.'
              : ''}
        </p>
      </div>
    </div>
  );
}
