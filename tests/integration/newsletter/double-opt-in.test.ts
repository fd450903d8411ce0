import { describe, expect, it } from "vitest";
import { html } from "../../../src/server/services/mail/html.ts";
import { queueMarketingMail } from "../../../src/server/services/newsletter/queue-marketing-mail.ts";
import { ENQUIRY_MESSAGES } from "../../../src/shared/enquiries/enquiry-messages.ts";
import { guestEmail } from "../../factories/enquiries.ts";
import { serviceContextFor } from "../helpers/app-caller.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("newsletter sign-up with double opt-in", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000" });

  const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email, ...extra } });

  const confirmationMails = (email: string) =>
    t.db.prisma.outboxMessage.findMany({ where: { to: email, kind: "newsletter_confirmation" }, select: { subject: true, text: true, html: true, headers: true }, orderBy: { createdAt: "asc" } });

  /** The link in the latest confirmation e-mail to `email`. */
  const confirmationLink = async (email: string): Promise<string> => {
    const mails = await confirmationMails(email);
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mails.at(-1)?.text ?? "")?.[0];
    if (!link) throw new Error("no confirmation link was e-mailed");
    return link;
  };

  /** Follows the link and presses its Confirm button (opening alone changes nothing: opt-in-from-forms.test.ts). */
  const open = (link: string) =>
    t.app.inject({ method: "POST", url: link.replace(TEST_ORIGIN, ""), headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" } });

  const subscriber = (email: string) =>
    t.db.prisma.newsletterSubscriber.findUnique({
      where: { email },
      select: { status: true, consent: true, source: true, confirmationTokenHash: true, confirmedAt: true },
    });

  const context = () => ({ ...serviceContextFor(t.app), now: () => new Date() });
  const news = { subject: "Spring at the hotel", text: "News", html: html`<p>News</p>` };

  it("stores a pending address and e-mails it a one-time confirmation link that does not carry the address", async () => {
    const email = guestEmail("reader");
    const response = await subscribe(email, { source: "/pet-friendly" });
    expect(response.statusCode).toBe(202);
    await expect(subscriber(email)).resolves.toMatchObject({ status: "pending", consent: false, source: "/pet-friendly", confirmedAt: null });

    const [mail] = await confirmationMails(email);
    expect(mail?.subject).toBe("Please confirm your subscription — The Courtfield Hotel");
    const link = await confirmationLink(email);
    expect(link.startsWith(`${TEST_ORIGIN}/api/newsletter/confirm?token=`)).toBe(true);
    expect(link).not.toContain(email.split("@")[0]);
    expect(mail?.html).toContain(`href="${link}"`);
    // Only the token's hash is stored.
    const token = new URL(link).searchParams.get("token") ?? "";
    expect((await subscriber(email))?.confirmationTokenHash).not.toContain(token);
    // Pending is not subscribed: no marketing yet.
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(false);
  });

  it("subscribes the address when the link's button is pressed, and says so again on a second press", async () => {
    const email = guestEmail("reader");
    await subscribe(email);
    const link = await confirmationLink(email);
    const confirmed = await open(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers["content-type"]).toContain("text/html");
    expect(confirmed.headers["cache-control"]).toBe("no-store");
    expect(confirmed.headers["referrer-policy"]).toBe("no-referrer");
    expect(confirmed.body).toContain(ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMED);
    await expect(subscriber(email)).resolves.toMatchObject({ status: "subscribed", consent: true, confirmedAt: expect.any(Date) as unknown });
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(true);

    const reused = await open(link);
    expect(reused.statusCode).toBe(200);
    expect(reused.body).toContain(ENQUIRY_MESSAGES.NEWSLETTER_ALREADY_CONFIRMED);
  });

  it("refuses an expired link and a malformed one with a page saying so", async () => {
    const email = guestEmail("reader");
    await subscribe(email);
    const link = await confirmationLink(email);
    await t.db.prisma.newsletterSubscriber.update({ where: { email }, data: { confirmationExpiresAt: new Date(Date.now() - 1000) } });
    expect((await open(link)).statusCode).toBe(404);
    await expect(subscriber(email)).resolves.toMatchObject({ status: "pending" });

    expect((await t.app.inject({ method: "GET", url: link.replace(TEST_ORIGIN, "") })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "GET", url: "/api/newsletter/confirm?token=%3Cscript%3E" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("This link is not valid.");
    expect(malformed.body).not.toContain("<script>");
    expect((await t.app.inject({ method: "GET", url: "/api/newsletter/confirm" })).statusCode).toBe(400);
  });

  it("answers the same whether the address is new, pending or subscribed, and does not e-mail it again and again", async () => {
    const email = guestEmail("reader");
    const answers = [await subscribe(email), await subscribe(email)];
    expect(await confirmationMails(email)).toHaveLength(1);
    await open(await confirmationLink(email));
    answers.push(await subscribe(email));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect(await confirmationMails(email)).toHaveLength(1);
    await expect(subscriber(email)).resolves.toMatchObject({ status: "subscribed" });
  });

  it("sends a new link to a pending address once the first is ten minutes old", async () => {
    const email = guestEmail("reader");
    await subscribe(email);
    await t.db.prisma.newsletterSubscriber.update({ where: { email }, data: { confirmationSentAt: new Date(Date.now() - 11 * 60_000) } });
    await subscribe(email);
    expect(await confirmationMails(email)).toHaveLength(2);
  });

  it("keeps an unsubscribed address suppressed until it confirms a new sign-up", async () => {
    const email = guestEmail("reader");
    await subscribe(email);
    await open(await confirmationLink(email));
    await t.app.inject({ method: "POST", url: "/api/inquiries/newsletter/unsubscribe", payload: { email } });
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(false);

    // Signing up again sends the (transactional) confirmation, but marketing waits for the click.
    await subscribe(email);
    expect(await confirmationMails(email)).toHaveLength(2);
    await expect(subscriber(email)).resolves.toMatchObject({ status: "pending" });
    await expect(t.db.prisma.suppressionEntry.count({ where: { email } })).resolves.toBe(1);
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(false);

    await open(await confirmationLink(email));
    await expect(t.db.prisma.suppressionEntry.count({ where: { email } })).resolves.toBe(0);
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(true);
  });
});
