import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { html } from "../../../src/server/services/mail/html.ts";
import { queueMarketingMail } from "../../../src/server/services/newsletter/queue-marketing-mail.ts";
import { ONE_CLICK_REASON } from "../../../src/server/services/newsletter/newsletter-unsubscribe.ts";
import { startFakeSmtpServer, type FakeSmtpServer } from "../../fakes/smtp.ts";
import { guestEmail } from "../../factories/enquiries.ts";
import { serviceContextFor } from "../helpers/app-caller.ts";
import { useTestAppWith } from "../helpers/use-test-app.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";

describe("marketing mail carries a one-click List-Unsubscribe (RFC 8058) that works", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = useTestAppWith(() => ({ config: { SMTP_URL: smtp.url, MAIL_FROM: "news@courtfield.example.com" } }));

  const context = () => ({ ...serviceContextFor(t.app), now: () => new Date() });

  async function subscribedReader(): Promise<string> {
    const email = guestEmail("reader");
    await t.db.prisma.newsletterSubscriber.create({
      data: { email, status: "subscribed", consent: true, source: "/", unsubscribeToken: `${"A".repeat(35)}${email.slice(7, 15)}` },
    });
    return email;
  }

  async function sendNewsTo(email: string) {
    await expect(queueMarketingMail(context(), email, { subject: "Autumn & winter offers", text: "Offers", html: html`<p>Offers for ${"Tom & Jerry"}</p>` })).resolves.toBe(true);
    const before = smtp.received.length;
    await t.app.mailOutbox.runOnce();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    if (!mail) throw new Error("no marketing mail arrived");
    return mail;
  }

  it("sends List-Unsubscribe with a mailto and the https one-click link, and List-Unsubscribe-Post", async () => {
    const email = await subscribedReader();
    const mail = await sendNewsTo(email);
    expect(mail.recipients).toEqual([email]);
    expect(mail.subject).toBe("Autumn & winter offers");
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const header = mail.headers.get("list-unsubscribe") ?? "";
    expect(header).toMatch(/^<mailto:news@courtfield\.example\.com\?subject=unsubscribe>, <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe-one-click\?token=[A-Za-z0-9_-]{43}>$/);
    expect(header).not.toContain(email);
    expect(mail.html).toContain("<p>Offers for Tom &amp; Jerry</p>");
    expect(mail.html).toContain("Unsubscribe</a>");
  });

  it("unsubscribes on the mail program's form-encoded POST, even from another site, and stops further marketing", async () => {
    const email = await subscribedReader();
    const mail = await sendNewsTo(email);
    const url = /<(http[^>]+)>/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    const response = await t.app.inject({
      method: "POST",
      url: url.replace(TEST_ORIGIN, ""),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net", "sec-fetch-site": "cross-site" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("You have been successfully unsubscribed from our newsletter.");
    await expect(t.db.prisma.suppressionEntry.findUnique({ where: { email }, select: { reason: true } })).resolves.toEqual({ reason: ONE_CLICK_REASON });
    await expect(t.db.prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true } })).resolves.toEqual({ status: "unsubscribed" });
    await expect(queueMarketingMail(context(), email, { subject: "More", text: "More", html: html`<p>More</p>` })).resolves.toBe(false);
  });

  it("shows a button instead of unsubscribing when the link is merely opened (GET)", async () => {
    const email = await subscribedReader();
    const mail = await sendNewsTo(email);
    const url = /<(http[^>]+)>/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    const page = await t.app.inject({ method: "GET", url: url.replace(TEST_ORIGIN, "") });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${new URL(url).pathname}${new URL(url).search}">`);
    await expect(t.db.prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true } })).resolves.toEqual({ status: "subscribed" });
    // The button's POST comes from our own page.
    const pressed = await t.app.inject({
      method: "POST",
      url: url.replace(TEST_ORIGIN, ""),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(pressed.statusCode).toBe(200);
  });

  it("refuses an unknown or malformed token, and other paths keep refusing form bodies and cross-site posts", async () => {
    const unknown = await t.app.inject({ method: "POST", url: `/api/newsletter/unsubscribe-one-click?token=${"B".repeat(43)}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This link is not valid.");
    const malformed = await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe-one-click?token=x", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
    expect(malformed.statusCode).toBe(400);
    const formElsewhere = await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "email=a%40example.com" });
    expect(formElsewhere.statusCode).toBe(415);
    const crossSite = await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", headers: { "sec-fetch-site": "cross-site" }, payload: { email: guestEmail() } });
    expect(crossSite.statusCode).toBe(403);
  });
});
