import type { ReactNode } from "react";
import tabList from "../../islands/tab-list.tsx";
import { cn } from "../../lib/cn.ts";
import { Island } from "../../lib/islands/island.tsx";
import { panelIdOf, tabIdOf, type TabLabel } from "./tab-list.tsx";

interface TabItem<Id extends string = string> extends TabLabel<Id> {
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

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs and select them, Home and
 * End jump to the first and last, Tab moves into the panel. A link to a panel's id
 * (`/dining#dining-bar`) opens that tab.
 *
 * The panels are the page's own pre-rendered content and never hydrate; only the tab list is an
 * island (tab-list.tsx, ADR 044), woken by the first touch, which then shows and hides the panels.
 * How it works before and without JavaScript, with one HTML for all three cases:
 * - Every panel is in the pre-rendered HTML, and each tab is a link to its panel.
 * - JavaScript off: the CSS rule `@media (scripting: enabled)` does not apply, so every panel
 *   shows, one after another under its own heading, and the tabs work as a table of contents.
 * - JavaScript on, before the tab list wakes: that rule shows only the panel a link points at
 *   (:target) or else the default one, so the page does not jump when the tab list takes over.
 * - Once awake (`data-live` on the wrapper) the `hidden` attribute hides the panels not selected,
 *   which also covers browsers that do not know the `scripting` media feature.
 */
export function Tabs<Id extends string>({ idPrefix, label, tabs, defaultTabId, className }: TabsProps<Id>) {
  const labels = tabs.map(({ id, label: tabLabel }) => ({ id, label: tabLabel }));
  return (
    <div id={`${idPrefix}-tabs`} className={className}>
      <Island of={tabList} props={{ idPrefix, label, tabs: labels, defaultTabId }} />
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelIdOf(idPrefix, tab.id)}
          role="tabpanel"
          aria-labelledby={tabIdOf(idPrefix, tab.id)}
          tabIndex={0}
          className={cn(
            "mt-10 scroll-mt-32 rounded-sm focus-visible:outline-offset-8 sm:mt-14",
            // Before the tab list wakes: the linked panel, or else the default one.
            "[@media(scripting:enabled)]:[:not([data-live]):has(>:target)>&:not(:target)]:hidden",
            tab.id !== defaultTabId && "[@media(scripting:enabled)]:[:not([data-live]):not(:has(>:target))>&]:hidden",
          )}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
