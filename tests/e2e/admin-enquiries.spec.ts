import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { hotel } from "../../content/hotel.ts";
import { csvFile } from "../../src/server/services/core/csv-file.ts";
import { ERROR_MESSAGES } from "../../src/shared/api/error-catalogue.ts";
import {
  ENQUIRY_CSV_HEADER,
  ENQUIRY_ADMIN_MESSAGES,
  enquiryRowSchema,
  enquiryPageSchema,
  type ContactEnquiryRow,
  type EventEnquiryRow,
  type EnquiryListRow,
  type NewsletterRow,
} from "../../src/shared/enquiries/enquiry-admin.ts";
import { enquiryThreadSchema, type EnquiryThread, type ReplyTemplate } from "../../src/shared/enquiries/enquiry-replies.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes, PHONE } from "./axe.ts";
import { allowConsoleError, expect, visit } from "./fixtures.ts";
import { fakeStaffAccountApi, RECEPTION } from "./staff-api-fake.ts";
import { guestWritesToReception } from "./staff-server/guest-message.ts";
import { test } from "./staff-server/signed-in.ts";
import { frontDeskEmail, STAFF_ACCOUNTS } from "./staff-server/staff-accounts.ts";
import { STAFF_BASE_URL, STAFF_DATA_DIR } from "./staff-server/staff-server-address.ts";
import { proceduresUnder, routeTrpcAsRest, type RestRoute } from "./trpc-as-rest.ts";
import { parseMimeMessage } from "../fakes/mime-message.ts";

// The Inquiries tab against a stand-in for its staff calls that answers as the
// server's contract says: every answer is checked with the shared schemas before it is sent.

const DAY = 86_400_000;
const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

const jane: EventEnquiryRow = {
  kind: "event",
  id: "00000000-0000-4000-8000-00000000e001",
  name: "Jane Smith",
  email: "jane.smith@example.com",
  phone: "07700 900123",
  event_type: "wedding",
  event_date: "2027-03-14",
  guests: 90,
  message: "A spring wedding.",
  status: "read",
  created_at: ago(5),
  waiting_since: ago(5),
  same_date: { count: 1, enquiries: [{ id: "00000000-0000-4000-8000-00000000e002", name: "Raj Patel", event_type: "party" }] },
};
const raj: EventEnquiryRow = {
  ...jane,
  id: "00000000-0000-4000-8000-00000000e002",
  name: "Raj Patel",
  email: "raj@example.com",
  event_type: "party",
  guests: 40,
  // The guest's own words: line breaks kept, markup shown as text.
  message: "Line one of the party plan.\nLine two: <b>not bold</b> & done.",
  status: "new",
  created_at: ago(3),
  waiting_since: ago(3),
  same_date: { count: 1, enquiries: [{ id: jane.id, name: "Jane Smith", event_type: "wedding" }] },
};
const ann: ContactEnquiryRow = {
  kind: "contact",
  id: "00000000-0000-4000-8000-00000000c001",
  name: "Ann Contact",
  email: "ann@example.com",
  phone: null,
  subject: "booking",
  message: "Do you have a twin room free?",
  status: "replied",
  created_at: ago(2),
  waiting_since: null,
};
const fay: NewsletterRow = { kind: "newsletter", id: "00000000-0000-4000-8000-00000000a001", email: "fay@example.com", status: "pending", consent: false, source: "footer", created_at: ago(1) };
const ROWS: EnquiryListRow[] = [fay, ann, raj, jane];

interface StandIn {
  rows: EnquiryListRow[];
  listCalls: URLSearchParams[];
  patches: { path: string; body: unknown }[];
  exports: URLSearchParams[];
  failList: boolean;
  /** Each reply and note sent, by the /api path its shim takes. */
  writes: { path: string; body: unknown }[];
}

/** The first of the hotel's templates for events, as the migration writes it. */
const PARTY_TEMPLATE: ReplyTemplate = {
  id: "6f1d3c3e-0b8e-4c41-9f0e-1a2b3c4d5e04",
  name: "Conference, meeting or party",
  subject: "Your {event_type} at {hotel_name}",
  body: "Dear {guest_name},\n\nThank you for your enquiry about a {event_type} for {guests} guests on {event_date}.\n\n[Write your answer here]\n\nKind regards,\n{staff_name}\n{hotel_name}",
};

