import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ROOM_BOOKING_ADMIN_MESSAGES } from "../../../../shared/rooms/room-booking-admin.ts";
import { DEFAULT_STAFF_PAGE_SIZE } from "../../../../shared/staff/staff-list.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Pager } from "../data-table/pager.tsx";
import { ListLoadState } from "../data-table/list-load-state.tsx";
import { PageSizeSelect } from "../data-table/page-size-select.tsx";
import { ResultsStatus } from "../data-table/results-status.tsx";
import { PanelSection } from "../ui/panel-section.tsx";
import { ListSearchField } from "../data-table/list-search-field.tsx";
import { roomBookingsQuery, type RoomBookingListView } from "./room-booking-api.ts";
import { RoomBookingTable } from "./room-booking-table.tsx";

const NOUN = { one: "booking", other: "bookings" };
const FIRST_VIEW: RoomBookingListView = { search: "", sort: "checkIn", order: "desc", page: 1, pageSize: DEFAULT_STAFF_PAGE_SIZE };

/**
 * The room bookings the site knows of, through the add-ons guests bought for them (ADR
 * 037): searched, sorted and paged by the server, under the tab's link to Little Hotelier.
 */
export function RoomBookingsList() {
  const [view, setView] = useState<RoomBookingListView>(FIRST_VIEW);
  const [typed, setTyped] = useState("");
  const list = useQuery(roomBookingsQuery(view));
  const page = list.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const change = (next: Partial<RoomBookingListView>) => setView((current) => ({ ...current, page: 1, ...next }));

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    change({ search: typed.trim() });
  }

  return (
    <PanelSection id="room-bookings" heading="Bookings with add-ons">
      <p className="text-muted-foreground">The room bookings guests bought add-ons for, by the confirmation ID they gave. Little Hotelier holds the bookings themselves.</p>
      <form role="search" aria-label="Bookings with add-ons" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <ListSearchField id="room-bookings-search" hint="Confirmation ID, guest name, e-mail or add-on reference" value={typed} onChange={setTyped} className="min-w-0 flex-1 basis-64" />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      <ListLoadState list={list} loading="Loading the bookings..." failed={ROOM_BOOKING_ADMIN_MESSAGES.LOAD_FAILED} />
      {page ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ResultsStatus shown={page.rows.length} total={page.total} noun={NOUN} />
            <PageSizeSelect id="room-bookings-page-size" pageSize={view.pageSize} onChange={(pageSize) => change({ pageSize })} />
          </div>
          <RoomBookingTable rows={page.rows} sort={view.sort} order={view.order} onSort={(sort, order) => change({ sort, order })} />
          <Pager page={Math.min(view.page, pageCount)} pageCount={pageCount} onPage={(next) => setView((current) => ({ ...current, page: next }))} label="Pages of bookings with add-ons" />
        </>
      ) : null}
    </PanelSection>
  );
}
