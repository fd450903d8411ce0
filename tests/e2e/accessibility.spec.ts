import { type ColourTheme, expectNoAxeViolationsInBothThemes, PHONE, PHONE_ONLY } from "./axe.ts";
import { allowConsoleError, expect, menuButton, test, visit, waitForHydration, type Page } from "./fixtures.ts";
import { sweepOf } from "./long-form.ts";

/** A hidden room: its page says so and shows a toast once its part of the page has hydrated. */
const UNAVAILABLE_ROOM = "/rooms/room-10";

/** Every public page (plus the staff sign-in page and the 404 page). */
const PAGES = [
  "/",
  "/about",
  "/rooms",
  "/rooms/room-12",
  UNAVAILABLE_ROOM,
  "/dining",
  "/events",
  "/events/weddings",
  "/events/conferences",
  "/events/private-parties",
  "/explore-carlisle",
  "/nightlife",
  "/pet-friendly",
  "/contact",
  "/booking",
  "/privacy-policy",
  "/terms-conditions",
  "/cancellation-policy",
  "/accessibility",
  "/book-addons",
  "/book-addons/success",
  "/admin/login",
];
const NOT_FOUND = "/no-such-page";

interface State {
  name: string;
  path: string;
  /** Hydrated part to wait for before acting. */
  ready: (page: Page) => ReturnType<Page["locator"]>;
  open: (page: Page) => Promise<void>;
}

const tab = (tablist: string, name: string): Omit<State, "name" | "path"> => ({
  ready: (page) => page.getByRole("tablist", { name: tablist }),
  open: async (page) => {
    await page.getByRole("tab", { name }).click();
    await expect(page.getByRole("tabpanel", { name })).toBeVisible();
  },
});

/**
 * One state per tab, accordion and dialog that is not open when the page loads, in the order they
 * are opened one after another on one loaded page (the filter before the tab that hides it).
 */
