import type { FastifyInstance } from "fastify";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { NEWSLETTER_PATHS } from "../../../shared/newsletter/newsletter-paths.ts";
import { html } from "../../services/mail/html.ts";
import { UNSUBSCRIBE_MESSAGES } from "../../../shared/newsletter/unsubscribe-texts.ts";
import { defineRestRoute } from "../define-route.ts";
import { registerPlainFormRoute } from "../plain-form-route.ts";
import { registerNewsletterLinkRoutes } from "./links.ts";

/** The footer's sign-up sent as a plain HTML form (no JavaScript). */
function registerSignUpForm(app: FastifyInstance): void {
  registerPlainFormRoute(app, {
    url: NEWSLETTER_PATHS.signUpForm,
    fields: ["email", "website", "source"],
    successStatus: 202,
    procedure: (caller) => caller.newsletter.subscribe,
    page: {
      success: () => ({ title: "Please check your inbox", body: html`<p>${ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMATION_SENT}</p>` }),
      failure: (reason) => ({ title: "We could not sign you up", body: html`<p>${reason}</p><p><a href="/#newsletter">Try again</a></p>` }),
    },
  });
}

/** The unsubscribe page's form sent without JavaScript: the same suppression call and wording. */
function registerUnsubscribeForm(app: FastifyInstance): void {
  registerPlainFormRoute(app, {
    url: NEWSLETTER_PATHS.unsubscribeForm,
    fields: ["email", "reason"],
    procedure: (caller) => caller.newsletter.suppress,
    page: {
      success: () => ({ title: "Unsubscribed", body: html`<p>${UNSUBSCRIBE_MESSAGES.SUCCESS}</p>` }),
      failure: (reason) => ({ title: "We could not unsubscribe you", body: html`<p>${reason}</p><p><a href="/unsubscribe">Try again</a></p>` }),
    },
  });
}

/** Sign-up, unsubscribe and suppression, and the e-mailed links. */
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
  registerUnsubscribeForm(app);
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
