import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  /** The panel's content; start it with a heading, since without JavaScript all panels show. */
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Unique on the page. Panels get the ids `${idPrefix}-${tab.id}`, which links can target. */
  idPrefix: string;
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  defaultTabId: Id;
  className?: string;
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs and select them, Home and
 * End jump to the first and last, Tab moves into the panel. A link to a panel's id
 * (`/dining#dining-bar`) opens that tab.
 *
 * How it works before and without JavaScript, with one HTML for all three cases:
 * - Every panel is in the pre-rendered HTML, and each tab is a link to its panel.
 * - JavaScript off: the CSS rule `@media (scripting: enabled)` does not apply, so every panel
 *   shows, one after another under its own heading, and the tabs work as a table of contents.
 * - JavaScript on, before hydration: that rule hides all but the default panel, so the page
 *   does not jump when React takes over; a panel that is the link target (:target) still shows.
 * - After hydration React owns it: the `hidden` attribute hides the panels not selected, which
 *   also covers browsers that do not know the `scripting` media feature.
 */
export function Tabs<Id extends string>({ idPrefix, label, tabs, defaultTabId, className }: TabsProps<Id>) {
  const hydrated = useHydrated();
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => "");
  const [chosenId, setChosenId] = useState<Id | null>(null);

  // A newer link to a panel wins over the last click on a tab.
  useEffect(() => subscribeToHash(() => setChosenId(null)), []);

  const panelId = (id: Id): string => `${idPrefix}-${id}`;
  const tabId = (id: Id): string => `${idPrefix}-${id}-tab`;
  const linkedId = tabs.find((tab) => `#${panelId(tab.id)}` === hash)?.id;
  const selectedId = chosenId ?? linkedId ?? defaultTabId;

  function select(index: number): void {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setChosenId(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mx-auto grid w-full max-w-3xl auto-cols-fr grid-flow-col gap-1 rounded-sm border border-border bg-muted p-1 shadow-xs"
      >
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <a
              key={tab.id}
              id={tabId(tab.id)}
              href={`#${panelId(tab.id)}`}
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              // Roving focus once interactive; before that every tab is an ordinary link.
              tabIndex={hydrated && !selected ? -1 : undefined}
              onClick={(event) => {
                event.preventDefault();
                setChosenId(tab.id);
              }}
              className={cn(
                "relative flex min-h-12 items-center justify-center rounded-[3px] px-2 py-2 text-center text-sm leading-tight font-semibold text-muted-foreground transition-colors hover:text-foreground sm:px-4 sm:text-base",
                selected && "bg-surface text-brand shadow-sm hover:text-brand",
              )}
            >
              {tab.label}
              {selected && <span aria-hidden="true" className="absolute bottom-1 left-1/2 size-1.5 -translate-x-1/2 rotate-45 bg-accent" />}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <div
            key={tab.id}
            id={panelId(tab.id)}
            role="tabpanel"
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            hidden={hydrated && !selected}
            className={cn(
              "mt-10 scroll-mt-32 rounded-sm focus-visible:outline-offset-8 sm:mt-14",
              !selected && "[@media(scripting:enabled)]:not-target:hidden",
            )}
          >
            {tab.panel}
          </div>
        );
      })}
    </div>
  );
}