/** An enquiry's conversation as the server keeps it: what the stand-in was sent, oldest first. */
function conversationOf(state: StandIn, ref: string): EnquiryThread {
  const entries = state.writes
    .filter((write) => write.path.startsWith(`/api/admin/inquiries/${ref}/`))
    .map((write, index): EnquiryThread["entries"][number] => {
      const body = write.body as { subject?: string; body: string };
      const common = { id: `00000000-0000-4000-8000-0000000${String(index).padStart(5, "0")}`, author: RECEPTION.name, created_at: new Date(NOW).toISOString(), body: body.body };
      return write.path.endsWith("/replies") ? { type: "reply", ...common, subject: body.subject ?? "", delivery: "waiting" } : { type: "note", ...common };
    });
  return enquiryThreadSchema.parse({ entries, assignee: null, colleagues: [{ id: RECEPTION.id, name: RECEPTION.name }] });
}

function matches(row: EnquiryListRow, query: URLSearchParams): boolean {
  const kind = query.get("kind") ?? "all";
  const status = query.get("status") ?? "all";
  const search = (query.get("search") ?? "").toLowerCase();
  if (kind !== "all" && row.kind !== kind) return false;
  if (status !== "all" && (row.kind === "newsletter" || row.status !== status)) return false;
  const text = row.kind === "newsletter" ? row.email : `${row.name} ${row.email} ${row.message ?? ""}`;
  return text.toLowerCase().includes(search);
}

/** The Inquiries calls as the server answers them, over `rows`; the account calls come from fakeStaffAccountApi. */
async function inquiriesStandIn(page: Page, rows: EnquiryListRow[] = ROWS): Promise<StandIn> {
  await fakeStaffAccountApi(page, RECEPTION);
  const state: StandIn = { rows: rows.map((row) => ({ ...row })), listCalls: [], patches: [], exports: [], failList: false, writes: [] };
  const handler = async (route: RestRoute) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === "/api/admin/reply-templates") return route.fulfill({ json: { success: true, data: [PARTY_TEMPLATE] } });
    const conversation = /^\/api\/admin\/inquiries\/((?:contact|event)\/[^/]+)\/(conversation|replies|notes)$/.exec(url.pathname);
    if (conversation?.[1]) {
      if (request.method() === "POST") {
        state.writes.push({ path: url.pathname, body: request.postDataJSON() });
        const row = state.rows.find((candidate) => `${candidate.kind}/${candidate.id}` === conversation[1]);
        if (row && row.kind !== "newsletter" && conversation[2] === "replies") Object.assign(row, { status: "replied", waiting_since: null });
      }
      return route.fulfill({ json: { success: true, data: conversationOf(state, conversation[1]) } });
    }
    if (request.method() === "PATCH") {
      const body = request.postDataJSON() as { status: "new" | "read" | "replied" | "closed" };
      state.patches.push({ path: url.pathname, body });
      const id = url.pathname.split("/").at(-1);
      const index = state.rows.findIndex((row) => row.id === id);
      const row = state.rows[index];
      if (!row || row.kind === "newsletter") return route.fulfill({ status: 404, json: { success: false, error: ENQUIRY_ADMIN_MESSAGES.NOT_FOUND } });
      const waiting = body.status === "new" || body.status === "read" ? row.created_at : null;
      const updated = enquiryRowSchema.parse({ ...row, status: body.status, waiting_since: waiting });
      state.rows[index] = updated;
      return route.fulfill({ json: { success: true, data: updated } });
    }
    const one = /^\/api\/admin\/inquiries\/(contact|event)\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const row = state.rows.find((candidate) => candidate.kind === one[1] && candidate.id === one[2]);
      if (!row) return route.fulfill({ status: 404, json: { success: false, error: ENQUIRY_ADMIN_MESSAGES.NOT_FOUND } });
      return route.fulfill({ json: { success: true, data: enquiryRowSchema.parse(row) } });
    }
    if (url.pathname === "/api/admin/inquiries/export.csv") {
      state.exports.push(url.searchParams);
      const chosen = state.rows.filter((row) => matches(row, url.searchParams));
      const cells = (row: EnquiryListRow) =>
        row.kind === "newsletter"
          ? ["Newsletter", "", row.email, "", "", "", "Pending confirmation", row.created_at, "", ""]
          : [row.kind === "event" ? "Event" : "Contact", row.name, row.email, row.phone, row.kind === "event" ? row.event_type : row.subject, row.kind === "event" ? row.guests : row.message, row.status, row.created_at, row.kind === "event" ? (row.event_date ?? "") : "", row.message];
      const file = csvFile("inquiries-2026-11-24.csv", ENQUIRY_CSV_HEADER, chosen.map(cells));
      return route.fulfill({ body: file.content, headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file.filename}"` } });
    }
    state.listCalls.push(url.searchParams);
    if (state.failList) return route.fulfill({ status: 500, json: { success: false, error: ERROR_MESSAGES.UNKNOWN } });
    const chosen = state.rows.filter((row) => matches(row, url.searchParams));
    const page = enquiryPageSchema.parse({ rows: chosen, total: chosen.length, page: 1, pageSize: 50 });
    return route.fulfill({ json: { success: true, data: page } });
  };
  // The CSV export is a download from /api; the list, the enquiry and its status go through /trpc.
  await page.route("**/api/admin/inquiries/export.csv**", handler);
  const inquiries = proceduresUnder("/api/admin/inquiries");
  const templates = proceduresUnder("/api/admin/reply-templates");
  await routeTrpcAsRest(page, (procedure) => inquiries(procedure) || templates(procedure), handler);
  return state;
}

