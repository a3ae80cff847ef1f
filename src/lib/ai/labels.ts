import type { StepKind } from '@/config/constants';

/** The heading of a guide's extras list, named for its kind (docs/product.md §5.5, §5.6). */
export const EXTRAS_LABELS: Record<StepKind, string> = {
  mvp: 'Recommended Tools',
  research: 'Recommended Resources',
  audience: 'Recommended Methods',
  monetization: 'Monetization Models',
  explore: 'Techniques to Try',
};

/** The JSON key the model fills with the extras, so that it knows what kind of list it writes. */
export const EXTRAS_KEYS: Record<
  StepKind,
  'tools' | 'resources' | 'methods' | 'models' | 'techniques'
> = {
  mvp: 'tools',
  research: 'resources',
  audience: 'methods',
  monetization: 'models',
  explore: 'techniques',
};
