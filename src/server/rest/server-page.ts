import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { hotel } from "../../../content/hotel.ts";
import { SERVER_PAGE_MARKERS } from "../../shared/site/server-page-markers.ts";
import { escapeHtml, html, SafeHtml } from "../services/mail/html.ts";
import type { PrerenderManifest } from "../web-build.ts";

// The pages the server writes (ADR 038): an e-mailed link's page and a form's
// answer without JavaScript, in the site's own layout. The build pre-renders the frame once
// (scripts/prerender.mjs); each answer fills its markers with escaped text and `html`-built markup.

/** A server page's words: its title (the <title> and the one <h1>) and what follows it. */
export interface ServerPageContent {
  title: string;
  body: SafeHtml;
}

/** Writes a whole HTML page around a server page's words. */
export type ServerPageWriter = (content: ServerPageContent) => string;

declare module "fastify" {
  interface FastifyInstance {
    /** The site's frame filled with a page's words (or a plain page when there is no web build). */
    writeServerPage: ServerPageWriter;
  }
}

/** Every page ends with the way back to the site. */
const contentOf = (body: SafeHtml): SafeHtml => html`${body}<p><a href="/">Return to the homepage</a></p>`;

/** A form's one button: the class is the site's primary button, put in by the writer. */
export function buttonForm(action: string, label: string, hidden?: { name: string; value: string }): SafeHtml {
  const field = hidden ? html`<input type="hidden" name="${hidden.name}" value="${hidden.value}">` : html``;
  return html`<form method="post" action="${action}">${field}<button type="submit" class="${SERVER_PAGE_MARKERS.buttonClass}">${label}</button></form>`;
}

/** The pre-rendered frame with the page's title and content put in place of its markers. */
export function frameWriter(frame: string, buttonClass: string): ServerPageWriter {
  for (const marker of [SERVER_PAGE_MARKERS.title, SERVER_PAGE_MARKERS.content]) {
    if (!frame.includes(marker)) throw new Error(`The server page frame lacks ${marker}: run npm run build`);
  }
  // One pass over the frame: what is put in is never read again, so a page's words are never taken for a marker.
  const frameMarkers = new RegExp(`${SERVER_PAGE_MARKERS.title}|${SERVER_PAGE_MARKERS.content}`, "g");
  return ({ title, body }) => {
    const content = contentOf(body).value.split(SERVER_PAGE_MARKERS.buttonClass).join(escapeHtml(buttonClass));
    return frame.replace(frameMarkers, (marker) => (marker === SERVER_PAGE_MARKERS.title ? escapeHtml(title) : content));
  };
}

/** Without a web build (development before `npm run build`, tests of the API alone): a plain page, still with its landmark. */
export const plainPageWriter: ServerPageWriter = ({ title, body }) => {
  const content = new SafeHtml(contentOf(body).value.split(` class="${SERVER_PAGE_MARKERS.buttonClass}"`).join(""));
  return html`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title} | ${hotel.name}</title></head>
<body><main><h1>${title}</h1>
${content}</main></body>
</html>
`.value;
};

/** The writer of this web build's frame, or the plain page when there is no build (or an older one without the frame). */
export function serverPageWriterFor(clientDir: string, manifest: PrerenderManifest | undefined): ServerPageWriter {
  const frame = manifest?.serverPage;
  if (!frame) return plainPageWriter;
  return frameWriter(readFileSync(path.join(clientDir, frame.file), "utf8"), frame.buttonClass);
}

/** The page, written by the app's writer when it has one (buildApp gives it), else plain. */
export function writeServerPage(app: FastifyInstance, content: ServerPageContent): string {
  return (app.hasDecorator("writeServerPage") ? app.writeServerPage : plainPageWriter)(content);
}
