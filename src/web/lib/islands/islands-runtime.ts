import { EARLY_CLICKS_GLOBAL } from "../../../shared/page-scripts/early-clicks-script.ts";
import { imageFailed } from "../image-failed.ts";
import type { IslandDefinition, IslandProps } from "./define-island.ts";
import { ISLAND_ATTRIBUTES } from "./island-markup.ts";
import { WAKE_ISLANDS_EVENT } from "./wake-islands.ts";

/** Loads an island's definition by its name; undefined for a name the build does not know. */
export type IslandLoader = (name: string) => (() => Promise<IslandDefinition>) | undefined;

/** Anything a guest does to a part of the page: the first one wakes that part's island. */
const INTERACTIONS = ["pointerdown", "touchstart", "mouseover", "focusin", "keydown", "input"] as const;
/** How far below the screen a `visible` island starts loading, so it is ready when it arrives. */
const VISIBLE_MARGIN = "300px 0px";

/** The element a replayed click goes to: the control that was clicked, not an icon inside it. */
function clickable(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest<HTMLElement>("a[href], button, input, select, textarea, label, summary, [role], [tabindex]");
  return control ?? (target instanceof HTMLElement ? target : undefined);
}

/**
 * A tick box or radio button of the page's own HTML, clicked itself or through its label (not a
 * link inside the label). The browser ticks it at once, and the form adopts the tick when its
 * island wakes (typed-before-hydration.ts), so the click is not held: holding it would leave the
 * box blank until the island's code arrived (ADR 087).
 */
function isNativeTick(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target.closest("a[href]")) return false;
  const label = target.closest("label");
  const control = target instanceof HTMLInputElement ? target : label?.control;
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

/** Keys a widget handles itself (tabs, menus, carousels) and the browser does nothing with on a non-editable element. */
const WIDGET_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Escape"]);

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

interface HeldKey {
  target: EventTarget;
  init: KeyboardEventInit;
}

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * One island's life: asleep (its pre-rendered HTML, which works as HTML: links, plain forms),
 * then hydrating, then hydrated. A click, a submission or a widget key (arrows, Home, End,
 * Escape) that arrives while it is asleep or hydrating is held and replayed once the island is
 * live, so the first tap or key is never lost. If its
 * code cannot load (offline), nothing more is held: the HTML keeps working as it did.
 */
interface IslandWatch {
  wake: () => Promise<void>;
  /** A click on one of its buttons before the runtime started (early-clicks-script.ts): wakes it and clicks again once live. */
  replayEarlyClick: (control: HTMLElement) => void;
}

function watchIsland(container: HTMLElement, load: IslandLoader): IslandWatch {
  let state: "asleep" | "hydrating" | "hydrated" | "failed" = "asleep";
  let waking: Promise<void> | undefined;
  let heldClick: HTMLElement | undefined;
  let heldSubmit: HeldSubmit | undefined;
  let heldKey: HeldKey | undefined;

  function replay(): void {
    const click = heldClick;
    const submit = heldSubmit;
    const key = heldKey;
    heldClick = heldSubmit = heldKey = undefined;
    if (key && (key.target as Node).isConnected) key.target.dispatchEvent(new KeyboardEvent("keydown", { ...key.init, bubbles: true, cancelable: true }));
    if (click?.isConnected) click.click();
    else if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter?.isConnected ? submit.submitter : null);
  }

  async function hydrate(): Promise<void> {
    const name = container.getAttribute(ISLAND_ATTRIBUTES.name) ?? "";
    const loadIsland = load(name);
    if (!loadIsland) throw new Error(`Unknown island "${name}"`);
    const props = JSON.parse(container.getAttribute(ISLAND_ATTRIBUTES.props) ?? "{}") as IslandProps;
    const [{ mountIsland }, island] = await Promise.all([import("./mount-island.tsx"), loadIsland()]);
    await mountIsland(container, island, props, container.getAttribute(ISLAND_ATTRIBUTES.idPrefix) ?? "");
  }

  function wake(): Promise<void> {
    if (state === "hydrated" || state === "hydrating") return waking ?? Promise.resolve();
    state = "hydrating";
    waking = hydrate().then(
      () => {
        state = "hydrated";
        container.setAttribute(ISLAND_ATTRIBUTES.hydrated, "");
        replay();
      },
      (error: unknown) => {
        state = "failed";
        heldClick = heldSubmit = heldKey = undefined;
        console.error(error);
      },
    );
    return waking;
  }

  const holdUntilLive = (event: Event): boolean => {
    if (state === "hydrated" || state === "failed") return false;
    event.preventDefault();
    event.stopImmediatePropagation();
    void wake();
    return true;
  };
  container.addEventListener(
    "click",
    (event) => {
      if (isNativeTick(event.target)) return void wake();
      if (holdUntilLive(event)) heldClick = clickable(event.target);
    },
    true,
  );
  container.addEventListener(
    "submit",
    (event) => holdUntilLive(event) && (heldSubmit = { form: event.target as HTMLFormElement, submitter: event.submitter }),
    true,
  );
  container.addEventListener(
    "keydown",
    (event) => {
      if (!WIDGET_KEYS.has(event.key) || isEditable(event.target)) return;
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      if (holdUntilLive(event) && event.target) heldKey = { target: event.target, init: { key, code, shiftKey, altKey, ctrlKey, metaKey } };
    },
    true,
  );
  for (const type of INTERACTIONS) container.addEventListener(type, () => void wake(), { capture: true, once: true, passive: true });
  const replayEarlyClick = (control: HTMLElement): void => {
    if (state === "hydrated" || state === "failed") return;
    heldClick = control;
    void wake();
  };
  return { wake, replayEarlyClick };
}

