import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanText, cleanedString, optionalCleanedString } from "../../../../src/shared/validation/sanitize.ts";
import { firstMessageOf, parsedOf } from "./parse-helpers.ts";

describe("cleanText", () => {
  it.each([
    ["trims surrounding whitespace", "  hello  ", "hello"],
    ["removes angle brackets of a script tag", "<script>alert(1)</script>", "scriptalert(1)/script"],
    ["removes the javascript: protocol", "javascript:alert(1)", "alert(1)"],
    ["removes javascript: in any letter case", "JaVaScRiPt:alert(1)", "alert(1)"],
    ["removes a javascript: hidden inside another", "javajavascript:script:alert(1)", "alert(1)"],
    ["removes an onerror= attribute", "<img src=x onerror=alert(1)>", "img src=x alert(1)"],
    ["removes a handler with spaces before =", 'a onclick = "steal()"', 'a  "steal()"'],
    ["removes handlers in upper case", "ONMOUSEOVER=1", "1"],
    ["removes a javascript: formed by removing brackets", "java<>script:go", "go"],
    ["removes a javascript: formed by removing a handler", "javaonx=script:go", "go"],
    ["trims what the removals leave at the edges", "  <b>Hi</b>  ", "bHi/b"],
    ["keeps ordinary text", "O'Brien & Sons, room 12 (dog-friendly)!", "O'Brien & Sons, room 12 (dog-friendly)!"],
    ["returns empty for markup-only input", " <> ", ""],
  ])("%s", (_behaviour, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe("cleaned string helpers", () => {
  const required = cleanedString("Note is required", z.string().min(1, "Note is required").max(5, "Too long"));
  const optional = optionalCleanedString("Please enter a valid note", z.string().max(5, "Too long"));

  it("validates the cleaned value, not the raw one", () => {
    expect(parsedOf(required, "  <ab>  ")).toBe("ab");
    expect(firstMessageOf(required, "<>")).toBe("Note is required");
    expect(firstMessageOf(required, "abcdef")).toBe("Too long");
  });

  it.each([
    ["a non-string", 42, "Note is required"],
    ["a missing value", undefined, "Note is required"],
  ])("a required field reports %s as required", (_case, input, message) => {
    expect(firstMessageOf(required, input)).toBe(message);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty string", ""],
    ["whitespace", "   "],
    ["markup only", "<>"],
  ])("an optional field turns %s into undefined", (_case, input) => {
    expect(parsedOf(optional, input)).toBeUndefined();
  });

  it("an optional field still validates a non-empty value", () => {
    expect(parsedOf(optional, " <x> ")).toBe("x");
    expect(firstMessageOf(optional, "abcdef")).toBe("Too long");
    expect(firstMessageOf(optional, 7)).toBe("Please enter a valid note");
  });
});
