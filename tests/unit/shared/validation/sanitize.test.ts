import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanText, cleanedString, LEFT_AS_WRITTEN_PATTERN, optionalCleanedString } from "../../../../src/shared/validation/sanitize.ts";
import { firstMessageOf, parsedOf } from "./parse-helpers.ts";

describe("cleanText keeps guests' words (ADR 060)", () => {
  it.each([
    ["the issue's sentence", "money = 200 pounds; kids < 5; arriving Monday=late", "money = 200 pounds; kids < 5; arriving Monday=late"],
    ["maths with both brackets", "2 < 3 and 5 > 4", "2 < 3 and 5 > 4"],
    ["a heart", "We <3 Carlisle", "We <3 Carlisle"],
    ["an arrow", "Check-in -> 3pm, <- late checkout?", "Check-in -> 3pm, <- late checkout?"],
    ["a lone less-than before a word that is no element", "budget x<y for the party", "budget x<y for the party"],
    ["'on=' in prose", "dog on= lead at all times", "dog on= lead at all times"],
    ["words that start with 'on'", "one = 1, online= yes, only=true", "one = 1, online= yes, only=true"],
    ["code names", "Project onload_v2 and ID=onX42", "Project onload_v2 and ID=onX42"],
    ["an e-mail-like text in a message", "write to <reception@example.com> please", "write to <reception@example.com> please"],
    ["ordinary punctuation", "O'Brien & Sons, room 12 (dog-friendly)!", "O'Brien & Sons, room 12 (dog-friendly)!"],
    ["surrounding whitespace", "  hello  ", "hello"],
  ])("keeps %s", (_case, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe("cleanText removes markup and script", () => {
  it.each([
    ["a script element, keeping its text", "<script>alert(1)</script>", "alert(1)"],
    ["an image with a handler", 'Hi <img src=x onerror="alert(1)"> there', "Hi  there"],
    ["bold tags", "  <b>Hi</b>  ", "Hi"],
    ["an unclosed script tag", "hello <script", "hello"],
    ["an unclosed closing tag", "text </p", "text"],
    ["a self-closing tag", "line<br/>break", "linebreak"],
    ["the javascript: protocol", "javascript:alert(1)", "alert(1)"],
    ["javascript: in any case and with a space", "JaVaScRiPt :alert(1)", "alert(1)"],
    ["a javascript: hidden inside another", "javajavascript:script:alert(1)", "alert(1)"],
    ["a javascript: formed by removing a tag", "java<b></b>script:go", "go"],
    ["a tag formed by removing a tag", "<scr<b>ipt>alert(1)", "alert(1)"],
    ["an onclick= attribute with spaces", 'a onclick = "steal()"', 'a  "steal()"'],
    ["a handler in upper case", "ONMOUSEOVER=1", "1"],
    ["a handler right after a quote", "x\"onfocus=alert(1)", "x\"alert(1)"],
    ["markup-only input", " <i></i> ", ""],
  ])("removes %s", (_case, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe("cleaned string helpers", () => {
  const required = cleanedString("Note is required", z.string().min(1, "Note is required").max(5, "Too long"));
  const optional = optionalCleanedString("Please enter a valid note", z.string().max(5, "Too long"));

  it("validates the cleaned value, not the raw one", () => {
    expect(parsedOf(required, "  <b>ab</b>  ")).toBe("ab");
    expect(firstMessageOf(required, "<b></b>")).toBe("Note is required");
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
    ["markup only", "<i></i>"],
  ])("an optional field turns %s into undefined", (_case, input) => {
    expect(parsedOf(optional, input)).toBeUndefined();
  });

  it("an optional field still validates a non-empty value", () => {
    expect(parsedOf(optional, " <i>x</i> ")).toBe("x");
    expect(firstMessageOf(optional, "abcdef")).toBe("Too long");
    expect(firstMessageOf(optional, 7)).toBe("Please enter a valid note");
  });
});

describe("cleanText removes control characters, keeping tab and line breaks (ADR 031)", () => {
  it.each([
    ["a NUL, which PostgreSQL refuses", "late\u0000 arrival", "late arrival"],
    ["a terminal escape and a bell", "room\u001b[2J 12\u0007", "room[2J 12"],
    ["backspace, DEL and a C1 control", "a\u0008b\u007fc\u0085d", "abcd"],
    ["the bidirectional overrides and isolates", "invoice\u202egpj.exe \u2066x\u2069", "invoicegpj.exe x"],
    ["a NUL hiding a tag", "<scr\u0000ipt>alert(1)</script>", "alert(1)"],
  ])("removes %s", (_case, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it("keeps tabs, line breaks and the letters of every script", () => {
    const prose = "Dear hotel,\r\n\tWe arrive at 9.\nMerci, Grüße, שלום, مرحبا, 你好 🐕";
    expect(cleanText(prose)).toBe(prose);
  });
});

describe("LEFT_AS_WRITTEN_PATTERN (what the API document allows in a cleaned field)", () => {
  const leftAsWritten = new RegExp(LEFT_AS_WRITTEN_PATTERN, "u");
  // Characters that make cleaning act, mixed with ordinary prose.
  const unit = fc.constantFrom("a", "Z", "é", " ", "\n", "\t", "<", ">", "/", "=", ":", "o", "n", "O", "N", "c", "l", "i", "k", "j", "v", "s", "r", "p", "t", "b", "3", "\u0000", "\u001b", "\u202e", "\u00a0");

  it("allows only text that cleaning leaves exactly as written", () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        if (leftAsWritten.test(text)) expect(cleanText(text)).toBe(text);
      }),
      { numRuns: 5_000 },
    );
  });

  it("still allows prose with punctuation, and refuses what cleaning would change", () => {
    expect(leftAsWritten.test("Two dogs: a spaniel & a lab (both < 3 years)!")).toBe(true);
    for (const changed of [" padded", "padded ", "<b>bold</b>", "x</p", "javascript:alert(1)", "onclick=go()", "a\u0000b", "gpj\u202eexe"]) {
      expect(leftAsWritten.test(changed), changed).toBe(false);
    }
  });
});