/** The buttons of islands clicked before the runtime started, oldest first; the inline script stops noting them. */
function takeEarlyClicks(): HTMLElement[] {
  const store = window as unknown as Record<string, HTMLElement[] | undefined>;
  const held = store[EARLY_CLICKS_GLOBAL] ?? [];
  store[EARLY_CLICKS_GLOBAL] = undefined;
  return held;
}

/**
 * A photo that fails to load wakes its island, untouched, so that the island can show the
 * photo's placeholder; an island whose photos all load sleeps until touched.
 * Photos that failed before the runtime started are found by their state.
 */
function wakeIslandsOfBrokenImages(root: ParentNode, containers: HTMLElement[], watches: Map<HTMLElement, IslandWatch>): void {
  const wakeIslandOf = (image: EventTarget | null): void => {
    if (!(image instanceof HTMLImageElement)) return;
    const container = image.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
    if (container) void watches.get(container)?.wake();
  };
  // Error events do not bubble: they are caught on their way down.
  root.addEventListener("error", (event) => wakeIslandOf(event.target), true);
  for (const container of containers) for (const image of container.querySelectorAll("img")) if (imageFailed(image)) wakeIslandOf(image);
}

/** The address holds the island's state: one of its query parameters, or a fragment naming an element inside it. */
function addressNames(container: HTMLElement): boolean {
  const keys = container.getAttribute(ISLAND_ATTRIBUTES.addressKeys);
  if (keys === null) return false;
  const params = new URLSearchParams(window.location.search);
  if (keys.split(" ").some((key) => key !== "" && params.has(key))) return true;
  if (window.location.hash.length < 2) return false;
  try {
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    return target !== null && container.contains(target);
  } catch {
    return false; // a malformed fragment names nothing
  }
}

/**
 * Starts the islands of the page (ADR 044): each `[data-island]` container
 * hydrates as its own root when it first comes near the screen (`visible`) or is first touched.
 * Marks the document `data-hydrated` once every island is listening.
 */
export function startIslands(load: IslandLoader, root: ParentNode = document): void {
  const containers = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)];
  const watches = new Map(containers.map((container) => [container, watchIsland(container, load)]));

  const nearScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const container = entry.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
        if (container) void watches.get(container)?.wake();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const container of containers) {
    if (container.getAttribute(ISLAND_ATTRIBUTES.when) !== "visible") continue;
    // The container itself does not box (display: contents): watch what it holds.
    for (const child of [container, ...container.children]) nearScreen.observe(child);
  }

  wakeIslandsOfBrokenImages(root, containers, watches);
  for (const [container, watch] of watches) if (addressNames(container)) void watch.wake();
  document.addEventListener(WAKE_ISLANDS_EVENT, (event) => {
    const name = (event as CustomEvent<string>).detail;
    for (const [container, watch] of watches) if (container.getAttribute(ISLAND_ATTRIBUTES.name) === name) void watch.wake();
  });
  // A tap that came before the runtime did is not lost: the last one on each island is replayed.
  for (const control of takeEarlyClicks()) {
    const container = control.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
    if (container) watches.get(container)?.replayEarlyClick(control);
  }
  document.documentElement.setAttribute("data-hydrated", "");
}
