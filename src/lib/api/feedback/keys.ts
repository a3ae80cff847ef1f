import type { FeedbackFilters } from '@/lib/backend/port';

export const feedbackKeys = {
  all: ['feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (filters: FeedbackFilters = {}) => [...feedbackKeys.lists(), filters] as const,
  stats: () => [...feedbackKeys.all, 'stats'] as const,
};
