/** An error whose message is fit to show to a person. `code` keeps the backend's own code. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
