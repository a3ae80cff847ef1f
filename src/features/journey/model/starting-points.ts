/**
 * Ready-made starts for a blank idea box (docs/product.md §5.2): common kinds of idea, each a few
 * sentence starters to finish in the person's own words. Nothing here is sent anywhere: choosing
 * one only fills the box.
 */
interface StartingPoint {
  /** The button's label: the kind of idea. */
  label: string;
  /** What fills the box; each line ends where the person goes on writing. */
  prompt: string;
}

export const STARTING_POINTS: readonly StartingPoint[] = [
  {
    label: 'An app or website',
    prompt: 'An app or website for \nIt would help them \nToday they get by with ',
  },
  {
    label: 'A small business',
    prompt: 'A small business that sells \nMy first customers would be \nWhat I can start with: ',
  },
  {
    label: 'A study plan',
    prompt: 'A plan to learn \nby (when): \nWhat keeps getting in the way: ',
  },
  {
    label: 'A creative project',
    prompt: 'A creative project: \nWhat I picture when it is done: \nWhat I have so far: ',
  },
  {
    label: 'An event',
    prompt: 'An event for \nWhere and when: \nWhat people should leave with: ',
  },
  {
    label: 'A habit or personal goal',
    prompt: 'I want to \nbecause \nWhat I tried before: ',
  },
];

/**
 * Where the caret goes once a start fills the box: at the end of its first line, where the
 * person's own words begin.
 */
export const firstBlankAt = (prompt: string): number => {
  const lineEnd = prompt.indexOf('\n');
  return lineEnd === -1 ? prompt.length : lineEnd;
};
