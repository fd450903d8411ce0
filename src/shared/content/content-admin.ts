import { z } from "zod";
import { CONTENT_KIND_NAMES } from "./content-kinds.ts";

// The staff calls on the site's content (ADR 098): the documents and their state, one document's
// published and draft content, saving a draft, publishing it, its versions and restoring one.

export const CONTENT_ADMIN_MESSAGES = {
  DOCUMENT_NOT_FOUND: "There is no such content document.",
  VERSION_NOT_FOUND: "This document has no such version.",
  NO_DRAFT: "There is no draft to publish: save your changes first.",
  CHANGED_SINCE_OPENED:
    "Someone else has changed this since you opened it. Nothing was saved, and your changes are still on your screen: open the document again to see the current draft, then make your changes there.",
  OWNERS_ONLY: "Only an owner can change, publish or restore the site's content.",
} as const;

/** The `reason` of the conflict error, for the editor to tell it from another 409. */
export const CONTENT_CHANGED_REASON = "CONTENT_CHANGED";

const documentKey = z
  .string()
  .max(80, CONTENT_ADMIN_MESSAGES.DOCUMENT_NOT_FOUND)
  .regex(/^[a-z][a-z-]*(\/[a-z0-9][a-z0-9-]*)?$/, CONTENT_ADMIN_MESSAGES.DOCUMENT_NOT_FOUND)
  .describe('The document: its kind ("faq"), or its kind and item ("room/room-12")');

const revision = z.number().int().positive().describe("The document's revision the editor started from");

/** Who did something and when; `by` is null for the content the site was built with. */
const stampSchema = z.object({ at: z.iso.datetime(), by: z.string().nullable() });

const documentStateSchema = z.object({
  key: z.string(),
  kind: z.enum(CONTENT_KIND_NAMES),
  label: z.string(),
  /** Goes up with every change: a save names the one it started from. */
  revision: z.number().int(),
  publishedVersion: z.number().int(),
  published: stampSchema,
  /** The draft's save, or null when there is no draft. */
  draft: stampSchema.nullable(),
});
export type ContentDocumentState = z.infer<typeof documentStateSchema>;

export const contentDocumentListSchema = z.object({ documents: z.array(documentStateSchema) });
export type ContentDocumentList = z.infer<typeof contentDocumentListSchema>;

export const contentDocumentRefSchema = z.object({ key: documentKey });
export type ContentDocumentRef = z.infer<typeof contentDocumentRefSchema>;

/** One document: its state, what the pages show, and the draft (null without one). */
export const contentDocumentSchema = documentStateSchema.extend({ publishedContent: z.unknown(), draftContent: z.unknown() });
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** A draft to save: the whole document, checked by its kind's schema on the server. */
export const contentDraftInputSchema = z.object({ key: documentKey, baseRevision: revision, content: z.unknown() });
export type ContentDraftInput = z.infer<typeof contentDraftInputSchema>;

/** Publishes the draft as it was at `baseRevision`. */
export const contentPublishInputSchema = z.object({ key: documentKey, baseRevision: revision });
export type ContentPublishInput = z.infer<typeof contentPublishInputSchema>;

export const contentVersionListSchema = z.object({
  key: z.string(),
  versions: z.array(
    z.object({
      version: z.number().int(),
      publishedAt: z.iso.datetime(),
      publishedBy: z.string().nullable(),
      /** The version it published again, when it was a restore. */
      restoredFrom: z.number().int().nullable(),
    }),
  ),
});
export type ContentVersionList = z.infer<typeof contentVersionListSchema>;

export const contentRestoreInputSchema = z.object({ key: documentKey, version: z.number().int().positive().describe("The version to publish again") });
export type ContentRestoreInput = z.infer<typeof contentRestoreInputSchema>;
