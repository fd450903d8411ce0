import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FAKE_STRIPE_KEYS } from "../../fakes/stripe/test-keys.ts";

describe("the e2e build's publishable key", () => {
  it("is the fake Stripe's, so the pages are built for the payments the e2e server takes", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["build:e2e"]).toContain(`STRIPE_PUBLISHABLE_KEY=${FAKE_STRIPE_KEYS.publishableKey} `);
    expect(scripts["test:e2e"]).toContain("npm run build:e2e");
  });
});
