import { describe, expect, it } from "vitest";
import { buttonForm, frameWriter, plainPageWriter } from "../../../../src/server/rest/server-page.ts";
import { html } from "../../../../src/server/services/mail/html.ts";
import { SERVER_PAGE_MARKERS } from "../../../../src/shared/site/server-page-markers.ts";

// ADR 038: the server fills the build's frame with a page's title and content, escaped.

const FRAME = `<html><head><title>${SERVER_PAGE_MARKERS.title} | Hotel</title></head><body><header>Site</header><main><h1 id="server-page-title">${SERVER_PAGE_MARKERS.title}</h1><div id="server-page-content">${SERVER_PAGE_MARKERS.content}</div></main><footer>Footer</footer></body></html>`;

describe("the server page frame", () => {
  it("puts the escaped title in the <title> and the h1, and the content with its button in the site's class, inside main", () => {
    const write = frameWriter(FRAME, "btn primary");
    const page = write({ title: "Tom & <Jerry>", body: html`<p>${"a <b>bold</b> claim"}</p>${buttonForm("/api/newsletter/confirm?token=abc", "Confirm")}` });
    expect(page).toContain("<title>Tom &amp; &lt;Jerry&gt; | Hotel</title>");
    expect(page).toContain('<h1 id="server-page-title">Tom &amp; &lt;Jerry&gt;</h1>');
    expect(page).toContain('<div id="server-page-content"><p>a &lt;b&gt;bold&lt;/b&gt; claim</p><form method="post" action="/api/newsletter/confirm?token=abc"><button type="submit" class="btn primary">Confirm</button></form><p><a href="/">Return to the homepage</a></p></div>');
    expect(page).toMatch(/^<html><head>.*<header>Site<\/header><main>.*<\/main><footer>Footer<\/footer>/);
  });

  it("never reads the page's own words as a marker of the frame", () => {
    const page = frameWriter(FRAME, "btn")({ title: SERVER_PAGE_MARKERS.content, body: html`<p>${SERVER_PAGE_MARKERS.title}</p>` });
    expect(page.match(/%%SERVER_PAGE_CONTENT%%/g)).toHaveLength(2);
    expect(page).toContain(`<p>${SERVER_PAGE_MARKERS.title}</p>`);
  });

  it("refuses a frame without its markers (an old or broken build) rather than answer pages without content", () => {
    expect(() => frameWriter("<html><main></main></html>", "btn")).toThrow(/lacks %%SERVER_PAGE_TITLE%%/);
  });

  it("without a web build still answers a page with a main landmark and no class marker", () => {
    const page = plainPageWriter({ title: "Unsubscribed", body: buttonForm("/x", "Go") });
    expect(page).toContain("<main><h1>Unsubscribed</h1>");
    expect(page).not.toContain("%%");
  });
});
