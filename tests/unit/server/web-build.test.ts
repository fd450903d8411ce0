import { describe, expect, it } from "vitest";
import { buildConfigMismatches, type PrerenderManifest } from "../../../src/server/web-build.ts";

const built: PrerenderManifest = {
  routes: [],
  notFound: "404.html",
  inlineStyles: [],
  publicConfig: { PUBLIC_URL: "http://localhost:3000", BOOKING_ENGINE_URL: "https://book.example.com/courtfield" },
};

describe("buildConfigMismatches", () => {
  it("names each public setting the pages were built with that the server does not run with, with both values", () => {
    expect(buildConfigMismatches(built, { PUBLIC_URL: "https://www.courtfield.example.com", BOOKING_ENGINE_URL: "https://book.example.com/courtfield" })).toEqual([
      { setting: "PUBLIC_URL", builtWith: "http://localhost:3000", runningWith: "https://www.courtfield.example.com" },
    ]);
    expect(buildConfigMismatches(built, { PUBLIC_URL: "http://localhost:3000", BOOKING_ENGINE_URL: "https://other.example.com" })).toEqual([
      { setting: "BOOKING_ENGINE_URL", builtWith: "https://book.example.com/courtfield", runningWith: "https://other.example.com" },
    ]);
  });

  it("says nothing when they agree, or when there is no build or an older manifest without the settings", () => {
    expect(buildConfigMismatches(built, { PUBLIC_URL: "http://localhost:3000", BOOKING_ENGINE_URL: "https://book.example.com/courtfield" })).toEqual([]);
    expect(buildConfigMismatches(undefined, { PUBLIC_URL: "x", BOOKING_ENGINE_URL: "y" })).toEqual([]);
    expect(buildConfigMismatches({ ...built, publicConfig: undefined }, { PUBLIC_URL: "x", BOOKING_ENGINE_URL: "y" })).toEqual([]);
  });
});
