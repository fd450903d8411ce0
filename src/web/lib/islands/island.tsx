import { use, useId } from "react";
import { renderToString } from "react-dom/server";
import type { IslandDefinition, IslandProps } from "./define-island.ts";
import { ISLAND_ATTRIBUTES } from "./island-markup.ts";
import { IslandContext, islandRoot } from "./island-root.tsx";

interface IslandElementProps<Props extends IslandProps> {
  of: IslandDefinition<Props>;
  props: Props;
  /** The container's classes; by default it does not box (`display: contents`). */
  className?: string;
}

/**
 * An island in a pre-rendered page (ADR 044): a container naming the island,
 * its props and its id prefix, holding the island rendered as its OWN root, so the markup is
 * exactly what the browser's separate `hydrateRoot` produces, `useId` values included. The rest
 * of the page is never hydrated. Rendered by the pre-render only: no page code reaches the browser.
 */
export function Island<Props extends IslandProps>({ of: island, props, className = "contents" }: IslandElementProps<Props>) {
  if (use(IslandContext)) throw new Error(`Island "${island.name}" is inside another island: islands do not nest`);
  const idPrefix = `${island.name}-${useId().replace(/[^\w]/g, "")}-`;
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: island.name,
    [ISLAND_ATTRIBUTES.when]: island.when,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
    [ISLAND_ATTRIBUTES.idPrefix]: idPrefix,
    ...(island.addressKeys ? { [ISLAND_ATTRIBUTES.addressKeys]: island.addressKeys.join(" ") } : {}),
  };
  const html = renderToString(islandRoot(island, props), { identifierPrefix: idPrefix });
  return <div {...attributes} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
