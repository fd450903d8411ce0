import { BookingsPanel } from "../shell/admin-section-panel.tsx";
import { RoomBookingsList } from "./room-bookings-list.tsx";

/** The Bookings tab: Little Hotelier keeps the bookings (its link first), then the ones the site knows of through add-ons. */
export function BookingsPage() {
  return (
    <div className="space-y-8">
      <BookingsPanel />
      <RoomBookingsList />
    </div>
  );
}