function table(page: Page) {
  return page.getByRole("region", { name: "Inquiries", exact: true });
}

test("lists enquiries and sign-ups with their badges and waiting time, filters into the address, and passes axe light and dark", { tag: PHONE }, async ({ page }) => {
  const standIn = await inquiriesStandIn(page);
  await visit(page, "/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
  // One word on the screen: the tab's (ADR 102).
  await expect(page.getByRole("heading", { level: 2, name: "Inquiries and newsletter sign-ups" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "4 inquiries" })).toBeVisible();
  const rows = table(page).getByRole("row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText("Newsletter");
  await expect(rows.nth(1)).toContainText("Pending confirmation");
  await expect(rows.nth(2)).toContainText("Replied");
  await expect(rows.nth(3)).toContainText("Raj Patel");
  await expect(rows.nth(3)).toContainText("Party");
  await expect(rows.nth(3)).toContainText("Waiting 3 days");
  await expect(rows.nth(4)).toContainText("Wedding");
  await expect(table(page).getByRole("columnheader", { name: "Received" })).toHaveAttribute("aria-sort", "descending");
  // At 390 px the table scrolls inside its region; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // The staff area follows the device's theme (expectNoAxeViolationsInBothThemes checks the page turns dark).
  await expectNoAxeViolationsInBothThemes(page, undefined, () => expect(rows).toHaveCount(5));

  await page.getByLabel("Type").selectOption("event");
  await page.getByLabel("Status").selectOption("new");
  await expect(page).toHaveURL(/\/admin\/inquiries\?kind=event&status=new$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Raj Patel");
  await page.getByRole("searchbox", { name: "Search" }).fill("nobody");
  await expect(page).toHaveURL(/search=nobody/);
  await expect(table(page)).toContainText("No inquiries found");
  await expect(page.getByRole("status").filter({ hasText: "0 inquiries" })).toBeVisible();
  // Typing was sent once, after the pause, not letter by letter.
  expect(standIn.listCalls.filter((call) => call.has("search")).map((call) => call.get("search"))).toEqual(["nobody"]);
  // Newsletter sign-ups have no enquiry status: the filter goes away and is reset.
  await page.getByLabel("Type").selectOption("newsletter");
  await expect(page.getByLabel("Status")).toHaveCount(0);
  await expect(page).toHaveURL(/\?kind=newsletter&search=nobody$/);
});

test("View: the whole enquiry with the same-date warning, marked read on opening, and a status change", async ({ page, consoleErrors }) => {
  const standIn = await inquiriesStandIn(page);
  await visit(page, "/admin/inquiries?kind=event");
  await table(page).getByRole("button", { name: "View the event enquiry of Raj Patel" }).click();
  const dialog = page.getByRole("dialog", { name: "Event enquiry from Raj Patel" });
  await expect(dialog.getByRole("note")).toHaveText("Another event enquiry asks for 14 March 2027 (Jane Smith, wedding).");
  await expect(dialog.locator("p.whitespace-pre-wrap")).toHaveText("Line one of the party plan.\nLine two: <b>not bold</b> & done.");
  await expect(dialog.locator("b")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Opening a new enquiry marks it read.
  await expect(dialog.getByLabel("Change status")).toHaveValue("read");
  expect(standIn.patches).toEqual([{ path: `/api/admin/inquiries/event/${raj.id}`, body: { status: "read" } }]);

  await dialog.getByLabel("Change status").selectOption("replied");
  await dialog.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Status updated: Replied");
  await expect(dialog.getByText("Waiting 3 days")).toHaveCount(0);
  expect(standIn.patches.at(-1)).toEqual({ path: `/api/admin/inquiries/event/${raj.id}`, body: { status: "replied" } });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole("row").filter({ hasText: "Raj Patel" })).toContainText("Replied");
  await expect(table(page).getByRole("button", { name: "View the event enquiry of Raj Patel" })).toBeFocused();

  // A refused change says why.
  standIn.rows = standIn.rows.filter((row) => row.id !== jane.id);
  await table(page).getByRole("button", { name: "View the event enquiry of Jane Smith" }).click();
  const janeDialog = page.getByRole("dialog", { name: "Event enquiry from Jane Smith" });
  await janeDialog.getByLabel("Change status").selectOption("closed");
  await janeDialog.getByRole("button", { name: "Update status" }).click();
  await expect(janeDialog.getByRole("alert")).toHaveText("This enquiry no longer exists.");
  allowConsoleError(consoleErrors, /status of 404/);

  // A live notice's link opens its enquiry over the list; closing it leaves the list's address.
  await visit(page, `/admin/inquiries?kind=contact&open=contact:${ann.id}`);
  const opened = page.getByRole("dialog", { name: "Contact enquiry from Ann Contact" });
  await expect(opened).toContainText("Do you have a twin room free?");
  await opened.getByRole("button", { name: "Close" }).last().click();
  await expect(opened).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/inquiries\?kind=contact$/);
});

test("View: the guest's phone is a link that dials it", async ({ page }) => {
  await inquiriesStandIn(page);
  await visit(page, "/admin/inquiries?kind=event");
  await table(page).getByRole("button", { name: "View the event enquiry of Raj Patel" }).click();
  const dialog = page.getByRole("dialog", { name: "Event enquiry from Raj Patel" });
  await expect(dialog.getByRole("link", { name: "07700 900123" })).toHaveAttribute("href", "tel:07700900123");
});

test("closing an enquiry opened from its address gives the focus to its row's View button", async ({ page }) => {
  await inquiriesStandIn(page);
  await visit(page, `/admin/inquiries?kind=contact&open=contact:${ann.id}`);
  const opened = page.getByRole("dialog", { name: "Contact enquiry from Ann Contact" });
  await expect(opened).toContainText("Do you have a twin room free?");
  await page.keyboard.press("Escape");
  await expect(opened).toBeHidden();
  await expect(table(page).getByRole("button", { name: "View the contact enquiry of Ann Contact" })).toBeFocused();
});

test("Reply: a template filled in with the enquiry's facts, refused while its marker is left, sent, kept in the conversation and the enquiry marked replied", async ({ page }) => {
  const standIn = await inquiriesStandIn(page);
  await visit(page, "/admin/inquiries?kind=event");
  const started = Date.now();
  await table(page).getByRole("button", { name: "View the event enquiry of Raj Patel" }).click();
  const dialog = page.getByRole("dialog", { name: "Event enquiry from Raj Patel" });
  await expect(dialog.getByText("No reply or note yet.")).toBeVisible();
  await dialog.getByLabel("Start from a template").selectOption({ label: PARTY_TEMPLATE.name });
  const subject = dialog.getByLabel("Subject");
  const body = dialog.getByLabel("Reply", { exact: true });
  await expect(subject).toHaveValue("Your party at The Courtfield Hotel");
  await expect(body).toHaveValue(
    "Dear Raj Patel,\n\nThank you for your enquiry about a party for 40 guests on 14 March 2027.\n\n[Write your answer here]\n\nKind regards,\nRhys Reception\nThe Courtfield Hotel",
  );
  // Sent with the template's marker still in it: refused in the browser, nothing sent.
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog.getByText('Please replace "[Write your answer here]" with your answer.')).toBeVisible();
  await expect(body).toBeFocused();
  expect(standIn.writes).toEqual([]);

  const answer = "The Garden Room is free that evening and holds 40 for a buffet.";
  await body.fill((await body.inputValue()).replace("[Write your answer here]", answer));
  const typed = Date.now();
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Reply sent");
  const sent = Date.now();
  expect(standIn.writes).toEqual([
    { path: `/api/admin/inquiries/event/${raj.id}/replies`, body: { subject: "Your party at The Courtfield Hotel", body: expect.stringContaining(answer) } },
  ]);
  const conversation = dialog.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByRole("listitem")).toHaveCount(1);
  await expect(conversation).toContainText(`Reply by ${RECEPTION.name}`);
  await expect(conversation).toContainText("Sending");
  await expect(subject).toHaveValue("");
  await expect(dialog.getByLabel("Change status")).toHaveValue("replied");
  await expectNoAxeViolations(page);
  // The receptionist's figure: View, a template, the answer typed, Send.
  console.log(`answered with a template: 4 actions; ${((typed - started) / 1000).toFixed(1)} s from View to the text ready (the typing filled at once), ${((sent - typed) / 1000).toFixed(2)} s from Send to "Reply sent"`);
  await page.keyboard.press("Escape");
  await expect(table(page).getByRole("row").filter({ hasText: "Raj Patel" })).toContainText("Replied");
});

