/** The JSON shape of every documented /api answer (spec: success with data, or error). */
export type ApiSuccess<T> = { success: true; data: T };
/** `reason`: a finer code than the status for the client to act on (e.g. "PAYMENT_RATE_LIMITED"); `error` is its message. */
export type ApiFailure = { success: false; error: string; fieldErrors?: Record<string, string>; errorId?: string; reason?: string };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
