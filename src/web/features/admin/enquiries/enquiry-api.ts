import { keepPreviousData } from "@tanstack/react-query";
import { enquiryListQuerySchema, type EnquiryRef, type EnquiryRow, type EnquiryListQuery, type EnquiryStatus } from "../../../../shared/enquiries/enquiry-admin.ts";
import { exportPathOf, listInputOf } from "../data-table/list-address.ts";
import { downloadCsv } from "../data-table/download-csv.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Inquiries tab's calls (`enquiries.admin.*`, ADR 026), typed from AppRouter (ADR 085); the CSV
// export is a file download from its documented /api path.

/** Every query of the tab: the live notices refresh it when an enquiry arrives. */
export function enquiriesFilter() {
  return staffTrpc.enquiries.admin.pathFilter();
}

/** The server's page of enquiries the query matches; the last page stays shown while the next loads. */
export function enquiriesQuery(query: EnquiryListQuery) {
  return staffTrpc.enquiries.admin.list.queryOptions(listInputOf(enquiryListQuerySchema, query), { placeholderData: keepPreviousData });
}

/** The one enquiry a live notice links to (?open=event:<id>), read once. */
export function enquiryQuery(ref: EnquiryRef | null) {
  return staffTrpc.enquiries.admin.byId.queryOptions(ref ?? { kind: "event", id: "" }, { enabled: ref !== null, staleTime: Infinity });
}

export function changeEnquiryStatus(row: Pick<EnquiryRow, "kind" | "id">, status: EnquiryStatus) {
  return staffTrpcClient.enquiries.admin.changeStatus.mutate({ kind: row.kind, id: row.id, status });
}

/** Saves every row matching the filters as the export's CSV; resolves with the file's name. */
export function exportEnquiries(query: EnquiryListQuery): Promise<string> {
  return downloadCsv(exportPathOf(enquiryListQuerySchema, "/api/admin/inquiries/export.csv", query), "inquiries.csv");
}

/** An enquiry's replies and notes, who looks after it and who could (ADR 094). */
export function enquiryThreadQuery(ref: EnquiryRef) {
  return staffTrpc.enquiries.admin.thread.queryOptions({ kind: ref.kind, id: ref.id });
}

/** The reply templates, which change seldom: read once per visit of the tab. */
export function replyTemplatesQuery() {
  return staffTrpc.enquiries.admin.templates.queryOptions(undefined, { staleTime: 60_000 });
}

export function sendEnquiryReply(ref: EnquiryRef, reply: { subject: string; body: string }) {
  return staffTrpcClient.enquiries.admin.reply.mutate({ kind: ref.kind, id: ref.id, ...reply });
}

export function addEnquiryNote(ref: EnquiryRef, body: string) {
  return staffTrpcClient.enquiries.admin.note.mutate({ kind: ref.kind, id: ref.id, body });
}

export function assignEnquiry(ref: EnquiryRef, staffId: string | null) {
  return staffTrpcClient.enquiries.admin.assign.mutate({ kind: ref.kind, id: ref.id, staffId });
}

export function saveReplyTemplate(template: { id?: string; name: string; subject: string; body: string }) {
  return staffTrpcClient.enquiries.admin.saveTemplate.mutate(template);
}
