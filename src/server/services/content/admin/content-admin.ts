import { ERROR_MESSAGES } from "../../../../shared/api/error-catalogue.ts";
import {
  CONTENT_ADMIN_MESSAGES,
  CONTENT_CHANGED_REASON,
  type ContentDocument,
  type ContentDocumentList,
  type ContentDocumentRef,
  type ContentDocumentState,
  type ContentDraftInput,
  type ContentPublishInput,
  type ContentRestoreInput,
  type ContentVersionList,
} from "../../../../shared/content/content-admin.ts";
import { CONTENT_KIND_NAMES, CONTENT_KINDS, contentSchemaOf, type ContentKindName, kindOfDocumentKey } from "../../../../shared/content/content-kinds.ts";
import { fieldErrorsOf } from "../../../../shared/validation/field-errors.ts";
import { Prisma } from "../../../db/prisma.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../core/audit-trail.ts";
import { requireOwner } from "../../core/owner-only.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

// The staff calls on the site's content (ADR 098). Every member of staff reads; only an owner saves
// a draft, publishes or restores, checked here as well as by the procedures. A save or a publish
// names the revision it started from and is refused with a conflict, nothing changed, when the
// document has moved on; every publish and restore keeps a version and is audited in the same
// transaction.

const documentSelect = {
  key: true,
  kind: true,
  revision: true,
  publishedVersion: true,
  draftSavedAt: true,
  draftSavedByEmail: true,
} as const satisfies Prisma.ContentDocumentSelect;

type DocumentRow = Prisma.ContentDocumentGetPayload<{ select: typeof documentSelect }>;
type Transaction = Prisma.TransactionClient;

function knownKind(key: string): ContentKindName {
  const kind = kindOfDocumentKey(key);
  if (!kind) throw new AppError("NOT_FOUND", CONTENT_ADMIN_MESSAGES.DOCUMENT_NOT_FOUND);
  return kind;
}

/** The document checked by its kind's schema, as it is stored (trimmed); refused with each field's message. */
function checked(kind: ContentKindName, content: unknown): Prisma.InputJsonValue {
  const result = contentSchemaOf(kind).safeParse(content);
  if (!result.success) throw new AppError("BAD_REQUEST", ERROR_MESSAGES.VALIDATION_ERROR, { fieldErrors: fieldErrorsOf(result.error) });
  return result.data as Prisma.InputJsonValue;
}

function changedSinceOpened(): AppError {
  return new AppError("CONFLICT", CONTENT_ADMIN_MESSAGES.CHANGED_SINCE_OPENED, { reason: CONTENT_CHANGED_REASON });
}

/** Kinds in the registry's order, then items in number order (room-2 before room-10). */
function byKindThenItem(a: DocumentRow, b: DocumentRow): number {
  const kindOrder = CONTENT_KIND_NAMES.indexOf(a.kind as ContentKindName) - CONTENT_KIND_NAMES.indexOf(b.kind as ContentKindName);
  return kindOrder || a.key.localeCompare(b.key, "en", { numeric: true });
}

type Stamp = ContentDocumentState["published"];

/** When each document's published version was published, and by whom. */
async function publishedStamps(db: Transaction, rows: DocumentRow[]): Promise<Map<string, Stamp>> {
  const versions = rows.length
    ? await db.contentVersion.findMany({
        where: { OR: rows.map((row) => ({ documentKey: row.key, version: row.publishedVersion })) },
        select: { documentKey: true, publishedAt: true, publishedByEmail: true },
      })
    : [];
  return new Map(versions.map((version) => [version.documentKey, { at: version.publishedAt.toISOString(), by: version.publishedByEmail }]));
}

function stateOf(row: DocumentRow, stamps: Map<string, Stamp>): ContentDocumentState {
  const kind = row.kind as ContentKindName;
  const published = stamps.get(row.key);
  if (!published) throw new Error(`Content document ${row.key} has no row for its published version ${String(row.publishedVersion)}`);
  return {
    key: row.key,
    kind,
    label: CONTENT_KINDS[kind].label,
    revision: row.revision,
    publishedVersion: row.publishedVersion,
    published,
    draft: row.draftSavedAt ? { at: row.draftSavedAt.toISOString(), by: row.draftSavedByEmail } : null,
  };
}

/** Every document with its state: the published version and when, by whom; the draft, if any. */
export async function listContentDocuments({ prisma }: ServiceContext<StaffActor>): Promise<ContentDocumentList> {
  const rows = (await prisma.contentDocument.findMany({ select: documentSelect })).sort(byKindThenItem);
  const stamps = await publishedStamps(prisma, rows);
  return { documents: rows.map((row) => stateOf(row, stamps)) };
}

async function documentOf(db: Transaction, key: string): Promise<ContentDocument> {
  const row = await db.contentDocument.findUnique({ where: { key }, select: { ...documentSelect, published: true, draft: true } });
  if (!row) throw new AppError("NOT_FOUND", CONTENT_ADMIN_MESSAGES.DOCUMENT_NOT_FOUND);
  return { ...stateOf(row, await publishedStamps(db, [row])), publishedContent: row.published, draftContent: row.draft };
}

/** One document: what the pages show and the draft, with the revision a save starts from. */
export function readContentDocument({ prisma }: ServiceContext<StaffActor>, { key }: ContentDocumentRef): Promise<ContentDocument> {
  knownKind(key);
  return documentOf(prisma, key);
}