test("Export CSV saves the server's file for the filters shown", async ({ page, consoleErrors }) => {
  const standIn = await inquiriesStandIn(page);
  await visit(page, "/admin/inquiries?status=new");
  await expect(table(page).getByRole("row")).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("inquiries-2026-11-24.csv");
  const records: string[][] = parse(await readFile(await download.path(), "utf8"), { bom: true });
  expect(records[0]).toEqual(["Type", "Name", "Email", "Phone", "Subject / event type", "Message / guests", "Status", "Created at", "Event date", "Message"]);
  expect(records.slice(1)).toEqual([["Event", "Raj Patel", "raj@example.com", "07700 900123", "party", "40", "new", raj.created_at, raj.event_date ?? "", raj.message ?? ""]]);
  expect(standIn.exports.map((params) => params.toString())).toEqual(["status=new"]);
  const notices = page.getByRole("region", { name: "Notifications" });
  await expect(notices).toContainText("CSV exported successfully");
  // One toast at a time: a second export's notice does not pile on the first.
  await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  await expect.poll(() => standIn.exports.length).toBe(2);
  await expect(notices.getByRole("listitem")).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test("says when nothing matches and when the list cannot be loaded", async ({ page, consoleErrors }) => {
  const standIn = await inquiriesStandIn(page, []);
  await visit(page, "/admin/inquiries");
  await expect(table(page)).toContainText("No inquiries found");
  standIn.failList = true;
  await page.getByRole("button", { name: "Refresh" }).click();
  // After the three retries of an outage (1 s, 2 s, 4 s apart).
  await expect(page.getByRole("alert")).toHaveText("Failed to load inquiries", { timeout: 15_000 });
  standIn.failList = false;
  standIn.rows = [{ ...ann }];
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(table(page)).toContainText("Ann Contact");
  allowConsoleError(consoleErrors, /status of 500/);
});

/** An e-mail as the server wrote it: its headers (names in lower case) and its text part, decoded. */
interface WrittenMail {
  headers: Map<string, string>;
  text: string;
}

/** The e-mail with `subject` the staff server wrote to `to` (no SMTP: an .eml file in DATA_DIR/mail), waited for: the outbox sends it in the background. */
async function mailWritten(to: string, subject: string): Promise<WrittenMail> {
  const folder = path.resolve(STAFF_DATA_DIR, "mail");
  let found: WrittenMail | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(folder).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith(".eml"))) {
          const mail = parseMimeMessage(await readFile(path.join(folder, file), "utf8"));
          if (mail.headers.get("to") !== to || mail.headers.get("subject") !== subject) continue;
          found = { headers: mail.headers, text: (mail.text ?? "").replace(/\n$/, "") };
          return file;
        }
        return undefined;
      },
      { message: `an .eml to ${to} with the subject "${subject}"`, timeout: 20_000 },
    )
    .toBeTruthy();
  if (!found) throw new Error("unreachable: the poll passed without a mail");
  return found;
}

