import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { $ZodError } from "zod/v4/core";
import type { ServiceContext, StaffActor } from "../../../src/server/services/core/service-context.ts";
import type { AdminIdentity } from "../../../src/server/services/staff/sessions.ts";
import { createAppCaller } from "../../../src/server/trpc/app-router.ts";
import { type AddonReceiptCookie, type Context, contextFor, serviceContextOf, type SessionCookie } from "../../../src/server/trpc/context.ts";
import { fieldErrorsOf } from "../../../src/shared/validation/field-errors.ts";

/** A session cookie that remembers what a procedure did with it, as a browser would. */
function recordingSessionCookie(): SessionCookie & { value: { token: string; expiresAt: Date } | null } {
  return {
    value: null,
    set(token, expiresAt) {
      this.value = { token, expiresAt };
    },
    clear() {
      this.value = null;
    },
  };
}

/** A receipt cookie that keeps what a checkout set, as the paying browser would (ADR 036). */
function recordingAddonReceipt(token?: string): AddonReceiptCookie {
  return {
    token,
    set(value) {
      this.token = value;
    },
  };
}

/** The context a request to `app` would get (same database, config and caches), for createCaller tests. */
export function contextOf(app: FastifyInstance, admin: AdminIdentity | null = null): Context {
  return contextFor(app, { log: app.log, admin, sessionId: admin ? "0123456789abcdef-test-session" : null, sessionCookie: recordingSessionCookie(), addonReceipt: recordingAddonReceipt(), clientKey: "198.51.100.7", userAgent: "integration test" });
}

/** What a procedure of `app` hands its services (ADR 086), for tests that call a service directly; `admin` acts when given. */
export function serviceContextFor(app: FastifyInstance, admin: AdminIdentity): ServiceContext<StaffActor>;
export function serviceContextFor(app: FastifyInstance): ServiceContext;
export function serviceContextFor(app: FastifyInstance, admin: AdminIdentity | null = null): ServiceContext {
  return serviceContextOf(contextOf(app, admin));
}

/** A signed-in receptionist, for createCaller tests of staff procedures (no database row needed). */
export const RECEPTIONIST: AdminIdentity = {
  id: "4d7e6b0e-0000-4000-8000-0000000000aa",
  email: "reception@example.com",
  name: "Reception",
  role: "reception",
  mustChangePassword: false,
  totpEnabledAt: null,
};

/** Calls the app's procedures directly, as the REST shims do, without HTTP. */
export function callerOf(app: FastifyInstance, admin: AdminIdentity | null = null) {
  return createAppCaller(contextOf(app, admin));
}

/**
 * The field messages of a call refused for bad input (a BAD_REQUEST whose cause is the zod
 * error, classic or zod/mini: ADR 050), as the REST shim and the tRPC error formatter report them.
 */
export async function fieldErrorsOfCall(call: Promise<unknown>): Promise<Record<string, string>> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError) || error.code !== "BAD_REQUEST" || !(error.cause instanceof $ZodError)) {
    throw new Error(`Expected a BAD_REQUEST for bad input, got ${String(error)}`);
  }
  return fieldErrorsOf(error.cause);
}