/**
 * Saves the whole document as the draft, when it passes its kind's schema and the document is
 * still at the revision the editor opened; otherwise nothing is saved (the other editor's draft
 * stays, and this one is still the editor's to save again from the new revision).
 */
export async function saveContentDraft(context: ServiceContext<StaffActor>, input: ContentDraftInput): Promise<ContentDocument> {
  requireOwner(context.actor, CONTENT_ADMIN_MESSAGES.OWNERS_ONLY);
  const draft = checked(knownKind(input.key), input.content);
  return context.prisma.$transaction(async (tx) => {
    const { count } = await tx.contentDocument.updateMany({
      where: { key: input.key, revision: input.baseRevision },
      data: { draft, draftSavedAt: context.now(), draftSavedById: context.actor.id, draftSavedByEmail: context.actor.email, revision: { increment: 1 } },
    });
    if (count === 0) {
      await documentOf(tx, input.key);
      throw changedSinceOpened();
    }
    return documentOf(tx, input.key);
  });
}

interface NewVersion {
  content: Prisma.InputJsonValue;
  /** The revision the document must still be at. */
  revision: number;
  /** The version being published again, for a restore. */
  restoredFrom: number | null;
  /** Whether the draft is the version published (and so goes). */
  fromDraft: boolean;
}

/** Makes `content` the published document as a new version, kept and audited, if the document is still at `revision`. */
async function publishVersion(context: ServiceContext<StaffActor>, tx: Transaction, row: DocumentRow, next: NewVersion): Promise<void> {
  const version = row.publishedVersion + 1;
  const now = context.now();
  const { count } = await tx.contentDocument.updateMany({
    where: { key: row.key, revision: next.revision },
    data: {
      published: next.content,
      publishedVersion: version,
      revision: { increment: 1 },
      ...(next.fromDraft ? { draft: Prisma.DbNull, draftSavedAt: null, draftSavedById: null, draftSavedByEmail: null } : {}),
    },
  });
  if (count === 0) throw changedSinceOpened();
  await tx.contentVersion.create({
    data: { documentKey: row.key, version, content: next.content, publishedAt: now, publishedById: context.actor.id, publishedByEmail: context.actor.email, restoredFrom: next.restoredFrom },
    select: { id: true },
  });
  await recordAudit(
    tx,
    {
      action: next.restoredFrom === null ? "content.published" : "content.restored",
      actor: context.actor,
      target: { type: "content_document", id: row.key },
      ipAddress: context.ipAddress,
      details: { kind: row.kind, version, revision: next.revision + 1, ...(next.restoredFrom === null ? {} : { restoredFrom: next.restoredFrom }) },
    },
    now,
  );
}

async function documentRow(tx: Transaction, key: string) {
  const row = await tx.contentDocument.findUnique({ where: { key }, select: { ...documentSelect, draft: true } });
  if (!row) throw new AppError("NOT_FOUND", CONTENT_ADMIN_MESSAGES.DOCUMENT_NOT_FOUND);
  return row;
}

/** Publishes the draft the owner saw (at `baseRevision`): it becomes the next version, kept with who and when. */
export async function publishContentDraft(context: ServiceContext<StaffActor>, input: ContentPublishInput): Promise<ContentDocument> {
  requireOwner(context.actor, CONTENT_ADMIN_MESSAGES.OWNERS_ONLY);
  const kind = knownKind(input.key);
  return context.prisma.$transaction(async (tx) => {
    const row = await documentRow(tx, input.key);
    if (row.revision !== input.baseRevision) throw changedSinceOpened();
    if (row.draft === null) throw new AppError("BAD_REQUEST", CONTENT_ADMIN_MESSAGES.NO_DRAFT);
    // Checked again: the schema may have grown a rule since the draft was saved.
    await publishVersion(context, tx, row, { content: checked(kind, row.draft), revision: row.revision, restoredFrom: null, fromDraft: true });
    return documentOf(tx, input.key);
  });
}

/** Every published version of a document, newest first. */
export async function listContentVersions({ prisma }: ServiceContext<StaffActor>, { key }: ContentDocumentRef): Promise<ContentVersionList> {
  knownKind(key);
  await documentOf(prisma, key);
  const versions = await prisma.contentVersion.findMany({
    where: { documentKey: key },
    orderBy: { version: "desc" },
    select: { version: true, publishedAt: true, publishedByEmail: true, restoredFrom: true },
  });
  return { key, versions: versions.map((row) => ({ version: row.version, publishedAt: row.publishedAt.toISOString(), publishedBy: row.publishedByEmail, restoredFrom: row.restoredFrom })) };
}

/** Publishes an earlier version again, in one step, as a new version; a draft in progress stays. */
export async function restoreContentVersion(context: ServiceContext<StaffActor>, input: ContentRestoreInput): Promise<ContentDocument> {
  requireOwner(context.actor, CONTENT_ADMIN_MESSAGES.OWNERS_ONLY);
  const kind = knownKind(input.key);
  return context.prisma.$transaction(async (tx) => {
    const row = await documentRow(tx, input.key);
    const earlier = await tx.contentVersion.findUnique({ where: { documentKey_version: { documentKey: input.key, version: input.version } }, select: { content: true } });
    if (!earlier) throw new AppError("NOT_FOUND", CONTENT_ADMIN_MESSAGES.VERSION_NOT_FOUND);
    await publishVersion(context, tx, row, { content: checked(kind, earlier.content), revision: row.revision, restoredFrom: input.version, fromDraft: false });
    return documentOf(tx, input.key);
  });
}
