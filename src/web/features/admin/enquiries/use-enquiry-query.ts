import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { enquiryRefSchema, enquiryListQuerySchema, type EnquiryRef, type EnquiryListQuery } from "../../../../shared/enquiries/enquiry-admin.ts";

type Field = keyof EnquiryListQuery;
const FIELDS = Object.keys(enquiryListQuerySchema.shape) as Field[];
const DEFAULTS = enquiryListQuerySchema.parse({});

/**
 * The list's filters, page and order as the address's query string (?kind=event&status=new&page=2),
 * so a filtered view can be bookmarked, shared and returned to with Back. A value the schema
 * refuses (an old link, a typo) falls back to its default on its own.
 */
export function queryFromParams(params: URLSearchParams): EnquiryListQuery {
  const query: Record<string, unknown> = { ...DEFAULTS };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value === null) continue;
    const parsed = enquiryListQuerySchema.shape[field].safeParse(value);
    if (parsed.success) query[field] = parsed.data;
  }
  return query as EnquiryListQuery;
}

/** The query string of a query: defaults are left out, so the plain tab's address stays /admin/inquiries. */
export function paramsFromQuery(query: EnquiryListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    if (query[field] !== DEFAULTS[field]) params.set(field, String(query[field]));
  }
  return params;
}

/** The list procedure's input: what differs from the defaults (the server's too), as in the address. */
export function listInputOf(query: EnquiryListQuery): Partial<EnquiryListQuery> {
  const input: Partial<EnquiryListQuery> = {};
  for (const field of FIELDS) if (query[field] !== DEFAULTS[field]) Object.assign(input, { [field]: query[field] });
  return input;
}

/** The filters of the export: the list's without its page. */
export function exportParams(query: EnquiryListQuery): URLSearchParams {
  const params = paramsFromQuery(query);
  params.delete("page");
  params.delete("pageSize");
  return params;
}

/** Reads and changes the query in the address. A change of filter goes back to page 1. */
export function useEnquiryQuery(): [EnquiryListQuery, (change: Partial<EnquiryListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const change = useCallback(
    (next: Partial<EnquiryListQuery>) => {
      setParams((current) => {
        const base = queryFromParams(current);
        const pageOnly = Object.keys(next).every((key) => key === "page");
        return paramsFromQuery({ ...base, ...(pageOnly ? {} : { page: 1 }), ...next });
      });
    },
    [setParams],
  );
  return [query, change];
}

/** "?open=event:<id>": the enquiry a live notice links to, or null. */
function openedFromParams(params: URLSearchParams): EnquiryRef | null {
  const [kind, id] = (params.get("open") ?? "").split(":");
  const parsed = enquiryRefSchema.safeParse({ kind, id });
  return parsed.success ? parsed.data : null;
}

/** The enquiry the address asks to open, and a way to forget it once its dialog closes. */
export function useOpenedEnquiry(): [EnquiryRef | null, () => void] {
  const [params, setParams] = useSearchParams();
  const opened = useMemo(() => openedFromParams(params), [params]);
  const forget = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("open");
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return [opened, forget];
}
