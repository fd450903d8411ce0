import type { FastifyInstance } from "fastify";
import type { AppCaller } from "../trpc/app-router.ts";
import { defineRestRoute } from "./define-route.ts";
import type { ServerPageContent } from "./server-page.ts";

const PLAIN_FORM_BODY_LIMIT = 4096;

export interface PlainFormRoute<I, O> {
  url: string;
  /** The form's field names the procedure takes; others are ignored, a missing one is left out. */
  fields: readonly string[];
  /** The procedure parses the fields with its own schema, as on the JSON path. */
  procedure: (caller: AppCaller) => (input: I) => Promise<O>;
  successStatus?: number;
  page: { success: () => ServerPageContent; failure: (reason: string) => ServerPageContent };
}

/**
 * A public form sent without JavaScript (the footer's sign-up, the unsubscribe page): form-encoded
 * in, a page in the site's layout out (rest/server-page.ts). The same procedure, schema and messages as the JSON path; its own
 * encapsulated scope so form-encoded bodies are accepted on this URL only.
 */
export function registerPlainFormRoute<I, O>(app: FastifyInstance, route: PlainFormRoute<I, O>): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: PLAIN_FORM_BODY_LIMIT }, (_request, body, done) => {
      const sent = new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"));
      done(null, Object.fromEntries(route.fields.flatMap((name) => (sent.has(name) ? [[name, sent.get(name)]] : []))));
    });
    defineRestRoute(scope, {
      method: "POST",
      url: route.url,
      from: "body",
      ...(route.successStatus ? { successStatus: route.successStatus } : {}),
      procedure: route.procedure,
      page: { success: () => route.page.success(), failure: route.page.failure },
    });
  });
}