/**
 * What a receptionist does, counted as they would do it: a click on a button; a choice from a
 * list box as two clicks (open it, pick the option); the template's marker selected by dragging
 * across it as one; each character typed as a key press.
 */
class CountedDesk {
  clicks = 0;
  keys = 0;

  constructor(private readonly page: Page) {}

  async click(target: Locator): Promise<void> {
    this.clicks += 1;
    await target.click();
  }

  async choose(select: Locator, label: string): Promise<void> {
    this.clicks += 2;
    await select.selectOption({ label });
  }

  /** Drags across `text` in the text area, so what is typed next replaces it. */
  async selectText(area: Locator, text: string): Promise<void> {
    this.clicks += 1;
    await area.click();
    await area.evaluate((element, wanted) => {
      const field = element as HTMLTextAreaElement;
      const start = field.value.indexOf(wanted);
      if (start === -1) throw new Error(`"${wanted}" is not in the text area`);
      field.setSelectionRange(start, start + wanted.length);
    }, text);
  }

  async type(text: string): Promise<void> {
    this.keys += text.length;
    await this.page.keyboard.type(text);
  }
}

test.describe("against the real staff server", () => {
  // A receptionist no other test ends the sessions of, signed in once per worker (the owner needs two-factor).
  test.use({ baseURL: STAFF_BASE_URL, signedInAs: { origin: STAFF_BASE_URL, email: frontDeskEmail } });

  test("reception answers a guest's message with a template: the reply is e-mailed from the hotel, kept in the conversation with who sent it, and the enquiry reads Replied", async ({ page, browser }, testInfo) => {
    // A guest of this run only (the server is shared by the whole run), named in letters only, as the form wants.
    const stamp = Date.now().toString(36).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "x");
    const guest = { name: `Grace Hopwood ${stamp.charAt(0).toUpperCase()}${stamp.slice(1)}`, email: `grace.${stamp}.${testInfo.project.name}@example.com`, message: "Do you have a twin room free for the first weekend of May?" };
    const staffName = STAFF_ACCOUNTS.find((account) => account.email === frontDeskEmail(testInfo.project.name))?.name ?? "";
    expect(staffName).not.toBe("");
    await guestWritesToReception(browser, guest);

    await visit(page, "/admin");
    const desk = new CountedDesk(page);
    const started = Date.now();
    await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /^Inquiries/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
    const guestRow = table(page).getByRole("row").filter({ hasText: guest.email });
    await expect(guestRow).toContainText("New");

    // From the list to "sent": View, a template, the marker replaced by the answer, Send.
    await desk.click(table(page).getByRole("button", { name: `View the contact enquiry of ${guest.name}` }));
    const dialog = page.getByRole("dialog", { name: `Contact enquiry from ${guest.name}` });
    await expect(dialog).toContainText(guest.message);
    await expect(dialog.getByText("No reply or note yet.")).toBeVisible();
    await desk.choose(dialog.getByLabel("Start from a template"), "General reply");
    const subject = "Your enquiry to The Courtfield Hotel";
    const body = dialog.getByLabel("Reply", { exact: true });
    await expect(dialog.getByLabel("Subject")).toHaveValue(subject);
    await expect(body).toHaveValue(new RegExp(`^Dear ${guest.name},\\n\\nThank you for getting in touch with The Courtfield Hotel\\.\\n\\n\\[Write your answer here\\]\\n`));
    const answer = "Yes: a twin room is free from Friday 1 May for two nights.";
    await desk.selectText(body, "[Write your answer here]");
    await desk.type(answer);
    await desk.click(dialog.getByRole("button", { name: "Send reply" }));
    const conversation = dialog.getByRole("region", { name: "Conversation" });
    const reply = conversation.getByRole("listitem").filter({ hasText: answer });
    await expect(reply).toContainText(`Reply by ${staffName}`);
    const seconds = (Date.now() - started) / 1000;
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Reply sent");
    await expect(reply).toContainText(`Subject: ${subject}`);
    await expect(dialog.getByLabel("Change status")).toHaveValue("replied");

    const figures = `${desk.clicks} clicks, ${desk.keys} keys, ${seconds.toFixed(1)} s`;
    console.log(`answer with a template: ${figures}`);
    testInfo.annotations.push({ type: "answer with a template", description: figures });

    // The list says so, and it is the server's word: still so after a reload.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(guestRow).toContainText("Replied");
    await page.reload();
    await expect(guestRow).toContainText("Replied");

    // The e-mail went out: to the guest, from the hotel, answered to the hotel, the template filled in with the guest's name and the answer.
    const first = await mailWritten(guest.email, subject);
    expect(first.headers.get("from")).toBe(`${hotel.name} <${hotel.email}>`);
    expect(first.headers.get("reply-to")).toBe(hotel.email);
    const domain = hotel.email.slice(hotel.email.indexOf("@") + 1).replaceAll(".", "\\.");
    expect(first.headers.get("message-id")).toMatch(new RegExp(`^<[0-9a-f-]{36}@${domain}>$`));
    expect(first.text).toBe(
      `Dear ${guest.name},\n\nThank you for getting in touch with ${hotel.name}.\n\n${answer}\n\nIf you would like to talk it over, please call reception on ${hotel.phone.display}; we are always happy to help.\n\nKind regards,\n${staffName}\n${hotel.name}`,
    );
    // The first reply starts the thread: it answers no earlier reply (the acknowledgement is not part of it, ADR 094).
    expect(first.headers.has("in-reply-to")).toBe(false);
    expect(first.headers.has("references")).toBe(false);

    // Kept: the conversation, read again from the server, holds the reply, who sent it, and that it
    // went out (the outbox marks its row sent just after writing the file, so it is read again until it says so).
    await expect(async () => {
      await page.reload();
      await table(page).getByRole("button", { name: `View the contact enquiry of ${guest.name}` }).click();
      const kept = page.getByRole("dialog", { name: `Contact enquiry from ${guest.name}` }).getByRole("region", { name: "Conversation" }).getByRole("listitem");
      await expect(kept).toHaveCount(1, { timeout: 2_000 });
      await expect(kept).toContainText(`Reply by ${staffName}`, { timeout: 2_000 });
      await expect(kept).toContainText(answer, { timeout: 2_000 });
      await expect(kept).toContainText("Sent", { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

    // A second reply answers the first: one thread in the guest's mail program.
    const reopened = page.getByRole("dialog", { name: `Contact enquiry from ${guest.name}` });
    const followUp = "Parking on your dates";
    await reopened.getByLabel("Subject").fill(followUp);
    await reopened.getByLabel("Reply", { exact: true }).fill(`Dear ${guest.name},\n\nParking is free for guests on those nights.\n\nKind regards,\n${staffName}`);
    await reopened.getByRole("button", { name: "Send reply" }).click();
    await expect(reopened.getByRole("region", { name: "Conversation" }).getByRole("listitem")).toHaveCount(2);
    const second = await mailWritten(guest.email, followUp);
    expect(second.headers.get("in-reply-to")).toBe(first.headers.get("message-id"));
    expect(second.headers.get("references")).toBe(first.headers.get("message-id"));
  });
});
