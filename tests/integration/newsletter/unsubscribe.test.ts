import { describe, expect, it } from "vitest";
import { DEFAULT_SUPPRESSION_REASON } from "../../../src/shared/newsletter/unsubscribe-requests.ts";
import { UNSUBSCRIBE_MESSAGES } from "../../../src/shared/newsletter/unsubscribe-texts.ts";
import { guestEmail } from "../../factories/enquiries.ts";
import { callerOf } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("unsubscribe and the suppression list", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000" });

  const suppression = (email: string) => t.db.prisma.suppressionEntry.findUnique({ where: { email }, select: { reason: true } });
  const subscribed = (email: string) =>
    t.db.prisma.newsletterSubscriber.create({ data: { email, status: "subscribed", consent: true, source: "/", unsubscribeToken: `token-${email}` } });

  it("unsubscribes a subscriber with the default reason and marks the subscription unsubscribed", async () => {
    const email = guestEmail("reader");
    await subscribed(email);
    const response = await t.app.inject({ method: "POST", url: "/api/inquiries/newsletter/unsubscribe", payload: { email: email.toUpperCase() } });
    expect(response.json()).toEqual({ success: true, data: { unsubscribed: true } });
    await expect(suppression(email)).resolves.toEqual({ reason: DEFAULT_SUPPRESSION_REASON });
    await expect(t.db.prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true, unsubscribedAt: true } })).resolves.toEqual({
      status: "unsubscribed",
      unsubscribedAt: expect.any(Date) as unknown,
    });
  });

  it("answers the same for an address nobody subscribed, and still suppresses it", async () => {
    const email = guestEmail("stranger");
    await expect(callerOf(t.app).newsletter.unsubscribe({ email })).resolves.toEqual({ unsubscribed: true });
    await expect(suppression(email)).resolves.toEqual({ reason: DEFAULT_SUPPRESSION_REASON });
  });

  it("records the reason chosen on the unsubscribe page, and the default when none is chosen", async () => {
    const email = guestEmail("reader");
    await callerOf(t.app).newsletter.suppress({ email, reason: "  Too many e-mails  " });
    await expect(suppression(email)).resolves.toEqual({ reason: "Too many e-mails" });
    // The reason is updated, never a second entry.
    await callerOf(t.app).newsletter.suppress({ email, reason: "" });
    await expect(suppression(email)).resolves.toEqual({ reason: DEFAULT_SUPPRESSION_REASON });
    await expect(t.db.prisma.suppressionEntry.count({ where: { email } })).resolves.toBe(1);
  });

  it("voids a confirmation link still in the post", async () => {
    const email = guestEmail("reader");
    await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email } });
    const mail = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: email }, select: { text: true } });
    const link = /\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? "";
    await callerOf(t.app).newsletter.unsubscribe({ email });
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(404);
    await expect(t.db.prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true } })).resolves.toEqual({ status: "unsubscribed" });
  });

  it("the unsubscribe page's plain form (no JavaScript) unsubscribes with the chosen reason and answers a page; a bad address changes nothing", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
    const email = guestEmail("no-script");
    await subscribed(email);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe-form",
      headers: form,
      payload: `email=${encodeURIComponent(email)}&reason=${encodeURIComponent("I receive too many e-mails")}`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers["content-type"]).toContain("text/html");
    expect(sent.body).toContain(UNSUBSCRIBE_MESSAGES.SUCCESS);
    await expect(suppression(email)).resolves.toEqual({ reason: "I receive too many e-mails" });

    const noReason = guestEmail("no-reason");
    await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe-form", headers: form, payload: `email=${encodeURIComponent(noReason)}&reason=` });
    await expect(suppression(noReason)).resolves.toEqual({ reason: DEFAULT_SUPPRESSION_REASON });

    const before = await t.db.prisma.suppressionEntry.count();
    const refused = await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe-form", headers: form, payload: "email=not-an-address" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Please enter a valid email address");
    expect(refused.body).toContain('href="/unsubscribe"');
    expect(await t.db.prisma.suppressionEntry.count()).toBe(before);
  });
});
