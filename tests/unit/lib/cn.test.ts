import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins conditional class names', () => {
    expect(cn('flex', false, null, undefined, { hidden: false, 'gap-2': true })).toBe('flex gap-2');
  });

  it.each([
    // [earlier classes, later override, what a screen must end up with]
    ['px-4 py-2', 'px-2', 'py-2 px-2'],
    ['p-5 sm:p-6', 'p-0', 'sm:p-6 p-0'],
    ['px-5 pb-5 sm:px-6', 'pt-0', 'px-5 pb-5 sm:px-6 pt-0'],
    ['text-sm text-ink-muted', 'text-base', 'text-ink-muted text-base'],
    ['text-sm text-ink-muted', 'text-danger-700', 'text-sm text-danger-700'],
    // A text size sets its own line height, as in tailwind-merge.
    ['text-lg leading-tight', 'text-xl', 'text-xl'],
    ['font-semibold', 'font-bold', 'font-bold'],
    ['bg-brand-600 text-white', 'bg-surface', 'text-white bg-surface'],
    ['border border-line', 'border-brand-300', 'border border-brand-300'],
    ['border border-line', 'border-2', 'border-line border-2'],
    ['rounded-control', 'rounded-pill', 'rounded-pill'],
    ['rounded-card shadow-card', 'shadow-lift', 'rounded-card shadow-lift'],
    ['min-h-target py-2', 'min-h-0', 'py-2 min-h-0'],
    ['w-full', 'w-auto sm:w-auto', 'w-auto sm:w-auto'],
    ['flex flex-col gap-1.5', 'gap-3', 'flex flex-col gap-3'],
    ['flex flex-col', 'flex-row', 'flex flex-row'],
    ['flex', 'hidden', 'hidden'],
    ['mt-6', 'mt-0', 'mt-0'],
    ['size-9', 'size-6', 'size-6'],
    [
      'hover:bg-brand-700 focus-visible:bg-brand-700',
      'hover:bg-brand-800',
      'focus-visible:bg-brand-700 hover:bg-brand-800',
    ],
    ['pr-10', 'pr-12', 'pr-12'],
    ['blur-[2px] select-none', '', 'blur-[2px] select-none'],
  ])('cn(%j, %j) keeps %j', (base, override, expected) => {
    expect(cn(base, override)).toBe(expected);
  });

  it('agrees with the full tailwind-merge on the standard utilities it knows', () => {
    const cases = [
      'px-4 py-2 p-3',
      'text-sm text-center text-ink text-lg',
      'bg-surface bg-brand-50 hover:bg-brand-100',
      'inset-0 top-2',
      'overflow-hidden overflow-x-auto',
      'grid grid-cols-2 sm:grid-cols-3 grid-cols-1',
      'items-start items-center justify-between justify-end',
      'line-clamp-2 block',
      'shrink-0 shrink',
    ];
    for (const classes of cases) expect(cn(classes)).toBe(twMerge(classes));
  });
});
