/** Whether the URL carries any of the journey's parameters (cheap; parsing is in `storage-read.ts`). */
export const hasJourneyParams = (params: URLSearchParams): boolean =>
  params.has('resume') || params.has('selectStep') || params.has('ideaId') || params.has('step');
