/**
 * The one error type of the server's domain code. Services throw it; the tRPC middleware and the
 * Fastify error handler turn it into a response. Messages are safe to show to the user.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  readonly fieldErrors: Record<string, string> | undefined;
  /**
   * An expected outage already reported where it happened (a remote service's failure is logged
   * once by its client, an unconfigured one once at start): the request log does not repeat it.
   */
  readonly reported: boolean;
  /**
   * A finer code than the HTTP one for the client to act on, e.g. "PAYMENT_RATE_LIMITED" or
   * "AMOUNT_MISMATCH" (payment-errors.ts): the REST envelope's `reason`, tRPC's `data.reason`.
   */
  readonly reason: string | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fieldErrors?: Record<string, string>; cause?: unknown; reported?: boolean; reason?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.reported = options.reported ?? false;
    this.reason = options.reason;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

const codeByStatus = new Map<number, AppErrorCode>(
  Object.entries(APP_ERROR_STATUS).map(([code, status]) => [status, code as AppErrorCode]),
);

export function appErrorCodeForStatus(status: number): AppErrorCode {
  return codeByStatus.get(status) ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
}

/** Short id shown to the user and written to the log, so staff can find a 5xx without leaking it. */
export function newErrorId(): string {
  return crypto.randomUUID().slice(0, 8).toUpperCase();
}
