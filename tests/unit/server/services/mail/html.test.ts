import { describe, expect, it } from "vitest";
import { escapeHtml, html, multiline, SafeHtml } from "../../../../../src/server/services/mail/html.ts";

describe("escapeHtml", () => {
  it.each([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
    [`<a href="x" onclick='y'>Tom & Jerry</a>`, "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;"],
    ["&amp; already escaped", "&amp;amp; already escaped"],
    ["José & Zoë — ünïcode", "José &amp; Zoë — ünïcode"],
  ])("escapes %s", (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe("the html tag", () => {
  it("escapes every interpolated string and number, in text and in attributes", () => {
    const name = `"><script>alert('x')</script>`;
    expect(html`<p title="${name}">${name} ${3}</p>`.value).toBe(
      "<p title=\"&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;\">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; 3</p>",
    );
  });

  it("keeps SafeHtml made by the tag and lists of it, and leaves undefined out", () => {
    const rows = ["a&b", "c<d"].map((cell) => html`<td>${cell}</td>`);
    expect(html`<tr>${rows}</tr>${undefined}`.value).toBe("<tr><td>a&amp;b</td><td>c&lt;d</td></tr>");
    expect(html`${new SafeHtml("<br>")}`.value).toBe("<br>");
  });

  it("keeps a guest's line breaks as <br> with each line escaped", () => {
    expect(multiline("Dear staff,\r\nFish & chips\n<b>bold</b>").value).toBe("Dear staff,<br>\nFish &amp; chips<br>\n&lt;b&gt;bold&lt;/b&gt;");
  });
});
