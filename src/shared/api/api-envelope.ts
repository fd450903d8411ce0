/** The JSON shape of every documented /api answer (spec: success with data, or error). */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: string; fieldErrors?: Record<string, string>; errorId?: string };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