const STATES: readonly State[] = [
  { name: "dining: Resident Bar tab", path: "/dining", ...tab("Dining and bar", "Resident Bar") },
  { name: "dining: Local Dining tab", path: "/dining", ...tab("Dining and bar", "Local Dining") },
  {
    name: "explore: attractions filtered to one type",
    path: "/explore-carlisle",
    ready: (page) => page.getByRole("group", { name: "Show attractions of one type" }),
    open: async (page) => {
      const historic = page.getByRole("group", { name: "Show attractions of one type" }).getByRole("button", { name: /^Historic/ });
      await historic.click();
      await expect(historic).toHaveAttribute("aria-pressed", "true");
    },
  },
  { name: "explore: Day Trips tab", path: "/explore-carlisle", ...tab("Explore Carlisle", "Day Trips") },
  { name: "explore: Travel Guides tab", path: "/explore-carlisle", ...tab("Explore Carlisle", "Travel Guides") },
  { name: "nightlife: Clubs Around tab", path: "/nightlife", ...tab("Nightlife", "Clubs Around") },
  {
    name: "rooms: filtered to one type",
    path: "/rooms",
    ready: (page) => page.getByRole("group", { name: "Filter by room type" }),
    open: async (page) => {
      await page.getByRole("button", { name: "Single", exact: true }).click();
      await expect(page.getByText(/^Showing \d+ Single rooms?$/)).toBeVisible();
    },
  },
  {
    name: "contact: an FAQ answer open",
    path: "/contact",
    ready: (page) => page.locator("details[name='faq']").first(),
    open: async (page) => {
      await page.locator("details[name='faq'] summary").first().click();
      await expect(page.locator("details[name='faq']").first()).toHaveAttribute("open", "");
    },
  },
  {
    name: "pet add-on: every field's message shown after Pay Now",
    path: "/book-addons",
    ready: (page) => page.getByRole("button", { name: "Pay Now" }),
    open: async (page) => {
      await page.getByRole("button", { name: "Pay Now" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please fix the errors in the form" })).toBeVisible();
    },
  },
  {
    name: "room: Pet Policy open",
    path: "/rooms/room-12",
    ready: (page) => page.locator("section[aria-labelledby='policies-heading']"),
    open: async (page) => {
      await page.getByRole("button", { name: "Pet Policy" }).click();
      await expect(page.getByRole("button", { name: "Pet Policy" })).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "room: lightbox open",
    path: "/rooms/room-12",
    ready: (page) => page.getByRole("region", { name: "Room 12 photos" }),
    open: async (page) => {
      await page.getByRole("button", { name: "View full screen" }).click();
      await expect(page.getByRole("dialog", { name: "Room 12 photos" })).toBeVisible();
    },
  },
];

// The short form of the sweeps (ADR 084). A page of a kind another page here already shows (a
// policy, a venue, a room, whose states below audit it too) waits for the long form; at phone
// width, the pages whose layout changes most from the desktop's (the header and menu, the room
// cards, the tabs, the forms) and the states that open over them; the keyboard, on a page of each
// kind of control.
const SAME_KIND_AS_ANOTHER = new Set(["/rooms/room-12", "/events/conferences", "/events/private-parties", "/terms-conditions", "/cancellation-policy"]);
const AXE_PAGES = sweepOf(PAGES, PAGES.filter((path) => !SAME_KIND_AS_ANOTHER.has(path)));
const PHONE_AXE_PAGES = sweepOf(PAGES, ["/", "/rooms", UNAVAILABLE_ROOM, "/dining", "/contact", "/events/weddings", "/book-addons", "/admin/login"]);
const PHONE_STATES = sweepOf(
  STATES,
  STATES.filter((state) => ["rooms: filtered to one type", "pet add-on: every field's message shown after Pay Now", "room: lightbox open"].includes(state.name)),
);
const KEYBOARD_PAGES = sweepOf(
  PAGES.filter((candidate) => candidate !== "/admin/login"),
  ["/", "/rooms", "/rooms/room-12", "/dining", "/explore-carlisle", "/contact", "/events/weddings", "/book-addons"],
);

/** The phone project's tag where the phone runs this check too. */
const atPhoneWidthToo = (chosen: boolean) => (chosen ? { tag: PHONE } : {});

/** The pages audited, then the other pages whose states are, each once, in the list's order. */
const AUDITED_PATHS = [...new Set([...AXE_PAGES, ...STATES.map((state) => state.path)])];

/** Checks the WCAG 2.2 target size on the page as it is now. */
async function expectNoSmallTargets(page: Page): Promise<void> {
  expect(await page.evaluate(findSmallTargets)).toEqual([]);
}

/**
 * Each page is loaded once per browser project and audited there: axe in the light theme and then
 * the dark one (the page follows the device's theme live), and the target sizes; then each of its
 * states is opened on that loaded page and audited the same way, so a state costs no page load.
 */
test.describe("WCAG 2.2 AA", () => {
  for (const path of AUDITED_PATHS) {
    const auditsPage = AXE_PAGES.includes(path);
    const states = STATES.filter((state) => state.path === path);
    const phoneStates = states.filter((state) => PHONE_STATES.includes(state));
    const atPhone = (auditsPage && PHONE_AXE_PAGES.includes(path)) || phoneStates.length > 0;
    const what = [
      ...(auditsPage
        ? [`the page: no axe violations in light or dark (contrast included), and targets outside running text at least 24 by 24 px${!atPhone || PHONE_AXE_PAGES.includes(path) ? "" : " (desktop width)"}`]
        : []),
      ...states.map((state) => `${state.name}: the same${phoneStates.includes(state) ? "" : " (desktop width)"}`),
      ...(path === "/" ? ["the cookie banner with its categories open: no axe violations in light or dark"] : []),
    ];
    test(`${path}: ${what.join("; ")}`, atPhoneWidthToo(atPhone), async ({ page, isMobile }) => {
      await visit(page, path);
      if (auditsPage && (!isMobile || PHONE_AXE_PAGES.includes(path))) {
        // The cookie banner shows on a first visit: the page's audit is its audit collapsed too.
        if (path === "/") await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
        await expectNoAxeViolationsInBothThemes(page, undefined, async (theme) => {
          if (path !== UNAVAILABLE_ROOM) return;
          // The toast is part of that page's state: audit it too, once it is there and has faded in.
          // It leaves after six seconds, so the dark audit sees it again after a reload in dark.
          if (theme === "dark") await visit(page, path);
          await expect(page.getByRole("region", { name: "Notifications" })).toContainText("This room is currently not available");
        });
        await expectNoSmallTargets(page);
      }
      for (const state of isMobile ? phoneStates : states) {
        await test.step(state.name, async () => {
          await waitForHydration(state.ready(page));
          await state.open(page);
          await expectNoAxeViolationsInBothThemes(page);
          await expectNoSmallTargets(page);
        });
      }
      if (path === "/") {
        await test.step("the cookie banner with its categories open", async () => {
          const banner = page.getByRole("region", { name: "Your cookie choices" });
          await banner.getByRole("button", { name: "Customize" }).click();
          await expect(banner.getByRole("switch", { name: "Marketing" })).toBeVisible();
          await expectNoAxeViolationsInBothThemes(page, "#cookie-consent");
        });
      }
    });
  }

  test("the 404 page has no axe violations in light or dark", { tag: PHONE }, async ({ page, consoleErrors }) => {
    await page.goto(NOT_FOUND);
    allowConsoleError(consoleErrors, /status of 404/);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expectNoAxeViolationsInBothThemes(page);
  });

  test("the open mobile menu has no axe violations in light or dark", { tag: PHONE_ONLY }, async ({ page }) => {
    await visit(page, "/");
    await menuButton(page).click();
    await expectNoAxeViolationsInBothThemes(page, "#mobile-menu");
  });
});

interface FocusStop {
  description: string;
  indicated: boolean;
  visible: boolean;
}

// Keyboard use is checked at desktop width (the phone project runs only tests tagged PHONE).
test.describe("keyboard focus", () => {

  for (const path of KEYBOARD_PAGES) {
    test(`${path}: every element reached with Tab shows a visible focus indicator`, async ({ page }) => {
      // Up to 60 key presses, each read back from the page: 16-24 s on a busy 2-core host, 32 s
      // and over while a build ran beside it.
      test.slow();
      await visit(page, path);
      await page.locator("main").waitFor();
      const stops: FocusStop[] = [];
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate((): FocusStop | null => {
          const element = document.activeElement;
          if (!(element instanceof HTMLElement) || element === document.body) return null;
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
          const shadowed = style.boxShadow !== "none" && style.boxShadow !== "";
          const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
          return {
            description: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${name}"`,
            indicated: outlined || shadowed,
            visible: rect.width >= 1 && rect.height >= 1 && style.visibility !== "hidden" && Number(style.opacity) > 0,
          };
        });
        if (!stop) break;
        stops.push(stop);
      }
      expect(stops.length, "Tab reaches interactive elements").toBeGreaterThan(3);
      expect(stops.filter((stop) => !stop.indicated || !stop.visible).map((stop) => stop.description)).toEqual([]);
    });
  }
});

interface SmallTarget {
  description: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.2 SC 2.5.8 Target Size (Minimum): each link, button or control is at least 24 by 24 CSS
 * pixels, unless it sits in a sentence or block of text (inline exception) or a 24 px circle
 * centred on it touches no other target (spacing exception).
 */
function findSmallTargets(): SmallTarget[] {
  const selector = "a[href], button, summary, select, textarea, input:not([type='hidden']), [role='button'], [role='tab'], [role='switch'], [role='link']";
  const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      !element.closest("[inert], [aria-hidden='true']") &&
      element.getBoundingClientRect().width > 0,
  );
  const rects = new Map(candidates.map((element) => [element, element.getBoundingClientRect()]));
  const MIN = 24 - 0.5;
  const isSmall = (rect: DOMRect): boolean => rect.width < MIN || rect.height < MIN;

  function inRunningText(element: HTMLElement): boolean {
    if (!getComputedStyle(element).display.startsWith("inline")) return false;
    let block: HTMLElement | null = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    const ownText = (element.textContent ?? "").trim().length;
    const blockText = (block?.textContent ?? "").trim().length;
    return blockText > ownText + 1;
  }

  function distanceToRect(x: number, y: number, rect: DOMRect): number {
    const dx = Math.max(rect.left - x, 0, x - rect.right);
    const dy = Math.max(rect.top - y, 0, y - rect.bottom);
    return Math.hypot(dx, dy);
  }

  const small: SmallTarget[] = [];
  for (const element of candidates) {
    const rect = rects.get(element);
    if (!rect || !isSmall(rect) || inRunningText(element)) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const crowded = candidates.some((other) => {
      if (other === element || other.contains(element) || element.contains(other)) return false;
      const otherRect = rects.get(other);
      if (!otherRect) return false;
      if (isSmall(otherRect)) {
        return Math.hypot(otherRect.left + otherRect.width / 2 - x, otherRect.top + otherRect.height / 2 - y) < 24;
      }
      return distanceToRect(x, y, otherRect) < 12;
    });
    if (!crowded) continue;
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    small.push({ description: `${element.tagName.toLowerCase()} "${name}"`, width: Math.round(rect.width), height: Math.round(rect.height) });
  }
  return small;
}

test("the target-size check reports crowded small controls and lets spaced or inline ones pass", async ({ page }) => {
  await visit(page, "/pet-friendly");
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.id = "target-probe";
    probe.style.cssText = "padding:40px";
    probe.innerHTML = [
      '<div style="display:flex;gap:2px"><button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button></div>',
      '<div style="margin-top:40px"><button style="width:16px;height:16px;padding:0">c</button></div>',
      '<p style="margin-top:40px">Read the <a href="/contact">contact page</a> for more.</p>',
    ].join("");
    document.body.append(probe);
  });
  const small = (await page.evaluate(findSmallTargets)).map((target) => target.description);
  expect(small).toEqual(['button "a"', 'button "b"']);
});

test("the dark theme's audit finds text that only the dark theme makes hard to read", async ({ page }) => {
  await visit(page, "/pet-friendly");
  await page.evaluate(() => {
    const probe = document.createElement("p");
    probe.id = "dark-probe";
    probe.textContent = "Readable on white, not on the dark theme's background.";
    document.querySelector("main")?.prepend(probe);
  });
  // Dark grey text in the dark theme only, as a colour the dark theme forgot would be.
  const darkOnlyGrey = (theme: ColourTheme) =>
    page.evaluate((dark) => document.getElementById("dark-probe")?.style.setProperty("color", dark ? "#2a2a2a" : ""), theme === "dark");
  await expect(expectNoAxeViolationsInBothThemes(page, "#dark-probe", darkOnlyGrey)).rejects.toThrow(/color-contrast: #dark-probe/);
});
