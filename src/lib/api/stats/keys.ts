/** The dashboard's numbers. Anything that changes ideas, progress or feedback invalidates `all`. */
export const statsKeys = {
  all: ['stats'] as const,
  user: () => [...statsKeys.all, 'user'] as const,
};
