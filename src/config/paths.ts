/** Every route of docs/product.md §3.1, spelled once. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  privacy: '/privacy',
  /** A plan shared by link, read-only; the plan itself is in the link's fragment. */
  shared: '/shared',
  dashboard: '/dashboard',
  ideas: '/ideas',
  ideaPattern: '/idea/:id',
  aiSettings: '/ai-settings',
  idea: (id: string) => `/idea/${encodeURIComponent(id)}`,
  /** `/?resume=true&ideaId=…&step=…`: resumes the walkthrough of a saved idea. */
  resumeJourney: (ideaId: string, step: string) =>
    `/?${new URLSearchParams({ resume: 'true', ideaId, step }).toString()}`,
  /** `/?selectStep=true&ideaId=…`: opens the step selector for a saved idea. */
  selectStep: (ideaId: string) =>
    `/?${new URLSearchParams({ selectStep: 'true', ideaId }).toString()}`,
} as const;

/** Landing-page section anchors (the header's in-page scroll links). */
export const sectionIds = {
  howItWorks: 'how-it-works',
  whoItsFor: 'who-its-for',
  pricing: 'pricing',
  faq: 'faq',
  about: 'about',
  start: 'start',
} as const;
