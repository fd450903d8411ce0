import type { FastifyInstance } from "fastify";
import { ENQUIRY_MESSAGES } from "../../shared/enquiries/enquiry-messages.ts";
import { NEWSLETTER_PATHS } from "../../shared/newsletter/newsletter-paths.ts";
import { html } from "../services/mail/html.ts";
import { defineRestRoute } from "./define-route.ts";
import { registerNewsletterLinkRoutes } from "./newsletter-links.ts";
import { linkPage } from "./newsletter-link-page.ts";

/** The footer's sign-up sent as a plain HTML form (no JavaScript): form-encoded in, a page out. */
function registerSignUpForm(app: FastifyInstance): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
      const fields = new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"));
      done(null, { email: fields.get("email") ?? "", website: fields.get("website") ?? undefined, source: fields.get("source") ?? undefined });
    });
    defineRestRoute(scope, {
      method: "POST",
      url: NEWSLETTER_PATHS.signUpForm,
      from: "body",
      successStatus: 202,
      procedure: (caller) => caller.newsletter.subscribe,
      page: {
        success: () => linkPage("Please check your inbox", html`<p>${ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMATION_SENT}</p>`),
        failure: (reason) => linkPage("We could not sign you up", html`<p>${reason}</p><p><a href="/#newsletter">Try again</a></p>`),
      },
    });
  });
}

/** Sign-up, unsubscribe and suppression (public-site §7, addons-privacy-admin §7.2), and the e-mailed links. */
export function registerNewsletterRoutes(app: FastifyInstance): void {
  defineRestRoute(app, {
    method: "POST",
    url: NEWSLETTER_PATHS.subscribe,
    from: "body",
    headerInputs: { "idempotency-key": "idempotencyKey" },
    successStatus: 202,
    procedure: (caller) => caller.newsletter.subscribe,
  });
  registerSignUpForm(app);
  defineRestRoute(app, {
    method: "POST",
    url: "/api/inquiries/newsletter/unsubscribe",
    from: "body",
    procedure: (caller) => caller.newsletter.unsubscribe,
  });
  defineRestRoute(app, {
    method: "POST",
    url: "/api/inquiries/suppression",
    from: "body",
    procedure: (caller) => caller.newsletter.suppress,
  });
  registerNewsletterLinkRoutes(app);
}
