import { CheckCircle2, Clock } from "lucide-react";
import { hotel, hotelAddressLine } from "../../../../content/hotel.ts";
import type { AddonBookingGuestView } from "../../../shared/addons/addon-booking-view.ts";
import { formatLongDate } from "../../../shared/dates.ts";
import { formatAmount } from "../../../shared/money.ts";
import { nightsLabel, paymentStatusLabel } from "./payment-status-label.ts";

/** DESIGN decision 10 (the spec's "3:00 PM to 10:00 AM" read as check-in and check-out times). */
export const CHECK_IN_TEXT = `Check-in from ${hotel.checkIn}, check-out by ${hotel.checkOut}`;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The booking's short reference and its QR code (DESIGN decision 18), for reception to scan or type. */
function ReferenceCard({ booking }: { booking: AddonBookingGuestView }) {
  return (
    <figure className="flex flex-col items-center gap-3 rounded-sm border border-border bg-surface p-5 text-center shadow-xs">
      <div
        role="img"
        aria-label={`QR code of your add-on reference ${booking.reference}`}
        className="size-40 bg-white p-2 [&_svg]:size-full"
        // The server made this SVG from the reference alone (the qrcode package); it carries no script.
        dangerouslySetInnerHTML={{ __html: booking.referenceQrSvg }}
      />
      <figcaption>
        <span className="block text-sm text-muted-foreground">Add-on reference</span>
        <span className="font-mono text-2xl font-semibold tracking-wider">{booking.reference}</span>
      </figcaption>
    </figure>
  );
}

/** Everything the confirmed view shows (addons-privacy-admin §2.2). */
export function AddonBookingDetails({ booking }: { booking: AddonBookingGuestView }) {
  const pets = booking.petAddon;
  const paid = booking.paymentStatus === "succeeded";
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
      {/* First in reading order, so a phone shows the reference to reception without scrolling; beside the details on a desktop. */}
      <div className="lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1 lg:self-start">
        <ReferenceCard booking={booking} />
      </div>
      <div className="space-y-8 lg:col-start-1 lg:row-start-1">
        <section aria-labelledby="addon-booking-heading">
          <h2 id="addon-booking-heading" className="font-serif text-2xl font-semibold">
            Your booking
          </h2>
          <dl className="mt-3 divide-y divide-border">
            <Row term="Add-on booking">
              <span className="font-mono">{booking.reference}</span>{" "}
              <span className="ml-2 inline-flex items-center gap-1 rounded-sm border border-border px-2 py-0.5 text-sm font-semibold">
                {paid ? <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" /> : <Clock aria-hidden="true" className="size-4" />}
                <span className="sr-only">Payment status: </span>
                {paymentStatusLabel(booking.paymentStatus)}
              </span>
            </Row>
            <Row term="Booking confirmation ID">{booking.bookingConfirmationId}</Row>
            <Row term="Guest name">{booking.guestName}</Row>
            <Row term="Email">{booking.guestEmail}</Row>
            <Row term="Phone">{booking.guestPhone}</Row>
            <Row term="Check-in">{formatLongDate(booking.checkInDate)}</Row>
            <Row term="Check-out">{formatLongDate(booking.checkOutDate)}</Row>
            <Row term="Length of stay">{nightsLabel(booking.numberOfNights)}</Row>
          </dl>
        </section>

        <section aria-labelledby="addon-pets-heading">
          <h2 id="addon-pets-heading" className="font-serif text-2xl font-semibold">
            Pet accommodation
          </h2>
          <dl className="mt-3 divide-y divide-border">
            <Row term="Number of pets">{pets.numberOfPets}</Row>
            <Row term="Pets">
              <ul className="space-y-1">
                {pets.petDetails.map((pet, index) => (
                  <li key={index}>
                    {pet.name} ({pet.type})
                  </li>
                ))}
              </ul>
            </Row>
            {pets.specialRequirements ? <Row term="Special requirements">{pets.specialRequirements}</Row> : null}
            <Row term="Subtotal">{formatAmount(pets.subtotal)}</Row>
            <Row term={paid ? "Total paid" : "Total"}>
              <span className="text-lg font-semibold">{formatAmount(booking.totalAmount)}</span>
              <span className="block text-sm text-muted-foreground">Includes taxes and charges</span>
            </Row>
          </dl>
        </section>

        <section aria-labelledby="addon-checkin-heading">
          <h2 id="addon-checkin-heading" className="font-serif text-2xl font-semibold">
            When you arrive
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
            <li>Bring your original booking confirmation ID ({booking.bookingConfirmationId}) and your add-on reference ({booking.reference}).</li>
            <li>Reception verifies add-ons against your booking at check-in.</li>
            <li>{paid ? "Your add-on is already paid online: there is nothing more to pay for it." : "Add-ons are paid online; once your payment is confirmed there is nothing more to pay for it."}</li>
            <li>{CHECK_IN_TEXT}.</li>
          </ul>
        </section>

        <section aria-labelledby="addon-contact-heading">
          <h2 id="addon-contact-heading" className="font-serif text-2xl font-semibold">
            Contact {hotel.name}
          </h2>
          <ul className="mt-3 space-y-1 leading-relaxed">
            <li>
              Phone:{" "}
              <a href={`tel:${hotel.phone.e164}`} className="font-medium text-brand underline underline-offset-4">
                {hotel.phone.display}
              </a>
            </li>
            <li>
              Email:{" "}
              <a href={`mailto:${hotel.email}`} className="font-medium break-all text-brand underline underline-offset-4">
                {hotel.email}
              </a>
            </li>
            <li>Address: {hotelAddressLine}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
