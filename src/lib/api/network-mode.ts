/**
 * For calls a person waits on in the journey and on the auth screens: the backend decides whether
 * it can answer. Local mode works offline, and a failed call is set back and said at once instead of
 * being paused until the browser reports it is online again (react-query's default).
 */
export const backendDecides = { networkMode: 'always' } as const;
