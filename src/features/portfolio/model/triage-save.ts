/** Said when a triage, a focus or a parking could not be saved. */
export const SAVE_FAILED = "We couldn't save that just now. Please try again.";
