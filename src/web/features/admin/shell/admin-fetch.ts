import type { z } from "zod";
import { readApiResponse } from "../../../lib/api-answer.ts";
import { sendToSignIn } from "../sign-in/sign-in-redirect.ts";

/** A staff call that did not answer with data. */
export class AdminRequestError extends Error {
  /** The HTTP status; null when the server could not be reached. */
  readonly status: number | null;
  /** The server's own message (the envelope's `error`), when it sent one. */
  readonly serverError: string | undefined;
  /** One message per refused field (the envelope's `fieldErrors`). */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number | null, serverError?: string, fieldErrors: Readonly<Record<string, string>> = {}) {
    super(serverError ?? (status === null ? "The server could not be reached" : `HTTP ${status}`));
    this.name = "AdminRequestError";
    this.status = status;
    this.serverError = serverError;
    this.fieldErrors = fieldErrors;
  }
}

/** True when the error is the server saying there is no (longer a) session. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof AdminRequestError && error.status === 401;
}

export interface AdminRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Whether a 401 means the session was lost, so the member of staff is sent to sign in (the
   * default). Signing in and out say no: for them a 401 is an answer.
   */
  signInOn401?: boolean;
}

export interface AdminFetchDependencies {
  fetch: typeof globalThis.fetch;
  /** Called on a 401 (see `signInOn401`) before the error is thrown. */
  onUnauthorized: () => void;
}

/**
 * A caller of the staff API: cookie session, JSON both ways, the answer's `data` checked against
 * `schema`. Anything else throws an AdminRequestError, after a 401 has sent the user to sign in.
 */
export function createAdminFetch({ fetch, onUnauthorized }: AdminFetchDependencies) {
  return async function adminFetch<T>(path: string, schema: z.ZodType<T>, request: AdminRequest = {}): Promise<T> {
    const { method = "GET", body, signal, signInOn401 = true } = request;
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: "include",
        headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
    } catch {
      throw new AdminRequestError(null);
    }
    if (response.status === 401 && signInOn401) onUnauthorized();

    const answer = await readApiResponse(response);
    if (answer.kind === "unreadable") throw new AdminRequestError(response.status);
    if (answer.kind === "refusal") throw new AdminRequestError(response.status, answer.error, answer.fieldErrors);
    const data = schema.safeParse(answer.data);
    // A success the admin cannot read is a server it does not match: no data, no server message.
    if (!response.ok || !data.success) throw new AdminRequestError(response.status);
    return data.data;
  };
}

/** The staff area's caller: the browser's fetch, and a lost session goes to the sign-in page. */
export const adminFetch = createAdminFetch({
  fetch: (input, init) => window.fetch(input, init),
  onUnauthorized: () => sendToSignIn(),
});
