import { keepPreviousData } from "@tanstack/react-query";
import type { EnquiryRef, EnquiryRow, EnquiryListQuery, EnquiryStatus } from "../../../../shared/enquiries/enquiry-admin.ts";
import { downloadCsv } from "../data-table/download-csv.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";
import { exportParams, listInputOf } from "./use-enquiry-query.ts";

// The Inquiries tab's calls (`enquiries.admin.*`, ADR 026), typed from AppRouter (ADR 085); the CSV
// export is a file download from its documented /api path.

/** Every query of the tab: the live notices refresh it when an enquiry arrives. */
export function enquiriesFilter() {
  return staffTrpc.enquiries.admin.pathFilter();
}

/** The server's page of enquiries the query matches; the last page stays shown while the next loads. */
export function enquiriesQuery(query: EnquiryListQuery) {
  return staffTrpc.enquiries.admin.list.queryOptions(listInputOf(query), { placeholderData: keepPreviousData });
}

/** The one enquiry a live notice links to (?open=event:<id>), read once. */
export function enquiryQuery(ref: EnquiryRef | null) {
  return staffTrpc.enquiries.admin.byId.queryOptions(ref ?? { kind: "event", id: "" }, { enabled: ref !== null, staleTime: Infinity });
}

export function changeEnquiryStatus(row: Pick<EnquiryRow, "kind" | "id">, status: EnquiryStatus) {
  return staffTrpcClient.enquiries.admin.changeStatus.mutate({ kind: row.kind, id: row.id, status });
}

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params.toString()}` : path);

/** Saves every row matching the filters as the export's CSV; resolves with the file's name. */
export function exportEnquiries(query: EnquiryListQuery): Promise<string> {
  return downloadCsv(withQuery("/api/admin/inquiries/export.csv", exportParams(query)), "inquiries.csv");
}
