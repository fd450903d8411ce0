import type { FastifyInstance } from "fastify";
import type { AppCaller } from "../trpc/app-router.ts";
import { defineRestRoute } from "./define-route.ts";
import type { ServerPageContent } from "./server-page.ts";

const PLAIN_FORM_BODY_LIMIT = 4096;

export interface PlainFormRoute<I, O> {
  url: string;
  /** The form's field names the procedure takes; others are ignored, a missing one is left out. */
  fields: readonly string[];
  /** Of those, the tick boxes: true when sent ticked, false when left out (as a browser sends them). */
  ticks?: readonly string[];
  /** Of those, the number fields: a number when the text is one, else the text for the schema to refuse. */
  numbers?: readonly string[];
  /** Of those, the ones a guest may leave blank: blank is left out, as the page's script sends it. */
  optional?: readonly string[];
  /** The procedure parses the fields with its own schema, as on the JSON path. */
  procedure: (caller: AppCaller) => (input: I) => Promise<O>;
  successStatus?: number;
  page: { success: () => ServerPageContent; failure: (reason: string, fieldErrors: Readonly<Record<string, string>>) => ServerPageContent };
}

/** The procedure's input from a form's fields: text as sent, tick boxes as booleans, numbers as numbers. */
function formInput(route: Pick<PlainFormRoute<unknown, unknown>, "fields" | "ticks" | "numbers" | "optional">, sent: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of route.fields) {
    const value = sent.get(name);
    const blank = value === null || (value.trim() === "" && (route.numbers?.includes(name) || route.optional?.includes(name)));
    if (route.ticks?.includes(name)) input[name] = value !== null;
    else if (blank) continue;
    else if (route.numbers?.includes(name) && Number.isFinite(Number(value))) input[name] = Number(value);
    else input[name] = value;
  }
  return input;
}

/** The field errors in the order of the form's fields, as the guest meets them. */
function inFieldOrder(fields: readonly string[], fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const rank = (name: string) => (fields.includes(name) ? fields.indexOf(name) : fields.length);
  return Object.fromEntries(Object.entries(fieldErrors).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * A public form sent without JavaScript (the footer's sign-up, the unsubscribe page): form-encoded
 * in, a page in the site's layout out (rest/server-page.ts). The same procedure, schema and messages as the JSON path; its own
 * encapsulated scope so form-encoded bodies are accepted on this URL only.
 */
export function registerPlainFormRoute<I, O>(app: FastifyInstance, route: PlainFormRoute<I, O>): void {
  void app.register(async (scope) => {
    // A browser's form only: the JSON path is the procedure's own route, and the document says so.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: PLAIN_FORM_BODY_LIMIT }, (_request, body, done) => {
      const sent = new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"));
      done(null, formInput(route, sent));
    });
    defineRestRoute(scope, {
      method: "POST",
      url: route.url,
      from: "body",
      ...(route.successStatus ? { successStatus: route.successStatus } : {}),
      procedure: route.procedure,
      page: { success: () => route.page.success(), failure: (reason, fieldErrors) => route.page.failure(reason, inFieldOrder(route.fields, fieldErrors)) },
    });
  });
}
