import type { z } from "zod";
import { CONTENT_ADMIN_MESSAGES } from "../../../shared/content/content-admin.ts";
import { type CONTENT_KINDS, contentDocumentKey, type ContentKindName, contentSchemaOf } from "../../../shared/content/content-kinds.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";

/** The document of a kind, as its schema types it. */
export type ContentOf<Kind extends ContentKindName> = z.infer<(typeof CONTENT_KINDS)[Kind]["schema"]>;

/**
 * The one reader of the site's content (ADRs 098 and 099): the published document of a kind, or of
 * one item of a kind kept per item (`publishedContent(prisma, "room", "room-12")`), checked by its
 * schema. Drafts never come through here.
 */
export async function publishedContent<Kind extends ContentKindName>(prisma: PrismaClient, kind: Kind, item?: string): Promise<ContentOf<Kind>> {
  const row = await prisma.contentDocument.findUnique({ where: { key: contentDocumentKey(kind, item) }, select: { published: true } });
  if (!row) throw new AppError("NOT_FOUND", CONTENT_ADMIN_MESSAGES.DOCUMENT_NOT_FOUND);
  return contentSchemaOf(kind).parse(row.published) as ContentOf<Kind>;
}
