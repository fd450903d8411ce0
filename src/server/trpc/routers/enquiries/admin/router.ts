import { csvFileSchema } from "../../../../../shared/api/csv-file.ts";
import {
  enquiryRefSchema,
  enquiryRowSchema,
  enquiryFilterSchema,
  enquiryListQuerySchema,
  enquiryPageSchema,
  enquiryStatusChangeSchema,
} from "../../../../../shared/enquiries/enquiry-admin.ts";
import {
  enquiryAssignmentSchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryThreadSchema,
  replyTemplateSaveSchema,
  replyTemplatesSchema,
} from "../../../../../shared/enquiries/enquiry-replies.ts";
import { changeEnquiryStatus, exportEnquiries, listEnquiries, readEnquiry } from "../../../../services/enquiries/admin/enquiry-admin.ts";
import {
  addEnquiryNote,
  assignEnquiry,
  listReplyTemplates,
  readEnquiryThread,
  saveReplyTemplate,
  sendEnquiryReply,
} from "../../../../services/enquiries/admin/enquiry-replies.ts";
import { adminProcedure, ownerProcedure, router } from "../../../init.ts";
import { serviceContextOf } from "../../../context.ts";

/** The staff's Inquiries tab (ADR 026). */
export const enquiryAdminRouter = router({
  /** Staff: one page of enquiries and sign-ups, filtered and sorted by the server (audited read). */
  list: adminProcedure.input(enquiryListQuerySchema).output(enquiryPageSchema).query(({ ctx, input }) => listEnquiries(serviceContextOf(ctx), input)),
  /** Staff: one enquiry by kind and id, as the list shows it (audited read). */
  byId: adminProcedure.input(enquiryRefSchema).output(enquiryRowSchema).query(({ ctx, input }) => readEnquiry(serviceContextOf(ctx), input)),
  /** Staff: set an enquiry's status (new, read, replied, closed; audited with from and to). */
  changeStatus: adminProcedure.input(enquiryStatusChangeSchema).output(enquiryRowSchema).mutation(({ ctx, input }) => changeEnquiryStatus(serviceContextOf(ctx), input)),
  /** Staff: every row matching the filters as the spec's CSV (audited with the row count). */
  exportCsv: adminProcedure.input(enquiryFilterSchema).output(csvFileSchema).query(({ ctx, input }) => exportEnquiries(serviceContextOf(ctx), input)),
  /** Staff: an enquiry's replies and notes, who looks after it and who could (audited read; ADR 094). */
  thread: adminProcedure.input(enquiryRefSchema).output(enquiryThreadSchema).query(({ ctx, input }) => readEnquiryThread(serviceContextOf(ctx), input)),
  /** Staff: e-mail a reply to the guest through the outbox, keep it, and mark the enquiry replied (audited). */
  reply: adminProcedure.input(enquiryReplySchema).output(enquiryThreadSchema).mutation(({ ctx, input }) => sendEnquiryReply(serviceContextOf(ctx), input)),
  /** Staff: a note for colleagues on the enquiry, never sent (audited). */
  note: adminProcedure.input(enquiryNoteSchema).output(enquiryThreadSchema).mutation(({ ctx, input }) => addEnquiryNote(serviceContextOf(ctx), input)),
  /** Staff: hand the enquiry to a colleague, or to nobody (audited with from and to). */
  assign: adminProcedure.input(enquiryAssignmentSchema).output(enquiryThreadSchema).mutation(({ ctx, input }) => assignEnquiry(serviceContextOf(ctx), input)),
  /** Staff: the reply templates, in their order. */
  templates: adminProcedure.output(replyTemplatesSchema).query(({ ctx }) => listReplyTemplates(serviceContextOf(ctx))),
  /** Owners: add or change a reply template (audited); answers the whole list. */
  saveTemplate: ownerProcedure.input(replyTemplateSaveSchema).output(replyTemplatesSchema).mutation(({ ctx, input }) => saveReplyTemplate(serviceContextOf(ctx), input)),
});
