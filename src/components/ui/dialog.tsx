import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal with an overlay, a close button and focus trapped inside (Radix). It needs a
 * `DialogTitle`; pass `aria-describedby={undefined}` when there is no `DialogDescription`.
 * With `placement="edge"` (and `modal={false}` on `Dialog`) it is a card at the screen's edge
 * instead, see `EdgeDialogContent`.
 */
export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  placement = 'center',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  placement?: 'center' | 'edge';
}) {
  if (placement === 'edge') {
    return (
      <EdgeDialogContent className={className} closeLabel={closeLabel} {...props}>
        {children}
      </EdgeDialogContent>
    );
  }
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="bg-ink/50 fixed inset-0 z-50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          'rounded-card border-line bg-surface shadow-card fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto border p-6 focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The page's bottom padding while an edge dialog is open, so nothing stays hidden under it. */
const EDGE_ROOM_PROPERTY = '--edge-dialog-room';

/**
 * A dialog that asks without interrupting: a card at the bottom right (a bottom sheet on narrow
 * screens), no overlay, focus left where the person is, and the page padded by the card's height
 * so every part of it can still be scrolled into view. It stays until closed (Escape, ×, or the
 * dialog's own buttons), so working on the page around it does not throw away what was typed.
 */
function EdgeDialogContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Content
        ref={ref}
        aria-modal="false"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Closed from inside (its buttons, or Escape there): back to where the person was.
          // Closed while they were on the page: focus stays where it is.
          const focused = document.activeElement;
          const fromInside = focused === document.body || ref.current?.contains(focused);
          const target = returnFocusTo.current;
          if (fromInside && target instanceof HTMLElement && target.isConnected) target.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
        className={cn(
          'border-line bg-surface shadow-card rounded-t-card sm:rounded-card fixed inset-x-0 bottom-0 z-40 flex max-h-[60dvh] flex-col overflow-y-auto border-t p-5 focus:outline-none data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-h-[calc(100dvh-3rem)] sm:w-[24rem] sm:border',
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton label={closeLabel} />
        <ReserveRoom />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Pads the page by the height of the dialog it sits in, for as long as it is open. A child of the
 * content rather than an effect beside it: the portal puts the content in the page a render later.
 */
function ReserveRoom() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const dialog = marker.current?.parentElement;
    if (!dialog) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(EDGE_ROOM_PROPERTY, `${dialog.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(dialog);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(EDGE_ROOM_PROPERTY);
    };
  }, []);
  return <span ref={marker} hidden />;
}

function CloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close
      className="rounded-control text-ink-muted hover:bg-surface-sunken hover:text-ink absolute top-3 right-3 inline-flex size-11 items-center justify-center"
      aria-label={label}
    >
      <Icon name="close" className="size-5" />
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-ink text-xl font-bold', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-ink-muted text-sm', className)} {...props} />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
