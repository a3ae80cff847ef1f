import type { StepKind } from '@/domain/vocabulary';

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
