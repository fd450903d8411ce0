import type { FastifyInstance } from "fastify";
import { html } from "../services/mail/html.ts";
import type { AppCaller } from "../trpc/app-router.ts";
import { defineRestRoute } from "./define-route.ts";
import type { ServerPageContent } from "./server-page.ts";

/** Where a guest goes from a link that cannot be used, to start again. */
export interface NextStep {
  href: string;
  text: string;
}

/** The page a refused link answers with: "This link cannot be used", the reason and, where there is one, the way to start again. */
export function linkFailurePage(reason: string, next?: NextStep): ServerPageContent {
  return { title: "This link cannot be used", body: html`<p>${reason}</p>${next ? html`<p><a href="${next.href}">${next.text}</a></p>` : undefined}` };
}

interface LinkRoute<O> {
  method: "GET" | "POST";
  url: string;
  procedure: (caller: AppCaller) => (input: { token: string }) => Promise<O>;
  /** The page's title and body for the answer; `action` is the link's own address, for a button to POST back to. */
  page: (data: O, action: string) => ServerPageContent;
  /** Linked from the failure page: where to make a new request. */
  next?: NextStep;
}

/**
 * A link from an e-mail (confirm, one-click unsubscribe, a data request's confirm and download):
 * the page it answers when done, and "This link cannot be used" with the reason when refused,
 * both in the site's own layout (rest/server-page.ts). Its one action is a same-origin form POST
 * (the CSP's form-action 'self'), so it works without JavaScript.
 */
export function defineLinkRoute<O>(app: FastifyInstance, route: LinkRoute<O>): void {
  defineRestRoute(app, {
    method: route.method,
    url: route.url,
    from: "query",
    procedure: route.procedure,
    page: { success: (data, request) => route.page(data, request.url), failure: (reason) => linkFailurePage(reason, route.next) },
  });
}
