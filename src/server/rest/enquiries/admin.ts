import type { FastifyInstance } from "fastify";
import type { EnquiryListKind } from "../../../shared/enquiries/enquiry-admin.ts";
import type { AppCaller } from "../../trpc/app-router.ts";
import { csvDownload, defineRestRoute } from "../define-route.ts";

/** The original's per-kind paths are the combined list with its kind fixed by the path. */
function listOf(kind: EnquiryListKind) {
  return (caller: AppCaller) => (input: unknown) => {
    const query = typeof input === "object" && input !== null && !Array.isArray(input) ? { ...input, kind } : input;
    // The procedure parses the query with the shared schema; anything else is refused there.
    return caller.enquiries.admin.list(query as Parameters<AppCaller["enquiries"]["admin"]["list"]>[0]);
  };
}

/** The staff's Inquiries tab: lists, the status change and the CSV export (ADR 026); replies, notes, assignment and templates (ADR 094). */
export function registerEnquiryAdminRoutes(app: FastifyInstance): void {
  // Fixed paths before the one with parameters, so "export.csv" is never read as a kind.
  defineRestRoute(app, {
    method: "GET",
    url: "/api/admin/inquiries/export.csv",
    from: "query",
    procedure: (caller) => caller.enquiries.admin.exportCsv,
    download: csvDownload,
  });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inquiries", from: "query", procedure: (caller) => caller.enquiries.admin.list });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inquiries/contact", from: "query", procedure: listOf("contact") });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inquiries/event", from: "query", procedure: listOf("event") });
  defineRestRoute(app, { method: "GET", url: "/api/admin/newsletter", from: "query", procedure: listOf("newsletter") });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inquiries/:kind/:id", from: "params", procedure: (caller) => caller.enquiries.admin.byId });
  defineRestRoute(app, { method: "PATCH", url: "/api/admin/inquiries/:kind/:id", from: "params+body", procedure: (caller) => caller.enquiries.admin.changeStatus });
  defineRestRoute(app, { method: "GET", url: "/api/admin/inquiries/:kind/:id/conversation", from: "params", procedure: (caller) => caller.enquiries.admin.thread });
  defineRestRoute(app, { method: "POST", url: "/api/admin/inquiries/:kind/:id/replies", from: "params+body", procedure: (caller) => caller.enquiries.admin.reply });
  defineRestRoute(app, { method: "POST", url: "/api/admin/inquiries/:kind/:id/notes", from: "params+body", procedure: (caller) => caller.enquiries.admin.note });
  defineRestRoute(app, { method: "PUT", url: "/api/admin/inquiries/:kind/:id/assignee", from: "params+body", procedure: (caller) => caller.enquiries.admin.assign });
  defineRestRoute(app, { method: "GET", url: "/api/admin/reply-templates", from: "none", procedure: (caller) => caller.enquiries.admin.templates });
  defineRestRoute(app, { method: "POST", url: "/api/admin/reply-templates", from: "body", procedure: (caller) => caller.enquiries.admin.saveTemplate });
}
