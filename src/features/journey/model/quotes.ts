/** docs/product.md §5.2: five quotes, one every QUOTE_ROTATION_MS, wrapping round. */
export const QUOTES = [
  '“Every great idea starts as a messy thought.”',
  '“You don’t have to see the whole staircase, just take the first step.” — Martin Luther King Jr.',
  '“Clarity comes from action, not thought alone.”',
  '“The secret of getting ahead is getting started.” — Mark Twain',
  '“Your mind is for having ideas, not holding them.” — David Allen',
] as const;

export const nextQuoteIndex = (index: number): number => (index + 1) % QUOTES.length;
