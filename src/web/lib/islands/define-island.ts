import type { ComponentType } from "react";

/**
 * When an island's code loads and hydrates (ADR 044):
 * - `visible`: when it first comes near the screen (a form, the live prices, a carousel);
 * - `interaction`: when it is first touched: pointer, touch, keyboard focus or a hover. Until
 *   then the page loads none of its code, so a content page stays within its first-load budget.
 * A touched island always hydrates at once, whatever its mode.
 */
export type HydrateWhen = "visible" | "interaction";

/** The props an island receives: written into the page as JSON, so plain data only. */
export type IslandProps = object;

export interface IslandDefinition<Props extends IslandProps = IslandProps> {
  /** The file's name under src/web/islands/ (checked by a unit test). */
  name: string;
  Component: ComponentType<Props>;
  when: HydrateWhen;
  /**
   * Query parameters that hold the island's state (the rooms list's `type`): when the page's
   * address has one, or its fragment names an element inside the island, the island wakes at
   * once, whatever its mode, so a shared link, a reload or the browser's Back shows that state
   * (ADR 081).
   */
  addressKeys?: readonly string[];
}

/**
 * An island: one interactive part of a pre-rendered page, hydrated as its own React root. Each
 * lives in its own file under src/web/islands/, whose name is the island's name in the page.
 */
export function defineIsland<Props extends IslandProps>(
  name: string,
  Component: ComponentType<Props>,
  when: HydrateWhen,
  addressKeys?: readonly string[],
): IslandDefinition<Props> {
  return addressKeys ? { name, Component, when, addressKeys } : { name, Component, when };
}
