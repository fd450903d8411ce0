import {
  CSV_MESSAGE_PREVIEW,
  ENQUIRY_CSV_HEADER,
  ENQUIRY_ADMIN_MESSAGES,
  ENQUIRY_STATUS_LABELS,
  KIND_LABELS,
  NEWSLETTER_STATUS_LABELS,
  topicWord,
  type EnquiryRef,
  type EnquiryRow,
  type EnquiryFilter,
  type EnquiryListQuery,
  type EnquiryPage,
  type EnquiryStatus,
  type EnquiryStatusChange,
  type NewsletterStatus,
} from "../../../../shared/enquiries/enquiry-admin.ts";
import { londonDateTime } from "../../../../shared/dates.ts";
import { nationalPhone } from "../../../../shared/validation/phone-number.ts";
import { pageWindow } from "../../../../shared/staff/staff-list.ts";
import { AppError } from "../../../errors.ts";
import { type CsvCell, type CsvFile, csvFile, datedCsvName } from "../../core/csv-file.ts";
import { recordAudit, recordStaffRead } from "../../core/audit-trail.ts";
import { countEnquiryRows, type EnquiryUnionRow, selectEnquiryRows } from "./enquiry-rows.ts";
import { enquiryViewOf, enquiryViewsOf } from "./enquiry-views.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

/** What the audit trail keeps of a query: the filters, never the search text (it may be an address). */
function auditedFilters(filter: EnquiryFilter): { kind: string; status: string; searched: boolean } {
  return { kind: filter.kind, status: filter.status, searched: filter.search !== "" };
}

/**
 * One page of contact enquiries, event enquiries and newsletter sign-ups, newest first unless
 * told, with how many matched in all. The read is audited before anything is read.
 */
export async function listEnquiries(context: ServiceContext<StaffActor>, query: EnquiryListQuery): Promise<EnquiryPage> {
  await recordStaffRead(context, "inquiries.viewed", { ...auditedFilters(query), page: query.page });
  const [total, rows] = await Promise.all([countEnquiryRows(context.prisma, query), selectEnquiryRows(context.prisma, query, pageWindow(query))]);
  return { rows: await enquiryViewsOf(context.prisma, rows), total, page: query.page, pageSize: query.pageSize };
}

/** One enquiry as the list shows it (a live notice opens it), its read audited first. */
export async function readEnquiry(context: ServiceContext<StaffActor>, ref: EnquiryRef): Promise<EnquiryRow> {
  await recordStaffRead(context, "inquiries.viewed", { kind: ref.kind, id: ref.id });
  const view = await enquiryViewOf(context.prisma, ref.kind, ref.id);
  if (!view) throw new AppError("NOT_FOUND", ENQUIRY_ADMIN_MESSAGES.NOT_FOUND);
  return view;
}

/**
 * Staff move an enquiry between new, read, replied and closed, in any order (ADR 026).
 * A change is audited with its from and to; setting the status it already has changes nothing.
 */
export async function changeEnquiryStatus(context: ServiceContext<StaffActor>, change: EnquiryStatusChange): Promise<EnquiryRow> {
  const at = context.now();
  await context.prisma.$transaction(async (tx) => {
    const where = { id: change.id };
    const current = change.kind === "contact" ? await tx.contactInquiry.findUnique({ where, select: { status: true } }) : await tx.eventInquiry.findUnique({ where, select: { status: true } });
    if (!current) throw new AppError("NOT_FOUND", ENQUIRY_ADMIN_MESSAGES.NOT_FOUND);
    if (current.status === change.status) return;
    const data = { status: change.status, updatedAt: at };
    if (change.kind === "contact") await tx.contactInquiry.update({ where, data, select: { id: true } });
    else await tx.eventInquiry.update({ where, data, select: { id: true } });
    await recordAudit(
      tx,
      {
        action: "inquiries.status_changed",
        actor: context.actor,
        target: { type: `${change.kind}_inquiry`, id: change.id },
        ipAddress: context.ipAddress,
        details: { from: current.status, to: change.status },
      },
      at,
    );
  });
  const view = await enquiryViewOf(context.prisma, change.kind, change.id);
  if (!view) throw new AppError("NOT_FOUND", ENQUIRY_ADMIN_MESSAGES.NOT_FOUND);
  return view;
}


/** The message preview is cut to 100 characters (an ellipsis says it was cut). */
function messagePreview(message: string | null): string {
  if (!message) return "";
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > CSV_MESSAGE_PREVIEW ? `${flat.slice(0, CSV_MESSAGE_PREVIEW - 1)}…` : flat;
}

/** A stored number as the staff dial it (E.164 stays stored underneath). */
function staffPhone(phone: string | null): string {
  return phone === null ? "" : nationalPhone(phone);
}

/** One row of the export, in ENQUIRY_CSV_HEADER's columns. */
function csvRowOf(row: EnquiryUnionRow): CsvCell[] {
  const createdAt = londonDateTime(row.created_at);
  if (row.kind === "newsletter") {
    return [KIND_LABELS.newsletter, "", row.email, "", "", "", NEWSLETTER_STATUS_LABELS[row.status as NewsletterStatus], createdAt, "", ""];
  }
  const status = ENQUIRY_STATUS_LABELS[row.status as EnquiryStatus];
  const message = row.message ?? "";
  if (row.kind === "contact") return [KIND_LABELS.contact, row.name, row.email, staffPhone(row.phone), topicWord(row.subject ?? ""), messagePreview(row.message), status, createdAt, "", message];
  return [KIND_LABELS.event, row.name, row.email, staffPhone(row.phone), topicWord(row.event_type ?? ""), row.guests, status, createdAt, row.event_date ?? "", message];
}

/** Every row matching the filters as a CSV file (the export's columns), audited with the row count. */
export async function exportEnquiries(context: ServiceContext<StaffActor>, filter: EnquiryFilter): Promise<CsvFile> {
  const rows = await selectEnquiryRows(context.prisma, filter);
  // The export is recorded with what it holds before it is handed over.
  await recordStaffRead(context, "inquiries.exported", { ...auditedFilters(filter), rows: rows.length });
  return csvFile(datedCsvName("inquiries", context.now()), ENQUIRY_CSV_HEADER, rows.map(csvRowOf));
}
