import type { FastifyInstance } from "fastify";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { html, type SafeHtml } from "../../services/mail/html.ts";
import { defineLinkRoute } from "../email-link-route.ts";
import { buttonForm } from "../server-page.ts";

const message = (text: string): SafeHtml => html`<p>${text}</p>`;

/**
 * The links in e-mails (ADR 015). Opening one (GET) only shows a page with a button, so a
 * mail scanner that follows every link changes nothing; the button POSTs back to the same
 * address. The one-click unsubscribe URL of List-Unsubscribe also takes RFC 8058's POST,
 * form-encoded as mail programs send it.
 */
export function registerNewsletterLinkRoutes(app: FastifyInstance): void {
  defineLinkRoute(app, {
    method: "GET",
    url: "/api/newsletter/confirm",
    procedure: (caller) => caller.newsletter.confirmationLink,
    page: (link, action) =>
      link.status === "already_subscribed"
        ? { title: "Already confirmed", body: message(ENQUIRY_MESSAGES.NEWSLETTER_ALREADY_CONFIRMED) }
        : { title: "Confirm your subscription", body: html`${message(ENQUIRY_MESSAGES.NEWSLETTER_CONFIRM_PROMPT)}${buttonForm(action, "Confirm my subscription")}` },
  });
  defineLinkRoute(app, {
    method: "GET",
    url: "/api/newsletter/unsubscribe-one-click",
    procedure: (caller) => caller.newsletter.unsubscribeLink,
    page: (link, action) =>
      link.unsubscribed
        ? { title: "Already unsubscribed", body: message(ENQUIRY_MESSAGES.ALREADY_UNSUBSCRIBED) }
        : {
            title: "Unsubscribe from our newsletter",
            body: html`${message(ENQUIRY_MESSAGES.UNSUBSCRIBE_PROMPT)}${buttonForm(action, "Unsubscribe", { name: "List-Unsubscribe", value: "One-Click" })}`,
          },
  });

  void app.register(async (scope) => {
    // Only here: everywhere else the API takes JSON alone (415). The body is "List-Unsubscribe=One-Click"
    // or empty; the token in the URL is what authorises the call.
    scope.addContentTypeParser(["application/x-www-form-urlencoded", "multipart/form-data"], { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
    defineLinkRoute(scope, {
      method: "POST",
      url: "/api/newsletter/confirm",
      procedure: (caller) => caller.newsletter.confirm,
      page: (result) =>
        result.status === "already_subscribed"
          ? { title: "Already confirmed", body: message(ENQUIRY_MESSAGES.NEWSLETTER_ALREADY_CONFIRMED) }
          : { title: "Subscription confirmed", body: message(ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMED) },
    });
    defineLinkRoute(scope, {
      method: "POST",
      url: "/api/newsletter/unsubscribe-one-click",
      procedure: (caller) => caller.newsletter.unsubscribeOneClick,
      page: () => ({ title: "Unsubscribed", body: message(ENQUIRY_MESSAGES.UNSUBSCRIBED) }),
    });
  });
}
