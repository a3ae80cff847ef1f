export const feedbackKeys = {
  all: ['feedback'] as const,
  stats: () => [...feedbackKeys.all, 'stats'] as const,
};
