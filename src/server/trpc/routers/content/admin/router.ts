import {
  contentDocumentListSchema,
  contentDocumentRefSchema,
  contentDocumentSchema,
  contentDraftInputSchema,
  contentPublishInputSchema,
  contentRestoreInputSchema,
  contentVersionListSchema,
} from "../../../../../shared/content/content-admin.ts";
import {
  listContentDocuments,
  listContentVersions,
  publishContentDraft,
  readContentDocument,
  restoreContentVersion,
  saveContentDraft,
} from "../../../../services/content/admin/content-admin.ts";
import { serviceContextOf } from "../../../context.ts";
import { adminProcedure, ownerProcedure, router } from "../../../init.ts";

/** The site's content for staff (ADR 098): everyone reads it; only an owner saves a draft, publishes or restores. */
export const contentAdminRouter = router({
  list: adminProcedure.output(contentDocumentListSchema).query(({ ctx }) => listContentDocuments(serviceContextOf(ctx))),
  read: adminProcedure.input(contentDocumentRefSchema).output(contentDocumentSchema).query(({ ctx, input }) => readContentDocument(serviceContextOf(ctx), input)),
  saveDraft: ownerProcedure.input(contentDraftInputSchema).output(contentDocumentSchema).mutation(({ ctx, input }) => saveContentDraft(serviceContextOf(ctx), input)),
  publish: ownerProcedure.input(contentPublishInputSchema).output(contentDocumentSchema).mutation(({ ctx, input }) => publishContentDraft(serviceContextOf(ctx), input)),
  versions: adminProcedure.input(contentDocumentRefSchema).output(contentVersionListSchema).query(({ ctx, input }) => listContentVersions(serviceContextOf(ctx), input)),
  restore: ownerProcedure.input(contentRestoreInputSchema).output(contentDocumentSchema).mutation(({ ctx, input }) => restoreContentVersion(serviceContextOf(ctx), input)),
});
