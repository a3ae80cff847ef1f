import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A menu button (Radix): the trigger says it opens a menu and whether it is open; arrow keys,
 * Home, End and typing a letter move between items, Enter or Space picks one, Escape closes it
 * and focus returns to the trigger.
 */
export function DropdownMenu(props: ComponentProps<typeof MenuPrimitive.Root>) {
  // Not modal: the page around stays in the accessibility tree and scrollable, as with any menu
  // button; focus still moves into the menu and Escape or a click outside closes it.
  return <MenuPrimitive.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    // In place, not in a portal: the menu stays inside the page's landmarks, next to its button.
    <MenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'rounded-control border-line bg-surface shadow-card z-50 min-w-56 border p-1 focus:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'text-ink data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 min-h-target flex cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none select-none data-[disabled]:opacity-55',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('bg-line my-1 h-px', className)} {...props} />;
}
