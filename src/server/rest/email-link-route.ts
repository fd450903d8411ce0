import { hotel } from "../../../content/hotel.ts";
import type { FastifyInstance } from "fastify";
import { html, type SafeHtml } from "../services/mail/html.ts";
import type { AppCaller } from "../trpc/app-router.ts";
import { defineRestRoute } from "./define-route.ts";

/**
 * The small page a link from an e-mail lands on (confirm, one-click unsubscribe): plain HTML,
 * no script, readable without the web app.
 */
export function linkPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title} | ${hotel.name}</title></head>
<body style="font-family:Georgia,'Times New Roman',serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#2b2a28;line-height:1.5">
<p style="font-size:1.25rem">${hotel.name}</p>
<h1 style="font-size:1.5rem">${title}</h1>
${body}
<p><a href="/">Return to the homepage</a></p>
</body>
</html>
`.value;
}

/**
 * A one-button form that POSTs back to the link's own address (same origin, so the CSP's
 * form-action 'self' allows it). Opening the link shows this and changes nothing.
 */
export function buttonForm(action: string, label: string, hidden?: { name: string; value: string }): SafeHtml {
  const field = hidden ? html`<input type="hidden" name="${hidden.name}" value="${hidden.value}">` : html``;
  return html`<form method="post" action="${action}">${field}<button type="submit" style="font:inherit;padding:.6rem 1.2rem;background:#3b2f2a;color:#f6f3ee;border:0;border-radius:2px;cursor:pointer">${label}</button></form>`;
}

/** The page a refused link answers with: "This link cannot be used" and the reason. */
export function linkFailurePage(reason: string): string {
  return linkPage("This link cannot be used", html`<p>${reason}</p>`);
}

interface LinkRoute<O> {
  method: "GET" | "POST";
  url: string;
  procedure: (caller: AppCaller) => (input: { token: string }) => Promise<O>;
  /** The page's title and body for the answer; `action` is the link's own address, for a button to POST back to. */
  page: (data: O, action: string) => { title: string; body: SafeHtml };
}

/** A link's call: the page it answers when done, and "This link cannot be used" with the reason when refused. */
export function defineLinkRoute<O>(app: FastifyInstance, route: LinkRoute<O>): void {
  defineRestRoute(app, {
    method: route.method,
    url: route.url,
    from: "query",
    procedure: route.procedure,
    page: {
      success: (data, request) => {
        const { title, body } = route.page(data, request.url);
        return linkPage(title, body);
      },
      failure: linkFailurePage,
    },
  });
}
