import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ENQUIRY_MESSAGES } from "../../shared/enquiries/enquiry-messages.ts";
import { LINK_INVALID } from "../../shared/newsletter/newsletter-requests.ts";
import { html } from "../services/mail/html.ts";
import { appRouter } from "../trpc/app-router.ts";
import { createContext } from "../trpc/context.ts";
import { createCallerFactory } from "../trpc/init.ts";
import { linkPage } from "./newsletter-link-page.ts";

const createCaller = createCallerFactory(appRouter);

type LinkCall = "confirm" | "unsubscribeOneClick";

function tokenOf(request: FastifyRequest): unknown {
  const query = request.query;
  return typeof query === "object" && query !== null && "token" in query ? query.token : undefined;
}

function sendPage(reply: FastifyReply, status: number, title: string, message: string): FastifyReply {
  // The token is in the address: no caching, and no Referer carrying it anywhere.
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(linkPage(title, html`<p>${message}</p>`));
}

/** Calls the tRPC procedure behind a link and answers a page; a refused link gets its message. */
async function answerLink(request: FastifyRequest, reply: FastifyReply, call: LinkCall, done: { title: string; message: string }) {
  const caller = createCaller(await createContext(request));
  try {
    // The cast is checked at run time: the procedure parses its input with its zod schema.
    await caller.newsletter[call]({ token: tokenOf(request) as string });
    return sendPage(reply, 200, done.title, done.message);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) throw error;
    const message = error.code === "BAD_REQUEST" ? LINK_INVALID : error.message;
    return sendPage(reply, status, "This link cannot be used", message);
  }
}

/**
 * The links in e-mails. GET /api/newsletter/confirm confirms (the token is one-time and
 * random). The one-click unsubscribe URL of List-Unsubscribe takes RFC 8058's POST, form-encoded
 * as mail programs send it; opened in a browser (GET) it shows a button that sends that POST.
 */
export function registerNewsletterLinkRoutes(app: FastifyInstance): void {
  app.get("/api/newsletter/confirm", (request, reply) =>
    answerLink(request, reply, "confirm", { title: "Subscription confirmed", message: ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMED }),
  );

  void app.register(async (scope) => {
    // Only here: everywhere else the API takes JSON alone (415). The body is "List-Unsubscribe=One-Click";
    // the token in the URL is what authorises the call.
    scope.addContentTypeParser(["application/x-www-form-urlencoded", "multipart/form-data"], { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
    scope.post("/api/newsletter/unsubscribe-one-click", (request, reply) =>
      answerLink(request, reply, "unsubscribeOneClick", { title: "Unsubscribed", message: ENQUIRY_MESSAGES.UNSUBSCRIBED }),
    );
    scope.get("/api/newsletter/unsubscribe-one-click", (request, reply) => {
      const token = tokenOf(request);
      const action = `/api/newsletter/unsubscribe-one-click?token=${encodeURIComponent(typeof token === "string" ? token : "")}`;
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
