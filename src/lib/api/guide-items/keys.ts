import type { StepKind } from '@/domain/vocabulary';

/**
 * Which guide's items: a guide stored with a saved idea (`ideaId`), whose items are in the
 * database; or, with `ideaId` null, a guide kept only in this tab (a visitor's, or a guide that is
 * not stored), whose items are in sessionStorage under `tabKey`.
 */
export interface GuideItemsRef {
  ideaId: string | null;
  kind: StepKind;
  tabKey: string;
}

/** The items of one guide. */
export const guideItemKeys = {
  all: ['guide-items'] as const,
  guide: (ref: GuideItemsRef) =>
    ref.ideaId === null
      ? ([...guideItemKeys.all, 'tab', ref.tabKey] as const)
      : ([...guideItemKeys.all, ref.ideaId, ref.kind] as const),
};
