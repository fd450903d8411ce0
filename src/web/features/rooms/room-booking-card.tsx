import Clock from "lucide-react/icons/clock";
import Phone from "lucide-react/icons/phone";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { hotel } from "../../../../content/hotel.ts";
import type { Room } from "../../../../content/rooms.ts";
import { BookYourStayLink } from "../../components/layout/book-your-stay-link.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { guestsLabel } from "./room-facts.ts";
import { RoomPrice } from "./room-price.tsx";

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="flex items-center gap-2 text-muted-foreground">
        {icon}
        {term}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * The side card: the price (the static "from" price in the pre-rendered page, today's price once
 * the same call as the rooms list answers: a price slot, live-price-slots.ts), arrival and
 * departure times, who the room sleeps, and the ways to book or ask. Pre-rendered, no island.
 */
export function RoomBookingCard({ room }: { room: Room }) {
  const clock = <Clock aria-hidden="true" className="size-4 text-brand" />;
  return (
    <section aria-labelledby="book-room-heading" className="rounded-sm border border-accent/60 bg-surface p-6 shadow-sm outline -outline-offset-6 outline-accent/25">
      <h2 id="book-room-heading" className="text-2xl font-semibold">
        Book This Room
      </h2>
      <RoomPrice price={room.price.from} roomType={room.type} className="mt-2" />
      <dl className="mt-4 divide-y divide-border border-y border-border text-sm">
        <Fact icon={clock} term="Check-in">
          from {hotel.checkIn}
        </Fact>
        <Fact icon={clock} term="Check-out">
          by {hotel.checkOut}
        </Fact>
        <Fact icon={<Users aria-hidden="true" className="size-4 text-brand" />} term="Max guests">
          {guestsLabel(room)}
        </Fact>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <BookYourStayLink size="lg">Book Now</BookYourStayLink>
        <Link to="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>Contact Us</Link>
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Need help booking? Call us on
        <a href={`tel:${hotel.phone.e164}`} className="mt-1 flex min-h-6 items-center justify-center gap-2 font-semibold text-brand underline-offset-4 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          {hotel.phone.display}
        </a>
      </p>
    </section>
  );
}
