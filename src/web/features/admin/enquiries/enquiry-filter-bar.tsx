import { useEffect, useState } from "react";
import {
  ENQUIRY_KIND_FILTERS,
  ENQUIRY_STATUS_FILTERS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKindFilter,
  type EnquiryListQuery,
  type EnquiryStatusFilter,
} from "../../../../shared/enquiries/enquiry-admin.ts";
import { ListSearchField } from "../data-table/list-search-field.tsx";
import { StaffSelect } from "../ui/staff-field.tsx";

const KIND_OPTIONS: Record<EnquiryKindFilter, string> = { all: "All", contact: "Contact", event: "Events", newsletter: "Newsletter" };
const STATUS_OPTIONS: Record<EnquiryStatusFilter, string> = { all: "All", ...ENQUIRY_STATUS_LABELS };

/** Typing waits this long for a pause before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Type, search and status. The search is sent once typing pauses; the status filter concerns
 * enquiries, so with Newsletter chosen it is hidden (sign-ups have a subscription state instead).
 */
export function EnquiryFilterBar({ query, onChange }: { query: EnquiryListQuery; onChange: (change: Partial<EnquiryListQuery>) => void }) {
  const [search, setSearch] = useState(query.search);
  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = window.setTimeout(() => onChange({ search: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query.search, onChange]);

  return (
    <div role="search" aria-label="Filter the inquiries" className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,12rem)]">
      <StaffSelect
        id="inquiries-kind"
        label="Type"
        value={query.kind}
        onChange={(event) => {
          const kind = event.target.value as EnquiryKindFilter;
          onChange(kind === "newsletter" ? { kind, status: "all" } : { kind });
        }}
      >
        {ENQUIRY_KIND_FILTERS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_OPTIONS[kind]}
          </option>
        ))}
      </StaffSelect>
      <ListSearchField id="inquiries-search" hint="Name, e-mail or message" value={search} onChange={setSearch} />
      {query.kind === "newsletter" ? null : (
        <StaffSelect id="inquiries-status" label="Status" value={query.status} onChange={(event) => onChange({ status: event.target.value as EnquiryStatusFilter })}>
          {ENQUIRY_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_OPTIONS[status]}
            </option>
          ))}
        </StaffSelect>
      )}
    </div>
  );
}
