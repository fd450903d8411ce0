import type { FastifyInstance } from "fastify";
import { ENQUIRY_MESSAGES } from "../../shared/enquiries/enquiry-messages.ts";
import type { LinkToken } from "../../shared/newsletter/newsletter-requests.ts";
import { html } from "../services/mail/html.ts";
import type { AppCaller } from "../trpc/app-router.ts";
import { defineRestRoute } from "./define-route.ts";
import { linkPage } from "./newsletter-link-page.ts";

/** A link's call: the page it answers when done, and "This link cannot be used" with the reason when refused. */
function defineLinkRoute(
  app: FastifyInstance,
  route: { method: "GET" | "POST"; url: string; procedure: (caller: AppCaller) => (input: LinkToken) => Promise<unknown>; title: string; message: string },
): void {
  defineRestRoute(app, {
    method: route.method,
    url: route.url,
    from: "query",
    procedure: route.procedure,
    page: {
      success: () => linkPage(route.title, html`<p>${route.message}</p>`),
      failure: (reason) => linkPage("This link cannot be used", html`<p>${reason}</p>`),
    },
  });
}

/**
 * The links in e-mails. GET /api/newsletter/confirm confirms (the token is one-time and
 * random). The one-click unsubscribe URL of List-Unsubscribe takes RFC 8058's POST, form-encoded
 * as mail programs send it; opened in a browser (GET) it shows a button that sends that POST.
 */
export function registerNewsletterLinkRoutes(app: FastifyInstance): void {
  defineLinkRoute(app, {
    method: "GET",
    url: "/api/newsletter/confirm",
    procedure: (caller) => caller.newsletter.confirm,
    title: "Subscription confirmed",
    message: ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMED,
  });

  void app.register(async (scope) => {
    // Only here: everywhere else the API takes JSON alone (415). The body is "List-Unsubscribe=One-Click";
    // the token in the URL is what authorises the call.
    scope.addContentTypeParser(["application/x-www-form-urlencoded", "multipart/form-data"], { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
    defineLinkRoute(scope, {
      method: "POST",
      url: "/api/newsletter/unsubscribe-one-click",
      procedure: (caller) => caller.newsletter.unsubscribeOneClick,
      title: "Unsubscribed",
      message: ENQUIRY_MESSAGES.UNSUBSCRIBED,
    });
    scope.get("/api/newsletter/unsubscribe-one-click", (request, reply) => {
      const query = request.query;
      const token = typeof query === "object" && query !== null && "token" in query && typeof query.token === "string" ? query.token : "";
      const action = `/api/newsletter/unsubscribe-one-click?token=${encodeURIComponent(token)}`;
      return reply
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .type("text/html; charset=utf-8")
        .send(
          linkPage(
            "Unsubscribe from our newsletter",
            html`<p>Press the button to stop receiving our newsletter at this address.</p>
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
          ),
        );
    });
  });
}
