import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "../../../src/server/services/mail/html.ts";
import { queueMarketingMail } from "../../../src/server/services/newsletter/queue-marketing-mail.ts";
import { ENQUIRY_MESSAGES } from "../../../src/shared/enquiries/enquiry-messages.ts";
import { contactEnquiry, eventEnquiry, guestEmail } from "../../factories/enquiries.ts";
import { serviceContextFor } from "../helpers/app-caller.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

/** The newsletter from a form's marketing tick to a confirmed (and later unsubscribed) address (ADR 015). */
describe("the marketing tick on a form starts the double opt-in, and e-mailed links change nothing until a button is pressed", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000" });
  const sameSiteForm = { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };

  const subscriber = (email: string) =>
    t.db.prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true, consent: true, source: true, confirmedAt: true, unsubscribeToken: true } });
  const suppressed = (email: string) => t.db.prisma.suppressionEntry.count({ where: { email } });
  const confirmationMails = (email: string) => t.db.prisma.outboxMessage.findMany({ where: { to: email, kind: "newsletter_confirmation" }, select: { text: true, html: true } });
  const context = () => ({ ...serviceContextFor(t.app), now: () => new Date() });
  const news = { subject: "Spring at the hotel", text: "News", html: html`<p>News</p>` };

  /** The confirmation link, as the guest would follow it: taken from the latest e-mail in the outbox. */
  async function linkFromMail(email: string): Promise<string> {
    const mail = (await confirmationMails(email)).at(-1);
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0];
    if (!link) throw new Error("no confirmation link was e-mailed");
    return link.replace(TEST_ORIGIN, "");
  }

  const open = (path: string) => t.app.inject({ method: "GET", url: path });
  const press = (path: string, payload = "") => t.app.inject({ method: "POST", url: path, headers: sameSiteForm, payload });

  /** The action of the page's one form, which must post back to the link itself. */
  function buttonAction(page: string): string {
    const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1];
    if (!action) throw new Error("the page has no form");
    return action.replaceAll("&amp;", "&");
  }

  it("a contact enquiry with the tick e-mails a confirmation; without it, none", async () => {
    const ticked = guestEmail("ticked");
    const unticked = guestEmail("unticked");
    for (const [email, marketingOptIn] of [
      [ticked, true],
      [unticked, false],
    ] as const) {
      const response = await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry({ email, marketingOptIn }) });
      expect(response.statusCode).toBe(201);
    }
    await expect(subscriber(ticked)).resolves.toMatchObject({ status: "pending", consent: false, source: "/contact" });
    expect(await confirmationMails(ticked)).toHaveLength(1);
    await expect(subscriber(unticked)).resolves.toBeNull();
    expect(await confirmationMails(unticked)).toHaveLength(0);
  });

  it("the confirmation e-mail names the hotel once, not as \"the The Courtfield Hotel\"", async () => {
    const email = guestEmail("copy");
    await t.app.inject({ method: "POST", url: "/api/inquiries/event", payload: eventEnquiry({ email, marketingOptIn: true }) });
    const [mail] = await confirmationMails(email);
    expect(mail?.text).toContain("our newsletter from The Courtfield Hotel");
    expect(`${mail?.text} ${mail?.html}`).not.toMatch(/the The /i);
  });

  it("an event enquiry's tick: opening the link twice changes nothing, the button confirms, a later open says already confirmed", async () => {
    const email = guestEmail("wedding");
    const enquiry = await t.app.inject({ method: "POST", url: "/api/inquiries/event", payload: eventEnquiry({ email, marketingOptIn: true }) });
    expect(enquiry.statusCode).toBe(201);
    const link = await linkFromMail(email);

    for (const opened of [await open(link), await open(link)]) {
      expect(opened.statusCode).toBe(200);
      expect(opened.headers["cache-control"]).toBe("no-store");
      expect(opened.body).toContain(escapeHtml(ENQUIRY_MESSAGES.NEWSLETTER_CONFIRM_PROMPT));
      expect(opened.body).toContain("Confirm my subscription</button>");
      expect(opened.body).not.toContain("<script");
      expect(buttonAction(opened.body)).toBe(link);
    }
    await expect(subscriber(email)).resolves.toMatchObject({ status: "pending", consent: false, confirmedAt: null });
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(false);

    const pressed = await press(buttonAction((await open(link)).body));
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(escapeHtml(ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMED));
    await expect(subscriber(email)).resolves.toMatchObject({ status: "subscribed", consent: true, source: "/events/weddings" });
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(true);

    for (const again of [await open(link), await press(link)]) {
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain(escapeHtml(ENQUIRY_MESSAGES.NEWSLETTER_ALREADY_CONFIRMED));
      expect(again.body).not.toContain("<form");
    }
  });

  it("unsubscribes the same way: opening the link changes nothing, the button unsubscribes, a later open says so; a confirmed re-subscription lifts the suppression", async () => {
    const email = guestEmail("leaver");
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry({ email, marketingOptIn: true }) });
    const confirmLink = await linkFromMail(email);
    await press(confirmLink);
    const token = (await subscriber(email))?.unsubscribeToken ?? "";
    const unsubscribeLink = `/api/newsletter/unsubscribe-one-click?token=${token}`;

    for (const opened of [await open(unsubscribeLink), await open(unsubscribeLink)]) {
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain(escapeHtml(ENQUIRY_MESSAGES.UNSUBSCRIBE_PROMPT));
      expect(buttonAction(opened.body)).toBe(unsubscribeLink);
    }
    await expect(subscriber(email)).resolves.toMatchObject({ status: "subscribed" });
    expect(await suppressed(email)).toBe(0);

    const pressed = await press(unsubscribeLink, "List-Unsubscribe=One-Click");
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(escapeHtml(ENQUIRY_MESSAGES.UNSUBSCRIBED));
    await expect(subscriber(email)).resolves.toMatchObject({ status: "unsubscribed" });
    expect(await suppressed(email)).toBe(1);
    const reopened = await open(unsubscribeLink);
    expect(reopened.body).toContain(escapeHtml(ENQUIRY_MESSAGES.ALREADY_UNSUBSCRIBED));
    expect(reopened.body).not.toContain("<form");
    // The old confirmation link is void once the address has left.
    expect((await open(confirmLink)).statusCode).toBe(404);

    // Ticking the box again starts a new opt-in; the suppression stays until its button is pressed.
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry({ email, marketingOptIn: true }) });
    const secondLink = await linkFromMail(email);
    expect(secondLink).not.toBe(confirmLink);
    await open(secondLink);
    expect(await suppressed(email)).toBe(1);
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(false);
    await press(secondLink);
    expect(await suppressed(email)).toBe(0);
    await expect(subscriber(email)).resolves.toMatchObject({ status: "subscribed" });
    await expect(queueMarketingMail(context(), email, news)).resolves.toBe(true);
  });

  it("a replayed enquiry or a bot's decoy starts no second opt-in", async () => {
    const email = guestEmail("replay");
    const payload = contactEnquiry({ email, marketingOptIn: true });
    const headers = { "idempotency-key": "replay-key-0001" };
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", headers, payload });
    await t.db.prisma.newsletterSubscriber.update({ where: { email }, data: { confirmationSentAt: new Date(Date.now() - 60 * 60_000) } });
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", headers, payload });
    expect(await confirmationMails(email)).toHaveLength(1);

    const bot = guestEmail("bot");
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: { ...contactEnquiry({ email: bot, marketingOptIn: true }), website: "https://spam.example" } });
    await expect(subscriber(bot)).resolves.toBeNull();
  });

  it("the footer's plain form (no JavaScript) signs up and answers a page; a bad address gets the message and stores nothing", async () => {
    const email = guestEmail("footer");
    const sent = await t.app.inject({ method: "POST", url: "/api/newsletter/sign-up", headers: sameSiteForm, payload: `email=${encodeURIComponent(email)}&website=&source=%2Frooms` });
    expect(sent.statusCode).toBe(202);
    expect(sent.headers["content-type"]).toContain("text/html");
    expect(sent.body).toContain(escapeHtml(ENQUIRY_MESSAGES.NEWSLETTER_CONFIRMATION_SENT));
    await expect(subscriber(email)).resolves.toMatchObject({ status: "pending", source: "/rooms" });

    const before = await t.db.prisma.newsletterSubscriber.count();
    const refused = await t.app.inject({ method: "POST", url: "/api/newsletter/sign-up", headers: sameSiteForm, payload: "email=%3Cscript%3E%40x.com" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Please enter a valid email address");
    expect(refused.body).not.toContain("<script>");
    expect(await t.db.prisma.newsletterSubscriber.count()).toBe(before);

    const crossSite = await t.app.inject({ method: "POST", url: "/api/newsletter/sign-up", headers: { ...sameSiteForm, origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" }, payload: `email=${encodeURIComponent(guestEmail())}` });
    expect(crossSite.statusCode).toBe(403);
  });
});
