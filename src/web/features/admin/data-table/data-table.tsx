import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState, type OnChangeFn } from "@tanstack/react-table";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import { useState, type ReactNode } from "react";
import { TableRegion, bodyCellClass, headerCellClass } from "../ui/table-region.tsx";

export type { ColumnDef, SortingState } from "@tanstack/react-table";

interface DataTableProps<Row> {
  caption: string;
  captionHidden?: boolean;
  columns: ColumnDef<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Shown in one full-width cell when there are no rows ("No addon bookings found"). */
  empty: ReactNode;
  /**
   * Sorting kept by the caller, for a list the server sorts (manual): the table only shows and
   * changes it. Without it the table sorts its rows itself.
   */
  sorting?: { state: SortingState; onChange: OnChangeFn<SortingState> };
}

/**
 * The sorting of a list the server sorts by one of `sorts`: the table shows `sort` in `order`, and
 * a click on another sortable header asks for that order.
 */
export function serverSorting<Sort extends string>(sorts: readonly Sort[], sort: Sort, order: "asc" | "desc", onSort: (sort: Sort, order: "asc" | "desc") => void): DataTableProps<unknown>["sorting"] {
  const state: SortingState = [{ id: sort, desc: order === "desc" }];
  const isSort = (id: string): id is Sort => (sorts as readonly string[]).includes(id);
  return {
    state,
    onChange: (updater) => {
      const next = typeof updater === "function" ? updater(state) : updater;
      const first = next[0];
      if (first && isSort(first.id)) onSort(first.id, first.desc ? "desc" : "asc");
    },
  };
}

const SORT_WORDS = { asc: "ascending", desc: "descending" } as const;

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className="size-3.5 shrink-0" />;
}

/**
 * A staff table (TanStack Table): sortable headers are buttons, each header says its order with
 * aria-sort, and a polite status line announces the new order after a change.
 */
export function DataTable<Row>({ caption, captionHidden, columns, rows, getRowId, empty, sorting }: DataTableProps<Row>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  // The app does not use the React Compiler; TanStack Table v8 manages its own memoisation.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    state: { sorting: sorting?.state ?? ownSorting },
    onSortingChange: sorting?.onChange ?? setOwnSorting,
    manualSorting: sorting !== undefined,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const sorted = table.getState().sorting[0];
  const sortedColumn = sorted ? table.getColumn(sorted.id) : undefined;
  const sortedHeader = sortedColumn ? String(sortedColumn.columnDef.header) : "";

  return (
    <>
      <TableRegion caption={caption} captionHidden={captionHidden ?? false}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" className={headerCellClass} aria-sort={direction ? SORT_WORDS[direction] : header.column.getCanSort() ? "none" : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex min-h-6 items-center gap-1 uppercase hover:text-foreground">
                        {label}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={`${bodyCellClass} py-8 text-muted-foreground`}>
                {/* Held at the region's left edge: centred in a table wider than a phone, it sat off screen. */}
                <span className="sticky left-3 inline-block">{empty}</span>
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-row-id={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={bodyCellClass}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </TableRegion>
      <p role="status" className="sr-only">
        {sorted && sortedHeader ? `Sorted by ${sortedHeader}, ${SORT_WORDS[sorted.desc ? "desc" : "asc"]}` : ""}
      </p>
    </>
  );
}
