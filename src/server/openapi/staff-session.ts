import type { ProcedureMeta } from "../trpc/init.ts";
import { sessionCookieName } from "../plugins/session.ts";
import type { OpenApiDocument, SecurityRequirement } from "./openapi-types.ts";

const STAFF_SESSION_SCHEME = "staffSession";

/**
 * The staff session cookie as a security scheme. There is no CSRF token to send: the server
 * refuses an unsafe request, and a staff read, that a browser marks as coming from another site
 * (Sec-Fetch-Site, else Origin), before it runs (ADR 030, plugins/csrf-guard.ts).
 */
export function staffSessionScheme(secure: boolean): OpenApiDocument["components"]["securitySchemes"] {
  return {
    [STAFF_SESSION_SCHEME]: {
      type: "apiKey",
      in: "cookie",
      name: sessionCookieName(secure),
      description: [
        "The staff session: an HttpOnly, SameSite=Lax cookie set by `POST /api/admin/login` and cleared by `POST /api/admin/logout`.",
        `Over https its name is \`${sessionCookieName(true)}\`; on plain-http localhost \`${sessionCookieName(false)}\`.`,
        "No CSRF token or header is needed: an unsafe request, or a staff read, that the browser marks as sent by another site (Sec-Fetch-Site, else Origin) is refused with 403 before it runs.",
      ].join(" "),
    },
  };
}

/** Who may call, as the operation's description says it. */
export const ACCESS_WORDS: Record<ProcedureMeta["access"], string> = {
  public: "Anyone.",
  "signed-in": "Any signed-in staff member, whatever the state of the account: only what finishes setting it up (a password an owner reset to change, an owner's two-factor sign-in to set up).",
  staff: "Staff (reception or owner) with a usable account: not holding a password an owner reset, and, for an owner, with two-factor sign-in set up.",
  owner: "Owners only (403 for reception).",
};

/** The security requirement of an operation made of this building block (none for a public one). */
export function securityFor(access: ProcedureMeta["access"]): SecurityRequirement[] | undefined {
  return access === "public" ? undefined : [{ [STAFF_SESSION_SCHEME]: [] }];
}
