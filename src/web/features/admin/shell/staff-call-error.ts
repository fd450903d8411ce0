import { TRPCClientError } from "@trpc/client";
import { messagesByField, readApiAnswer } from "../../../lib/api-answer.ts";

/** What a staff call that did not answer with data failed with, read from whichever error carried it. */
export interface StaffCallFailure {
  /** The HTTP status; null when the server could not be reached. */
  readonly status: number | null;
  /** The server's own message, when it sent one. */
  readonly serverError: string | undefined;
  /** One message per refused field. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/**
 * Thrown by the staff calls' fetch (staff-trpc.ts) for what tRPC cannot read: no answer at all, or
 * an answer that is not the router's (the cross-site guard's or rate limiter's /api envelope, a
 * proxy's error page). tRPC hands it on as the cause of its TRPCClientError.
 */
export class StaffCallRefusal extends Error implements StaffCallFailure {
  readonly status: number | null;
  readonly serverError: string | undefined;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number | null, serverError?: string, fieldErrors: Readonly<Record<string, string>> = {}) {
    super(serverError ?? (status === null ? "The server could not be reached" : `HTTP ${status}`));
    this.name = "StaffCallRefusal";
    this.status = status;
    this.serverError = serverError;
    this.fieldErrors = fieldErrors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a parsed body is a tRPC error answer (`{ error: { code: -32…, message, data } }`), which tRPC reads itself. */
export function isTrpcErrorAnswer(body: unknown): boolean {
  return isRecord(body) && isRecord(body.error) && typeof body.error.code === "number" && typeof body.error.message === "string";
}

/** The failure a non-tRPC answer of `status` with `body` (parsed JSON, or null) stands for. */
export function refusalOf(status: number, body: unknown): StaffCallRefusal {
  const answer = readApiAnswer(body);
  return answer.kind === "refusal" ? new StaffCallRefusal(status, answer.error, answer.fieldErrors) : new StaffCallRefusal(status);
}

/**
 * The failure of a staff call, from the TRPCClientError the typed client throws: the status, the
 * message and field messages of the server's error formatter (src/server/trpc/init.ts), or the
 * StaffCallRefusal the fetch threw. Undefined for anything else (a bug, not a call's answer).
 */
export function staffCallFailure(error: unknown): StaffCallFailure | undefined {
  if (error instanceof StaffCallRefusal) return error;
  if (!(error instanceof TRPCClientError)) return undefined;
  if (error.cause instanceof StaffCallRefusal) return error.cause;
  const data: unknown = error.data;
  if (!isRecord(data) || typeof data.httpStatus !== "number") return undefined;
  return { status: data.httpStatus, serverError: error.message || undefined, fieldErrors: messagesByField(data.fieldErrors) ?? {} };
}

/** True when the error is the server saying there is no (longer a) session. */
export function isUnauthorized(error: unknown): boolean {
  return staffCallFailure(error)?.status === 401;
}

/** "The server could not be reached…" when it could not; the server's reason when it gave one; else `fallback`. */
export function staffCallMessage(error: unknown, fallback: string): string {
  const failure = staffCallFailure(error);
  if (failure?.status === null) return "The server could not be reached. Please check the connection and try again.";
  return failure?.serverError ?? fallback;
}
