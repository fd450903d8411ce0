import type { StaffUser } from "../../src/shared/staff/staff-user.ts";
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_TAKEN,
  PASSWORD_IS_NAME,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  TWO_FACTOR_CODE_WRONG,
} from "../../src/shared/staff/staff-account-messages.ts";
import { expectNoAxeViolationsInBothThemes, PHONE, PHONE_ONLY } from "./axe.ts";
import { allowConsoleError, expect, test, visit, type Locator, type Page } from "./fixtures.ts";
import { COMMON_PASSWORD, OWNER, PASSWORD, QR_SVG, RECEPTION, RECOVERY_CODES, SECRET, TOTP_CODE, fakeStaffAccountApi } from "./staff-api-fake.ts";

// The staff area's account holds, Your account, the Staff tab and the Audit tab (ADR 013)
// against a stand-in for the staff API that answers as its contract says.

const NEW_PASSWORD = "a much longer passphrase";

/** The browser's note about each refusal the test provoked on purpose. */
function allowRefusals(consoleErrors: string[]): void {
  allowConsoleError(consoleErrors, /status of (400|401|403|409)/);
}

function notifications(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

function tabs(page: Page) {
  return page.getByRole("navigation", { name: "Staff area" });
}

const held = (user: StaffUser, change: Partial<StaffUser>): StaffUser => ({ ...user, ...change });

/** The owner's own proof (ADR 035), asked by the form or dialog that changes another member's account. */
async function proveItIsYou(where: Locator, code = TOTP_CODE): Promise<void> {
  await expect(where.getByRole("group", { name: "Confirm it is you" })).toBeVisible();
  await where.getByLabel("Current password").fill(PASSWORD);
  await where.getByLabel("Code from your authenticator app").fill(code);
}

test.describe("account holds", () => {
  test("a reset password: only 'Choose a new password' until one is chosen, with the server's reasons under the fields", async ({ page, consoleErrors }) => {
    const api = await fakeStaffAccountApi(page, held(RECEPTION, { mustChangePassword: true }));
    await visit(page, "/admin/inquiries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(tabs(page), "no tabs while the account is on hold").toHaveCount(0);
    await expect(page.getByRole("link", { name: "Your account" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign out" }), "the way out stays").toBeVisible();

    const form = page.getByRole("form", { name: "Choose a new password" });
    const current = form.getByLabel("Current password");
    const fresh = form.getByLabel("New password", { exact: true });
    const repeat = form.getByLabel("New password again");
    await expect(fresh).toHaveAccessibleDescription(/At least 12 characters\. Not a common password, and not your name or e-mail address\./);
    await expect(fresh).toHaveAttribute("autocomplete", "new-password");

    await form.getByRole("button", { name: "Change password" }).click();
    await expect(current).toHaveAccessibleDescription("Current password is required");
    await expect(current).toBeFocused();

    await current.fill("wrong one");
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill("something else entirely");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(repeat).toHaveAccessibleDescription("The two new passwords are not the same");

    await repeat.fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(current).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG);
    await expect(current).toBeFocused();
    await expect(notifications(page)).toContainText("Please correct the errors below.");

    await current.fill(PASSWORD);
    await fresh.fill(COMMON_PASSWORD);
    await repeat.fill(COMMON_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(fresh).toHaveAccessibleDescription(new RegExp(PASSWORD_TOO_COMMON));

    await current.fill(PASSWORD);
    await fresh.fill("rhys at the desk 2026");
    await repeat.fill("rhys at the desk 2026");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(fresh).toHaveAccessibleDescription(new RegExp(PASSWORD_IS_NAME));

    await current.fill(PASSWORD);
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(notifications(page)).toContainText("Your password has been changed");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
    await expect(tabs(page).getByRole("link", { name: "Inquiries" })).toHaveAttribute("aria-current", "page");
    expect(api.calls.filter((call) => call === "POST /api/admin/password")).toHaveLength(4);
    allowRefusals(consoleErrors);
  });

  test("an owner without two-factor: set-up only, then the QR code, a code, the recovery codes once, and the shell opens", async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const api = await fakeStaffAccountApi(page, held(OWNER, { totpEnabledAt: null }));
    await visit(page, "/admin/staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up two-factor sign-in");
    await expect(page.getByText("Owners must have two-factor sign-in.")).toBeVisible();
    await expect(tabs(page)).toHaveCount(0);
    expect(api.calls.some((call) => call.startsWith("GET /api/admin/staff")), "no staff call while on hold").toBe(false);

    // Proof of the person first (ADR 035): the password, kept for the confirmation.
    const begin = page.getByRole("form", { name: "Set up two-factor sign-in" });
    await begin.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(begin.getByLabel("Current password")).toHaveAccessibleDescription("Current password is required");
    await begin.getByLabel("Current password").fill(PASSWORD);
    await begin.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const qr = page.getByRole("img", { name: /QR code for two-factor sign-in/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(QR_SVG)}`);
    await expect(page.locator("main svg path[fill='#fff']"), "the server's SVG is never put into the page").toHaveCount(0);
    await expect(page.getByText(SECRET)).toBeVisible();

    const form = page.getByRole("form", { name: "Confirm two-factor sign-in" });
    const code = form.getByLabel("Code from the app");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await code.fill("000000");
    await form.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(code).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_CODE_WRONG));

    await code.fill(TOTP_CODE);
    await form.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" });
    await expect(codes.getByRole("listitem")).toHaveText(RECOVERY_CODES);
    await expect(page.getByRole("heading", { name: /Save your recovery codes/ })).toBeFocused();
    await expect(tabs(page), "the shell waits until the codes are saved").toHaveCount(0);

    await page.getByRole("button", { name: "Copy" }).click();
    await expect(notifications(page)).toContainText("Recovery codes copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(RECOVERY_CODES.join("\n"));

    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
    await expect(tabs(page).getByRole("link", { name: "Staff" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(RECOVERY_CODES[0] ?? "")).toHaveCount(0);
    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page.getByText(/Two-factor sign-in is on/)).toBeVisible();
    await expect(page.getByText("Owners must keep two-factor sign-in on.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Turn off two-factor sign-in" })).toHaveCount(0);
    await expect(page.getByText(RECOVERY_CODES[0] ?? ""), "the codes are shown once").toHaveCount(0);
    allowRefusals(consoleErrors);
  });
});

test.describe("your account", () => {
  test("reception turns two-factor sign-in off with their password and a current code", async ({ page, consoleErrors }) => {
    await fakeStaffAccountApi(page, held(RECEPTION, { totpEnabledAt: "2026-02-02T10:00:00.000Z" }));
    await visit(page, "/admin/dashboard");
    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page).toHaveTitle(/^Your account \| Staff area \| /);
    await expect(page.getByText(/Two-factor sign-in is on \(since 2 Feb 2026\)/)).toBeVisible();

    const form = page.getByRole("form", { name: "Turn off two-factor sign-in" });
    const code = form.getByLabel("Code from your authenticator app");
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(code).toHaveAccessibleDescription(/Code from your authenticator app is required/);
    await expect(code).toBeFocused();
    await code.fill("000000");
    await form.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(code).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_CODE_WRONG));
    await form.getByLabel("Current password").fill("not it at all");
    await code.fill(TOTP_CODE);
    await form.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription(new RegExp(CURRENT_PASSWORD_WRONG));
    await form.getByLabel("Current password").fill(PASSWORD);
    await code.fill(TOTP_CODE);
    await form.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(notifications(page)).toContainText("Two-factor sign-in is off");
    await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
    allowRefusals(consoleErrors);
  });

  test("lists your sessions with this device marked, and signs one out; signing out this device signs you out", async ({ page }) => {
    const api = await fakeStaffAccountApi(page, RECEPTION);
    await visit(page, "/admin/account");
    const table = page.getByRole("region", { name: "Your sessions" }).getByRole("table");
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(table.getByRole("columnheader")).toHaveText(["Browser", "Where", "Started", "Last seen", "Actions"]);
    await expect(rows.nth(1)).toContainText("Firefox on Windows");
    await expect(rows.nth(1)).toContainText("This device");
    await expect(rows.nth(1)).toContainText("203.0.113.7");
    await expect(rows.nth(1)).toContainText("10 Mar 2026, 08:00");
    await expect(rows.nth(2)).toContainText("Safari on iPhone");
    expect(api.calls).not.toContain("GET /api/admin/sessions?everyone=true");

    await rows.nth(2).getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
    await expect(notifications(page)).toContainText("Session signed out");
    await expect(rows).toHaveCount(2);
    expect(api.calls).toContain("DELETE /api/admin/sessions/44556677eeff0011");

    await rows.nth(1).getByRole("button", { name: /^Sign out this device/ }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(notifications(page)).toContainText("Logged out successfully");
  });

  test("changing your password says so and keeps you on the page", async ({ page }) => {
    await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/account");
    const form = page.getByRole("form", { name: "Choose a new password" });
    await form.getByLabel("Current password").fill(PASSWORD);
    // Two-factor sign-in is on: a current code as well (ADR 035).
    await form.getByLabel("Code from your authenticator app").fill(TOTP_CODE);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("New password again").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(notifications(page)).toContainText("Your password has been changed");
    await expect(form.getByLabel("Current password"), "the form empties").toHaveValue("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  });
});

test.describe("the Staff tab", () => {
  test("lists the staff with their two-factor, status and password state", async ({ page }) => {
    await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/staff");
    const table = page.getByRole("region", { name: "Staff accounts" }).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Name", "E-mail", "Role", "Two-factor", "Status", "Password", "Actions"]);
    await expect(table.getByRole("rowheader")).toHaveText(["Olive Owner (you)", "Rhys Reception", "Nia Night"]);
    const nia = table.getByRole("row", { name: /Nia Night/ });
    await expect(nia.getByRole("cell")).toHaveText(["night@example.com", "Reception", "Off", "Active", "Must change", /Reset password/]);
    await expect(table.getByRole("row", { name: /Olive Owner/ }).getByRole("button"), "one's own account changes under Your account").toHaveCount(0);
  });

  test("resets another member's two-factor sign-in (a lost phone) with the owner's own password and code", async ({ page, consoleErrors }) => {
    const api = await fakeStaffAccountApi(page, OWNER);
    const rhys = api.staff.find((member) => member.id === RECEPTION.id);
    if (rhys) rhys.totpEnabledAt = "2026-02-02T10:00:00.000Z";
    await visit(page, "/admin/staff");
    await page.getByRole("button", { name: "Reset two-factor for Rhys Reception" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset two-factor sign-in for Rhys Reception?" });
    await expect(dialog).toContainText("Rhys Reception will be signed out everywhere.");
    const reset = dialog.getByRole("button", { name: "Reset two-factor sign-in" });
    await reset.click();
    await expect(dialog.getByLabel("Current password")).toHaveAccessibleDescription("Current password is required");
    expect(api.calls.some((call) => call.endsWith("/reset-two-factor")), "nothing is sent without the proof").toBe(false);

    await proveItIsYou(dialog, "000000");
    await reset.click();
    await expect(dialog.getByLabel("Code from your authenticator app")).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_CODE_WRONG));
    await expect(page.getByRole("row", { name: /Rhys Reception/ }).getByRole("cell").nth(2)).toHaveText("On");

    await dialog.getByLabel("Code from your authenticator app").fill(TOTP_CODE);
    await reset.click();
    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText("Two-factor sign-in reset for Rhys Reception");
    await expect(page.getByRole("row", { name: /Rhys Reception/ }).getByRole("cell").nth(2)).toHaveText("Off");
    expect(api.calls.filter((call) => call === `POST /api/admin/staff/${RECEPTION.id}/reset-two-factor`)).toHaveLength(2);
    allowRefusals(consoleErrors);
  });

  test("adds a member of staff, with the server's field messages first", async ({ page, consoleErrors }) => {
    const api = await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/staff");
    const form = page.getByRole("form", { name: "Add member of staff" });
    await form.getByRole("button", { name: "Add member of staff" }).click();
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription("Email is required");
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription("Current password is required");
    await expect(form.getByLabel("Name")).toBeFocused();

    await proveItIsYou(form);
    await form.getByLabel("Name").fill("Bea Breakfast");
    await form.getByLabel("E-mail").fill("desk@example.com");
    await form.getByLabel("Temporary password").fill("short");
    await form.getByRole("button", { name: "Add member of staff" }).click();
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(EMAIL_TAKEN);

    await form.getByLabel("E-mail").fill("bea@example.com");
    await form.getByRole("button", { name: "Add member of staff" }).click();
    await expect(form.getByLabel("Temporary password")).toHaveAccessibleDescription(new RegExp(PASSWORD_TOO_SHORT));
    await expect(form.getByLabel("Temporary password")).toBeFocused();

    await form.getByLabel("Temporary password").fill("toast and marmalade");
    await form.getByLabel("Role").selectOption("owner");
    await form.getByLabel("Current password").fill("not my password");
    await form.getByRole("button", { name: "Add member of staff" }).click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription(new RegExp(CURRENT_PASSWORD_WRONG));
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Add member of staff" }).click();
    await expect(notifications(page)).toContainText("Account created for Bea Breakfast");
    const row = page.getByRole("region", { name: "Staff accounts" }).getByRole("row", { name: /Bea Breakfast/ });
    await expect(row.getByRole("cell")).toHaveText(["bea@example.com", "Owner", "Off", "Active", "Must change", /Reset password/]);
    await expect(form.getByLabel("Name"), "the form empties").toHaveValue("");
    expect(api.calls.filter((call) => call === "POST /api/admin/staff")).toHaveLength(4);
    allowRefusals(consoleErrors);
  });

  test("resets a password in a dialog, showing the server's refusal of a weak one", async ({ page, consoleErrors }) => {
    const api = await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/staff");
    await page.getByRole("button", { name: "Reset password for Rhys Reception" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset password for Rhys Reception" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel("Temporary password");
    await proveItIsYou(dialog);
    await field.fill(COMMON_PASSWORD);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(field).toHaveAccessibleDescription(new RegExp(PASSWORD_TOO_COMMON));
    await field.fill("rainy carlisle tuesday");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText("Password reset for Rhys Reception");
    await expect(page.getByRole("row", { name: /Rhys Reception/ }).getByRole("cell").nth(4)).toHaveText("Must change");
    expect(api.calls).toContain(`POST /api/admin/staff/${RECEPTION.id}/reset-password`);
    allowRefusals(consoleErrors);
  });

  test("disables and enables an account with the owner's own proof; Cancel and Escape change nothing", async ({ page }) => {
    const api = await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/staff");
    const row = page.getByRole("row", { name: /Rhys Reception/ });
    const disable = row.getByRole("button", { name: "Disable Rhys Reception" });
    await disable.click();
    const dialog = page.getByRole("dialog", { name: "Disable Rhys Reception's account?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await disable.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(disable, "focus returns to the button that opened it").toBeFocused();
    expect(api.calls.some((call) => call.endsWith("/disable"))).toBe(false);

    await disable.click();
    await proveItIsYou(dialog);
    await dialog.getByRole("button", { name: "Disable account" }).click();
    await expect(notifications(page)).toContainText("Rhys Reception's account is disabled");
    await expect(row.getByRole("cell").nth(3)).toHaveText("Disabled");

    await row.getByRole("button", { name: "Enable Rhys Reception" }).click();
    const enable = page.getByRole("dialog", { name: "Enable Rhys Reception's account?" });
    await proveItIsYou(enable);
    await enable.getByRole("button", { name: "Enable account" }).click();
    await expect(row.getByRole("cell").nth(3)).toHaveText("Active");
  });

  test("shows everyone's sessions with whose they are, and signs one out", async ({ page }) => {
    const api = await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/staff");
    const table = page.getByRole("region", { name: "Everyone's sessions" }).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Who", "Browser", "Where", "Started", "Last seen", "Actions"]);
    const nia = table.getByRole("row", { name: /Nia Night/ });
    await expect(nia).toContainText("Unknown browser");
    await nia.getByRole("button", { name: /^Sign out Nia Night/ }).click();
    await expect(nia).toHaveCount(0);
    expect(api.calls).toContain("GET /api/admin/sessions?everyone=true");
    expect(api.calls).toContain("DELETE /api/admin/sessions/8899aabbccddeeff");
  });
});

test.describe("the Audit tab", () => {
  test("lists events in plain words, filters by action and member of staff, and loads older ones", async ({ page }) => {
    const api = await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/audit");
    const table = page.getByRole("region", { name: "Audit events" }).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["When", "Who", "Action", "Target", "Details", "From where"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(50);
    await expect(rows.first().getByRole("rowheader")).toHaveText("10 Mar 2026, 12:00");
    await expect(rows.first().getByRole("cell")).toHaveText(["Olive Owner", "Signed in", "Session a1b2c3d4", "", "203.0.113.7"]);
    await expect(rows.nth(1).getByRole("cell")).toHaveText(["Rhys Reception", "Account created", "Nia Night", "Role: reception", "203.0.113.7"]);
    await expect(rows.nth(3).getByRole("cell").nth(1)).toHaveText("Sign-in failed");
    await expect(rows.nth(3).getByRole("cell").nth(3)).toHaveText("Reason: wrong password");

    await page.getByRole("button", { name: "Load older" }).click();
    await expect(rows).toHaveCount(60);
    await expect(page.getByRole("button", { name: "Load older" })).toHaveCount(0);
    await expect(page.getByText("That is the whole trail for this choice.")).toBeVisible();
    expect(api.calls).toContain("GET /api/admin/audit?limit=50&before=11");

    await page.getByLabel("Action").selectOption({ label: "Signed in" });
    await expect(rows).toHaveCount(15);
    for (const cell of await rows.locator("td:nth-of-type(2)").all()) await expect(cell).toHaveText("Signed in");
    await page.getByLabel("Member of staff").selectOption({ label: "Rhys Reception" });
    await expect(rows).toHaveText(["No events match."]);
    expect(api.calls).toContain(`GET /api/admin/audit?limit=50&action=staff.sign_in&actorId=${RECEPTION.id}`);
    await page.getByLabel("Action").selectOption({ label: "All actions" });
    await expect(rows).toHaveCount(30);
    for (const cell of await rows.locator("td:nth-of-type(1)").all()) await expect(cell).toHaveText("Rhys Reception");
  });
});

test.describe("reception", () => {
  test("sees neither Staff nor Audit, and their addresses ask the server nothing", async ({ page }) => {
    const api = await fakeStaffAccountApi(page, RECEPTION);
    await visit(page, "/admin/dashboard");
    await expect(tabs(page).getByRole("link", { name: "Staff" })).toHaveCount(0);
    await expect(tabs(page).getByRole("link", { name: "Audit" })).toHaveCount(0);
    for (const path of ["/admin/staff", "/admin/audit"]) {
      await page.goto(path);
      await expect(page.getByText("This part of the staff area is for owners only.")).toBeVisible();
    }
    expect(api.calls.filter((call) => /\/api\/admin\/(staff|audit)/.test(call))).toEqual([]);
  });
});

test("the new screens fit a phone: the page never scrolls sideways, tables scroll in their region", { tag: PHONE_ONLY }, async ({ page }) => {
  await fakeStaffAccountApi(page, OWNER);
  for (const path of ["/admin/account", "/admin/staff", "/admin/audit"]) {
    await visit(page, path);
    await expect(page.getByRole("table").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test("every action button and field is at least 24 px", { tag: PHONE }, async ({ page }) => {
  await fakeStaffAccountApi(page, OWNER);
  for (const path of ["/admin/account", "/admin/staff", "/admin/audit"]) {
    await visit(page, path);
    await expect(page.getByRole("table").first()).toBeVisible();
    // Every box measured in one call, not one round trip per control.
    const boxes = await page.locator("main button, main input:not([hidden]), main select").evaluateAll((targets) =>
      targets.map((target) => {
        const box = target.getBoundingClientRect();
        return { html: target.outerHTML.slice(0, 80), width: box.width, height: box.height };
      }),
    );
    expect(boxes.length, path).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.height, `${path}: ${box.html}`).toBeGreaterThanOrEqual(24);
      expect(box.width, `${path}: ${box.html}`).toBeGreaterThanOrEqual(24);
    }
  }
});

test.describe("no WCAG 2.2 AA violations, light and dark", { tag: PHONE }, () => {
  test("the password hold, with its errors", async ({ page, consoleErrors }) => {
    await fakeStaffAccountApi(page, held(RECEPTION, { mustChangePassword: true }));
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expectNoAxeViolationsInBothThemes(page);
    const form = page.getByRole("form", { name: "Choose a new password" });
    await form.getByLabel("Current password").fill("wrong one");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("New password again").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText(CURRENT_PASSWORD_WRONG)).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    allowRefusals(consoleErrors);
  });

  test("the two-factor hold: set-up, then the recovery codes", async ({ page }) => {
    await fakeStaffAccountApi(page, held(OWNER, { totpEnabledAt: null }));
    await visit(page, "/admin/dashboard");
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await page.getByLabel("Code from the app").fill(TOTP_CODE);
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });

  test("your account", async ({ page }) => {
    await fakeStaffAccountApi(page, held(RECEPTION, { totpEnabledAt: "2026-02-02T10:00:00.000Z" }));
    await visit(page, "/admin/account");
    await expect(page.getByRole("region", { name: "Your sessions" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });

  test("the Staff tab and its dialog, then the Audit tab", async ({ page }) => {
    await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/staff");
    await expect(page.getByRole("region", { name: "Everyone's sessions" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Staff accounts" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await page.getByRole("button", { name: "Reset password for Nia Night" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await tabs(page).getByRole("link", { name: "Audit" }).click();
    await expect(page.getByRole("region", { name: "Audit events" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });
});
