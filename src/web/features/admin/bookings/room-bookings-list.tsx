import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ROOM_BOOKING_ADMIN_MESSAGES, roomBookingListQuerySchema } from "../../../../shared/rooms/room-booking-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ListFrame, ListPageParts } from "../data-table/list-frame.tsx";
import { ListSearchField } from "../data-table/list-search-field.tsx";
import { useListAddress } from "../data-table/use-list-address.ts";
import { roomBookingsQuery } from "./room-booking-api.ts";
import { RoomBookingTable } from "./room-booking-table.tsx";

const NOUN = { one: "booking", other: "bookings" };

/**
 * The room bookings the site knows of, through the add-ons guests bought for them (ADR
 * 037): searched, sorted and paged by the server, under the tab's link to Little Hotelier.
 */
export function RoomBookingsList() {
  const [query, change] = useListAddress(roomBookingListQuerySchema);
  const [typed, setTyped] = useState(query.search ?? "");
  const list = useQuery(roomBookingsQuery(query));

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    change({ search: typed.trim() });
  }

  return (
    <ListFrame
      id="room-bookings"
      heading="Bookings with add-ons"
      intro={<p className="text-muted-foreground">The room bookings guests bought add-ons for, by the confirmation ID they gave. Little Hotelier holds the bookings themselves.</p>}
      filters={
        <form role="search" aria-label="Bookings with add-ons" onSubmit={search} className="flex flex-wrap items-end gap-3">
          <ListSearchField id="room-bookings-search" hint="Confirmation ID, guest name, e-mail or add-on reference" value={typed} onChange={setTyped} className="min-w-0 flex-1 basis-64" />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      }
      list={list}
      loading="Loading the bookings..."
      failed={ROOM_BOOKING_ADMIN_MESSAGES.LOAD_FAILED}
    >
      {(page) => (
        <ListPageParts page={page} query={query} onChange={change} noun={NOUN} pagesLabel="Pages of bookings with add-ons" pageSizeId="room-bookings-page-size">
          <RoomBookingTable rows={page.rows} sort={query.sort} order={query.order} onSort={(sort, order) => change({ sort, order })} />
        </ListPageParts>
      )}
    </ListFrame>
  );
}
