import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type StaffSession, validateSessionToken } from "../services/staff/sessions.ts";
import { isCallRoute } from "./matched-route.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * false: a public call that never reads the staff session (the night price, ADR 045): its
     * session is not looked up even when the cookie comes with it, so the call costs no database
     * read and never slides or clears the cookie. The procedure sees no signed-in member of staff.
     */
    staffSession?: false;
  }
  interface FastifyRequest {
    /** The signed-in member of staff's session, resolved once per request; null for everyone else. */
    staffSession: StaffSession | null;
  }
  interface FastifyReply {
    /** Sends the staff session cookie holding `token`, to live until `expiresAt`. */
    setSessionCookie(token: string, expiresAt: Date): void;
    /** Tells the browser to forget the staff session cookie. */
    clearSessionCookie(): void;
  }
}

interface SessionPluginOptions {
  /** The site is served over https: the cookie is `__Host-` and Secure. */
  secure: boolean;
}

/**
 * `__Host-` pins the cookie to this host and path / and demands Secure (ADR 013). A
 * browser refuses a `__Host-` cookie without Secure, and plain-http localhost (development,
 * tests) cannot have Secure, so there the name drops the prefix.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-hotel_session" : "hotel_session";
}

/** Only calls use the session; pages and files are the same for everyone and cost no database read (ADR 054: the route decides). */
function usesSession(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && isCallRoute(pattern);
}

/**
 * The only place that reads, slides and writes the staff session cookie. The session is looked
 * up once per call, and only when the cookie is there: a guest costs no database read.
 * Procedures set and clear the cookie through their context (sign-in, sign-out).
 */
const sessionPlugin: FastifyPluginAsync<SessionPluginOptions> = async (app, options) => {
  const name = sessionCookieName(options.secure);
  const attributes = { path: "/", httpOnly: true, secure: options.secure, sameSite: "lax" } as const;

  app.decorateRequest("staffSession", null);
  app.decorateReply("setSessionCookie", function (this: FastifyReply, token: string, expiresAt: Date) {
    this.setCookie(name, token, { ...attributes, expires: expiresAt });
  });
  app.decorateReply("clearSessionCookie", function (this: FastifyReply) {
    this.clearCookie(name, attributes);
  });

  // A callback, not an async hook: a request without the cookie (every guest's) passes at once,
  // without a promise and a turn of the microtask queue (ADR 045).
  app.addHook("preHandler", (request, reply, done) => {
    const token = request.cookies[name];
    if (!token || !usesSession(request) || request.routeOptions.config.staffSession === false) {
      done();
      return;
    }
    validateSessionToken(app.prisma, token, app.clock())
      .then((validated) => {
        if (!validated) {
          reply.clearSessionCookie();
          return;
        }
        request.staffSession = validated.session;
        if (validated.slid) reply.setSessionCookie(token, validated.session.expiresAt);
      })
      .then(() => done(), done);
  });
};

export default fp(sessionPlugin, { name: "session", dependencies: ["@fastify/cookie"] });
