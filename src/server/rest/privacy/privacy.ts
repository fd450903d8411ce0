import type { FastifyInstance } from "fastify";
import type { DataRequestType } from "../../../shared/privacy/data-request.ts";
import { DATA_REQUEST_MESSAGES, DATA_REQUEST_PATHS } from "../../../shared/privacy/privacy-messages.ts";
import { html } from "../../services/mail/html.ts";
import type { AppCaller } from "../../trpc/app-router.ts";
import { defineRestRoute } from "../define-route.ts";
import { registerPlainFormRoute } from "../plain-form-route.ts";
import { registerPrivacyLinkRoutes } from "./links.ts";

/** The per-type paths name the type in the path; the body carries the fields. */
function submitAs(type: DataRequestType) {
  return (caller: AppCaller) => (input: unknown) => {
    const body = typeof input === "object" && input !== null && !Array.isArray(input) ? { ...input, type } : input;
    // The procedure parses the body with the shared schema; a non-object is refused there.
    return caller.privacy.submit(body as Parameters<AppCaller["privacy"]["submit"]>[0]);
  };
}

/** Data-rights requests, the e-mailed links and the no-JavaScript form. */
export function registerPrivacyRoutes(app: FastifyInstance): void {
  defineRestRoute(app, { method: "POST", url: DATA_REQUEST_PATHS.any, from: "body", successStatus: 202, procedure: (caller) => caller.privacy.submit });
  defineRestRoute(app, { method: "POST", url: DATA_REQUEST_PATHS.access, from: "body", successStatus: 202, procedure: submitAs("access") });
  defineRestRoute(app, { method: "POST", url: DATA_REQUEST_PATHS.export, from: "body", successStatus: 202, procedure: submitAs("export") });
  defineRestRoute(app, { method: "POST", url: DATA_REQUEST_PATHS.delete, from: "body", successStatus: 202, procedure: submitAs("delete") });
  defineRestRoute(app, { method: "GET", url: `${DATA_REQUEST_PATHS.any}/:id`, from: "params", procedure: (caller) => caller.privacy.status });
  registerPlainFormRoute(app, {
    url: DATA_REQUEST_PATHS.plainForm,
    fields: ["type", "email", "fullName", "reason"],
    successStatus: 202,
    procedure: (caller) => caller.privacy.submit,
    page: {
      success: () => ({ title: "Please check your inbox", body: html`<p>${DATA_REQUEST_MESSAGES.SUBMITTED}</p>` }),
      failure: (reason) => ({ title: "We could not send your request", body: html`<p>${reason}</p><p><a href="/data-request">Back to the data request page</a></p>` }),
    },
  });
  registerPrivacyLinkRoutes(app);
}
