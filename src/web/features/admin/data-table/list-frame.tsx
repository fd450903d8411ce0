import type { ReactNode } from "react";
import { PanelSection } from "../ui/panel-section.tsx";
import { ListLoadState } from "./list-load-state.tsx";
import { PageSizeSelect } from "./page-size-select.tsx";
import { Pager } from "./pager.tsx";
import { ResultsStatus } from "./results-status.tsx";

/** The part of a list query the frame reads. */
interface FramedList<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListFrameProps<Data> {
  id: string;
  heading: string;
  /** Words above the filters. */
  intro?: ReactNode;
  filters: ReactNode;
  list: FramedList<Data>;
  loading: string;
  failed: string;
  /** What the list shows once it has come: the table, and its count line and pager (ListPageParts). */
  children: (data: Data) => ReactNode;
}

/**
 * Every staff list in one frame: its heading, what it is for, its filters, the loading line or
 * why it could not load (list-load-state.tsx), then the list itself. The last list stays shown
 * while the next loads.
 */
export function ListFrame<Data>({ id, heading, intro, filters, list, loading, failed, children }: ListFrameProps<Data>) {
  return (
    <PanelSection id={id} heading={heading}>
      {intro}
      {filters}
      <ListLoadState list={list} loading={loading} failed={failed} />
      {list.data === undefined ? null : children(list.data)}
    </PanelSection>
  );
}

/** A page of a list the server pages (staff-list.ts), as its procedure answers it. */
interface ServerPage {
  rows: readonly unknown[];
  total: number;
  pageSize: number;
}

interface ListPagePartsProps {
  page: ServerPage;
  /** The page and page size the address asks for. */
  query: { page: number; pageSize: number };
  onChange: (change: { page?: number; pageSize?: number }) => void;
  noun: { one: string; other: string };
  /** The pager's name ("Pages of bookings"). */
  pagesLabel: string;
  /** The id of the "Rows per page" choice; a list without one keeps the default size. */
  pageSizeId?: string;
  /** The table of the page's rows. */
  children: ReactNode;
}

/** A server-paged list: "Showing 50 of 1,204 bookings" (and the page size), the table, then Previous / Next. */
export function ListPageParts({ page, query, onChange, noun, pagesLabel, pageSizeId, children }: ListPagePartsProps) {
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const status = <ResultsStatus shown={page.rows.length} total={page.total} noun={noun} />;
  return (
    <>
      {pageSizeId ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {status}
          <PageSizeSelect id={pageSizeId} pageSize={query.pageSize} onChange={(pageSize) => onChange({ pageSize })} />
        </div>
      ) : (
        status
      )}
      {children}
      <Pager page={Math.min(query.page, pageCount)} pageCount={pageCount} onPage={(next) => onChange({ page: next })} label={pagesLabel} />
    </>
  );
}
