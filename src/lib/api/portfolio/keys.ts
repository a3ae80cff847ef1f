/** The account's portfolio: focus, last triage, ideas hidden from the shelf. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  mine: () => [...portfolioKeys.all, 'mine'] as const,
};
