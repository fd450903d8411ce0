import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export interface TabLabel<Id extends string = string> {
  id: Id;
  label: string;
}

export const panelIdOf = (idPrefix: string, id: string): string => `${idPrefix}-${id}`;
export const tabIdOf = (idPrefix: string, id: string): string => `${idPrefix}-${id}-tab`;

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

interface TabListProps<Id extends string> {
  idPrefix: string;
  label: string;
  tabs: readonly TabLabel<Id>[];
  defaultTabId: Id;
}

/**
 * The tab list of tabs.tsx, an island (ADR 044): it selects a tab and shows its panel, which is
 * pre-rendered page content outside the island, by the panel's `hidden` attribute.
 */
export function TabList<Id extends string>({ idPrefix, label, tabs, defaultTabId }: TabListProps<Id>) {
  const hydrated = useHydrated();
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => "");
  const [chosenId, setChosenId] = useState<Id | null>(null);

  // A newer link to a panel wins over the last click on a tab.
  useEffect(() => subscribeToHash(() => setChosenId(null)), []);

  const linkedId = tabs.find((tab) => `#${panelIdOf(idPrefix, tab.id)}` === hash)?.id;
  const selectedId = chosenId ?? linkedId ?? defaultTabId;

  // The panels are the page's, not this island's: show the selected one, hide the others.
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const tab of tabs) {
      const panel = document.getElementById(panelIdOf(idPrefix, tab.id));
      if (panel) panel.hidden = tab.id !== selectedId;
    }
    document.getElementById(`${idPrefix}-tabs`)?.setAttribute("data-live", "");
  }, [hydrated, idPrefix, tabs, selectedId]);

  function select(index: number): void {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setChosenId(tab.id);
    document.getElementById(tabIdOf(idPrefix, tab.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
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
            id={tabIdOf(idPrefix, tab.id)}
            href={`#${panelIdOf(idPrefix, tab.id)}`}
            role="tab"
            aria-selected={selected}
            aria-controls={panelIdOf(idPrefix, tab.id)}
            // Roving focus once interactive; before that every tab is an ordinary link.
            tabIndex={hydrated && !selected ? -1 : undefined}
            onClick={(event) => {
              event.preventDefault();
              setChosenId(tab.id);
            }}
            className={cn(
              "relative flex min-h-12 items-center justify-center rounded-[3px] px-2 py-2 text-center text-sm leading-tight font-semibold transition-colors sm:px-4 sm:text-base",
              selected ? "bg-surface text-brand shadow-sm hover:text-brand" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
            {selected && <span aria-hidden="true" className="absolute bottom-1 left-1/2 size-1.5 -translate-x-1/2 rotate-45 bg-accent" />}
          </a>
        );
      })}
    </div>
  );
}
