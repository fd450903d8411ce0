import { useQuery } from "@tanstack/react-query";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { addDays, londonToday } from "../../../../shared/dates.ts";
import { formatAmount } from "../../../../shared/money.ts";
import { PRICES_OWNERS_ONLY, type PriceEntry } from "../../../../shared/rooms/price-admin.ts";
import { ROOM_TYPE_NAMES } from "../../../../shared/rooms/room-types.ts";
import type { StaffRole } from "../../../../shared/staff/staff-user.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DataTable, type ColumnDef } from "../data-table/data-table.tsx";
import { staffCallFailure } from "../shell/staff-call-error.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { ChoiceFilter, StaffField } from "../ui/staff-field.tsx";
import { StateBadge } from "../ui/table-region.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";
import { DeletePriceDialog } from "./delete-price-dialog.tsx";
import { PriceEntryDialog } from "./price-entry-dialog.tsx";
import { priceEntriesQuery, priceSummaryQuery, type PriceFilter } from "./pricing-api.ts";
import { failedOnItsOwn } from "../shell/server-connection.ts";

/** A refused filter (an end before the start) says which field is wrong; other failures say what failed. */
function filterFailure(error: unknown): string {
  const fieldErrors = staffCallFailure(error)?.fieldErrors;
  const field = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  return field ?? failureMessage(error);
}

const money = (pounds: number | null) => (pounds === null ? "—" : formatAmount(pounds));

/** Edit and Delete of a row: an owner's only (ADR 036). */
interface RowActions {
  edit: (entry: PriceEntry) => void;
  remove: (entry: PriceEntry) => void;
}

function columns(competitors: string[], actions: RowActions | null): ColumnDef<PriceEntry>[] {
  const read: ColumnDef<PriceEntry>[] = [
    { id: "date", header: "Date", accessorKey: "date", cell: ({ row }) => <span className="whitespace-nowrap">{formatStaffDate(`${row.original.date}T12:00:00Z`)}</span> },
    { id: "roomType", header: "Room type", accessorFn: (entry) => ROOM_TYPE_NAMES[entry.roomType] },
    { id: "ourPrice", header: "Our price", accessorKey: "ourPrice", cell: ({ row }) => <span className="tabular-nums">{money(row.original.ourPrice)}</span> },
    {
      id: "littleHotelier",
      header: "Little Hotelier",
      accessorKey: "littleHotelierRate",
      cell: ({ row }) => <span className="tabular-nums">{money(row.original.littleHotelierRate)}</span>,
    },
    ...competitors.map(
      (name): ColumnDef<PriceEntry> => ({
        id: `competitor:${name}`,
        header: name,
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{money(row.original.competitorPrices.find((entry) => entry.competitor === name)?.price ?? null)}</span>,
      }),
    ),
    {
      id: "best",
      header: "Best price",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.bestPrice === null ? <span className="text-muted-foreground">—</span> : row.original.bestPrice ? <StateBadge tone="good">Best price</StateBadge> : <StateBadge tone="warn">Undercut</StateBadge>,
    },
  ];
  if (!actions) return read;
  return [
    ...read,
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const name = `${ROOM_TYPE_NAMES[row.original.roomType]}, ${formatStaffDate(`${row.original.date}T12:00:00Z`)}`;
        return (
          <span className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => actions.edit(row.original)}>
              Edit<span className="sr-only"> {name}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => actions.remove(row.original)}>
              Delete<span className="sr-only"> {name}</span>
            </Button>
          </span>
        );
      },
    },
  ];
}

/**
 * The Pricing tab (ADR 027): our price per room type and night against Little Hotelier's
 * rate and competitors'. Every member of staff reads it; only an owner adds, edits or deletes
 * (ADR 036), so reception sees the table without those buttons and a line saying why.
 */
export function PricingPage({ role }: { role: StaffRole }) {
  const mayEdit = role === "owner";
  const today = londonToday();
  const [filter, setFilter] = useState<PriceFilter>({ roomType: "", startDate: today, endDate: addDays(today, 30) });
  const [editing, setEditing] = useState<PriceEntry | "new" | null>(null);
  const [deleting, setDeleting] = useState<PriceEntry | null>(null);
  const summary = useQuery(priceSummaryQuery());
  const entries = useQuery(priceEntriesQuery(filter));
  const rows = entries.data?.entries ?? [];
  const competitors = [...new Set(rows.flatMap((entry) => entry.competitorPrices.map((price) => price.competitor)))].sort((a, b) => a.localeCompare(b, "en-GB"));

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle>Pricing</PageTitle>
          {mayEdit ? null : <p className="mt-1 text-muted-foreground">{PRICES_OWNERS_ONLY}</p>}
        </div>
        {mayEdit ? (
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            Add prices
          </Button>
        ) : null}
      </div>
      <div className="rounded-sm border border-border bg-surface p-5 shadow-xs" role="status">
        <p className="text-sm font-medium text-muted-foreground">Best price</p>
        {summary.data ? (
          <p className="mt-1">
            <span className="text-3xl font-semibold tabular-nums">
              {summary.data.best_price_count} of {summary.data.total_price_entries}
            </span>{" "}
            <span className="text-sm text-muted-foreground">nights where no competitor is cheaper than our price</span>
          </p>
        ) : failedOnItsOwn(summary) ? (
          <p className="mt-1 text-sm">{failureMessage(summary.error)}</p>
        ) : summary.isPending ? (
          <p className="mt-1 text-sm">Loading...</p>
        ) : null}
      </div>
      <PanelSection id="pricing" heading="Prices by night">
        <div role="group" aria-label="Filter the prices" className="grid max-w-3xl gap-4 sm:grid-cols-3">
          <ChoiceFilter id="pricing-filter-room" label="Room type" everyChoice="All room types" labels={ROOM_TYPE_NAMES} value={filter.roomType} onChange={(type) => setFilter({ ...filter, roomType: type ?? "" })} />
          <StaffField id="pricing-filter-from" label="From" type="date" value={filter.startDate} onChange={(event) => setFilter({ ...filter, startDate: event.target.value })} />
          <StaffField id="pricing-filter-to" label="To" type="date" value={filter.endDate} onChange={(event) => setFilter({ ...filter, endDate: event.target.value })} />
        </div>
        {entries.isPending ? <p role="status">Loading the prices...</p> : null}
        <FormStatus message={failedOnItsOwn(entries) ? filterFailure(entries.error) : null} />
        {entries.data ? (
          <DataTable
            caption={`Prices (${rows.length}${entries.data.truncated ? ", more not shown: narrow the dates" : ""})`}
            columns={columns(competitors, mayEdit ? { edit: setEditing, remove: setDeleting } : null)}
            rows={rows}
            getRowId={(entry) => entry.id}
            empty="No prices for these nights yet."
          />
        ) : null}
      </PanelSection>
      {editing ? <PriceEntryDialog entry={editing === "new" ? null : editing} defaultDate={filter.startDate || today} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeletePriceDialog entry={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
