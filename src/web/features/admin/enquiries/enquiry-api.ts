import { enquiryRowSchema, inquiryPageSchema, type EnquiryRef, type EnquiryRow, type EnquiryListQuery, type InquiryPage, type EnquiryStatus } from "../../../../shared/enquiries/enquiry-admin.ts";
import { downloadCsv } from "../data-table/download-csv.ts";
import { adminFetch } from "../shell/admin-fetch.ts";
import { exportParams, paramsFromQuery } from "./use-enquiry-query.ts";

// The Inquiries tab's staff calls (ADR 026); each answer is checked against the shared schema.

/** The root every Inquiries query key starts with: the live notices invalidate it when an enquiry arrives. */
export const ENQUIRIES_QUERY_KEY = ["admin", "inquiries"] as const;

export function enquiriesListKey(query: EnquiryListQuery) {
  return [...ENQUIRIES_QUERY_KEY, "list", query] as const;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params.toString()}` : path);

export function fetchEnquiries(query: EnquiryListQuery, signal: AbortSignal): Promise<InquiryPage> {
  return adminFetch(withQuery("/api/admin/inquiries", paramsFromQuery(query)), inquiryPageSchema, { signal });
}

export function fetchEnquiry(ref: EnquiryRef, signal: AbortSignal): Promise<EnquiryRow> {
  return adminFetch(`/api/admin/inquiries/${ref.kind}/${encodeURIComponent(ref.id)}`, enquiryRowSchema, { signal });
}

export function changeEnquiryStatus(row: Pick<EnquiryRow, "kind" | "id">, status: EnquiryStatus): Promise<EnquiryRow> {
  return adminFetch(`/api/admin/inquiries/${row.kind}/${encodeURIComponent(row.id)}`, enquiryRowSchema, { method: "PATCH", body: { status } });
}

/** Saves every row matching the filters as the export's CSV; resolves with the file's name. */
export function exportEnquiries(query: EnquiryListQuery): Promise<string> {
  return downloadCsv(withQuery("/api/admin/inquiries/export.csv", exportParams(query)), "inquiries.csv");
}
