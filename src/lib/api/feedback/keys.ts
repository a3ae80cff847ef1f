/** Feedback the person sent; its count is part of the stats (Feedback Given). */
export const feedbackKeys = {
  all: ['feedback'] as const,
};
