import { z } from "zod";

// Every piece of wording an owner edits goes through `text()` or `inlineText()` (ADR 092). Today a
// text is an English string; `wording()` is the one place that will make it `{ en, de?, fr? }`, so
// every kind's schema gains its translations without being written again.

/** How long a text may be, by where the page shows it (a label on a button, a card's heading, a line under it, a paragraph). */
export const TEXT_LENGTH = {
  label: 40,
  heading: 100,
  line: 240,
  paragraph: 1200,
} as const;

type TextLength = keyof typeof TEXT_LENGTH;

/** A tag (`<b>`, `</p>`, `<img src=x>`): the pages print content as text, so markup would show as written. */
const HTML_TAG = /<\/?[a-z][^<>]*>/i;

export const TEXT_REFUSALS = {
  empty: "Write some text here",
  tooLong: (max: number) => `Keep this to ${String(max)} characters`,
  markup: "Plain text only: no HTML tags",
} as const;

function wording(value: z.ZodString, length: TextLength, help: string) {
  const max = TEXT_LENGTH[length];
  return value
    .min(1, TEXT_REFUSALS.empty)
    .max(max, TEXT_REFUSALS.tooLong(max))
    .refine((written) => !HTML_TAG.test(written), TEXT_REFUSALS.markup)
    .describe(help);
}

/** Wording a guest reads: trimmed, never empty, no markup, as long as its place on the page allows. */
export function text(length: TextLength, help: string) {
  return wording(z.string().trim(), length, help);
}

/**
 * A run of words between two links in a sentence ("Questions go to ", link, ". Our "): the spaces
 * at its ends belong to the sentence, so it is kept as written, and translated like any text.
 */
export function inlineText(length: TextLength, help: string) {
  return wording(z.string(), length, help);
}
