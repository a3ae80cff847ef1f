/**
 * The cache keys the dashboard reads or clears. `['ideas']` and `['stats']` are the prefixes of
 * the ideas and stats domains: the journey and My Ideas write under them too.
 */
export const dashboardKeys = {
  user: ['auth', 'user'] as const,
  ideas: ['ideas'] as const,
  stats: ['stats'] as const,
  userStats: ['stats', 'current-user'] as const,
};
