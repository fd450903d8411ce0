import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { readPublicConfig } from "../../../../src/shared/site/public-config.ts";
import type { IslandDefinition } from "../../../../src/web/lib/islands/define-island.ts";
import { defineIsland } from "../../../../src/web/lib/islands/define-island.ts";
import { Island } from "../../../../src/web/lib/islands/island.tsx";
import { ISLAND_ATTRIBUTES } from "../../../../src/web/lib/islands/island-markup.ts";
import { islandRoot } from "../../../../src/web/lib/islands/island-root.tsx";
import { islandsIn } from "../../../../scripts/prerender/js-budget.mjs";

// What Vite writes into the build (vite.config.ts `define`); some islands read it as they load.
vi.stubGlobal("__PUBLIC_CONFIG__", readPublicConfig({}));

const ISLANDS_DIR = fileURLToPath(new URL("../../../../src/web/islands/", import.meta.url));

describe("the islands of src/web/islands (ADR 044)", () => {
  const files = readdirSync(ISLANDS_DIR).filter((file) => file.endsWith(".tsx"));

  it.each(files)("%s names itself after its file, which the browser loads it by", async (file) => {
    const island = ((await import(path.join(ISLANDS_DIR, file))) as { default: IslandDefinition }).default;
    expect(island.name).toBe(file.replace(/\.tsx$/, ""));
    expect(["visible", "interaction"]).toContain(island.when);
  });
});

function Greeting({ who }: { who: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      Hello {who}
      <input id={id} />
    </label>
  );
}
const greeting = defineIsland("greeting", Greeting, "interaction");

function Nested() {
  return <Island of={greeting} props={{ who: "inner" }} />;
}
const nesting = defineIsland("nesting", Nested, "visible");

describe("<Island> in the pre-render", () => {
  const html = renderToString(<Island of={greeting} props={{ who: "Ada" }} />);
  const container = new RegExp(`^<div ${ISLAND_ATTRIBUTES.name}="greeting" ${ISLAND_ATTRIBUTES.when}="interaction" ${ISLAND_ATTRIBUTES.props}="([^"]*)" ${ISLAND_ATTRIBUTES.idPrefix}="(greeting-[\\w]+-)" class="contents">([\\s\\S]*)</div>$`);

  it("writes a container naming the island, its props and its id prefix", () => {
    const match = container.exec(html);
    expect(match?.[1]).toBe("{&quot;who&quot;:&quot;Ada&quot;}");
  });

  it("holds exactly what the browser's own root renders with the same prefix, so hydration matches", () => {
    const [, , idPrefix, inner] = container.exec(html) ?? [];
    expect(inner).toBe(renderToString(islandRoot(greeting, { who: "Ada" }), { identifierPrefix: idPrefix }));
    expect(inner).toContain("Hello <!-- -->Ada");
    // useId values carry the prefix: another island's ids can never collide with these.
    expect(inner).toContain(`id="_${idPrefix}`);
  });

  it("refuses an island inside another", () => {
    expect(() => renderToString(<Island of={nesting} props={{}} />)).toThrow(/islands do not nest/);
  });

  it("is what the build's budget reads: names and when each wakes", () => {
    const prices = defineIsland("prices", Greeting, "visible");
    const page = `<main>${html}${renderToString(<Island of={prices} props={{ who: "x" }} />)}</main>`;
    expect(islandsIn(page)).toEqual([
      { name: "greeting", when: "interaction" },
      { name: "prices", when: "visible" },
    ]);
  });
});
