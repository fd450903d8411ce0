import type { FastifyInstance } from "fastify";
import type { AppCaller } from "../trpc/app-router.ts";
import { PLAIN_FORM_BACK, PLAIN_FORM_CORRECTIONS } from "../../shared/enquiries/enquiry-paths.ts";
import { html } from "../services/mail/html.ts";
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
  /** The procedure's input from the form's flat fields, when its schema nests them (the add-on form's pets, ADR 104); else the fields themselves. */
  toInput?: (fields: Record<string, unknown>) => unknown;
  /** The largest body taken, in bytes (4 KB unless said): a form with a long free-text field needs more. */
  bodyLimit?: number;
  /** The order of the schema's error keys when they are not the field names (dotted paths), for the corrections' order. */
  errorOrder?: readonly string[];
  /** The procedure parses the fields with its own schema, as on the JSON path. */
  procedure: (caller: AppCaller) => (input: I) => Promise<O>;
  successStatus?: number;
  /** Success goes on with a 303 to this address (Stripe's hosted Checkout, ADR 104) instead of a page. */
  redirect?: (data: O) => string;
  page: { success?: () => ServerPageContent; failure: (reason: string, fieldErrors: Readonly<Record<string, string>>) => ServerPageContent };
}

/** The page of a refused form: every correction at once, in the form's order, and how to get back to what was typed (ADR 088). */
export function correctionsPage(title: string): PlainFormRoute<unknown, unknown>["page"]["failure"] {
  return (reason, fieldErrors) => {
    const corrections = Object.values(fieldErrors);
    const body =
      corrections.length === 0
        ? html`<p>${reason}</p><p>${PLAIN_FORM_BACK}</p>`
        : html`<p>${PLAIN_FORM_CORRECTIONS}</p><ul>${corrections.map((message) => html`<li>${message}</li>`)}</ul><p>${PLAIN_FORM_BACK}</p>`;
    return { title, body };
  };
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
 * in, a page in the site's layout out (or a 303 on to the page the procedure names, ADR 104) (rest/server-page.ts). The same procedure, schema and messages as the JSON path; its own
 * encapsulated scope so form-encoded bodies are accepted on this URL only.
 */
export function registerPlainFormRoute<I, O>(app: FastifyInstance, route: PlainFormRoute<I, O>): void {
  const success = route.page.success;
  void app.register(async (scope) => {
    // A browser's form only: the JSON path is the procedure's own route, and the document says so.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: route.bodyLimit ?? PLAIN_FORM_BODY_LIMIT }, (_request, body, done) => {
      const sent = new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"));
      const fields = formInput(route, sent);
      done(null, route.toInput ? route.toInput(fields) : fields);
    });
    defineRestRoute(scope, {
      method: "POST",
      url: route.url,
      from: "body",
      ...(route.successStatus ? { successStatus: route.successStatus } : {}),
      procedure: route.procedure,
      ...(route.redirect ? { redirect: route.redirect } : {}),
      page: {
        ...(success ? { success: () => success() } : {}),
        failure: (reason, fieldErrors) => route.page.failure(reason, inFieldOrder(route.errorOrder ?? route.fields, fieldErrors)),
      },
    });
  });
}
