import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import CalendarDays from "lucide-react/icons/calendar-days";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import {
  INVENTORY_LOAD_FAILED,
  INVENTORY_REFRESH_MS,
  type InventoryItem,
  type InventoryOverview,
} from "../../../../shared/rooms/inventory-admin.ts";
import { LITTLE_HOTELIER_EMPTY_STATE, LITTLE_HOTELIER_UNAVAILABLE } from "../../../../shared/rooms/little-hotelier-messages.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { DataTable, type ColumnDef } from "../data-table/data-table.tsx";
import { staffCallFailure } from "../shell/staff-call-error.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { StateBadge } from "../ui/table-region.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";
import { AvailabilityBadge } from "./availability-badge.tsx";
import { inventoryFilter, inventoryQuery, syncNow } from "./inventory-api.ts";
import { InventoryCalendarDialog } from "./inventory-calendar-dialog.tsx";
import { useRefreshWhenShown } from "./use-refresh-when-shown.ts";

const SYNC_STATUS_WORDS = { running: "Running", succeeded: "Succeeded", failed: "Failed" } as const;

function LastSync({ lastSync }: { lastSync: InventoryOverview["lastSync"] | undefined }) {
  if (lastSync === undefined) return null;
  if (!lastSync) return <p className="text-sm text-muted-foreground">Not synced with Little Hotelier yet.</p>;
  return (
    <p className="text-sm">
      Last sync: <span className="font-medium">{SYNC_STATUS_WORDS[lastSync.status]}</span>
      {lastSync.finishedAt ? `, ${formatStaffDateTime(lastSync.finishedAt)}` : ""}
      {lastSync.error ? <span className="block text-muted-foreground">{lastSync.error}</span> : null}
    </p>
  );
}

function columns(openCalendar: (item: InventoryItem) => void): ColumnDef<InventoryItem>[] {
  return [
    { id: "roomType", header: "Room type", accessorKey: "label", cell: ({ row }) => <span className="font-medium">{row.original.label}</span> },
    { id: "total", header: "Total inventory", accessorKey: "totalInventory", cell: ({ row }) => <span className="tabular-nums">{row.original.totalInventory}</span> },
    { id: "available", header: "Currently available", accessorKey: "currentAvailable", cell: ({ row }) => <span className="tabular-nums">{row.original.currentAvailable}</span> },
    { id: "availability", header: "Availability", enableSorting: false, cell: ({ row }) => <AvailabilityBadge level={row.original.level} /> },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => (row.original.isActive ? <StateBadge tone="good">Active</StateBadge> : <StateBadge tone="muted">Inactive</StateBadge>),
    },
    {
      id: "calendar",
      header: () => <span className="sr-only">Calendar</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <Button size="sm" variant="outline" onClick={() => openCalendar(row.original)}>
          <CalendarDays aria-hidden="true" />
          Calendar<span className="sr-only"> of {row.original.label} rooms</span>
        </Button>
      ),
    },
  ];
}

/** The Room Inventory tab: Little Hotelier's figures, read-only, with a calendar per type. */
export function InventoryPage() {
  const queryClient = useQueryClient();
  const [calendarOf, setCalendarOf] = useState<InventoryItem | null>(null);
  const inventory = useQuery(inventoryQuery(INVENTORY_REFRESH_MS));
  useRefreshWhenShown(() => void queryClient.invalidateQueries(inventoryFilter()));
  const sync = useMutation({
    mutationFn: syncNow,
    onSuccess: () => showToast("Inventory synced from Little Hotelier", "success"),
    onError: (error) => showToast(failureMessage(error), "error"),
    onSettled: () => queryClient.invalidateQueries(inventoryFilter()),
  });

  // A failure naming Little Hotelier is its connection message with an empty list; others say what failed.
  const serverError = staffCallFailure(inventory.error)?.serverError;
  const connectionError = inventory.data?.connectionError ?? (serverError === LITTLE_HOTELIER_UNAVAILABLE ? serverError : null);
  const loadFailure = inventory.isError && !connectionError ? (serverError ?? INVENTORY_LOAD_FAILED) : null;
  const items = connectionError ? [] : (inventory.data?.items ?? []);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <PageTitle>Room Inventory</PageTitle>
          <StateBadge tone="muted">Little Hotelier: Read-only</StateBadge>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void queryClient.invalidateQueries(inventoryFilter())} aria-disabled={inventory.isFetching}>
            <RefreshCw aria-hidden="true" />
            {inventory.isFetching ? "Refreshing..." : "Refresh"}
          </Button>
          <Button onClick={() => !sync.isPending && sync.mutate()} aria-disabled={sync.isPending}>
            {sync.isPending ? "Syncing..." : "Sync now"}
          </Button>
        </div>
      </div>
      <PanelSection id="inventory" heading="Rooms by type">
        <p className="max-w-prose text-sm">
          Inventory is managed in Little Hotelier and copied here every 6 hours; this page refreshes itself. Today's figures are shown; open a room type's calendar
          for the next 30 days.
        </p>
        <div role="status">
          <LastSync lastSync={inventory.data?.lastSync} />
        </div>
        {inventory.isPending ? <p role="status">Loading the inventory...</p> : null}
        <FormStatus message={connectionError ?? loadFailure} />
        {inventory.data || connectionError ? (
          <DataTable caption="Room types" captionHidden columns={columns(setCalendarOf)} rows={items} getRowId={(item) => item.roomType} empty={LITTLE_HOTELIER_EMPTY_STATE} />
        ) : null}
      </PanelSection>
      {calendarOf ? <InventoryCalendarDialog roomType={calendarOf.roomType} label={calendarOf.label} onClose={() => setCalendarOf(null)} /> : null}
    </div>
  );
}
